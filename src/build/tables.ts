import { CharClass } from '../combinators';
import { PCHAR, REG_NAME_CHARACTER, REL_SEGMENT_CHARACTER, UNRESERVED, URIC, USERINFO_CHARACTER } from '../rfc2396/classes';
import * as RFC1738 from '../generated/rfc1738-charsets';
import type { EscapeRule } from './escape-rules';

/** RFC 1738's unreserved = alpha | digit | safe | extra   (grammar/rfc1738.bnf, through src/generated/rfc1738-charsets.ts) */
const UNRESERVED_1738 = new CharClass('unreserved', RFC1738.unreserved);

/** Which grammar a rule comes from: its unreserved set is the one `escapeReserved` keeps. */
export type Grammar = 'rfc2396' | 'rfc1738';

/** A rule's characters that `escape` leaves as they are; every other character is escaped. */
export interface EscapeTable {
  readonly grammar: Grammar;
  readonly allowed: CharClass;
  /** `rel_segment`, `reg_name` and `encoded822addr` are `1*`: an empty value cannot match them. */
  readonly nonEmpty: boolean;
}

function table(grammar: Grammar, allowed: CharClass, nonEmpty = false): EscapeTable {
  return { grammar, allowed, nonEmpty };
}

/** The characters of an RFC 1738 rule (grammar/rfc1738.bnf), named `name`, but `escaped`. */
function of1738(name: string, members: string, escaped = ''): CharClass {
  return new CharClass(name, members).minus(name, escaped);
}

/**
 * The rules `escape` knows, each with the characters it leaves unescaped: the rule's own
 * class from the grammar modules, minus the reserved characters that would change meaning
 * in that place (the comment names the character and why). `%` is never in a table: in a
 * value it is data (§2.4.2).
 */
export const ESCAPE_TABLES = {
  // RFC 2396 (Appendix A)
  // segment = *pchar *( ";" param ): ";" would start a param (§3.3), so it is escaped.
  segment: table('rfc2396', PCHAR),
  // param = *pchar
  param: table('rfc2396', PCHAR),
  // rel_segment (the first segment of a relative path, §5): no ":" (grammar); ";" would start a param.
  rel_segment: table('rfc2396', REL_SEGMENT_CHARACTER.minus('rel_segment', ';'), true),
  // query = *uric   (its reserved characters are the application's, §3.4: kept)
  query: table('rfc2396', URIC),
  // fragment = *uric
  fragment: table('rfc2396', URIC),
  // userinfo: ":" kept (the "user:password" form, §3.2.2); "@" is outside the rule.
  userinfo: table('rfc2396', USERINFO_CHARACTER),
  // reg_name: "@" and ":" escaped, or an RFC 2396 reader would split off a userinfo or a port (§3.2).
  reg_name: table('rfc2396', REG_NAME_CHARACTER.minus('reg_name', '@:'), true),

  // RFC 1738 (§5). "?" is escaped everywhere: an RFC 2396 reader (which `parseUrl` runs
  // first) ends an authority or a path at "?" (§3.2, §3.3), so the generic view would differ.
  // "~" is escaped: RFC 1738 as published calls it unsafe (§2.2).
  // user = *[ uchar | ";" | "?" | "&" | "=" ]
  user: table('rfc1738', of1738('user', RFC1738.user, '?')),
  // password = *[ uchar | ";" | "?" | "&" | "=" ]
  password: table('rfc1738', of1738('password', RFC1738.password, '?')),
  // fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
  fsegment: table('rfc1738', of1738('fsegment', RFC1738.fsegment, '?')),
  // hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]: ";" is reserved in an HTTP path (§3.3).
  hsegment: table('rfc1738', of1738('hsegment', RFC1738.hsegment, ';')),
  // search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]: ";" is reserved in a searchpart (§3.3).
  search: table('rfc1738', of1738('search', RFC1738.search, ';')),
  // selector = *xchar
  selector: table('rfc1738', of1738('selector', RFC1738.selector, '?')),
  // gopher+_string = *xchar
  'gopher+_string': table('rfc1738', of1738('gopher+_string', RFC1738.xchar, '?')),
  // encoded822addr = 1*xchar: "?" would read as a query (RFC 2396 Appendix B).
  encoded822addr: table('rfc1738', of1738('encoded822addr', RFC1738.encoded822addr, '?'), true),
  // database = *uchar
  database: table('rfc1738', of1738('database', RFC1738.database)),
  // wtype = *uchar
  wtype: table('rfc1738', of1738('wtype', RFC1738.wtype)),
  // wpath = *uchar
  wpath: table('rfc1738', of1738('wpath', RFC1738.wpath)),
  // psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
  psegment: table('rfc1738', of1738('psegment', RFC1738.psegment, '?')),
  // fieldname = *[ uchar | "?" | ":" | "@" | "&" ]
  fieldname: table('rfc1738', of1738('fieldname', RFC1738.fieldname, '?')),
  // fieldvalue = *[ uchar | "?" | ":" | "@" | "&" ]
  fieldvalue: table('rfc1738', of1738('fieldvalue', RFC1738.fieldvalue, '?')),
} as const satisfies Record<EscapeRule, EscapeTable>;

export function isEscapeRule(name: unknown): name is EscapeRule {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(ESCAPE_TABLES, name);
}

/** The unreserved set of each grammar: what `escapeReserved` keeps. */
export const UNRESERVED_OF: Readonly<Record<Grammar, CharClass>> = { rfc2396: UNRESERVED, rfc1738: UNRESERVED_1738 };

// article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host — the part before "@"
// (not a rule of its own, so not offered by `escape`; "?" escaped as above).
export const ARTICLE_UNIQUE = table('rfc1738', UNRESERVED_1738.union('article', new CharClass('', ';/:&=')), true);
