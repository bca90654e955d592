/**
 * Stable codes of the errors that escaping, unescaping and building throw. Never renamed.
 *
 * @example
 * ```ts
 * let code: BuildErrorCode | undefined;
 * try { unescape('%zz'); } catch (e) { if (e instanceof UriBuildError) code = e.code; }
 * code; //=> 'malformed-escape'
 * ```
 */
export type BuildErrorCode =
  /** `escape`: the rule is not one of the rules `escape` knows (see `escapeRules`). */
  | 'unknown-rule'
  /** `escape`: a UTF-16 surrogate without its pair has no UTF-8 form (RFC 2396 §2.1 speaks of characters, not code units). */
  | 'lone-surrogate'
  /** `escape`: the rule needs at least one character (`rel_segment`, `reg_name`, `encoded822addr`). */
  | 'empty-value'
  /** `unescape`: a "%" not followed by two hex digits (RFC 2396 §2.4.1). */
  | 'malformed-escape'
  /** `unescape`: the escaped octets are not UTF-8. */
  | 'invalid-utf8'
  /** `format`/`formatUrl`: a scheme that is not `alpha *( alpha | digit | "+" | "-" | "." )` (§3.1). */
  | 'invalid-scheme'
  /** A host that is neither a hostname nor an IPv4address (§3.2.2; RFC 1738 §5 for scheme URLs). Hosts are never escaped. */
  | 'invalid-host'
  /** A port that is neither an integer 0–65535 nor a string of digits. */
  | 'invalid-port'
  /** A value the scheme's grammar cannot carry at all (a news group name with a space, an ftp typecode "x", an article number -1). */
  | 'invalid-value'
  /** A field given without the field the grammar puts it after (userinfo or port without host, password without user, …). */
  | 'missing-field'
  /** Two fields that say the same thing (`path` and `segments`). */
  | 'conflicting-fields'
  /** §3/§4.3: without an authority a path cannot start with "//" (it would be read as one). */
  | 'path-starts-with-two-slashes'
  /** §3: `scheme ":"` must be followed by at least one character. */
  | 'empty-scheme-specific-part'
  /** §5 / Appendix C: `relativeURI` has no form with a query and nothing before it. */
  | 'query-without-path'
  /** RFC 1738 §3.4: a gopher selector or search never contains a tab ("%09" separates them). */
  | 'tab-in-gopher-field';

/**
 * The error every function of the build module throws for a value it cannot escape,
 * decode or place. A RangeError, with a stable `code`, the `field` it is about (a part
 * or rule name), and, when the error is at a place in a string, that place's 0-based
 * UTF-16 `offset`.
 *
 * @example
 * ```ts
 * try {
 *   unescape('a%zz');
 * } catch (e) {
 *   if (e instanceof UriBuildError) [e.code, e.field, e.offset]; //=> ['malformed-escape', 'text', 1]
 * }
 * ```
 */
export class UriBuildError extends RangeError {
  override readonly name = 'UriBuildError';
  constructor(
    readonly code: BuildErrorCode,
    message: string,
    readonly field?: string,
    readonly offset?: number,
  ) {
    super(`uri-grammar: ${message}`);
  }
}
