import { ACCEPT, CHARACTER, type Nfa } from './nfa';

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
