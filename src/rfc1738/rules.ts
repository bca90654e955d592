// The rules handed to a user are parsimmon parsers (src/combinators/core.ts): this import makes them so wherever they are bundled.
import '../combinators/combinators';
import * as c from './common';
import { fileurl } from './file';
import { fpath, fsegment, ftptype, ftpurl } from './ftp';
import { genericurl, ipSchemepart, otherurl, scheme, schemepart, url, urlpath } from './generic';
import { gopherPlusString, gopherurl, gtype, selector } from './gopher';
import { hpath, hsegment, httpurl, search } from './http';
import { domainlabel, host, hostname, hostnumber, hostport, login, password, port, toplabel, user } from './login';
import { encoded822addr, mailtourl } from './mailto';
import { article, group, grouppart, newsurl } from './news';
import { nntpurl } from './nntp';
import { fieldname, fieldspec, fieldvalue, ppath, prosperourl, psegment } from './prospero';
import { telneturl } from './telnet';
import { database, waisdatabase, waisdoc, waisindex, waisurl, wpath, wtype } from './wais';

/**
 * Every rule of RFC 1738 §5, keyed by its name in the RFC, in the section's order; each
 * rule typed with its node (`rules1738.httpurl` is a `Rule<Httpurl>`). Compose them with
 * the kit `g` into a scheme grammar.
 *
 * @example
 * ```ts
 * import { defineScheme, g, rules1738 } from 'uri-grammar';
 * const path = g.many(g.alt<unknown>(rules1738.uchar, g.literal('/')));
 * const ex = defineScheme({ name: 'ex', hierarchical: false, grammar: g.seq(g.literal('ex:'), path) });
 * ex.parse('ex:a/b%20c').ok; //=> true
 * ex.parse('ex:a b').ok; //=> false
 * ```
 */
export const rules1738 = Object.freeze({
  genericurl,
  url,
  otherurl,
  scheme,
  schemepart,
  'ip-schemepart': ipSchemepart,
  login,
  hostport,
  host,
  hostname,
  domainlabel,
  toplabel,
  alphadigit: c.alphadigit,
  hostnumber,
  port,
  user,
  password,
  urlpath,
  ftpurl,
  fpath,
  fsegment,
  ftptype,
  fileurl,
  httpurl,
  hpath,
  hsegment,
  search,
  gopherurl,
  gtype,
  selector,
  'gopher+_string': gopherPlusString,
  mailtourl,
  encoded822addr,
  newsurl,
  grouppart,
  group,
  article,
  nntpurl,
  telneturl,
  waisurl,
  waisdatabase,
  waisindex,
  waisdoc,
  database,
  wtype,
  wpath,
  prosperourl,
  ppath,
  psegment,
  fieldspec,
  fieldname,
  fieldvalue,
  lowalpha: c.lowalpha,
  hialpha: c.hialpha,
  alpha: c.alpha,
  digit: c.digit,
  safe: c.safe,
  extra: c.extra,
  national: c.national,
  punctuation: c.punctuation,
  reserved: c.reserved,
  hex: c.hex,
  escape: c.escape,
  unreserved: c.unreserved,
  uchar: c.uchar,
  xchar: c.xchar,
  digits: c.digits,
});

/**
 * The type of `rules1738`: each RFC 1738 §5 rule name with its typed rule.
 *
 * @example
 * ```ts
 * const all: Rules1738 = rules1738;
 * 'httpurl' in all; //=> true
 * ```
 */
export type Rules1738 = typeof rules1738;
/**
 * An RFC 1738 §5 rule name.
 *
 * @example
 * ```ts
 * const name: RuleName1738 = 'hostport';
 * name in rules1738; //=> true
 * ```
 */
export type RuleName1738 = keyof Rules1738;

/**
 * Whether `name` is an RFC 1738 §5 rule name (a key of `rules1738`).
 *
 * @example
 * ```ts
 * isRuleName1738('httpurl'); //=> true
 * isRuleName1738('toString'); //=> false
 * ```
 */
export function isRuleName1738(name: string): name is RuleName1738 {
  return Object.prototype.hasOwnProperty.call(rules1738, name);
}
