/** Every URL example of RFC 1738 §3 and its Appendix, and the scheme examples of RFC 2396 §1.3, verbatim. */
import { AnyUrl, SchemeAsts, parseUrl } from '../../src/rfc1738-namespace';

function ok<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Narrows a result for a `string` input (the type of it.each rows) to the scheme's AST. */
function as<S extends keyof SchemeAsts>(scheme: S, v: AnyUrl): SchemeAsts[S] {
  if (v.schemeName !== scheme) throw new Error(`not a ${scheme} URL`);
  return v.url as SchemeAsts[S];
}

describe('RFC 1738 §3.1: absent vs empty user and password', () => {
  it('<URL:ftp://@host.com/> has an empty user name and no password', () => {
    const { url } = ok(parseUrl('ftp://@host.com/'));
    expect(url.login.user).toEqual({ type: 'user', span: { start: 6, end: 6 }, text: '', decoded: '' });
    expect(url.login.password).toBeUndefined();
  });
  it('<URL:ftp://host.com/> has no user name', () => {
    const { url } = ok(parseUrl('ftp://host.com/'));
    expect(url.login.user).toBeUndefined();
    expect(url.login.password).toBeUndefined();
    expect(url.login.hostport.host.text).toBe('host.com');
  });
  it('<URL:ftp://foo:@host.com/> has a user name of "foo" and an empty password', () => {
    const { url } = ok(parseUrl('ftp://foo:@host.com/'));
    expect(url.login.user).toEqual({ type: 'user', span: { start: 6, end: 9 }, text: 'foo', decoded: 'foo' });
    expect(url.login.password).toEqual({ type: 'password', span: { start: 10, end: 10 }, text: '', decoded: '' });
  });
});

describe('RFC 1738 §3.2.2: FTP url-path', () => {
  it.each([
    // [url, user, cwd, name]
    ['ftp://myname@host.dom/%2Fetc/motd', 'myname', ['/etc'], 'motd'],
    ['ftp://myname@host.dom/etc/motd', 'myname', ['etc'], 'motd'],
    ['ftp://myname@host.dom//etc/motd', 'myname', ['', 'etc'], 'motd'],
  ])('%s → CWD %j, RETR', (input, user, cwd, name) => {
    const url = as('ftp', ok(parseUrl(input)));
    expect(url.login.user?.decoded).toBe(user);
    expect(url.login.hostport.host.text).toBe('host.dom');
    expect(url.cwd).toEqual(cwd);
    expect(url.name).toBe(name);
    expect(url.typecode).toBeUndefined();
    expect(url.effectivePort).toBe(21);
  });
  it('the fsegments keep raw text beside the decoded value, with spans', () => {
    const { url } = ok(parseUrl('ftp://myname@host.dom/%2Fetc/motd'));
    expect(url.fpath).toEqual({
      type: 'fpath',
      span: { start: 22, end: 33 },
      text: '%2Fetc/motd',
      fsegments: [
        { type: 'fsegment', span: { start: 22, end: 28 }, text: '%2Fetc', decoded: '/etc' },
        { type: 'fsegment', span: { start: 29, end: 33 }, text: 'motd', decoded: 'motd' },
      ],
    });
  });
});

describe('RFC 1738 §3.6: news', () => {
  it('<URL:news:*> refers to all available news groups', () => {
    const { url } = ok(parseUrl('news:*'));
    expect(url).toEqual({ type: 'newsurl', span: { start: 0, end: 6 }, text: 'news:*', grouppart: { type: 'grouppart', span: { start: 5, end: 6 }, text: '*', kind: 'all' } });
  });
  it('"comp.infosystems.www.misc" is a newsgroup name', () => {
    const { url } = ok(parseUrl('news:comp.infosystems.www.misc'));
    expect(url.grouppart).toMatchObject({ kind: 'group', group: { type: 'group', text: 'comp.infosystems.www.misc', span: { start: 5, end: 30 } } });
  });
});

describe('RFC 1738 §3.10: file', () => {
  it('<URL:file://vms.host.edu/disk$user/my/notes/note12345.txt>', () => {
    const { url } = ok(parseUrl('file://vms.host.edu/disk$user/my/notes/note12345.txt'));
    expect(url.host?.text).toBe('vms.host.edu');
    expect(url.machine).toEqual({ kind: 'host', name: 'vms.host.edu' });
    expect(url.path).toEqual(['disk$user', 'my', 'notes', 'note12345.txt']);
  });
  it.each(['file:///etc/motd', 'file://localhost/etc/motd'])('%s: the empty host and "localhost" both mean this machine (GUIDE 13)', (input) => {
    const url = as('file', ok(parseUrl(input)));
    expect(url.machine).toEqual({ kind: 'this-machine' });
    expect(url.path).toEqual(['etc', 'motd']);
  });
});

describe('RFC 1738 §3.11: prospero', () => {
  it('<URL:prospero://host.dom//pros/name> designates the hsoname "/pros/name"', () => {
    const { url } = ok(parseUrl('prospero://host.dom//pros/name'));
    expect(url.hsoname).toBe('/pros/name');
    expect(url.fields).toEqual([]);
    expect(url.effectivePort).toBe(1525);
  });
});

describe('RFC 1738 Appendix (whitespace of the line breaks removed, as the Appendix says)', () => {
  it('<URL:ftp://info.cern.ch/pub/www/doc;type=d>', () => {
    const { url } = ok(parseUrl('ftp://info.cern.ch/pub/www/doc;type=d'));
    expect(url.cwd).toEqual(['pub', 'www']);
    expect(url.name).toBe('doc');
    expect(url.typecode).toBe('d');
    expect(url.ftptype).toEqual({ type: 'ftptype', span: { start: 36, end: 37 }, text: 'd' });
  });
  it('<URL:ftp://ds.internic.net/rfc>', () => {
    const { url } = ok(parseUrl('ftp://ds.internic.net/rfc'));
    expect(url.cwd).toEqual([]);
    expect(url.name).toBe('rfc');
  });
  it('<URL:http://ds.internic.net/instructions/overview.html#WARNING>: the fragment stays generic', () => {
    const v = ok(parseUrl('http://ds.internic.net/instructions/overview.html#WARNING', { updates: 'none' }));
    expect(v.schemeName).toBe('http');
    expect(v.fragment?.text).toBe('WARNING');
    expect(v.url.text).toBe('http://ds.internic.net/instructions/overview.html');
    expect(v.url.hpath?.hsegments.map((s) => s.text)).toEqual(['instructions', 'overview.html']);
    expect(v.url.search).toBeUndefined();
    expect(v.url.effectivePort).toBe(80);
  });
});

describe('RFC 2396 §1.3 scheme examples', () => {
  it('ftp://ftp.is.co.za/rfc/rfc1808.txt', () => {
    const v = ok(parseUrl('ftp://ftp.is.co.za/rfc/rfc1808.txt'));
    expect(v.components).toEqual({ scheme: 'ftp', authority: 'ftp.is.co.za', path: '/rfc/rfc1808.txt' });
    expect(v.url).toMatchObject({ cwd: ['rfc'], name: 'rfc1808.txt', typecode: undefined, effectivePort: 21 });
  });
  it('gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles', () => {
    const { url } = ok(parseUrl('gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles'));
    expect(url.gtype).toEqual({ type: 'gtype', span: { start: 33, end: 34 }, text: '0', decoded: '0' });
    expect(url.selector).toEqual({ type: 'selector', span: { start: 34, end: 68 }, text: '0/Weather/California/Los%20Angeles', decoded: '0/Weather/California/Los Angeles' });
    expect(url.search).toBeUndefined();
    expect(url.gophertype).toBe('0');
    expect(url.effectivePort).toBe(70);
  });
  it('http://www.math.uio.no/faq/compression-faq/part1.html', () => {
    const { url } = ok(parseUrl('http://www.math.uio.no/faq/compression-faq/part1.html', { updates: 'none' }));
    expect(url.hostport.host.hostname?.domainlabels.map((l) => l.text)).toEqual(['www', 'math', 'uio']);
    expect(url.hostport.host.hostname?.toplabel.text).toBe('no');
    expect(url.hpath?.hsegments.map((s) => s.decoded)).toEqual(['faq', 'compression-faq', 'part1.html']);
  });
  it('mailto:mduerst@ifi.unizh.ch', () => {
    const { url } = ok(parseUrl('mailto:mduerst@ifi.unizh.ch'));
    expect(url).toEqual({
      type: 'mailtourl',
      span: { start: 0, end: 27 },
      text: 'mailto:mduerst@ifi.unizh.ch',
      encoded822addr: { type: 'encoded822addr', span: { start: 7, end: 27 }, text: 'mduerst@ifi.unizh.ch', decoded: 'mduerst@ifi.unizh.ch' },
      address: 'mduerst@ifi.unizh.ch',
    });
  });
  it('news:comp.infosystems.www.servers.unix', () => {
    const { url } = ok(parseUrl('news:comp.infosystems.www.servers.unix'));
    expect(url.grouppart.kind).toBe('group');
  });
  it('telnet://melvyl.ucop.edu/', () => {
    const { url } = ok(parseUrl('telnet://melvyl.ucop.edu/'));
    expect(url.login.user).toBeUndefined();
    expect(url.login.hostport.port).toBeUndefined();
    expect(url.login.hostport.text).toBe('melvyl.ucop.edu');
    expect(url.effectivePort).toBe(23);
  });
});

describe('the other §3 forms', () => {
  it('gopher: an empty gopher-path means gophertype "1" (§3.4.1), with or without the "/"', () => {
    expect(ok(parseUrl('gopher://h')).url.gophertype).toBe('1');
    expect(ok(parseUrl('gopher://h/')).url.gtype).toBeUndefined();
  });
  it('gopher: the first %09 ends the selector, the second the search (GUIDE 10, §3.4.2–3.4.3)', () => {
    const { url } = ok(parseUrl('gopher://h:7070/7search%09foo%20bar%09!+ABSTRACT%20+SMELL'));
    expect(url.selector?.decoded).toBe('search');
    expect(url.search?.decoded).toBe('foo bar');
    expect(url.gopherPlusString?.decoded).toBe('!+ABSTRACT +SMELL');
    expect(url.effectivePort).toBe(7070);
  });
  it('news: an "@" makes an article, whose message-id is unique@host (GUIDE 11)', () => {
    const { url } = ok(parseUrl('news:abc@host.dom'));
    expect(url.grouppart).toMatchObject({ kind: 'article', article: { messageId: 'abc@host.dom', host: { text: 'host.dom' } } });
  });
  it('nntp: host, port, group, article number (§3.7)', () => {
    const { url } = ok(parseUrl('nntp://news.dom:1119/comp.lang/42'));
    expect(url).toMatchObject({ group: { text: 'comp.lang' }, articleNumber: 42, effectivePort: 1119 });
    expect(ok(parseUrl('nntp://news.dom/comp.lang')).url).toMatchObject({ articleNumber: undefined, effectivePort: 119 });
  });
  it('telnet: user and password (§3.8)', () => {
    const { url } = ok(parseUrl('telnet://guest:sec%40ret@h:2323'));
    expect(url.login.user?.decoded).toBe('guest');
    expect(url.login.password?.decoded).toBe('sec@ret');
    expect(url.effectivePort).toBe(2323);
  });
  it.each([
    ['wais://h/db', 'waisdatabase', {}],
    ['wais://h/db?dogs%20cats', 'waisindex', { search: { decoded: 'dogs cats' } }],
    ['wais://h:2100/db/TEXT/doc%2Did', 'waisdoc', { wtype: { text: 'TEXT' }, wpath: { decoded: 'doc-id' }, effectivePort: 2100 }],
  ])('wais %s is a %s (§3.9)', (input, type, fields) => {
    expect(as('wais', ok(parseUrl(input)))).toMatchObject({ type, database: { text: 'db' }, ...fields });
  });
  it('schemes are case-insensitive (§2.1)', () => {
    expect(ok(parseUrl('FTP://h/x')).schemeName).toBe('ftp');
  });
  it('an unregistered scheme gives the generic AST', () => {
    const v = ok(parseUrl('foo://a/b'));
    expect(v.schemeName).toBeNull();
    expect(v.url).toBeUndefined();
    expect(v.components).toEqual({ scheme: 'foo', authority: 'a', path: '/b' });
  });
});
