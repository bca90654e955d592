import type { Alphabet } from '../bnf/alphabet';
import { accepts } from './edges';
import { CHARACTER, type Nfa } from './nfa';
import { cacheBudget } from './problems';
import { SetIndex, hashList } from './setIndex';

/** The right-context state at the end of the input: only the accepting state is wanted there. */
export const AT_END = 0;
const UNKNOWN = -1;

/**
 * The right contexts of an input, read from its end: the state at position j is R_j, the
 * character states whose edge accepts input[j] and from whose target the rest of the input,
 * input[j+1..], leads to acceptance. Built lazily like a DFA (a state per distinct R, a
 * transition per (R, class)). `live(R)` is every automaton state from which ε-moves reach a
 * member of R (or, at the end, the accepting state): the states from which the rest of the
 * input can be matched. The cache is cleared between inputs when it has grown past its
 * budget (ids stored for one input stay valid while that input is read).
 */
export class BackwardDfa {
  /** `table[state * classes + class]`: the next state, or -1 (read directly by CompiledStart.derive's loop). */
  table = new Int32Array(0);
  /** `ascii[state << 7 | code]` for code units below 128: the next state, or -1; filled by `stepCode` (no class lookup per character). */
  ascii = new Int32Array(0);
  private readonly sets: Int32Array[] = [];
  private readonly lives: Array<Uint8Array | undefined> = [];
  private readonly members: Array<Uint8Array | undefined> = [];
  private readonly index = new SetIndex();
  /** A miss's buffer: the character states kept. */
  private readonly kept: Int32Array;
  private readonly classes: number;
  /** The character states, ascending. */
  private readonly characters: Int32Array;
  /**
   * Character states by class: those whose edge accepts it, listed at the class's first miss and
   * kept while all lists kept hold at most `listBudget` states (the product of classes and
   * states can be quadratic in the grammar); past it a miss lists them into `scratch` again.
   */
  private readonly byClass: Array<Int32Array | undefined>;
  private listed = 0;
  private readonly listBudget: number;
  private readonly scratch: Int32Array;
  /** ε-predecessors of state s: `predecessors[firstPredecessor[s] .. firstPredecessor[s + 1])` (one array, not one per state). */
  private readonly firstPredecessor: Int32Array;
  private readonly predecessors: Int32Array;

  constructor(
    readonly nfa: Nfa,
    private readonly alphabet: Alphabet,
    private readonly budget = cacheBudget(nfa.size * 2 + alphabet.size * 4),
  ) {
    this.classes = alphabet.size;
    const characters: number[] = [];
    const first = new Int32Array(nfa.size + 1);
    for (let s = 0; s < nfa.size; s++) {
      if (nfa.kind[s] === CHARACTER) characters.push(s);
      for (let k = nfa.epsFirst[s]!; k < nfa.epsFirst[s + 1]!; k++) first[nfa.epsMoves[k]! + 1]!++;
    }
    this.characters = Int32Array.from(characters);
    this.byClass = new Array<Int32Array | undefined>(this.classes);
    this.listBudget = nfa.size * 8 + (1 << 16);
    this.scratch = new Int32Array(nfa.size);
    this.kept = new Int32Array(nfa.size);
    for (let s = 0; s < nfa.size; s++) first[s + 1]! += first[s]!;
    const next = first.slice(0, nfa.size);
    const predecessors = new Int32Array(first[nfa.size]!);
    for (let s = 0; s < nfa.size; s++) for (let k = nfa.epsFirst[s]!; k < nfa.epsFirst[s + 1]!; k++) predecessors[next[nfa.epsMoves[k]!]!++] = s;
    this.firstPredecessor = first;
    this.predecessors = predecessors;
    this.reset();
  }

  get size(): number {
    return this.sets.length;
  }

  /** Clears the cache when it has outgrown its budget; call between inputs only. */
  trim(): void {
    if (this.sets.length > this.budget) this.reset();
  }

  /** How many transitions were computed (not found in the cache). */
  misses = 0;

  /** R_j from R_{j+1} and the class of input[j]. */
  step(state: number, cls: number): number {
    const row = state * this.classes + cls;
    if (row < this.table.length) {
      const cached = this.table[row]!;
      if (cached !== UNKNOWN) return cached;
    }
    this.misses++;
    const live = this.live(state);
    const { nfa } = this;
    const candidates = this.byClass[cls] ?? this.list(cls);
    const { kept } = this;
    let count = 0;
    for (let k = 0; k < candidates.length; k++) {
      const c = candidates[k]!;
      if (live[nfa.target[c]!]) kept[count++] = c;
    }
    const hash = hashList(kept, count);
    let next = this.index.find(hash, (id) => sameAs(this.sets[id]!, kept, count));
    if (next < 0) next = this.intern(kept.slice(0, count), hash);
    if (row < this.table.length) this.table[row] = next;
    return next;
  }

  /** The character states whose edge accepts `cls`, ascending (kept in `byClass` within the budget). */
  private list(cls: number): Int32Array {
    const { characters, scratch, nfa } = this;
    let n = 0;
    for (let k = 0; k < characters.length; k++) {
      const c = characters[k]!;
      if (accepts(nfa.edges, nfa.edgeOf[c]!, cls)) scratch[n++] = c;
    }
    if (this.listed + n > this.listBudget) return scratch.subarray(0, n);
    this.listed += n;
    return (this.byClass[cls] = scratch.slice(0, n));
  }

  /** R_j from R_{j+1} and input[j]'s code unit, remembered in `ascii` for ASCII. */
  stepCode(state: number, code: number): number {
    const next = this.step(state, this.alphabet.classOf[code]!);
    const k = (state << 7) | code;
    if (code < 128 && k < this.ascii.length) this.ascii[k] = next;
    return next;
  }

  /** Whether the whole input can be matched from automaton state `s`, given R_0. */
  matchesFrom(state: number, s: number): boolean {
    return this.live(state)[s] === 1;
  }

  /** Whether character state `c` is in R (at the end: whether `c` is the accepting state). */
  isMember(state: number, c: number): boolean {
    let m = this.members[state];
    if (!m) {
      m = new Uint8Array(this.nfa.size);
      if (state === AT_END) m[this.nfa.accept] = 1;
      else for (const s of this.sets[state]!) m[s] = 1;
      this.members[state] = m;
    }
    return m[c] === 1;
  }

  private live(state: number): Uint8Array {
    let live = this.lives[state];
    if (live) return live;
    live = new Uint8Array(this.nfa.size);
    const stack: number[] = state === AT_END ? [this.nfa.accept] : [...this.sets[state]!];
    for (const s of stack) live[s] = 1;
    while (stack.length > 0) {
      const s = stack.pop()!;
      const { firstPredecessor, predecessors } = this;
      for (let k = firstPredecessor[s]!; k < firstPredecessor[s + 1]!; k++) {
        const p = predecessors[k]!;
        if (!live[p]) {
          live[p] = 1;
          stack.push(p);
        }
      }
    }
    this.lives[state] = live;
    return live;
  }

  private intern(set: Int32Array, hash: number): number {
    const id = this.sets.length;
    this.sets.push(set);
    this.lives.push(undefined);
    this.members.push(undefined);
    this.index.add(hash, id);
    // transitions are cached for the first `budget` states only; past it they are computed each time until the next trim
    if (id < this.budget && (id + 1) * this.classes > this.table.length) {
      const rows = Math.min(this.budget, Math.max(16, (id + 1) * 2));
      const table = new Int32Array(rows * this.classes).fill(UNKNOWN);
      table.set(this.table);
      this.table = table;
      const ascii = new Int32Array(rows << 7).fill(UNKNOWN);
      ascii.set(this.ascii);
      this.ascii = ascii;
    }
    return id;
  }

  private reset(): void {
    this.sets.length = 0;
    this.lives.length = 0;
    this.members.length = 0;
    this.index.clear();
    this.table = new Int32Array(0);
    this.ascii = new Int32Array(0);
    this.intern(new Int32Array(0), AT_END_HASH); // AT_END, which no miss finds: its hash is no list's
  }
}

/** A hash no list of states has (hashList of an empty list is 0, and a miss may find no state). */
const AT_END_HASH = 0.5;

/** Whether `set` is list[0 .. count). */
function sameAs(set: Int32Array, list: Int32Array, count: number): boolean {
  if (set.length !== count) return false;
  for (let k = 0; k < count; k++) if (set[k] !== list[k]) return false;
  return true;
}
