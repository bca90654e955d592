/**
 * Which RFC 1738 the scheme grammars follow while a parse runs:
 * - `'none'`: RFC 1738 as published (default);
 * - `'rfc2396'`: with the changes RFC 2396 Appendix G.2–G.3 made to it — `~` is unreserved,
 *   a port may be empty (`*digit`), a hostname may end in ".".
 * Parsing is synchronous, so one module-level setting serves every parse (like the tracker).
 */
export type Updates = 'none' | 'rfc2396';

export const profile: { updates: Updates } = { updates: 'none' };

/** Runs `f` with the scheme grammars set to `updates`. */
export function withUpdates<T>(updates: Updates, f: () => T): T {
  if (updates !== 'none' && updates !== 'rfc2396') {
    throw new RangeError(`uri-grammar: updates must be 'none' or 'rfc2396', got ${JSON.stringify(updates)}`);
  }
  const previous = profile.updates;
  profile.updates = updates;
  try {
    return f();
  } finally {
    profile.updates = previous;
  }
}
