import { defineScheme, g } from '../../src';
import type { Node } from '../../src/combinators';
import { extract } from '../../src/text/extract';
import type { Delimiter } from '../../src/text/types';
import { find, textSpan } from './where';

const all = (text: string, schemes?: string[]) => [...extract(text, schemes ? { schemes } : undefined)];

/** [text, the finds as [written, delimiter, nth occurrence]] */
type Row = [string, [string, Delimiter, number?][]];

const expectFinds = (text: string, finds: Row[1], schemes?: string[]) =>
  expect(all(text, schemes)).toEqual(finds.map(([written, delimiter, nth]) => find(text, written, delimiter, nth)));

describe('bare URIs: trailing punctuation (docs/extract.md)', () => {
  it.each<Row>([
    ['See http://a/b.', [['http://a/b', 'bare']]],
    ['http://a/b, http://a/c; http://a/d: http://a/e! http://a/f?', [['http://a/b', 'bare'], ['http://a/c', 'bare'], ['http://a/d', 'bare'], ['http://a/e', 'bare'], ['http://a/f', 'bare']]],
    ['Really?! http://a/b?!...', [['http://a/b', 'bare']]],
    ['(see http://a/b)', [['http://a/b', 'bare']]],
    ['(see http://a/b).', [['http://a/b', 'bare']]],
    ['http://en.wikipedia.org/wiki/URI_(disambiguation)', [['http://en.wikipedia.org/wiki/URI_(disambiguation)', 'bare']]],
    ['(http://en.wikipedia.org/wiki/URI_(disambiguation))', [['http://en.wikipedia.org/wiki/URI_(disambiguation)', 'bare']]],
    ['http://a/b)c', [['http://a/b)c', 'bare']]],
    ['http://a/b/?q=1.', [['http://a/b/?q=1', 'bare']]],
    ["'http://a/b'", [['http://a/b', 'bare']]],
    ["http://a/b'", [["http://a/b'", 'bare']]],
    ['http://a/b.c.', [['http://a/b.c', 'bare']]],
  ])('%j', (text, finds) => expectFinds(text, finds));
});

describe('bare URIs: what is taken', () => {
  it.each<Row>([
    // Registered schemes (registeredSchemes()), any case (RFC 2396 §3.1).
    ['ftp://f/x gopher://g/1 mailto:a@b news:comp.lang nntp://n/g/1 telnet://t/ wais://w/d file:///etc prospero://p/x', [
      ['ftp://f/x', 'bare'], ['gopher://g/1', 'bare'], ['mailto:a@b', 'bare'], ['news:comp.lang', 'bare'], ['nntp://n/g/1', 'bare'],
      ['telnet://t/', 'bare'], ['wais://w/d', 'bare'], ['file:///etc', 'bare'], ['prospero://p/x', 'bare'],
    ]],
    ['HTTP://A/B Mailto:x@y', [['HTTP://A/B', 'bare'], ['Mailto:x@y', 'bare']]],
    // Appendix F's abbreviated names: www. and ftp. followed by a letter or digit.
    ['Visit www.w3.org/Addressing/. Or FTP.example.org.', [['www.w3.org/Addressing/', 'bare'], ['FTP.example.org', 'bare']]],
    // Unregistered schemes are not taken bare: gemini, cid, a word before a colon.
    ['gemini://a/b cid:foo4@bar.net Note: this, at 10:30', []],
    // A candidate starts at a boundary: not after a letter, digit, "+", "-" or ".".
    ['xhttp://a/ a.www.b.c 1www.x.y', []],
    ['URL:http://a/b (http://a/c) [http://a/d] {http://a/e}', [['http://a/b', 'bare'], ['http://a/c', 'bare'], ['http://a/d', 'bare'], ['http://a/e', 'bare']]],
    // The scheme must keep something after its colon (RFC 2396 §3: absoluteURI needs one character).
    ['news: today, http:, mailto:.', []],
    // Runs end at characters no URI has (RFC 2396 §2.4.3): space, < > " { } | \ ^ [ ] `, controls.
    ['http://a/b|c http://a/d\\e http://a/f^g `http://a/h`', [['http://a/b', 'bare'], ['http://a/d', 'bare'], ['http://a/f', 'bare'], ['http://a/h', 'bare']]],
    // One URI after another: the first takes all the URI characters (a comma is one).
    ['http://a/b,http://a/c', [['http://a/b,http://a/c', 'bare']]],
  ])('%j', (text, finds) => expectFinds(text, finds));

  it('never reports an invalid bare URI, nor a piece of one', () => {
    expect(all('http://a/%zz http://a/b#c#d http://a/%4 mailto:a?b=c#x#y')).toEqual([]);
  });

  it('a run cut by a letter outside ASCII is an IRI, not a URI: not taken (nor its ASCII prefix)', () => {
    expect(all('http://example.org/café http://example.org/b»')).toEqual([find('http://example.org/café http://example.org/b»', 'http://example.org/b', 'bare')]);
  });

  it('options.schemes adds schemes for bare and quoted URIs, case-insensitively', () => {
    const text = 'gemini://a/b "cid:foo4@bar.net" GEMINI://c/';
    expectFinds(text, [['gemini://a/b', 'bare'], ['cid:foo4@bar.net', 'quote'], ['GEMINI://c/', 'bare']], ['GEMINI', 'cid']);
  });

  it('a scheme registered later counts (the registry is read at each find)', () => {
    const text = 'see xtest-extract:abc.';
    expect(all(text)).toEqual([]);
    const grammar = g.rule<Node<'xtestUrl'>, unknown>('xtestUrl', g.literal('xtest-extract:abc'), () => ({}));
    defineScheme({ name: 'xtest-extract', hierarchical: false, grammar });
    expectFinds(text, [['xtest-extract:abc', 'bare']]);
  });
});

describe('double quotes', () => {
  it.each<Row>([
    ['"http://a/b."', [['http://a/b.', 'quote']]],
    ['x="http://a/b?c=d"', [['http://a/b?c=d', 'quote']]],
    // Only a pair of quotes right around the run delimits it; otherwise it is bare.
    ['"http://a/b and c"', [['http://a/b', 'bare']]],
    ['"see http://a/b."', [['http://a/b', 'bare']]],
    ['"www.w3.org"', [['www.w3.org', 'quote']]],
    // Quoted text that is not a URI of a taken scheme: nothing.
    ['"color:red" "12:30" "/relative/path" "gemini://a/"', []],
  ])('%j', (text, finds) => expectFinds(text, finds));

  it('an invalid quoted URI is not found, and not reported', () => {
    expect(all('"http://a/%zz"')).toEqual([]);
  });
});

describe('angle brackets', () => {
  it.each<Row>([
    // Any scheme in brackets: they say "this is a URI".
    ['<https://a/b> <urn:isbn:0451450523> <data:,A%20brief%20note>', [['https://a/b', 'angle'], ['urn:isbn:0451450523', 'angle'], ['data:,A%20brief%20note', 'angle']]],
    ['<www.w3.org/Addressing/>', [['www.w3.org/Addressing/', 'angle']]],
    ['<URL:foo/bar>', [['foo/bar', 'angle-url']]],
    // Not a URI start: tags, addresses, comparisons. Their contents are scanned as text.
    ['<p>a < b and c > d</p> <jim@example.org> <a href="http://a/b">http://a/c</a>', [['http://a/b', 'quote'], ['http://a/c', 'bare']]],
    // A second "<" before the ">" ends the candidate: the inner one is tried instead.
    ['<http://a/b <http://a/c>', [['http://a/b', 'bare'], ['http://a/c', 'angle']]],
    // The URI (or URL:) follows the "<" at once: a "<" then a space is prose ("a < b").
    ['< http://a/b >', [['http://a/b', 'bare']]],
    // Leading and trailing whitespace inside the brackets is not part of the URI.
    ['<URL:\n    http://a/b\n>', [['http://a/b', 'angle-url']]],
  ])('%j', (text, finds) => expectFinds(text, finds));

  it('an invalid URI meant as one (registered scheme, "scheme://", or URL:) is an error, positioned in the text through the dropped whitespace', () => {
    const text = 'one\n  <http://a/b\n   /%zz> two';
    const start = text.indexOf('http');
    const z = text.indexOf('%') + 1;
    expect(all(text)).toEqual([
      {
        ok: false,
        candidate: 'http://a/b/%zz',
        error: {
          offset: z,
          line: 3,
          column: 6,
          found: 'z',
          expected: ['hex'],
          rulePath: ['URI-reference', 'absoluteURI', 'hier_part', 'net_path', 'abs_path', 'path_segments', 'segment'],
          code: 'bad-escape',
          message: 'Unexpected "z" in segment: "%" must be followed by two hex digits (RFC 2396 §2.4.1); a literal "%" is written %25.',
        },
        delimiter: 'angle',
        span: textSpan(text, start, text.indexOf('>')),
        text: 'http://a/b\n   /%zz',
        outer: { start: start - 1, end: text.indexOf('>') + 1 },
      },
    ]);
    expect(text[z]).toBe('z');
  });

  it.each([
    // [text, offset of the error in the text, code]
    ['<https://a/b c{d}>', 14, 'illegal-character'],
    ['<URL:a#b#c>', 8, 'second-number-sign'],
    ['<http:>', 6, 'empty-scheme-specific-part'],
    ['<mailto:\n  jim@example.org ?subject=hi#x#y>', 40, 'second-number-sign'],
    ['<http://example.org/ca\n fé>', 25, 'illegal-character'],
    // The end of the candidate: the offset is just after its last character, before the trailing whitespace.
    ['<http://a/%4  \n>', 12, 'bad-escape'],
  ])('%j: an error at offset %d (%s)', (text, offset, code) => {
    const [x, ...rest] = all(text);
    expect(rest).toEqual([]);
    expect(x).toMatchObject({ ok: false, error: { offset, code, ...lineColumnOf(text, offset) } });
  });

  it('an invalid candidate of an unregistered scheme without "//" is no URI and no error: XML names, CSS', () => {
    expect(all('<xsl:template match="/"> <svg:rect width="1"/> <dc:title>')).toEqual([find('<xsl:template match="/"> <svg:rect width="1"/> <dc:title>', 'dc:title', 'angle')]);
  });

  it('a "<" with no ">" within 65,536 characters is dropped and the scan goes on after it', () => {
    const far = '<http://a/' + 'b'.repeat(65_536) + '> http://c/';
    expect(all(far).map((x) => x.ok && x.uri)).toEqual(['http://c/']);
    const near = '<http://a/' + 'b'.repeat(65_527) + '>'; // 65,536 characters between the brackets
    expect(all(near).map((x) => x.ok && x.uri.length)).toEqual([65_536]);
    expect(all('<' + 'x'.repeat(65_536) + '>')).toEqual([]);
    expect(all('<http://a/b and no end').map((x) => x.ok && x.uri)).toEqual(['http://a/b']);
  });

  it('a bare run of more than 65,536 URI characters is skipped whole', () => {
    const long = 'http://a/' + 'b'.repeat(65_527); // 65,536 characters: the longest taken
    expect(all(long).map((x) => x.ok && x.uri.length)).toEqual([65_536]);
    expect(all(long + 'b?u=http://c/ http://d/').map((x) => x.ok && x.uri)).toEqual(['http://d/']);
  });
});

function lineColumnOf(text: string, offset: number) {
  const { line, column } = textSpan(text, offset, offset);
  return { line, column };
}

describe('bad arguments', () => {
  it.each([undefined, null, 42, ['http://a/'], { text: 'http://a/' }])('extract(%p) is a TypeError, thrown at the call', (value) => {
    expect(() => extract(value as unknown as string)).toThrow(new TypeError(`uri-grammar: text must be a string, got ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value}`));
  });

  it.each([null, 'https', { schemes: 'https' }, { schemes: [1] }])('options %p is a TypeError', (options) => {
    expect(() => extract('x', options as never)).toThrow(TypeError);
  });

  it('the empty text has no URI; text with none, no find', () => {
    expect(all('')).toEqual([]);
    expect(all('Nothing to see here: a, b; c.\n')).toEqual([]);
  });
});
