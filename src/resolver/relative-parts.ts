import { literal, opt, runRule, seq } from '../combinators';
import { own } from '../own';
import type { PathSegments, Query } from '../rfc2396';
import { rules } from '../rfc2396/rules';
import type { Outline } from '../rfc2396/outline';
import type { ReferenceOutline } from './reference';

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

const SLASH = 0x2f;

/**
 * Relative parts of a relativeURI, of an empty-path reference, or, for the same-scheme
 * loophole, of a hier_part (the same shape): from its components, since a relativeURI's path
 * is never empty (net_path has an authority, abs_path a "/", rel_path a segment).
 */
export function relativeParts(ref: ReferenceOutline): RelativeParts {
  // optional parts read as own properties (src/own.ts): a key on Object.prototype is no part
  const { path } = ref.parts;
  const authority = own(ref.parts, 'authority');
  const query = own(ref.parts, 'query');
  const fragment = own(ref.parts, 'fragment');
  const kind = path === '' ? 'empty' : path.charCodeAt(0) === SLASH ? 'abs' : 'rel';
  const parts: RelativeParts = { kind, path, pathStart: kind === 'rel' ? ref.pathStart : 0 }; // rel_segment, then its abs_path's segments
  if (authority !== undefined) parts.authority = authority;
  if (query !== undefined) parts.query = query;
  if (fragment !== undefined) parts.fragment = fragment;
  return parts;
}

// For `http:g` read through the loophole: the opaque part as path_segments [ "?" query ].
// Every opaque_part parses so (its characters are pchar, ";", "/" and "?"): the first "?" starts the query.
const loopholeRelativePart = seq(rules.path_segments, opt(seq(literal('?'), rules.query)));

/** Relative parts of an absolute reference's opaque part read as a relative path (§5.2 step 3, compatibility), or undefined. */
export function fromOpaque(ref: Outline): RelativeParts | undefined {
  const fragment = own(ref.parts, 'fragment');
  const opaque = ref.text.slice(ref.pathStart, fragment === undefined ? ref.text.length : ref.text.length - fragment.length - 1);
  const r = runRule(loopholeRelativePart, opaque);
  if (!r.ok) return undefined;
  const [segs, q] = r.value as [PathSegments, [string, Query] | undefined];
  return {
    kind: 'rel',
    path: segs.text,
    pathStart: ref.pathStart + segs.span.start, // segs was parsed from the opaque part's text
    ...(q ? { query: q[1].text } : {}),
    ...(fragment === undefined ? {} : { fragment }),
  };
}
