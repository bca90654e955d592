/**
 * Which published updates to RFC 1738 the scheme grammars follow while a parse runs. Each
 * value takes in the ones before it, in the order they were published:
 * - `'none'`: RFC 1738 (1994) as published;
 * - `'rfc2396'`: with the changes RFC 2396 (1998) Appendix G.2–G.3 made to it — `~` is
 *   unreserved, a port may be empty (`*digit`), a hostname may end in ".";
 * - `'rfc2616'` (default): that, and http (with https, ws and wss, which use its grammar)
 *   read as RFC 2616 (1999) §3.2.2 `http_URL`, built on RFC 2396's `host`, `port`,
 *   `abs_path` and `query`.
 * Parsing is synchronous, so one module-level setting serves every parse (like the tracker).
 *
 * @example
 * ```ts
 * const updates: Updates = 'rfc2396';
 * parseUrl('http://h/~u', { updates }).ok; //=> true // "~" is unreserved in RFC 2396
 * ```
 */
export type Updates = 'none' | 'rfc2396' | 'rfc2616';

/** Every value of `Updates`, oldest first. */
export const UPDATES: readonly Updates[] = ['none', 'rfc2396', 'rfc2616'];

/** The newest published reading: what a parse follows when `updates` is not given. */
export const DEFAULT_UPDATES: Updates = 'rfc2616';

/**
 * How the scheme name in a scheme grammar's literal (`"ftp://"`) is matched:
 * - `'ignore'` (default): case-insensitively, as RFC 1738 §2.1 tells interpreters to do
 *   ("programs interpreting URLs should treat upper case letters as equivalent to lower case");
 * - `'exact'`: lower case only, as the §5 BNF is written (GUIDE pitfall 12).
 *
 * @example
 * ```ts
 * const schemeCase: SchemeCase = 'exact';
 * parseUrl('HTTP://a/', { schemeCase }).ok; //=> false
 * ```
 */
export type SchemeCase = 'ignore' | 'exact';

export interface Profile {
  updates: Updates;
  schemeCase: SchemeCase;
}

/**
 * The setting of the running parse. Outside `withProfile` (a bare `runRule(rules1738.x, …)`)
 * the §5 rules are RFC 1738's as published; `parseUrl` and the CLI run inside `withProfile`,
 * whose default is `DEFAULT_UPDATES`.
 */
export const profile: Profile = { updates: 'none', schemeCase: 'ignore' };

/** Whether the running parse applies RFC 2396 Appendix G.2–G.3 to RFC 1738 (every value but `'none'`). */
export function appendixG(): boolean {
  return profile.updates !== 'none';
}

const DEFAULT_PROFILE: Profile = Object.freeze({ updates: DEFAULT_UPDATES, schemeCase: 'ignore' });

/**
 * `settings` with the defaults filled in; a RangeError for a value outside its set.
 *
 * @example
 * ```ts
 * profileOf({ updates: 'none' }); //=> { updates: 'none', schemeCase: 'ignore' }
 * ```
 */
export function profileOf(settings: Partial<Profile>): Profile {
  if (settings.updates === undefined && settings.schemeCase === undefined) return DEFAULT_PROFILE; // most calls: nothing to check or allocate
  const next: Profile = { updates: settings.updates ?? DEFAULT_UPDATES, schemeCase: settings.schemeCase ?? 'ignore' };
  if (!UPDATES.includes(next.updates)) {
    throw new RangeError(`uri-grammar: updates must be ${UPDATES.map((u) => `'${u}'`).join(', ')}, got ${JSON.stringify(next.updates)}`);
  }
  if (next.schemeCase !== 'ignore' && next.schemeCase !== 'exact') {
    throw new RangeError(`uri-grammar: schemeCase must be 'ignore' or 'exact', got ${JSON.stringify(next.schemeCase)}`);
  }
  return next;
}

/**
 * Runs `f` with the scheme grammars set to `settings` (unset ones keep their defaults).
 *
 * @example
 * ```ts
 * import { runRule } from '../combinators';
 * withProfile({ updates: 'none' }, () => runRule(rules1738.httpurl, 'http://h/~u')).ok; //=> false
 * ```
 */
export function withProfile<T>(settings: Partial<Profile>, f: () => T): T {
  return runWith(profileOf(settings), f);
}

/**
 * `f(a, b, c, d)` with the scheme grammars set to `next`, a profile already checked
 * (parseUrl's hot path: no second check, no closure per call).
 */
export function runWith<A, B, C, D, T>(next: Profile, f: (a: A, b: B, c: C, d: D) => T, a?: A, b?: B, c?: C, d?: D): T {
  const { updates, schemeCase } = profile; // two fields, not a copy of the object: parseUrl runs this every time
  profile.updates = next.updates;
  profile.schemeCase = next.schemeCase;
  try {
    return f(a as A, b as B, c as C, d as D);
  } finally {
    profile.updates = updates;
    profile.schemeCase = schemeCase;
  }
}

/** Runs `f` with the scheme grammars set to `updates`. */
export function withUpdates<T>(updates: Updates, f: () => T): T {
  return withProfile({ updates }, f);
}

/**
 * Whether the scheme name `name` (as written in a URL) is `scheme` (lower case) under the
 * running parse's `schemeCase`: any case of its letters with 'ignore' (RFC 1738 §2.1), lower
 * case only with 'exact'. A loop, not `toLowerCase()`: on a name sliced from a two-byte
 * string (any line of a file with a character beyond Latin-1) that is a runtime call, about
 * 5% of a built-in parseUrl in a profile.
 *
 * @example
 * ```ts
 * isSchemeName('HTTP', 'http'); //=> true // under schemeCase 'ignore'
 * ```
 */
export function isSchemeName(name: string, scheme: string): boolean {
  if (name.length !== scheme.length) return false;
  const fold = profile.schemeCase === 'ignore';
  for (let k = 0; k < name.length; k++) {
    let c = name.charCodeAt(k);
    if (fold && c >= 65 && c <= 90) c += 32;
    if (c !== scheme.charCodeAt(k)) return false;
  }
  return true;
}
