import type { Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { Nntpurl } from './ast';

export type { Nntpurl } from './ast';

// RFC 1738 §3.7 / §5 NNTP.

/** nntpurl = "nntp://" hostport "/" group [ "/" digits ] */
export const nntpurl: Rule<Nntpurl> = compiledRule('nntpurl');
