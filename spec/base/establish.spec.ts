import { establishBase } from '../../src/base';
import { resolveString } from '../../src/resolver';
import { parseUriReference } from '../../src/rfc2396';

const HTML = '<HTML><HEAD><BASE href="http://www.ics.uci.edu/Test/a/b/c"></HEAD><BODY></BODY></HTML>';

describe('establishBase: RFC 2396 §5.1 order of precedence', () => {
  it('5.1.1 the base embedded in the content wins over every outer layer', () => {
    expect(establishBase({ content: HTML, encapsulating: 'http://e/', retrieval: 'http://r/', fallback: 'http://f/' })).toEqual({
      ok: true,
      value: { base: 'http://www.ics.uci.edu/Test/a/b/c', source: 'content', rejected: [], ignored: [] },
    });
  });

  it('5.1.1 a base read from another media type: { base }', () => {
    expect(establishBase({ content: { base: 'cid:x@y' }, retrieval: 'http://r/' })).toEqual({ ok: true, value: { base: 'cid:x@y', source: 'content', rejected: [], ignored: [] } });
  });

  it('5.1.2 the encapsulating entity, when the content embeds none', () => {
    expect(establishBase({ content: '<p>no base</p>', encapsulating: 'http://e/', retrieval: 'http://r/' })).toEqual({
      ok: true,
      value: { base: 'http://e/', source: 'encapsulating', rejected: [], ignored: [] },
    });
  });

  it('5.1.3 the retrieval URI', () => {
    expect(establishBase({ retrieval: 'http://r/doc', fallback: 'http://f/' })).toEqual({ ok: true, value: { base: 'http://r/doc', source: 'retrieval', rejected: [], ignored: [] } });
  });

  it('5.1.4 the application default', () => {
    expect(establishBase({ fallback: 'file:///home/u/' })).toEqual({ ok: true, value: { base: 'file:///home/u/', source: 'fallback', rejected: [], ignored: [] } });
  });

  it('the chosen base resolves the Appendix D example: ../x → http://www.ics.uci.edu/Test/a/x', () => {
    const r = establishBase({ content: HTML, retrieval: 'http://elsewhere/' });
    if (!r.ok) throw new Error(r.error.message);
    expect(resolveString(r.value.base, '../x')).toEqual({ ok: true, value: 'http://www.ics.uci.edu/Test/a/x' });
  });
});

describe('establishBase: candidates that are not absolute are reported and passed over', () => {
  it('a relative BASE href (§5.1.1: it must be absolute) falls through to the next layer, with its span in the document', () => {
    const html = '<head><base href="/Test/"><base href="http://second/"></head>';
    expect(establishBase({ content: html, retrieval: 'http://r/doc' })).toEqual({
      ok: true,
      value: {
        base: 'http://r/doc',
        source: 'retrieval',
        rejected: [{ source: 'content', candidate: '/Test/', reason: 'relative', span: { start: 18, end: 24 }, message: 'the base embedded in the content (§5.1.1) "/Test/" is relative; a base URI must be absolute (§5.1.1, Appendix D)' }],
        ignored: [{ reason: 'not-first', span: { start: 26, end: 54 } }],
      },
    });
  });

  it('a BASE href that is no URI reference carries the syntax error', () => {
    const r = establishBase({ content: '<head><base href="http://a/%zz">', fallback: 'http://f/' });
    const syntax = parseUriReference('http://a/%zz');
    expect(r).toEqual({
      ok: true,
      value: {
        base: 'http://f/',
        source: 'fallback',
        rejected: [{ source: 'content', candidate: 'http://a/%zz', reason: 'syntax', error: !syntax.ok && syntax.error, span: { start: 18, end: 30 }, message: expect.stringMatching(/^the base embedded in the content \(§5\.1\.1\) "http:\/\/a\/%zz" is not a URI reference: /) }],
        ignored: [],
      },
    });
  });

  it('every outer layer relative: refused clearly, listing each rejection innermost first', () => {
    const r = establishBase({ encapsulating: 'a/b', retrieval: '//host/doc', fallback: '' });
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'no-absolute-base',
        message: expect.stringMatching(/^no absolute base URI: none of .* gives one: the base of the encapsulating entity \(§5\.1\.2\) "a\/b" is relative; .*"\/\/host\/doc" is relative; .*"" is relative/),
        rejected: [
          { source: 'encapsulating', candidate: 'a/b', reason: 'relative', message: expect.any(String) },
          { source: 'retrieval', candidate: '//host/doc', reason: 'relative', message: expect.any(String) },
          { source: 'fallback', candidate: '', reason: 'relative', message: expect.any(String) },
        ],
        ignored: [],
      },
    });
  });

  it('nothing given: refused', () => {
    expect(establishBase({})).toEqual({
      ok: false,
      error: { code: 'no-absolute-base', message: expect.stringMatching(/^no absolute base URI: none of the base embedded in the content \(§5\.1\.1\), .* gives one$/), rejected: [], ignored: [] },
    });
  });

  it('a base with a fragment is absolute (the resolver ignores the fragment, §5.2 step 1)', () => {
    expect(establishBase({ retrieval: 'http://a/b#top' })).toEqual({ ok: true, value: { base: 'http://a/b#top', source: 'retrieval', rejected: [], ignored: [] } });
  });

  it('BASE elements outside HEAD are reported even when another layer wins', () => {
    expect(establishBase({ content: '<body><base href="http://late/">', retrieval: 'http://r/' })).toEqual({
      ok: true,
      value: { base: 'http://r/', source: 'retrieval', rejected: [], ignored: [{ reason: 'outside-head', span: { start: 6, end: 32 } }] },
    });
  });
});

describe('establishBase: a long candidate (regression: its message quoted it whole, JSON-escaped, 52 bytes per input character)', () => {
  it('is quoted in the message cut to 80 code units with its length; the rejection keeps it whole', () => {
    const long = `http://a/${'\ud800'.repeat(100_000)}`;
    const r = establishBase({ retrieval: long, fallback: 'b' });
    if (r.ok) throw new Error('a non-URI and a relative fallback give no base');
    expect(r.error.message.length).toBeLessThan(1_000);
    expect(r.error.rejected[0]!.message).toContain(`… (${long.length} code units)`);
    expect(r.error.rejected[0]!.candidate).toBe(long);
    expect(r.error.rejected[1]!.message).toBe('the default base (§5.1.4) "b" is relative; a base URI must be absolute (§5.1.1, Appendix D)');
  });
});

describe('establishBase: bad arguments are TypeErrors', () => {
  it.each<[unknown, RegExp]>([
    [undefined, /expects an object \{ content\?, encapsulating\?, retrieval\?, fallback\? \}/],
    ['http://a/', /expects an object/],
    [[], /expects an object/],
    [{ retrival: 'http://a/' }, /has no field "retrival"; the fields are content, encapsulating, retrieval, fallback/],
    [{ retrieval: 42 }, /retrieval must be a string$/],
    [{ content: { href: 'x' } }, /content must be a string \(an HTML document\) or \{ base: string \}/],
  ])('%p', (bad, message) => {
    expect(() => establishBase(bad as never)).toThrow(TypeError);
    expect(() => establishBase(bad as never)).toThrow(message);
  });
});
