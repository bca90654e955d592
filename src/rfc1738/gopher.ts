import { Node, Rule, Span, fnOf, fromFn, literal, opt, rule, seq, success } from '../combinators';
import { Decoded, charRun, decode, decodedRule, xchar } from './common';
import { schemeLiteral } from './common';
import { Hostport, effectivePort, hostport } from './login';
import { defaultPort } from '../registry/registry';

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
export const gtype: Rule<Gtype> = decodedRule('gtype', xchar);
/** selector = *xchar */
export const selector: Rule<Selector> = decodedRule('selector', charRun(['xchar']));
/** gopher+_string = *xchar */
export const gopherPlusString: Rule<GopherPlusString> = decodedRule('gopher+_string', charRun(['xchar']));

const TAB = '%09';

function decodedNode<T extends string>(type: T, span: Span, input: string): Decoded<T> {
  const text = input.slice(span.start, span.end);
  return { type, span, text, decoded: decode(text) };
}

interface GopherPath {
  gtype: Gtype;
  selector: Selector;
  search?: GopherSearch;
  gopherPlusString?: GopherPlusString;
}

const tail = charRun(['xchar']);

// [ gtype [ selector [ "%09" search [ "%09" gopher+_string ] ] ] ]
// selector is *xchar and xchar includes escapes, so the BNF lets a selector swallow the
// "%09" separators (GUIDE pitfall 10). Everything after gtype is *xchar; the first "%09"
// ends the selector, the second the search (§3.4.1: a selector never contains a tab).
const gopherPath: Rule<GopherPath | undefined> = fromFn((input, i) => {
  const t = fnOf(gtype)(input, i);
  if (!t.status) return success(i, undefined);
  const r = fnOf(tail)(input, t.index);
  if (!r.status) return r;
  const end = r.index;
  const first = input.indexOf(TAB, t.index);
  const second = first >= 0 && first < end ? input.indexOf(TAB, first + 3) : -1;
  const selectorEnd = first >= 0 && first < end ? first : end;
  const path: GopherPath = { gtype: t.value, selector: decodedNode('selector', { start: t.index, end: selectorEnd }, input) };
  if (selectorEnd < end) {
    const searchEnd = second >= 0 && second < end ? second : end;
    path.search = decodedNode('search', { start: first + 3, end: searchEnd }, input);
    if (searchEnd < end) path.gopherPlusString = decodedNode('gopher+_string', { start: second + 3, end }, input);
  }
  return success(end, path);
});

/**
 * gopherurl = "gopher://" hostport [ "/" [ gtype [ selector [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
 * (the RFC's `[ / [ gtype` is a typo for `[ "/" [ gtype`)
 */
export const gopherurl: Rule<Gopherurl> = rule<Gopherurl, [string, Hostport, [string, GopherPath | undefined] | undefined]>(
  'gopherurl',
  seq(schemeLiteral('gopher://'), hostport, opt(seq(literal('/'), gopherPath))),
  ([, hp, path]) => {
    const p = path?.[1];
    return {
      hostport: hp,
      ...(p ?? {}),
      gophertype: p ? p.gtype.decoded : '1',
      effectivePort: effectivePort(hp, defaultPort('gopher')),
    };
  },
);
