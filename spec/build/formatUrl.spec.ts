import type { Httpurl } from '../../src/rfc1738/http';
import fc from 'fast-check';
import { UriBuildError, UrlFields, UrlScheme, formatUrl, isValid, parseUrl, unescape } from '../../src';
import type { Hostport, Login } from '../../src/rfc1738-namespace';
import { nonEmptyValue, value } from './arbitraries';

type Text = { text: string };
const u = (node: Text | undefined): string | undefined => (node === undefined ? undefined : unescape(node.text));

function hostportOf(hp: Hostport): Record<string, unknown> {
  return { host: hp.host.text, ...(hp.port ? { port: hp.port.text } : {}) };
}
function loginOf(l: Login): Record<string, unknown> {
  return { ...(l.user ? { user: u(l.user) } : {}), ...(l.password ? { password: u(l.password) } : {}), ...hostportOf(l.hostport) };
}
function defined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/** The decoded fields of `text`, read back from the tree `parseUrl` gives (node texts through `unescape`). */
function fieldsOf(text: string): Record<string, unknown> {
  const r = parseUrl(text, { updates: 'rfc2396' });
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  const v = r.value;
  switch (v.schemeName) {
    case 'ftp':
      return defined({ ...loginOf(v.url.login), segments: v.url.fpath?.fsegments.map(u), typecode: v.url.typecode });
    case 'http': {
      const url = v.url as Httpurl; // updates 'rfc2396': the RFC 1738 tree
      return defined({ ...hostportOf(url.hostport), segments: url.hpath?.hsegments.map(u), search: u(url.search) });
    }
    case 'gopher':
      return defined({ ...hostportOf(v.url.hostport), gtype: u(v.url.gtype), selector: u(v.url.selector), search: u(v.url.search), gopherPlusString: u(v.url.gopherPlusString) });
    case 'mailto':
      return { address: u(v.url.encoded822addr) };
    case 'news': {
      const g = v.url.grouppart;
      return g.kind === 'all' ? { group: '*' } : g.kind === 'group' ? { group: g.group.text } : { messageId: unescape(g.article.text) };
    }
    case 'nntp':
      return defined({ ...hostportOf(v.url.hostport), group: v.url.group.text, articleNumber: v.url.digits?.text });
    case 'telnet':
      return loginOf(v.url.login);
    case 'wais': {
      const w = v.url;
      return defined({ ...hostportOf(w.hostport), database: u(w.database), ...(w.type === 'waisindex' ? { search: u(w.search) } : {}), ...(w.type === 'waisdoc' ? { wtype: u(w.wtype), wpath: u(w.wpath) } : {}) });
    }
    case 'file':
      return defined({ host: v.url.host?.text, segments: v.url.fpath.fsegments.map(u) });
    case 'prospero':
      return { ...hostportOf(v.url.hostport), hsoname: v.url.ppath.psegments.map(u).join('/'), fields: v.url.fieldspecs.map((f) => ({ name: u(f.fieldname), value: u(f.fieldvalue) })) };
    default:
      throw new Error(`not a built-in scheme: ${text}`);
  }
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

describe('formatUrl: examples (RFC 1738 §3), read back with parseUrl', () => {
  it.each<[UrlScheme, Record<string, unknown>, string, Record<string, unknown>]>([
    ['ftp', { user: 'anonymous', host: 'ftp.example.org', path: 'pub/read me.txt', typecode: 'i' }, 'ftp://anonymous@ftp.example.org/pub/read%20me.txt;type=i', { user: 'anonymous', host: 'ftp.example.org', segments: ['pub', 'read me.txt'], typecode: 'i' }],
    ['ftp', { user: 'a@b', password: 'p:w/?', host: '10.0.0.1', port: 2121 }, 'ftp://a%40b:p%3Aw%2F%3F@10.0.0.1:2121', { user: 'a@b', password: 'p:w/?', host: '10.0.0.1', port: '2121' }],
    ['ftp', { user: '', host: 'h', segments: ['', 'etc;x'] }, 'ftp://@h//etc%3Bx', { user: '', host: 'h', segments: ['', 'etc;x'] }], // §3.2.2: an empty first segment is a CWD with an empty argument
    ['ftp', { user: 'myname', host: 'host.dom', segments: ['/etc', 'motd'] }, 'ftp://myname@host.dom/%2Fetc/motd', { user: 'myname', host: 'host.dom', segments: ['/etc', 'motd'] }], // §3.2.2's example
    ['http', { host: 'example.com', path: 'search', search: 'a b;c' }, 'http://example.com/search?a%20b%3Bc', { host: 'example.com', segments: ['search'], search: 'a b;c' }],
    ['http', { host: 'example.com', port: 8080, segments: ['~joe', 'a/b'] }, 'http://example.com:8080/%7Ejoe/a%2Fb', { host: 'example.com', port: '8080', segments: ['~joe', 'a/b'] }],
    ['http', { host: 'example.com' }, 'http://example.com', { host: 'example.com' }],
    ['gopher', { host: 'gopher.example.org', gtype: '7', selector: '/search?x', search: 'cats', gopherPlusString: '+\tx' }, 'gopher://gopher.example.org/7/search%3Fx%09cats%09+%09x', { host: 'gopher.example.org', gtype: '7', selector: '/search?x', search: 'cats', gopherPlusString: '+\tx' }],
    ['gopher', { host: 'h', gtype: ' ' }, 'gopher://h/%20', { host: 'h', gtype: ' ', selector: '' }],
    ['gopher', { host: 'h' }, 'gopher://h/', { host: 'h' }],
    ['mailto', { address: 'Joe Q <joe@example.com>' }, 'mailto:Joe%20Q%20%3Cjoe@example.com%3E', { address: 'Joe Q <joe@example.com>' }],
    ['news', { group: 'comp.lang.c++' }, 'news:comp.lang.c++', { group: 'comp.lang.c++' }],
    ['news', { group: '*' }, 'news:*', { group: '*' }],
    ['news', { messageId: 'a b@c@news.example.org' }, 'news:a%20b%40c@news.example.org', { messageId: 'a b@c@news.example.org' }],
    ['nntp', { host: 'news.example.org', group: 'alt.test', articleNumber: 42 }, 'nntp://news.example.org/alt.test/42', { host: 'news.example.org', group: 'alt.test', articleNumber: '42' }],
    ['telnet', { user: 'guest', password: '', host: 'bbs.example.org', port: '23' }, 'telnet://guest:@bbs.example.org:23/', { user: 'guest', password: '', host: 'bbs.example.org', port: '23' }],
    ['wais', { host: 'wais.example.org', database: 'books', search: 'war & peace' }, 'wais://wais.example.org/books?war%20&%20peace', { host: 'wais.example.org', database: 'books', search: 'war & peace' }],
    ['wais', { host: 'w', database: 'db', wtype: 'TEXT', wpath: 'a/b&c' }, 'wais://w/db/TEXT/a%2Fb%26c', { host: 'w', database: 'db', wtype: 'TEXT', wpath: 'a/b&c' }],
    ['wais', { host: 'w', database: '' }, 'wais://w/', { host: 'w', database: '' }],
    ['file', { path: 'etc/hosts' }, 'file:///etc/hosts', { segments: ['etc', 'hosts'] }],
    ['file', { host: 'localhost', segments: ['C:', 'a b'] }, 'file://localhost/C:/a%20b', { host: 'localhost', segments: ['C:', 'a b'] }],
    ['prospero', { host: 'p.example.org', hsoname: 'a/b c', fields: [{ name: 'x', value: 'y=z' }] }, 'prospero://p.example.org/a/b%20c;x=y%3Dz', { host: 'p.example.org', hsoname: 'a/b c', fields: [{ name: 'x', value: 'y=z' }] }],
  ])('%s %j', (scheme, fields, expected, back) => {
    const text = formatUrl(scheme, fields as never);
    expect(text).toBe(expected);
    expect(isValid(text)).toBe(true);
    expect(fieldsOf(text)).toEqual(back);
  });
});

describe('formatUrl: refusals', () => {
  it.each<[string, UrlScheme, Record<string, unknown>]>([
    ['invalid-host', 'ftp', { host: 'a.b.' }], // RFC 1738 hostname: no trailing dot (pitfall 12)
    ['invalid-host', 'http', { host: 'a_b' }],
    ['invalid-host', 'news', { messageId: 'x@not a host' }],
    ['invalid-port', 'http', { host: 'h', port: '' }], // port = digits (RFC 1738)
    ['invalid-value', 'nntp', { host: 'h', group: 'a', articleNumber: -1 }],
    ['invalid-value', 'nntp', { host: 'h', group: 'a', articleNumber: '' }],
    ['missing-field', 'ftp', { host: 'h', password: 'p' }],
    ['missing-field', 'ftp', { host: 'h', typecode: 'i' }],
    ['invalid-value', 'ftp', { host: 'h', path: '', typecode: 'x' }],
    ['missing-field', 'http', { host: 'h', search: 'q' }],
    ['missing-field', 'gopher', { host: 'h', selector: 's' }],
    ['missing-field', 'gopher', { host: 'h', gtype: '1', gopherPlusString: 's' }],
    ['invalid-value', 'gopher', { host: 'h', gtype: 'é' }],
    ['invalid-value', 'gopher', { host: 'h', gtype: '12' }],
    ['tab-in-gopher-field', 'gopher', { host: 'h', gtype: '1', selector: 'a\tb' }],
    ['tab-in-gopher-field', 'gopher', { host: 'h', gtype: '7', search: '\t' }],
    ['empty-value', 'mailto', { address: '' }],
    ['invalid-value', 'news', { group: 'comp lang' }],
    ['invalid-value', 'news', { messageId: 'no-at-sign' }],
    ['invalid-value', 'nntp', { host: 'h', group: '1a' }],
    ['conflicting-fields', 'wais', { host: 'h', database: 'd', search: 's', wtype: 't', wpath: 'p' }],
    ['missing-field', 'wais', { host: 'h', database: 'd', wtype: 't' }],
    ['conflicting-fields', 'file', { path: 'a', segments: ['a'] }],
    ['invalid-scheme', 'gopher+' as UrlScheme, {}],
    ['invalid-scheme', '__proto__' as UrlScheme, {}],
  ])('%s: %s %j', (code, scheme, fields) => {
    expect(codeOf(() => formatUrl(scheme, fields as never))).toBe(code);
  });

  it('the types rule out a password without a user', () => {
    // @ts-expect-error password needs user
    expect(codeOf(() => formatUrl('ftp', { host: 'h', password: 'p' }))).toBe('missing-field');
    // @ts-expect-error a WAIS URL with a search and a document
    expect(codeOf(() => formatUrl('wais', { host: 'h', database: 'd', search: 's', wtype: 't', wpath: 'p' }))).toBe('conflicting-fields');
  });

  it('missing or mistyped fields are TypeErrors', () => {
    expect(() => formatUrl('http', {} as UrlFields['http'])).toThrow(new TypeError('uri-grammar: host is required'));
    expect(() => formatUrl('file', {})).toThrow(new TypeError('uri-grammar: file needs a path or segments'));
    expect(() => formatUrl('news', {} as UrlFields['news'])).toThrow(new TypeError('uri-grammar: news needs exactly one of group and messageId'));
    expect(() => formatUrl('ftp', null as unknown as UrlFields['ftp'])).toThrow(TypeError);
    expect(() => formatUrl('prospero', { host: 'h', hsoname: '', fields: [null] } as unknown as UrlFields['prospero'])).toThrow(TypeError);
  });
});

describe('formatUrl: properties (the result parses with parseUrl to a tree with the given values)', () => {
  const host = fc.constantFrom('example.com', 'a-1.b2', '1.2.3.4', 'localhost', 'x');
  const port = fc.option(fc.oneof(fc.integer({ min: 0, max: 65535 }), fc.stringMatching(/^[0-9]{1,5}$/)), { nil: undefined });
  const optional = fc.option(value, { nil: undefined });
  const noTab = value.filter((s) => !s.includes('\t'));
  const segments = fc.array(value, { minLength: 1, maxLength: 4 });

  const cases: { [S in UrlScheme]?: fc.Arbitrary<Record<string, unknown>> } = {
    ftp: fc.record({ user: optional, host, port, segments: fc.option(segments, { nil: undefined }) }).chain((f) =>
      fc.record({ password: f.user === undefined ? fc.constant(undefined) : optional, typecode: f.segments === undefined ? fc.constant(undefined) : fc.option(fc.constantFrom('a', 'i', 'd'), { nil: undefined }) }).map((g) => ({ ...f, ...g })),
    ),
    http: fc.record({ host, port, segments: fc.option(segments, { nil: undefined }) }).chain((f) =>
      (f.segments === undefined ? fc.constant(undefined) : optional).map((search) => ({ ...f, search })),
    ),
    gopher: fc.record({ host, port, gtype: fc.option(fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }), { nil: undefined }), selector: noTab, search: fc.option(noTab, { nil: undefined }), gopherPlusString: optional }).map((f) =>
      f.gtype === undefined ? { host: f.host, port: f.port } : { ...f, gopherPlusString: f.search === undefined ? undefined : f.gopherPlusString },
    ),
    mailto: fc.record({ address: nonEmptyValue }),
    news: fc.oneof(fc.record({ group: fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9.+_-]{0,8}$/) }), fc.record({ unique: nonEmptyValue, host }).map((f) => ({ messageId: f.unique + '@' + f.host }))),
    nntp: fc.record({ host, port, group: fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9.+_-]{0,8}$/), articleNumber: fc.option(fc.oneof(fc.nat(), fc.stringMatching(/^[0-9]{1,6}$/)), { nil: undefined }) }),
    telnet: fc.record({ user: optional, host, port }).chain((f) => (f.user === undefined ? fc.constant(f) : optional.map((password) => ({ ...f, password })))),
    wais: fc.oneof(
      fc.record({ host, port, database: value, search: optional }),
      fc.record({ host, port, database: value, wtype: value, wpath: value }),
    ),
    file: fc.record({ host: fc.option(host, { nil: undefined }), segments }),
    prospero: fc.record({ host, port, hsoname: value, fields: fc.array(fc.record({ name: value, value }), { maxLength: 3 }) }),
  };

  it.each(Object.keys(cases) as UrlScheme[])('%s', (scheme) => {
    fc.assert(
      fc.property(cases[scheme]!, (fields) => {
        const text = formatUrl(scheme, fields as never);
        expect(isValid(text)).toBe(true);
        const expected: Record<string, unknown> = defined({ ...fields, port: fields.port === undefined ? undefined : String(fields.port) });
        if (scheme === 'gopher' && expected.gtype !== undefined) expected.selector ??= '';
        if (scheme === 'nntp' && expected.articleNumber !== undefined) expected.articleNumber = String(expected.articleNumber);
        expect(fieldsOf(text)).toEqual(expected);
        // the generic RFC 2396 view agrees: a query only where the scheme has a search after "?"
        const generic = parseUrl(text);
        const query = generic.ok ? generic.value.components.query : 'not parsed';
        const search = (scheme === 'http' || scheme === 'wais') && fields.search !== undefined;
        expect(query === undefined ? undefined : unescape(query)).toBe(search ? fields.search : undefined);
        expect(generic.ok && generic.value.components.fragment).toBe(undefined);
      }),
      { seed: 1738, numRuns: 100 },
    );
  });
});
