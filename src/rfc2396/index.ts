export * from './ast';
export { rules, isRuleName, parse } from './rules';
export { parseUriReference } from './parse';
export type { ParseUriReferenceOptions, Rfc2396Reading, Updates2396 } from './readings';
export { rfc2732 } from './rfc2732';
export type { Rules } from './rules';
export { components } from './components';
export type { Components } from './components';
/**
 * The character classes and single-character rules of RFC 2396 Appendix A (§2).
 *
 * @example
 * ```ts
 * import { characters } from 'uri-grammar';
 * characters.URIC.has('?'.charCodeAt(0)); //=> true
 * characters.PCHAR.has('?'.charCodeAt(0)); //=> false
 * ```
 */
export * as characters from './characters';
