import { Node, Rule, literal, opt, rule, seq } from '../combinators';
import { digits, schemeLiteral } from './common';
import { Hostport, effectivePort, hostport } from './login';
import { Group, group } from './news';
import { defaultPort } from '../registry/registry';

// RFC 1738 §3.7 / §5 NNTP.

export interface Nntpurl extends Node<'nntpurl'> {
  hostport: Hostport;
  group: Group;
  digits?: Node<'digits'>;
  /** §3.7: the article number within the group, when given. */
  articleNumber: number | undefined;
  /** The explicit port, else the registry's default (119). */
  effectivePort: number | undefined;
}

/** nntpurl = "nntp://" hostport "/" group [ "/" digits ] */
export const nntpurl: Rule<Nntpurl> = rule<Nntpurl, [string, Hostport, string, Group, [string, Node<'digits'>] | undefined]>(
  'nntpurl',
  seq(schemeLiteral('nntp://'), hostport, literal('/'), group, opt(seq(literal('/'), digits))),
  ([, hp, , g, d]) => ({
    hostport: hp,
    group: g,
    ...(d ? { digits: d[1] } : {}),
    articleNumber: d ? Number(d[1].text) : undefined,
    effectivePort: effectivePort(hp, defaultPort('nntp')),
  }),
);
