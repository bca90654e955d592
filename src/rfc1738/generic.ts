import type { Node, Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { Fileurl } from './file';
import type { Ftpurl } from './ftp';
import type { Gopherurl } from './gopher';
import type { Httpurl } from './http';
import type { Login } from './hostport';
import type { Mailtourl } from './mailto';
import type { Newsurl } from './news';
import type { Nntpurl } from './nntp';
import type { Prosperourl } from './prospero';
import type { Telneturl } from './telnet';
import type { Waisurl } from './wais';

// RFC 1738 §5: the generic form of a URL, and `url`, the union of the schemes.

/** RFC 1738 §5 `scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]`. */
export type Scheme1738 = Node<'scheme'>;
/** RFC 1738 §5 `urlpath = *xchar    ; depends on protocol see section 3.1`. */
export type Urlpath = Node<'urlpath'>;
export interface IpSchemepart extends Node<'ip-schemepart'> {
  login: Login;
  urlpath?: Urlpath;
}
/** `ipSchemepart` when the whole scheme part has the common Internet syntax (§3.1), else its text only. */
export type Schemepart = Node<'schemepart'> & { ipSchemepart?: IpSchemepart };
export interface Genericurl extends Node<'genericurl'> {
  scheme: Scheme1738;
  schemepart: Schemepart;
}
/** RFC 1738 §5 `otherurl = genericurl`. */
export type Otherurl = Node<'otherurl'> & { genericurl: Genericurl };
/** RFC 1738 §5 `url = httpurl | ftpurl | newsurl | nntpurl | telneturl | gopherurl | waisurl | mailtourl | fileurl | prosperourl | otherurl`. */
export type Url = Node<'url'> & {
  url: Httpurl | Ftpurl | Newsurl | Nntpurl | Telneturl | Gopherurl | Waisurl | Mailtourl | Fileurl | Prosperourl | Otherurl;
};

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
