import fc from 'fast-check';
import { findHtmlBase } from '../../src/base';
import { runs } from '../runs';

/** Attribute values written otherwise than the href they give. */
const RAW: Record<string, string> = { 'http://a/b?x=1&y=23': 'http://a/b?x=1&amp;y=&#50;&#x33;' };

describe('findHtmlBase: RFC 2396 Appendix D', () => {
  it('reads the Appendix D example verbatim', () => {
    const html = [
      '<!doctype html public "-//IETF//DTD HTML//EN">',
      '<HTML><HEAD>',
      '<TITLE>An example HTML document</TITLE>',
      '<BASE href="http://www.ics.uci.edu/Test/a/b/c">',
      '</HEAD><BODY>',
      '... <A href="../x">a hypertext anchor</A> ...',
      '</BODY></HTML>',
    ].join('\n');
    const start = html.indexOf('http://www');
    expect(findHtmlBase(html)).toEqual({ base: { href: 'http://www.ics.uci.edu/Test/a/b/c', span: { start, end: start + 33 } }, ignored: [] });
  });

  it.each<[string, string, string | undefined]>([
    ['case-insensitive tag and attribute names', '<head><bAsE HrEf="http://a/b"></head>', 'http://a/b'],
    ['single quotes', "<head><base href='http://a/b'></head>", 'http://a/b'],
    ['unquoted value', '<head><base href=http://a/b?x></head>', 'http://a/b?x'],
    ['spaces around "="', '<head><base href = "http://a/b" ></head>', 'http://a/b'],
    ['self-closing', '<head><base href="http://a/b"/></head>', 'http://a/b'],
    ['other attributes first, a ">" inside a quoted one', '<head><base target="a>b" href="http://a/b"></head>', 'http://a/b'],
    ['the first href attribute counts', '<head><base href="http://a/1" href="http://a/2"></head>', 'http://a/1'],
    ['character references are decoded', '<head><base href="http://a/b?x=1&amp;y=&#50;&#x33;"></head>', 'http://a/b?x=1&y=23'],
    ['HEAD tags left out (implied HEAD)', '<title>t</title><base href="http://a/b"><p>x', 'http://a/b'],
    ['after head elements: meta, link, script, style', '<head><meta charset=utf-8><link rel=x href=y><script>var a = "<base href=http://evil/>";</script><style>p{}</style><base href="http://a/b">', 'http://a/b'],
    ['a BASE inside a comment is not read', '<head><!-- <base href="http://evil/"> --><base href="http://a/b"></head>', 'http://a/b'],
    ['a BASE inside script content is not read', '<head><SCRIPT type="x">document.write(\'<base href="http://evil/">\')</SCRIPT ></head>', undefined],
    ['a BASE inside title text is not read', '<head><title><base href="http://evil/"></title></head>', undefined],
    ['an unclosed script swallows the rest', '<head><script><base href="http://evil/">', undefined],
    ['an unclosed comment swallows the rest', '<head><!-- <base href="http://evil/">', undefined],
    ['a tag cut off by the end of the document is no tag', '<head><base href="http://a/b', undefined],
    ['no BASE at all', '<html><head><title>x</title></head><body></body></html>', undefined],
    ['empty document', '', undefined],
    ['a byte order mark is no text', '\uFEFF<base href="http://a/b">', 'http://a/b'],
    ['abrupt comments <!--> and <!---> end at once', '<head><!--><!---><base href="http://a/b"><!-- --></head>', 'http://a/b'],
    ['a BASE inside template content is inert', '<head><template><base href="http://evil/"></template></head>', undefined],
    ['processing instruction and declaration skipped', '<?xml version="1.0"?><!DOCTYPE html><base href="http://a/b">', 'http://a/b'],
  ])('%s', (_, html, href) => {
    const r = findHtmlBase(html);
    if (href === undefined) return expect(r).toEqual({ ignored: [] });
    const raw = RAW[href] ?? href; // the attribute value as written
    const start = html.indexOf(raw);
    expect(r).toEqual({ base: { href, span: { start, end: start + raw.length } }, ignored: [] });
  });

  it('strips white space around the value (the span keeps it: it is the attribute as written)', () => {
    expect(findHtmlBase('<head><base href="\n  http://a/b \t"></head>')).toEqual({ base: { href: 'http://a/b', span: { start: 18, end: 33 } }, ignored: [] });
  });

  it('the first BASE in HEAD wins; later ones are listed as not-first', () => {
    const html = '<head><base href="http://a/1"><base href="http://a/2"></head>';
    expect(findHtmlBase(html)).toEqual({
      base: { href: 'http://a/1', span: { start: 18, end: 28 } },
      ignored: [{ reason: 'not-first', span: { start: 30, end: 54 } }],
    });
  });

  it('a BASE without href does not count (HTML: the first with an href)', () => {
    expect(findHtmlBase('<head><base target=_top><base href=http://a/></head>')).toEqual({
      base: { href: 'http://a/', span: { start: 35, end: 44 } },
      ignored: [{ reason: 'no-href', span: { start: 6, end: 24 } }],
    });
  });

  it.each([
    ['after </head>', '<head></head><base href="http://a/b">'],
    ['after <body>', '<html><body><base href="http://a/b">'],
    ['after text (the body has begun)', 'Hello <base href="http://a/b">'],
    ['after a body element', '<head><p>x</p><base href="http://a/b">'],
    ['after a stray "<"', '<head>a < b<base href="http://a/b">'],
  ])('a BASE outside HEAD is ignored: %s', (_, html) => {
    const start = html.indexOf('<base');
    expect(findHtmlBase(html)).toEqual({ ignored: [{ reason: 'outside-head', span: { start, end: html.length } }] });
  });

  it('a non-string document is a TypeError', () => {
    expect(() => findHtmlBase(42 as never)).toThrow(new TypeError('uri-grammar: the HTML document must be a string, got number'));
  });
});

describe('findHtmlBase: linear in the document size (characters examined, not wall clock)', () => {
  /** Characters the native searches and the scanner's own reads examine while `f` runs. */
  function examined(f: () => void): number {
    const indexOf = String.prototype.indexOf;
    const charCodeAt = String.prototype.charCodeAt;
    const exec = RegExp.prototype.exec;
    let count = 0;
    String.prototype.indexOf = function (this: string, search: string, from = 0) {
      const r = indexOf.call(this, search, from);
      count += (r === -1 ? this.length : r) - from + 1;
      return r;
    };
    String.prototype.charCodeAt = function (this: string, at: number) {
      count++;
      return charCodeAt.call(this, at);
    };
    RegExp.prototype.exec = function (this: RegExp, s: string) {
      const from = this.lastIndex;
      const m = exec.call(this, s);
      count += (m ? m.index : s.length) - from + 1;
      return m;
    };
    try {
      f();
    } finally {
      String.prototype.indexOf = indexOf;
      String.prototype.charCodeAt = charCodeAt;
      RegExp.prototype.exec = exec;
    }
    return count;
  }

  it.each([
    ['many tags with attributes', (k: number) => '<head>' + '<meta name="a" content=\'b\' x>'.repeat(k)],
    ['many unclosed script starts', (k: number) => '<script>'.repeat(k)],
    ['many comment openers without a close', (k: number) => '<!-- <a '.repeat(k)],
    ['many unterminated quotes', (k: number) => '<a x="'.repeat(k)],
    ['many BASE elements', (k: number) => '<head>' + '<base href=http://a/>'.repeat(k)],
    ['many "<" that start no tag', (k: number) => '< '.repeat(k)],
  ])('%s', (_, doc) => {
    const small = doc(20_000);
    const large = doc(40_000);
    const a = examined(() => findHtmlBase(small));
    const b = examined(() => findHtmlBase(large));
    expect(a / small.length).toBeLessThan(8);
    expect(b / large.length).toBeLessThan(8);
    expect(b / a).toBeLessThan(2.2);
  });
});

describe('findHtmlBase: properties', () => {
  const piece = fc.constantFrom('<head>', '</head>', '<body>', '<BASE href="http://a/">', "<base href='x'>", '<base href=http://b/?a&amp;b>', '<base>', '<!--', '-->', '<script>', '</script>', '<title>', '</title>', '<p>', ' ', 'text', '<', '>', '"', "'", '=', '<!x>', '<?p?>');
  const doc = fc.array(piece, { maxLength: 20 }).map((a) => a.join(''));

  it('never throws; spans lie in the document, in order; the base is the first href read in HEAD', () => {
    fc.assert(
      fc.property(doc, (html) => {
        const r = findHtmlBase(html);
        const spans = [...(r.base ? [r.base.span] : []), ...r.ignored.map((i) => i.span)];
        for (const s of spans) expect(0 <= s.start && s.start <= s.end && s.end <= html.length).toBe(true);
        for (const i of r.ignored) expect(html.slice(i.span.start, i.span.start + 5).toLowerCase()).toBe('<base');
        if (r.base) expect(['http://a/', 'x', 'http://b/?a&b']).toContain(r.base.href);
        if (r.base) expect(r.ignored.filter((i) => i.reason === 'not-first').every((i) => i.span.start > r.base!.span.start)).toBe(true);
      }),
      { numRuns: runs(500) },
    );
  });

  it('a document without "<base" has no base and ignores nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (html) => {
        fc.pre(!/<base/i.test(html));
        expect(findHtmlBase(html)).toEqual({ ignored: [] });
      }),
      { numRuns: 300 },
    );
  });
});
