// isValidUrl(s, options) is parseUrl(s, options).ok, answered by membership tests: on every
// kind of scheme (none, the http family by the generated http_URL expression, RFC 1738's
// combinators, the catalogue's RFC 3986 grammars, user grammars in BNF, ABNF and the kit,
// recursive ones) under every reading.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { defineScheme, g, isValidUrl, parseUrl, rules, schemeFromAbnf, schemeFromBnf, type ParseUrlOptions } from '../../src';
import { runs } from '../runs';

defineScheme(schemeFromBnf('exvurl = "exv:" 1*uchar [ "#" 1*alpha ]', { name: 'exv', hierarchical: false }));
defineScheme(schemeFromAbnf('gxv = "gxv:" 1*( ALPHA / "[" / "]" / "/" )', { name: 'gxv', hierarchical: false }));
defineScheme(schemeFromAbnf('nestv = "nestv:" group\ngroup = "(" *( ALPHA / group ) ")"', { name: 'nestv', hierarchical: false, generic: 'none' }));
defineScheme({ name: 'kitv', hierarchical: true, grammar: g.rule('kitvurl', g.seq(g.literal('kitv://'), rules.hostname), ([, host]) => ({ host: host.text })) });
defineScheme({ name: 'kitw', hierarchical: false, generic: 'rfc3986', grammar: g.rule('kitwurl', g.seq(g.literal('kitw:'), g.many(g.alt(g.literal('a'), g.literal('[')), 1))) }); // no fields: its automaton answers

const OPTIONS: Array<ParseUrlOptions | undefined> = [undefined, { updates: 'none' }, { updates: 'rfc2396' }, { updates: 'rfc2616' }, { schemeCase: 'exact' }, { generic: true }, { updates: 'none', schemeCase: 'exact' }];
const SCHEMES = ['http', 'HTTP', 'https', 'Ws', 'wss', 'ftp', 'mailto', 'news', 'file', 'gopher', 'urn', 'data', 'tag', 'geo', 'exv', 'gxv', 'nestv', 'kitv', 'KITV', 'kitw', 'zz'];

/** Where the verdict and parseUrl part: [options, input, isValidUrl, parseUrl.ok]. */
function disagreements(inputs: readonly string[], optionSets = OPTIONS): Array<[string, string, boolean, boolean]> {
  const out: Array<[string, string, boolean, boolean]> = [];
  for (const options of optionSets) {
    for (const input of inputs) {
      const verdict = isValidUrl(input, options);
      const ok = parseUrl(input, options).ok;
      if (verdict !== ok) out.push([JSON.stringify(options), input, verdict, ok]);
    }
  }
  return out;
}

describe('isValidUrl', () => {
  it('is parseUrl(s).ok on hand-picked inputs of each kind of scheme, under every reading', () => {
    const inputs = [
      'http://a.example/b?c', 'HTTP://a.example/b?c#f', 'http://a.example?c', 'http://u@a/', 'http://a:/', 'http://a./', 'http://1.2.3.4:80/x',
      'http://a/b?c/d?e', 'http://a/%zz', 'http://a/b#%zz', 'http://a/b#', 'http:', 'http:/a', 'https://a/', 'ws://a/b', 'WSS://a', 'http://a b/',
      'ftp://u:p@h/a/b;type=i', 'ftp://h/a;type=x', 'mailto:a@b', 'news:comp.x', 'file:///etc/hosts', 'gopher://h/1x',
      'urn:ex:a#f', 'urn:ex', 'data:,a', 'tag:a.example,2000:x', 'geo:1,2', 'geo:1,2#f',
      'exv:a', 'exv:a#b', 'exv:a#1', 'EXV:a', 'gxv:[a]', 'gxv:a#b', 'gxv:a#[', 'nestv:((a)b)', 'nestv:((a)', 'nestv:(a)#x',
      'kitv://a.b', 'KITV://a.b', 'kitv://a..b', 'kitw:aa', 'kitw:a[', 'kitw:ab', 'kitw:a#b', 'zz:a', '//a/b', 'a/b?c', '', '#', 'é',
    ];
    expect(disagreements(inputs)).toEqual([]);
  });

  it('is parseUrl(s).ok on the corpus of real URLs and their halves, under each reading', () => {
    let corpus: string[] = [];
    try {
      corpus = readFileSync(join(__dirname, '../../../shared/corpus/urls.txt'), 'utf8').split('\n').filter(Boolean);
    } catch {
      // without ../shared, the generated strings below still cover the grammars
    }
    // the readings that change the corpus's verdicts (schemeCase is the generated strings' to vary)
    expect(disagreements(corpus.flatMap((url) => [url, url.slice(0, url.length >> 1)]), [undefined, { updates: 'none' }, { updates: 'rfc2396' }, { generic: true }])).toEqual([]);
  });

  // a scheme at the head, then the characters that decide (delimiters, an escape's pieces, "[", a space, a character past ASCII)
  const piece = fc.constantFrom('a', 'Z', '0', '9', '.', '-', '%', '4', '%41', '%4', '/', '//', '?', '#', ':', ';', '@', '=', '(', ')', '[', ']', '~', ',', ' ', 'é', 'type=i');
  it('is parseUrl(s).ok on generated strings', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SCHEMES), fc.boolean(), fc.array(piece, { maxLength: 14 }), (scheme, slashes, pieces) => {
        const input = `${scheme}:${slashes ? '//' : ''}${pieces.join('')}`;
        expect(disagreements([input])).toEqual([]);
      }),
      { numRuns: runs(20_000), seed: 1738 },
    );
  });

  it('refuses what parseUrl refuses: a non-string, options that are no object, a value outside its set', () => {
    expect(() => isValidUrl(42 as never)).toThrow(TypeError);
    expect(() => isValidUrl('http://a/', 'rfc2616' as never)).toThrow(TypeError);
    expect(() => isValidUrl('http://a/', { updates: 'rfc9999' as never })).toThrow(RangeError);
    expect(() => isValidUrl('zz:a', { schemeCase: 'upper' as never })).toThrow(RangeError);
  });
});
