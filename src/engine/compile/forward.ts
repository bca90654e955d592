import type { Alphabet } from '../bnf/alphabet';
import { Closure } from './closure';
import { accepts } from './edges';
import type { Nfa } from './nfa';
import { cacheBudget } from './problems';
import { SetIndex, mix } from './setIndex';

/** The deterministic state with no automaton state: nothing can follow. */
export const DEAD = 0;
const UNKNOWN = -1;
const ASCII_BITS = 7;
/**
 * A run whose cache is cleared twice with fewer characters read in between than this many per
 * cached state is thrashing: it goes on without the cache (RE2's bail-out, 10 bytes per state).
 */
const CHARACTERS_PER_STATE = 10;

/**
 * The subset construction of an automaton, built lazily as inputs need it, with a fixed
 * budget: when LIMITS.cachedStates states are cached, the cache is cleared and rebuilt from
 * the state in hand (the policy of RE2's and Rust regex-automata's lazy DFAs). Each input
 * character costs one table load when cached; when not, one step of the automaton (the
 * state's set, its successors' ε-closure) and one hash of the new set with a comparison per
 * cached set of that hash: at most a few visits per automaton state, however many
 * deterministic states the grammar has. Memory is bounded whatever the input.
 */
export class ForwardDfa {
  /** `ascii[state << 7 | code]` for code units below 128: the next state, or UNKNOWN. */
  ascii = new Int32Array(0);
  /** `table[state * classes + class]`: the next state, or UNKNOWN. */
  private table = new Int32Array(0);
  /** By state: its automaton states, in the order the closure met them (`setOf` sorts them). */
  private readonly sets: Int32Array[] = [];
  private readonly accepting: boolean[] = [];
  private readonly index = new SetIndex();
  /** The ε-walks of the misses (and of NfaRun, which steps without the cache). */
  readonly closure: Closure;
  private readonly classes: number;
  /** Buffers of a miss: the targets of the edges taken, and their closure. */
  private readonly targets: Int32Array;
  private readonly found: Int32Array;
  start = 0;
  /** How many times the cache was cleared (for tests and the budget's documentation). */
  clears = 0;
  /** How many transitions were computed (not found in the cache). */
  misses = 0;
  /** Automaton states looked at by misses besides the closure's (the set stepped, the hash, the comparisons): see `work`. */
  private visits = 0;

  constructor(
    readonly nfa: Nfa,
    private readonly alphabet: Alphabet,
    readonly budget = cacheBudget(alphabet.size * 4 + 512 + nfa.size),
  ) {
    this.classes = alphabet.size;
    this.closure = new Closure(nfa);
    this.targets = new Int32Array(nfa.size);
    this.found = new Int32Array(nfa.size);
    this.reset();
  }

  get size(): number {
    return this.sets.length;
  }

  /** Automaton states and ε-moves visited by misses (and NfaRun steps): the per-character bound's spec counts these. */
  get work(): number {
    return this.visits + this.closure.visits;
  }

  isAccepting(state: number): boolean {
    return this.accepting[state]!;
  }

  /** The automaton states of a deterministic state (character states, and the accepting one), ascending. */
  setOf(state: number): Int32Array {
    return this.sets[state]!.sort(); // in place: a set's identity does not depend on its order
  }

  /**
   * Whether a run that read `read` characters since it last saw the cache cleared, and has just
   * seen it cleared again, is thrashing (and should go on with NfaRun).
   */
  thrashing(read: number): boolean {
    return read < CHARACTERS_PER_STATE * this.budget;
  }

  /** The next state on code unit `code`. */
  step(state: number, code: number): number {
    if (code < 128) {
      const cached = this.ascii[(state << ASCII_BITS) | code]!;
      if (cached !== UNKNOWN) return cached;
    }
    const cls = this.alphabet.classOf[code]!;
    let next = this.table[state * this.classes + cls]!;
    if (next === UNKNOWN) {
      this.misses++;
      const set = this.sets[state]!;
      const { nfa, targets } = this;
      const { edges, edgeOf } = nfa;
      let count = 0;
      for (let k = 0; k < set.length; k++) {
        const s = set[k]!;
        if (accepts(edges, edgeOf[s]!, cls)) targets[count++] = nfa.target[s]!;
      }
      this.visits += set.length;
      const size = this.closure.into(targets, count, this.found);
      const hash = this.hashFound(size);
      next = this.index.find(hash, (id) => this.isFound(id, size));
      if (next < 0) {
        const made = this.found.slice(0, size);
        const accepts = this.closure.accepts;
        if (this.sets.length >= this.budget) {
          this.reset();
          this.clears++;
          return this.intern(made, hash, accepts); // the caller's state is gone; the new one is all it needs
        }
        next = this.intern(made, hash, accepts);
      }
      this.table[state * this.classes + cls] = next;
    }
    if (code < 128) this.ascii[(state << ASCII_BITS) | code] = next;
    return next;
  }

  /** An order-free hash of found[0 .. size). */
  private hashFound(size: number): number {
    const { found } = this;
    let h = size;
    for (let k = 0; k < size; k++) h = (h + mix(found[k]!)) | 0;
    this.visits += size;
    return h;
  }

  /** Whether state `id`'s set is found[0 .. size): as many states, each in the last closure. */
  private isFound(id: number, size: number): boolean {
    const set = this.sets[id]!;
    if (set.length !== size) return false;
    this.visits += size;
    for (let k = 0; k < size; k++) if (!this.closure.has(set[k]!)) return false;
    return true;
  }

  private intern(set: Int32Array, hash: number, accepting: boolean): number {
    const id = this.sets.length;
    this.sets.push(set);
    this.accepting.push(accepting);
    this.index.add(hash, id);
    if ((id + 1) * this.classes > this.table.length) {
      const rows = Math.min(this.budget, Math.max(16, (id + 1) * 2));
      const table = new Int32Array(rows * this.classes).fill(UNKNOWN);
      table.set(this.table);
      this.table = table;
      const ascii = new Int32Array(rows << ASCII_BITS).fill(UNKNOWN);
      ascii.set(this.ascii);
      this.ascii = ascii;
    }
    if (id === DEAD) {
      this.table.fill(DEAD, 0, this.classes);
      this.ascii.fill(DEAD, 0, 128);
    }
    return id;
  }

  /** Empties the cache: the dead state and the start state only. */
  private reset(): void {
    this.sets.length = 0;
    this.accepting.length = 0;
    this.index.clear();
    this.table = new Int32Array(0);
    this.ascii = new Int32Array(0);
    this.intern(EMPTY, 0, false);
    const size = this.closure.into([this.nfa.start], 1, this.found);
    this.start = this.intern(this.found.slice(0, size), this.hashFound(size), this.closure.accepts);
  }
}

const EMPTY = new Int32Array(0);
