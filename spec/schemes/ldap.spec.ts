/**
 * A real scheme added both ways: ldap (RFC 1959), from BNF text and from the TypeScript kit.
 * dn, attributetype and filter (RFC 1779, 1777, 1558) are reduced to their URL characters.
 */
import { Node, Span } from '../../src/combinators';
import { normalize } from '../../src/resolver/normalize';
import { defaultPort, defineScheme, g, isHierarchical, lookupScheme, overrideScheme, parseUrl, rules1738, schemeFromBnf } from '../../src/rfc1738-namespace';
import type { Hostport } from '../../src/rfc1738-namespace';

const LDAP_BNF = `
; RFC 1959 (ldap URLs), in RFC 1738 notation; hostport, uchar, alpha, digit are RFC 1738's
ldapurl       = "ldap://" [ hostport ] "/" dn [ "?" attributes [ "?" scope "?" filter ] ]
dn            = *[ uchar | "=" | ";" ]
attributes    = [ attributetype *[ "," attributetype ] ]
attributetype = 1*[ alpha | digit | "-" | "." ]
scope         = "base" | "one" | "sub"
filter        = 1*[ uchar | "=" | "&" | ":" ]
`;

const VALID = [
  'ldap://ldap.itd.umich.edu/o=University%20of%20Michigan,c=US',
  'ldap://ldap.itd.umich.edu/o=University%20of%20Michigan,c=US?postalAddress',
  'ldap://host.com:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)',
  'ldap:///o=x',
];
// [input, offset]: the longest viable prefix
const INVALID: Array<[string, number]> = [
  ['ldap://h', 8], // "/" dn is required
  ['ldap://h/o=x?cn?all?(a=b)', 16], // scope is base, one or sub: "a" cannot follow "?"
  ['ldap://h/o=x?cn?sub?', 20], // filter = 1*[ ... ]
  ['ldap://h/o=x?c n', 14], // no space (the generic parse already refuses it)
];

describe('ldap from BNF text (schemeFromBnf)', () => {
  const ldap = defineScheme(schemeFromBnf(LDAP_BNF, { name: 'ldap', start: 'ldapurl', defaultPort: 389, hierarchical: true }));

  it.each(VALID)('accepts %s', (input) => {
    const r = ldap.parse(input);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.url.type).toBe('ldapurl');
  });
  it('gives a tree of the rules of the text, with spans', () => {
    const r = ldap.parse('ldap://host.com:6666/o=Mich,c=US??sub?(cn=Babs)');
    if (!r.ok) throw new Error(r.error.message);
    const strip = (n: { type: string; span: Span; children: unknown[] }): unknown => ({ type: n.type, span: n.span, children: (n.children as never[]).map(strip) });
    expect(strip(r.value.url)).toEqual({
      type: 'ldapurl',
      span: { start: 0, end: 47 },
      children: [
        { type: 'hostport', span: { start: 7, end: 20 }, children: [] },
        { type: 'dn', span: { start: 21, end: 32 }, children: [] },
        { type: 'attributes', span: { start: 33, end: 33 }, children: [] },
        { type: 'scope', span: { start: 34, end: 37 }, children: [] },
        { type: 'filter', span: { start: 38, end: 47 }, children: [] },
      ],
    });
  });
  it.each(INVALID)('refuses %s at offset %i', (input, offset) => {
    const r = ldap.parse(input);
    expect(r.ok || r.error.offset).toBe(offset);
  });
  it('names what could continue as the grammar writes it, and the rules open there', () => {
    const r = ldap.parse('ldap://h/o=x?cn?all?(a=b)');
    expect(r.ok || r.error).toMatchObject({ expected: ['"base"', '"one"', '"sub"'], rulePath: ['ldapurl', 'scope'] });
  });
  it('is in the registry with its default port, which normalize uses', () => {
    expect(defaultPort('LDAP')).toBe(389);
    expect(isHierarchical('ldap')).toBe(true);
    const n = normalize('LDAP://Host.COM:389/o=x');
    expect(n.ok && n.value).toBe('ldap://host.com/o=x');
  });
});

interface Ldapurl extends Node<'ldapurl'> {
  hostport?: Hostport;
  dn: Node<'dn'>;
  attributes: string[];
  scope?: 'base' | 'one' | 'sub';
  filter?: string;
}

describe('ldap from the TypeScript kit (defineScheme)', () => {
  const leaf = <T extends string>(name: T, body: Parameters<typeof g.rule>[1]) => g.rule<Node<T>, unknown>(name, body, () => ({}));
  // dn = *[ uchar | "=" | ";" ]
  const dn = leaf('dn', g.many(g.alt<unknown>(rules1738.uchar, g.literal('='), g.literal(';'))));
  // attributetype = 1*[ alpha | digit | "-" | "." ]
  const attributetype = leaf('attributetype', g.many(g.alt<unknown>(rules1738.alpha, rules1738.digit, g.literal('-'), g.literal('.')), 1));
  // attributes = [ attributetype *[ "," attributetype ] ]
  const attributes = g.opt(g.seq(attributetype, g.many(g.seq(g.literal(','), attributetype))));
  // scope = "base" | "one" | "sub"
  const scope = g.alt(g.literal('base'), g.literal('one'), g.literal('sub'));
  // filter = 1*[ uchar | "=" | "&" | ":" ]
  const filter = leaf('filter', g.many(g.alt<unknown>(rules1738.uchar, g.literal('='), g.literal('&'), g.literal(':')), 1));
  type Tail = [string, unknown, [string, string, string, Node<'filter'>] | undefined];
  // ldapurl = "ldap://" [ hostport ] "/" dn [ "?" attributes [ "?" scope "?" filter ] ]
  const ldapurl = g.rule<Ldapurl, [string, Hostport | undefined, string, Node<'dn'>, Tail | undefined]>(
    'ldapurl',
    g.seq(
      g.literal('ldap://'),
      g.opt(g.ref<Hostport>('hostport')),
      g.literal('/'),
      dn,
      g.opt(g.seq<Tail>(g.literal('?'), attributes, g.opt(g.seq<[string, string, string, Node<'filter'>]>(g.literal('?'), scope, g.literal('?'), filter)))),
    ),
    ([, hp, , d, tail]) => {
      const attrs = tail?.[1] as [Node<'attributetype'>, [string, Node<'attributetype'>][]] | undefined;
      return {
        ...(hp ? { hostport: hp } : {}),
        dn: d,
        attributes: attrs ? [attrs[0].text, ...attrs[1].map(([, a]) => a.text)] : [],
        ...(tail?.[2] ? { scope: tail[2][1] as Ldapurl['scope'], filter: tail[2][3].text } : {}),
      };
    },
  );

  it('replaces the BNF-defined ldap after the checks (overrideScheme), with its own typed AST', () => {
    expect([lookupScheme('ldap')?.source, lookupScheme('ldap')?.notation]).toEqual(['user', 'bnf']);
    const ldap = overrideScheme({ name: 'ldap', defaultPort: 389, hierarchical: true, grammar: ldapurl });
    expect([lookupScheme('ldap')?.source, lookupScheme('ldap')?.notation]).toEqual(['user', 'typescript']);
    const r = ldap.parse(VALID[2]!);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.url).toMatchObject({ type: 'ldapurl', dn: { text: 'o=University%20of%20Michigan,c=US' }, attributes: [], scope: 'sub', filter: '(cn=Babs%20Jensen)' });
    expect(r.value.url.hostport?.port?.value).toBe(6666);
    expect(parseUrl(VALID[1]!).ok).toBe(true);
    for (const [input, offset] of INVALID) {
      const e = ldap.parse(input);
      expect([input, e.ok || e.error.offset]).toEqual([input, offset]);
    }
  });
});
