/**
 * The input as bytes for the scanner. A URI is ASCII (RFC 2396 §2.1), so a string with any
 * other character is no URI-reference and needs no scan. Reading a `Uint8Array` is much
 * cheaper than `charCodeAt`, above all on the sliced strings that `split` and `slice` give.
 */

const encoder = new TextEncoder();
/** Inputs up to this length reuse one array; a longer one gets its own, released after the scan. */
export const RETAINED = 1 << 16;
let shared = new Uint8Array(256);

/**
 * `input` as ASCII bytes followed by three zero bytes, or undefined when it has a
 * character outside ASCII. NUL is in no class of §2, so every run stops at the zeros, and
 * the escape test (`"%" hex hex`, §2.4.1) at the last character reads them rather than
 * past the end. The array is reused: it is valid until the next call.
 */
export function asciiBytes(input: string): Uint8Array | undefined {
  const n = input.length;
  let bytes = shared;
  if (n + 3 > bytes.length) {
    bytes = new Uint8Array(Math.max(n + 3, Math.min(2 * bytes.length, RETAINED)));
    if (bytes.length <= RETAINED) shared = bytes;
  }
  const { read, written } = encoder.encodeInto(input, bytes);
  if (read !== n || written !== n) return undefined; // a non-ASCII character takes 2 or more bytes
  bytes[n] = bytes[n + 1] = bytes[n + 2] = 0;
  return bytes;
}
