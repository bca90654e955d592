/** A userinfo where a built-in scheme grammar has none: the error says so and names the way out. */
import { Node } from '../../src/combinators';
import { g, overrideScheme, parseUrl } from '../../src/rfc1738-namespace';

const WAY_OUT = 'use --generic (parseUrl option generic: true) to check RFC 2396 syntax only.';

describe('userinfo-not-allowed', () => {
  it.each([
    ['http://u@h/', 8, '"@"', 'hostname', 'http URLs have no userinfo ("user@") in RFC 1738 §3.3 or RFC 2616 §3.2.2'],
    ['http://:@h/', 7, '":"', 'hostname', 'http URLs have no userinfo ("user@") in RFC 1738 §3.3 or RFC 2616 §3.2.2'],
    ['https://u@h/', 9, '"@"', 'hostname', 'https URLs have no userinfo ("user@") in RFC 2818 §2.4, which takes the http grammar of RFC 1738 §3.3 or RFC 2616 §3.2.2'],
    ['ws://u@h/', 6, '"@"', 'hostname', 'ws URLs have no userinfo ("user@") in RFC 6455 §3 (here: the http grammar of RFC 1738 §3.3 or RFC 2616 §3.2.2)'],
    ['gopher://u@h/', 10, '"@"', 'hostname', 'gopher URLs have no userinfo ("user@") in RFC 1738 §3.4'],
    ['file://u@h/x', 8, '"@"', 'hostname', 'file URLs have no userinfo ("user@") in RFC 1738 §3.10'],
    ['nntp://u@h/g', 8, '"@"', 'hostname', 'nntp URLs have no userinfo ("user@") in RFC 1738 §3.7'],
  ])('%s fails at %i with the reason', (input, offset, found, rule, reason) => {
    const r = parseUrl(input);
    expect(r.ok || [r.error.offset, r.error.code, r.error.message]).toEqual([offset, 'userinfo-not-allowed', `Unexpected ${found} in ${rule}: ${reason}; ${WAY_OUT}`]);
    expect(parseUrl(input, { generic: true }).ok).toBe(true);
  });

  it("under updates 'none' too, with RFC 1738's rule path", () => {
    const r = parseUrl('http://u:p@h/', { updates: 'none' });
    expect(r.ok || [r.error.offset, r.error.found, r.error.code, r.error.rulePath]).toEqual([9, 'p', 'userinfo-not-allowed', ['httpurl', 'hostport', 'port']]);
  });

  it('not for schemes whose grammar has a login, nor where RFC 2396 stops before the authority ends', () => {
    const later = parseUrl('http://u@h/a%zz'); // RFC 2396 stops at 13, after the authority: the earlier error is the userinfo's
    expect(later.ok || [later.error.offset, later.error.code]).toEqual([8, 'userinfo-not-allowed']);
    const inside = parseUrl('http://u@h x/'); // the authority itself is not RFC 2396's
    expect(inside.ok || [inside.error.offset, inside.error.code]).toEqual([8, 'unexpected-character']);
    const ftp = parseUrl('ftp://u@h/a;type=x');
    expect(ftp.ok || [ftp.error.offset, ftp.error.code]).toEqual([17, 'unexpected-character']);
    const telnet = parseUrl('telnet://u~x@h/', { updates: 'none' });
    expect(telnet.ok || telnet.error.code).toBe('unsafe-character');
  });

  it('not for a user-defined grammar, which may have its own reasons', () => {
    overrideScheme({ name: 'wais', defaultPort: 210, hierarchical: true, grammar: g.rule<Node<'w'>, unknown>('w', g.literal('wais://h/'), () => ({})) });
    const r = parseUrl('wais://u@h/');
    expect(r.ok || [r.error.offset, r.error.code]).toEqual([7, 'unexpected-character']);
  });
});
