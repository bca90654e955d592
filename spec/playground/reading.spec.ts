import fc from 'fast-check';
import { components, parseUriReference } from '../../src';
import { characterName, explainAt } from '../../playground/src/explain';
import { partAt, readParts } from '../../playground/src/reading';
import { runs } from '../runs';

/** Each part's name and text. */
const named = (text: string) => readParts(text).map((p) => [p.name, text.slice(p.start, p.end)]);

/** Strings made of URI pieces and the generic delimiters, so that every split shows up (about half are URI references). */
const delimited = fc
  .array(fc.constantFrom('http:', '//', 'u@', 'h', ':80', '/', 'seg', '?', 'q=1', '#', 'f', '@', ':', '[::1]', '%41', ' ', 'é', '['), { maxLength: 10 })
  .map((pieces) => pieces.join(''));

describe('readParts: the text split as a reader sees it (RFC 2396 Appendix B, the authority as userinfo@host:port)', () => {
  it.each([
    ['http://u@a:80/b?q#f', [['scheme', 'http'], ['userinfo', 'u'], ['host', 'a'], ['port', '80'], ['path', '/b'], ['query', 'q'], ['fragment', 'f']]],
    ['http://a b/', [['scheme', 'http'], ['host', 'a b'], ['path', '/']]],
    ['http://u@v@h/', [['scheme', 'http'], ['userinfo', 'u@v'], ['host', 'h'], ['path', '/']]],
    ['http://[::1]/', [['scheme', 'http'], ['host', '[::1]'], ['path', '/']]],
    ['http://[::1]:8/', [['scheme', 'http'], ['host', '[::1]'], ['port', '8'], ['path', '/']]],
    ['file:///etc', [['scheme', 'file'], ['host', ''], ['path', '/etc']]],
    ['mailto:a b', [['scheme', 'mailto'], ['path', 'a b']]],
    ['1a:b', [['scheme', '1a'], ['path', 'b']]],
    ['a#b#c', [['path', 'a'], ['fragment', 'b#c']]],
    ['', []],
  ])('%j', (text, parts) => {
    expect(named(text)).toEqual(parts);
  });

  it('covers the text with its parts and their delimiters, in order, and partAt finds each character (property)', () => {
    fc.assert(
      fc.property(delimited, (text) => {
        let at = 0;
        for (const part of readParts(text)) {
          expect(part.from).toBe(at);
          expect(part.from <= part.start && part.start <= part.end && part.end <= part.to).toBe(true);
          at = part.to;
        }
        expect(at).toBe(text.length);
        for (let offset = 0; offset < text.length; offset++) {
          const part = partAt(text, offset)!;
          expect(offset >= part.from && offset < part.to).toBe(true);
        }
      }),
      { numRuns: runs(2000), seed: 28 },
    );
  });

  it("agrees with the library's components() wherever the text is a URI reference (property)", () => {
    fc.assert(
      fc.property(delimited, (text) => {
        const r = parseUriReference(text);
        if (!r.ok) return;
        const c = components(r.value);
        const parts = readParts(text);
        const of = (name: string) => parts.find((p) => p.name === name);
        const slice = (name: string) => {
          const p = of(name);
          return p && text.slice(p.start, p.end);
        };
        expect(slice('scheme')).toBe(c.scheme);
        expect(slice('path') ?? '').toBe(c.path);
        expect(slice('query')).toBe(c.query);
        expect(slice('fragment')).toBe(c.fragment);
        const authority = parts.filter((p) => ['userinfo', 'host', 'port'].includes(p.name));
        expect(authority.length === 0 ? undefined : text.slice(authority[0]!.from + 2, authority.at(-1)!.to)).toBe(c.authority);
      }),
      { numRuns: runs(3000), seed: 28 },
    );
  });
});

describe('explainAt: where an error is, as the reader sees it', () => {
  it.each([
    ['http://a b/', 8, 'A space at offset 8, in what looks like the host ("a b").'],
    ['http://a/%4', 11, 'The text ends in what looks like the path ("/%4"), where more was expected.'],
    ['http:', 5, 'The text ends after what looks like the scheme ("http"), where more was expected.'],
    ['1a:b', 2, '":" at offset 2, after what looks like the scheme ("1a").'],
    ['http://a/😀', 9, '"😀" (U+1F600, not ASCII) at offset 9, in what looks like the path ("/😀").'],
    ['', 0, 'The text is empty.'],
  ])('%j at %d', (text, offset, says) => {
    expect(explainAt(text, offset, [])).toBe(says);
  });

  it("names the parser's rule when its rule path names no part the reader sees", () => {
    const error = parseUriReference('http://a b/');
    if (error.ok) throw new Error('http://a b/ parsed');
    expect(error.error.rulePath.at(-1)).toBe('userinfo');
    expect(explainAt('http://a b/', error.error.offset, error.error.rulePath)).toBe(
      'A space at offset 8, in what looks like the host ("a b"). (The message names userinfo: the rule the parser was in when it stopped.)',
    );
    expect(explainAt('http://a/b c', 10, ['URI-reference', 'abs_path', 'segment'])).toBe('A space at offset 10, in what looks like the path ("/b c").');
  });

  it.each([
    [' ', 'a space'],
    ['\t', 'a control character (U+0009)'],
    ['\x7f', 'a control character (U+007F)'],
    ['é', '"é" (U+00E9, not ASCII)'],
    ['<', '"<"'],
  ])('characterName(%j)', (ch, name) => {
    expect(characterName(ch)).toBe(name);
  });
});
