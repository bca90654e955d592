// What the page opens with, and its example buttons.
import type { State } from './state';

/** The ldap grammar of the README (RFC 1738 notation): the grammar box's default text. */
const LDAP_BNF = `ldapurl       = "ldap://" [ hostport ] "/" dn [ "?" attributes [ "?" scope "?" filter ] ]
dn            = *[ uchar | "=" | ";" ]
attributes    = [ attributetype *[ "," attributetype ] ]
attributetype = 1*[ alpha | digit | "-" | "." ]
scope         = "base" | "one" | "sub"
filter        = 1*[ uchar | "=" | "&" | ":" ]
`;

/** What the default grammar reads, for the grammar box's note when the URI is not one of those. */
export const EXAMPLE_GRAMMAR_READS = 'ldap:// URLs';

/** A fresh page's state (the address overrides any field of it). */
export const DEFAULTS: State = {
  uri: 'http://www.example.com:8080/rfc/./rfc2396.txt;v=2?section=5#steps',
  base: 'http://a/b/c/d;p?q',
  above: 'keep',
  loophole: 'strict',
  updates: 'rfc2616',
  notation: 'bnf-rfc1738',
  start: '',
  grammar: LDAP_BNF,
};

/** Examples: each shows something (RFC 2396 Appendix C's references, each error kind, RFC 1738 schemes). */
export const EXAMPLES: [label: string, uri: string][] = [
  ['Appendix C base', 'http://a/b/c/d;p?q'],
  ['../../g', '../../g'],
  ['g;x?y#s', 'g;x?y#s'],
  ['?y', '?y'],
  ['ftp', 'ftp://user:pw@ftp.example.com/pub/file.txt;type=i'],
  ['gopher', 'gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles'],
  ['news', 'news:comp.infosystems.www.servers.unix'],
  ['mailto', 'mailto:joe@example.com'],
  ['file', 'file:///etc/hosts'],
  ['ldap (your grammar)', 'ldap://host.com:6666/o=Mich,c=US??sub?(cn=Babs)'],
  ['bad escape', 'http://a/%zz'],
  ['second #', 'a#b#c'],
  ['IPv6', 'http://[::1]/'],
  ['~ unsafe in RFC 1738', 'http://host/~user'],
];
