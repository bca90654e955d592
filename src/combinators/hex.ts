import { CharClass } from './chars';
import * as RFC2396 from '../generated/rfc2396-charsets';

// RFC 2396's hex, which RFC 1738 shares: apart from the combinator runtime, so that a class
// table or an error's expected list loads without it.

/**
 * hex = digit | "A" | "B" | "C" | "D" | "E" | "F" | "a" | "b" | "c" | "d" | "e" | "f"   (§2.4.1)
 */
export const HEX = new CharClass('hex', RFC2396.hex);
/** What a malformed escape expects. */
export const HEX_DIGIT = [HEX.name];

/** escaped = "%" hex hex   (§2.4.1): the code of the "%" an escape begins with. */
export const PERCENT = 37;

/** The value of each hex digit by code unit below 128 (either case, §2.4.1), -1 for the others: from the grammar's `hex`. */
const HEX_VALUE: Int8Array = (() => {
  const t = new Int8Array(128).fill(-1);
  for (const digit of RFC2396.hex) t[digit.charCodeAt(0)] = parseInt(digit, 16);
  return t;
})();

/** The value of the hex digit whose code unit is `c`, or -1 when it is no hex digit (NaN, past the input's end, included). */
export function hexValue(c: number): number {
  return c < 128 ? HEX_VALUE[c]! : -1;
}
