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
  /** Every choice made, by id. */
  private readonly made: Choice[] = [];
  /** `table[right * resumes + resumeOf[s]]`: id + 1 of the choice at (s, R), or 0. Rows for the backward states below the budget. */
  private table = new Int32Array(0);
  /** Choices at backward states past the table's rows, by `right * size + s`. */
  private readonly overflow = new Map<number, Choice>();
  /** The states a derivation resumes from (the start, and every character edge's target), numbered densely. */
  private readonly resumeOf: Int32Array;
  private readonly resumes: number;
  private readonly path: number[] = [];
  private readonly nextIndex: number[] = [];
  /** How many choices were searched (not found in the cache). */
  searches = 0;

  constructor(
    private readonly nfa: Nfa,
    private readonly backward: BackwardDfa,
    private readonly closure: Closure,
    private readonly rows = 2048,
  ) {
    const resumeOf = new Int32Array(nfa.size).fill(-1);
    let n = 0;
    resumeOf[nfa.start] = n++;
    for (let s = 0; s < nfa.size; s++) if (nfa.kind[s] === CHARACTER && resumeOf[nfa.target[s]!]! < 0) resumeOf[nfa.target[s]!] = n++;
    this.resumeOf = resumeOf;
    this.resumes = n;
  }

  /** Forget cached choices (their keys name backward states, which a trim renumbers). */
  clear(): void {
    this.made.length = 0;
    this.table = new Int32Array(0);
    this.overflow.clear();
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
    if (right < this.rows) {
      const slot = right * this.resumes + this.resumeOf[s]!;
      if (slot < this.table.length) {
        const id = this.table[slot]!;
        if (id > 0) return this.made[id - 1]!;
      } else {
        const grown = new Int32Array(Math.min(this.rows, Math.max(16, (right + 1) * 2)) * this.resumes);
        grown.set(this.table);
        this.table = grown;
      }
      const choice = this.search(s, right);
      this.table[slot] = this.made.push(choice);
      return choice;
    }
    const key = right * this.nfa.size + s;
    let choice = this.overflow.get(key);
    if (!choice) this.overflow.set(key, (choice = this.search(s, right)));
    return choice;
  }

  /** Depth first over ε-moves in priority order, pruned to live states; each state once. */
  private search(s: number, right: number): Choice {
    this.searches++;
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
