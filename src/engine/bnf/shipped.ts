import type { Grammar } from './model';
import { unpackGrammar } from './packed';
import { rfc2396, rfc3986 } from '../../generated/models';

/*
 * The models of the built-in generic grammars, unpacked on first use from what the build read
 * (src/generated/models.ts, scripts/generate-models.mjs): no reader runs for them.
 */

let uri2396: Grammar | undefined;
let uri3986: Grammar | undefined;

/** grammar/rfc2396.bnf as read. */
export function rfc2396Model(): Grammar {
  return (uri2396 ??= unpackGrammar(rfc2396));
}

/** grammar/rfc3986.abnf as read. */
export function rfc3986Model(): Grammar {
  return (uri3986 ??= unpackGrammar(rfc3986));
}
