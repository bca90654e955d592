import type { Node, Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { Decoded } from './common';
import type { Hostport } from './hostport';

// RFC 1738 §3.3 / §5 HTTP. No user or password: `httpurl` has no login.

/** RFC 1738 §5 `hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]`. Its `decoded` value has the escapes decoded (§2.2). */
export type Hsegment = Decoded<'hsegment'>;
export interface Hpath extends Node<'hpath'> {
  hsegments: Hsegment[];
}
/** RFC 1738 §5 `search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]`. Its `decoded` value has the escapes decoded (§2.2). */
export type Search = Decoded<'search'>;
export interface Httpurl extends Node<'httpurl'> {
  hostport: Hostport;
  /** Undefined when the "/" is omitted. */
  hpath?: Hpath;
  /** Undefined without "?"; empty text for a bare "?". */
  search?: Search;
  /** The explicit port, else the registry's default (80 for http). */
  effectivePort: number | undefined;
}

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
