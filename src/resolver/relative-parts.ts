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
  /** For `rel`: where `path` starts in the reference's text (errors point into it). */
  pathStart: number;
  query?: string;
  fragment?: string;
}

/** The segments of an abs_path (after its leading "/"); none for no path. Not on the resolve path, which reads path text (issue 6). */
export function absSegments(p: AbsPath | undefined): readonly SegmentNode[] {
  return p ? p.pathSegments.segments : [];
}

/** Relative parts of a relativeURI or, for the same-scheme loophole, of a hier_part (same shape). */
export function fromHier(hier: RelativeUri | HierPart, fragment: string | undefined): RelativeParts {
  const q = hier.query ? { query: hier.query.text } : {};
  const f = fragment === undefined ? {} : { fragment };
  if (hier.netPath) {
    const p = hier.netPath.absPath;
    return { authority: hier.netPath.authority.text, kind: p ? 'abs' : 'empty', path: p?.text ?? '', pathStart: 0, ...q, ...f };
  }
  if (hier.absPath) return { kind: 'abs', path: hier.absPath.text, pathStart: 0, ...q, ...f };
  const rel = (hier as RelativeUri).relPath!;
  return { kind: 'rel', path: rel.text, pathStart: rel.span.start, ...q, ...f }; // rel_segment, then its abs_path's segments
}

export function fromEmptyPath(ref: EmptyPathReference): RelativeParts {
  return { kind: 'empty', path: '', pathStart: 0, query: ref.query.text, ...(ref.fragment ? { fragment: ref.fragment.text } : {}) };
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
    pathStart: opaque.span.start + segs.span.start, // segs was parsed from the opaque part's text
    ...(q ? { query: q[1].text } : {}),
    ...(fragment === undefined ? {} : { fragment }),
  };
}
