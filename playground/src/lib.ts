// The library as the page uses it: the public API (src/index.ts), bundled from source.
import * as library from '../../src/index';
import type { SchemeDefinition } from '../../src/index';
import type { BnfNode, BnfSchemeOptions } from '../../src/rfc1738-namespace';

export const { parseUriReference, components, resolve, toReference, parseUrl, schemeFromBnf, isHierarchical, lookupScheme } = library;
export type { Components, ResolveOptions, ResolveError, UriSyntaxError, Span, ParseResult } from '../../src/index';
export type { BnfNode };
export type { DotSegmentsAboveRoot, SameSchemeLoophole, Updates } from '../../src/index';

/** Running a scheme's grammar without registering it: the step parseUrl takes after its registry look-up. */
export { runUpTo } from '../../src/parse-url/parseUrl';

/** A reader of scheme grammar text: BNF (schemeFromBnf) or ABNF, whose `uses` names the built-in rules a text may refer to. */
export type SchemeReader = (text: string, options: BnfSchemeOptions & { uses?: BuiltinSet }) => SchemeDefinition<BnfNode>;
export type BuiltinSet = 'rfc3986' | 'rfc2396' | 'rfc1738';

/**
 * The ABNF (RFC 5234) reader when this build of the library exports one (`schemeFromAbnf`),
 * else undefined: the page offers the notation only when it is there.
 */
export const schemeFromAbnf: SchemeReader | undefined = (() => {
  const reader = (library as unknown as Record<string, unknown>)['schemeFromAbnf'];
  return typeof reader === 'function' ? (reader as SchemeReader) : undefined;
})();
