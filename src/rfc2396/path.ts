import { CharClass, Rule, Span, alt, failure, fromFn, leafRule, literal, opt, rule, scan, scanRun, seq, success, tracker } from '../combinators';
import type { AbsPath, OpaquePart, Param, Path, PathSegments, RelPath, RelSegment, Segment } from './ast';
import * as RFC2396 from '../generated/rfc2396-charsets';
import { PCHAR, URIC, URIC_NO_SLASH } from './characters';

const SLASH = 47;
const SEMICOLON = 59;
// path_segments = segment *( "/" segment ); segment = *pchar *( ";" param ); param = *pchar   (§3.3):
// the characters of a path are pchar, ";" and "/".
const PCHAR_OR_SEMICOLON = PCHAR.union('segment character', new CharClass('', ';'));
export const PATH_CHARACTER = PCHAR_OR_SEMICOLON.union('path character', new CharClass('', '/'));

// param = *pchar
export const param: Rule<Param> = leafRule('param', scan(PCHAR, { escapes: true, expected: ['pchar'] }));

/** The params of the segment at `[start, end)`: the text after each ";" (none occurs inside an escape). */
export function paramsOf(input: string, start: number, end: number): Param[] {
  const params: Param[] = [];
  let from = -1;
  for (let p = start; p <= end; p++) {
    if (p < end && input.charCodeAt(p) !== SEMICOLON) continue;
    if (from >= 0) params.push({ type: 'param', span: { start: from, end: p }, text: input.slice(from, p) });
    from = p + 1;
  }
  return params;
}

/** The segments of the path_segments at `[start, end)`, split at each "/" in one pass (./fast/build.ts does the same over bytes). */
export function segmentsOf(input: string, start: number, end: number): Segment[] {
  const segments: Segment[] = [];
  let from = start;
  let semicolon = false; // params are split off only in a segment that has a ";"
  for (let p = start; p <= end; p++) {
    const c = p < end ? input.charCodeAt(p) : SLASH;
    if (c === SEMICOLON) semicolon = true;
    if (c !== SLASH) continue;
    segments.push({ type: 'segment', span: { start: from, end: p }, text: input.slice(from, p), params: semicolon ? paramsOf(input, from, p) : [] });
    from = p + 1;
    semicolon = false;
  }
  return segments;
}

// segment = *pchar *( ";" param )   — i.e. any run of pchar and ";"
export const segment: Rule<Segment> = rule<Segment, string>(
  'segment',
  scan(PCHAR_OR_SEMICOLON, { escapes: true, expected: ['pchar', '";"'] }),
  (_text, span, input) => ({ params: paramsOf(input, span.start, span.end) }),
);

// path_segments = segment *( "/" segment )   — one scan, then split at "/"
export const IN_PATH_SEGMENTS = ['pchar', '";"', '"/"'];
export const path_segments: Rule<PathSegments> = rule<PathSegments, Span>(
  'path_segments',
  fromFn((input, i) => {
    tracker.stack.push('segment');
    const end = scanRun(input, i, PATH_CHARACTER, true);
    tracker.fail(end, IN_PATH_SEGMENTS);
    tracker.stack.pop();
    return success(end, { start: i, end });
  }),
  (span, _span, input) => ({ segments: segmentsOf(input, span.start, span.end) }),
);

// abs_path = "/" path_segments
export const abs_path: Rule<AbsPath> = rule<AbsPath, [string, PathSegments]>('abs_path', seq(literal('/'), path_segments), ([, s]) => ({
  pathSegments: s,
}));

// rel_segment = 1*( unreserved | escaped | ";" | "@" | "&" | "=" | "+" | "$" | "," )
// No ":" (§5: `this:that` is an absolute URI; a relative one is written `./this:that`).
export const REL_SEGMENT_CHARACTER = new CharClass('rel_segment character', RFC2396.rel_segment);
export const REL_SEGMENT_EXPECTED = RFC2396.rel_segment_expected;
export const rel_segment: Rule<RelSegment> = leafRule(
  'rel_segment',
  scan(REL_SEGMENT_CHARACTER, {
    escapes: true,
    min: 1,
    expected: REL_SEGMENT_EXPECTED,
    stopCodes: { ':': 'colon-in-first-segment' },
  }),
);

// rel_path = rel_segment [ abs_path ]
export const rel_path: Rule<RelPath> = rule<RelPath, [RelSegment, AbsPath | undefined]>(
  'rel_path',
  seq(rel_segment, opt(abs_path)),
  ([relSegment, absPath]) => (absPath ? { relSegment, absPath } : { relSegment }),
);

// opaque_part = uric_no_slash *uric
export const OPAQUE_START = ['uric_no_slash'];
export const IN_OPAQUE_PART = ['uric'];
export const opaque_part: Rule<OpaquePart> = leafRule(
  'opaque_part',
  fromFn((input, i) => {
    const c = input.charCodeAt(i);
    if (c === SLASH || (!URIC_NO_SLASH.has(c) && c !== 37)) return failure(i, OPAQUE_START);
    const end = scanRun(input, i, URIC, true);
    tracker.fail(end, IN_OPAQUE_PART);
    return end === i ? failure(i, OPAQUE_START) : success(end, null);
  }),
);

// path = [ abs_path | opaque_part ]
export const path: Rule<Path> = rule<Path, AbsPath | OpaquePart | undefined>('path', opt(alt<AbsPath | OpaquePart>(abs_path, opaque_part)), (p) =>
  p === undefined ? {} : p.type === 'abs_path' ? { absPath: p } : { opaquePart: p },
);
