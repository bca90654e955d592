/** Language inclusion by the product of two lazy DFAs: what lets parseUrl skip RFC 3986's check for a grammar within it. */
import fc from 'fast-check';
import { readAbnf } from '../../../src/engine/abnf';
import { shippedGrammar } from '../../../src/engine/abnf/files';
import { readGrammar } from '../../../src/engine/bnf';
import { memberOf, mutantOf } from '../bnf/generate';
import { CompiledStart } from '../../../src/engine/compile/rule';
import { languageWithin } from '../../../src/engine/compile/within';

const bnf = (text: string) => new CompiledStart(readGrammar(text), 'x');
const abnf = (text: string, start = 'x', uses?: 'rfc2396' | 'rfc3986') => new CompiledStart(readAbnf(text, { uses }).grammar, start);
const shipped = (file: string, start: string, uses?: 'rfc2396' | 'rfc3986') => abnf(shippedGrammar(file), start, uses);

describe('CompiledStart.within', () => {
  it('proves a language within another, or gives a member that is not', () => {
    const outer = bnf('x = 1*( "a" | "b" )');
    expect(bnf('x = "a" 1*"b"').within(outer)).toBe('within');
    expect(bnf('x = "a" | "c"').within(outer)).toEqual({ counterExample: 'c' });
    expect(bnf('x = *"a"').within(outer)).toEqual({ counterExample: '' });
    expect(outer.within(bnf('x = "a" 1*"b"'))).toEqual({ counterExample: 'b' });
    expect(bnf('x = "ab" *"a" "c"').within(bnf('x = "ab" *"a"'))).toEqual({ counterExample: 'abc' }); // a dead outer, then inner's shortest way on
  });

  it('compares classes that the two alphabets cut in different places', () => {
    const letters = abnf('x = 1*%x61-7A');
    expect(letters.within(abnf('x = 1*( %x61-6D / %x6E-7A )'))).toBe('within');
    expect(letters.within(abnf('x = 1*%x61-6D'))).toEqual({ counterExample: 'n' });
  });

  it("answers 'unknown', not a guess, past its budget of pairs", () => {
    const inner = bnf('x = 40( "a" | "b" )');
    const outer = bnf('x = 1*( "a" | "b" )');
    expect(inner.within(outer)).toBe('within');
    const parts = (c: CompiledStart) => c as unknown as { forward: Parameters<typeof languageWithin>[0]; alphabet: Parameters<typeof languageWithin>[1] };
    expect(languageWithin(parts(inner).forward, parts(inner).alphabet, parts(outer).forward, parts(outer).alphabet, 10)).toBe('unknown');
  });

  it('the catalogue: RFC 8141 namestring, RFC 4151 tagURI and RFC 2397 dataurl lie within RFC 3986 URI; RFC 5870 geo-URI does not', () => {
    const uri = shipped('rfc3986.abnf', 'URI');
    expect(shipped('schemes/urn.abnf', 'namestring', 'rfc3986').within(uri)).toBe('within');
    expect(shipped('schemes/tag.abnf', 'tagURI', 'rfc3986').within(uri)).toBe('within');
    expect(shipped('schemes/data.abnf', 'dataurl', 'rfc2396').within(uri)).toBe('within');
    const geo = shipped('schemes/geo.abnf', 'geo-URI').within(uri);
    expect(geo).toEqual({ counterExample: 'GEO:0,0;-=[' }); // RFC 5870 p-unreserved has "[" and "]"; ABNF strings ignore case
    expect([shipped('schemes/geo.abnf', 'geo-URI').matches('GEO:0,0;-=['), uri.matches('GEO:0,0;-=[')]).toEqual([true, false]);
    expect(shipped('schemes/geo.abnf', 'geo-URI').within(uri, [0x5b, 0x5d])).toBe('within'); // its members without "[" and "]" are URIs
  });

  it('proves the members that hold none of some code units, however the alphabets group them', () => {
    const outer = bnf('x = 1*( "a" | "b" )');
    const inner = bnf('x = 1*( "a" | "b" | "c" )'); // "a" "b" "c" one class of inner's alphabet
    expect(inner.within(outer)).toEqual({ counterExample: 'c' });
    expect(inner.within(outer, [0x63])).toBe('within');
    expect(inner.within(outer, [0x62])).toEqual({ counterExample: 'c' });
    expect(bnf('x = "a" [ "c" ] "b"').within(bnf('x = "ab"'), [0x63])).toBe('within');
  });

  it('agrees with membership on random pairs of grammars: no sampled member escapes a proof, and every counter-example is one', () => {
    const items = fc.constantFrom('"a"', '"b"', '"ab"', '1*"a"', '*( "a" | "b" )', '[ "b" ]', '( "a" | "ba" )', '2"b"');
    const body = fc.array(items, { minLength: 1, maxLength: 3 }).map((parts) => `x = ${parts.join(' ')}`);
    const seen = { within: 0, counterExamples: 0 };
    fc.assert(
      fc.property(body, body, fc.integer(), (innerText, outerText, seed) => {
        const inner = bnf(innerText);
        const outer = bnf(outerText);
        const found = inner.within(outer);
        expect(found).not.toBe('unknown');
        if (found === 'within') {
          seen.within++;
          const member = memberOf(readGrammar(innerText), 'x');
          const samples = fc.sample(fc.oneof(member, mutantOf(member)), { numRuns: 30, seed });
          expect(samples.filter((s) => inner.matches(s) && !outer.matches(s))).toEqual([]);
        } else if (found !== 'unknown') {
          seen.counterExamples++;
          expect([inner.matches(found.counterExample), outer.matches(found.counterExample)]).toEqual([true, false]);
        }
      }),
      { numRuns: 200, seed: 2396 },
    );
    expect(seen.within).toBeGreaterThan(10);
    expect(seen.counterExamples).toBeGreaterThan(50);
  });
});
