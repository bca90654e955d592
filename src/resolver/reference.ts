import { Node, ParseResult, assertString, literal, opt, rule, runRule, seq } from '../engine';
import { Fragment, Query, UriReference, parseUriReference, rules } from '../rfc2396';
import { ResolverArgument, ResolverResult, capitalized, describeArgument, resolveError, syntaxError } from './errors';

/**
 * `"?" query [ "#" fragment ]`: a reference with an empty path and a query. RFC 2396's
 * BNF does not derive it (rel_path needs a non-empty rel_segment), yet Appendix C
 * resolves `?y` and §5.2 step 2 speaks of an empty path with a defined query. Not an
 * RFC 2396 rule, hence the name. Built from the Appendix A combinators `query` and `fragment`.
 */
export interface EmptyPathReference extends Node<'empty-path-reference'> {
  query: Query;
  fragment?: Fragment;
}

/** What the resolver accepts as a reference: a URI-reference, or `?query[#fragment]`. */
export type Reference = UriReference | EmptyPathReference;

const emptyPathReference = rule<EmptyPathReference, [string, Query, [string, Fragment] | undefined]>(
  'empty-path-reference',
  seq(literal('?'), rules.query, opt(seq(literal('#'), rules.fragment))),
  ([, query, f]) => (f ? { query, fragment: f[1] } : { query }),
);

function isNode(value: unknown, type: string): boolean {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === type && typeof (value as { text?: unknown }).text === 'string';
}

/** Parses `input` as a URI-reference; an AST is taken as it is. Non-strings, non-ASTs: TypeError. */
export function toUriReference(input: unknown, argument: ResolverArgument): ResolverResult<UriReference> {
  if (isNode(input, 'URI-reference')) return { ok: true, value: input as UriReference };
  assertString(input, argument);
  const r = parseUriReference(input);
  return r.ok ? r : { ok: false, error: syntaxError(argument, input, r.error) };
}

/**
 * Parses a reference: a URI-reference, or — when that fails at a leading "?" — an
 * empty-path reference (the `?y` of Appendix C; see EmptyPathReference).
 */
export function toReference(input: unknown, argument: ResolverArgument = 'reference'): ResolverResult<Reference> {
  if (isNode(input, 'empty-path-reference')) return { ok: true, value: input as EmptyPathReference };
  const r = toUriReference(input, argument);
  if (r.ok || typeof input !== 'string' || r.error.offset !== 0 || input[0] !== '?') return r;
  const q: ParseResult<EmptyPathReference> = runRule(emptyPathReference, input);
  return q.ok ? q : { ok: false, error: syntaxError(argument, input, q.error) };
}

/**
 * The last base string parsed, and its AST. Callers resolve many references against one
 * base (the links of a document), so the base is parsed once. The AST is only read by the
 * resolver, never handed out, so sharing it is safe; errors are not cached (they are).
 */
let lastBase: { text: string; ast: UriReference } | undefined;

/** A base: an absolute URI (§5.1, §5.2: "only the scheme component is required"); its fragment is ignored. */
export function toBase(input: unknown, argument: ResolverArgument = 'base'): ResolverResult<UriReference> {
  if (typeof input === 'string' && lastBase?.text === input) return { ok: true, value: lastBase.ast };
  const r = toUriReference(input, argument);
  if (r.ok && r.value.absoluteURI && typeof input === 'string') lastBase = { text: input, ast: r.value };
  if (!r.ok || r.value.absoluteURI) return r;
  return {
    ok: false,
    error: resolveError('relative-base', argument, r.value.text, 0, `${capitalized(describeArgument(argument))} ${JSON.stringify(r.value.text)} is not an absolute URI: it has no scheme, and a relative reference cannot be resolved against it (RFC 2396 §5.1, §5.2).`),
  };
}
