import type { Alphabet } from '../bnf/alphabet';
import { DEAD, type ForwardDfa } from './forward';
import { WITHIN_PAIRS, representatives } from './within';

/** The "#" that ends a scheme's part (RFC 2396 §4.1, RFC 3986 §3.5). */
export const NUMBER_SIGN = 0x23;
/** The inner state of a pair past that "#": the scheme's part is over, only the outer grammar reads on. */
export const PAST_PART = -1;

/** Liveness of pairs found so far, valid while the two caches' clear counts add up to `clears`. */
export interface JointMemo {
  clears: number;
  known: Map<number, boolean>;
  /** The code units the searches try (one per interval of the two alphabets, and "#"), made once. */
  codes?: number[];
}

/** Where the joint language of two grammars stops being continued by an input, and how it could go on there. */
export interface JointPrefix {
  /** The length of the longest prefix of the input that some text both grammars accept begins with. */
  offset: number;
  /** The inner (scheme) grammar's deterministic state there, or PAST_PART. */
  inner: number;
  /** The outer (generic) grammar's deterministic state there. */
  outer: number;
  /** One code unit of every interval (of both alphabets) that can follow there, ascending. */
  next: number[];
  /** Whether the prefix is itself accepted by both. */
  accepting: boolean;
}

/**
 * The longest viable prefix of the language of texts that `outer` accepts whole and whose
 * part before the first "#" `inner` accepts (the whole text, with `readsFragment`): what a
 * URL read by a scheme's grammar and a generic syntax must be. Both are walked together on
 * the input as far as each can read it; from there back, the first pair of states from which
 * some text leads both to acceptance (a breadth-first search of the product of the two lazy
 * DFAs, as `languageWithin` walks it). Undefined past `budget` pairs in one search, or when a
 * state cache is cleared on the way (numbers kept from before would be stale). `memo` keeps
 * what the searches found from one call to the next (a pair's liveness does not depend on the
 * input), while neither cache is cleared. An offset not before `before` comes back without
 * `next` (empty): the caller has an error there already.
 */
export function jointViablePrefix(inner: ForwardDfa, innerAlphabet: Alphabet, outer: ForwardDfa, outerAlphabet: Alphabet, input: string, readsFragment: boolean, memo: JointMemo = { clears: -1, known: new Map() }, before = Infinity, budget = WITHIN_PAIRS): JointPrefix | undefined {
  const clears = inner.clears + outer.clears;
  if (memo.clears !== clears) {
    memo.clears = clears;
    memo.known.clear();
  }
  const codes = (memo.codes ??= [...new Set([...representatives(innerAlphabet, outerAlphabet), ...representatives(outerAlphabet, innerAlphabet), NUMBER_SIGN])].sort((a, b) => a - b));
  /** The pair after code `c`, or undefined where either grammar cannot read it. */
  const step = (s: number, g: number, c: number): [number, number] | undefined => {
    if (s !== PAST_PART && (readsFragment || c !== NUMBER_SIGN)) {
      const s2 = inner.step(s, c);
      const g2 = s2 === DEAD ? DEAD : outer.step(g, c);
      return g2 === DEAD ? undefined : [s2, g2];
    }
    if (s !== PAST_PART && !inner.isAccepting(s)) return undefined; // the scheme's part ends at this "#": it must be whole
    const g2 = outer.step(g, c);
    return g2 === DEAD ? undefined : [PAST_PART, g2];
  };
  const accepting = (s: number, g: number): boolean => outer.isAccepting(g) && (s === PAST_PART || inner.isAccepting(s));
  const { known } = memo;
  /** Whether some text leads the pair to acceptance by both; undefined past the budget. */
  const live = (s: number, g: number): boolean | undefined => {
    const first = keyOf(s, g);
    const answer = known.get(first);
    if (answer !== undefined) return answer;
    const order: Array<[number, number]> = [[s, g]];
    const seen = new Set<number>([first]);
    for (let k = 0; k < order.length; k++) {
      const [a, b] = order[k]!;
      if (accepting(a, b) || known.get(keyOf(a, b)) === true) {
        known.set(first, true);
        return true;
      }
      for (const c of codes) {
        const next = step(a, b, c);
        if (!next) continue;
        const key = keyOf(next[0], next[1]);
        if (seen.has(key) || known.get(key) === false) continue;
        if (seen.size >= budget) return undefined;
        seen.add(key);
        order.push(next);
      }
    }
    for (const key of seen) known.set(key, false); // nothing reachable from any of them accepts
    return false;
  };
  // the pairs along the input, as far as both grammars read it
  const inners = new Int32Array(input.length + 1);
  const outers = new Int32Array(input.length + 1);
  inners[0] = inner.start;
  outers[0] = outer.start;
  let read = 0;
  for (; read < input.length; read++) {
    const next = step(inners[read]!, outers[read]!, input.charCodeAt(read));
    if (!next) break;
    inners[read + 1] = next[0];
    outers[read + 1] = next[1];
  }
  // a pair is live only if the one before it is (it continues it): the last live one by bisection
  let offset = read;
  const atEnd = live(inners[read]!, outers[read]!);
  if (atEnd === undefined) return undefined;
  if (!atEnd) {
    let low = 0; // live, or the joint language is empty (then 0 all the same)
    let high = read; // dead
    while (high - low > 1) {
      const mid = (low + high) >>> 1;
      const answer = live(inners[mid]!, outers[mid]!);
      if (answer === undefined) return undefined;
      if (answer) low = mid;
      else high = mid;
    }
    offset = low;
  }
  const s = inners[offset]!;
  const g = outers[offset]!;
  const next: number[] = [];
  for (const c of offset < before ? codes : []) {
    const pair = step(s, g, c);
    if (!pair) continue;
    const answer = live(pair[0], pair[1]);
    if (answer === undefined) return undefined;
    if (answer) next.push(c);
  }
  if (inner.clears + outer.clears !== clears) return undefined;
  return { offset, inner: s, outer: g, next, accepting: accepting(s, g) };
}

/** Pair numbers: inner states (PAST_PART too) and outer states stay far below 2^16. */
function keyOf(s: number, g: number): number {
  return (s + 1) * 0x10000 + g;
}
