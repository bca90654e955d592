import { authorityEnd } from './authority';
import { ALPHA_BIT, DIGIT_BIT, PATH_BIT, REL_SEGMENT_BIT, URIC_BIT, URIC_NO_SLASH_BIT, at, bits } from './classes';
import { escapeAt, run } from './run';
import type { Shape } from './shape';
import { COLON, DOT, HYPHEN, NUMBER_SIGN, PLUS, QUESTION, SLASH } from './codes';

/** `"/" path_segments` at `p` (§3.3): its end. */
function absPath(s: string, p: number, shape: Shape): number {
  shape.pathStart = p;
  return (shape.pathEnd = run(s, p + 1, PATH_BIT));
}

/** `[ "?" query ]` at `p` (§3.4): its end. */
function query(s: string, p: number, shape: Shape): number {
  if (at(s, p) !== QUESTION) return p;
  shape.queryStart = p + 1;
  return run(s, p + 1, URIC_BIT);
}

/**
 * `( net_path | abs_path ) [ "?" query ]` at a "/" (hier_part §3, relativeURI §5): its end,
 * or -1. "//" always starts an authority (§3.2; the combinators try net_path first).
 */
function hierPart(s: string, p: number, shape: Shape): number {
  if (at(s, p + 1) === SLASH) {
    p = authorityEnd(s, p + 2, shape);
    if (p < 0) return -1;
    if (at(s, p) === SLASH) p = absPath(s, p, shape);
  } else {
    p = absPath(s, p, shape);
  }
  return query(s, p, shape);
}

/** `scheme ":"` at 0 (§3.1): the colon's offset, or -1. */
function schemeEnd(s: string): number {
  if (!(bits(at(s, 0)) & ALPHA_BIT)) return -1;
  let p = 1;
  for (let c = at(s, p); bits(c) & (ALPHA_BIT | DIGIT_BIT) || c === PLUS || c === HYPHEN || c === DOT; c = at(s, ++p));
  return at(s, p) === COLON ? p : -1;
}

/** `absoluteURI` after its `scheme ":"` (§3): `hier_part | opaque_part`; its end, or -1. */
function afterScheme(s: string, p: number, shape: Shape): number {
  if (at(s, p) === SLASH) return hierPart(s, p, shape);
  // opaque_part = uric_no_slash *uric
  if (!(bits(at(s, p)) & URIC_NO_SLASH_BIT) && !escapeAt(s, p)) return -1;
  return (shape.opaqueEnd = run(s, p, URIC_BIT));
}

/** `relativeURI` at 0, or nothing (§5): its end, or -1. */
function relative(s: string, shape: Shape): number {
  if (at(s, 0) === SLASH) return hierPart(s, 0, shape);
  // rel_path = rel_segment [ abs_path ]
  const segment = run(s, 0, REL_SEGMENT_BIT);
  if (segment === 0) return 0; // no relativeURI: the reference is empty or a fragment
  shape.pathStart = 0;
  shape.relSegmentEnd = segment;
  shape.pathEnd = at(s, segment) === SLASH ? run(s, segment + 1, PATH_BIT) : segment;
  return query(s, shape.pathEnd, shape);
}

/**
 * URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]   (§4.1)
 * Whether the whole of `s` is a URI-reference, in one left-to-right pass with no
 * backtracking beyond the authority (scanned a constant number of times); fills `shape`
 * with the parts the combinators would choose.
 *
 * Once `scheme ":"` is read, a failure of the absoluteURI is a failure of the whole: a
 * relativeURI's rel_segment has no ":" (§5), so it would stop at that colon.
 */
export function scanUriReference(s: string, shape: Shape): boolean {
  shape.reset();
  const colon = schemeEnd(s);
  let p: number;
  if (colon >= 0) {
    shape.schemeEnd = colon;
    p = afterScheme(s, colon + 1, shape);
  } else {
    p = relative(s, shape);
  }
  if (p < 0) return false;
  if (at(s, p) === NUMBER_SIGN) {
    shape.fragmentStart = p + 1;
    p = run(s, p + 1, URIC_BIT);
  }
  return p === s.length;
}
