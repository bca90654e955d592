import type { Alphabet } from '../bnf/alphabet';
import { accepts } from './edges';
import { ACCEPT, CHARACTER, type Nfa } from './nfa';

/**
 * The automaton states a run is in after input[from, at), in priority order: the order in
 * which a backtracking parser would try them (an earlier alternative first; a repetition goes
 * on before it stops; among the threads of a step, the order of the threads they come from).
 * The deterministic automata keep sets, not orders; a failure told in the order its items
 * would be tried (CompiledStart with `inTriedOrder`) reads the input again this way. Each
 * character costs at most the automaton's states and ε-moves: linear in the input.
 */
export class PriorityRun {
  private readonly seen: Uint32Array;
  private stamp = 0;
  private readonly stack: Int32Array;
  private current: Int32Array;
  private next: Int32Array;
  /** Automaton states entered by the walks (for the linearity specs). */
  work = 0;
  /** Per choice of `nfa.choices`: the first of its alternatives whose last state the last run passed, or -1. */
  readonly matched: Int32Array;
  /** Per state: 1 + the index in `ends` of the alternatives it ends, or 0. */
  private readonly endOf: Int32Array;
  private readonly ends: Array<[number, number]> = [];

  constructor(
    private readonly nfa: Nfa,
    private readonly alphabet: Alphabet,
  ) {
    this.seen = new Uint32Array(nfa.size);
    let moves = 0;
    for (const m of nfa.eps) moves += m.length;
    this.stack = new Int32Array(nfa.size + moves + 1); // a state is pushed once per ε-move into it, at most
    this.current = new Int32Array(nfa.size);
    this.next = new Int32Array(nfa.size);
    this.matched = new Int32Array(nfa.choices.length);
    this.endOf = new Int32Array(nfa.size);
    nfa.choices.forEach((choice, c) => {
      for (let k = 0; k < choice.length; k += 3) this.endOf[choice[k + 2]!] = this.ends.push([c, k / 3]);
    });
  }

  /** The states after input[from, at) (every one of its characters read by some path), in priority order. */
  statesAt(input: string, from: number, at: number): Int32Array {
    const { nfa } = this;
    const { edges, edgeOf } = nfa;
    this.matched.fill(-1);
    let count = this.closure([nfa.start], 1, this.current);
    for (let i = from; i < at && count > 0; i++) {
      const cls = this.alphabet.classOf[input.charCodeAt(i)]!;
      const targets: number[] = [];
      for (let k = 0; k < count; k++) {
        const s = this.current[k]!;
        if (accepts(edges, edgeOf[s]!, cls)) targets.push(nfa.target[s]!);
      }
      this.work += count;
      const size = this.closure(targets, targets.length, this.next);
      if (size === 0) break; // not read by any path: the caller's `at` is past where the run stops
      [this.current, this.next] = [this.next, this.current];
      count = size;
    }
    return this.current.slice(0, count);
  }

  /** An alternative was passed to its end: the choice matched (its first such alternative counts). */
  private ended(k: number): void {
    const [c, option] = this.ends[k]!;
    if (this.matched[c]! < 0 || option < this.matched[c]!) this.matched[c] = option;
  }

  /** The character and accepting states reached from `from[0 .. count)`, depth first, an earlier source and an earlier ε-successor first: their count in `out`. */
  private closure(from: ArrayLike<number>, count: number, out: Int32Array): number {
    const { nfa, seen, stack } = this;
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
        if (this.endOf[s] !== 0) this.ended(this.endOf[s]! - 1);
        if (nfa.kind[s] === CHARACTER || nfa.kind[s] === ACCEPT) {
          out[kept++] = s;
          continue;
        }
        const moves = nfa.eps[s]!;
        for (let m = moves.length - 1; m >= 0; m--) if (seen[moves[m]!] !== stamp) stack[top++] = moves[m]!;
      }
    }
    return kept;
  }
}
