import { own } from '../own';
import { type Rfc2396Reading, type Updates2396, readingFrom } from '../rfc2396/readings';

/**
 * What to do with ".." segments left at the start of a merged path (RFC 2396 §5.2 step 6g).
 *
 * @example
 * ```ts
 * const dotSegmentsAboveRoot: DotSegmentsAboveRoot = 'remove';
 * const options: ResolveOptions = { dotSegmentsAboveRoot };
 * resolveString('http://a/b/c/d;p?q', '../../../g', options); //=> { ok: true, value: 'http://a/g' }
 * ```
 */
export type DotSegmentsAboveRoot = 'keep' | 'remove' | 'error';
/**
 * Whether `http:g` against an http base is absolute (`strict`) or relative (`compat`) (§5.2 step 3).
 *
 * @example
 * ```ts
 * const sameSchemeLoophole: SameSchemeLoophole = 'compat';
 * resolveString('http://a/b/c/d;p?q', 'http:g', { sameSchemeLoophole }); //=> { ok: true, value: 'http://a/b/c/g' }
 * ```
 */
export type SameSchemeLoophole = 'strict' | 'compat';

/**
 * How `resolve`, `resolveString` and `relativize` read the cases RFC 2396 §5.2 leaves open.
 *
 * @example
 * ```ts
 * const dotSegmentsAboveRoot: DotSegmentsAboveRoot = 'remove';
 * const options: ResolveOptions = { dotSegmentsAboveRoot };
 * resolveString('http://a/b/c/d;p?q', '../../../g', options); //=> { ok: true, value: 'http://a/g' }
 * ```
 */
export interface ResolveOptions {
  /** Default `'keep'`: what Appendix C shows (`../../../g` → `http://a/../g`). */
  dotSegmentsAboveRoot?: DotSegmentsAboveRoot;
  /** Default `'strict'`: a validating parser (`http:g` → `http:g`). `'compat'` only for schemes the registry marks hierarchical. */
  sameSchemeLoophole?: SameSchemeLoophole;
  /** Default `'none'`: strings are read, and results read back, as RFC 2396 Appendix A; a reading (`rfc2732`: IPv6 literals) as `parseUriReference` reads them with it. */
  updates?: Updates2396;
}

export type ResolvedOptions = Required<Omit<ResolveOptions, 'updates'>> & { updates: Rfc2396Reading | undefined };

const ABOVE_ROOT: readonly DotSegmentsAboveRoot[] = ['keep', 'remove', 'error'];
const LOOPHOLE: readonly SameSchemeLoophole[] = ['strict', 'compat'];

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T, name: string): T {
  if (value === undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new RangeError(`uri-grammar: options.${name} must be one of ${allowed.map((a) => `'${a}'`).join(', ')}, got ${JSON.stringify(value)}`);
}

/** The options with their defaults, read from their own properties; a value outside its set is a programming error (RangeError). */
export function resolveOptions(options: ResolveOptions | undefined): ResolvedOptions {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw new TypeError('uri-grammar: options must be an object');
  }
  return {
    dotSegmentsAboveRoot: pick(options && own(options, 'dotSegmentsAboveRoot'), ABOVE_ROOT, 'keep', 'dotSegmentsAboveRoot'),
    sameSchemeLoophole: pick(options && own(options, 'sameSchemeLoophole'), LOOPHOLE, 'strict', 'sameSchemeLoophole'),
    updates: readingFrom(options && own(options, 'updates')),
  };
}
