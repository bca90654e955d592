import { UriSyntaxError, formatError } from '../combinators';
import type { FormatOptions } from '../combinators';
import { own } from '../own';

/**
 * Which argument of a resolver function an error is about.
 *
 * @example
 * ```ts
 * const r = resolveString('b/c', 'g');
 * const error: ResolveError | undefined = r.ok ? undefined : r.error;
 * const code: ResolveErrorCode | undefined = error?.code;
 * const argument: ResolverArgument | undefined = error?.argument;
 * [code, argument]; //=> ['relative-base', 'base']
 * ```
 */
export type ResolverArgument = 'base' | 'reference' | 'target' | 'uri' | 'a' | 'b';

/**
 * Stable codes for what can go wrong when resolving, normalizing or relativizing.
 * - `syntax`: the argument is not a URI-reference (RFC 2396 Appendix A); see `syntax`.
 * - `relative-base`: the base has no scheme; a base must be an absolute URI (§5.1, §5.2).
 * - `unsuitable-base`: the base is opaque (no `hier_part`) and the reference is relative (§5).
 * - `relative-target`: relativize needs an absolute target URI.
 * - `above-root`: a ".." segment climbs above the root with `dotSegmentsAboveRoot: 'error'` (§5.2 step 6g).
 * - `unrepresentable`: the result cannot be written as a URI that parses back to the same components.
 *
 * @example
 * ```ts
 * const r = resolveString('b/c', 'g');
 * const error: ResolveError | undefined = r.ok ? undefined : r.error;
 * const code: ResolveErrorCode | undefined = error?.code;
 * const argument: ResolverArgument | undefined = error?.argument;
 * [code, argument]; //=> ['relative-base', 'base']
 * ```
 */
export type ResolveErrorCode = 'syntax' | 'relative-base' | 'unsuitable-base' | 'relative-target' | 'above-root' | 'unrepresentable';

/**
 * What the resolver reports when it cannot give a result: which argument, where in it, and why.
 *
 * @example
 * ```ts
 * const r = resolveString('b/c', 'g');
 * const error: ResolveError | undefined = r.ok ? undefined : r.error;
 * const code: ResolveErrorCode | undefined = error?.code;
 * const argument: ResolverArgument | undefined = error?.argument;
 * [code, argument]; //=> ['relative-base', 'base']
 * ```
 */
export interface ResolveError {
  code: ResolveErrorCode;
  /** The argument the error is about. */
  argument: ResolverArgument;
  /** 0-based UTF-16 offset into that argument's text. */
  offset: number;
  /** The argument's text (the string given, or the root node's text for an AST). */
  input: string;
  /** One readable sentence, naming the argument. */
  message: string;
  /** For `syntax`: the parser's error (offset, expected, rule path, code). */
  syntax?: UriSyntaxError;
}

/**
 * A resolver result: the value, or a ResolveError.
 *
 * @example
 * ```ts
 * const r: ResolverResult<string> = normalize('HTTP://A/');
 * r; //=> { ok: true, value: 'http://a/' }
 * ```
 */
export type ResolverResult<T> = { ok: true; value: T } | { ok: false; error: ResolveError };

const NAMES: Record<ResolverArgument, string> = { base: 'the base', reference: 'the reference', target: 'the target', uri: 'the URI', a: 'argument A', b: 'argument B' };

/** How messages name an argument: "the base", "argument A". */
export function describeArgument(argument: ResolverArgument): string {
  return NAMES[argument];
}

export function syntaxError(argument: ResolverArgument, input: string, syntax: UriSyntaxError): ResolveError {
  return { code: 'syntax', argument, offset: syntax.offset, input, message: `${capitalized(describeArgument(argument))} is not a URI reference: ${syntax.message}`, syntax };
}

/** The text with its first letter upper-cased. */
export function capitalized(text: string): string {
  return text[0].toUpperCase() + text.slice(1);
}

export function resolveError(code: Exclude<ResolveErrorCode, 'syntax'>, argument: ResolverArgument, input: string, offset: number, message: string): ResolveError {
  return { code, argument, offset, input, message };
}

/**
 * The error as a small report naming the argument, with the argument's text and a caret under the offset.
 *
 * @example
 * ```ts
 * const r = resolve('http://a/b/c/d;p?q', '../../../g', { dotSegmentsAboveRoot: 'error' });
 * if (!r.ok) console.log(formatResolveError(r.error));
 * // error[above-root] in the reference at offset 6
 * //   ../../../g
 * //         ^
 * // The ".." segment at offset 6 of the reference climbs above the root of the path (RFC 2396 §5.2 step 6g; dotSegmentsAboveRoot is 'error').
 * ```
 */
export function formatResolveError(error: ResolveError, options: FormatOptions = {}): string {
  if (typeof error !== 'object' || error === null || typeof error.input !== 'string' || typeof error.offset !== 'number') {
    throw new TypeError('uri-grammar: formatResolveError expects the error of a failed resolve (a ResolveError)');
  }
  const syntax = own(error, 'syntax'); // an error without one has none, whatever Object.prototype holds
  if (syntax) return `in ${describeArgument(error.argument)}: ${formatError(syntax, error.input, options)}`;
  const context = own(options, 'context') ?? 60;
  const from = Math.max(0, error.offset - context);
  const to = Math.min(error.input.length, error.offset + context);
  const before = (from > 0 ? '…' : '') + error.input.slice(from, error.offset);
  const after = error.input.slice(error.offset, to) + (to < error.input.length ? '…' : '');
  const head = `error[${error.code}] in ${describeArgument(error.argument)} at offset ${error.offset}`;
  return [head, `  ${before}${after}`, `  ${' '.repeat([...before].length)}^`, error.message].join('\n');
}
