import type { DotSegmentsAboveRoot } from './options';

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

/** The path left, or the offset in the path of the ".." that climbs above the root (with `aboveRoot` 'error'). */
export type DotSegmentsOfPathResult = { ok: true; path: string } | { ok: false; offset: number };

const SLASH = 47;
const DOT = 46;
/** A "." or ".." segment: after a "/" (the path starts with one), up to the next "/" or the end. */
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;
/** Up to this many runs of kept segments, the result is sliced and concatenated; past it, copied character by character. */
const FEW_RUNS = 16;
/** Characters per String.fromCharCode call when copying. */
const CHUNK = 4096;

/**
 * removeDotSegments over the text of a merged path, "/" then its segments ("/b/c/../g"),
 * with the same results: the segments are never split off. A stack of the start and end
 * offsets of the segments kept (two numbers each, in one array) replaces the stack of
 * strings, so a path of any length costs a constant number of objects (issue 6: a
 * per-segment object, times 100,000s, outgrows V8's young generation).
 */
export function removeDotSegmentsOfPath(path: string, aboveRoot: DotSegmentsAboveRoot): DotSegmentsOfPathResult {
  if (!DOT_SEGMENT.test(path)) return { ok: true, path }; // the usual case, found by one native search: nothing to remove
  const kept: number[] = [];
  let top = 0; // kept[0, top): start, end of each segment kept; an empty one is [x, x)
  const n = path.length;
  let from = 1; // after the leading "/"
  for (let p = 1; p <= n; p++) {
    if (p < n && path.charCodeAt(p) !== SLASH) continue;
    const last = p === n;
    const length = p - from;
    if (length === 1 && path.charCodeAt(from) === DOT) {
      if (last) top = push(kept, top, from, from); // c), d)
    } else if (length === 2 && path.charCodeAt(from) === DOT && path.charCodeAt(from + 1) === DOT) {
      if (top > 0 && !isDotDot(path, kept[top - 2], kept[top - 1])) {
        top -= 2; // e), f)
        if (last) top = push(kept, top, from, from);
      } else if (aboveRoot === 'keep') {
        top = push(kept, top, from, p);
      } else if (aboveRoot === 'remove') {
        if (last) top = push(kept, top, from, from);
      } else {
        return { ok: false, offset: from }; // g)
      }
    } else {
      top = push(kept, top, from, p);
    }
    from = p + 1;
  }
  return { ok: true, path: spelled(path, kept, top) };
}

function push(kept: number[], top: number, start: number, end: number): number {
  kept[top] = start;
  kept[top + 1] = end;
  return top + 2;
}

function isDotDot(path: string, start: number, end: number): boolean {
  return end - start === 2 && path.charCodeAt(start) === DOT && path.charCodeAt(start + 1) === DOT;
}

/**
 * "/" and the kept segments joined with "/" (step 6 h). Segments kept next to each other in
 * `path` (only their "/" between) are one slice of it; a segment starts after a "/", so an
 * empty one at the start of a dot-segment also continues the run before it ("a/." → "a/").
 */
function spelled(path: string, kept: number[], top: number): string {
  let runs = 0;
  for (let k = 0; k < top; k += 2) if (k === 0 || kept[k] !== kept[k - 1] + 1) runs++;
  if (runs > FEW_RUNS) return copied(path, kept, top);
  let out = '/';
  for (let k = 0; k < top; ) {
    const start = kept[k];
    const separator = k === 0 ? '' : '/';
    let end = kept[k + 1];
    for (k += 2; k < top && kept[k] === end + 1; k += 2) end = kept[k + 1];
    out += separator + path.slice(start, end);
  }
  return out;
}

/** spelled() for many runs: the characters copied into one array, made a string a chunk at a time. */
function copied(path: string, kept: number[], top: number): string {
  let length = top / 2; // "/" before each segment
  for (let k = 0; k < top; k += 2) length += kept[k + 1] - kept[k];
  const codes = new Uint16Array(length);
  let w = 0;
  for (let k = 0; k < top; k += 2) {
    codes[w++] = SLASH;
    for (let p = kept[k]; p < kept[k + 1]; p++) codes[w++] = path.charCodeAt(p);
  }
  let out = '';
  for (let i = 0; i < length; i += CHUNK) out += String.fromCharCode.apply(null, codes.subarray(i, i + CHUNK) as unknown as number[]);
  return out;
}
