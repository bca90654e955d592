import { MarkerTrie } from './markerTrie';
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
    this.first = nfa.epsFirst;
    this.moves = nfa.epsMoves;
    this.path = new Int32Array(nfa.size);
    this.nextIndex = new Int32Array(nfa.size);
    this.trail = new Int32Array(nfa.size);
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
   * character or accepting state reached, with the node in `trie` of the markers on the path to
   * it (the first path in that order), and returns true to stop the walk.
   */
  paths(source: number, enter: (s: number) => boolean, found: (end: number, markers: number) => boolean, trie: MarkerTrie): void {
    const { nfa, path, nextIndex, trail, first, moves } = this;
    const stamp = this.next();
    this.visit(source, stamp);
    let depth = 0;
    path[0] = source;
    nextIndex[0] = first[source]!;
    trail[0] = nfa.mark[source] !== 0 ? trie.child(MarkerTrie.ROOT, nfa.mark[source]!) : MarkerTrie.ROOT;
    while (depth >= 0) {
      const top = path[depth]!;
      const k = nextIndex[depth]!;
      if (nfa.kind[top] !== EPSILON) {
        if (found(top, trail[depth]!)) return;
      } else if (k < first[top + 1]!) {
        nextIndex[depth] = k + 1;
        const t = moves[k]!;
        if (enter(t) && this.visit(t, stamp)) {
          const mark = nfa.mark[t]!;
          trail[depth + 1] = mark !== 0 ? trie.child(trail[depth]!, mark) : trail[depth]!;
          path[++depth] = t;
          nextIndex[depth] = first[t]!;
        }
        continue;
      }
      depth--;
    }
  }

  /** The path of `paths`' walk, by depth: its states, the next ε-move to try from each, and the trie node of the markers so far. */
  private readonly path: Int32Array;
  private readonly nextIndex: Int32Array;
  private readonly trail: Int32Array;

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
