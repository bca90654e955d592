// The entries a user reads hold grammars that are parsimmon parsers (src/combinators/core.ts):
// this import makes them so wherever these functions are bundled.
import '../combinators/combinators';
import { type SchemeEntry, allEntries, entryOf } from './registry';

/**
 * The registry's entry for a scheme (case-insensitive, RFC 1738 §2.1), or undefined.
 *
 * @example
 * ```ts
 * lookupScheme('HTTP')?.defaultPort; //=> 80
 * lookupScheme('nope'); //=> undefined
 * ```
 */
export function lookupScheme(scheme: string): SchemeEntry | undefined {
  return entryOf(scheme);
}

/**
 * Every registered scheme's entry, in registration order (the built-in ones first).
 *
 * @example
 * ```ts
 * registeredSchemes().map((s) => s.name);
 * //=> ['ftp', 'http', 'gopher', 'mailto', 'news', 'nntp', 'telnet', 'wais', 'file', 'prospero',
 * //  'https', 'ws', 'wss', 'urn', 'data', 'tag', 'geo']
 * registeredSchemes().find((s) => s.name === 'urn');
 * //=> { name: 'urn', hierarchical: false, source: 'rfc8141', notation: 'abnf', generic: 'rfc3986' }
 * ```
 */
export function registeredSchemes(): SchemeEntry[] {
  return allEntries();
}
