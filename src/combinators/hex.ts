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
