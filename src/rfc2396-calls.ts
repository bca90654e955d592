// The package's RFC 2396 calls, in a module of their own so that a program (or a part of the
// CommonJS build: scripts/bundle.mjs) that uses them loads neither the resolver nor the schemes
// nor the compiled engine (`parse` with a rule name runs `rules`: ./rfc2396/rules).
import { assertString } from './combinators/arguments';
import type { RuleName } from './rfc2396/ast';
import { formatError as formatErrorFunction } from './combinators/format';
import { parseUriReference as parseUriReferenceFunction } from './rfc2396/parse';
import { RULE_NAMES, inRule, isUriReference, unknownRule } from './rfc2396/fast/membership';

// The two calls of a diagnosis as plain properties: compiled to CommonJS, `export { f } from`
// is a getter called on every use (two, through the rfc2396 and engine indexes).
/**
 * The error as a small report: code and position, the input line with a caret under the
 * offset (long lines are cut around it), the message, the expected items and the rule path.
 * Colour (ANSI) only when `options.color` is true.
 *
 * @example
 * ```ts
 * const input = 'http://a/%zz';
 * const r = parseUriReference(input);
 * if (!r.ok) console.log(formatError(r.error, input));
 * // error[bad-escape] at line 1, column 11 (offset 10)
 * //   http://a/%zz
 * //             ^
 * // Unexpected "z" in segment: "%" must be followed by two hex digits (RFC 2396 §2.4.1); a literal "%" is written %25.
 * //   expected: hex
 * //   rule path: URI-reference > absoluteURI > hier_part > net_path > abs_path > path_segments > segment
 * ```
 *
 * @function
 */
export const formatError = formatErrorFunction;
/**
 * Parses `input` as an RFC 2396 `URI-reference` (Appendix A): the typed AST, or the error at
 * the longest viable prefix. A non-string is a TypeError; nothing else throws.
 *
 * @example
 * ```ts
 * const r = parseUriReference('http://a/b?q#f');
 * if (r.ok) [r.value.absoluteURI?.scheme.text, r.value.fragment?.text]; //=> ['http', 'f']
 * const bad = parseUriReference('http://a/%zz');
 * if (!bad.ok) [bad.error.offset, bad.error.code]; //=> [10, 'bad-escape']
 * ```
 *
 * @function
 */
export const parseUriReference = parseUriReferenceFunction;

/**
 * Whether the whole of `input` is in the language of `ruleName` (default URI-reference).
 *
 * @example
 * ```ts
 * isValid('http://a/b'); //=> true
 * isValid('http:'); //=> false // RFC 2396 §3: something must follow the colon
 * isValid('a.b.com.', 'hostname'); //=> true
 * ```
 */
export function isValid(input: string, ruleName: RuleName = 'URI-reference'): boolean {
  if (ruleName === 'URI-reference') {
    assertString(input);
    return isUriReference(input); // one regular expression generated from Appendix A: linear, no AST
  }
  if (typeof ruleName !== 'string' || !RULE_NAMES.includes(ruleName)) throw unknownRule(ruleName);
  assertString(input);
  return inRule(ruleName, input)!; // the rule's minimal automaton, a table generated from Appendix A
}
