import { TAG_COUNT, deriveUriReference } from '../../generated/rfc2396-scanner';
import { asciiBytes } from './bytes';

/**
 * The tags of the last derivation (parsing is synchronous): where the rules the fast path
 * reads start and end, by the names src/generated/rfc2396-scanner.ts exports (`scheme_end`,
 * `authority_end`, …), -1 for a rule not in the derivation. Valid until the next scan.
 */
export const tags = new Int32Array(TAG_COUNT);

/**
 * URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]   (§4.1)
 * The bytes of `s` (./bytes, valid until the next scan) when the whole of it is a URI-reference,
 * its derivation in `tags`: one left-to-right pass generated from grammar/rfc2396.bnf
 * (scripts/generate-scanner.mjs). Undefined for a non-member.
 */
export function scanUriReference(s: string): Uint8Array | undefined {
  const b = asciiBytes(s);
  return b !== undefined && deriveUriReference(b, s.length, tags) ? b : undefined; // not ASCII: no URI-reference
}
