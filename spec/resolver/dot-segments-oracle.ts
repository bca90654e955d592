import type { DotSegmentsAboveRoot } from '../../src/resolver';

// The oracle of removeDotSegmentsOfPath (src/resolver/dot-segments.ts): §5.2 step 6 over an
// array of segment strings, the library's implementation before the text one.

/** The segments left, or the index of the ".." that climbs above the root (with `aboveRoot` 'error'). */
export type DotSegmentsResult = { ok: true; segments: string[] } | { ok: false; index: number };

/**
 * RFC 2396 §5.2 step 6 c)–g) on a segment stack (the "pair of segment stacks" the RFC
 * suggests), linear in the number of segments. `segments` are the segments of a path
 * after its leading "/": "/b/c/../g" is [b, c, .., g]. The empty string before the
 * leading "/" is not a segment, so ".." never removes it (Appendix C: `http://a/../g`).
 *
 * - c), d): a complete "." segment is dropped; a final "." leaves the path ending in "/".
 * - e), f): ".." drops the segment before it unless that one is ".." itself; a final ".."
 *   leaves the path ending in "/". Empty segments are segments ("a//.." → "a/").
 * - g): a ".." with nothing left to drop is kept, removed, or an error, per `aboveRoot`.
 */
export function removeDotSegments(segments: readonly string[], aboveRoot: DotSegmentsAboveRoot): DotSegmentsResult {
  const out: string[] = [];
  const last = segments.length - 1;
  for (let k = 0; k <= last; k++) {
    const text = segments[k];
    if (text === '.') {
      if (k === last) out.push('');
    } else if (text === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') {
        out.pop();
        if (k === last) out.push('');
      } else if (aboveRoot === 'keep') {
        out.push('..');
      } else if (aboveRoot === 'remove') {
        if (k === last) out.push('');
      } else {
        return { ok: false, index: k };
      }
    } else {
      out.push(text);
    }
  }
  return { ok: true, segments: out };
}
