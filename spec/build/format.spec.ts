import fc from 'fast-check';
import { UriBuildError, UriParts, components, format, formatUrl, isValid, parseUriReference, resolveString, unescape } from '../../src';
import { value } from './arbitraries';

/** The decoded parts of `text` as `format` takes them, read back with the parser, `components` and `unescape`. */
function partsOf(text: string): Record<string, unknown> {
  const r = parseUriReference(text);
  if (!r.ok) throw new Error(`not a URI-reference: ${text}: ${r.error.message}`);
  const c = components(r.value);
  const out: Record<string, unknown> = {};
  if (c.scheme !== undefined) out.scheme = c.scheme;
  const server = (r.value.absoluteURI?.hierPart ?? r.value.relativeURI)?.netPath?.authority.server;
  if (c.authority !== undefined) {
    out.host = server?.hostport?.host.text ?? '';
    if (server?.userinfo) out.userinfo = unescape(server.userinfo.text);
    if (server?.hostport?.port) out.port = server.hostport.port.text;
  }
  out.segments = c.path === '' ? [] : c.path.split('/').map((s) => unescape(s));
  if (c.query !== undefined) out.query = unescape(c.query);
  if (c.fragment !== undefined) out.fragment = unescape(c.fragment);
  return out;
}

function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(UriBuildError);
    return (e as UriBuildError).code;
  }
  return 'no error';
}

describe('format: examples', () => {
  it.each<[UriParts, string]>([
    [{ scheme: 'http', host: 'example.com', port: 8080, segments: ['', 'a b', 'c/d'], query: 'x=1&y=2' }, 'http://example.com:8080/a%20b/c%2Fd?x=1&y=2'],
    [{ scheme: 'ftp', userinfo: 'joe:secret', host: 'ftp.example.org', path: '/pub/file.txt' }, 'ftp://joe:secret@ftp.example.org/pub/file.txt'],
    [{ scheme: 'file', host: '', path: '/etc/hosts' }, 'file:///etc/hosts'], // §4.3: an empty authority
    [{ scheme: 'mailto', path: 'joe@example.com' }, 'mailto:joe@example.com'], // opaque_part
    [{ scheme: 'urn', path: 'isbn:0-395-36341-1' }, 'urn:isbn:0-395-36341-1'], // ":" in an opaque part is fine
    [{ scheme: 'news', path: 'comp.infosystems.www.servers.unix' }, 'news:comp.infosystems.www.servers.unix'],
    [{ scheme: 'x', query: 'q' }, 'x:?q'], // opaque_part "?q": uric_no_slash allows "?"
    [{ path: 'this:that' }, 'this%3Athat'], // §5: the first segment of a relative path has no ":"
    [{ path: 'a/this:that' }, 'a/this:that'], // … later segments may
    [{ path: '../g;x=1' }, '../g%3Bx=1'], // ";" in a segment value is data, not a param
    [{ path: '.', query: 'y' }, '.?y'], // what Appendix C resolves "?y" to
    [{ path: '/', fragment: 'top of page' }, '/#top%20of%20page'],
    [{ fragment: 's' }, '#s'],
    [{ host: '1.2.3.4', port: '' }, '//1.2.3.4:'], // port = *digit (pitfall 8)
    [{ host: 'a.b.com.', port: 0 }, '//a.b.com.:0'], // a trailing dot (pitfall 1)
    [{ segments: ['', '%41'] }, '/%2541'], // §2.4.2: "%" in data is escaped
    [{ segments: ['é'] }, '%C3%A9'],
    [{}, ''], // the empty reference: the current document (§4.2)
  ])('%j → %j', (parts, expected) => {
    const text = format(parts);
    expect(text).toBe(expected);
    expect(isValid(text)).toBe(true);
  });

  it('format puts the "/" after an authority when the segments do not start with \'\', as formatUrl does', () => {
    expect(format({ scheme: 'x', host: 'h', segments: ['a', 'b'] })).toBe('x://h/a/b');
    expect(format({ scheme: 'x', host: 'h', segments: ['', 'a', 'b'] })).toBe('x://h/a/b');
    expect(format({ scheme: 'http', host: 'h', path: 'a/b' })).toBe(formatUrl('http', { host: 'h', path: 'a/b' }));
    expect(format({ scheme: 'file', host: '', segments: ['etc', 'hosts'] })).toBe(formatUrl('file', { segments: ['etc', 'hosts'] }));
    expect(format({ host: 'h', segments: ['a:b'] })).toBe('//h/a:b'); // an abs_path segment may hold ":" (§3.3)
    expect(format({ host: 'h', segments: [] })).toBe('//h');
    expect(format({ host: 'h', segments: [''] })).toBe('//h');
  });

  it('"." + query resolves as Appendix C resolves "?y", but not with every base: a lone query is refused, never rewritten', () => {
    const dot = format({ path: '.', query: 'y' });
    expect(resolveString('http://a/b/c/d;p?q', dot)).toEqual({ ok: true, value: 'http://a/b/c/?y' });
    expect(resolveString('http://a/b/c/d;p?q', '?y')).toEqual({ ok: true, value: 'http://a/b/c/?y' });
    expect(resolveString('http://a', dot)).toEqual({ ok: true, value: 'http://a/?y' });
    expect(resolveString('http://a', '?y')).toEqual({ ok: true, value: 'http://a?y' });
  });
});

describe('format: refusals, each with its code', () => {
  it.each<[string, unknown]>([
    ['missing-field', { userinfo: 'u', path: '/a' }],
    ['missing-field', { port: 80 }],
    ['missing-field', { host: '', port: 80 }], // server needs a hostport for a port
    ['path-starts-with-two-slashes', { path: '//a' }],
    ['path-starts-with-two-slashes', { scheme: 's', path: '//a/b' }],
    ['empty-scheme-specific-part', { scheme: 'http' }],
    ['empty-scheme-specific-part', { scheme: 'http', fragment: 'f' }],
    ['query-without-path', { query: 'y' }],
    ['query-without-path', { path: '', query: 'y', fragment: 'f' }],
    ['invalid-scheme', { scheme: '1a', path: '/' }],
    ['invalid-scheme', { scheme: 'a b', path: '/' }],
    ['invalid-host', { host: 'a_b' }], // a reg_name, not a host: never escaped into one
    ['invalid-host', { host: 'a.-b' }],
    ['invalid-host', { host: '[::1]' }], // not in RFC 2396
    ['invalid-host', { host: 'exämple.com' }],
    ['invalid-port', { host: 'h', port: 65536 }],
    ['invalid-port', { host: 'h', port: -1 }],
    ['invalid-port', { host: 'h', port: 8.5 }],
    ['invalid-port', { host: 'h', port: '8a' }],
    ['conflicting-fields', { path: '/a', segments: ['', 'a'] }],
    ['lone-surrogate', { path: '/\uD800' }],
  ])('%s: %j', (code, parts) => {
    expect(codeOf(() => format(parts as UriParts))).toBe(code);
  });

  it('the error says which part and why', () => {
    expect(() => format({ path: '//a' })).toThrow(
      new UriBuildError('path-starts-with-two-slashes', 'without an authority a path cannot start with "//": it would be read as one (RFC 2396 §3, §5)', 'path'),
    );
    let error: UriBuildError | undefined;
    try {
      format({ host: 'a_b' });
    } catch (e) {
      error = e as UriBuildError;
    }
    expect([error?.code, error?.field, error?.offset]).toEqual(['invalid-host', 'host', 1]);
    const offsets = [{ path: '/a/b\uDC00' }, { segments: ['', 'a', 'b\uD800'] }].map((p) => {
      try {
        format(p);
      } catch (e) {
        return [(e as UriBuildError).field, (e as UriBuildError).offset];
      }
    });
    expect(offsets).toEqual([['path', 4], ['segments[2]', 1]]);
  });

  it('the types rule out what needs no runtime check in TypeScript', () => {
    // @ts-expect-error a port without a host
    expect(codeOf(() => format({ port: 80 }))).toBe('missing-field');
    // @ts-expect-error a userinfo without a host
    expect(codeOf(() => format({ userinfo: 'u' }))).toBe('missing-field');
    // @ts-expect-error path and segments
    expect(codeOf(() => format({ path: '/a', segments: ['', 'a'] }))).toBe('conflicting-fields');
  });

  it('bad argument types are TypeErrors', () => {
    expect(() => format(null as unknown as UriParts)).toThrow(new TypeError('uri-grammar: format(parts) must be an object of parts, got null'));
    expect(() => format({ query: 1 } as unknown as UriParts)).toThrow(new TypeError('uri-grammar: query must be a string, got number'));
    expect(() => format({ segments: 'a' } as unknown as UriParts)).toThrow(TypeError);
    expect(() => format({ segments: [1] } as unknown as UriParts)).toThrow(new TypeError('uri-grammar: segments[0] must be a string, got number'));
    expect(() => format({ host: 'h', port: null } as unknown as UriParts)).toThrow(TypeError);
  });
});

const scheme = fc.option(fc.constantFrom('http', 'a+b.c-d', 'X1'), { nil: undefined });
const host = fc.option(fc.constantFrom('', 'example.com', 'a.b.c.', '1.2.3.4', 'localhost', 'a-b', 'x'), { nil: undefined });
const port = fc.option(fc.oneof(fc.integer({ min: 0, max: 65535 }), fc.stringMatching(/^[0-9]{0,6}$/)), { nil: undefined });
const optional = fc.option(value, { nil: undefined });
const segments = fc.array(value, { maxLength: 4 });
/** Relative and absolute paths alike (an absolute path's first segment is empty). */
const pathSegments = fc.oneof(segments, segments.map((s) => ['', ...s]));

/** What `format` must refuse, by RFC 2396 §3 and Appendix A, computed without `format`. */
function refusal(p: { scheme?: string; host?: string; userinfo?: string; port?: unknown; segments: string[]; query?: string }): string | undefined {
  const s = p.segments;
  const empty = s.length === 0 || (s.length === 1 && s[0] === '');
  const absolute = !empty && s[0] === '';
  if ((p.host === undefined || p.host === '') && (p.userinfo !== undefined || p.port !== undefined)) return 'missing-field';
  if (p.host !== undefined) return undefined;
  if (absolute && s.length > 2 && s[1] === '') return 'path-starts-with-two-slashes';
  if (empty && p.query === undefined && p.scheme !== undefined) return 'empty-scheme-specific-part';
  if (empty && p.query !== undefined && p.scheme === undefined) return 'query-without-path';
  return undefined;
}

describe('format: properties', () => {
  // Typed loosely on purpose: the types forbid userinfo or port without host, and this checks the runtime refusal too (for JavaScript callers).
  const parts = fc.record({ scheme, host, userinfo: optional, port, segments: pathSegments, query: optional, fragment: optional }, { requiredKeys: ['segments'] });

  it('refuses exactly what the grammar cannot express; otherwise the result is a URI-reference whose parts read back decoded are the parts', () => {
    fc.assert(
      fc.property(parts, (p) => {
        const expected = refusal(p);
        if (expected !== undefined) {
          expect(codeOf(() => format(p as UriParts))).toBe(expected);
          return;
        }
        const text = format(p as UriParts);
        expect(isValid(text)).toBe(true);
        const back = partsOf(text);
        // after a host, the segments are those after the "/" that ends the authority (a leading '' is that "/")
        const segments = p.host !== undefined && p.segments.length > 0 && p.segments[0] !== '' ? ['', ...p.segments] : p.segments;
        const given: Record<string, unknown> = { ...p, segments: segments.length === 1 && segments[0] === '' ? [] : segments };
        if (given.port !== undefined) given.port = String(given.port);
        for (const k of Object.keys(given)) if (given[k] === undefined) delete given[k];
        expect(back).toEqual(given);
      }),
      { seed: 2396, numRuns: 400 },
    );
  });

  it('a path string is split at "/": it reads back as the same string', () => {
    fc.assert(
      fc.property(fc.option(fc.constantFrom('s'), { nil: undefined }), value, (s, path) => {
        fc.pre(refusal({ scheme: s, segments: path.split('/') }) === undefined);
        const back = partsOf(format({ scheme: s, path }));
        expect((back.segments as string[]).join('/')).toBe(path);
      }),
      { seed: 5, numRuns: 200 },
    );
  });
});
