/*
 * Inputs refused before the work, with a RangeError that runRecords turns into exit 2 and
 * "line N: the result is too large to write (…)": inputs whose result would hold so many
 * nodes that the heap runs out, which ends the process with a native abort (exit 134) that
 * nothing can catch. Both are stopgaps, measured on the current engine and resolver; an
 * iterative tree builder or a resolver over lazy lists would lift them.
 */

/** V8's longest string, in UTF-16 units (2^29 - 24 on 64-bit). */
const MAX_STRING = 2 ** 29 - 24;

/** The number of characters of `set` in `input` (one pass, no allocation). */
function count(input: string, set: Uint8Array): number {
  let n = 0;
  for (let k = 0; k < input.length; k++) n += set[input.charCodeAt(k)];
  return n;
}

/** A membership table: 1 for each character of `chars`, indexed by code unit. */
function setOf(chars: string): Uint8Array {
  const set = new Uint8Array(65536);
  for (const c of chars) set[c.charCodeAt(0)] = 1;
  return set;
}

const AST_SEPARATORS = setOf('/;.&=,+');
const SLASH = setOf('/');

/**
 * For `parse`: throws when the input's AST could not be written as JSON. A node per
 * segment, param, label… is materialized before the JSON is, and 25 million of them exhaust
 * the heap before the JSON runs out of string. The estimate, 160 JSON characters a separator
 * (a segment node of the generic AST and one of the scheme's) and 12 copies of the text (the
 * nested nodes' "text"), is within 1% of the JSON of a path of 1.4 million segments.
 * `refuseHugeAst('http://a/' + '/'.repeat(4e6))` throws.
 */
export function refuseHugeAst(input: string): void {
  if (input.length * 172 <= MAX_STRING) return; // under 3 MB no estimate can pass the limit
  const estimate = 12 * input.length + 160 * count(input, AST_SEPARATORS);
  if (estimate > MAX_STRING) throw new RangeError(`its AST would be about ${Math.round(estimate / 2 ** 20)} MiB of JSON, more than the longest string (512 MiB); "uri-grammar check" validates it`);
}

/**
 * The most path segments equal and relativize take: about 190 bytes of heap each (measured on
 * normalize, 5 million segments: 950 MB, before it read the path's text instead of its nodes).
 * normalize and resolve read the path's text, in a few bytes per character: no cap (issue 28).
 */
export const MAX_RESOLVER_SEGMENTS = 8_000_000;

/**
 * For equal and relativize: throws for an input of more than MAX_RESOLVER_SEGMENTS "/"
 * (relativize holds a node per segment; 20 million exhaust the heap).
 */
export function refuseHugePath(input: string): void {
  if (input.length <= MAX_RESOLVER_SEGMENTS) return;
  const slashes = count(input, SLASH);
  if (slashes > MAX_RESOLVER_SEGMENTS) throw new RangeError(`its ${slashes} path segments are more than the resolver takes (${MAX_RESOLVER_SEGMENTS}); "uri-grammar check" validates it`);
}
