/** grammar/rfc3986.abnf (RFC 3986 Appendix A, `uses: 'rfc3986'`) against the RFC's own examples. */
import { compileGrammar } from '../../../src/engine/grammar-text';

const { rules } = compileGrammar('ref = URI-reference\nabsolute = URI', { notation: 'abnf', uses: 'rfc3986' });

describe('RFC 3986 Appendix A as shipped ABNF', () => {
  it('§1.1.2: every example URI is a URI', () => {
    const examples = [
      'ftp://ftp.is.co.za/rfc/rfc1808.txt',
      'http://www.ietf.org/rfc/rfc2396.txt',
      'ldap://[2001:db8::7]/c=GB?objectClass?one',
      'mailto:John.Doe@example.com',
      'news:comp.infosystems.www.servers.unix',
      'tel:+1-816-555-1212',
      'telnet://192.0.2.16:80/',
      'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
    ];
    expect(examples.filter((u) => !rules.absolute!.matches(u))).toEqual([]);
  });

  it('§5.4: every reference of the resolution examples is a URI-reference (unlike RFC 2396, "?y" and "" too)', () => {
    const refs = [
      'g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', 'g;x?y#s', '', '.', './', '..', '../', '../g', '../..',
      '../../', '../../g', '../../../g', '../../../../g', '/./g', '/../g', 'g.', '.g', 'g..', '..g', './../g', './g/.', 'g/./h', 'g/../h',
      'g;x=1/./y', 'g;x=1/../y', 'g?y/./x', 'g?y/../x', 'g#s/./x', 'g#s/../x', 'http:g', 'http://a/b/c/d;p?q',
    ];
    expect(refs.filter((u) => !rules.ref!.matches(u))).toEqual([]);
  });

  it('refuses what Appendix A refuses, at the longest viable prefix', () => {
    const cases = ['http://[::1', 'http://a b/', '%zz', '1a:b', 'http://[1::2::3]/', 'http://a/b#c#d', 'http://[v1]/', 'http://a:8o/'];
    expect(cases.map((u) => [u, rules.ref!.matches(u) || rules.ref!.viablePrefix(u)])).toEqual([
      ['http://[::1', 11],
      ['http://a b/', 8],
      ['%zz', 1],
      ['1a:b', 2],
      ['http://[1::2::3]/', 13], // the second "::"
      ['http://a/b#c#d', 12],
      ['http://[v1]/', 10],
      ['http://a:8o/', 11], // "a:8o" can still be a userinfo before "@"
    ]);
  });

  it('IPv6address: the nine forms of Appendix A, and IPv4address with dec-octet ranges', () => {
    const hosts = ['[1:2:3:4:5:6:7:8]', '[::2:3:4:5:6:7:8]', '[1::3:4:5:6:7:8]', '[1:2::8]', '[::]', '[1::]', '[::ffff:192.0.2.1]', '[1:2:3:4:5:6:7::]', '255.255.255.255', '256.1.1.1'];
    const { rules: h } = compileGrammar('h = IP-literal\nv4 = IPv4address', { notation: 'abnf', uses: 'rfc3986' });
    expect(hosts.map((s) => h.h!.matches(s) || h.v4!.matches(s))).toEqual([true, true, true, true, true, true, true, true, true, false]);
  });
});
