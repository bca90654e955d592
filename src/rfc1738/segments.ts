import type { Node } from '../combinators';
import { accessor } from '../own';
import { LAZY_LIST } from '../rfc2396/fast/lazy';
import { type Decoded, decode } from './decode';

/*
 * RFC 1738's "/"-separated paths (fpath, hpath, ppath: `x *[ "/" x ]`). A path of more than
 * LAZY_LIST segments gets its list built on first read, as the RFC 2396 fast path does for
 * path_segments (src/rfc2396/fast/lazy.ts, and its measurements): the parse still runs the
 * segment rule on every segment (same result, same failures), but keeps no node, so a
 * validation (`uri-grammar check`) of a 10 MB path of one-character segments no longer holds
 * 5 million nodes (it took 4 s and 1.2 GB; 50 MB ran out of heap).
 */

/** The segment nodes of a valid path's text, as the segment rule builds them: `{ type, span, text, decoded }`. */
function segmentsOf<T extends string>(type: T, text: string, start: number): Decoded<T>[] {
  const segments: Decoded<T>[] = [];
  for (let from = 0; ; ) {
    const to = text.indexOf('/', from);
    const end = to < 0 ? text.length : to;
    const segment = text.slice(from, end);
    segments.push({ type, span: { start: start + from, end: start + end }, text: segment, decoded: decode(segment) });
    if (to < 0) return segments;
    from = to + 1;
  }
}

/** `node[field]`, an own enumerable accessor (last in key order, as a data field would be) that builds the list on first read. */
function deferSegments<N extends Node<string>, T extends string>(node: N, field: string, type: T): N {
  let list: Decoded<T>[] | undefined;
  return Object.defineProperty(node, field, accessor({
    get: () => (list ??= segmentsOf(type, node.text, node.span.start)),
    set: (value: Decoded<T>[]) => {
      list = value;
    },
    enumerable: true,
    configurable: true,
  }));
}

/**
 * The node of rule `name` (`x *[ "/" x ]`) for the valid path `input[start, end)`, made
 * from the text: `{ type, span, text, [field]: segments }`, the list deferred when it has more
 * than LAZY_LIST segments (as the rule defers it).
 *
 * @example
 * ```ts
 * segmentListOf('hpath', 'hsegments', 'hsegment', 'http://h/a/b', 9, 12); //=> { type: 'hpath', text: 'a/b', hsegments: [{ text: 'a' }, { text: 'b' }] }
 * ```
 */
export function segmentListOf<N extends Node<string>, T extends string>(name: N['type'], field: string, segmentType: T, input: string, start: number, end: number): N {
  const text = input.slice(start, end);
  const node = { type: name, span: { start, end }, text } as N;
  if (countUpTo(text, '/', 0, text.length, LAZY_LIST) < LAZY_LIST) {
    (node as Record<string, unknown>)[field] = segmentsOf(segmentType, text, start);
    return node;
  }
  return deferSegments(node, field, segmentType);
}

/** How many times `c` occurs in input[from, to), counting no further than `most`. */
export function countUpTo(input: string, c: string, from: number, to: number, most: number): number {
  let n = 0;
  for (let p = input.indexOf(c, from); p >= 0 && p < to && n < most; p = input.indexOf(c, p + 1)) n++;
  return n;
}

/** Whether `node[field]` is a list not built yet (a long path: see above). */
export function isDeferred(node: object, field: string): boolean {
  return typeof Object.getOwnPropertyDescriptor(node, field)?.get === 'function';
}

/**
 * Turns the data field `field` of `node` into an accessor that computes it on first read, in
 * place (its position in key order kept). For fields derived from a deferred list.
 */
export function deferField<N extends object, V>(node: N, field: string, compute: () => V): N {
  let value: V | undefined;
  let known = false;
  return Object.defineProperty(node, field, accessor({
    get: () => {
      if (!known) [value, known] = [compute(), true];
      return value;
    },
    set: (v: V) => {
      [value, known] = [v, true];
    },
    enumerable: true,
    configurable: true,
  }));
}
