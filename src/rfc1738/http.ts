import type { Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { Hpath, Hsegment, Httpurl, Search } from './ast';

export type { Hsegment, Hpath, Search, Httpurl } from './ast';

// RFC 1738 §3.3 / §5 HTTP. No user or password: `httpurl` has no login.

/** hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ] */
export const hsegment: Rule<Hsegment> = compiledRule('hsegment');
/** hpath = hsegment *[ "/" hsegment ] */
export const hpath: Rule<Hpath> = compiledRule('hpath');
/** search = *[ uchar | ";" | ":" | "@" | "&" | "=" ] */
export const search: Rule<Search> = compiledRule('search');

/**
 * `httpurl` with another scheme name in its literal: https (RFC 2818 §2.4) and ws, wss
 * (RFC 6455 §3) are registered with the http grammar, the name swapped. The effective port
 * is read from the registry under that name.
 *
 * @example
 * ```ts
 * import { runRule } from '../combinators';
 * runRule(httpurlFor('https'), 'https://h:8443/a').ok; //=> true
 * ```
 */
export function httpurlFor(scheme: string): Rule<Httpurl> {
  return compiledRule('httpurl', scheme === 'http' ? '' : scheme);
}

/** httpurl = "http://" hostport [ "/" hpath [ "?" search ]] */
export const httpurl: Rule<Httpurl> = httpurlFor('http');
