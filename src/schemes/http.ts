import { Node, Rule, literal, opt, rule, seq } from '../engine';
import { Decoded, charRun, decodedRule, schemeLiteral } from './common';
import { segmentList } from './segments';
import { Hostport, effectivePort, hostport } from './login';
import { defaultPort } from './registry';

// RFC 1738 §3.3 / §5 HTTP. No user or password: `httpurl` has no login.

export type Hsegment = Decoded<'hsegment'>;
export interface Hpath extends Node<'hpath'> {
  hsegments: Hsegment[];
}
export type Search = Decoded<'search'>;
export interface Httpurl extends Node<'httpurl'> {
  hostport: Hostport;
  /** Undefined when the "/" is omitted. */
  hpath?: Hpath;
  /** Undefined without "?"; empty text for a bare "?". */
  search?: Search;
  /** The explicit port, else the registry's default (80). */
  effectivePort: number | undefined;
}

// hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
export const hsegment: Rule<Hsegment> = decodedRule('hsegment', charRun(['uchar', '";"', '":"', '"@"', '"&"', '"="']));

// hpath = hsegment *[ "/" hsegment ]
export const hpath: Rule<Hpath> = segmentList<Hpath, 'hsegment'>('hpath', 'hsegments', hsegment, 'hsegment');

// search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
export const search: Rule<Search> = decodedRule('search', charRun(['uchar', '";"', '":"', '"@"', '"&"', '"="']));

// httpurl = "http://" hostport [ "/" hpath [ "?" search ]]
export const httpurl: Rule<Httpurl> = rule<Httpurl, [string, Hostport, [string, Hpath, [string, Search] | undefined] | undefined]>(
  'httpurl',
  seq(schemeLiteral('http://'), hostport, opt(seq(literal('/'), hpath, opt(seq(literal('?'), search))))),
  ([, hp, path]) => ({
    hostport: hp,
    ...(path ? { hpath: path[1] } : {}),
    ...(path?.[2] ? { search: path[2][1] } : {}),
    effectivePort: effectivePort(hp, defaultPort('http')),
  }),
);
