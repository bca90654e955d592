/**
 * Which RFC 1738 the scheme grammars follow while a parse runs:
 * - `'none'`: RFC 1738 as published (default);
 * - `'rfc2396'`: with the changes RFC 2396 Appendix G.2–G.3 made to it — `~` is unreserved,
 *   a port may be empty (`*digit`), a hostname may end in ".".
 * Parsing is synchronous, so one module-level setting serves every parse (like the tracker).
 */
export type Updates = 'none' | 'rfc2396';

/**
 * How the scheme name in a scheme grammar's literal (`"ftp://"`) is matched:
 * - `'ignore'` (default): case-insensitively, as RFC 1738 §2.1 tells interpreters to do
 *   ("programs interpreting URLs should treat upper case letters as equivalent to lower case");
 * - `'exact'`: lower case only, as the §5 BNF is written (GUIDE pitfall 12).
 */
export type SchemeCase = 'ignore' | 'exact';

export interface Profile {
  updates: Updates;
  schemeCase: SchemeCase;
}

export const profile: Profile = { updates: 'none', schemeCase: 'ignore' };

/** Runs `f` with the scheme grammars set to `settings` (unset ones keep their defaults). */
export function withProfile<T>(settings: Partial<Profile>, f: () => T): T {
  const next: Profile = { updates: settings.updates ?? 'none', schemeCase: settings.schemeCase ?? 'ignore' };
  if (next.updates !== 'none' && next.updates !== 'rfc2396') {
    throw new RangeError(`uri-grammar: updates must be 'none' or 'rfc2396', got ${JSON.stringify(next.updates)}`);
  }
  if (next.schemeCase !== 'ignore' && next.schemeCase !== 'exact') {
    throw new RangeError(`uri-grammar: schemeCase must be 'ignore' or 'exact', got ${JSON.stringify(next.schemeCase)}`);
  }
  const previous = { ...profile };
  Object.assign(profile, next);
  try {
    return f();
  } finally {
    Object.assign(profile, previous);
  }
}

/** Runs `f` with the scheme grammars set to `updates`. */
export function withUpdates<T>(updates: Updates, f: () => T): T {
  return withProfile({ updates }, f);
}
