import { ACCEPT, CHARACTER, EPSILON, type Nfa } from './nfa';

/**
 * ε-closures over one automaton without allocation per state: a stamp per state marks the
 * states seen in the current closure, and one reused stack.
 */
export class Closure {
  private readonly seen: Uint32Array;
  private stamp = 0;
  private readonly stack: Int32Array;

  /** The ε-successors of state s, flat: `moves[first[s] .. first[s + 1])` (one array, not one per state: a walk over a large automaton stays in a few cache lines). */
  private readonly first: Int32Array;
  private readonly moves: Int32Array;

  constructor(private readonly nfa: Nfa) {
    this.seen = new Uint32Array(nfa.size);
    this.stack = new Int32Array(nfa.size + 1);
    this.first = new Int32Array(nfa.size + 1);
    for (let s = 0; s < nfa.size; s++) this.first[s + 1] = this.first[s]! + nfa.eps[s]!.length;
    this.moves = new Int32Array(this.first[nfa.size]!);
    for (let s = 0; s < nfa.size; s++) this.moves.set(nfa.eps[s]!, this.first[s]!);
  }

  /** Automaton states entered and ε-moves looked at by `into` (a source counts as entered): the work of the forward automaton's steps. */
  visits = 0;
  /** Whether the last `into` reached the accepting state. */
  accepts = false;

  /**
   * The character states (and the accepting state) reachable by ε-moves from `from[0 ..
   * count)`, written to `out` in the order the walk meets them: their count. Each state is
   * entered once and each ε-move looked at once, so a walk costs at most the automaton's states
   * plus its ε-moves. The states written stay marked (`has`) until the next walk.
   */
  into(from: ArrayLike<number>, count: number, out: Int32Array): number {
    const { nfa, seen, stack, first, moves } = this;
    const stamp = this.next();
    let top = 0;
    let kept = 0;
    let visits = count;
    this.accepts = false;
    for (let k = 0; k < count; k++) {
      const s = from[k]!;
      if (seen[s] !== stamp) {
        seen[s] = stamp;
        stack[top++] = s;
      }
    }
    while (top > 0) {
      const s = stack[--top]!;
      const kind = nfa.kind[s];
      if (kind === CHARACTER || kind === ACCEPT) {
        out[kept++] = s;
        if (kind === ACCEPT) this.accepts = true;
        continue;
      }
      const end = first[s + 1]!;
      visits += end - first[s]!;
      for (let k = first[s]!; k < end; k++) {
        const t = moves[k]!;
        if (seen[t] !== stamp) {
          seen[t] = stamp;
          stack[top++] = t;
        }
      }
    }
    this.visits += visits;
    return kept;
  }

  /** Whether character or accepting state `s` is in the result of the last `into`. */
  has(s: number): boolean {
    return this.seen[s] === this.stamp;
  }

  /**
   * Depth first over ε-moves from `source` in priority order (an earlier successor first), each
   * state once, entering a successor only where `enter` allows: `found` is called at each
   * character or accepting state reached, with the path to it (the first in that order; read it
   * during the call only), and returns true to stop the walk.
   */
  paths(source: number, enter: (s: number) => boolean, found: (end: number, path: readonly number[]) => boolean): void {
    const { nfa, path, nextIndex } = this;
    const stamp = this.next();
    path.length = 0;
    nextIndex.length = 0;
    this.visit(source, stamp);
    path.push(source);
    nextIndex.push(0);
    while (path.length > 0) {
      const top = path[path.length - 1]!;
      if (nfa.kind[top] !== EPSILON) {
        if (found(top, path)) return;
        path.pop();
        nextIndex.pop();
        continue;
      }
      const successors = nfa.eps[top]!;
      const k = nextIndex[nextIndex.length - 1]!;
      if (k === successors.length) {
        path.pop();
        nextIndex.pop();
        continue;
      }
      nextIndex[nextIndex.length - 1] = k + 1;
      const t = successors[k]!;
      if (enter(t) && this.visit(t, stamp)) {
        path.push(t);
        nextIndex.push(0);
      }
    }
  }

  private readonly path: number[] = [];
  private readonly nextIndex: number[] = [];

  /** A fresh stamp (restarting the marks when the counter wraps). */
  next(): number {
    if (this.stamp === 0xffffffff) {
      this.seen.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }

  /** Whether `s` was seen under `stamp`; marks it. */
  visit(s: number, stamp: number): boolean {
    if (this.seen[s] === stamp) return false;
    this.seen[s] = stamp;
    return true;
  }
}

/** The markers on a path of ε-states (rule starts and ends), in order. */
export function markersOn(nfa: Nfa, path: readonly number[]): number[] {
  const markers: number[] = [];
  for (const p of path) if (nfa.mark[p] !== 0) markers.push(nfa.mark[p]!);
  return markers;
}
