import type { ParseResult } from '../combinators/errors';
import { own } from '../own';
import type { UriReference } from './ast';

/*
 * The readings of RFC 2396's grammar (`updates`): 'none', Appendix A as published (the
 * default, which the fast path runs), or a reading that a later RFC's grammar text makes
 * (./rfc2732). A reading is a value the caller imports, so that a program that never reads
 * one carries none of the compiled grammar it runs on.
 */

/**
 * A reading of RFC 2396 Appendix A as a later RFC updates it: `rfc2732` (IPv6 literals).
 *
 * @example
 * ```ts
 * const reading: Rfc2396Reading = rfc2732;
 * [reading.name, reading.parse('http://[::1]/').ok]; //=> ['rfc2732', true]
 * ```
 */
export interface Rfc2396Reading {
  /** The RFC whose update of Appendix A it reads. */
  readonly name: 'rfc2732';
  /** `parseUriReference(input, { updates: this })`. */
  parse(input: string): ParseResult<UriReference>;
}

/**
 * What `updates` of RFC 2396 may be: `'none'` (the default: Appendix A as published) or a
 * reading (`rfc2732`).
 *
 * @example
 * ```ts
 * const updates: Updates2396 = rfc2732;
 * parseUriReference('ftp://[::1]/', { updates }).ok; //=> true
 * ```
 */
export type Updates2396 = 'none' | Rfc2396Reading;

/**
 * Options of `parseUriReference`.
 *
 * @example
 * ```ts
 * const options: ParseUriReferenceOptions = { updates: rfc2732 };
 * parseUriReference('http://[::1]/', options).ok; //=> true
 * parseUriReference('http://[::1]/').ok; //=> false
 * ```
 */
export interface ParseUriReferenceOptions {
  /** `'none'` (the default): RFC 2396 Appendix A as published. `rfc2732` (imported from the package): as RFC 2732 §3 updates it (a host may be an `IPv6reference`). */
  updates?: Updates2396;
}

/** A reading, as `rfc2732` is made: a named object with a parse function. */
function isReading(value: unknown): value is Rfc2396Reading {
  return typeof value === 'object' && value !== null && own(value as Rfc2396Reading, 'name') === 'rfc2732' && typeof own(value as Rfc2396Reading, 'parse') === 'function';
}

/** The reading `updates` names (undefined for 'none'); a RangeError for anything else. */
export function readingFrom(updates: unknown): Rfc2396Reading | undefined {
  if (updates === undefined || updates === 'none') return undefined;
  if (isReading(updates)) return updates;
  const hint = updates === 'rfc2732' ? `: pass the reading itself, import { rfc2732 } from 'uri-grammar'` : '';
  throw new RangeError(`uri-grammar: updates of RFC 2396 must be 'none' or a reading such as rfc2732, got ${typeof updates === 'string' ? JSON.stringify(updates) : typeof updates}${hint}`);
}

/** The reading `options` ask for (their own `updates`): see readingFrom. */
export function readingOf(options: ParseUriReferenceOptions | undefined): Rfc2396Reading | undefined {
  return options === undefined ? undefined : readingFrom(own(options, 'updates'));
}
