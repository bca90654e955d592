import type { Node, Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { Decoded } from './common';
import type { Hostport } from './hostport';

// RFC 1738 §3.4 / §5 GOPHER.

/** RFC 1738 §5 `gtype = xchar`. Its `decoded` value has the escapes decoded (§2.2). */
export type Gtype = Decoded<'gtype'>;
/** RFC 1738 §5 `selector = *xchar`. Its `decoded` value has the escapes decoded (§2.2). */
export type Selector = Decoded<'selector'>;
/** RFC 1738 §5 `search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]`. Its `decoded` value has the escapes decoded (§2.2). */
export type GopherSearch = Decoded<'search'>;
/** RFC 1738 §5 `gopher+_string = *xchar`. Its `decoded` value has the escapes decoded (§2.2). */
export type GopherPlusString = Decoded<'gopher+_string'>;
export interface Gopherurl extends Node<'gopherurl'> {
  hostport: Hostport;
  /** Undefined when the gopher-path is empty. */
  gtype?: Gtype;
  /** Present (possibly empty) whenever gtype is: the text up to the first "%09". */
  selector?: Selector;
  /** After the first "%09", up to the second (§3.4.2). */
  search?: GopherSearch;
  /** After the second "%09" (§3.4.3). */
  gopherPlusString?: GopherPlusString;
  /** §3.4.1: the decoded gtype, or "1" when the gopher-path is empty. */
  gophertype: string;
  /** The explicit port, else the registry's default (70). */
  effectivePort: number | undefined;
}

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
