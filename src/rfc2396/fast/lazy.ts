import { domainlabelsOf } from '../../engine/domain';
import type { Domainlabel, Hostname, Param, PathSegments, Segment, Toplabel } from '../ast';
import { paramsOf, segmentsOf } from '../path';

/**
 * Long lists built on first read (issue 6). A list of more than LAZY_LIST nodes — a
 * path_segments' `segments` (counting the params built with them), a segment's `params`, a
 * hostname's `domainlabels` — is an own, enumerable accessor at the field's usual place in the
 * node's literal. The getter builds the list once, from the input string (never the scanner's
 * reused bytes), with the combinators' own splitters (src/rfc2396/path.ts, src/engine/domain.ts),
 * so it is the list they build; the setter replaces it. Key order, toEqual, JSON.stringify,
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

// path_segments = segment *( "/" segment ), its segments built on first read
export function lazyPathSegments(s: string, start: number, end: number, text: string): PathSegments {
  let segments: Segment[] | undefined;
  let built = false; // a value set to undefined stays undefined, as in a data property
  return {
    type: 'path_segments',
    span: { start, end },
    text,
    get segments(): Segment[] {
      if (!built) {
        segments = segmentsOf(s, start, end);
        built = true;
      }
      return segments as Segment[];
    },
    set segments(value: Segment[]) {
      segments = value;
      built = true;
    },
  };
}

// segment = *pchar *( ";" param ), its params built on first read
export function lazySegment(s: string, start: number, end: number, text: string): Segment {
  let params: Param[] | undefined;
  let built = false; // a value set to undefined stays undefined, as in a data property
  return {
    type: 'segment',
    span: { start, end },
    text,
    get params(): Param[] {
      if (!built) {
        params = paramsOf(s, start, end);
        built = true;
      }
      return params as Param[];
    },
    set params(value: Param[]) {
      params = value;
      built = true;
    },
  };
}

// hostname = *( domainlabel "." ) toplabel [ "." ], its domainlabels (before `last`) built on first read
export function lazyHostname(s: string, start: number, end: number, text: string, last: number, toplabel: Toplabel): Hostname {
  let domainlabels: Domainlabel[] | undefined;
  let built = false; // a value set to undefined stays undefined, as in a data property
  return {
    type: 'hostname',
    span: { start, end },
    text,
    get domainlabels(): Domainlabel[] {
      if (!built) {
        domainlabels = domainlabelsOf(s, start, last);
        built = true;
      }
      return domainlabels as Domainlabel[];
    },
    set domainlabels(value: Domainlabel[]) {
      domainlabels = value;
      built = true;
    },
    toplabel,
  };
}
