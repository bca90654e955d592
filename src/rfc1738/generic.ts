import { Node, NodeFields, Rule, fnOf, fromFn, leafRule, literal, longest, opt, rule, seq, success } from '../combinators';
import { charRun } from './common';
import { Fileurl, fileurl } from './file';
import { Ftpurl, ftpurl } from './ftp';
import { Gopherurl, gopherurl } from './gopher';
import { Httpurl, httpurl } from './http';
import { Login, login } from './login';
import { Mailtourl, mailtourl } from './mailto';
import { Newsurl, newsurl } from './news';
import { Nntpurl, nntpurl } from './nntp';
import { Prosperourl, prosperourl } from './prospero';
import { Telneturl, telneturl } from './telnet';
import { Waisurl, waisurl } from './wais';

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
export const scheme: Rule<Scheme1738> = leafRule('scheme', charRun(['lowalpha', 'digit', '"+"', '"-"', '"."'], 1));

/** urlpath = *xchar   ; depends on protocol see section 3.1 */
export const urlpath: Rule<Urlpath> = leafRule('urlpath', charRun(['xchar']));

/** ip-schemepart = "//" login [ "/" urlpath ] */
export const ipSchemepart: Rule<IpSchemepart> = rule<IpSchemepart, [string, Login, [string, Urlpath] | undefined]>(
  'ip-schemepart',
  seq(literal('//'), login, opt(seq(literal('/'), urlpath))),
  ([, l, p]) => ({ login: l, ...(p ? { urlpath: p[1] } : {}) }),
);

const xchars = charRun(['xchar']);

/**
 * schemepart = *xchar | ip-schemepart
 * Every ip-schemepart is also *xchar; the node says ip-schemepart when it spans the whole part.
 */
export const schemepart: Rule<Schemepart> = rule<Schemepart, IpSchemepart | undefined>(
  'schemepart',
  fromFn((input, i) => {
    const all = fnOf(xchars)(input, i);
    if (!all.status) return all;
    const ip = fnOf(ipSchemepart)(input, i);
    return success(all.index, ip.status && ip.index === all.index ? ip.value : undefined);
  }),
  (ip) => (ip ? { ipSchemepart: ip } : {}) as NodeFields<Schemepart>,
);

/** genericurl = scheme ":" schemepart */
export const genericurl: Rule<Genericurl> = rule<Genericurl, [Scheme1738, string, Schemepart]>(
  'genericurl',
  seq(scheme, literal(':'), schemepart),
  ([s, , p]) => ({ scheme: s, schemepart: p }),
);

/** otherurl = genericurl */
export const otherurl: Rule<Otherurl> = rule<Otherurl, Genericurl>('otherurl', genericurl, (g) => ({ genericurl: g }));

type AnyUrl = Url['url'];
const schemes: Rule<AnyUrl>[] = [httpurl, ftpurl, newsurl, nntpurl, telneturl, gopherurl, waisurl, mailtourl, fileurl, prosperourl, otherurl];

/**
 * url = httpurl | ftpurl | newsurl | nntpurl | telneturl | gopherurl | waisurl | mailtourl | fileurl | prosperourl | otherurl
 * A union, not ordered choice: the longest alternative wins; on a tie the specific scheme.
 */
export const url: Rule<Url> = rule<Url, AnyUrl>(
  'url',
  schemes.reduce((a, b) => longest(a, b)),
  (u) => ({ url: u }),
);
