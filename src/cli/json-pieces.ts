import { unreadChildren } from '../schemes/tree';
import { safeJson } from './terminal';

/*
 * The JSON text of a value a piece at a time, so that a record many times its input (the AST
 * of a long line repeats the line's text in every enclosing node: about 12 copies) is written
 * as it is made, never held as one string (issue 28). Joined, the pieces are `jsonText(value,
 * indent)` exactly: JSON.stringify's rules for the plain objects, arrays and strings of an AST,
 * any other value (or a small subtree) left to JSON.stringify itself, and jsonText's extra
 * escapes applied to each piece (they are single characters inside strings).
 */

/** A subtree whose `text` is shorter than this is written by one JSON.stringify call. */
const SMALL = 4096;
/** Characters of a long string per piece. */
const CHUNK = 65536;

/** Whether JSON.stringify would serialize `value` as an object or array by its own keys (no toJSON). */
function isContainer(value: unknown): value is object {
  if (typeof value !== 'object' || value === null || typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
  return !(value instanceof String || value instanceof Number || value instanceof Boolean); // written as their primitive
}

/** Whether JSON.stringify leaves out a property with this value (and writes null for it in an array). */
function omitted(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

/** A subtree small enough to write whole: a leaf, or a node whose text is short. */
function small(value: unknown): boolean {
  if (!isContainer(value)) return typeof value !== 'string' || value.length <= CHUNK;
  const text = (value as { text?: unknown }).text;
  return typeof text === 'string' && text.length < SMALL;
}

/** A long string's JSON in pieces: split between characters, never inside a surrogate pair. */
function* stringPieces(text: string): Generator<string> {
  yield '"';
  for (let from = 0; from < text.length; ) {
    let to = Math.min(text.length, from + CHUNK);
    const last = text.charCodeAt(to - 1);
    if (to < text.length && last >= 0xd800 && last <= 0xdbff) to--; // a high surrogate goes with its low one
    const quoted = JSON.stringify(text.slice(from, to));
    yield quoted.slice(1, -1);
    from = to;
  }
  yield '"';
}

/** An object or array being written: its entries, the next one, its nesting level. */
interface Frame {
  value: object;
  keys: readonly string[] | undefined; // undefined for an array
  /** A list made as it is written (a scheme tree's `children` not read yet), in place of the array `value`. */
  items?: Iterator<unknown>;
  next: number;
  depth: number;
  /** Whether an entry was written (a "," goes before the next; "{}" when none was). */
  any: boolean;
}

/**
 * The pieces of `jsonText(value, indent)`, about CHUNK characters each: one loop over an
 * explicit stack (no generator per level, whose every piece would pass through each level).
 *
 * @example
 * [...jsonPieces({ a: [1, 'b'] }, 2)].join('') // → jsonText({ a: [1, 'b'] }, 2)
 */
export function* jsonPieces(value: unknown, indent = 0): Generator<string> {
  const colon = indent > 0 ? ': ' : ':';
  const margin = (depth: number) => (indent > 0 ? '\n' + ' '.repeat(indent * depth) : '');
  const stack: Frame[] = [];
  let out = '';
  /** Writes `item` at `depth`: whole when small, a string in pieces, else a frame to walk. */
  function* open(item: unknown, depth: number): Generator<string> {
    if (small(item)) {
      const text = JSON.stringify(item, null, indent);
      out += depth > 0 && indent > 0 && text.length > 2 ? text.replace(/\n/g, margin(depth)) : text;
    } else if (typeof item === 'string') {
      for (const piece of stringPieces(item)) {
        out += piece;
        if (out.length >= CHUNK) {
          yield safeJson(out);
          out = '';
        }
      }
    } else {
      const container = item as object;
      stack.push({ value: container, keys: Array.isArray(container) ? undefined : Object.keys(container), next: 0, depth, any: false });
    }
  }
  yield* open(value, 0);
  while (stack.length > 0) {
    if (out.length >= CHUNK) {
      yield safeJson(out);
      out = '';
    }
    const frame = stack[stack.length - 1];
    const { value: container, keys, depth } = frame;
    const made = frame.items?.next();
    const length = frame.items ? (made!.done ? frame.next : Infinity) : keys ? keys.length : (container as unknown[]).length;
    if (frame.next === length) {
      stack.pop();
      out += keys ? (frame.any ? margin(depth) + '}' : '{}') : frame.any ? margin(depth) + ']' : '[]';
      continue;
    }
    const k = frame.next++;
    if (keys) {
      // a scheme tree's list built on read and not read yet: its nodes made one at a time and dropped once written, not
      // held by the node (a data URL's tree is a node per character: about 160 bytes each, built whole)
      const unread = keys[k] === 'children' ? unreadChildren(container) : undefined;
      const item = unread ?? (container as Record<string, unknown>)[keys[k]];
      if (omitted(item)) continue;
      out += (frame.any ? ',' : '{') + margin(depth + 1) + JSON.stringify(keys[k]) + colon;
      frame.any = true;
      if (unread) stack.push({ value: unread, keys: undefined, items: unread[Symbol.iterator](), next: 0, depth: depth + 1, any: false });
      else yield* open(item, depth + 1);
    } else {
      const item = frame.items ? made!.value : (container as unknown[])[k];
      out += (frame.any ? ',' : '[') + margin(depth + 1);
      frame.any = true;
      if (omitted(item)) out += 'null';
      else yield* open(item, depth + 1);
    }
  }
  if (out.length > 0) yield safeJson(out);
}
