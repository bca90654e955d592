import { UNRESERVED } from './characters'; // not the rfc2396 index, which reaches every module of the folder
import { PERCENT, hexValue } from '../combinators/hex';

/*
 * Escapes rewritten in one pass over the text, into a buffer of character codes made a string
 * a chunk at a time: a constant number of objects per call, whatever the number of escapes
 * (issue 28: a replace with a callback made two strings per escape, and `normalize` of a line
 * of 8 MB of "%41" peaked at 55 bytes per character).
 */

const SLASH = 47;
/** Characters per String.fromCharCode call. */
const CHUNK = 4096;

/** Where the next rewrite writes: the codes so far, and how many. */
interface Output {
  codes: Uint8Array | Uint16Array;
  length: number;
}

/** A buffer for `text` rewritten: a byte a character when every code of it fits (a URI's are ASCII), else two. */
function outputFor(text: string): Output {
  for (let p = 0; p < text.length; p++) if (text.charCodeAt(p) > 0xff) return { codes: new Uint16Array(text.length), length: 0 };
  return { codes: new Uint8Array(text.length), length: 0 };
}

/**
 * Copies `text[from, to)` into `out`, each escape ("%" and two hex digits, §2.4.1) with its hex
 * upper-cased, or decoded when `decode` and its octet is unreserved (§2.3). A "%" without two
 * hex digits after it is copied as it is (the parser never accepts one; a search for `escaped`
 * skips it the same way).
 */
function rewrite(text: string, from: number, to: number, decode: boolean, out: Output): void {
  const { codes } = out;
  let w = out.length;
  for (let p = from; p < to; p++) {
    const c = text.charCodeAt(p);
    if (c !== PERCENT || p + 2 >= text.length) {
      codes[w++] = c;
      continue;
    }
    const high = hexValue(text.charCodeAt(p + 1));
    const low = hexValue(text.charCodeAt(p + 2));
    if (high < 0 || low < 0) {
      codes[w++] = c;
      continue;
    }
    const octet = high * 16 + low;
    if (decode && UNRESERVED.has(octet)) {
      codes[w++] = octet;
    } else {
      codes[w++] = PERCENT;
      codes[w++] = high < 10 ? 48 + high : 55 + high;
      codes[w++] = low < 10 ? 48 + low : 55 + low;
    }
    p += 2;
  }
  out.length = w;
}

/** The string of the first `length` codes. */
function spelled({ codes, length }: Output): string {
  let s = '';
  for (let i = 0; i < length; i += CHUNK) s += String.fromCharCode.apply(null, codes.subarray(i, Math.min(i + CHUNK, length)) as unknown as number[]);
  return s;
}

/** `text` with `rewrite` applied to all of it; `text` itself when it has no "%". */
function rewritten(text: string, decode: boolean): string {
  if (text.indexOf('%') === -1) return text;
  const out = outputFor(text);
  rewrite(text, 0, text.length, decode, out);
  return spelled(out);
}

/**
 * Upper-cases the hex digits of every escape: "%7e" and "%7E" are the same octet
 * (§2.4.1: `hex` allows either case). The text is a component the parser accepted,
 * so every "%" starts an escape.
 */
export function upperCaseEscapes(text: string): string {
  return rewritten(text, false);
}

/**
 * Decodes the escapes of unreserved characters (§2.3: "%7e" → "~", "%41" → "A"; §2.4.2)
 * and upper-cases the others. Reserved characters (§2.2) and "%" stay escaped: their
 * escapes are data, decoding them could make them delimiters.
 */
export function decodeUnreserved(text: string): string {
  return rewritten(text, true);
}

/** "." or "..", one or both dots escaped ("%2E", ".%2e"): what decodeUnreserved would make a dot-segment. */
const ESCAPED_DOT_SEGMENT = /^(?:%2[Ee]|\.){1,2}$/;

/**
 * A path's segments (split at "/"), each with its unreserved escapes decoded — unless that
 * would make it a complete "." or ".." segment (§5.2 step 6 gives those a meaning that "%2E"
 * does not have: "/a/%2E%2E/b" must stay distinct from "/b"); then only the hex is upper-cased.
 * No escape decodes to "/" (it is reserved), so the segments stay where they were.
 *
 * @example
 * ```ts
 * normalizePath('/%7ea/%2E%2e/b'); //=> '/~a/%2E%2E/b'
 * ```
 */
export function normalizePath(path: string): string {
  if (path.indexOf('%') === -1) return path;
  const out = outputFor(path);
  for (let from = 0; from <= path.length; ) {
    let to = path.indexOf('/', from);
    if (to === -1) to = path.length;
    const length = to - from;
    const dots = length >= 3 && length <= 6 && ESCAPED_DOT_SEGMENT.test(path.slice(from, to));
    rewrite(path, from, to, !dots, out);
    if (to < path.length) out.codes[out.length++] = SLASH;
    from = to + 1;
  }
  return spelled(out);
}
