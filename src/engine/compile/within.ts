import type { Alphabet } from '../bnf/alphabet';
import { DEAD, type ForwardDfa } from './forward';

/** The most pairs of states `languageWithin` visits (and states its completion search visits) before it gives up. */
export const WITHIN_PAIRS = 4096;

/** What `languageWithin` found: every member of the inner language is in the outer one, a member that is not, or neither within its budget. */
export type Inclusion = 'within' | 'unknown' | { counterExample: string };

/**
 * Whether every member of `inner`'s language is a member of `outer`'s. A breadth-first walk
 * of the pairs of deterministic states the two reach on the same input (their product
 * automaton, built as far as `inner` goes), one code unit per interval that neither alphabet
 * splits. A counter-example is the shortest input to a pair where `inner` accepts and
 * `outer` does not, or to one where `outer` is dead, followed by the shortest way `inner`
 * accepts from there. 'unknown' past `budget` pairs, or when a state cache is cleared on the
 * way (the pairs' numbers would be stale). With `without`, the walk reads none of those code
 * units: it proves the members of `inner`'s language that hold none of them.
 */
export function languageWithin(inner: ForwardDfa, innerAlphabet: Alphabet, outer: ForwardDfa, outerAlphabet: Alphabet, budget = WITHIN_PAIRS, without: readonly number[] = []): Inclusion {
  const codes = representatives(innerAlphabet, outerAlphabet, without);
  const clears = inner.clears + outer.clears;
  // pair k: states[2k], states[2k + 1], reached from pair parent[k] on code unit via[k]
  const states = [inner.start, outer.start];
  const parent = [-1];
  const via = [-1];
  const seen = new Set<number>([pairKey(inner.start, outer.start)]);
  const pathTo = (k: number, then = ''): string => {
    const units: number[] = [];
    for (let p = k; parent[p]! >= 0; p = parent[p]!) units.push(via[p]!);
    return String.fromCharCode(...units.reverse()) + then;
  };
  for (let k = 0; k < parent.length; k++) {
    const a = states[2 * k]!;
    const b = states[2 * k + 1]!;
    if (inner.isAccepting(a) && !outer.isAccepting(b)) return { counterExample: pathTo(k) };
    for (const code of codes) {
      const a2 = inner.step(a, code);
      if (inner.clears + outer.clears !== clears) return 'unknown';
      if (a2 === DEAD) continue;
      const b2 = outer.step(b, code);
      if (inner.clears + outer.clears !== clears) return 'unknown';
      if (b2 === DEAD) {
        const rest = shortestAcceptance(inner, a2, codes, budget);
        if (rest === 'unknown' || inner.clears + outer.clears !== clears) return 'unknown';
        if (rest !== undefined) return { counterExample: pathTo(k, String.fromCharCode(code) + rest) };
        continue; // `inner` cannot accept from here either
      }
      const key = pairKey(a2, b2);
      if (seen.has(key)) continue;
      if (seen.size >= budget) return 'unknown';
      seen.add(key);
      states.push(a2, b2);
      parent.push(k);
      via.push(code);
    }
  }
  return 'within';
}

/** The shortest input on which `dfa` goes from `from` to an accepting state; undefined when none does. */
function shortestAcceptance(dfa: ForwardDfa, from: number, codes: readonly number[], budget: number): string | 'unknown' | undefined {
  const order = [from];
  const parent = [-1];
  const via = [-1];
  const seen = new Set<number>([from]);
  for (let k = 0; k < order.length; k++) {
    if (dfa.isAccepting(order[k]!)) {
      const units: number[] = [];
      for (let p = k; parent[p]! >= 0; p = parent[p]!) units.push(via[p]!);
      return String.fromCharCode(...units.reverse());
    }
    for (const code of codes) {
      const next = dfa.step(order[k]!, code);
      if (next === DEAD || seen.has(next)) continue;
      if (seen.size >= budget) return 'unknown';
      seen.add(next);
      order.push(next);
      parent.push(k);
      via.push(code);
    }
  }
  return undefined;
}

/** State numbers stay below the cache budget (LIMITS.cachedStates), far below 2^16. */
function pairKey(a: number, b: number): number {
  return a * 0x10000 + b;
}

/**
 * One code unit of every interval in which both alphabets keep one class, among the code
 * units `inner` accepts somewhere (its class 0 is dead everywhere): each range of `inner`'s
 * classes, cut where a range of `outer`'s starts or ends; the code units of `without` (each
 * an interval of its own) left out.
 */
export function representatives(inner: Alphabet, outer: Alphabet, without: readonly number[] = []): number[] {
  const cuts = new Set<number>();
  for (const code of without) cuts.add(code).add(code + 1);
  for (let cls = 1; cls < outer.size; cls++) {
    const [first, last] = outer.rangeOf[cls]!;
    cuts.add(first).add(last + 1);
  }
  // both ascending: one walk of the cuts for all of inner's classes, not one per class
  const sorted = [...cuts].sort((a, b) => a - b);
  const codes: number[] = [];
  let k = 0;
  for (let cls = 1; cls < inner.size; cls++) {
    const [first, last] = inner.rangeOf[cls]!;
    codes.push(first);
    while (k < sorted.length && sorted[k]! <= first) k++;
    for (; k < sorted.length && sorted[k]! <= last; k++) codes.push(sorted[k]!);
  }
  return without.length === 0 ? codes : codes.filter((code) => !without.includes(code));
}
