/**
 * A half-open range of UTF-16 offsets into the parsed input: `input.slice(start, end)`.
 *
 * @example
 * ```ts
 * const r = parseUriReference('http://a/b');
 * const span: Span | undefined = r.ok ? r.value.absoluteURI?.scheme.span : undefined;
 * span; //=> { start: 0, end: 4 }
 * ```
 */
export interface Span {
  start: number;
  end: number;
}

/**
 * Stable error codes, one per constraint of the grammar. Codes are chosen by the
 * engine from what failed (never derived from message text) and never renamed.
 *
 * @example
 * ```ts
 * const r = parseUriReference('http://a/%zz');
 * const code: ErrorCode | undefined = r.ok ? undefined : r.error.code;
 * code; //=> 'bad-escape'
 * ```
 */
export type ErrorCode =
  /** RFC 2396 §2.4.3: a character that may never appear in a URI (control, space, `<>"{}|\^[]` and backquote, non-ASCII). */
  | 'illegal-character'
  /** RFC 2396 §2.4.1: `%` not followed by two hex digits. */
  | 'bad-escape'
  /** RFC 2396 §3: `scheme ":"` must be followed by at least one character. */
  | 'empty-scheme-specific-part'
  /** RFC 2396 §3.1 and §5: a scheme starts with a letter; the first segment of a relative path has no `:`. */
  | 'colon-in-first-segment'
  /** RFC 2396 §4.1: a fragment is `*uric`; a second `#` is not allowed. */
  | 'second-number-sign'
  /** RFC 1738 §5 (scheme grammars): a character RFC 1738 calls unsafe, e.g. `~` (§2.2). */
  | 'unsafe-character'
  /** A scheme grammar without userinfo (RFC 1738 §3.3 http, RFC 2616 §3.2.2 http_URL, …) met a `user@`. */
  | 'userinfo-not-allowed'
  /** The input ended where the rule needs more. */
  | 'unexpected-end'
  /**
   * The text is in the grammar but the value it denotes is not: RFC 5870 §3.4.2 coordinate
   * ranges, RFC 2397 base64 (and RFC 5870 §3.3's order of `crs` and `u`, RFC 4151 §2.2's
   * calendar dates). The error has a `span`: the offending text.
   */
  | 'invalid-value'
  /** A URI character the rule does not allow at this place. */
  | 'unexpected-character'
  /**
   * A scheme grammar with recursive rules: the URL nests them deeper than the grammar's
   * `maxNesting` (docs/grammar-compiler.md, "Recursive rules"); the offset is the longest
   * prefix viable within the limit.
   */
  | 'nesting-too-deep';

/**
 * Why an input is not in a rule's language, and where: the longest prefix that can still
 * begin a valid string (`offset`), what could have continued it, the rules open there.
 *
 * @example
 * ```ts
 * const r = parseUriReference('http://a b/');
 * if (!r.ok) r.error; //=> { offset: 8, line: 1, column: 9, found: ' ', code: 'illegal-character' }
 * ```
 */
export interface UriSyntaxError {
  /** 0-based UTF-16 offset: the length of the longest prefix that still begins some string of the rule's language. */
  offset: number;
  /** 1-based line and column of `offset` (columns count UTF-16 units). */
  line: number;
  column: number;
  /** The character at `offset` (a whole code point when it is a surrogate pair), or null at end of input. */
  found: string | null;
  /**
   * Rule names and quoted literals that could continue the input at `offset`, and `end of input`.
   * Frozen, and shared by every error with the same failures: copy it to sort it.
   */
  expected: readonly string[];
  /** Rules being parsed at `offset`, outermost first. Frozen and shared, like `expected`. */
  rulePath: readonly string[];
  code: ErrorCode;
  /** One readable sentence. */
  message: string;
  /**
   * Only for code `invalid-value`: the text whose value is refused (`offset` is its start,
   * `expected` is empty). A syntax error has no span: it is at one offset.
   */
  span?: Span;
}

/**
 * A parse result: the value, or the syntax error. Nothing is thrown for a string outside the grammar.
 *
 * @example
 * ```ts
 * const r: ParseResult<UriReference> = parseUriReference('http://a/b');
 * r.ok; //=> true
 * ```
 */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: UriSyntaxError };

/** Expected-item label for the end of the input. */
export const END_OF_INPUT = 'end of input';

/** The quoted-literal label of a string, as it appears in `expected` (`"/"`). */
export function quoted(literal: string): string {
  return internalized(JSON.stringify(literal));
}

/**
 * The engine's (V8's) single copy of `text`, the one property keys use. Expected items are
 * compared with `===` when an error's lists are merged: two such strings compare by
 * pointer, while a freshly built one (JSON.stringify's result) is compared character by
 * character. String literals in the source are already of this kind.
 */
export function internalized(text: string): string {
  return Object.keys({ [text]: 0 })[0];
}
