// src/generated/rfc2396-membership.ts: current with grammar/rfc2396.bnf, and exactly the
// language of its rule in the compiled grammar (the linear time: spec/regex-linearity.spec.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { compileGrammar } from '../../src';
import { RULE_TABLES, URI_reference } from '../../src/generated/rfc2396-membership';
import { RULE_NAMES, inRule } from '../../src/rfc2396/fast/membership';
import { isValid, rules as combinators } from '../../src';
import { runs } from '../runs';

const ROOT = join(__dirname, '../..');
const { rules } = compileGrammar(readFileSync(join(ROOT, 'grammar/rfc2396.bnf'), 'utf8'), { notation: 'bnf' });
const compiled = rules['URI-reference']!;

describe('src/generated/rfc2396-membership.ts', () => {
  it('is current: scripts/generate-membership.mjs --check regenerates the same text', () => {
    expect(() => execFileSync(process.execPath, [join(ROOT, 'scripts/generate-membership.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('URI_reference agrees with the compiled URI-reference on the corpus of real URLs and their prefixes', () => {
    let corpus: string[] = [];
    try {
      corpus = readFileSync(join(ROOT, '../shared/corpus/urls.txt'), 'utf8').split('\n').filter(Boolean);
    } catch {
      // without ../shared, the generated strings below still cover the grammar
    }
    const inputs = corpus.flatMap((url) => [url, url.slice(0, url.length >> 1), `${url} `]);
    expect(inputs.filter((s) => URI_reference.test(s) !== compiled.matches(s))).toEqual([]);
  });

  // strings over the characters that decide (each delimiter, a letter, a digit, an escape's
  // pieces, a character outside ASCII and one no URI holds)
  const piece = fc.constantFrom('a', 'Z', '0', '9', '%', '4', 'f', 'g', '/', '//', '?', '#', ':', ';', '@', '.', '..', '-', '+', '$', ',', '=', '&', '~', '[', ' ', 'é', '"', '%4', '%41');
  it('URI_reference agrees with the compiled URI-reference on generated strings', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }), (pieces) => {
        const s = pieces.join('');
        expect(URI_reference.test(s)).toBe(compiled.matches(s));
      }),
      { numRuns: runs(20_000), seed: 2396 },
    );
  });

  describe('the tables of the other rules (isValid with a rule name)', () => {
    it('are every rule of the grammar but URI-reference, in the order of `rules` (Appendix A)', () => {
      expect(RULE_NAMES).toEqual(Object.keys(combinators));
      expect(Object.keys(RULE_TABLES)).toEqual(Object.keys(combinators).filter((r) => r !== 'URI-reference'));
    });

    it('each agrees with its rule in the compiled grammar on generated strings', () => {
      fc.assert(
        fc.property(fc.constantFrom(...Object.keys(RULE_TABLES)), fc.array(piece, { maxLength: 12 }), (rule, pieces) => {
          const s = pieces.join('');
          expect([rule, s, inRule(rule, s)]).toEqual([rule, s, rules[rule]!.matches(s)]);
        }),
        { numRuns: runs(40_000), seed: 2396 },
      );
    });

    it('isValid(input, rule) reads them: hostnames, hosts, servers and a character past ASCII', () => {
      const cases: Array<[string, string]> = [['a.b.com.', 'hostname'], ['a-.b', 'hostname'], ['1.2.3.4', 'IPv4address'], ['1.2.3', 'IPv4address'], ['u@h:80', 'server'], ['u@h:8a', 'server'], ['', 'server'], ['%41', 'escaped'], ['%4g', 'escaped'], ['é', 'uric']];
      expect(cases.map(([s, rule]) => isValid(s, rule as 'hostname'))).toEqual(cases.map(([s, rule]) => rules[rule]!.matches(s)));
      expect(cases.map(([s, rule]) => isValid(s, rule as 'hostname'))).toEqual([true, false, true, false, true, false, true, true, false, false]);
    });
  });
});
