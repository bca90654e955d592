/*
 * Inputs refused, with a RangeError that runRecords turns into exit 2 and "line N: the result
 * is too large to write (…)": inputs whose result would hold so many nodes that the heap runs
 * out, which ends the process with a native abort (exit 134) that nothing can catch. Most are
 * counted before the work; a derivation's markers are held to markerEntries while it runs.
 * Each is measured on the current engine and resolver; a tree builder or a relativize over
 * the path's text would lift them.
 */
import { scheme_source } from '../generated/rfc2396-membership';
import { hexValue } from '../combinators/hex';

// scheme ":" at the start (RFC 2396 §3.1)
const SCHEME = new RegExp(`^${scheme_source}:`);

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
 * The heap parse gives a line's nodes (and lint its findings): 6 bytes per character (the
 * line's bytes, its string and the output's buffers take about 6 more: issue 28's 12) and
 * 64 MiB, so that a short line of many segments (400,000 in a megabyte) still parses.
 */
export function astBudget(length: number): number {
  return 6 * length + 64 * MIB;
}

/**
 * The most entries (4 bytes each) a derivation of a line's grammars may hold its markers in
 * (withMarkerLimit): 1 byte a character and 16 MiB for the buffers at their peak, twice the
 * limit (the buffer outgrown and the new one, grown by doubling up to the limit). With the
 * rest of a line's work (about 6 bytes a character, as `check`; the right contexts of a
 * derivation in two passes, 4) the line stays within issue 28's 12 bytes a character and 64
 * MiB (measured: docs/performance.md, "Memory per line"). A longer derivation throws: a
 * scheme whose grammar makes a node for every few characters (RFC 2397's `data = *urlchar`,
 * RFC 5870's parameters), which no separator counts, past about half a million nodes and one
 * for every 32 characters (a node is four entries).
 */
export function markerEntries(length: number): number {
  return Math.floor((length + 16 * MIB) / 8);
}

/**
 * For `parse`: throws when the input's AST would hold more nodes than astBudget allows. The
 * JSON is written in pieces (src/cli/json-pieces.ts), so its length is no limit; the nodes a
 * long list builds when it is read are, estimated at NODE_BYTES for each separator.
 * `refuseHugeAst('http://a/' + 'a/'.repeat(5e5))` throws; `'http://a/' + 'a'.repeat(9e7)` does not.
 */
export function refuseHugeAst(input: string): void {
  const budget = astBudget(input.length);
  if (input.length * NODE_BYTES <= budget) return; // not even all separators would pass it (under 440 kB)
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

/** The octets whose escapes lint may report (RFC 2396 §7): NUL, TAB (gopher), LF, CR, "." (escaped dot-segments), 255 (Telnet's IAC). */
const HAZARD_OCTETS = new Set([0x00, 0x09, 0x0a, 0x0d, 0x2e, 0xff]);

/** The octet of the escape at `p` ("%" and two hex digits), or -1. */
function octetAt(input: string, p: number): number {
  const high = hexValue(input.charCodeAt(p + 1));
  const low = hexValue(input.charCodeAt(p + 2));
  return high < 0 || low < 0 ? -1 : high * 16 + low;
}

/** Where the authority after a leading `scheme://` or `//` ends: the first "/", "?" or "#" after it; -1 when there is none. */
function authorityEnd(input: string): number {
  const slashes = input.indexOf('//');
  if (slashes < 0 || /[/?#]/.test(input.slice(0, slashes))) return -1;
  const end = input.slice(slashes + 2).search(/[/?#]/);
  return end < 0 ? input.length : slashes + 2 + end;
}

/** Where the abs_path of `input` starts, read as RFC 2396 reads a URI reference: after `scheme:` and a `//` authority; -1 for none (an opaque part, a rel_path). */
function rootedPathStart(input: string): number {
  const scheme = SCHEME.exec(input);
  const at = scheme ? scheme[0].length : 0;
  if (input.startsWith('//', at)) return input.slice(at + 2).search(/[/?#]/) < 0 ? -1 : at + 2 + input.slice(at + 2).search(/[/?#]/);
  return input.charCodeAt(at) === 0x2f ? at : -1;
}

/**
 * The ".." segments of the abs_path that climb above the root, counted as lint's
 * dotSegmentFindings walks them (a run of them is one finding: this is at least that).
 */
function climbingDotSegments(input: string): number {
  const start = rootedPathStart(input);
  if (start < 0 || input.charCodeAt(start) !== 0x2f) return 0;
  let end = input.slice(start).search(/[?#]/);
  end = end < 0 ? input.length : start + end;
  let depth = 0;
  let climbing = 0;
  for (let from = start + 1; from <= end; ) {
    let to = input.indexOf('/', from);
    if (to < 0 || to > end) to = end;
    const length = to - from;
    const dot = input.charCodeAt(from) === 0x2e;
    if (length === 2 && dot && input.charCodeAt(from + 1) === 0x2e) {
      if (depth > 0) depth--;
      else climbing++;
    } else if (!(length === 1 && dot)) depth++;
    from = to + 1;
  }
  return climbing;
}

/**
 * At least the number of findings `lint` can make of `input`: each is an escape of a hazard
 * octet (a run of them is one finding), an escaped UTF-8 octet in the host, a ".." climbing
 * above the root, a run of non-ASCII characters, or one of a few authority and syntax
 * findings. A few passes; no allocation per character.
 */
export function lintFindingsBound(input: string): number {
  const authority = authorityEnd(input);
  let n = 8;
  for (let p = input.indexOf('%'); p >= 0; p = input.indexOf('%', p + 1)) {
    const octet = octetAt(input, p);
    if (HAZARD_OCTETS.has(octet) || (octet >= 0x80 && p < authority)) n++;
  }
  n += climbingDotSegments(input);
  for (let p = 0; p < input.length; p++) if (input.charCodeAt(p) > 0x7f) n++;
  return n;
}

/** Heap per lint finding: the finding, its span and message, and its record (JSON or a report line). */
const FINDING_BYTES = 800; // measured 400 to 780 (`http://h/` + 262,144 `%00a`, --json: 204 MB)

/**
 * For `lint`: throws when the findings of `input` could take more heap than astBudget allows
 * (at FINDING_BYTES each): `'http://h/' + '%00a'.repeat(n)` holds a finding every 4 characters.
 */
export function refuseHugeLint(input: string): void {
  const budget = astBudget(input.length);
  if (input.length * FINDING_BYTES <= budget) return; // not even a finding per character would pass it
  const findings = lintFindingsBound(input);
  if (findings * FINDING_BYTES > budget) {
    throw new RangeError(`it may hold ${findings} findings (${Math.round((findings * FINDING_BYTES) / MIB)} MiB), more than lint takes for a line of this length (${Math.round(budget / MIB)} MiB); "uri-grammar check" validates it`);
  }
}
