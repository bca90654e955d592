import type { Alphabet } from '../bnf/alphabet';
import { accepts } from './edges';
import { ACCEPT, CHARACTER, type Nfa } from './nfa';

const UNKNOWN = -1;
const DEAD = -2;
/** Lists kept before the cache is cleared (and rebuilt from the list in hand). */
const BUDGET = 2048;

/**
 * The automaton states a run is in after input[from, at), in priority order: the order in
 * which a backtracking parser would try them (an earlier alternative first; a repetition goes
 * on before it stops; among the threads of a step, the order of the threads they come from),
 * as a Pike VM keeps its threads; and which alternative of each committed choice
 * (`nfa.choices`) matched first on the way. The deterministic automata keep sets, not orders:
 * a failure told in the order its items would be tried (./reporting) reads the input again
 * this way. The lists met are kept (with the choices matched), and the step between two of
 * them on a class, within a budget: when it is full, the cache is cleared (the forward
 * automaton's policy). A character costs one table load when cached, else at most the
 * automaton's states and ε-moves: linear in the input.
 */
export class PriorityRun {
  private readonly seen: Uint32Array;
  private stamp = 0;
  private readonly stack: Int32Array;
  /** The ε-successors of state s, flat: `moves[first[s] .. first[s + 1])`, in priority order. */
  private readonly first: Int32Array;
  private readonly moves: Int32Array;
  /** Per state: 1 for a character or accepting state (a thread), else 0. */
  private readonly isReader: Uint8Array;
  private readonly found: Int32Array;
  private readonly targets: Int32Array;
  /** Per state: 1 + the index in `ends` of the alternative it ends, or 0. */
  private readonly endOf: Int32Array;
  private readonly ends: Array<[number, number]> = [];
  /** The lists kept: their states, and per choice the first alternative matched (-1: none). */
  private lists: Int32Array[] = [];
  private matchedOf: Int32Array[] = [];
  private readonly index = new Map<string, number>();
  /** `table[list * classes + class]`: the next list, UNKNOWN, or DEAD. */
  private table = new Int32Array(0);
  private readonly classes: number;
  private start = 0;
  /** Characters read, and automaton states entered by the steps not cached (for the linearity specs). */
  work = 0;
  /** Per choice of `nfa.choices`: the first of its alternatives that the last run passed the end of, or -1. */
  matched: Int32Array;

  constructor(
    private readonly nfa: Nfa,
    private readonly alphabet: Alphabet,
  ) {
    this.seen = new Uint32Array(nfa.size);
    this.first = nfa.epsFirst;
    this.moves = nfa.epsMoves;
    this.isReader = nfa.kind.map((k) => (k === CHARACTER || k === ACCEPT ? 1 : 0));
    this.stack = new Int32Array(nfa.size + this.moves.length + 1); // a state is pushed once per ε-move into it, at most
    this.found = new Int32Array(nfa.size);
    this.targets = new Int32Array(nfa.size);
    this.endOf = new Int32Array(nfa.size);
    nfa.choices.forEach((choice, c) => {
      for (let k = 0; k < choice.length; k += 3) this.endOf[choice[k + 2]!] = this.ends.push([c, k / 3]);
    });
    this.classes = alphabet.size;
    this.matched = new Int32Array(nfa.choices.length);
    this.reset();
  }

  /** The states after input[from, at) (every one of its characters read by some path), in priority order; `matched` tells the choices. */
  statesAt(input: string, from: number, at: number): Int32Array {
    const { classOf } = this.alphabet;
    let list = this.start;
    for (let i = from; i < at; i++) {
      const cls = classOf[input.charCodeAt(i)]!;
      let next = this.table[list * this.classes + cls]!;
      if (next === UNKNOWN) next = this.step(list, cls);
      if (next === DEAD) break; // not read by any path: the caller's `at` is past where the run stops
      list = next;
    }
    this.work += at - from;
    this.matched = this.matchedOf[list]!;
    return this.lists[list]!;
  }

  /** The list after list `from` on class `cls` (made and kept), or DEAD; `from` may be gone afterwards when the cache is cleared. */
  private step(from: number, cls: number): number {
    const { nfa, targets } = this;
    const { edges, edgeOf } = nfa;
    const current = this.lists[from]!;
    const matched = this.matchedOf[from]!.slice();
    let n = 0;
    for (let k = 0; k < current.length; k++) {
      const s = current[k]!;
      if (accepts(edges, edgeOf[s]!, cls)) targets[n++] = nfa.target[s]!;
    }
    this.work += current.length;
    const size = n === 0 ? 0 : this.closure(targets, n, matched);
    if (size === 0) {
      this.table[from * this.classes + cls] = DEAD;
      return DEAD;
    }
    if (this.lists.length >= BUDGET) {
      this.reset();
      return this.intern(this.found.slice(0, size), matched);
    }
    const next = this.intern(this.found.slice(0, size), matched);
    this.table[from * this.classes + cls] = next;
    return next;
  }

  /** The number of the list `states` with `matched`, kept on first sight. */
  private intern(states: Int32Array, matched: Int32Array): number {
    const key = `${states.join()}|${matched.join()}`;
    let id = this.index.get(key);
    if (id !== undefined) return id;
    id = this.lists.length;
    this.index.set(key, id);
    this.lists.push(states);
    this.matchedOf.push(matched);
    if (this.table.length < (id + 1) * this.classes) {
      const table = new Int32Array(Math.max(16, 2 * (id + 1)) * this.classes).fill(UNKNOWN);
      table.set(this.table);
      this.table = table;
    }
    return id;
  }

  /** Empties the cache: the start list only. */
  private reset(): void {
    this.lists = [];
    this.matchedOf = [];
    this.index.clear();
    this.table = new Int32Array(0);
    const matched = new Int32Array(this.nfa.choices.length).fill(-1);
    this.targets[0] = this.nfa.start;
    const size = this.closure(this.targets, 1, matched);
    this.start = this.intern(this.found.slice(0, size), matched);
  }

  /**
   * The character and accepting states reached from `from[0 .. count)`, depth first, an
   * earlier source and an earlier ε-successor first, into `found`: their count. The choices
   * whose alternatives' ends the walk passes are marked in `matched`.
   */
  private closure(from: ArrayLike<number>, count: number, matched: Int32Array): number {
    const { seen, stack, first, moves, isReader, found, endOf } = this;
    if (++this.stamp === 0xffffffff) {
      seen.fill(0);
      this.stamp = 1;
    }
    const stamp = this.stamp;
    let kept = 0;
    for (let k = 0; k < count; k++) {
      let top = 0;
      stack[top++] = from[k]!;
      while (top > 0) {
        const s = stack[--top]!;
        if (seen[s] === stamp) continue;
        seen[s] = stamp;
        this.work++;
        if (endOf[s] !== 0) {
          const [c, option] = this.ends[endOf[s]! - 1]!;
          if (matched[c]! < 0 || option < matched[c]!) matched[c] = option;
        }
        if (isReader[s]) {
          found[kept++] = s;
          continue;
        }
        for (let m = first[s + 1]! - 1; m >= first[s]!; m--) if (seen[moves[m]!] !== stamp) stack[top++] = moves[m]!;
      }
    }
    return kept;
  }
}
