/**
 * The input as bytes for the scanner. A URI is ASCII (RFC 2396 §2.1), so a string with any
 * other character is no URI-reference and needs no scan. Reading a `Uint8Array` is much
 * cheaper than `charCodeAt`, above all on the sliced strings that `split` and `slice` give.
 */

const encoder = new TextEncoder();
/** Arrays up to this size are kept; a longer input's array is kept only until a short input comes. */
const RETAINED = 1 << 16;
let shared = new Uint8Array(256);

/** The array for `n` bytes: the kept one when it fits, else a new one (a long one replaced by a short one after use). */
function arrayFor(n: number): Uint8Array {
  const fits = n <= shared.length;
  const oversized = shared.length > RETAINED && n <= RETAINED;
  if (fits && !oversized) return shared;
  // Encoding into a fresh long array costs its page faults (about 6x the encoding itself
  // here), so a long array is reused by the next long input; a short input releases it.
  return (shared = new Uint8Array(n <= RETAINED ? Math.min(Math.max(n, 2 * shared.length), RETAINED) : n));
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
