/**
 * The URI grammar of RFC 2396 and the URL scheme grammars of RFC 1738 as exact, typed parser
 * combinators with precise errors; the RFC 2396 resolver (§5.2, §6); user-defined schemes.
 *
 * @example
 * ```ts
 * import { parseUrl, formatError } from 'uri-grammar';
 * const r = parseUrl('http://a/b?c');
 * if (r.ok) r.value.url.query?.text; //=> 'c'
 * ```
 *
 * @packageDocumentation
 * @module uri-grammar
 */

export type { ErrorCode, ParseResult, Span, UriSyntaxError, Node, Rule, FormatOptions } from './combinators';
export * from './rfc2396';

export { formatError, parseUriReference, isValid } from './rfc2396-calls';

// The resolver (RFC 2396 §5, §6): consumes the ASTs above.
export * from './resolver';

// RFC 1738 scheme grammars and the scheme registry. Their AST types (Host, Hostname, Port, …)
// share names with RFC 2396's, so the module is also exported whole as `rfc1738`.
export {
  parseUrl, isValidUrl, rules1738, defineScheme, overrideScheme, schemeFromBnf, SchemeGrammarError, g,
  defaultPort, isHierarchical, lookupScheme, registeredSchemes, SchemeRegistryError,
} from './rfc1738-namespace';
export type {
  SchemeRegistryProblem, AnyUrl, GenericUrl, UrlFor, UpdatesOf, GenericOf, SchemeAsts, SchemeUrl, ParseUrlOptions, Updates, SchemeCase, SchemeEntry, SchemeDefinition, RegisteredScheme,
  SchemeGenerics, GenericOfScheme, GenericNode, GenericSyntax, GrammarNotation, GrammarSource,
  FtpUrl, HttpUrl, GopherUrl, MailtoUrl, NewsUrl, NntpUrl, TelnetUrl, WaisUrl, FileUrl, ProsperoUrl,
} from './rfc1738-namespace';
/**
 * RFC 1738: `parseUrl`, `rules1738`, the scheme registry and every scheme node type
 * (`rfc1738.Httpurl`, `rfc1738.Hostport`, …), whose names overlap RFC 2396's.
 *
 * @example
 * ```ts
 * import { rfc1738 } from 'uri-grammar';
 * const r = rfc1738.parseUrl('ftp://a.example/b');
 * const host: rfc1738.Host | undefined = r.ok && r.value.schemeName === 'ftp' ? r.value.url.login.hostport.host : undefined;
 * host?.text; //=> 'a.example'
 * ```
 */
export * as rfc1738 from './rfc1738-namespace';

// Package: the types of the public values above, so a consumer can name them.
export { isRuleName1738 } from './rfc1738-namespace';
export type { RuleName1738, Rules1738, BnfSchemeOptions, BnfNode, KitNode, Decoded } from './rfc1738-namespace';
export type { CharClass } from './combinators/chars';
export type { NodeFields } from './combinators/node';

// Every refusal of a grammar is a GrammarRefusalError (problem, rule, line, column), the same code in every notation:
// the grammar compiler's errors, the reader's (a text that is not BNF), and the limits of a compiled grammar.
export { GrammarRefusalError } from './engine/grammar-errors';
export type { GrammarRefusal, RefusalProblem } from './engine/grammar-errors';
export { BnfError } from './engine/bnf/errors';
export { GrammarProblemError, LIMITS as GRAMMAR_LIMITS } from './engine/compile/problems';
export type { GrammarProblem } from './engine/compile/problems';

// Escaping and building (RFC 2396 §2.4; RFC 1738 §5): escape/unescape per rule, format from
// decoded parts, formatUrl for the built-in RFC 1738 schemes.
export { escape, unescape, unescapeBytes, format, formatUrl, UriBuildError, escapeRules } from './build';
export type {
  EscapeOptions, UnescapeOptions, UriParts, UrlFields, UrlScheme, HostportFields, LoginFields, BuildErrorCode, EscapeRule,
} from './build';

// Security lint (RFC 2396 §7) and base establishment (§5.1, Appendix D).
export { lint, LINT_CODES } from './lint';
export type { LintCode, LintCodeInfo, LintFinding, LintSeverity } from './lint';
export { establishBase, findHtmlBase } from './base';
export type { BaseContext, BaseError, BaseSource, EstablishBaseResult, EstablishedBase, RejectedBase, HtmlBase, HtmlBaseScan, IgnoredBase } from './base';

// Which grammar judges a URI (parseUrl's default: RFC 2616 for http, https, ws, wss), and the
// server of an authority read without walking the AST: host, port (with its number), userinfo.
export { hostOf, portOf, userinfoOf, portNumber } from './rfc2396/components';
export type { PortWithNumber } from './rfc2396/components';
export type { Http2616Url, HttpAst, HttpAstFor, HttpsUrl, WsUrl, WssUrl } from './rfc1738-namespace';

// Extraction (RFC 2396 Appendix E): the URI-references in free text, with their places.
export { extract, extractStream } from './text/extract';
export type { Extraction, ExtractedUri, ExtractedError, ExtractOptions, Delimiter, TextSpan } from './text/types';

// ABNF (RFC 5234, RFC 7405): grammar text in either notation compiled to matchers, and schemes from their RFC's ABNF.
export { compileGrammar } from './engine/grammar-text';
export type { GrammarTextOptions } from './engine/grammar-text';
export type { CompiledGrammar, CompiledRule, Expected } from './engine/bnf/compile';
export { GrammarError } from './engine/abnf/errors';
export type { GrammarProblem as GrammarTextProblem } from './engine/abnf/errors';
export type { BuiltinSet, RuleImport, RuleSource, ScopeOptions } from './engine/abnf/imports';
export { schemeFromAbnf } from './schemes/fromAbnf';
export type { AbnfSchemeOptions } from './schemes/fromAbnf';

// The scheme catalogue: urn (RFC 8141), data (RFC 2397), tag (RFC 4151), geo (RFC 5870) —
// registered as built-ins — and mailto6068 (RFC 6068), from the ABNF files of grammar/schemes/.
export { catalogue } from './schemes/catalogue';
export type { CatalogueName, CatalogueSource } from './schemes/catalogue';

// Meanings of the catalogue schemes (RFC 8141, 2397, 4151, 5870): parseUrl's `url` for a urn,
// data, tag or geo URI carries typed fields; a grammatical text with a refused value is an
// error with code 'invalid-value'. The readers also serve schemeFromAbnf's `meaning` option.
export { readUrn, readData, readTag, readGeo, exactNumber } from './schemes/meaning';
export type {
  UrnNode, DataNode, DataParameter, TagNode, TagDate, GeoNode, GeoCoordinates, GeoParameter, Meaning, MeaningReader,
} from './schemes/meaning';
export type { UrnUrl, DataUrl, TagUrl, GeoUrl } from './parse-url/parseUrl';
export type { CatalogueNodes } from './schemes/catalogue';
