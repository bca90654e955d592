import type { Alphabet } from './alphabet';
import { DEAD, type LazyDfa } from './dfa';

const UNKNOWN = -1;
/** Code units below 2^7 (ASCII) have a cached transition: `next[state << 7 | code]`. */
const ASCII_BITS = 7;
const ASCII = 1 << ASCII_BITS;

/**
 * Membership with one table load per character: the DFA's transitions cached per state and
 * ASCII code unit (skipping the class lookup). The hot loop only reads the cache; at the
 * first transition not cached yet (or a code unit outside ASCII) the rest of the input goes
 * through `dfa.step`, which builds what is missing and fills the cache. Linear in the input,
 * like the DFA it reads.
 */
export function matcher(automaton: () => LazyDfa, alphabet: Alphabet): (input: string) => boolean {
  const { classOf } = alphabet;
  let dfa: LazyDfa | undefined;
  let next = new Int32Array(0);

  /** `dfa.step`, caching an ASCII transition (and making room for the new state's row). */
  const step = (d: LazyDfa, state: number, code: number): number => {
    const to = d.step(state, classOf[code]!);
    if (d.size << ASCII_BITS > next.length) {
      const grown = new Int32Array(Math.max(next.length * 2, d.size << ASCII_BITS)).fill(UNKNOWN);
      grown.set(next);
      next = grown;
    }
    if (code < ASCII) next[(state << ASCII_BITS) | code] = to;
    return to;
  };

  /** The input from `i` on, in `state`, through `step`. */
  const rest = (d: LazyDfa, input: string, i: number, state: number): boolean => {
    for (; i < input.length; i++) {
      state = step(d, state, input.charCodeAt(i));
      if (state === DEAD) return false;
    }
    return d.isAccepting(state);
  };

  return (input) => {
    const d = (dfa ??= automaton());
    const table = next;
    let state = d.start;
    for (let i = 0; i < input.length; i++) {
      const c = input.charCodeAt(i);
      if (c >= ASCII) return rest(d, input, i, state);
      const k = (state << ASCII_BITS) | c;
      const to = k < table.length ? table[k]! : UNKNOWN;
      if (to <= 0) return to === DEAD ? false : rest(d, input, i, state); // DEAD, or not cached yet
      state = to;
    }
    return d.isAccepting(state);
  };
}
