import type { Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { GopherPlusString, Gopherurl, Gtype, Selector } from './ast';

export type { Gtype, Selector, GopherSearch, GopherPlusString, Gopherurl } from './ast';

// RFC 1738 §3.4 / §5 GOPHER.

/** gtype = xchar */
export const gtype: Rule<Gtype> = compiledRule('gtype');
/** selector = *xchar */
export const selector: Rule<Selector> = compiledRule('selector');
/** gopher+_string = *xchar */
export const gopherPlusString: Rule<GopherPlusString> = compiledRule('gopher+_string');
/**
 * gopherurl = "gopher://" hostport [ "/" [ gtype [ selector [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
 * (the RFC's `[ / [ gtype` is a typo for `[ "/" [ gtype`). selector is *xchar and xchar includes
 * escapes, so the BNF lets a selector swallow the "%09" separators (GUIDE pitfall 10): the first
 * "%09" ends the selector, the second the search (§3.4.1: a selector never contains a tab).
 */
export const gopherurl: Rule<Gopherurl> = compiledRule('gopherurl');
