import { Node, ParseResult, assertString, literal, opt, rule, runRule, seq } from '../combinators';
import { own } from '../own';
import type { Components, Fragment, Query, UriReference } from '../rfc2396';
import { parseUriReference } from '../rfc2396/parse';
import { rules } from '../rfc2396/rules';
import { fastOutline } from '../rfc2396/fast';
import { Outline, outlineOf } from '../rfc2396/outline';
import type { Rfc2396Reading } from '../rfc2396/readings';
import { ResolverArgument, ResolverResult, capitalized, describeArgument, resolveError, syntaxError } from './errors';

/**
 * `"?" query [ "#" fragment ]`: a reference with an empty path and a query. RFC 2396's
 * BNF does not derive it (rel_path needs a non-empty rel_segment), yet Appendix C
 * resolves `?y` and §5.2 step 2 speaks of an empty path with a defined query. Not an
 * RFC 2396 rule, hence the name. Built from the Appendix A combinators `query` and `fragment`.
 *
 * @example
 * ```ts
 * const r = toReference('?y');
 * const ref: Reference | undefined = r.ok ? r.value : undefined;
 * const empty: EmptyPathReference | undefined = ref?.type === 'empty-path-reference' ? ref : undefined;
 * empty?.query.text; //=> 'y'
 * ```
 */
export interface EmptyPathReference extends Node<'empty-path-reference'> {
  query: Query;
  fragment?: Fragment;
}

/**
 * What the resolver accepts as a reference: a URI-reference, or `?query[#fragment]`.
 *
 * @example
 * ```ts
 * const r = toReference('?y');
 * const ref: Reference | undefined = r.ok ? r.value : undefined;
 * const empty: EmptyPathReference | undefined = ref?.type === 'empty-path-reference' ? ref : undefined;
 * empty?.query.text; //=> 'y'
 * ```
 */
export type Reference = UriReference | EmptyPathReference;

const emptyPathReference = rule<EmptyPathReference, [string, Query, [string, Fragment] | undefined]>(
  'empty-path-reference',
  seq(literal('?'), rules.query, opt(seq(literal('#'), rules.fragment))),
  ([, query, f]) => (f ? { query, fragment: f[1] } : { query }),
);

function isNode(value: unknown, type: string): boolean {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === type && typeof (value as { text?: unknown }).text === 'string';
}

/** Parses `input` as a URI-reference (under `reading`, if any); an AST is taken as it is. Non-strings, non-ASTs: TypeError. */
export function toUriReference(input: unknown, argument: ResolverArgument, reading?: Rfc2396Reading): ResolverResult<UriReference> {
  if (isNode(input, 'URI-reference')) return { ok: true, value: input as UriReference };
  assertString(input, argument);
  const r = reading ? reading.parse(input) : parseUriReference(input);
  return r.ok ? r : { ok: false, error: syntaxError(argument, input, r.error) };
}

/**
 * Parses a reference: a URI-reference, or — when that fails at a leading "?" — an
 * empty-path reference (the `?y` of Appendix C; see EmptyPathReference).
 *
 * @example
 * ```ts
 * const r = toReference('?y');
 * if (r.ok) r.value.type; //=> 'empty-path-reference' // not a URI-reference in the BNF; RFC 2396 Appendix C resolves it
 * ```
 */
export function toReference(input: unknown, argument: ResolverArgument = 'reference', reading?: Rfc2396Reading): ResolverResult<Reference> {
  if (isNode(input, 'empty-path-reference')) return { ok: true, value: input as EmptyPathReference };
  const r = toUriReference(input, argument, reading);
  if (r.ok || typeof input !== 'string' || r.error.offset !== 0 || input[0] !== '?') return r;
  const q: ParseResult<EmptyPathReference> = runRule(emptyPathReference, input);
  return q.ok ? q : { ok: false, error: syntaxError(argument, input, q.error) };
}

/** A base: an absolute URI (§5.1, §5.2: "only the scheme component is required"); its fragment is ignored. */
export function toBase(input: unknown, argument: ResolverArgument = 'base', reading?: Rfc2396Reading): ResolverResult<UriReference> {
  const r = toUriReference(input, argument, reading);
  if (!r.ok || r.value.absoluteURI) return r;
  return {
    ok: false,
    error: resolveError('relative-base', argument, r.value.text, 0, `${capitalized(describeArgument(argument))} ${JSON.stringify(r.value.text)} is not an absolute URI: it has no scheme, and a relative reference cannot be resolved against it (RFC 2396 §5.1, §5.2).`),
  };
}

/** The outline of a reference (src/rfc2396/outline.ts): a URI-reference's, or an empty-path reference's (`?y`). */
export type ReferenceOutline = Outline | { readonly text: string; readonly parts: Components; readonly form: 'empty-path'; readonly pathStart: -1 };

/** The outline of a parsed reference. */
export function outlineOfReference(ref: Reference): ReferenceOutline {
  if (ref.type === 'URI-reference') return outlineOf(ref);
  const parts: Components = { path: '', query: ref.query.text };
  const fragment = own(ref, 'fragment');
  if (fragment) parts.fragment = fragment.text;
  return { text: ref.text, parts, form: 'empty-path', pathStart: -1 };
}

/** `toReference`, as an outline: a string that is a URI-reference is scanned, with no AST. */
export function referenceOutline(input: unknown, argument: ResolverArgument = 'reference', reading?: Rfc2396Reading): ResolverResult<ReferenceOutline> {
  const o = typeof input === 'string' && !reading ? fastOutline(input) : undefined;
  if (o) return { ok: true, value: o };
  const r = toReference(input, argument, reading);
  return r.ok ? { ok: true, value: outlineOfReference(r.value) } : r;
}

/**
 * The outline of the last base string given, when absolute. Callers resolve many references
 * against one base (the links of a document), so the base is read once. Outlines are only
 * read by the resolver, never handed out, so sharing one is safe; errors are not remembered.
 */
let lastBase: Outline | undefined;

/** `toBase`, as an outline: a string that is an absolute URI is scanned, with no AST (RFC 2396 as published: the fast path; another reading parses it). */
export function baseOutline(input: unknown, argument: ResolverArgument = 'base', reading?: Rfc2396Reading): ResolverResult<Outline> {
  if (typeof input === 'string' && !reading) {
    if (lastBase?.text === input) return { ok: true, value: lastBase };
    const o = fastOutline(input);
    if (o && (o.form === 'hier' || o.form === 'opaque')) return { ok: true, value: (lastBase = o) };
  }
  const r = toBase(input, argument, reading);
  return r.ok ? { ok: true, value: outlineOf(r.value) } : r;
}
