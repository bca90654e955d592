import type { Alphabet } from '../bnf/alphabet';
import { Closure } from './closure';
import { ACCEPT, type Nfa } from './nfa';
import { cacheBudget } from './problems';

/** The deterministic state with no automaton state: nothing can follow. */
export const DEAD = 0;
const UNKNOWN = -1;
const ASCII_BITS = 7;

/**
 * The subset construction of an automaton, built lazily as inputs need it, with a fixed
 * budget: when LIMITS.cachedStates states are cached, the cache is cleared and rebuilt from
 * the state in hand (the policy of RE2's and Rust regex-automata's lazy DFAs). Each input
 * character costs one table load when cached, and at most one closure over the automaton
 * when not: linear in the input, memory bounded whatever the input.
 */
export class ForwardDfa {
  /** `ascii[state << 7 | code]` for code units below 128: the next state, or UNKNOWN. */
  ascii = new Int32Array(0);
  /** `table[state * classes + class]`: the next state, or UNKNOWN. */
  private table = new Int32Array(0);
  private readonly sets: Int32Array[] = [];
  private readonly accepting: boolean[] = [];
  private readonly ids = new Map<string, number>();
  private readonly closure: Closure;
  private readonly classes: number;
  start = 0;
  /** How many times the cache was cleared (for tests and the budget's documentation). */
  clears = 0;
  /** How many transitions were computed (not found in the cache). */
  misses = 0;

  constructor(
    readonly nfa: Nfa,
    private readonly alphabet: Alphabet,
    private readonly budget = cacheBudget(alphabet.size * 4 + 512 + nfa.size),
  ) {
    this.classes = alphabet.size;
    this.closure = new Closure(nfa);
    this.reset();
  }

  get size(): number {
    return this.sets.length;
  }

  isAccepting(state: number): boolean {
    return this.accepting[state]!;
  }

  /** The automaton states of a deterministic state (character states, and the accepting one). */
  setOf(state: number): Int32Array {
    return this.sets[state]!;
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
      const { nfa } = this;
      const targets: number[] = [];
      for (let k = 0; k < set.length; k++) {
        const s = set[k]!;
        const e = nfa.edge[s];
        if (e && e[cls]) targets.push(nfa.target[s]!);
      }
      const closed = targets.length === 0 ? EMPTY : this.closure.of(targets);
      const key = closed.join(',');
      const known = this.ids.get(key);
      if (known !== undefined) next = known;
      else {
        if (this.sets.length >= this.budget) {
          this.reset();
          this.clears++;
          return this.intern(closed, key); // the caller's state is gone; the new one is all it needs
        }
        next = this.intern(closed, key);
      }
      this.table[state * this.classes + cls] = next;
    }
    if (code < 128) this.ascii[(state << ASCII_BITS) | code] = next;
    return next;
  }

  private intern(set: Int32Array, key: string): number {
    const id = this.sets.length;
    this.sets.push(set);
    this.accepting.push(set.length > 0 && set[set.length - 1] === this.nfa.accept && this.nfa.kind[this.nfa.accept] === ACCEPT);
    this.ids.set(key, id);
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
    this.ids.clear();
    this.table = new Int32Array(0);
    this.ascii = new Int32Array(0);
    this.intern(EMPTY, '');
    const start = this.closure.of([this.nfa.start]);
    this.start = this.intern(start, start.join(','));
  }
}

const EMPTY = new Int32Array(0);
