import type { CharClass } from '../../combinators';
import { ALPHA, DIGIT, HEX, PATH_CHARACTER, REG_NAME_CHARACTER, REL_SEGMENT_CHARACTER, SCHEME_CHARACTER, URIC, URIC_NO_SLASH, USERINFO_CHARACTER } from '../classes';

/**
 * The character classes of RFC 2396 §2 and Appendix A as bits of one 128-entry table, so
 * the scanner tests a class with one load and one mask. Built from ../classes (from
 * grammar/rfc2396.bnf, src/generated/rfc2396-charsets.ts), so the two cannot drift apart.
 */
export const ALPHA_BIT = 1;
export const DIGIT_BIT = 2;
/** hex (§2.4.1) */
export const HEX_BIT = 4;
/** uric, escapes aside (§2) */
export const URIC_BIT = 8;
/** uric_no_slash, escapes aside (§3) */
export const URIC_NO_SLASH_BIT = 16;
/** A character of path_segments: pchar, ";" or "/" (§3.3) */
export const PATH_BIT = 32;
/** A character of reg_name (§3.2.1); userinfo's are the same but "@" (§3.2.2) */
export const REG_NAME_BIT = 64;
/** A character of rel_segment (§5) */
export const REL_SEGMENT_BIT = 128;
/** A character of userinfo, escapes aside: reg_name's but "@" (§3.2.2) */
export const USERINFO_BIT = 256;
/** A character of a scheme after its first: alpha, digit, "+", "-" or "." (§3.1) */
export const SCHEME_BIT = 512;

/** The class bits of each ASCII code unit (the scanners read bytes: ./bytes); NUL has none. */
export const TABLE = new Uint16Array(128);
const table = TABLE;

function mark(members: string, bit: number): void {
  for (let k = 0; k < members.length; k++) table[members.charCodeAt(k)] |= bit;
}
const of = (cls: CharClass) => cls.members();

mark(of(ALPHA), ALPHA_BIT);
mark(of(DIGIT), DIGIT_BIT);
mark(of(HEX), HEX_BIT);
mark(of(URIC), URIC_BIT);
mark(of(URIC_NO_SLASH), URIC_NO_SLASH_BIT);
mark(of(PATH_CHARACTER), PATH_BIT);
mark(of(REG_NAME_CHARACTER), REG_NAME_BIT);
mark(of(REL_SEGMENT_CHARACTER), REL_SEGMENT_BIT);
mark(of(USERINFO_CHARACTER), USERINFO_BIT);
mark(of(SCHEME_CHARACTER), SCHEME_BIT);
