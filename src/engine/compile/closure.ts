import { ACCEPT, CHARACTER, EPSILON, type Nfa } from './nfa';

/**
 * ε-closures over one automaton without allocation per state: a stamp per state marks the
 * states seen in the current closure, and one reused stack.
 */
export class Closure {
  private readonly seen: Uint32Array;
  private stamp = 0;
  private readonly stack: Int32Array;

  constructor(private readonly nfa: Nfa) {
    this.seen = new Uint32Array(nfa.size);
    this.stack = new Int32Array(nfa.size + 1);
  }

  /**
   * The character states (and the accepting state) reachable from `from` by ε-moves,
   * sorted ascending: a deterministic state.
   */
  of(from: ArrayLike<number>): Int32Array {
    const { nfa, seen, stack } = this;
    const stamp = this.next();
    let top = 0;
    const kept: number[] = [];
    for (let k = 0; k < from.length; k++) {
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
        kept.push(s);
        continue;
      }
      const successors = nfa.eps[s]!;
      for (let k = 0; k < successors.length; k++) {
        const t = successors[k]!;
        if (seen[t] !== stamp) {
          seen[t] = stamp;
          stack[top++] = t;
        }
      }
    }
    return Int32Array.from(kept).sort();
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
