import { UriBuildError } from './errors';

/** "%00" … "%FF": an octet as an escape, with upper-case hex (RFC 2396 §2.4.1 allows either; upper case is the canonical form). */
export const ESCAPE_OF: readonly string[] = Array.from({ length: 256 }, (_, b) => '%' + b.toString(16).toUpperCase().padStart(2, '0'));

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

/** Appends the UTF-8 octets of code point `cp` to `out`. */
export function pushUtf8(out: number[], cp: number): void {
  if (cp < 0x80) out.push(cp);
  else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
  else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
}

/** The escapes of the UTF-8 octets of `cp` ("é" → "%C3%A9"). */
export function escapeCodePoint(cp: number): string {
  if (cp < 0x80) return ESCAPE_OF[cp];
  const octets: number[] = [];
  pushUtf8(octets, cp);
  let out = '';
  for (const b of octets) out += ESCAPE_OF[b];
  return out;
}
