// A strict TypeScript consumer (CommonJS, node16 resolution, skipLibCheck false, no
// @types/parsimmon): the package's types must compile and no export may be `any`. Each
// `@ts-expect-error` below fails the compile if its line is accepted (as it would be for `any`).
import * as api from 'uri-grammar';
import {
  defineScheme, g, parse, parseUrl, rules, rules1738, schemeFromBnf,
  type BnfNode, type Node, type rfc1738, type Rule, type Rules1738, type SchemeUrl, type UriReference, type UriSyntaxError,
} from 'uri-grammar';
import { compileGrammar, type CompiledGrammar } from 'uri-grammar/grammar-compiler';

type Httpurl = rfc1738.Httpurl;
type Ftpurl = rfc1738.Ftpurl;
type IsAny<T> = 0 extends 1 & T ? true : false;
type Not<T extends false> = T;

// No export of the package is `any`.
type AnyExport = { [K in keyof typeof api]: IsAny<(typeof api)[K]> extends true ? K : never }[keyof typeof api];
export const noAnyExport: [AnyExport] extends [never] ? true : AnyExport = true;

// rules: each Appendix A rule typed with its node.
export type UriReferenceRule = Not<IsAny<(typeof rules)['URI-reference']>>;
export const uriReference: Rule<UriReference> = rules['URI-reference'];
// @ts-expect-error: a Rule<UriReference> is no Rule<string>
export const notString: Rule<string> = rules['URI-reference'];
// @ts-expect-error: a Rule is opaque: a plain object is not one
export const fake: Rule<string> = {};

// rules1738: each RFC 1738 §5 rule typed with its node; no string index.
export type HttpurlRule = Not<IsAny<Rules1738['httpurl']>>;
export const httpurl: Rule<Httpurl> = rules1738.httpurl;
// @ts-expect-error: an httpurl rule is no ftpurl rule
export const notFtp: Rule<Ftpurl> = rules1738.httpurl;
// @ts-expect-error: not an RFC 1738 rule
export const nope = rules1738.nope;

// g: the kit is typed through and through.
export type GRule = Not<IsAny<typeof g.rule>>;
interface ExNode extends Node<'exurl'> {
  name: string;
}
const exurl = g.rule<ExNode, [string, unknown[]]>('exurl', g.seq(g.literal('ex:'), g.many(rules1738.uchar, 1)), (_value, span, input) => ({ name: input.slice(span.start + 3, span.end) }));
export type ExurlRule = Not<IsAny<typeof exurl>>;

// defineScheme returns a typed parse, no declaration needed.
const ex = defineScheme({ name: 'ex', hierarchical: false, grammar: exurl });
const exParsed = ex.parse('ex:abc');
export const exName: string | undefined = exParsed.ok ? exParsed.value.url.name : undefined;
export type ExParse = Not<IsAny<typeof exParsed>>;

// parseUrl of a user scheme: without SchemeAsts, a generic or an unknown scheme AST…
const plain = parseUrl('other:abc');
if (plain.ok && plain.value.schemeName !== null) {
  const url: unknown = plain.value.url;
  // @ts-expect-error: unknown until the scheme is declared in SchemeAsts
  url.children;
}
// …and with the declaration below, the scheme's own AST.
declare module 'uri-grammar' {
  interface SchemeAsts {
    ldap: BnfNode;
  }
}
defineScheme(schemeFromBnf('ldapurl = "ldap://" [ hostport ] "/" *uchar', { name: 'ldap', start: 'ldapurl', hierarchical: true, defaultPort: 389 }));
const ldap = parseUrl('ldap://h/x');
export const ldapUrl: SchemeUrl<'ldap', BnfNode> | undefined = ldap.ok ? ldap.value : undefined;
export type LdapParse = Not<IsAny<typeof ldap>>;

// Errors: expected and rulePath are read-only.
const bad = parse('URI-reference', 'http://a/%zz');
if (!bad.ok) {
  const error: UriSyntaxError = bad.error;
  const sorted: string[] = [...error.expected].sort();
  // @ts-expect-error: the list is frozen
  error.expected.sort();
  // @ts-expect-error: the list is frozen
  error.rulePath.push('x');
  void sorted;
}

// The grammar compiler subpath.
const compiled: CompiledGrammar = compileGrammar('x = "a"', { notation: 'bnf' });
export const matches: boolean = compiled.rules['x']!.matches('a');
