/**
 * Every character of a parse costs at most a constant times the automaton's size, whatever
 * the grammar (docs/grammar-compiler.md, "Cost per character"): counted as visits of automaton
 * states and ε-moves (the counters the passes expose), not timed. And a run that thrashes a
 * cache, going on without it, finds what a run with the cache finds.
 */
import fc from 'fast-check';
import { readAbnf } from '../../../src/engine/abnf';
import { shippedGrammar } from '../../../src/engine/abnf/files';
import { readGrammar } from '../../../src/engine/bnf';
import { grammarText } from '../../../src/engine/bnf/files';
import { memberOf, mutantOf } from '../bnf/generate';
import type { Grammar } from '../../../src/engine/bnf/model';
import type { Nfa } from '../../../src/engine/compile/nfa';
import { CompiledStart } from '../../../src/engine/compile/rule';
import { buildTree } from '../../../src/schemes/tree';

/** The documented bound: visits per character in each pass, for an automaton of this size. */
const bound = (nfa: Nfa): number => 10 * (nfa.size + nfa.epsMoves.length) + 1024;

/** The grammar: whether a member's character `reps + 1` from the end is an "a" (a DFA needs 2^reps states). */
const thrashing = (reps: number): Grammar => readAbnf(`x = "t:" *( "a" / "b" ) "a" ${reps}( "a" / "b" )`).grammar;

/** A member of `thrashing(reps)` of `length` characters after "t:", pseudo-random "a"s and "b"s. */
function member(reps: number, length: number, seed = 2396): string {
  const random = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 16) & 1;
  const body = Array.from({ length }, () => (random() ? 'a' : 'b'));
  body[length - reps - 1] = 'a';
  return `t:${body.join('')}`;
}

const every = () => true;

/** What a run finds: membership, the failure, the longest member, the derivation's markers. */
function everything(c: CompiledStart, input: string): unknown {
  const count = c.deriveCount(input);
  return {
    matches: c.matches(input),
    failure: c.diagnose(input, 0, input.length, true),
    longest: c.longest(input, 0),
    markers: count < 0 ? null : Array.from(c.markers.subarray(0, count)),
  };
}

describe('the cost of a character', () => {
  // the 46-byte grammar of the issue, and its 1,000- and 4,000-repetition variants
  it.each([1000, 2000, 4000])('is within the bound in both passes for %i repetitions, though no cache can hold the states', (reps) => {
    const c = new CompiledStart(thrashing(reps), 'x', { node: every });
    const input = member(reps, reps + 2048);
    expect(c.matches(input)).toBe(true);
    expect(c.deriveCount(input)).toBe(0); // x is the start rule: no node below it
    const bad = `${input.slice(0, -1)}c`;
    expect(c.diagnose(bad)).toMatchObject({ offset: bad.length - 1, rulePath: ['x'] });
    const { forwardWork, onePassWork, forwardMisses, onePassMisses } = c.stats;
    expect(forwardWork / (input.length + bad.length)).toBeLessThanOrEqual(bound(c.nfa));
    expect(onePassWork / input.length).toBeLessThanOrEqual(bound(c.nfa));
    // and it is work: thousands of states built, or stepped without the cache, each character of the repetition
    expect(forwardWork / (input.length + bad.length)).toBeGreaterThan(reps);
    expect(onePassWork / input.length).toBeGreaterThan(reps);
    expect(forwardMisses + onePassMisses).toBeGreaterThan(reps);
  });

  it('grows linearly: twice and four times the input, twice and four times the visits', () => {
    const work = (length: number): { forward: number; onePass: number } => {
      const c = new CompiledStart(thrashing(1000), 'x', { node: every });
      const input = member(1000, length);
      expect(c.matches(input)).toBe(true);
      expect(c.deriveCount(input)).toBe(0);
      return { forward: c.stats.forwardWork, onePass: c.stats.onePassWork };
    };
    const [one, two, four] = [3000, 6000, 12000].map(work) as [ReturnType<typeof work>, ReturnType<typeof work>, ReturnType<typeof work>];
    for (const pass of ['forward', 'onePass'] as const) {
      expect(two[pass] / one[pass]).toBeGreaterThan(1.8);
      expect(two[pass] / one[pass]).toBeLessThan(2.2);
      expect(four[pass] / one[pass]).toBeGreaterThan(3.6);
      expect(four[pass] / one[pass]).toBeLessThan(4.4);
    }
  });

  it('has at most two ε-moves per state in the automaton (the docs count on it)', () => {
    const moves = (nfa: Nfa): number => nfa.epsMoves.length;
    const rfc1738 = readGrammar(grammarText('rfc1738'));
    const automata = [
      new CompiledStart(thrashing(2000), 'x').nfa,
      new CompiledStart(readGrammar(grammarText('rfc2396')), 'URI-reference', { node: every }).nfa,
      ...['httpurl', 'ftpurl', 'gopherurl', 'mailtourl', 'prosperourl'].map((rule) => new CompiledStart(rfc1738, rule, { node: every }).nfa),
      new CompiledStart(readGrammar('x = *( "" | "a" ) 3*5( [ "" ] "b" )'), 'x', { node: every }).nfa,
    ];
    for (const nfa of automata) expect(moves(nfa)).toBeLessThanOrEqual(2 * nfa.size);
  });

  it('is within the bound on the RFC grammars too, cache or none', () => {
    const grammar = readGrammar(grammarText('rfc2396'));
    for (const withoutCache of [false, true]) {
      const c = new CompiledStart(grammar, 'URI-reference', { node: every });
      c.withoutCache = withoutCache;
      const input = `http://a.example:80/${'seg/'.repeat(500)}?${'q=1&'.repeat(200)}#f`;
      expect(c.matches(input)).toBe(true);
      expect(c.deriveCount(input)).toBeGreaterThan(0);
      expect(c.stats.forwardWork / input.length).toBeLessThanOrEqual(bound(c.nfa));
      expect(c.stats.onePassWork / input.length).toBeLessThanOrEqual(bound(c.nfa));
    }
  });
});

describe('a run without the cache', () => {
  const abnf = (file: string, uses?: 'rfc3986' | 'rfc2396'): Grammar => readAbnf(shippedGrammar(`schemes/${file}.abnf`), uses ? { uses } : {}).grammar;
  const CASES: Array<{ name: string; grammar: Grammar; start: string }> = [
    { name: 'RFC 2396 URI-reference', grammar: readGrammar(grammarText('rfc2396')), start: 'URI-reference' },
    { name: 'RFC 1738 ftpurl', grammar: readGrammar(grammarText('rfc1738')), start: 'ftpurl' },
    { name: 'RFC 1738 mailtourl', grammar: readGrammar(grammarText('rfc1738')), start: 'mailtourl' },
    { name: 'RFC 4151 tagURI', grammar: abnf('tag', 'rfc3986'), start: 'tagURI' },
    { name: 'RFC 5870 geo-URI', grammar: abnf('geo'), start: 'geo-URI' },
    { name: 'two repetitions of overlapping sets', grammar: readGrammar('x = a b\na = *( "a" | "b" )\nb = *( "b" | "c" )'), start: 'x' },
    { name: 'alternatives with a common prefix', grammar: readGrammar('x = 1*( p | q )\np = "a" *"b" "c"\nq = "a" *"b" "d"'), start: 'x' },
  ];

  describe.each(CASES)('$name, every rule a node', ({ grammar, start }) => {
    const cached = new CompiledStart(grammar, start, { node: every });
    const uncached = new CompiledStart(grammar, start, { node: every });
    uncached.withoutCache = true;

    it('finds the verdict, the failure, the longest member and the derivation the cached run finds', () => {
      fc.assert(
        fc.property(fc.oneof(memberOf(grammar, start, { maxExtraRepeats: 3 }), mutantOf(memberOf(grammar, start, { maxExtraRepeats: 3 }))), (input) => {
          expect(everything(uncached, input)).toEqual(everything(cached, input));
        }),
        { numRuns: 150, seed: 20261128 },
      );
      expect(uncached.stats).toMatchObject({ forwardMisses: 0, onePassMisses: 0 });
      expect(uncached.stats.forwardUncached).toBeGreaterThan(0);
    });
  });

  describe('on a grammar that thrashes the caches', () => {
    // w is a node: the one pass has markers to write; the 13th character from the end of w decides
    const grammar = readGrammar('x = w "!"\nw = *( "a" | "b" ) "a" 12( "a" | "b" )');
    const text = member(12, 60_000).slice(2) + '!';

    it('gives what the run without the cache from the start gives, and what the grammar says', () => {
      const c = new CompiledStart(grammar, 'x', { node: every });
      const reference = new CompiledStart(grammar, 'x', { node: every });
      reference.withoutCache = true;
      const found = everything(c, text);
      expect(c.stats.forwardUncached).toBeGreaterThan(0); // the cached run switched on the way
      expect(c.stats.onePassUncached).toBeGreaterThan(0);
      expect(found).toEqual(everything(reference, text));
      expect(found).toMatchObject({ matches: true, longest: { end: text.length }, markers: [1, 0, -1, text.length - 1] });
      const markers = (found as { markers: number[] }).markers;
      expect(buildTree(text, 0, text.length, 'x', markers, c.nfa.nodeNames).children).toEqual([
        { type: 'w', span: { start: 0, end: text.length - 1 }, text: text.slice(0, -1), children: [] },
      ]);
      // a failure deep in the input: the same offset, expected items and rule path
      const bad = `${text.slice(0, 40_000)}c${text.slice(40_000)}`;
      const failure = c.diagnose(bad);
      expect(failure).toEqual(reference.diagnose(bad));
      expect(failure).toMatchObject({ offset: 40_000, rulePath: ['x', 'w'] });
      expect(failure!.expected.slice(0, 2)).toEqual(['"a"', '"b"']);
    });
  });
});
