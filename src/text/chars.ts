/**
 * Character classes of the extractor, as 128-entry tables read with `charCodeAt` (the engine's
 * way: no regular expression per character). The URI ones are built from the sets of
 * grammar/rfc2396.bnf (src/generated/rfc2396-charsets.ts).
 */
import * as RFC2396 from '../generated/rfc2396-charsets';
import { scheme_continues } from '../generated/rfc2396-membership';

function table(chars: string): Uint8Array {
  const t = new Uint8Array(128);
  for (let k = 0; k < chars.length; k++) t[chars.charCodeAt(k)] = 1;
  return t;
}

// uric (RFC 2396 §2: reserved | unreserved), "%" of an escape (§2.4.1) and "#" (§4.1).
const URI_CHARS = table(RFC2396.uric + '%#');

/** Whether `c` (a UTF-16 code unit) can appear in a URI-reference: a bare URI is a run of these. */
export function isUriChar(c: number): boolean {
  return c < 128 && URI_CHARS[c] === 1;
}

// Appendix E: "extra whitespace (spaces, linebreaks, tabs, etc.)": the ASCII ones.
const WHITESPACE = table(' \t\n\v\f\r');

/** Whether `c` is whitespace that Appendix E drops inside angle brackets. */
export function isWhitespace(c: number): boolean {
  return c < 128 && WHITESPACE[c] === 1;
}

// what a scheme continues with (RFC 2396 §3.1), from the grammar
const SCHEME_CONTINUES = new RegExp(scheme_continues);
const SCHEME_CHARS = Uint8Array.from({ length: 128 }, (_, c) => (SCHEME_CONTINUES.test(String.fromCharCode(c)) ? 1 : 0));

/** Whether `c` can continue a scheme name: a candidate never starts right after one. */
export function isSchemeChar(c: number): boolean {
  return c < 128 && SCHEME_CHARS[c] === 1;
}

/** Trailing sentence punctuation that a bare URI does not take: . , ; : ! ? */
export function isSentencePunctuation(c: number): boolean {
  return c === 0x2e || c === 0x2c || c === 0x3b || c === 0x3a || c === 0x21 || c === 0x3f;
}

/** LF or CR: whitespace that breaks a line (Appendix E's hyphen rule). */
export function isLineBreak(c: number): boolean {
  return c === 0x0a || c === 0x0d;
}

export const LINE_FEED = 0x0a;
export const HYPHEN_MINUS = 0x2d;
export const QUOTATION_MARK = 0x22;
export const APOSTROPHE = 0x27;
export const LEFT_PARENTHESIS = 0x28;
export const RIGHT_PARENTHESIS = 0x29;
export const LESS_THAN = 0x3c;
