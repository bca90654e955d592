// src/generated/rfc2396-membership.ts: current with grammar/rfc2396.bnf, and exactly the
// language of its rule in the compiled grammar (the linear time: spec/regex-linearity.spec.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { compileGrammar } from '../../src';
import { URI_reference } from '../../src/generated/rfc2396-membership';
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
});
