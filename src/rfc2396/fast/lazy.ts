import { domainlabelsOf } from '../../combinators/domain';
import type { Hostname, Param, PathSegments, Segment, Toplabel } from '../ast';
import { accessor } from '../../own';
import { path_segments_separator as SLASH, segment_separator as SEMICOLON } from '../../generated/rfc2396-lists';

/**
 * Long lists built on first read (issue 6). A list of more than LAZY_LIST nodes — a
 * path_segments' `segments` (counting the params built with them), a segment's `params`, a
 * hostname's `domainlabels` — is an own, enumerable accessor at the field's usual place in the
 * node. The getter builds the list once, from the input string (never the scanner's
 * reused bytes), with the splitters below and src/combinators/domain.ts, so it is the list
 * ./build would have built; the setter replaces it. Key order, toEqual, JSON.stringify,
 * spread, Object.keys and structuredClone see a plain data property. (./build splits a list
 * before building it, and stops splitting as soon as it passes LAZY_LIST.)
 *
 * Why: an AST of 100,000+ nodes outgrows V8's young generation, and the scavenger then copies
 * every survivor: parse time per segment was flat (about 50 ns) up to 8K segments, 63 ns at 16K,
 * 82 ns at 32K and 290–440 ns from 64K (a /tmp script, best of 7 from a collected heap). 1024
 * keeps the eager part of any AST to a few thousand nodes, well below that step, and is far
 * above any list of the corpus (at most 11 segments, 4 params, 5 labels).
 */
export const LAZY_LIST = 1024;

/** A list not built yet: where it is in the input, and how to split it there; then the list. */
interface Deferred {
  split: (input: string, start: number, end: number) => unknown[];
  input: string;
  start: number;
  end: number;
  list: unknown;
  built: boolean; // a list set to undefined stays undefined, as in a data property
}

/** Where a node keeps its deferred list: a symbol, not enumerable, so no copy, comparison or serialization sees it. */
const DEFERRED = Symbol('uri-grammar deferred list');

/*
 * One getter and one setter for every deferred list (a node has at most one), the state on the
 * node itself. Measured on reading 1,024 segments (a /tmp script): 60 ns a segment this way,
 * 52 for the splitter alone; 120-240 with a getter and setter made per node in its literal
 * (closures holding the list), 113-133 with the state in a WeakMap (its old-space table keeps the
 * young lists alive through scavenges, which then copy them: 390 ms of scavenges against 33).
 */
function read(this: { [DEFERRED]?: Deferred }): unknown {
  const d = this[DEFERRED];
  if (d === undefined) return undefined;
  if (!d.built) {
    d.list = d.split(d.input, d.start, d.end);
    d.built = true;
  }
  return d.list;
}

function write(this: { [DEFERRED]?: Deferred }, list: unknown): void {
  const d = this[DEFERRED];
  if (d === undefined) return;
  d.list = list;
  d.built = true;
}

const ACCESSOR = accessor({ get: read, set: write, enumerable: true, configurable: true });

/** `node` with its field `key` (its last so far, as in the compiled rule's node) built on first read, by `split(input, start, end)`. */
export function defer<T extends object>(node: T, key: string, split: Deferred['split'], input: string, start: number, end: number): T {
  const state: Deferred = { split, input, start, end, list: undefined, built: false };
  Object.defineProperty(node, DEFERRED, { value: state });
  return Object.defineProperty(node, key, ACCESSOR);
}

// path_segments = segment *( "/" segment ), its segments built on first read
export function lazyPathSegments(s: string, start: number, end: number, text: string): PathSegments {
  return defer({ type: 'path_segments', span: { start, end }, text } as PathSegments, 'segments', segmentsOf, s, start, end);
}

// segment = *pchar *( ";" param ), its params built on first read
export function lazySegment(s: string, start: number, end: number, text: string): Segment {
  return defer({ type: 'segment', span: { start, end }, text } as Segment, 'params', paramsOf, s, start, end);
}

// hostname = *( domainlabel "." ) toplabel [ "." ], its domainlabels (before `last`) built on first read
export function lazyHostname(s: string, start: number, end: number, text: string, last: number, toplabel: Toplabel): Hostname {
  const node = defer({ type: 'hostname', span: { start, end }, text } as Hostname, 'domainlabels', domainlabelsOf, s, start, last);
  node.toplabel = toplabel;
  return node;
}

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

/** The segments of the path_segments at `[start, end)`, split at each "/" in one pass (./build.ts does the same over bytes). */
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
