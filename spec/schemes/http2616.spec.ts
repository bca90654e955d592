/**
 * RFC 2616 §3.2.2 http_URL, the default reading of http (and of https, ws, wss, which take its
 * grammar). Offsets are cross-checked with the automaton compiled from grammar/rfc2396.bnf plus
 * the rule as §3.2.2 writes it.
 */
import fc from 'fast-check';
import { compileBnf } from '../../src/engine/bnf';
import { formatError, isValid, parseUrl } from '../../src';
import { runRule } from '../../src/combinators';
import { http_URL, httpURLFor } from '../../src/rfc1738/http2616';
import { bnf } from '../engine/bnf/grammars';
import { runs } from '../runs';

const oracle = compileBnf(`${bnf('rfc2396')}\nhttp_URL = "http:" "//" host [ ":" port ] [ abs_path [ "?" query ]]\n`).rules.http_URL!;

describe('http_URL (RFC 2616 §3.2.2): the AST', () => {
  it('http://example.com/search?q=a/b: a "/" in the query (RFC 2396 query = *uric)', () => {
    const r = parseUrl('http://example.com/search?q=a/b');
    expect(r.ok && r.value.url).toEqual({
      type: 'http_URL',
      span: { start: 0, end: 31 },
      text: 'http://example.com/search?q=a/b',
      host: {
        type: 'host', span: { start: 7, end: 18 }, text: 'example.com',
        hostname: {
          type: 'hostname', span: { start: 7, end: 18 }, text: 'example.com',
          domainlabels: [{ type: 'domainlabel', span: { start: 7, end: 14 }, text: 'example' }],
          toplabel: { type: 'toplabel', span: { start: 15, end: 18 }, text: 'com' },
        },
      },
      absPath: {
        type: 'abs_path', span: { start: 18, end: 25 }, text: '/search',
        pathSegments: {
          type: 'path_segments', span: { start: 19, end: 25 }, text: 'search',
          segments: [{ type: 'segment', span: { start: 19, end: 25 }, text: 'search', params: [] }],
        },
      },
      query: { type: 'query', span: { start: 26, end: 31 }, text: 'q=a/b' },
      effectivePort: 80,
    });
  });

  it('a port has its number beside its text; an empty one is null and port 80 is assumed', () => {
    const r = parseUrl('http://h:8080');
    expect(r.ok && r.value.url).toEqual({
      type: 'http_URL', span: { start: 0, end: 13 }, text: 'http://h:8080',
      host: { type: 'host', span: { start: 7, end: 8 }, text: 'h', hostname: { type: 'hostname', span: { start: 7, end: 8 }, text: 'h', domainlabels: [], toplabel: { type: 'toplabel', span: { start: 7, end: 8 }, text: 'h' } } },
      port: { type: 'port', span: { start: 9, end: 13 }, text: '8080', number: 8080 },
      effectivePort: 8080,
    });
    const empty = parseUrl('http://1.2.3.4:/');
    expect(empty.ok && [empty.value.url.port, empty.value.url.effectivePort, empty.value.url.host.IPv4address?.text]).toEqual([
      { type: 'port', span: { start: 15, end: 15 }, text: '', number: null }, 80, '1.2.3.4',
    ]);
  });

  it('a port beyond 65535 is still RFC 2396 syntax (port = *digit): its number as written, until it is no safe integer', () => {
    const big = parseUrl('http://h:70000/');
    expect(big.ok && [big.value.url.port?.number, big.value.url.effectivePort]).toEqual([70000, 70000]);
    const huge = parseUrl('http://h:99999999999999999999/');
    expect(huge.ok && [huge.value.url.port?.number, huge.value.url.effectivePort]).toEqual([null, undefined]);
  });

  it.each([
    ['http://host/~user', 'path', '/~user'],
    ['http://h/a;p/b', 'path', '/a;p/b'],
    ['http://h/?', 'query', ''],
    ['http://www.example.com./', 'host', 'www.example.com.'],
  ] as const)('%s: %s %j', (input, field, text) => {
    const r = parseUrl(input);
    if (!r.ok) throw new Error(r.error.message);
    const url = r.value.url;
    expect(field === 'path' ? url.absPath?.text : field === 'query' ? url.query?.text : url.host.text).toBe(text);
  });

  it('the fragment stays in the generic part, the scheme name matches in any case', () => {
    const r = parseUrl('HTTP://h/p#f');
    expect(r.ok && [r.value.url.text, r.value.fragment?.text]).toEqual(['HTTP://h/p', 'f']);
  });
});

// [input, offset, why]
const invalid: Array<[string, number, string]> = [
  ['http://u@h/', 8, 'no userinfo: "@" cannot follow a host'],
  ['http://u:p@h/', 9, 'no userinfo: after "u:" only a port can follow'],
  ['http://h?x', 8, 'a query needs an abs_path before it'],
  ['http://a_b/', 8, 'host is hostname | IPv4address: no reg_name'],
  ['http:///x', 7, 'host is required'],
  ['http://h:8x/', 10, 'port = *digit'],
  ['http://a.1b/', 11, 'a toplabel starts with a letter'],
  ['http://h/a?b#c#d', 14, 'a fragment has no "#"'],
  ['http://h/%zz', 10, 'an escape needs two hex digits'],
  ['http:h', 5, '"//" is required'],
];

describe.each(invalid)('%s', (input, offset, why) => {
  it(`fails at ${offset}: ${why}`, () => {
    const r = parseUrl(input);
    expect(r.ok || r.error.offset).toBe(offset);
  });
  it('the compiled BNF agrees (without the fragment, which RFC 2616 leaves to RFC 2396)', () => {
    const hash = input.indexOf('#');
    const url = hash < 0 ? input : input.slice(0, hash);
    if (hash >= 0 && offset > hash) expect(oracle.matches(url)).toBe(true); // the error is the generic parse's
    else expect([oracle.matches(url), oracle.viablePrefix(url)]).toEqual([false, offset]);
  });
});

describe('http_URL against the oracle', () => {
  const piece = fc.constantFrom('h', 'a.b', 'a.b.', '1.2.3.4', ':', ':80', '/', '/~u', '?', 'q=a/b', ';p', '%41', '@', 'x', '-', '_', '.');
  it('the same membership and error offset on generated strings', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (parts) => {
        const input = 'http://' + parts.join('');
        const r = runRule(http_URL, input);
        expect(r.ok ? input.length : r.error.offset).toBe(oracle.matches(input) ? input.length : oracle.viablePrefix(input));
      }),
      { seed: 2616, numRuns: runs(1000) },
    );
  });
});

describe('the http family: the http grammar with the scheme name swapped', () => {
  it.each([
    ['https://h/', 443],
    ['https://h:8443/', 8443],
    ['ws://h/chat', 80],
    ['wss://h/chat?x=1', 443],
  ] as const)('%s: effectivePort %i', (input, port) => {
    const r = parseUrl(input);
    expect(r.ok && [r.value.schemeName, r.value.url.type, r.value.url.effectivePort]).toEqual([input.slice(0, input.indexOf(':')), 'http_URL', port]);
  });
  it("under updates 'none' it is RFC 1738's httpurl, with the same default ports", () => {
    const r = parseUrl('wss://h/chat', { updates: 'none' });
    expect(r.ok && [r.value.schemeName, r.value.url.type, r.value.url.effectivePort]).toEqual(['wss', 'httpurl', 443]);
  });
  it('httpURLFor names the scheme in its literal', () => {
    expect(runRule(httpURLFor('ws'), 'ws://h/').ok).toBe(true);
    expect(runRule(httpURLFor('ws'), 'wss://h/')).toMatchObject({ ok: false, error: { offset: 2, expected: ['":"'] } });
  });
});

describe('which grammar judges a URI: the default, updates, generic', () => {
  it.each([
    // [input, default ('rfc2616'), 'rfc2396', 'none', generic (= isValid)]
    ['http://example.com/search?q=a/b', true, false, false, true],
    ['http://host/~user', true, true, false, true],
    ['http://u@h/', false, false, false, true],
    ['http://h:/', true, true, false, true],
    ['http://h?x', false, false, false, true],
    ['http://a_b/', false, false, false, true],
    ['ftp://u@h/~x', true, true, false, true],
    ['foo://anything@here/~', true, true, true, true],
  ] as const)('%s', (input, byDefault, rfc2396, none, generic) => {
    expect([parseUrl(input).ok, parseUrl(input, { updates: 'rfc2396' }).ok, parseUrl(input, { updates: 'none' }).ok, parseUrl(input, { generic: true }).ok]).toEqual([
      byDefault, rfc2396, none, generic,
    ]);
    expect(isValid(input)).toBe(generic);
  });

  it('generic: true gives the generic AST with schemeName null', () => {
    const r = parseUrl('http://u@h/', { generic: true });
    expect(r.ok && [r.value.schemeName, r.value.url, r.value.components]).toEqual([null, undefined, { scheme: 'http', authority: 'u@h', path: '/' }]);
  });

  it('isValid(s) is parseUrl(s, { generic: true }).ok', () => {
    const char = fc.constantFrom(...'hH:/?#@%4a1.~_[ '.split(''));
    fc.assert(
      fc.property(fc.string({ unit: char, maxLength: 14 }), (s) => {
        expect(parseUrl(s, { generic: true }).ok).toBe(isValid(s));
      }),
      { seed: 1738, numRuns: runs(500) },
    );
  });

  it('the userinfo error says why and names the way out', () => {
    const r = parseUrl('http://u@h/');
    if (r.ok) throw new Error('valid');
    expect(formatError(r.error, 'http://u@h/')).toBe(
      [
        'error[userinfo-not-allowed] at line 1, column 9 (offset 8)',
        '  http://u@h/',
        '          ^',
        'Unexpected "@" in hostname: http URLs have no userinfo ("user@") in RFC 1738 §3.3 or RFC 2616 §3.2.2; use --generic (parseUrl option generic: true) to check RFC 2396 syntax only.',
        '  expected: alphanum, "-", ".", ":", "/", "#", end of input',
        '  rule path: http_URL > host > hostname',
      ].join('\n'),
    );
  });
});
