import { AT_END, type BackwardDfa } from './backward';
import type { Closure } from './closure';
import { CHARACTER, type Nfa } from './nfa';

/** The choice made at one position: the markers passed (in order) and the state that reads the character (or accepts). */
interface Choice {
  markers: Int32Array;
  next: number;
}

/**
 * The derivation of a member, as the markers of the node rules it passes, with their
 * positions: `[marker, position, marker, position, …]`, `+k` where an occurrence of node rule
 * k starts and `-k` where it ends. The policy where the grammar is ambiguous: at each
 * position, the first path in priority order (an earlier alternative first; a repetition goes
 * on before it stops) that still leads to acceptance of the whole input — what a backtracking
 * parser finds, without backtracking: `rights[j]` (R_j, from the BackwardDfa) says which
 * character states can go on at position j. One choice per (state, R_j), cached.
 */
export class Deriver {
  private readonly choices = new Map<number, Choice>();
  private readonly path: number[] = [];
  private readonly nextIndex: number[] = [];
  /** How many choices were searched (not found in the cache). */
  searches = 0;

  constructor(
    private readonly nfa: Nfa,
    private readonly backward: BackwardDfa,
    private readonly closure: Closure,
  ) {}

  /** Forget cached choices (their keys name backward states, which a trim renumbers). */
  clear(): void {
    this.choices.clear();
  }

  /** The markers of the derivation of the input's [from, to), given R_j for every j in [from, to] (`rights[j - from]`). */
  derive(from: number, to: number, rights: Int32Array): number[] {
    const { nfa } = this;
    const out: number[] = [];
    let s = nfa.start;
    for (let j = from; j <= to; j++) {
      const right = rights[j - from]!;
      const choice = this.choose(s, right);
      const { markers } = choice;
      for (let k = 0; k < markers.length; k++) out.push(markers[k]!, j);
      if (j === to) break;
      s = nfa.target[choice.next]!;
    }
    return out;
  }

  private choose(s: number, right: number): Choice {
    const key = right * this.nfa.size + s;
    let choice = this.choices.get(key);
    if (!choice) {
      this.searches++;
      this.choices.set(key, (choice = this.search(s, right)));
    }
    return choice;
  }

  /** Depth first over ε-moves in priority order, pruned to live states; each state once. */
  private search(s: number, right: number): Choice {
    const { nfa, backward, closure, path, nextIndex } = this;
    const stamp = closure.next();
    path.length = 0;
    nextIndex.length = 0;
    closure.visit(s, stamp);
    path.push(s);
    nextIndex.push(0);
    while (path.length > 0) {
      const top = path[path.length - 1]!;
      const kind = nfa.kind[top];
      if (kind !== 0 /* EPSILON */) {
        if (backward.isMember(right, top) && (kind === CHARACTER ? right !== AT_END : right === AT_END)) {
          const markers: number[] = [];
          for (const p of path) if (nfa.mark[p] !== 0) markers.push(nfa.mark[p]!);
          return { markers: Int32Array.from(markers), next: top };
        }
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
      if (backward.matchesFrom(right, t) && closure.visit(t, stamp)) {
        path.push(t);
        nextIndex.push(0);
      }
    }
    throw new Error('uri-grammar: internal error: no derivation of a member'); // unreachable: the input was checked to be a member
  }
}
