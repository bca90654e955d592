import * as T from '../../generated/rfc2396-scanner';
import { asciiBytes } from './bytes';
import type { Shape } from './shape';

/** The tags of the last derivation (parsing is synchronous). */
const tags = new Int32Array(T.TAG_COUNT);

/**
 * URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]   (§4.1)
 * Whether the whole of `s` is a URI-reference, in one left-to-right pass over its bytes
 * (./bytes); fills `shape` with the parts of the derivation the compiled grammar gives.
 */
export function scanUriReference(s: string, shape: Shape): boolean {
  const b = asciiBytes(s);
  return b !== undefined && scanBytes(b, s.length, shape); // not ASCII: no URI-reference
}

/**
 * `scanUriReference` over the `n` bytes of a text (./bytes: zeros after them): the derivation
 * generated from grammar/rfc2396.bnf (src/generated/rfc2396-scanner.ts), its tags read into `shape`.
 */
export function scanBytes(b: Uint8Array, n: number, shape: Shape): boolean {
  if (!T.deriveUriReference(b, n, tags)) return false;
  shape.bytes = b;
  shape.schemeEnd = tags[T.scheme_end]!;
  shape.opaqueEnd = tags[T.opaque_part_end]!;
  shape.authorityStart = tags[T.authority_start]!;
  shape.authorityEnd = tags[T.authority_end]!;
  shape.regName = tags[T.reg_name_end]! >= 0;
  shape.userinfoEnd = tags[T.userinfo_end]!;
  shape.hostStart = tags[T.host_start]!;
  shape.hostEnd = tags[T.host_end]!;
  shape.ipv4 = tags[T.IPv4address_end]! >= 0;
  shape.portStart = tags[T.port_start]!;
  // a path: a rel_path from 0 (§5), or an abs_path
  const relative = tags[T.rel_segment_end]! >= 0;
  shape.pathStart = relative ? 0 : tags[T.abs_path_start]!;
  shape.pathEnd = relative ? tags[T.rel_path_end]! : tags[T.abs_path_end]!;
  shape.relSegmentEnd = tags[T.rel_segment_end]!;
  shape.queryStart = tags[T.query_start]!;
  shape.fragmentStart = tags[T.fragment_start]!;
  return true;
}
