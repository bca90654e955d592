/**
 * Rule lookup by name: in any case for ABNF (RFC 5234 §2.1: rule names are case-insensitive),
 * exact for the BNF of RFC 1738 / RFC 2396 (docs/schemes.md, "Rule names": case-sensitive).
 */
import { compileGrammar, defineScheme, schemeFromAbnf, schemeFromBnf } from '../../src';

const ABNF = 'geo-URI = "geo:" num "," num\nnum = [ "-" ] 1*DIGIT\n';
const BNF = 'xurl = "x:" ydigits\nydigits = 1*digit\n';

describe('start and rules: ABNF in any case, BNF as written', () => {
  it('schemeFromAbnf: a start in any case is the rule of the text, by its defining spelling', () => {
    for (const [k, start] of ['geo-uri', 'GEO-URI', 'Geo-Uri'].entries()) {
      const scheme = defineScheme(schemeFromAbnf(ABNF.replace('geo:', `geo${k}:`), { name: `geo${k}`, hierarchical: false, start }));
      const r = scheme.parse(`geo${k}:1,-2`);
      expect(r.ok && (r.value.url as { type: string }).type).toBe('geo-URI');
    }
  });

  it('compileGrammar: ABNF rules found in any case, BNF rules only as written', () => {
    const abnf = compileGrammar(ABNF, { notation: 'abnf' }).rules;
    expect([abnf['GEO-uri']?.matches('geo:1,-2'), abnf.NUM?.matches('-2'), Object.keys(abnf).slice(0, 2)]).toEqual([true, true, ['geo-URI', 'num']]);
    const bnf = compileGrammar(BNF + 'digit = "0" | "1" | "2"\n', { notation: 'bnf' }).rules;
    expect([bnf.ydigits?.matches('12'), bnf.YDIGITS, 'XURL' in bnf]).toEqual([true, undefined, false]);
  });

  it('schemeFromBnf: the start is case-sensitive', () => {
    const r = defineScheme(schemeFromBnf(BNF, { name: 'x', hierarchical: false, start: 'xurl' })).parse('x:12');
    expect(r.ok && (r.value.url as { type: string }).type).toBe('xurl');
    expect(() => schemeFromBnf(BNF, { name: 'x', hierarchical: false, start: 'XURL' })).toThrow(expect.objectContaining({ problem: 'unknown-start' }));
  });
});
