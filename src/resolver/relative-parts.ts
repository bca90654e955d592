import { Span, literal, opt, runRule, seq } from '../engine';
import type { AbsPath, HierPart, PathSegments, Query, RelativeUri } from '../rfc2396';
import { OpaquePart, rules } from '../rfc2396';
import type { EmptyPathReference } from './reference';

/** A path segment as the AST has it (a `segment` or `rel_segment` node): its text and span. */
export interface SegmentNode {
  text: string;
  span: Span;
}

/** The parts of a reference without a scheme, as §5.2 steps 4–6 use them. */
export interface RelativeParts {
  /** Defined for a network-path reference (step 4). */
  authority?: string;
  /** `abs`: the path begins with "/" (step 5); `rel`: a relative path (step 6); `empty`: no path. */
  kind: 'empty' | 'abs' | 'rel';
  path: string;
  /** For `rel`: the path's segments; their spans plus `shift` are offsets in the reference. */
  segments: readonly SegmentNode[];
  shift: number;
  query?: string;
  fragment?: string;
}

/** The segments of an abs_path (after its leading "/"); none for no path. */
export function absSegments(p: AbsPath | undefined): readonly SegmentNode[] {
  return p ? p.pathSegments.segments : [];
}

/** Relative parts of a relativeURI or, for the same-scheme loophole, of a hier_part (same shape). */
export function fromHier(hier: RelativeUri | HierPart, fragment: string | undefined): RelativeParts {
  const q = hier.query ? { query: hier.query.text } : {};
  const f = fragment === undefined ? {} : { fragment };
  if (hier.netPath) {
    const p = hier.netPath.absPath;
    return { authority: hier.netPath.authority.text, kind: p ? 'abs' : 'empty', path: p?.text ?? '', segments: [], shift: 0, ...q, ...f };
  }
  if (hier.absPath) return { kind: 'abs', path: hier.absPath.text, segments: [], shift: 0, ...q, ...f };
  const rel = (hier as RelativeUri).relPath!;
  const segments: SegmentNode[] = [rel.relSegment];
  for (const s of absSegments(rel.absPath)) segments.push(s);
  return { kind: 'rel', path: rel.text, segments, shift: 0, ...q, ...f };
}

export function fromEmptyPath(ref: EmptyPathReference): RelativeParts {
  return { kind: 'empty', path: '', segments: [], shift: 0, query: ref.query.text, ...(ref.fragment ? { fragment: ref.fragment.text } : {}) };
}

// For `http:g` read through the loophole: the opaque part as path_segments [ "?" query ].
// Every opaque_part parses so (its characters are pchar, ";", "/" and "?"): the first "?" starts the query.
const loopholeRelativePart = seq(rules.path_segments, opt(seq(literal('?'), rules.query)));

/** Relative parts of an opaque part read as a relative path (§5.2 step 3, compatibility), or undefined. */
export function fromOpaque(opaque: OpaquePart, fragment: string | undefined): RelativeParts | undefined {
  const r = runRule(loopholeRelativePart, opaque.text);
  if (!r.ok) return undefined;
  const [segs, q] = r.value as [PathSegments, [string, Query] | undefined];
  return {
    kind: 'rel',
    path: segs.text,
    segments: segs.segments,
    shift: opaque.span.start,
    ...(q ? { query: q[1].text } : {}),
    ...(fragment === undefined ? {} : { fragment }),
  };
}
