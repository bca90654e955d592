import { Node } from '../combinators/node';
import { ParseResult, type UriSyntaxError } from '../combinators/errors';
import { Rule, fnOf } from '../combinators/core';
import { tracker } from '../combinators/tracker';
import { syntaxError } from '../combinators/diagnose';
import { errorOf } from '../combinators/run';
import { assertString, optionsOf } from '../combinators/arguments';
import type { Components, UriReference } from '../rfc2396';
import { components, userinfoOf } from '../rfc2396/components';
import { parseUriReference } from '../rfc2396/parse';
import '../schemes/builtins';
import { type SchemeParser, schemeParsers } from '../schemes/compiled';
import { isUri3986, splitComponents, uri3986Error } from '../schemes/generic3986';
import { httpURLFromGeneric } from '../rfc1738/http2616';
import { membershipOf } from '../rfc1738/compiled';
import { spanBuilders } from '../combinators/spans';
import type { Fileurl } from '../rfc1738/file';
import type { Ftpurl } from '../rfc1738/ftp';
import type { Gopherurl } from '../rfc1738/gopher';
import type { Httpurl } from '../rfc1738/http';
import type { Http2616Url, HttpAst } from '../rfc1738/http2616';
import type { Mailtourl } from '../rfc1738/mailto';
import type { Newsurl } from '../rfc1738/news';
import type { Nntpurl } from '../rfc1738/nntp';
import { SchemeCase, Updates, profileOf, runWith } from '../rfc1738/profile';
import type { Prosperourl } from '../rfc1738/prospero';
import { type GenericSyntax, type SchemeEntry, entryAtHead } from '../registry/registry';
import type { Telneturl } from '../rfc1738/telnet';
import { explainUserinfo, userinfoBefore } from './userinfo';
import { jointError } from './jointError';
import { urlError } from './urlError';
import type { Waisurl } from '../rfc1738/wais';
import type { DataNode, GeoNode, TagNode, UrnNode } from '../schemes/meaning';

/**
 * The scheme AST of each scheme, keyed by scheme name: the built-in ones, and any you add.
 * `parseUrl` reads it to type its result. A scheme registered with `defineScheme` is
 * typed by the `parse` that `defineScheme` returns; to have `parseUrl` (and `AnyUrl`) know
 * it too, add it here by declaration merging.
 *
 * @example
 * ```ts
 * import { defineScheme, parseUrl, schemeFromBnf, type BnfNode } from 'uri-grammar';
 *
 * declare module 'uri-grammar' {
 *   interface SchemeAsts {
 *     ex: BnfNode;
 *   }
 * }
 *
 * defineScheme(schemeFromBnf('exurl = "ex:" 1*uchar', { name: 'ex', start: 'exurl', hierarchical: false }));
 * const r = parseUrl('ex:abc');
 * if (r.ok && r.value.schemeName === 'ex') r.value.url.type; //=> 'exurl' // r.value is a SchemeUrl<'ex', BnfNode>
 * ```
 */
export interface SchemeAsts {
  ftp: Ftpurl;
  /** RFC 2616 `http_URL` by default; RFC 1738 `httpurl` under updates 'none' or 'rfc2396'. Narrow on `type`. */
  http: HttpAst;
  /** The http grammar (RFC 2818 §2.4). */
  https: HttpAst;
  /** The http grammar (RFC 6455 §3). */
  ws: HttpAst;
  /** The http grammar (RFC 6455 §3). */
  wss: HttpAst;
  gopher: Gopherurl;
  mailto: Mailtourl;
  news: Newsurl;
  nntp: Nntpurl;
  telnet: Telneturl;
  wais: Waisurl;
  file: Fileurl;
  prospero: Prosperourl;
  /** RFC 8141 `namestring`, with its meaning (see {@link readUrn}). */
  urn: UrnNode;
  /** RFC 2397 `dataurl`, with its meaning. */
  data: DataNode;
  /** RFC 4151 `tagURI`, with its meaning. */
  tag: TagNode;
  /** RFC 5870 `geo-URI`, with its meaning. */
  geo: GeoNode;
}

/**
 * The generic syntax each scheme's grammar runs with, where it is not RFC 2396 (the default):
 * the catalogue's built-in schemes use RFC 3986's. Add yours by declaration merging, beside
 * `SchemeAsts`.
 *
 * @example
 * ```ts
 * type G = SchemeGenerics['geo']; //=> 'rfc3986'
 * ```
 */
export interface SchemeGenerics {
  urn: 'rfc3986';
  data: 'rfc3986';
  tag: 'rfc3986';
  geo: 'rfc3986';
}

/**
 * The generic syntax of scheme S: its `SchemeGenerics` entry, else RFC 2396.
 *
 * @example
 * ```ts
 * type G = GenericOfScheme<'urn'>; //=> 'rfc3986'
 * ```
 */
export type GenericOfScheme<S extends string> = S extends keyof SchemeGenerics ? SchemeGenerics[S] : 'rfc2396';

/**
 * The generic part of a URL under generic syntax G: RFC 2396's AST (`UriReference`), or, for
 * RFC 3986 and none, a node spanning the URI (its parts are in `components`).
 *
 * @example
 * ```ts
 * type N = GenericNode<'rfc3986'>['type']; //=> 'URI'
 * ```
 */
export type GenericNode<G extends GenericSyntax> = G extends 'rfc2396' ? UriReference : Node<'URI'>;

/**
 * A URL parsed by its scheme's grammar: the generic part (for RFC 2396, the default, every
 * field of `UriReference`) with `generic` (which generic syntax held), `components`,
 * `schemeName` (the registry key) and `url`, the scheme grammar's node. A fragment stays in
 * the generic part (RFC 1738 Appendix) unless the scheme grammar has one of its own.
 *
 * @example
 * ```ts
 * const r = parseUrl('news:comp.lang.misc');
 * const url: SchemeUrl<'news', rfc1738.Newsurl> | undefined = r.ok && r.value.schemeName === 'news' ? r.value : undefined;
 * url?.components.path; //=> 'comp.lang.misc'
 * ```
 */
export type SchemeUrl<S extends string, N, G extends GenericSyntax = 'rfc2396'> = GenericNode<G> & { generic: G; schemeName: S; components: Components; url: N };
/**
 * A reference whose scheme is not registered (or that has none): the generic AST only.
 *
 * @example
 * ```ts
 * const r = parseUrl('http://u@h/', { generic: true });
 * const url: GenericUrl | undefined = r.ok ? r.value : undefined;
 * [url?.schemeName, url?.components.authority]; //=> [null, 'u@h']
 * ```
 */
export type GenericUrl = UriReference & { generic: 'rfc2396'; schemeName: null; components: Components; url?: undefined };

/**
 * What `parseUrl` gives for a `ftp:` URL: the generic AST with `url`, the RFC 1738 §5 `ftpurl` node.
 *
 * @example
 * ```ts
 * const r = parseUrl('ftp://anon@ftp.example/pub/a.txt;type=i');
 * const url: FtpUrl | undefined = r.ok && r.value.schemeName === 'ftp' ? r.value : undefined;
 * url?.url.login.hostport.host.text; //=> 'ftp.example'
 * ```
 */
export type FtpUrl = SchemeUrl<'ftp', Ftpurl>;
/**
 * What `parseUrl` gives for a `http:` URL: the generic AST with `url`, RFC 2616's `http_URL` node (default) or RFC 1738's `httpurl`.
 *
 * @example
 * ```ts
 * const r = parseUrl('http://a.example:8080/x?y');
 * const url: HttpUrl | undefined = r.ok && r.value.schemeName === 'http' ? r.value : undefined;
 * url?.url.type; //=> 'http_URL'
 * ```
 */
export type HttpUrl = SchemeUrl<'http', HttpAst>;
/**
 * An https URL: the http grammar (RFC 2818 §2.4), default port 443.
 *
 * @example
 * ```ts
 * const r = parseUrl('https://a.example/x');
 * const url: HttpsUrl | undefined = r.ok && r.value.schemeName === 'https' ? r.value : undefined;
 * url?.url.type; //=> 'http_URL'
 * ```
 */
export type HttpsUrl = SchemeUrl<'https', HttpAst>;
/**
 * A ws URL: the http grammar (RFC 6455 §3), default port 80.
 *
 * @example
 * ```ts
 * const r = parseUrl('ws://a.example/chat');
 * const url: WsUrl | undefined = r.ok && r.value.schemeName === 'ws' ? r.value : undefined;
 * url?.url.type; //=> 'http_URL'
 * ```
 */
export type WsUrl = SchemeUrl<'ws', HttpAst>;
/**
 * A wss URL: the http grammar (RFC 6455 §3), default port 443.
 *
 * @example
 * ```ts
 * const r = parseUrl('wss://a.example/chat');
 * const url: WssUrl | undefined = r.ok && r.value.schemeName === 'wss' ? r.value : undefined;
 * url?.url.type; //=> 'http_URL'
 * ```
 */
export type WssUrl = SchemeUrl<'wss', HttpAst>;
/**
 * What `parseUrl` gives for a `gopher:` URL: the generic AST with `url`, the RFC 1738 §5 `gopherurl` node.
 *
 * @example
 * ```ts
 * const r = parseUrl('gopher://g.example/1dir');
 * const url: GopherUrl | undefined = r.ok && r.value.schemeName === 'gopher' ? r.value : undefined;
 * url?.url.type; //=> 'gopherurl'
 * ```
 */
export type GopherUrl = SchemeUrl<'gopher', Gopherurl>;
/**
 * What `parseUrl` gives for a `mailto:` URL: the generic AST with `url`, the RFC 1738 §5 `mailtourl` node.
 *
 * @example
 * ```ts
 * const r = parseUrl('mailto:a@b.example');
 * const url: MailtoUrl | undefined = r.ok && r.value.schemeName === 'mailto' ? r.value : undefined;
 * url?.url.type; //=> 'mailtourl'
 * ```
 */
export type MailtoUrl = SchemeUrl<'mailto', Mailtourl>;
/**
 * What `parseUrl` gives for a `news:` URL: the generic AST with `url`, the RFC 1738 §5 `newsurl` node.
 *
 * @example
 * ```ts
 * const r = parseUrl('news:comp.lang.misc');
 * const url: NewsUrl | undefined = r.ok && r.value.schemeName === 'news' ? r.value : undefined;
 * url?.url.type; //=> 'newsurl'
 * ```
 */
export type NewsUrl = SchemeUrl<'news', Newsurl>;
/**
 * What `parseUrl` gives for a `nntp:` URL: the generic AST with `url`, the RFC 1738 §5 `nntpurl` node.
 *
 * @example
 * ```ts
 * const r = parseUrl('nntp://n.example/comp.lang.misc/42');
 * const url: NntpUrl | undefined = r.ok && r.value.schemeName === 'nntp' ? r.value : undefined;
 * url?.url.type; //=> 'nntpurl'
 * ```
 */
export type NntpUrl = SchemeUrl<'nntp', Nntpurl>;
/**
 * What `parseUrl` gives for a `telnet:` URL: the generic AST with `url`, the RFC 1738 §5 `telneturl` node.
 *
 * @example
 * ```ts
 * const r = parseUrl('telnet://u@t.example/');
 * const url: TelnetUrl | undefined = r.ok && r.value.schemeName === 'telnet' ? r.value : undefined;
 * url?.url.type; //=> 'telneturl'
 * ```
 */
export type TelnetUrl = SchemeUrl<'telnet', Telneturl>;
/**
 * What `parseUrl` gives for a `wais:` URL: the generic AST with `url`, the RFC 1738 §5 `waisurl` node.
 *
 * @example
 * ```ts
 * const r = parseUrl('wais://w.example/db?q');
 * const url: WaisUrl | undefined = r.ok && r.value.schemeName === 'wais' ? r.value : undefined;
 * url?.url.type; //=> 'waisindex' // one of the three forms of waisurl
 * ```
 */
export type WaisUrl = SchemeUrl<'wais', Waisurl>;
/**
 * What `parseUrl` gives for a `file:` URL: the generic AST with `url`, the RFC 1738 §5 `fileurl` node.
 *
 * @example
 * ```ts
 * const r = parseUrl('file://h/etc/hosts');
 * const url: FileUrl | undefined = r.ok && r.value.schemeName === 'file' ? r.value : undefined;
 * url?.url.type; //=> 'fileurl'
 * ```
 */
export type FileUrl = SchemeUrl<'file', Fileurl>;
/**
 * What `parseUrl` gives for a `prospero:` URL: the generic AST with `url`, the RFC 1738 §5 `prosperourl` node.
 *
 * @example
 * ```ts
 * const r = parseUrl('prospero://p.example/a/b');
 * const url: ProsperoUrl | undefined = r.ok && r.value.schemeName === 'prospero' ? r.value : undefined;
 * url?.url.type; //=> 'prosperourl'
 * ```
 */
export type ProsperoUrl = SchemeUrl<'prospero', Prosperourl>;
/**
 * What `parseUrl` gives for a `urn:` URI: the generic part (RFC 3986) with `url`, the RFC 8141 `namestring` node and its meaning.
 *
 * @example
 * ```ts
 * const r = parseUrl('urn:isbn:0451450523');
 * const url: UrnUrl | undefined = r.ok && r.value.schemeName === 'urn' ? r.value : undefined;
 * url?.url.nid; //=> 'isbn'
 * ```
 */
export type UrnUrl = SchemeUrl<'urn', UrnNode, 'rfc3986'>;
/**
 * What `parseUrl` gives for a `data:` URL: the generic part (RFC 3986) with `url`, the RFC 2397 `dataurl` node and its meaning.
 *
 * @example
 * ```ts
 * const r = parseUrl('data:text/plain;charset=utf-8,hi');
 * const url: DataUrl | undefined = r.ok && r.value.schemeName === 'data' ? r.value : undefined;
 * url?.url.mediaType; //=> 'text/plain'
 * ```
 */
export type DataUrl = SchemeUrl<'data', DataNode, 'rfc3986'>;
/**
 * What `parseUrl` gives for a `tag:` URI: the generic part (RFC 3986) with `url`, the RFC 4151 `tagURI` node and its meaning.
 *
 * @example
 * ```ts
 * const r = parseUrl('tag:a.example,2004:x');
 * const url: TagUrl | undefined = r.ok && r.value.schemeName === 'tag' ? r.value : undefined;
 * url?.url.authorityName; //=> 'a.example'
 * ```
 */
export type TagUrl = SchemeUrl<'tag', TagNode, 'rfc3986'>;
/**
 * What `parseUrl` gives for a `geo:` URI: the generic part (RFC 3986) with `url`, the RFC 5870 `geo-URI` node and its meaning.
 *
 * @example
 * ```ts
 * const r = parseUrl('geo:1,2');
 * const url: GeoUrl | undefined = r.ok && r.value.schemeName === 'geo' ? r.value : undefined;
 * url?.url.coordinates; //=> { kind: 'wgs84', latitude: 1, longitude: 2 }
 * ```
 */
export type GeoUrl = SchemeUrl<'geo', GeoNode, 'rfc3986'>;

/**
 * Any result of parseUrl: narrow it with `schemeName`.
 *
 * @example
 * ```ts
 * const r = parseUrl('news:comp.lang.misc');
 * const url: AnyUrl | undefined = r.ok ? r.value : undefined;
 * url?.schemeName; //=> 'news'
 * ```
 */
export type AnyUrl = { [S in keyof SchemeAsts]: SchemeUrl<S, SchemeAsts[S], GenericOfScheme<S>> }[keyof SchemeAsts] | GenericUrl;

type SchemeOf<I extends string> = I extends `${infer S}:${string}` ? Lowercase<S> : never;
/** The schemes registered with the http grammar (RFC 2818 §2.4, RFC 6455 §3). */
type HttpFamily = 'http' | 'https' | 'ws' | 'wss';
/**
 * The http-family AST under `updates` U: RFC 2616's `http_URL` for 'rfc2616', RFC 1738's `httpurl` before; either when U is not known.
 *
 * @example
 * ```ts
 * type T = HttpAstFor<'none'>['type']; //=> 'httpurl'
 * ```
 */
export type HttpAstFor<U extends Updates> = [Updates] extends [U] ? HttpAst : U extends 'rfc2616' ? Http2616Url : Httpurl;
type SchemeAstFor<S extends keyof SchemeAsts, U extends Updates> = S extends HttpFamily ? HttpAstFor<U> : SchemeAsts[S];
type KnownUrl<I extends string, U extends Updates> = string extends I
  ? AnyUrl
  : [SchemeOf<I>] extends [never]
    ? GenericUrl
    : SchemeOf<I> extends keyof SchemeAsts
      ? SchemeUrl<SchemeOf<I>, SchemeAstFor<SchemeOf<I>, U>, GenericOfScheme<SchemeOf<I>>>
      : GenericUrl | SchemeUrl<SchemeOf<I>, unknown, GenericSyntax>;
/**
 * The AST type for an input known at compile time (`parseUrl('ftp://h/')` is an FtpUrl),
 * under `updates` U (default 'rfc2616') and `generic` G; AnyUrl for a `string`.
 *
 * @example
 * ```ts
 * type U = UrlFor<'ftp://a/b'>['schemeName']; //=> 'ftp'
 * ```
 */
export type UrlFor<I extends string, U extends Updates = 'rfc2616', G extends boolean = false> = G extends true ? GenericUrl : KnownUrl<I, U>;

/**
 * The `updates` a literal options object of `parseUrl` gives, for the type of its result: the
 * default when absent, any when not known.
 *
 * @example
 * ```ts
 * type A = UpdatesOf<{ updates: 'none' }>; //=> 'none'
 * type B = UpdatesOf<{}>; //=> 'rfc2616'
 * ```
 */
export type UpdatesOf<O> = O extends { updates: infer U extends Updates } ? U : 'updates' extends keyof O ? Updates : 'rfc2616';
/**
 * The `generic` a literal options object of `parseUrl` gives, for the type of its result:
 * false when absent, either when not known.
 *
 * @example
 * ```ts
 * type A = GenericOf<{ generic: true }>; //=> true
 * type B = GenericOf<{}>; //=> false
 * ```
 */
export type GenericOf<O> = O extends { generic: true } ? true : O extends { generic: false } ? false : 'generic' extends keyof O ? boolean : false;

/**
 * How `parseUrl` reads RFC 1738: as published (the default) or with RFC 2396's updates.
 *
 * @example
 * ```ts
 * const options: ParseUrlOptions = { updates: 'none' };
 * parseUrl('http://example.com/search?q=a/b', options).ok; //=> false // RFC 1738 §3.3: no "/" in a search
 * ```
 */
export interface ParseUrlOptions {
  /**
   * Which published updates to RFC 1738 the scheme grammars follow (each takes in the ones
   * before it): `'rfc2616'` (default) — RFC 2396 Appendix G.2–G.3, and http, https, ws, wss
   * by RFC 2616 §3.2.2 `http_URL`; `'rfc2396'` — Appendix G.2–G.3 only; `'none'` — RFC 1738
   * as published.
   */
  updates?: Updates;
  /** `'ignore'` (default, RFC 1738 §2.1) or `'exact'`: the scheme grammars' scheme name in lower case only, as §5 writes it. */
  schemeCase?: SchemeCase;
  /**
   * `true`: RFC 2396 generic syntax only, no scheme grammar (CLI `--generic`); the value then
   * has `schemeName: null`, and `parseUrl(s, { generic: true }).ok === isValid(s)`. Default false.
   */
  generic?: boolean;
}

/**
 * Parses `input` as a URI reference (RFC 2396), then, when its scheme is registered with a
 * grammar (case-insensitively, RFC 1738 §2.1) and `generic` is not set, the text before any
 * fragment with that grammar, read with the newest published updates unless `updates` says
 * otherwise. A scheme registered with another generic syntax (`generic: 'rfc3986'`, as the
 * catalogue's are, or `'none'`) is read by its grammar and that syntax instead of RFC 2396.
 * A URL both grammars read fails where no URL both accept goes on: the smaller of their
 * offsets, or earlier for a grammar that accepts text its generic syntax refuses. Error
 * offsets are offsets into `input`. `isValid(s)` answers the RFC 2396 question only: it is
 * `parseUrl(s, { generic: true }).ok`.
 *
 * @example
 * ```ts
 * parseUrl('http://example.com/search?q=a/b').ok; //=> true // RFC 2616 §3.2.2
 * parseUrl('http://example.com/search?q=a/b', { updates: 'none' }).ok; //=> false // RFC 1738 §3.3: no "/" in a search
 * parseUrl('http://u@h/', { generic: true }).ok; //=> true // RFC 2396 has userinfo
 * ```
 */
export function parseUrl<I extends string, const O extends ParseUrlOptions = {}>(input: I, options?: O): ParseResult<UrlFor<I, UpdatesOf<O>, GenericOf<O>>> {
  type Url = UrlFor<I, UpdatesOf<O>, GenericOf<O>>;
  options = optionsOf<ParseUrlOptions>(options, 'parseUrl') as O;
  const settings = profileOf(options); // a value outside its set is a RangeError, whatever the input
  assertString(input);
  // a scheme at the head is the scheme of the reference, if it is one (RFC 2396 §3: a relative
  // reference has no ":" before its first "/", "?" or "#")
  const entry = options.generic === true ? undefined : entryAtHead(input);
  if (entry?.grammar && entry.generic !== undefined && entry.generic !== 'rfc2396') {
    // grammars from text read no profile; a kit grammar may compose RFC 1738 combinators, which do
    return (entry.notation === 'typescript' ? runWith(settings, parseBeyond2396, input, entry) : parseBeyond2396(input, entry)) as ParseResult<Url>;
  }
  const generic = parseUriReference(input);
  if (!entry?.grammar) return generic.ok ? { ok: true, value: withFields(generic.value, null, components(generic.value), undefined) as Url } : generic;
  const compiled = schemeParsers.get(entry.grammar as Rule<unknown>);
  // the part before the fragment, unless the scheme's grammar has a fragment part of its own ("#" is no uric: the first one starts the fragment)
  const hash = compiled?.wholeInput ? -1 : input.indexOf('#');
  const end = hash < 0 ? input.length : hash;
  const ref = generic.ok ? generic.value : undefined;
  // a compiled grammar is no built-in read off the generic AST: its parser is all there is to run (under the profile where it reads it)
  const scheme = compiled === undefined ? runWith(settings, schemePart, entry.grammar, ref, input, end)
    : compiled.readsProfile === true ? runWith(settings, parseWith, compiled, input, end)
    : compiled.parse(input, end);
  if (ref && scheme.ok) return { ok: true, value: withFields(ref, entry.name, components(ref), scheme.value) as Url };
  const error = urlError({
    input, end, fragmentFollows: compiled?.wholeInput !== true,
    generic: generic.ok ? null : generic.error,
    scheme: scheme.ok ? null : scheme.error,
    genericEnds: (offset) => parseUriReference(input.slice(0, offset)).ok,
    schemeEnds: (offset) => runWith(settings, schemeMatches, compiled, entry.grammar!, input, offset),
  });
  if (entry.source === 'user') return { ok: false, error: jointError(error, input, compiled, 'rfc2396') };
  // a built-in scheme's grammar without a userinfo: say so where the error lies in one the generic grammar accepted
  const userinfo = generic.ok ? userinfoOf(generic.value)?.span : userinfoBefore(input, generic.error.offset);
  return { ok: false, error: explainUserinfo(error, userinfo, entry.name) };
}

/** Whether input[0, to) is a member of a scheme's grammar: by its compiled parser's membership test where it has one. */
function schemeMatches(parser: SchemeParser | undefined, grammar: Rule<unknown>, input: string, to: number): boolean {
  return parser?.matches ? parser.matches(input, to) : runUpTo(grammar, input, to).ok;
}

const parseWith = (parser: SchemeParser, input: string, end: number): ParseResult<unknown> => parser.parse(input, end);

/** The scheme grammar's part of an RFC 2396 URL: read off the generic AST where it can be (http, ftp), else parsed. */
function schemePart(grammar: Rule<unknown>, ref: UriReference | undefined, input: string, end: number): ParseResult<unknown> {
  const http = ref && httpURLFromGeneric(grammar, ref, input, end);
  return http ? { ok: true, value: http } : runUpTo(grammar, input, end);
}

/**
 * A URL of a scheme whose grammar runs with RFC 3986's generic syntax or none: the scheme
 * grammar reads the part before the first "#" (the whole input when it has a fragment part
 * of its own, or when no generic syntax judges the fragment), RFC 3986 `URI` the whole input.
 */
function parseBeyond2396(input: string, entry: SchemeEntry): ParseResult<unknown> {
  const generic = entry.generic as Exclude<GenericSyntax, 'rfc2396'>;
  const hash = input.indexOf('#');
  const parser = schemeParsers.get(entry.grammar as Rule<unknown>);
  const whole = generic === 'none' || hash < 0 || parser?.wholeInput === true;
  const end = whole ? input.length : hash;
  const scheme = parser ? (parser.parse(input, end) as ParseResult<unknown>) : runUpTo(entry.grammar!, input, end);
  // a whole input that a grammar within RFC 3986's language accepts is a URI: no second pass
  const checked = generic === 'rfc3986' && !(scheme.ok && whole && parser?.isWithinRfc3986?.(input) === true);
  const failure = checked ? uri3986Error(input) : null;
  if (scheme.ok && failure === null) {
    const value: Record<string, unknown> = { type: 'URI', span: { start: 0, end: input.length }, text: input, generic, schemeName: entry.name, components: splitComponents(input), url: scheme.value };
    return { ok: true, value };
  }
  if (generic === 'none') return scheme;
  const error = urlError({
    input, end, fragmentFollows: parser?.wholeInput !== true,
    generic: failure,
    scheme: scheme.ok ? null : scheme.error,
    genericEnds: (offset) => isUri3986(input, offset),
    schemeEnds: (offset) => schemeMatches(parser, entry.grammar!, input, offset),
  });
  return { ok: false, error: generic === 'rfc3986' ? toldIn3986(jointError(error, input, parser, generic), input) : error };
}

/** An illegal character cited from RFC 3986, the generic syntax the scheme runs with (its grammar's own error cites RFC 2396's words). */
function toldIn3986(error: UriSyntaxError, input: string): UriSyntaxError {
  return error.code === 'illegal-character' ? syntaxError(input, error.offset, error.expected, error.rulePath, error.code, 'rfc3986') : error;
}

/**
 * The generic AST with the scheme's fields after its own, added to `ref` itself: `ref` is the
 * fresh node of this call's `parseUriReference`, held by nothing else. (A copy cost most of
 * parseUrl's time over the two parses: V8, Node 20, spreads a parsed AST node in about 1.2 µs,
 * `Object.assign`s it in 0.2 µs; adding three fields costs a few nanoseconds.)
 */
function withFields(ref: UriReference, schemeName: string | null, parts: Components, url: unknown): object {
  const value = ref as unknown as Record<string, unknown>;
  value['generic'] = 'rfc2396';
  value['schemeName'] = schemeName;
  value['components'] = parts;
  if (schemeName !== null) value['url'] = url;
  return value;
}

/** Runs `grammar` over `input.slice(0, end)`; an error is reported against the whole input. */
export function runUpTo<T>(grammar: Rule<T>, input: string, end: number): ParseResult<T> {
  assertString(input);
  const compiled = schemeParsers.get(grammar as Rule<unknown>);
  if (compiled) return compiled.parse(input, end) as ParseResult<T>;
  // an RFC 1738 rule on the compiled grammar (one with a membership test): its span builder
  // derives input[0, end) as a whole, the longest match's tree when it is a member (undefined
  // for a non-member, which is then run for its error)
  const whole = membershipOf(grammar as Rule<unknown>) && spanBuilders.get(grammar as Rule<unknown>)?.(input, 0, end);
  if (whole) return { ok: true, value: whole as T };
  tracker.reset();
  const r = fnOf(grammar)(input.slice(0, end), 0);
  if (r.status && r.index === end) return { ok: true, value: r.value };
  return { ok: false, error: errorOf(r, input) };
}
