import type { Span, UriSyntaxError } from '../combinators/errors';

/**
 * How a URI was delimited in the text (RFC 2396 Appendix E): `<…>`, `<URL:…>`, `"…"`,
 * or not at all (whitespace and punctuation around it).
 *
 * @example
 * ```ts
 * const delimiters: Delimiter[] = [...extract('<http://a/> "http://b/" http://c/')].map((x) => x.delimiter);
 * delimiters; //=> ['angle', 'quote', 'bare']
 * ```
 */
export type Delimiter = 'angle' | 'angle-url' | 'quote' | 'bare';

/**
 * A range of the text, with the 1-based line and column (UTF-16 units) of both ends; `end` is exclusive.
 *
 * @example
 * ```ts
 * const [x] = extract('see\n  <http://a/>');
 * const span: TextSpan | undefined = x?.span;
 * span; //=> { line: 2, column: 4 }
 * ```
 */
export interface TextSpan extends Span {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

interface Delimited {
  delimiter: Delimiter;
  /** Where the URI is written: between the delimiters (and `URL:`), whitespace inside included. */
  span: TextSpan;
  /** The text of `span`, as written (line breaks and all). */
  text: string;
  /** With the delimiters: `<…>`, `<URL:…>`, `"…"`; for a bare URI the same range as `span`. */
  outer: Span;
}

/**
 * A URI-reference found in the text.
 *
 * @example
 * ```ts
 * const [found, refused]: Extraction[] = [...extract('<http://a/b> and <http://a b%zz>')];
 * const uri: ExtractedUri | undefined = found?.ok ? found : undefined;
 * const error: ExtractedError | undefined = refused && !refused.ok ? refused : undefined;
 * [uri?.uri, error?.error.code]; //=> ['http://a/b', 'bad-escape']
 * ```
 */
export interface ExtractedUri extends Delimited {
  ok: true;
  /** The URI-reference, delimiters and Appendix E whitespace removed; always valid (`isValid(uri)`). */
  uri: string;
  /**
   * In angle brackets, when a hyphen stands right before a line break: the URI without those
   * hyphens, when that is a URI-reference too. Appendix E: the hyphen "may or may not actually
   * be part of the URI" (a typesetter may have added it). Absent otherwise.
   */
  unhyphenated?: string;
}

/**
 * Text in angle brackets that is meant as a URI (see docs/extract.md) but is not one: the
 * syntax error of the cleaned text, its offset, line and column mapped back into the text.
 *
 * @example
 * ```ts
 * const [found, refused]: Extraction[] = [...extract('<http://a/b> and <http://a b%zz>')];
 * const uri: ExtractedUri | undefined = found?.ok ? found : undefined;
 * const error: ExtractedError | undefined = refused && !refused.ok ? refused : undefined;
 * [uri?.uri, error?.error.code]; //=> ['http://a/b', 'bad-escape']
 * ```
 */
export interface ExtractedError extends Delimited {
  ok: false;
  /** The text between the brackets, whitespace removed: what was checked. */
  candidate: string;
  /** `parseUriReference(candidate)`'s error, with `offset`, `line`, `column` in the text. */
  error: UriSyntaxError;
}

/**
 * One find of `extract`: a URI (`ok: true`), or an invalid URI in angle brackets (`ok: false`).
 *
 * @example
 * ```ts
 * const [found, refused]: Extraction[] = [...extract('<http://a/b> and <http://a b%zz>')];
 * const uri: ExtractedUri | undefined = found?.ok ? found : undefined;
 * const error: ExtractedError | undefined = refused && !refused.ok ? refused : undefined;
 * [uri?.uri, error?.error.code]; //=> ['http://a/b', 'bad-escape']
 * ```
 */
export type Extraction = ExtractedUri | ExtractedError;

/**
 * What `extract` and `extractStream` take besides the text.
 *
 * @example
 * ```ts
 * const options: ExtractOptions = { schemes: ['example'] };
 * [...extract('see example:x', options)].map((x) => x.ok && x.uri); //=> ['example:x']
 * ```
 */
export interface ExtractOptions {
  /**
   * Scheme names taken bare or in double quotes besides the registered ones
   * (`registeredSchemes()`), case-insensitive: `['https']`.
   */
  schemes?: readonly string[];
}
