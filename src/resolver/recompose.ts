import { own } from '../own';
import type { Components } from '../rfc2396';

/**
 * RFC 2396 §5.2 step 7: the components recombined into a URI reference; the inverse
 * of `components()`. A component is written with its separator when it is defined,
 * even when empty (`?` for an empty query), and left out when it is undefined.
 *
 * @example
 * ```ts
 * const r = parseUriReference('http://a/b?');
 * if (r.ok) recompose(components(r.value)); //=> 'http://a/b?' // the empty query is kept
 * ```
 */
export function recompose(parts: Components): string {
  if (typeof parts !== 'object' || parts === null || typeof own(parts, 'path') !== 'string') {
    throw new TypeError('uri-grammar: recompose expects components (an object with a path, as components() gives)');
  }
  return recomposeOwn(ownParts(parts));
}

/** The components of `parts`, its own properties only (an inherited key is no component), in a plain object. */
export function ownParts(parts: Components): Components {
  return { scheme: own(parts, 'scheme'), authority: own(parts, 'authority'), path: parts.path, query: own(parts, 'query'), fragment: own(parts, 'fragment') };
}

/** `recompose` of components read as own properties already (`ownParts`). */
export function recomposeOwn(c: Components): string {
  let result = '';
  if (c.scheme !== undefined) result += c.scheme + ':';
  if (c.authority !== undefined) result += '//' + c.authority;
  result += c.path;
  if (c.query !== undefined) result += '?' + c.query;
  if (c.fragment !== undefined) result += '#' + c.fragment;
  return result;
}
