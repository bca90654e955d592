import { UriBuildError } from './errors';
import { PERCENT } from '../combinators/hex';

/** Upper-case hex digits (RFC 2396 §2.4.1 allows either case; upper case is the canonical form). */
const HEX_DIGIT = Uint8Array.from('0123456789ABCDEF', (c) => c.charCodeAt(0));

/**
 * The code point at `i` of `text` (a whole surrogate pair), or a `lone-surrogate` error
 * naming `field` and the offset: a lone surrogate has no UTF-8 form.
 */
export function codePointAt(text: string, i: number, field: string): number {
  const c = text.charCodeAt(i);
  if (c < 0xd800 || c > 0xdfff) return c;
  const next = text.charCodeAt(i + 1);
  if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) return (c - 0xd800) * 0x400 + (next - 0xdc00) + 0x10000;
  throw new UriBuildError('lone-surrogate', `${field}: lone surrogate U+${c.toString(16).toUpperCase()} at offset ${i} has no UTF-8 form`, field, i);
}

/** How many UTF-8 octets code point `cp` has. */
export function utf8Length(cp: number): number {
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

/** Writes the UTF-8 octets of `cp` into `out` at `n`; returns the new end. */
export function writeUtf8(out: Uint8Array, n: number, cp: number): number {
  if (cp < 0x80) {
    out[n++] = cp;
  } else if (cp < 0x800) {
    out[n++] = 0xc0 | (cp >> 6);
    out[n++] = 0x80 | (cp & 63);
  } else if (cp < 0x10000) {
    out[n++] = 0xe0 | (cp >> 12);
    out[n++] = 0x80 | ((cp >> 6) & 63);
    out[n++] = 0x80 | (cp & 63);
  } else {
    out[n++] = 0xf0 | (cp >> 18);
    out[n++] = 0x80 | ((cp >> 12) & 63);
    out[n++] = 0x80 | ((cp >> 6) & 63);
    out[n++] = 0x80 | (cp & 63);
  }
  return n;
}

/** Writes the escapes of the UTF-8 octets of `cp` ("é" → "%C3%A9") into `out` at `n`; returns the new end. */
export function writeEscapes(out: Uint8Array, n: number, cp: number): number {
  const end = writeUtf8(out, n, cp);
  // spread the octets out from the back, three characters each
  for (let k = end - 1; k >= n; k--) {
    const b = out[k];
    const at = n + (k - n) * 3;
    out[at + 2] = HEX_DIGIT[b & 15];
    out[at + 1] = HEX_DIGIT[b >> 4];
    out[at] = PERCENT;
  }
  return n + (end - n) * 3;
}

const DECODER = new TextDecoder();

/** The string of ASCII octets `bytes` (short ones directly: a TextDecoder call costs more than it saves). */
export function asciiString(bytes: Uint8Array): string {
  return bytes.length < 256 ? String.fromCharCode.apply(null, bytes as unknown as number[]) : DECODER.decode(bytes);
}

const CHUNK = 8192;

/** The string of UTF-16 code units `units` (lone surrogates kept as they are). */
export function unitsString(units: Uint16Array): string {
  let out = '';
  for (let k = 0; k < units.length; k += CHUNK) out += String.fromCharCode.apply(null, units.subarray(k, k + CHUNK) as unknown as number[]);
  return out;
}
