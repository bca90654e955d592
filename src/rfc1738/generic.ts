import type { Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { Genericurl, IpSchemepart, Otherurl, Scheme1738, Schemepart, Url, Urlpath } from './ast';

export type { Scheme1738, Urlpath, IpSchemepart, Schemepart, Genericurl, Otherurl, Url } from './ast';

// RFC 1738 §5: the generic form of a URL, and `url`, the union of the schemes.

/** scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]   ; lower case, as in the BNF */
export const scheme: Rule<Scheme1738> = compiledRule('scheme');
/** urlpath = *xchar   ; depends on protocol see section 3.1 */
export const urlpath: Rule<Urlpath> = compiledRule('urlpath');
/** ip-schemepart = "//" login [ "/" urlpath ] */
export const ipSchemepart: Rule<IpSchemepart> = compiledRule('ip-schemepart');
/**
 * schemepart = *xchar | ip-schemepart
 * Every ip-schemepart is also *xchar; the node says ip-schemepart when it spans the whole part.
 */
export const schemepart: Rule<Schemepart> = compiledRule('schemepart');
/** genericurl = scheme ":" schemepart */
export const genericurl: Rule<Genericurl> = compiledRule('genericurl');
/** otherurl = genericurl */
export const otherurl: Rule<Otherurl> = compiledRule('otherurl');
/**
 * url = httpurl | ftpurl | newsurl | nntpurl | telneturl | gopherurl | waisurl | mailtourl | fileurl | prosperourl | otherurl
 * A union, not ordered choice: the longest alternative wins; on a tie the specific scheme.
 */
export const url: Rule<Url> = compiledRule('url');
