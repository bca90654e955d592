/*
 * Inputs refused before the work, with a RangeError that runRecords turns into exit 2 and
 * "line N: the result is too large to write (…)": inputs whose result would hold so many
 * nodes that the heap runs out, which ends the process with a native abort (exit 134) that
 * nothing can catch. Both are measured on the current engine and resolver; a tree builder or
 * a relativize over the path's text would lift them.
 */

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
 * Heap per separator of the AST parse writes: the nodes a list of segments, labels or params
 * builds when the JSON reads it (the generic AST's and the scheme's), measured at 120 to 160
 * bytes (`http://h/` + 4 million `a/`: 670 MB).
 */
const NODE_BYTES = 160;
const MIB = 2 ** 20;

/**
 * The heap parse gives a line's nodes: 6 bytes per character (the line's bytes, its string
 * and the output's buffers take about 6 more: issue 28's 12), and 256 MiB whatever the length.
 */
export function astBudget(length: number): number {
  return Math.max(6 * length, 256 * MIB);
}

/**
 * For `parse`: throws when the input's AST would hold more nodes than astBudget allows. The
 * JSON is written in pieces (src/cli/json-pieces.ts), so its length is no limit; the nodes a
 * long list builds when it is read are, estimated at NODE_BYTES for each separator.
 * `refuseHugeAst('http://a/' + 'a/'.repeat(2e6))` throws; `'http://a/' + 'a'.repeat(9e7)` does not.
 */
export function refuseHugeAst(input: string): void {
  const budget = astBudget(input.length);
  if (input.length * NODE_BYTES <= budget) return; // not even all separators would pass it
  const nodes = count(input, AST_SEPARATORS);
  if (nodes * NODE_BYTES > budget) {
    throw new RangeError(`its AST would hold about ${nodes} nodes (${Math.round((nodes * NODE_BYTES) / MIB)} MiB), more than parse takes for a line of this length (${Math.round(budget / MIB)} MiB); "uri-grammar check" validates it`);
  }
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
