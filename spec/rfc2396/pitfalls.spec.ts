import { parse, parseUriReference, UriReference } from '../../src';

/** The authority node of a parsed `scheme://authority...` input. */
function authorityOf(input: string) {
  const r = parseUriReference(input);
  if (!r.ok) throw new Error(`${input}: ${r.error.message}`);
  return r.value.absoluteURI?.hierPart?.netPath?.authority;
}

function ok(ref: ReturnType<typeof parseUriReference>): UriReference {
  if (!ref.ok) throw new Error(ref.error.message);
  return ref.value;
}

describe('GUIDE PEG pitfalls 1–8 (RFC 2396 Appendix A read as a grammar, not as PEG)', () => {
  describe('1. hostname = *( domainlabel "." ) toplabel [ "." ]', () => {
    it('keeps the last label as toplabel, with a trailing dot', () => {
      expect(parse('hostname', 'a.b.com.')).toEqual({
        ok: true,
        value: {
          type: 'hostname',
          span: { start: 0, end: 8 },
          text: 'a.b.com.',
          domainlabels: [
            { type: 'domainlabel', span: { start: 0, end: 1 }, text: 'a' },
            { type: 'domainlabel', span: { start: 2, end: 3 }, text: 'b' },
          ],
          toplabel: { type: 'toplabel', span: { start: 4, end: 7 }, text: 'com' },
        },
      });
    });
    it('http://a.b.com./ has a server whose host is a hostname', () => {
      expect(authorityOf('http://a.b.com./')?.server?.hostport?.host.hostname?.text).toBe('a.b.com.');
    });
    it.each(['a.1b', '1b', 'a..b', '.a', 'a.b..', 'a.-b'])('%j is not a hostname', (s) => {
      expect(parse('hostname', s).ok).toBe(false);
    });
    it.each(['a', 'a.b', 'a1.b2', 'x.y.z.', '1.a', '1-2.a-3'])('%j is a hostname', (s) => {
      expect(parse('hostname', s).ok).toBe(true);
    });
    it('a.1b in an authority is a reg_name', () => {
      expect(authorityOf('http://a.1b/')?.regName?.text).toBe('a.1b');
    });
  });

  describe('2. domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum', () => {
    it.each(['a', 'ab', 'a-b', 'a--b', '1-2'])('%j is a domainlabel', (s) => expect(parse('domainlabel', s).ok).toBe(true));
    it.each(['a-', '-a', '-', ''])('%j is not a domainlabel', (s) => expect(parse('domainlabel', s).ok).toBe(false));
    it.each(['a', 'a-1', 'ab'])('%j is a toplabel', (s) => expect(parse('toplabel', s).ok).toBe(true));
    it.each(['1a', 'a-', '-a'])('%j is not a toplabel', (s) => expect(parse('toplabel', s).ok).toBe(false));
    it('a label never ends in "-": http://a-.b/ is a reg_name', () => {
      expect(authorityOf('http://a-.b/')?.regName?.text).toBe('a-.b');
    });
  });

  describe('3. authority = server | reg_name: a server only when it spans the whole authority', () => {
    it.each([
      ['http://a:b/', 'a:b'],
      ['http://1.2.3.4a/', '1.2.3.4a'],
      ['http://a_b/', 'a_b'],
      ['http://a@b@c/', 'a@b@c'],
      ['http://a:80:90/', 'a:80:90'],
      ['http://%41/', '%41'],
    ])('%s has the reg_name %j', (input, regName) => {
      expect(authorityOf(input)?.regName?.text).toBe(regName);
      expect(authorityOf(input)?.server).toBeUndefined();
    });
    it('a server with userinfo, IPv4 host and port', () => {
      expect(authorityOf('http://u;x:p@1.2.3.4:8080/')).toEqual({
        type: 'authority',
        span: { start: 7, end: 25 },
        text: 'u;x:p@1.2.3.4:8080',
        server: {
          type: 'server',
          span: { start: 7, end: 25 },
          text: 'u;x:p@1.2.3.4:8080',
          userinfo: { type: 'userinfo', span: { start: 7, end: 12 }, text: 'u;x:p' },
          hostport: {
            type: 'hostport',
            span: { start: 13, end: 25 },
            text: '1.2.3.4:8080',
            host: {
              type: 'host',
              span: { start: 13, end: 20 },
              text: '1.2.3.4',
              IPv4address: { type: 'IPv4address', span: { start: 13, end: 20 }, text: '1.2.3.4' },
            },
            port: { type: 'port', span: { start: 21, end: 25 }, text: '8080' },
          },
        },
      });
    });
    it('1.2.3.4.com is a hostname, not an IPv4address', () => {
      expect(authorityOf('http://1.2.3.4.com/')?.server?.hostport?.host.hostname?.toplabel.text).toBe('com');
    });
  });

  describe('4. "//" always starts an authority (§4.3)', () => {
    it('file:///etc has an empty server and the path /etc', () => {
      const hier = ok(parseUriReference('file:///etc')).absoluteURI!.hierPart!;
      expect(hier.netPath?.authority).toEqual({
        type: 'authority',
        span: { start: 7, end: 7 },
        text: '',
        server: { type: 'server', span: { start: 7, end: 7 }, text: '' },
      });
      expect(hier.netPath?.absPath?.text).toBe('/etc');
    });
    it('//g is a net_path even as a relative reference', () => {
      expect(ok(parseUriReference('//g')).relativeURI?.netPath?.authority.text).toBe('g');
    });
  });

  describe('5. absoluteURI needs a character after the colon', () => {
    it('http: is not a URI', () => {
      const r = parseUriReference('http:');
      expect(r.ok || r.error.code).toBe('empty-scheme-specific-part');
    });
    it('http:/ is', () => expect(parseUriReference('http:/').ok).toBe(true));
  });

  describe('6. scheme starts with a letter; rel_segment has no ":"', () => {
    it('this:that is absolute, with an opaque_part', () => {
      const v = ok(parseUriReference('this:that'));
      expect(v.absoluteURI?.scheme.text).toBe('this');
      expect(v.absoluteURI?.opaquePart?.text).toBe('that');
    });
    it('./this:that is relative', () => {
      expect(ok(parseUriReference('./this:that')).relativeURI?.relPath?.text).toBe('./this:that');
    });
    it('1a:b is invalid at the colon', () => {
      const r = parseUriReference('1a:b');
      expect(r.ok ? null : [r.error.offset, r.error.code]).toEqual([2, 'colon-in-first-segment']);
    });
  });

  describe('7. fragment and query are *uric: no "#" inside', () => {
    it('a#b#c is invalid at the second "#"', () => {
      const r = parseUriReference('a#b#c');
      expect(r.ok ? null : [r.error.offset, r.error.code]).toEqual([3, 'second-number-sign']);
    });
    it('a query may contain "?" and "/"', () => {
      expect(ok(parseUriReference('a?b?c/d')).relativeURI?.query?.text).toBe('b?c/d');
    });
  });

  describe('8. IPv4address has no range check; port may be empty', () => {
    it('999.999.999.999 is an IPv4address', () => expect(parse('IPv4address', '999.999.999.999').ok).toBe(true));
    it('//a:/ has an empty port', () => {
      const port = ok(parseUriReference('//a:/')).relativeURI?.netPath?.authority.server?.hostport?.port;
      expect(port).toEqual({ type: 'port', span: { start: 4, end: 4 }, text: '' });
    });
    it('no port is undefined, not empty (§5.2)', () => {
      expect(ok(parseUriReference('//a/')).relativeURI?.netPath?.authority.server?.hostport?.port).toBeUndefined();
    });
  });

  it('http://[::1]/ is invalid: RFC 2396 has no IPv6 literal', () => {
    const r = parseUriReference('http://[::1]/');
    expect(r.ok ? null : [r.error.offset, r.error.code]).toEqual([7, 'illegal-character']);
  });
});
