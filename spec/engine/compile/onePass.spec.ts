/**
 * The derivation in one pass (src/engine/compile/onePass.ts) is the Deriver's: the same
 * markers at the same positions for every input, whether the next character decided every
 * choice or the two passes took over at a conflict; the same verdict for a non-member.
 */
import fc from 'fast-check';
import { readAbnf } from '../../../src/engine/abnf';
import { shippedGrammar } from '../../../src/engine/abnf/files';
import { readGrammar } from '../../../src/engine/bnf';
import { grammarText } from '../../../src/engine/bnf/files';
import { memberOf, mutantOf } from '../bnf/generate';
import type { Grammar } from '../../../src/engine/bnf/model';
import { CompiledStart } from '../../../src/engine/compile/rule';
import { defineScheme, lookupScheme, schemeFromBnf } from '../../../src/rfc1738-namespace';
import { schemeParsers } from '../../../src/schemes/compiled';

/** The markers of both ways of deriving `input`, as lists (null for a non-member). */
function bothWays(c: CompiledStart, input: string): { onePass: number[] | null; twoPasses: number[] | null } {
  const one = c.deriveCount(input);
  const onePass = one < 0 ? null : Array.from(c.markers.subarray(0, one));
  const two = c.deriveInTwoPasses(input);
  const twoPasses = two < 0 ? null : Array.from(c.markers.subarray(0, two));
  return { onePass, twoPasses };
}

const every = () => true;
const abnf = (file: string, uses?: 'rfc3986' | 'rfc2396'): Grammar => readAbnf(shippedGrammar(`schemes/${file}.abnf`), uses ? { uses } : {}).grammar;

interface Case {
  name: string;
  grammar: Grammar;
  start: string;
}

const CASES: Case[] = [
  { name: 'RFC 2396 URI-reference', grammar: readGrammar(grammarText('rfc2396')), start: 'URI-reference' },
  { name: 'RFC 1738 httpurl', grammar: readGrammar(grammarText('rfc1738')), start: 'httpurl' },
  { name: 'RFC 1738 ftpurl', grammar: readGrammar(grammarText('rfc1738')), start: 'ftpurl' },
  { name: 'RFC 1738 mailtourl', grammar: readGrammar(grammarText('rfc1738')), start: 'mailtourl' },
  { name: 'RFC 1738 prosperourl', grammar: readGrammar(grammarText('rfc1738')), start: 'prosperourl' },
  { name: 'RFC 8141 namestring', grammar: abnf('urn', 'rfc3986'), start: 'namestring' },
  { name: 'RFC 2397 dataurl', grammar: abnf('data', 'rfc2396'), start: 'dataurl' },
  { name: 'RFC 4151 tagURI', grammar: abnf('tag', 'rfc3986'), start: 'tagURI' },
  { name: 'RFC 5870 geo-URI', grammar: abnf('geo'), start: 'geo-URI' },
  { name: 'RFC 6068 mailtoURI', grammar: abnf('mailto', 'rfc3986'), start: 'mailtoURI' },
  // ambiguous: where one rule ends and the next begins is up to the rest of the input
  { name: 'two repetitions of overlapping sets', grammar: readGrammar('x = a b\na = *( "a" | "b" )\nb = *( "b" | "c" )'), start: 'x' },
  { name: 'an ambiguous repetition', grammar: readGrammar('x = *( y | z ) "b"\ny = "a" | "ab"\nz = "b"'), start: 'x' },
  { name: 'alternatives with a common prefix', grammar: readGrammar('x = 1*( p | q )\np = "a" *"b" "c"\nq = "a" *"b" "d"'), start: 'x' },
  { name: 'nested optional nodes', grammar: readGrammar('x = [ y ] [ z ] "-" [ y ]\ny = *"a" [ z ]\nz = *"a"'), start: 'x' },
];

describe.each(CASES)('$name, every rule a node', ({ grammar, start }) => {
  const c = new CompiledStart(grammar, start, { node: every });

  it('derives every member as the two passes do', () => {
    fc.assert(
      fc.property(memberOf(grammar, start, { maxExtraRepeats: 3 }), (input) => {
        const { onePass, twoPasses } = bothWays(c, input);
        expect(twoPasses).not.toBeNull();
        expect(onePass).toEqual(twoPasses);
      }),
      { numRuns: 300, seed: 20261126 },
    );
  });

  it('refuses what the two passes refuse, and derives the rest alike', () => {
    fc.assert(
      fc.property(mutantOf(memberOf(grammar, start, { maxExtraRepeats: 3 })), (input) => {
        const { onePass, twoPasses } = bothWays(c, input);
        expect(onePass).toEqual(twoPasses);
      }),
      { numRuns: 200, seed: 20261126 },
    );
  });
});

describe('a scheme grammar whose next character decides every choice', () => {
  const h5 = defineScheme(schemeFromBnf('h5url = "h5://" hostport [ "/" hpath [ "?" search ]]', { name: 'h5', start: 'h5url', hierarchical: true }));
  const c = schemeParsers.get(lookupScheme('h5')!.grammar!)!.start!;

  it('is derived without the two passes', () => {
    for (const url of ['h5://www.example.com/a/b?c', 'h5://10.0.0.1:8080/', 'h5://a-b.c', 'h5://x.y/%41/b;c']) {
      expect(h5.parse(url).ok).toBe(true);
    }
    expect(c.stats).toMatchObject({ searches: 0, backwardMisses: 0, onePassUndecided: 0 });
  });

  it('gives the tree of its grammar', () => {
    const r = h5.parse('h5://h.example:80/a/b?q');
    expect(r.ok && r.value.url).toEqual({
      type: 'h5url',
      span: { start: 0, end: 23 },
      text: 'h5://h.example:80/a/b?q',
      children: [
        { type: 'hostport', span: { start: 5, end: 17 }, text: 'h.example:80', children: [] },
        { type: 'hpath', span: { start: 18, end: 21 }, text: 'a/b', children: [] },
        { type: 'search', span: { start: 22, end: 23 }, text: 'q', children: [] },
      ],
    });
  });
});

describe('a conflict', () => {
  // at "a", p and q both read it, with different markers: only the "c" or "d" after the "b"s says which
  const c = new CompiledStart(readGrammar('x = "<" 1*( p | q ) ">"\np = "a" *"b" "c"\nq = "a" *"b" "d"'), 'x', { node: every });

  it('leaves the rest of the input to the two passes, from where it is: the markers before it stay', () => {
    const input = '<abbcabd>';
    const count = c.deriveCount(input);
    expect(c.stats.onePassUndecided).toBe(1);
    // p over "abbc" (1 to 5), q over "abd" (5 to 8); markers +k/-k by node number
    const names = c.nfa.nodeNames;
    const readable = Array.from(c.markers.subarray(0, count), (m, k) => (k % 2 === 0 ? `${m > 0 ? '+' : '-'}${names[Math.abs(m) - 1]}` : m));
    expect(readable).toEqual(['+p', 1, '-p', 5, '+q', 5, '-q', 8]);
    expect(bothWays(c, input).onePass).toEqual(bothWays(c, input).twoPasses);
  });

  it('takes the state of highest priority that can read the rest', () => {
    // y's first alternative and its second read "aa" alike; only the end says which was taken
    const d = new CompiledStart(readGrammar('x = y\ny = "a" *"a" | *"a" z\nz = "b"'), 'x', { node: every });
    for (const input of ['aaa', 'aab', 'a', 'b']) expect([input, bothWays(d, input).onePass]).toEqual([input, bothWays(d, input).twoPasses]);
  });
});

describe('the cache budget', () => {
  it('holds on an input that visits exponentially many lists of states, and the derivation stays the two passes\'', () => {
    const c = new CompiledStart(readGrammar('x = w "!"\nw = *( "a" | "b" ) "a" 12( "a" | "b" )'), 'x', { node: every });
    let seed = 2396;
    const random = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 16) & 1;
    const text = Array.from({ length: 60_000 }, () => (random() ? 'a' : 'b')).join('') + 'a'.repeat(13) + '!';
    const { onePass, twoPasses } = bothWays(c, text);
    expect(onePass).toEqual(twoPasses);
    expect(twoPasses).toEqual([1, 0, -1, text.length - 1]);
    expect(c.stats.onePassClears).toBeGreaterThan(0);
  });
});

describe('the work of a transition', () => {
  it('is bounded: past a few closures of work, the transition is a conflict and the two passes take over', () => {
    // after "a", 300 states; the walk from each re-enters the repetition and all 300 of its alternatives
    const c = new CompiledStart(readGrammar(`x = w "!"\nw = *( ${Array.from({ length: 300 }, () => '"a"').join(' | ')} )`), 'x', { node: every });
    const input = `${'a'.repeat(50)}!`;
    const { onePass, twoPasses } = bothWays(c, input);
    expect(onePass).toEqual([1, 0, -1, 50]);
    expect(twoPasses).toEqual(onePass);
    expect(c.stats.onePassUndecided).toBe(1);
  });
});

describe('random grammars of four rules, every rule a node', () => {
  // rule k refers only to rules after it (the grammars are regular); words over "a" and "b"
  const expr = (k: number): fc.Arbitrary<string> =>
    fc.letrec<{ e: string }>((tie) => ({
      e: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constantFrom('"a"', '"b"', '"ab"', ...Array.from({ length: 3 - k }, (_, j) => `r${k + 1 + j}`)),
        fc.tuple(tie('e'), tie('e')).map(([x, y]) => `${x} ${y}`),
        fc.tuple(tie('e'), tie('e')).map(([x, y]) => `( ${x} | ${y} )`),
        tie('e').map((x) => `[ ${x} ]`),
        tie('e').map((x) => `*( ${x} )`),
      ),
    })).e;
  const grammarText = fc.tuple(expr(0), expr(1), expr(2), expr(3)).map((rules) => rules.map((e, k) => `r${k} = ${e}`).join('\n'));
  const word = fc.array(fc.constantFrom('a', 'b'), { maxLength: 8 }).map((cs) => cs.join(''));

  it('derive every word and member as the two passes do', () => {
    let compiled = 0;
    fc.assert(
      fc.property(grammarText, fc.array(word, { minLength: 20, maxLength: 20 }), (text, words) => {
        let c: CompiledStart;
        const grammar = readGrammar(text);
        try {
          c = new CompiledStart(grammar, 'r0', { node: every });
        } catch {
          return; // a repetition of what may be empty, and the like: refused at registration
        }
        compiled++;
        const members = fc.sample(memberOf(grammar, 'r0', { maxExtraRepeats: 3 }), { numRuns: 10, seed: compiled });
        for (const input of [...words, ...members]) expect([text, input, bothWays(c, input).onePass]).toEqual([text, input, bothWays(c, input).twoPasses]);
      }),
      { numRuns: 400, seed: 20261126 },
    );
    expect(compiled).toBeGreaterThan(200);
  });
});
