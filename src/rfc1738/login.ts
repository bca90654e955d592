import type { Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { Domainlabel, Host, Hostname, Hostnumber, Hostport, Login, Password, Port, Toplabel, User } from './hostport';

// RFC 1738 §5 "URL schemeparts for ip based protocols" (§3.1). The nodes: ./hostport.

export type { Domainlabel, Toplabel, Hostname, Hostnumber, Host, Port, Hostport, User, Password, Login } from './hostport';
export { effectivePort } from './hostport';

/** domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit */
export const domainlabel: Rule<Domainlabel> = compiledRule('domainlabel');
/** toplabel = alpha | alpha *[ alphadigit | "-" ] alphadigit */
export const toplabel: Rule<Toplabel> = compiledRule('toplabel');
/**
 * hostname = *[ domainlabel "." ] toplabel
 * No trailing "." under updates 'none' (RFC 2396 G.3: grammar/rfc1738-appendix-g.bnf). A
 * hostname of more than LAZY_LIST labels has its domainlabels built on first read (./hostport).
 */
export const hostname: Rule<Hostname> = compiledRule('hostname');
/** hostnumber = digits "." digits "." digits "." digits */
export const hostnumber: Rule<Hostnumber> = compiledRule('hostnumber');
/** host = hostname | hostnumber   (disjoint: a toplabel starts with a letter) */
export const host: Rule<Host> = compiledRule('host');
/** port = digits   (RFC 2396 G.3: *digit unless updates 'none') */
export const port: Rule<Port> = compiledRule('port');
/** hostport = host [ ":" port ] */
export const hostport: Rule<Hostport> = compiledRule('hostport');
/** user = *[ uchar | ";" | "?" | "&" | "=" ] */
export const user: Rule<User> = compiledRule('user');
/** password = *[ uchar | ";" | "?" | "&" | "=" ] */
export const password: Rule<Password> = compiledRule('password');
/**
 * login = [ user [ ":" password ] "@" ] hostport
 * user and password have no ":" or "@", so the user part is taken exactly when an "@" ends it.
 */
export const login: Rule<Login> = compiledRule('login');
