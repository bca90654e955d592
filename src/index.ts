import { ParseResult, Rule, assertString, runRule } from './engine';
import { RuleName, RuleNodes, isRuleName, rules } from './rfc2396';
import { formatError as formatErrorFunction } from './engine/format';
import { parseUriReference as parseUriReferenceFunction } from './rfc2396/parse';
import { isUriReference } from './rfc2396/fast';

export type { ErrorCode, ParseResult, Span, UriSyntaxError, Node, Rule, FormatOptions } from './engine';
export * from './rfc2396';

// The two calls of a diagnosis as plain properties: compiled to CommonJS, `export { f } from`
// is a getter called on every use (two, through the rfc2396 and engine indexes).
export const formatError = formatErrorFunction;
export const parseUriReference = parseUriReferenceFunction;

/** Parses the whole of `input` as the Appendix A rule `ruleName`. */
export function parse<K extends RuleName>(ruleName: K, input: string): ParseResult<RuleNodes[K]> {
  if (typeof ruleName !== 'string' || !isRuleName(ruleName)) {
    throw new RangeError(`uri-grammar: unknown rule ${JSON.stringify(ruleName)}; the rules are those of RFC 2396 Appendix A: ${Object.keys(rules).join(', ')}`);
  }
  if (ruleName === 'URI-reference') return parseUriReferenceFunction(input) as ParseResult<RuleNodes[K]>;
  return runRule(rules[ruleName] as Rule<RuleNodes[K]>, input);
}

/** Whether the whole of `input` is in the language of `ruleName` (default URI-reference). */
export function isValid(input: string, ruleName: RuleName = 'URI-reference'): boolean {
  if (ruleName !== 'URI-reference') return parse(ruleName, input).ok;
  assertString(input);
  return isUriReference(input); // one regular expression generated from Appendix A: linear, no AST
}

// The resolver (RFC 2396 §5, §6): consumes the ASTs above.
export * from './resolver';

// RFC 1738 scheme grammars and the scheme registry. Their AST types (Host, Hostname, Port, …)
// share names with RFC 2396's, so the module is also exported whole as `rfc1738`.
export {
  parseUrl, rules1738, defineScheme, overrideScheme, schemeFromBnf, SchemeGrammarError, g,
  defaultPort, isHierarchical, lookupScheme, registeredSchemes,
} from './schemes';
export type {
  AnyUrl, GenericUrl, UrlFor, SchemeAsts, SchemeUrl, ParseUrlOptions, Updates, SchemeCase, SchemeEntry, SchemeDefinition, RegisteredScheme,
  FtpUrl, HttpUrl, GopherUrl, MailtoUrl, NewsUrl, NntpUrl, TelnetUrl, WaisUrl, FileUrl, ProsperoUrl,
} from './schemes';
export * as rfc1738 from './schemes';

// Package: the types of the public values above, so a consumer can name them.
export { isRuleName1738 } from './schemes';
export type { RuleName1738, Rules1738, BnfSchemeOptions, BnfNode, Decoded } from './schemes';
