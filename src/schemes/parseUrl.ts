import { END_OF_INPUT, ParseResult, Rule, assertString, fnOf, tracker } from '../engine';
import { buildError } from '../engine/diagnose';
import { Components, UriReference, components, parseUriReference } from '../rfc2396';
import './builtins';
import { schemeParsers } from './compiled';
import type { Fileurl } from './file';
import type { Ftpurl } from './ftp';
import type { Gopherurl } from './gopher';
import type { Httpurl } from './http';
import type { Mailtourl } from './mailto';
import type { Newsurl } from './news';
import type { Nntpurl } from './nntp';
import { SchemeCase, Updates, withProfile } from './profile';
import type { Prosperourl } from './prospero';
import { lookupScheme } from './registry';
import type { Telneturl } from './telnet';
import type { Waisurl } from './wais';

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
 * if (r.ok) r.value.url.children; // r.value is a SchemeUrl<'ex', BnfNode>
 * ```
 */
export interface SchemeAsts {
  ftp: Ftpurl;
  http: Httpurl;
  gopher: Gopherurl;
  mailto: Mailtourl;
  news: Newsurl;
  nntp: Nntpurl;
  telnet: Telneturl;
  wais: Waisurl;
  file: Fileurl;
  prospero: Prosperourl;
}

/**
 * A URL parsed by its scheme's grammar: the generic RFC 2396 AST (every field of
 * `UriReference`, and `components`) with `schemeName` (the registry key) and `url`,
 * the scheme grammar's node. A fragment stays in the generic part (RFC 1738 Appendix).
 */
export type SchemeUrl<S extends string, N> = UriReference & { schemeName: S; components: Components; url: N };
/** A reference whose scheme is not registered (or that has none): the generic AST only. */
export type GenericUrl = UriReference & { schemeName: null; components: Components; url?: undefined };

/**
 * What `parseUrl` gives for a `ftp:` URL: the generic AST with `url`, the RFC 1738 §5 `ftpurl` node.
 */
export type FtpUrl = SchemeUrl<'ftp', Ftpurl>;
/**
 * What `parseUrl` gives for a `http:` URL: the generic AST with `url`, the RFC 1738 §5 `httpurl` node.
 */
export type HttpUrl = SchemeUrl<'http', Httpurl>;
/**
 * What `parseUrl` gives for a `gopher:` URL: the generic AST with `url`, the RFC 1738 §5 `gopherurl` node.
 */
export type GopherUrl = SchemeUrl<'gopher', Gopherurl>;
/**
 * What `parseUrl` gives for a `mailto:` URL: the generic AST with `url`, the RFC 1738 §5 `mailtourl` node.
 */
export type MailtoUrl = SchemeUrl<'mailto', Mailtourl>;
/**
 * What `parseUrl` gives for a `news:` URL: the generic AST with `url`, the RFC 1738 §5 `newsurl` node.
 */
export type NewsUrl = SchemeUrl<'news', Newsurl>;
/**
 * What `parseUrl` gives for a `nntp:` URL: the generic AST with `url`, the RFC 1738 §5 `nntpurl` node.
 */
export type NntpUrl = SchemeUrl<'nntp', Nntpurl>;
/**
 * What `parseUrl` gives for a `telnet:` URL: the generic AST with `url`, the RFC 1738 §5 `telneturl` node.
 */
export type TelnetUrl = SchemeUrl<'telnet', Telneturl>;
/**
 * What `parseUrl` gives for a `wais:` URL: the generic AST with `url`, the RFC 1738 §5 `waisurl` node.
 */
export type WaisUrl = SchemeUrl<'wais', Waisurl>;
/**
 * What `parseUrl` gives for a `file:` URL: the generic AST with `url`, the RFC 1738 §5 `fileurl` node.
 */
export type FileUrl = SchemeUrl<'file', Fileurl>;
/**
 * What `parseUrl` gives for a `prospero:` URL: the generic AST with `url`, the RFC 1738 §5 `prosperourl` node.
 */
export type ProsperoUrl = SchemeUrl<'prospero', Prosperourl>;

/** Any result of parseUrl: narrow it with `schemeName`. */
export type AnyUrl = { [S in keyof SchemeAsts]: SchemeUrl<S, SchemeAsts[S]> }[keyof SchemeAsts] | GenericUrl;

type SchemeOf<I extends string> = I extends `${infer S}:${string}` ? Lowercase<S> : never;
/**
 * The AST type for an input known at compile time: `parseUrl('ftp://h/')` is an FtpUrl; for a
 * scheme the types do not know (a user scheme not added to `SchemeAsts`), a GenericUrl or a
 * SchemeUrl whose `url` is `unknown` (whether it is registered is known only at run time);
 * AnyUrl for a `string`.
 */
export type UrlFor<I extends string> = string extends I
  ? AnyUrl
  : [SchemeOf<I>] extends [never]
    ? GenericUrl
    : SchemeOf<I> extends keyof SchemeAsts
      ? SchemeUrl<SchemeOf<I>, SchemeAsts[SchemeOf<I>]>
      : GenericUrl | SchemeUrl<SchemeOf<I>, unknown>;

/**
 * How `parseUrl` reads RFC 1738: as published (the default) or with RFC 2396's updates.
 */
export interface ParseUrlOptions {
  /** `'none'` (default): RFC 1738 as published; `'rfc2396'`: with RFC 2396 Appendix G.2–G.3 applied. */
  updates?: Updates;
  /** `'ignore'` (default, RFC 1738 §2.1) or `'exact'`: the scheme grammars' scheme name in lower case only, as §5 writes it. */
  schemeCase?: SchemeCase;
}

/**
 * Parses `input` as a URI reference (RFC 2396), then, when its scheme is registered with a
 * grammar (case-insensitively, RFC 1738 §2.1), the text before any fragment with that
 * grammar. Error offsets are offsets into `input`.
 *
 * @example
 * ```ts
 * const r = parseUrl('ftp://ftp.is.co.za/rfc/rfc1808.txt;type=i');
 * if (r.ok) [r.value.schemeName, r.value.url.cwd, r.value.url.name, r.value.url.effectivePort];
 * // ['ftp', ['rfc'], 'rfc1808.txt', 21]
 * ```
 */
export function parseUrl<I extends string>(input: I, options: ParseUrlOptions = {}): ParseResult<UrlFor<I>> {
  const generic = parseUriReference(input);
  if (!generic.ok) return generic;
  const ref = generic.value;
  const parts = components(ref);
  const entry = parts.scheme === undefined ? undefined : lookupScheme(parts.scheme);
  if (!entry?.grammar) return { ok: true, value: { ...ref, schemeName: null, components: parts } as UrlFor<I> };
  const end = ref.fragment ? ref.fragment.span.start - 1 : input.length;
  const scheme = withProfile(options, () => runUpTo(entry.grammar!, input, end));
  if (!scheme.ok) return scheme;
  return { ok: true, value: { ...ref, schemeName: entry.name, components: parts, url: scheme.value } as UrlFor<I> };
}

/** Runs `grammar` over `input.slice(0, end)`; an error is reported against the whole input. */
export function runUpTo<T>(grammar: Rule<T>, input: string, end: number): ParseResult<T> {
  assertString(input);
  const compiled = schemeParsers.get(grammar as Rule<unknown>);
  if (compiled) return compiled.parse(input, end) as ParseResult<T>;
  tracker.reset();
  const r = fnOf(grammar)(input.slice(0, end), 0);
  if (r.status && r.index === end) return { ok: true, value: r.value };
  if (r.status) tracker.fail(r.index, [END_OF_INPUT]);
  else if (r.furthest > tracker.offset) tracker.fail(r.furthest, r.expected);
  return { ok: false, error: buildError(input, tracker) };
}
