import fc from 'fast-check';
import { LINT_CODES, LintCode, LintFinding, lint } from '../../src/lint';
import { parseUriReference, components } from '../../src/rfc2396';
import { removeDotSegmentsOfPath } from '../../src/resolver/dot-segments';
import { absoluteUri, hierarchicalUri } from '../resolver/arbitraries';
import { Node } from '../../src/combinators';
import { defineScheme, g, parseUrl } from '../../src/rfc1738-namespace';

/** A finding as lint returns it, its message checked to contain `about`. */
function f(code: LintCode, start: number, end: number, about = ''): LintFinding {
  return { code, severity: LINT_CODES[code].severity, span: { start, end }, message: expect.stringContaining(about) } as LintFinding;
}

describe('lint: RFC 2396 §7 findings, one table row per hazard', () => {
  it.each<[string, string, LintFinding[]]>([
    // §7 last paragraph; RFC 1738 §3.1 user:password
    ['§7 password', 'ftp://user:secret@ftp.example/', [f('userinfo-password', 11, 17, 'password')]],
    ['§7 empty password: no secret', 'ftp://user:@ftp.example/', []],
    ['§7 no password', 'ftp://user@ftp.example/', []],
    ['§7 password in a reg_name authority', 'http://u:pw@a_b/', [f('userinfo-password', 9, 11)]],
    // userinfo that looks like a host (§3.2.2: everything before "@" is userinfo)
    ['host-like userinfo', 'http://www.bank.example@evil.example/', [f('userinfo-looks-like-host', 7, 23, '"www.bank.example" looks like a host name, but the host is "evil.example"')]],
    ['host:port-like userinfo', 'http://bank.example:443@evil.example/', [f('userinfo-looks-like-host', 7, 23), f('userinfo-password', 20, 23)]],
    ['IPv4 userinfo', 'http://10.0.0.1@evil.example/', [f('userinfo-looks-like-host', 7, 15)]],
    ['a user name without a dot', 'http://user@h.example/', []],
    ['a number without a dot', 'http://123:xyz@h.example/', [f('userinfo-password', 11, 14)]],
    ['hex dotted userinfo', 'http://0x7f.1@h.example/', [f('userinfo-looks-like-host', 7, 13)]],
    // §7 paragraph 2: ports
    ['default port', 'http://h:80/', []],
    ['empty port is the default (§3.2.2)', 'http://h:/', []],
    ['non-default port', 'http://h:8080/', [f('non-default-port', 9, 13, 'port 8080 is not the http default (80)')]],
    ['reserved port', 'http://h:25/', [f('reserved-port', 9, 11, 'port 25 is not the http default (80) and lies in the reserved space below 1024')]],
    ['gopher to SMTP (the §7 example)', 'gopher://h:25/0x', [f('reserved-port', 11, 13)]],
    ['ftp default', 'ftp://h:21/', []],
    ['port 0 is reserved', 'telnet://h:0/', [f('reserved-port', 11, 12)]],
    ['out of range', 'http://h:65616/', [f('port-out-of-range', 9, 14, 'connects to port 80')]],
    ['unregistered scheme: no default to compare with', 'zz://h:25/', []],
    ['relative network-path: scheme unknown', '//h:25/', []],
    ['port split off a reg_name', 'http://3232235777:25/', [f('rare-ip-form', 7, 17), f('reserved-port', 18, 20)]],
    // §7 paragraph 3: escaped delimiters
    ['CR LF in an http path', 'http://h/a%0D%0AHost:x', [f('escaped-line-break', 10, 16, 'escaped %0D%0A (CR LF) in the path: unescaped before transmission it ends a line of the http URL\'s protocol (HTTP)')]],
    ['CR LF in an ftp path', 'ftp://h/a%0d%0aDELE%20x', [f('escaped-line-break', 9, 15, '%0d%0a (CR LF) in the path: unescaped before transmission it ends a line of the ftp URL\'s protocol (FTP)')]],
    ['CR LF in an http query: form data (HTML writes line breaks so)', 'http://h/?text=a%0D%0Ab', []],
    ['NUL in an http query', 'http://h/?a=%00', [f('escaped-nul', 12, 15, 'in the query')]],
    ['LF in an http path before a query', 'http://h/%0A?%0A', [f('escaped-line-break', 9, 12)]],
    ['LF in an http host (reg_name)', 'http://a%0Ab/', [f('escaped-line-break', 8, 11, 'in the authority')]],
    ['NUL in an http path', 'http://h/a%00.txt', [f('escaped-nul', 10, 13)]],
    ['NUL in a file path', 'file:///etc/passwd%00.png', [f('escaped-nul', 18, 21)]],
    ['LF in a file path: not a line protocol', 'file:///a%0Ab', []],
    ['telnet IAC in the userinfo', 'telnet://u%FF@h/', [f('escaped-delimiter', 10, 13, 'Telnet command')]],
    ['ftp IAC', 'ftp://h/%ff', [f('escaped-delimiter', 8, 11)]],
    ['IAC in http: no delimiter', 'http://h/%FF', []],
    ['gopher: two %09 separators are allowed', 'gopher://h/7sel%09search%09plus', []],
    ['gopher: a third %09 adds a field', 'gopher://h/7sel%09s%09p%09x', [f('escaped-delimiter', 23, 26, 'adds a field')]],
    ['gopher: adjacent extra %09 are one finding', 'gopher://h/7%09%09%09%09x', [f('escaped-delimiter', 18, 24, '%09%09 (TAB TAB)')]],
    ['gopher: %09 as the gtype is not a separator', 'gopher://h/%09a%09b%09c', []],
    ['gopher: %09 in the host', 'gopher://a%09b/', [f('escaped-delimiter', 10, 13)]],
    ['gopher: CR LF in a selector', 'gopher://h/0a%0D%0Ab', [f('escaped-line-break', 13, 19)]],
    ['mailto: CR LF in a header', 'mailto:a@b?subject=x%0D%0Abcc:c', [f('escaped-line-break', 20, 26, 'in the query')]],
    ['mailto: CR LF in the body are line breaks (RFC 6068 §5)', 'mailto:a@b?body=l1%0D%0Al2&Body=%0A', []],
    ['mailto: NUL in the body', 'mailto:a@b?body=%00', [f('escaped-nul', 16, 19)]],
    ['nntp CR LF', 'nntp://h/g/1%0D%0A', [f('escaped-line-break', 12, 18)]],
    ['relative reference: read as line-based', '/a%0Ab', [f('escaped-line-break', 2, 5, 'the protocol of its base URI')]],
    ['fragment: never transmitted (§4.1)', 'http://h/#%0D%0A', []],
    ['unregistered scheme: protocol unknown', 'zz:a%0Ab%00', []],
    // rare IP forms
    ['dotted decimal', 'http://192.168.1.1/', []],
    ['one decimal number (a reg_name)', 'http://3232235777/', [f('rare-ip-form', 7, 17, '"3232235777" (in a reg_name in RFC 2396) is read as the IPv4 address 192.168.1.1')]],
    ['octal dotted (an IPv4address)', 'http://0300.0250.0.1/', [f('rare-ip-form', 7, 20, '(an IPv4address in RFC 2396) is read as the IPv4 address 192.168.0.1')]],
    ['hex dotted (a reg_name)', 'http://0xC0.0xA8.0.1/', [f('rare-ip-form', 7, 20, '(in a reg_name in RFC 2396) is read as the IPv4 address 192.168.0.1')]],
    ['hex number', 'http://0xc0a80101/', [f('rare-ip-form', 7, 17, '192.168.1.1')]],
    ['three parts', 'http://127.1.257/', [f('rare-ip-form', 7, 16, '127.1.1.1')]],
    ['trailing dot', 'http://1.2.3.4./', [f('rare-ip-form', 7, 15, '1.2.3.4')]],
    ['out of range', 'http://256.1.1.1/', [f('rare-ip-form', 7, 16, 'out of the IPv4 range')]],
    ['leading zero with 8: ambiguous', 'http://1.2.3.08/', [f('rare-ip-form', 7, 15, 'leading zero')]],
    ['with userinfo and port', 'http://u@0x7f.1:8080/', [f('rare-ip-form', 9, 15, '127.0.0.1'), f('non-default-port', 16, 20)]],
    ['a hostname is no address', 'http://1.2.3.com/', []],
    // escaped UTF-8 in a reg_name host
    ['escaped Cyrillic a in the host', 'http://%D0%B0pple.com/', [f('non-ascii-lookalike', 7, 13, '%D0%B0 in the host is UTF-8 for "а", which looks like "a"')]],
    ['escaped non-lookalike in the host', 'http://caf%C3%A9.example/', []],
    ['escapes that are no UTF-8', 'http://a%FF.example/', []],
    ['escaped lookalike in a path: not a host', 'http://h/%D0%B0', []],
    // §5.2 step 6 g)
    ['.. above the root', 'http://a/../b', [f('dot-segment-above-root', 9, 11, 'this ".." climbs above the root')]],
    ['separate runs of ..', 'http://a/../x/../../b', [f('dot-segment-above-root', 9, 11), f('dot-segment-above-root', 17, 19)]],
    ['.. after a segment: fine', 'http://a/b/../c', []],
    ['each climbing ..', 'http://a/b/../../../c', [f('dot-segment-above-root', 14, 19, 'these 2 ".." climb above the root')]],
    ['"." does not count', 'http://a/./../b', [f('dot-segment-above-root', 11, 13)]],
    ['an empty segment counts (§5.2 step 6 e)', 'http://a//../b', []],
    ['relative absolute path', '/../a', [f('dot-segment-above-root', 1, 3)]],
    ['relative path: depends on the base', '../a', []],
    ['..;p is no dot-segment', 'http://a/..;p/b', []],
    ['escaped ..', 'http://a/%2e%2E/b', [f('escaped-dot-segment', 9, 15, 'escaped ".."')]],
    ['escaped .', 'http://a/b/.%2e/c', [f('escaped-dot-segment', 11, 15)]],
    ['escaped . alone', 'http://a/%2E', [f('escaped-dot-segment', 9, 12, 'escaped "."')]],
    ['opaque: no path to climb', 'mailto:../x', []],
  ])('%s: %s', (_, input, expected) => {
    expect(lint(input)).toEqual(expected);
  });

  it('sorts findings by position', () => {
    expect(lint('ftp://u:p@h:2121/%0A/..')).toEqual([f('userinfo-password', 8, 9), f('non-default-port', 12, 16), f('escaped-line-break', 17, 20)]);
  });
});

describe('lint: strings that are no URI', () => {
  it('reports a Cyrillic lookalike and the syntax error', () => {
    const input = 'http://b\u0430nk.example/';
    const r = parseUriReference(input);
    expect(r.ok).toBe(false);
    expect(lint(input)).toEqual([
      { code: 'syntax-error', severity: 'error', span: { start: 8, end: 9 }, message: expect.stringContaining('"http://bank.example/"'), error: !r.ok && r.error },
      f('non-ascii-lookalike', 8, 9, 'U+0430 at offset 8 looks like the ASCII "a"'),
    ]);
  });

  it.each<[string, string, LintFinding[]]>([
    ['fullwidth', 'http://ｅxample.com/', [f('non-ascii-lookalike', 7, 8, '"e"')]],
    ['Greek omicron', 'http://g\u03BF\u03BFgle.com/', [f('non-ascii-lookalike', 8, 10, 'U+03BF U+03BF at offset 8 look like the ASCII "oo"')]],
    ['mathematical bold (astral, two UTF-16 units)', 'http://\u{1D41A}.com/', [f('non-ascii-lookalike', 7, 9, '"a"')]],
    ['mathematical digit', 'http://a\u{1D7CF}.com/', [f('non-ascii-lookalike', 8, 10, '"1"')]],
    ['ideographic full stop', 'http://a\u3002com/', [f('non-ascii-lookalike', 8, 9, '"."')]],
    ['fraction slash', 'http://a.com\u2044evil', [f('non-ascii-lookalike', 12, 13, '"/"')]],
    ['zero width space', 'http://a\u200B.com/', [f('invisible-character', 8, 9, 'U+200B at offset 8 is invisible')]],
    ['a run of lookalikes, then an invisible run', 'http://\u0440\u0430\u0443\u0440\u0430l\u200B\u200C.com/', [f('non-ascii-lookalike', 7, 12, 'look like the ASCII "paypa"'), f('invisible-character', 13, 15, 'U+200B U+200C at offset 13 are invisible')]],
    ['a long run names its first eight', 'http://' + '\u0430'.repeat(10) + '/', [f('non-ascii-lookalike', 7, 17, 'U+0430 U+0430 U+0430 U+0430 U+0430 U+0430 U+0430 U+0430 and 2 more at offset 7 look like the ASCII "aaaaaaaa…"')]],
    ['right-to-left override', 'http://a/\u202Egpj.exe', [f('invisible-character', 9, 10)]],
  ])('%s', (_, input, lookalikes) => {
    const findings = lint(input);
    expect(findings.filter((x) => x.code !== 'syntax-error')).toEqual(lookalikes);
    expect(findings.filter((x) => x.code === 'syntax-error')).toHaveLength(1);
  });

  it('a non-ASCII character that imitates nothing is only a syntax error', () => {
    expect(lint('http://a/\u00E9')).toEqual([
      { code: 'syntax-error', severity: 'error', span: { start: 9, end: 10 }, message: expect.stringContaining('not a URI reference: '), error: expect.objectContaining({ offset: 9, code: 'illegal-character' }) },
    ]);
  });

  it('a syntax error at the end of the input has an empty span', () => {
    expect(lint('http://a/%4')).toEqual([
      { code: 'syntax-error', severity: 'error', span: { start: 11, end: 11 }, message: expect.any(String), error: expect.objectContaining({ offset: 11, found: null }) },
    ]);
  });
});

describe('lint: arguments', () => {
  it('takes a parsed URI-reference as well (no lookalike check: an AST is ASCII)', () => {
    const r = parseUriReference('http://u:p@h:25/../x');
    if (!r.ok) throw new Error('parse');
    expect(lint(r.value)).toEqual(lint('http://u:p@h:25/../x'));
    expect(lint(r.value).map((x) => x.code)).toEqual(['userinfo-password', 'reserved-port', 'dot-segment-above-root']);
  });

  it.each([42, null, undefined, {}, { type: 'URI-reference' }])('throws a TypeError for %p', (bad) => {
    expect(() => lint(bad as never)).toThrow(TypeError);
    expect(() => lint(bad as never)).toThrow(/^uri-grammar: lint expects a string or a URI-reference node/);
  });

  it('takes default ports from the registry (a scheme defined later applies)', () => {
    const grammar = g.rule<Node<'lintdemo'>, unknown>('lintdemo', g.literal('lintdemo://h:4000/'), () => ({}));
    defineScheme({ name: 'lintdemo', defaultPort: 4000, hierarchical: true, grammar });
    expect(lint('lintdemo://h:4000/')).toEqual([]);
    expect(lint('lintdemo://h:443/')).toEqual([f('reserved-port', 13, 16, 'not the lintdemo default (4000)')]);
  });

  it('every code has a severity and an RFC section', () => {
    for (const info of Object.values(LINT_CODES)) {
      expect(['error', 'warning', 'info']).toContain(info.severity);
      expect(info.rfc).toMatch(/^RFC \d+/);
    }
  });
});

describe('lint: properties', () => {
  const ascii = fc.string({ unit: fc.constantFrom(...'abc:/?#@%0D9.-'.split('')), maxLength: 30 });

  it('never throws; spans lie in the input; severity is the code\'s', () => {
    fc.assert(
      fc.property(fc.oneof(ascii, fc.string({ maxLength: 20 })), (input) => {
        for (const x of lint(input)) {
          expect(x.severity).toBe(LINT_CODES[x.code].severity);
          expect(0 <= x.span.start && x.span.start <= x.span.end && x.span.end <= input.length).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same findings for a string and for its AST', () => {
    fc.assert(
      fc.property(absoluteUri, (input) => {
        const r = parseUriReference(input);
        expect(r.ok).toBe(true);
        if (r.ok) expect(lint(r.value)).toEqual(lint(input));
      }),
      { numRuns: 200 },
    );
  });

  it('finds ".." above the root exactly where the resolver\'s §5.2 step 6 g) refuses the path', () => {
    fc.assert(
      fc.property(hierarchicalUri, (input) => {
        const r = parseUriReference(input);
        if (!r.ok) throw new Error(input);
        const { path } = components(r.value);
        const climbs = lint(input).filter((x) => x.code === 'dot-segment-above-root');
        const refused = path === '' ? ({ ok: true, path } as const) : removeDotSegmentsOfPath(path, 'error');
        if (refused.ok) expect(climbs).toEqual([]);
        else {
          const hier = r.value.absoluteURI!.hierPart!;
          const absPath = (hier.netPath ? hier.netPath.absPath : hier.absPath)!;
          expect(climbs[0]?.span.start).toBe(absPath.span.start + refused.offset);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gopher: the "%09" it allows are the separators the RFC 1738 gopher grammar finds (parseUrl)', () => {
    const field = fc.array(fc.constantFrom('a', 'b', '%09', '%20', '+'), { maxLength: 5 }).map((a) => a.join(''));
    fc.assert(
      fc.property(fc.constantFrom('0', '1', '7', '%09'), fc.array(field, { maxLength: 5 }), (gtype, fields) => {
        const input = `gopher://h/${gtype}${fields.join('%09')}`;
        const url = parseUrl(input);
        if (!url.ok || url.value.schemeName !== 'gopher') throw new Error(input);
        const { selector, search, gopherPlusString } = url.value.url;
        const separators = [search && selector!.span.end, gopherPlusString && search!.span.end].filter((x) => x !== undefined);
        const fieldsStart = 11 + gtype.length;
        const tabs = [...input.matchAll(/%09/g)].map((m) => m.index).filter((i) => i >= fieldsStart && !separators.includes(i));
        const flagged = lint(input).filter((x) => x.code === 'escaped-delimiter').flatMap((x) => Array.from({ length: (x.span.end - x.span.start) / 3 }, (_, k) => x.span.start + 3 * k));
        expect(flagged).toEqual(tabs);
      }),
      { numRuns: 300 },
    );
  });

  it('takes 1 MB inputs: a path, a host, a run of lookalikes', () => {
    const path = 'http://h/' + 'a'.repeat(1_000_000) + '%0A';
    expect(lint(path)).toEqual([f('escaped-line-break', 1_000_009, 1_000_012)]);
    const host = 'http://' + '1.'.repeat(500_000) + '@h/';
    expect(lint(host)).toEqual([]);
    const spoof = 'http://' + '\u0430'.repeat(1_000_000);
    expect(lint(spoof).map((x) => [x.code, x.span])).toEqual([['syntax-error', { start: 7, end: 8 }], ['non-ascii-lookalike', { start: 7, end: 1_000_007 }]]);
  });

  it('one finding per hazard that is not adjacent to another: 20,000 escaped LF', () => {
    expect(lint('http://h/' + 'a%0A'.repeat(20_000))).toHaveLength(20_000);
  });
});
