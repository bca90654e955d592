import { authorityEnd } from './authority';
import { asciiBytes } from './bytes';
import { ALPHA_BIT, DIGIT_BIT, PATH_BIT, REL_SEGMENT_BIT, TABLE, URIC_BIT, URIC_NO_SLASH_BIT } from './classes';
import { escapeAt, run } from './run';
import type { Shape } from './shape';
import { COLON, DOT, HYPHEN, NUMBER_SIGN, PLUS, QUESTION, SLASH } from './codes';

/** `"/" path_segments` at `p` (§3.3): its end. */
function absPath(b: Uint8Array, p: number, shape: Shape): number {
  shape.pathStart = p;
  return (shape.pathEnd = run(b, p + 1, PATH_BIT));
}

/** `[ "?" query ]` at `p` (§3.4): its end. */
function query(b: Uint8Array, p: number, shape: Shape): number {
  if (b[p] !== QUESTION) return p;
  shape.queryStart = p + 1;
  return run(b, p + 1, URIC_BIT);
}

/**
 * `( net_path | abs_path ) [ "?" query ]` at a "/" (hier_part §3, relativeURI §5): its end,
 * or -1. "//" always starts an authority (§3.2; the grammar's derivation takes net_path first).
 */
function hierPart(b: Uint8Array, n: number, p: number, shape: Shape): number {
  if (b[p + 1] === SLASH) {
    p = authorityEnd(b, n, p + 2, shape);
    if (p < 0) return -1;
    if (b[p] === SLASH) p = absPath(b, p, shape);
  } else {
    p = absPath(b, p, shape);
  }
  return query(b, p, shape);
}

/** `scheme ":"` at 0 (§3.1): the colon's offset, or -1. */
function schemeEnd(b: Uint8Array): number {
  if (!(TABLE[b[0]] & ALPHA_BIT)) return -1;
  let p = 1;
  for (let c = b[p]; TABLE[c] & (ALPHA_BIT | DIGIT_BIT) || c === PLUS || c === HYPHEN || c === DOT; c = b[++p]);
  return b[p] === COLON ? p : -1;
}

/** `absoluteURI` after its `scheme ":"` (§3): `hier_part | opaque_part`; its end, or -1. */
function afterScheme(b: Uint8Array, n: number, p: number, shape: Shape): number {
  if (b[p] === SLASH) return hierPart(b, n, p, shape);
  // opaque_part = uric_no_slash *uric
  if (!(TABLE[b[p]] & URIC_NO_SLASH_BIT) && !escapeAt(b, p)) return -1;
  return (shape.opaqueEnd = run(b, p, URIC_BIT));
}

/** `relativeURI` at 0, or nothing (§5): its end, or -1. */
function relative(b: Uint8Array, n: number, shape: Shape): number {
  if (b[0] === SLASH) return hierPart(b, n, 0, shape);
  // rel_path = rel_segment [ abs_path ]
  const segment = run(b, 0, REL_SEGMENT_BIT);
  if (segment === 0) return 0; // no relativeURI: the reference is empty or a fragment
  shape.pathStart = 0;
  shape.relSegmentEnd = segment;
  shape.pathEnd = b[segment] === SLASH ? run(b, segment + 1, PATH_BIT) : segment;
  return query(b, shape.pathEnd, shape);
}

/**
 * URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]   (§4.1)
 * Whether the whole of `s` is a URI-reference, in one left-to-right pass over its bytes
 * (./bytes) with no backtracking beyond the authority (scanned a constant number of
 * times); fills `shape` with the parts the compiled grammar's derivation has.
 *
 * Once `scheme ":"` is read, a failure of the absoluteURI is a failure of the whole: a
 * relativeURI's rel_segment has no ":" (§5), so it would stop at that colon.
 */
export function scanUriReference(s: string, shape: Shape): boolean {
  shape.reset();
  const b = asciiBytes(s);
  if (b === undefined) return false; // not ASCII
  shape.bytes = b;
  return scanBytes(b, s.length, shape);
}

/** `scanUriReference` over the `n` bytes of a text (./bytes: three zeros after them), into a reset shape. */
export function scanBytes(b: Uint8Array, n: number, shape: Shape): boolean {
  const colon = schemeEnd(b);
  let p: number;
  if (colon >= 0) {
    shape.schemeEnd = colon;
    p = afterScheme(b, n, colon + 1, shape);
  } else {
    p = relative(b, n, shape);
  }
  if (p < 0) return false;
  if (b[p] === NUMBER_SIGN) {
    shape.fragmentStart = p + 1;
    p = run(b, p + 1, URIC_BIT);
  }
  return p === n;
}
