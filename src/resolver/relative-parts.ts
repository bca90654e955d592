import { literal, opt, runRule, seq } from '../engine';
import type { AbsPath, HierPart, PathSegments, Query, RelativeUri } from '../rfc2396';
import { OpaquePart, rules } from '../rfc2396';
import type { PathSegment } from './dot-segments';
import type { ResolverArgument } from './errors';
import type { EmptyPathReference } from './reference';

/** The parts of a reference without a scheme, as §5.2 steps 4–6 use them. */
export interface RelativeParts {
  /** Defined for a network-path reference (step 4). */
  authority?: string;
  /** `abs`: the path begins with "/" (step 5); `rel`: a relative path (step 6); `empty`: no path. */
  kind: 'empty' | 'abs' | 'rel';
  path: string;
  /** The path's segments after its leading "/" (abs) or from its start (rel); none when empty. */
  segments: PathSegment[];
  query?: string;
  fragment?: string;
}

/** The segments of path_segments, each with its offset (plus `shift`) in its argument. */
export function segmentsOf(p: PathSegments, argument: ResolverArgument, shift = 0): PathSegment[] {
  return p.segments.map((s) => ({ text: s.text, argument, offset: s.span.start + shift }));
}

function absSegments(p: AbsPath | undefined, argument: ResolverArgument): PathSegment[] {
  return p ? segmentsOf(p.pathSegments, argument) : [];
}

/** Relative parts of a relativeURI or, for the same-scheme loophole, of a hier_part (same shape). */
export function fromHier(hier: RelativeUri | HierPart, fragment: string | undefined, argument: ResolverArgument): RelativeParts {
  const q = hier.query ? { query: hier.query.text } : {};
  const f = fragment === undefined ? {} : { fragment };
  if (hier.netPath) {
    const p = hier.netPath.absPath;
    return { authority: hier.netPath.authority.text, kind: p ? 'abs' : 'empty', path: p?.text ?? '', segments: absSegments(p, argument), ...q, ...f };
  }
  if (hier.absPath) return { kind: 'abs', path: hier.absPath.text, segments: absSegments(hier.absPath, argument), ...q, ...f };
  const rel = (hier as RelativeUri).relPath!;
  const first: PathSegment = { text: rel.relSegment.text, argument, offset: rel.relSegment.span.start };
  return { kind: 'rel', path: rel.text, segments: [first, ...absSegments(rel.absPath, argument)], ...q, ...f };
}

export function fromEmptyPath(ref: EmptyPathReference): RelativeParts {
  return { kind: 'empty', path: '', segments: [], query: ref.query.text, ...(ref.fragment ? { fragment: ref.fragment.text } : {}) };
}

// For `http:g` read through the loophole: the opaque part as path_segments [ "?" query ].
// Every opaque_part parses so (its characters are pchar, ";", "/" and "?"): the first "?" starts the query.
const loopholeRelativePart = seq(rules.path_segments, opt(seq(literal('?'), rules.query)));

/** Relative parts of an opaque part read as a relative path (§5.2 step 3, compatibility), or undefined. */
export function fromOpaque(opaque: OpaquePart, fragment: string | undefined, argument: ResolverArgument): RelativeParts | undefined {
  const r = runRule(loopholeRelativePart, opaque.text);
  if (!r.ok) return undefined;
  const [segs, q] = r.value as [PathSegments, [string, Query] | undefined];
  return {
    kind: 'rel',
    path: segs.text,
    segments: segmentsOf(segs, argument, opaque.span.start),
    ...(q ? { query: q[1].text } : {}),
    ...(fragment === undefined ? {} : { fragment }),
  };
}
