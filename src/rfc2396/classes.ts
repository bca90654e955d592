import { CharClass } from '../combinators/chars';
import { HEX } from '../combinators/hex';
import * as RFC2396 from '../generated/rfc2396-charsets';

// Character classes of RFC 2396 §1.6 and §2, from grammar/rfc2396.bnf (src/generated/rfc2396-charsets.ts),
// each named as the rule it stands for; and the characters of the runs the fast path scans.

/** lowalpha = "a" | "b" | ... | "z" */
export const LOWALPHA = new CharClass('lowalpha', RFC2396.lowalpha);
/** upalpha = "A" | "B" | ... | "Z" */
export const UPALPHA = new CharClass('upalpha', RFC2396.upalpha);
/** digit = "0" | "1" | ... | "9" */
export const DIGIT = new CharClass('digit', RFC2396.digit);
/** alpha = lowalpha | upalpha */
export const ALPHA = new CharClass('alpha', RFC2396.alpha);
/** alphanum = alpha | digit */
export const ALPHANUM = new CharClass('alphanum', RFC2396.alphanum);
// hex = digit | "A" | "B" | "C" | "D" | "E" | "F" | "a" | "b" | "c" | "d" | "e" | "f"
export { HEX };
/** mark = "-" | "_" | "." | "!" | "~" | "*" | "'" | "(" | ")"   (§2.3) */
export const MARK = new CharClass('mark', RFC2396.mark);
/** unreserved = alphanum | mark   (§2.3) */
export const UNRESERVED = new CharClass('unreserved', RFC2396.unreserved);
/** reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | ","   (§2.2) */
export const RESERVED = new CharClass('reserved', RFC2396.reserved);
/** uric = reserved | unreserved | escaped   (escapes are scanned separately) */
export const URIC = new CharClass('uric', RFC2396.uric);
/** uric_no_slash = unreserved | escaped | ";" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | "," */
export const URIC_NO_SLASH = new CharClass('uric_no_slash', RFC2396.uric_no_slash);
/** pchar = unreserved | escaped | ":" | "@" | "&" | "=" | "+" | "$" | "," */
export const PCHAR = new CharClass('pchar', RFC2396.pchar);

/** userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," )   (§3.2.2) */
export const USERINFO_CHARACTER = new CharClass('userinfo character', RFC2396.userinfo);
/** reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )   (§3.2.1) */
export const REG_NAME_CHARACTER = new CharClass('reg_name character', RFC2396.reg_name);
/** rel_segment = 1*( unreserved | escaped | ";" | "@" | "&" | "=" | "+" | "$" | "," ): no ":" (§5) */
export const REL_SEGMENT_CHARACTER = new CharClass('rel_segment character', RFC2396.rel_segment);
// path_segments = segment *( "/" segment ); segment = *pchar *( ";" param ); param = *pchar   (§3.3):
// the characters of a path are pchar, ";" and "/".
export const PATH_CHARACTER = PCHAR.union('segment character', new CharClass('', ';')).union('path character', new CharClass('', '/'));
/** scheme = alpha *( alpha | digit | "+" | "-" | "." )   (§3.1): the characters after the first */
export const SCHEME_CHARACTER = ALPHANUM.union('scheme character', new CharClass('', '+-.'));

/** Whether all of `name` is a scheme (no escapes in a scheme: §3.1). */
export function isSchemeName(name: string): boolean {
  if (!ALPHA.has(name.charCodeAt(0))) return false;
  for (let k = 1; k < name.length; k++) if (!SCHEME_CHARACTER.has(name.charCodeAt(k))) return false;
  return true;
}
