import { own, ownProperties } from '../engine/own';
import type { Components } from '../rfc2396';

/**
 * RFC 2396 §5.2 step 7: the components recombined into a URI reference; the inverse
 * of `components()`. A component is written with its separator when it is defined,
 * even when empty (`?` for an empty query), and left out when it is undefined.
 *
 * @example
 * ```ts
 * const r = parseUriReference('http://a/b?');
 * if (r.ok) recompose(components(r.value)); // 'http://a/b?' (the empty query is kept)
 * ```
 */
export function recompose(given: Components): string {
  if (typeof given !== 'object' || given === null || typeof own(given, 'path') !== 'string') {
    throw new TypeError('uri-grammar: recompose expects components (an object with a path, as components() gives)');
  }
  const parts = ownProperties(given) as Components; // an inherited key is no component
  let result = '';
  if (parts.scheme !== undefined) result += parts.scheme + ':';
  if (parts.authority !== undefined) result += '//' + parts.authority;
  result += parts.path;
  if (parts.query !== undefined) result += '?' + parts.query;
  if (parts.fragment !== undefined) result += '#' + parts.fragment;
  return result;
}
