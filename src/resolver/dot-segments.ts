import type { DotSegmentsAboveRoot } from './options';

/** The path left, or the offset in the path of the ".." that climbs above the root (with `aboveRoot` 'error'). */
export type DotSegmentsOfPathResult = { ok: true; path: string } | { ok: false; offset: number };

const SLASH = 47;
const DOT = 46;
/** A "." or ".." segment: after a "/" (the path starts with one), up to the next "/" or the end. */
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;
/** Up to this many runs of kept segments, the result is their slices joined; past it, their characters copied. */
const FEW_RUNS = 16;
/** Characters per String.fromCharCode call when copying. */
const CHUNK = 4096;

/**
 * removeDotSegments over the text of a merged path, "/" then its segments ("/b/c/../g"),
 * with the same results: the segments are never split off. The stack holds runs of kept
 * segments (the start and end offsets of each run, two numbers, in one array): a segment that
 * follows the top run in the path (only its "/" between) extends it, and ".." shortens it by its
 * last segment, found by reading back over that segment (which is then gone, so the path is read
 * at most twice). A path of any length costs a constant number of objects, and usually a
 * stack of a few numbers (issue 6: an object per segment, times 100,000s, outgrows V8's young
 * generation).
 */
export function removeDotSegmentsOfPath(path: string, aboveRoot: DotSegmentsAboveRoot): DotSegmentsOfPathResult {
  if (!DOT_SEGMENT.test(path)) return { ok: true, path }; // the usual case, found by one native search: nothing to remove
  const runs: number[] = [];
  let top = 0; // runs[0, top): start, end of each run; an empty segment alone is [x, x)
  const n = path.length;
  let from = 1; // after the leading "/"
  for (let p = 1; p <= n; p++) {
    if (p < n && path.charCodeAt(p) !== SLASH) continue;
    const last = p === n;
    const length = p - from;
    if (length === 1 && path.charCodeAt(from) === DOT) {
      if (last) top = push(runs, top, from, from); // c), d)
    } else if (length === 2 && path.charCodeAt(from) === DOT && path.charCodeAt(from + 1) === DOT) {
      const start = top > 0 ? lastSegment(path, runs[top - 2], runs[top - 1]) : -1;
      if (start >= 0 && !(runs[top - 1] - start === 2 && path.charCodeAt(start) === DOT && path.charCodeAt(start + 1) === DOT)) {
        if (start === runs[top - 2]) top -= 2; // e), f)
        else runs[top - 1] = start - 1;
        if (last) top = push(runs, top, from, from);
      } else if (aboveRoot === 'keep') {
        top = push(runs, top, from, p);
      } else if (aboveRoot === 'remove') {
        if (last) top = push(runs, top, from, from);
      } else {
        return { ok: false, offset: from }; // g)
      }
    } else {
      top = push(runs, top, from, p);
    }
    from = p + 1;
  }
  return { ok: true, path: spelled(path, runs, top) };
}

/** Pushes the segment `[start, end)`: it extends the top run when only a "/" lies between them. */
function push(runs: number[], top: number, start: number, end: number): number {
  if (top > 0 && runs[top - 1] + 1 === start) {
    runs[top - 1] = end;
    return top;
  }
  runs[top] = start;
  runs[top + 1] = end;
  return top + 2;
}

/** Where the last segment of the run `[start, end)` starts: after its last "/". */
function lastSegment(path: string, start: number, end: number): number {
  let p = end - 1;
  while (p >= start && path.charCodeAt(p) !== SLASH) p--;
  return p + 1;
}

/** "/" and the runs joined with "/" (step 6 h): a few slices, or past FEW_RUNS the characters copied. */
function spelled(path: string, runs: number[], top: number): string {
  if (top > 2 * FEW_RUNS) return copied(path, runs, top);
  let out = '/';
  for (let k = 0; k < top; k += 2) out += (k === 0 ? '' : '/') + path.slice(runs[k], runs[k + 1]);
  return out;
}

/** spelled() for many runs: the characters copied into one array, made a string a chunk at a time. */
function copied(path: string, runs: number[], top: number): string {
  let length = top / 2; // "/" before each run
  for (let k = 0; k < top; k += 2) length += runs[k + 1] - runs[k];
  const codes = new Uint16Array(length);
  let w = 0;
  for (let k = 0; k < top; k += 2) {
    codes[w++] = SLASH;
    for (let p = runs[k]; p < runs[k + 1]; p++) codes[w++] = path.charCodeAt(p);
  }
  let out = '';
  for (let i = 0; i < length; i += CHUNK) out += String.fromCharCode.apply(null, codes.subarray(i, i + CHUNK) as unknown as number[]);
  return out;
}
