import type { Node, Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { Hostport } from './hostport';
import type { Group } from './news';

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
export const nntpurl: Rule<Nntpurl> = compiledRule('nntpurl');
