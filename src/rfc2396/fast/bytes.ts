/**
 * The input as bytes for the scanner. A URI is ASCII (RFC 2396 §2.1), so a string with any
 * other character is no URI-reference and needs no scan. Reading a `Uint8Array` is much
 * cheaper than `charCodeAt`, above all on the sliced strings that `split` and `slice` give.
 */

const encoder = new TextEncoder();
/** Arrays up to this size are kept; a longer one until this many short inputs in a row have not needed it. */
const RETAINED = 1 << 16;
const RELEASE_AFTER = 16;
let shared = new Uint8Array(256);
let shortInARow = 0;

/**
 * The array for `n` bytes: the kept one when it fits, else a new one. Encoding into a fresh
 * long array costs its page faults (about 6x the encoding itself here), so a long array
 * (with an eighth more room) is kept for the next long input, and released after a run of
 * short ones.
 */
function arrayFor(n: number): Uint8Array {
  if (n > RETAINED) shortInARow = 0;
  else if (shared.length > RETAINED && ++shortInARow > RELEASE_AFTER) shared = new Uint8Array(RETAINED);
  if (n <= shared.length) return shared;
  return (shared = new Uint8Array(n <= RETAINED ? Math.min(Math.max(n, 2 * shared.length), RETAINED) : n + (n >> 3)));
}

/**
 * `input` as ASCII bytes followed by three zero bytes, or undefined when it has a
 * character outside ASCII. NUL is in no class of §2, so every run stops at the zeros, and
 * the escape test (`"%" hex hex`, §2.4.1) at the last character reads them rather than
 * past the end. The array is reused: it is valid until the next call.
 */
export function asciiBytes(input: string): Uint8Array | undefined {
  const n = input.length;
  const bytes = arrayFor(n + 3);
  const { read, written } = encoder.encodeInto(input, bytes);
  if (read !== n || written !== n) return undefined; // a non-ASCII character takes 2 or more bytes
  bytes[n] = bytes[n + 1] = bytes[n + 2] = 0;
  return bytes;
}

/**
 * The text the `pieces` make one after the other, as ASCII bytes followed by three zeros
 * (as `asciiBytes`), without joining them: a joined string is made flat before it can be
 * encoded, a copy of all of it (and from 128 KiB on, an allocation of its own in V8's
 * large-object space). Undefined when a piece has a character outside ASCII.
 */
export function asciiBytesOfPieces(pieces: readonly string[], n: number): Uint8Array | undefined {
  const bytes = arrayFor(n + 3);
  let at = 0;
  for (const piece of pieces) {
    const { read, written } = encoder.encodeInto(piece, at === 0 ? bytes : bytes.subarray(at));
    if (read !== piece.length || written !== piece.length) return undefined;
    at += written;
  }
  bytes[n] = bytes[n + 1] = bytes[n + 2] = 0;
  return bytes;
}
