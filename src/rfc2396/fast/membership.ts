import type { CharClass } from '../../combinators';
import { REG_NAME_CHARACTER } from '../authority';
import { ALPHA, URIC, URIC_NO_SLASH } from '../characters';
import { PATH_CHARACTER, REL_SEGMENT_CHARACTER } from '../path';
import { SCHEME_CHARACTER } from '../uri';

/*
 * Membership in URI-reference as one regular expression, generated from the character
 * classes the combinators use (from grammar/rfc2396.bnf, src/generated/rfc2396-charsets.ts), so V8
 * runs it as native code.
 *
 * For membership alone the authority is simpler than for parsing: every character a server
 * can hold (userinfo, "@", hostname, IPv4address, ":" port, escapes) is a reg_name character
 * (§3.2.1, §3.2.2), so `authority = server | reg_name` is `*( reg_name character | escaped )`
 * (the empty string being the empty server).
 *
 * Linear time: every repetition is written unrolled, `[c]*(?:%hh[c]*)*`, so each character
 * is consumed one way only, and each repetition is followed by a delimiter outside its class;
 * giving characters back therefore fails at once, and the alternatives are a fixed few.
 * bench/scaling.ts measures it; spec/rfc2396/fast.spec.ts holds it to the combinators.
 */

/** A class's members inside `[...]`, with the characters special there escaped. */
const inClass = (members: string): string => members.replace(/[\\\]^-]/g, '\\$&');
const chars = (cls: CharClass): string => inClass(cls.members());

// escaped = "%" hex hex   (§2.4.1)
const ESCAPED = '%[0-9A-Fa-f]{2}';
/** `*( c | escaped )`, unrolled. */
const many = (c: string): string => `[${c}]*(?:${ESCAPED}[${c}]*)*`;
/** `1*( c | escaped )`. */
const some = (c: string): string => `(?:[${c}]|${ESCAPED})${many(c)}`;

// scheme = alpha *( alpha | digit | "+" | "-" | "." )   (§3.1)
const SCHEME = `[${chars(ALPHA)}][${chars(SCHEME_CHARACTER)}]*`;
// authority: *( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" ), see above
const AUTHORITY = many(chars(REG_NAME_CHARACTER));
// abs_path = "/" path_segments; path_segments = segment *( "/" segment ); segment = *pchar *( ";" param )   (§3.3)
const ABS_PATH = `/${many(chars(PATH_CHARACTER))}`;
// net_path = "//" authority [ abs_path ]   (§3)
const NET_PATH = `//${AUTHORITY}(?:${ABS_PATH})?`;
// rel_path = rel_segment [ abs_path ]; rel_segment = 1*( unreserved | escaped | ";" | "@" | "&" | "=" | "+" | "$" | "," )   (§5)
const REL_PATH = `${some(chars(REL_SEGMENT_CHARACTER))}(?:${ABS_PATH})?`;
// [ "?" query ], query = *uric   (§3.4)
const QUERY = `(?:\\?${many(chars(URIC))})?`;
// opaque_part = uric_no_slash *uric   (§3)
const OPAQUE_PART = `(?:[${chars(URIC_NO_SLASH)}]|${ESCAPED})${many(chars(URIC))}`;
// absoluteURI = scheme ":" ( hier_part | opaque_part ); hier_part = ( net_path | abs_path ) [ "?" query ]   (§3)
const ABSOLUTE_URI = `${SCHEME}:(?:(?:${NET_PATH}|${ABS_PATH})${QUERY}|${OPAQUE_PART})`;
// relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]   (§5)
const RELATIVE_URI = `(?:${NET_PATH}|${ABS_PATH}|${REL_PATH})${QUERY}`;
// URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]; fragment = *uric   (§4.1)
const URI_REFERENCE = new RegExp(`^(?:${ABSOLUTE_URI}|${RELATIVE_URI})?(?:#${many(chars(URIC))})?$`);

/** Whether `input` is a URI-reference (RFC 2396 §4.1, Appendix A). */
export function isUriReference(input: string): boolean {
  return URI_REFERENCE.test(input);
}
