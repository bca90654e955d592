import fc from 'fast-check';
import { components, parseUriReference } from '../../src';
import { equivalence, equivalent, normalize } from '../../src/resolver';
import { absoluteUri } from './arbitraries';
import { runs } from '../runs';

describe('normalize (RFC 2396 §6, §2.4.2)', () => {
  it.each([
    // [input, normal form, rule]
    ['HTTP://www.XEROX.com/', 'http://www.xerox.com/', '§6: scheme and hostname are case-insensitive'],
    ['http://www.XEROX.com', 'http://www.xerox.com', '§6 example; no "/" is added to an empty path'],
    ['http://a:80/', 'http://a/', '§6: the default port is elided'],
    ['http://a:080/', 'http://a/', '§6: the port 080 is the default port 80'],
    ['http://a:/', 'http://a/', '§3.2.2: an empty port is no port'],
    ['foo://a:/', 'foo://a/', '§3.2.2: an empty port is no port, whatever the scheme'],
    ['http://a:8080/', 'http://a:8080/', 'another port stays'],
    ['ftp://a:21/x', 'ftp://a/x', 'RFC 1738 §3.2: ftp 21'],
    ['ftp://a:80/x', 'ftp://a:80/x', '80 is not ftp\'s default'],
    ['gopher://a:70/', 'gopher://a/', 'RFC 1738 §3.4: gopher 70'],
    ['nntp://a:119/g/1', 'nntp://a/g/1', 'RFC 1738 §3.7: nntp 119'],
    ['telnet://a:23/', 'telnet://a/', 'RFC 1738 §3.8: telnet 23'],
    ['wais://a:210/d', 'wais://a/d', 'RFC 1738 §3.9: wais 210'],
    ['prospero://a:1525/p', 'prospero://a/p', 'RFC 1738 §3.11: prospero 1525'],
    ['foo://a:80/', 'foo://a:80/', 'an unregistered scheme has no default port'],
    ['//A.COM:80/', '//a.com:80/', 'a network-path reference has no scheme, hence no default port'],
    ['http://1.2.3.4:80/', 'http://1.2.3.4/', 'IPv4address host'],
    ['http://a/%7e', 'http://a/~', '§2.4.2: "%7e" is "~" in an http path'],
    ['http://a/%41%42c', 'http://a/ABc', '§2.3: escapes of unreserved characters decoded'],
    ['http://a/%2f', 'http://a/%2F', '§2.2: a reserved "/" stays escaped; hex upper-cased'],
    ['http://a/%3b%3A%3f', 'http://a/%3B%3A%3F', '§2.2: reserved ";" ":" "?" stay escaped'],
    ['http://a/%25', 'http://a/%25', '§2.4.2: "%" stays escaped'],
    ['http://a/%2541', 'http://a/%2541', '§2.4.2: never unescape twice'],
    ['http://a/%c3%a9', 'http://a/%C3%A9', 'non-ASCII octets stay escaped'],
    ['http://a/%2E%2E/b', 'http://a/%2E%2E/b', 'never decoded into a ".." segment'],
    ['http://a/%2e/b', 'http://a/%2E/b', 'never decoded into a "." segment'],
    ['http://a/.%2e/b', 'http://a/.%2E/b', 'never decoded into a ".." segment'],
    ['http://a/%2Ex/%2E%2E%2E', 'http://a/.x/...', 'other segments with "." are decoded'],
    ['http://a/%2E%2E;p', 'http://a/..;p', '"..;p" is not a dot-segment'],
    ['http://a/B/C', 'http://a/B/C', 'the path keeps its case'],
    ['http://a/./g/../h', 'http://a/./g/../h', 'dot-segments stay (§5.2 removes them only when resolving)'],
    ['http://a%40b@c/', 'http://a%40b@c/', '"%40" in userinfo stays escaped: the host is still c'],
    ['http://A%7eB@C/', 'http://A~B@c/', 'userinfo: unreserved decoded, case kept'],
    ['http://@a/', 'http://@a/', 'an empty userinfo is kept'],
    ['http://a_B%7e/', 'http://a_B%7E/', '§3.2.1: a reg_name is kept (escapes not decoded, case kept)'],
    ['http://%41/', 'http://%41/', '§3.2.1: decoding would turn the reg_name into a hostname'],
    ['file:///etc', 'file:///etc', 'an empty authority'],
    ['http://a/?%7e%41%2f', 'http://a/?%7E%41%2F', '§3.4: query escapes are data; hex upper-cased'],
    ['http://a/#%7e', 'http://a/#%7E', '§4.1: fragment escapes are data; hex upper-cased'],
    ['http://a/?', 'http://a/?', 'an empty query stays defined'],
    ['MAILTO:%7eX@Y', 'mailto:%7EX@Y', 'an opaque part is kept (hex upper-cased)'],
    ['mailto:a?b=%7e', 'mailto:a?b=%7E', 'an opaque part with a "?"'],
    ['g/%7e/../%2E', 'g/~/../%2E', 'a relative path: decoded the same way'],
  ])('%s → %s (%s)', (input, want) => {
    expect(normalize(input)).toEqual({ ok: true, value: want });
  });

  it('keeps the host of http://a%40b@c/ as c (decoding "%40" would change it)', () => {
    const r = normalize('http://a%40b@c/');
    if (!r.ok) throw new Error(r.error.message);
    const ast = parseUriReference(r.value);
    expect(ast.ok && ast.value.absoluteURI!.hierPart!.netPath!.authority.server!.hostport!.host.text).toBe('c');
  });

  describe('removeDotSegments (an explicit option)', () => {
    it.each([
      ['http://a/./g/../h', 'keep', 'http://a/h'],
      ['http://a/b/c/.', 'keep', 'http://a/b/c/'],
      ['http://a/b/..', 'keep', 'http://a/'],
      ['http://a/b/../../g', 'keep', 'http://a/../g'],
      ['http://a/b/../../g', 'remove', 'http://a/g'],
      ['http://a/a/%2E%2E/b', 'keep', 'http://a/a/%2E%2E/b'],
      ['http://a/a/%2e%2e/../b', 'keep', 'http://a/a/b'],
      ['g/../h', 'keep', 'g/../h'], // a relative path keeps its dot-segments (they are resolved against a base)
    ] as const)('%s (%s) → %s', (input, dotSegmentsAboveRoot, want) => {
      expect(normalize(input, { removeDotSegments: true, dotSegmentsAboveRoot })).toEqual({ ok: true, value: want });
    });

    it('reports ".." above the root with dotSegmentsAboveRoot error', () => {
      expect(normalize('http://a/b/../../g', { removeDotSegments: true, dotSegmentsAboveRoot: 'error' })).toEqual({
        ok: false,
        error: { code: 'above-root', argument: 'uri', offset: 14, input: 'http://a/b/../../g', message: expect.any(String) },
      });
    });
  });

  it('gives a syntax error naming the uri, and a TypeError for non-strings', () => {
    expect(normalize('http://a/%zz')).toEqual({ ok: false, error: expect.objectContaining({ code: 'syntax', argument: 'uri', offset: 10 }) });
    expect(() => normalize(7 as never)).toThrow(TypeError);
  });

  it('is idempotent (fast-check)', () => {
    for (const options of [{}, { removeDotSegments: true }, { removeDotSegments: true, dotSegmentsAboveRoot: 'remove' as const }]) {
      fc.assert(
        fc.property(absoluteUri, (uri) => {
          const once = normalize(uri, options);
          if (!once.ok) return once.error.code === 'unrepresentable';
          expect(normalize(once.value, options)).toEqual(once);
          // normalizing changes no component boundary: the same components are defined
          const a = parseUriReference(uri);
          const b = parseUriReference(once.value);
          expect(a.ok && b.ok && Object.keys(components(b.value)).sort()).toEqual(a.ok && Object.keys(components(a.value)).sort());
          return true;
        }),
        { seed: 2396, numRuns: runs(2000) },
      );
    }
  });
});

describe('equivalent (RFC 2396 §6)', () => {
  it.each([
    ['http://a:80/', 'http://a/'],
    ['http://a:/', 'http://a/'],
    ['HTTP://A/', 'http://a/'],
    ['http://www.XEROX.com', 'http://www.xerox.com'],
    ['http://a/%7e', 'http://a/~'],
    ['http://a/%7E', 'http://a/%7e'],
    ['http://a/%2f', 'http://a/%2F'],
    ['ftp://a:21/', 'FTP://A/'],
    ['https://a:443/', 'https://a/'], // RFC 2818 §2.3
    ['ws://a:80/chat', 'WS://A/chat'], // RFC 6455 §3
    ['wss://a:443/', 'wss://a/'],
    ['http://a:0080/', 'http://a/'], // port = *digit: 0080 is 80
  ])('%s ≡ %s', (a, b) => {
    expect(equivalent(a, b)).toBe(true);
    expect(equivalent(b, a)).toBe(true);
  });

  it.each([
    ['http://a/%2F', 'http://a//', 'an escaped "/" is data, not a delimiter (§2.4.2)'],
    ['http://a/b', 'http://a/b/', 'a trailing "/" is another path'],
    ['http://a', 'http://a/', 'RFC 2396 does not make an empty path "/"'],
    ['http://a/a/%2E%2E/b', 'http://a/b', '"%2E%2E" is not a ".." segment'],
    ['/a/%2E%2E/b', '/b', '"%2E%2E" is not a ".." segment (relative)'],
    ['http://a%40b@c/', 'http://a@b@c/', 'host c versus the reg_name a@b@c'],
    ['http://a%40b@c/', 'http://a%40b/', 'host c versus host a%40b'],
    ['http://a/B', 'http://a/b', 'paths are case-sensitive'],
    ['http://U@a/', 'http://u@a/', 'userinfo is case-sensitive'],
    ['http://a:8080/', 'http://a/', 'not the default port'],
    ['http://a/?%7e', 'http://a/?~', 'query escapes are data'],
    ['http://a/?', 'http://a/', 'an empty query is not an undefined one'],
    ['http://a/#', 'http://a/', 'an empty fragment is not an undefined one'],
    ['http://a/./b', 'http://a/b', 'dot-segments stay without removeDotSegments'],
    ['https://a:80/', 'https://a/', "80 is http's default port, not https's"],
    ['http://a:443/', 'https://a/', 'another scheme'],
  ])('%s ≢ %s (%s)', (a, b) => {
    expect(equivalent(a, b)).toBe(false);
  });

  it('with removeDotSegments, dot-segments are resolved but "%2E%2E" is still not ".."', () => {
    expect(equivalent('http://a/./b', 'http://a/b', { removeDotSegments: true })).toBe(true);
    expect(equivalent('http://a/a/%2E%2E/b', 'http://a/b', { removeDotSegments: true })).toBe(false);
  });

  it('is a boolean, so it can be tested directly', () => {
    const taken: string[] = [];
    if (equivalent('http://a/b', 'http://a/c')) taken.push('different paths');
    if (equivalent('http://a:80/', 'HTTP://A/')) taken.push('same normal form');
    expect(taken).toEqual(['same normal form']);
  });

  it('is false when an argument is not a URI reference; a TypeError when it is no string', () => {
    expect(equivalent('http://a/', 'ht tp:')).toBe(false);
    expect(equivalent('a b', 'a b')).toBe(false);
    expect(() => equivalent('http://a/', null as never)).toThrow(TypeError);
    expect(() => equivalent(42 as never, 'http://a/')).toThrow(TypeError);
  });
});

describe('equivalence: the comparison with its reasons', () => {
  it('gives both normal forms', () => {
    expect(equivalence('HTTP://A:80/%7Ex', 'http://a/~x')).toEqual({ ok: true, value: { equivalent: true, normal: ['http://a/~x', 'http://a/~x'] } });
    expect(equivalence('https://a:443/b', 'https://a/b/')).toEqual({ ok: true, value: { equivalent: false, normal: ['https://a/b', 'https://a/b/'] } });
  });

  it('names the argument that is not a URI reference', () => {
    expect(equivalence('http://a/', 'ht tp:')).toEqual({ ok: false, error: expect.objectContaining({ code: 'syntax', argument: 'b', offset: 2 }) });
    expect(equivalence('a b', 'http://a/')).toEqual({ ok: false, error: expect.objectContaining({ code: 'syntax', argument: 'a', offset: 1 }) });
    expect(() => equivalence('http://a/', null as never)).toThrow(TypeError);
  });

  it('agrees with equivalent on generated references', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aA:/?#%7eE@.8'.split('')), maxLength: 16 }), fc.string({ unit: fc.constantFrom(...'aA:/?#%7eE@.8'.split('')), maxLength: 16 }), (a, b) => {
        const r = equivalence('http://' + a, 'http://' + b);
        expect(equivalent('http://' + a, 'http://' + b)).toBe(r.ok && r.value.equivalent);
      }),
      { numRuns: 300 },
    );
  });
});
