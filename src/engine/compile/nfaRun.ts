import type { Alphabet } from '../bnf/alphabet';
import { accepts } from './edges';
import type { ForwardDfa } from './forward';

/** Where a run without the cache stopped. */
export interface RunEnd {
  /** The position reached: `to`, or where the automaton died (the offset of the first character it could not read). */
  at: number;
  /** Whether what the run read up to `at` is a member. */
  accepting: boolean;
  /** The largest end, from `at` on, of a member the run read (`at` itself included), or -1. */
  longest: number;
}

/**
 * The forward automaton run without its cache, for a run that thrashes it (RE2 falls back to
 * its NFA the same way): a set of automaton states stepped per character, nothing interned,
 * nothing hashed. A character costs the set's edges and its successors' ε-closure: at most the
 * automaton's states plus its ε-moves, like a cache miss of the ForwardDfa, in two buffers of
 * the automaton's size.
 */
export class NfaRun {
  private current: Int32Array;
  private next: Int32Array;
  private readonly targets: Int32Array;
  private count = 0;
  /** How many runs went on here (for specs: that a run thrashed the cache). */
  runs = 0;

  constructor(
    private readonly dfa: ForwardDfa,
    private readonly alphabet: Alphabet,
  ) {
    const { size } = dfa.nfa;
    this.current = new Int32Array(size);
    this.next = new Int32Array(size);
    this.targets = new Int32Array(size);
  }

  /**
   * Reads input[at, to) from the deterministic state `state` (where the run is after what it
   * read with the cache), up to the end or the first character no path reads; the states it is in
   * there are then `states()`.
   */
  run(state: number, input: string, at: number, to: number): RunEnd {
    const { dfa } = this;
    this.runs++;
    const set = dfa.setOf(state);
    this.current.set(set);
    this.count = set.length;
    let accepting = dfa.isAccepting(state);
    let longest = accepting ? at : -1;
    let i = at;
    for (; i < to; i++) {
      const alive = this.step(input.charCodeAt(i));
      if (!alive) break;
      accepting = dfa.closure.accepts;
      if (accepting) longest = i + 1;
    }
    return { at: i, accepting, longest };
  }

  /** The automaton states the run is in (the last live ones where it died), ascending, as the ForwardDfa's `setOf` gives them. */
  states(): Int32Array {
    return this.current.slice(0, this.count).sort();
  }

  /** One character: false, with the states unchanged, where no path reads it. */
  private step(code: number): boolean {
    const { nfa, closure } = this.dfa;
    const cls = this.alphabet.classOf[code]!;
    const { current, targets } = this;
    const { edges, edgeOf } = nfa;
    let n = 0;
    for (let k = 0; k < this.count; k++) {
      const s = current[k]!;
      if (accepts(edges, edgeOf[s]!, cls)) targets[n++] = nfa.target[s]!;
    }
    closure.visits += this.count;
    if (n === 0) return false;
    const size = closure.into(targets, n, this.next);
    if (size === 0) return false;
    const read = this.current;
    this.current = this.next;
    this.next = read;
    this.count = size;
    return true;
  }
}
