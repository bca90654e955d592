/**
 * Invalid URLs with their error offsets, computed by hand from RFC 1738 §5 as the longest
 * viable prefix, and cross-checked with the automaton compiled from grammar/rfc1738.bnf.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { compileBnf } from '../../src/engine/bnf';
import { parseUrl } from '../../src/rfc1738-namespace';

const oracle = compileBnf(readFileSync(join(__dirname, '../../grammar/rfc1738.bnf'), 'utf8')).rules;

// [input, §5 rule, offset, why]
const cases: Array<[string, string, number, string]> = [
  ['ftp://h/a;type=x', 'ftpurl', 15, 'ftptype is one of A I D a i d'],
  ['ftp://h/a;x', 'ftpurl', 10, '";type=" is the only thing after ";"'],
  ['ftp://h:21x/', 'ftpurl', 11, '"h:21x" is no host:port but can still be user:password, so the "/" (not the "x") is where it fails'],
  ['http://h:21x/', 'httpurl', 11, 'httpurl has no login: a port is digits'],
  ['news:a@', 'newsurl', 7, 'an "@" makes an article, which needs a host'],
  ['news:*x', 'newsurl', 7, '"*" is also a uchar, so "*x" can still begin an article: the end is where it fails'],
  ['news:1abc', 'newsurl', 9, 'a group starts with a letter; only an article (with "@") can start with a digit'],
  ['nntp://h/g/12x', 'nntpurl', 13, 'an article number is digits'],
  ['nntp://h/', 'nntpurl', 9, 'the group is required'],
  ['wais://h/db/t', 'waisurl', 13, 'waisdoc needs "/" wpath after wtype'],
  ['prospero://h/p;f', 'prosperourl', 16, 'fieldspec needs "=" fieldvalue'],
  ['http://u:p@h/', 'httpurl', 9, 'httpurl has no login: after "u:" only a port can follow'],
  ['http://u@h/', 'httpurl', 8, 'httpurl has no login: "@" cannot follow a host'],
  ['http://a.1b/', 'httpurl', 11, 'the last label is a toplabel, which starts with a letter'],
  ['http://a-/', 'httpurl', 9, 'a label never ends in "-"'],
  ['http://a./', 'httpurl', 9, 'no trailing dot in RFC 1738'],
  ['http://h:/', 'httpurl', 9, 'port = digits needs a digit in RFC 1738'],
  ['http://h/a?b?c', 'httpurl', 12, 'search has no "?"'],
  ['gopher://h/1a%0', 'gopherurl', 15, 'an escape needs two hex digits'],
  ['telnet://h/x', 'telneturl', 11, 'telneturl ends with an optional "/"'],
  ['file://h', 'fileurl', 8, 'fileurl needs "/" fpath'],
  ['mailto:', 'mailtourl', 7, 'encoded822addr = 1*xchar (the generic parse reports it: RFC 2396 needs a character after ":")'],
];

describe.each(cases)('%s (%s)', (input, ruleName, offset, why) => {
  it(`fails at ${offset}: ${why}`, () => {
    const r = parseUrl(input, { updates: 'none' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.offset).toBe(offset);
  });
  it('the compiled BNF agrees', () => {
    expect(oracle[ruleName]!.matches(input)).toBe(false);
    expect(oracle[ruleName]!.viablePrefix(input)).toBe(offset);
  });
});

describe('error contents', () => {
  it('http://u@h/: the "@" found, with what could have continued the host, and why http has no userinfo', () => {
    const r = parseUrl('http://u@h/', { updates: 'none' });
    expect(r.ok || r.error).toEqual({
      offset: 8, line: 1, column: 9, found: '@', code: 'userinfo-not-allowed',
      expected: ['alphadigit', '"-"', '"."', '":"', '"/"', '"#"', 'end of input'],
      rulePath: ['httpurl', 'hostport', 'host', 'hostname'],
      message: 'Unexpected "@" in hostname: http URLs have no userinfo ("user@") in RFC 1738 §3.3 or RFC 2616 §3.2.2; use --generic (parseUrl option generic: true) to check RFC 2396 syntax only.',
    });
  });
  it('an error before a fragment is found at the "#"', () => {
    const r = parseUrl('news:a@#frag');
    expect(r.ok || r.error).toMatchObject({ offset: 7, found: '#' });
  });
});

describe("updates: 'none' (RFC 1738 as published) vs 'rfc2396' (RFC 2396 Appendix G.2–G.3)", () => {
  it('"~" is unsafe in RFC 1738 (§2.2): an error at the "~" that says to write %7E', () => {
    const r = parseUrl('http://host/~user', { updates: 'none' });
    expect(r.ok || r.error).toMatchObject({ offset: 12, found: '~', code: 'unsafe-character' });
    if (!r.ok) expect(r.error.message).toMatch(/RFC 1738 §2\.2 calls "~" unsafe.*%7E/);
    expect(parseUrl('http://host/%7Euser', { updates: 'none' }).ok).toBe(true);
  });
  it.each([
    ['http://host/~user', (v: { url: { hpath?: { hsegments: { text: string }[] } } }) => expect(v.url.hpath?.hsegments[0]!.text).toBe('~user')],
    ['ftp://h:/x', (v: { url: { effectivePort?: number } }) => expect(v.url.effectivePort).toBe(21)],
    ['http://www.example.com./', (v: { url: { hostport: { host: { text: string } } } }) => expect(v.url.hostport.host.text).toBe('www.example.com.')],
    ['http://localhost/', (v: { url: { hostport: { host: { text: string } } } }) => expect(v.url.hostport.host.text).toBe('localhost')],
  ] as const)("%s is valid under 'rfc2396'", (input, check) => {
    const r = parseUrl(input, { updates: 'rfc2396' });
    expect(r.ok).toBe(true);
    if (r.ok) (check as (v: unknown) => void)(r.value);
  });
  it("the same inputs but localhost are errors under 'none'", () => {
    expect(['http://host/~user', 'ftp://h:/x', 'http://www.example.com./'].map((u) => parseUrl(u, { updates: 'none' }).ok)).toEqual([false, false, false]);
    expect(parseUrl('http://localhost/', { updates: 'none' }).ok).toBe(true); // a single label is already a hostname in RFC 1738's BNF
  });
  it('rejects an unknown updates value', () => {
    expect(() => parseUrl('http://h/', { updates: 'rfc3986' as 'none' })).toThrow("uri-grammar: updates must be 'none', 'rfc2396', 'rfc2616', got \"rfc3986\"");
    expect(() => parseUrl('foo:x', { updates: 'rfc3986' as 'none' })).toThrow(RangeError); // whatever the scheme
    expect(() => parseUrl('http://h/', { generic: true, schemeCase: 'upper' as 'exact' })).toThrow(RangeError);
  });
  it('rejects options that are no object, as every other function of the library does', () => {
    expect(() => parseUrl('http://h/', 42 as never)).toThrow(new TypeError('uri-grammar: parseUrl options must be an object, got number'));
    expect(() => parseUrl('http://h/', null as never)).toThrow(new TypeError('uri-grammar: parseUrl options must be an object, got null'));
    expect(parseUrl('http://h/', undefined).ok).toBe(true);
  });
});

describe('regression: an error after a scheme rule that matched names that rule (telnet://h/x had no rule path)', () => {
  it('telnet://h/x: telneturl ends with [ "/" ], so nothing inside it tried to go on', () => {
    const r = parseUrl('telnet://h/x', { updates: 'none' });
    expect(r.ok || { offset: r.error.offset, expected: r.error.expected, rulePath: r.error.rulePath, message: r.error.message }).toEqual({
      offset: 11,
      expected: ['"#"', 'end of input'], // or a fragment, which is RFC 2396's
      rulePath: ['telneturl'],
      message: 'Unexpected "x" in telneturl: expected "#" or end of input.',
    });
  });

  it('every error names a rule: examples of every scheme, edited one character at a time, under every reading', () => {
    const examples = ['telnet://u:p@h:23/', 'gopher://h/1a%09b', 'news:a.b', 'news:a@b.c', 'nntp://h/g/1', 'wais://h/d?s', 'wais://h/d/t/p', 'prospero://h/a;b=c', 'mailto:a@b.c', 'file://h/a', 'ftp://u@h/a;type=d', 'http://h:80/a?q', 'urn:a:b', 'geo:1,2;u=3', 'tag:a.b,2001:x', 'data:,a', 'x:y', '/a/b?c#d'];
    const edits = [...'/?#;:@&=+$,-_.!~*()%a0 [<|'];
    const unnamed: string[] = [];
    let errors = 0;
    for (const example of examples) {
      for (let at = 0; at <= example.length; at++) {
        for (const c of edits) {
          const input = example.slice(0, at) + c + example.slice(at);
          for (const updates of ['none', 'rfc2396', 'rfc2616'] as const) {
            const r = parseUrl(input, { updates });
            if (r.ok) continue;
            errors++;
            if (r.error.rulePath.length === 0) unnamed.push(`${input} (${updates})`);
          }
        }
      }
    }
    expect(unnamed).toEqual([]);
    expect(errors).toBeGreaterThan(5000);
  });
});
