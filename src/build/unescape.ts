import { assertString } from '../combinators';
import { RESERVED } from '../rfc2396/classes';
import { UriBuildError } from './errors';
import { optionsOf } from '../combinators/arguments';
import { codePointAt, unitsString, writeUtf8 } from './utf8';
import { PERCENT, hexValue } from '../combinators/hex';

const NUMBER_SIGN = 35;

/**
 * How `unescape` and `unescapeBytes` decode.
 *
 * @example
 * ```ts
 * const options: UnescapeOptions = { keepReserved: true };
 * unescape('a%2Fb%20c', options); //=> 'a%2Fb c'
 * ```
 */
export interface UnescapeOptions {
  /**
   * Leave encoded the escapes whose character would be read as syntax once decoded: the
   * reserved characters (§2.2), "%" (§2.4.2: decoding "%2541" to "%41" would make a new
   * escape) and "#" (§4.1: it would start a fragment). The result keeps the meaning of the
   * text: `unescape('a%2Fb%20c', { keepReserved: true })` is `'a%2Fb c'`. Default false.
   */
  keepReserved?: boolean;
}

/** The octet of the escape at `i` (text[i] is "%"), or a `malformed-escape` error at `i`. */
function octetAt(text: string, i: number): number {
  const hi = text.charCodeAt(i + 1);
  const lo = text.charCodeAt(i + 2);
  const h = hexValue(hi);
  const l = hexValue(lo);
  if (h >= 0 && l >= 0) return (h << 4) | l;
  const found = JSON.stringify(text.slice(i, i + 3));
  throw new UriBuildError('malformed-escape', `malformed escape ${found} at offset ${i}: "%" must be followed by two hex digits (RFC 2396 §2.4.1)`, 'text', i);
}

function invalidUtf8(text: string, i: number): UriBuildError {
  const found = JSON.stringify(text.slice(i, i + 3));
  return new UriBuildError('invalid-utf8', `escaped octets at offset ${i} are not UTF-8 (starting ${found}); use unescapeBytes for other encodings`, 'text', i);
}

/**
 * The code point of the UTF-8 sequence of escapes at `i`; its end is `i + 3 * utf8 length`.
 * A byte that is not UTF-8 (bad lead, missing or bad continuation, overlong form,
 * surrogate, beyond U+10FFFF) is an `invalid-utf8` error at the sequence's first "%".
 */
function decodeSequence(text: string, i: number): number {
  const lead = octetAt(text, i);
  if (lead < 0x80) return lead;
  const length = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
  if (length === 0) throw invalidUtf8(text, i);
  let cp = lead & (0xff >> (length + 1));
  for (let k = 1, p = i + 3; k < length; k++, p += 3) {
    if (text.charCodeAt(p) !== PERCENT) throw invalidUtf8(text, i);
    const b = octetAt(text, p);
    if ((b & 0xc0) !== 0x80) throw invalidUtf8(text, i);
    cp = (cp << 6) | (b & 63);
  }
  const min = length === 2 ? 0x80 : length === 3 ? 0x800 : 0x10000;
  if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) throw invalidUtf8(text, i);
  return cp;
}

function isKept(cp: number): boolean {
  return RESERVED.has(cp) || cp === PERCENT || cp === NUMBER_SIGN;
}

/**
 * Decodes the escapes of `text` (RFC 2396 §2.4.1) read as UTF-8; other characters stay as
 * they are. A "%" not followed by two hex digits, or escaped octets that are not UTF-8, is
 * a `UriBuildError` naming the offset of the "%". Decode a component, never a whole URI
 * (§2.4.2): take the text from `components()` or an AST node.
 *
 * @example
 * ```ts
 * unescape('caf%C3%A9%20au%20lait'); //=> 'café au lait'
 * unescape('a%2Fb%3Fc%20d', { keepReserved: true }); //=> 'a%2Fb%3Fc d'
 * ```
 */
export function unescape(text: string, options?: UnescapeOptions): string {
  assertString(text, 'text');
  const keepReserved = optionsOf<UnescapeOptions>(options, 'unescape').keepReserved === true;
  if (text.indexOf('%') === -1) return text;
  const out = new Uint16Array(text.length); // a decoded escape is never longer than its text
  let n = 0;
  for (let i = 0; i < text.length; ) {
    const c = text.charCodeAt(i);
    if (c !== PERCENT) {
      out[n++] = c;
      i++;
      continue;
    }
    const cp = decodeSequence(text, i);
    if (keepReserved && isKept(cp)) {
      out[n++] = PERCENT;
      out[n++] = text.charCodeAt(i + 1);
      out[n++] = text.charCodeAt(i + 2);
      i += 3;
    } else if (cp > 0xffff) {
      out[n++] = 0xd800 + ((cp - 0x10000) >> 10);
      out[n++] = 0xdc00 + ((cp - 0x10000) & 0x3ff);
      i += 12;
    } else {
      out[n++] = cp;
      i += cp < 0x80 ? 3 : cp < 0x800 ? 6 : 9;
    }
  }
  return unitsString(out.subarray(0, n));
}

/**
 * The octets `text` stands for: each escape is its octet (§2.4.1), every other character
 * its UTF-8 octets. For components in another charset than UTF-8 (§2.1 leaves it to the
 * scheme). A malformed escape or a lone surrogate is a `UriBuildError` with its offset.
 *
 * @example
 * ```ts
 * unescapeBytes('caf%E9'); //=> new Uint8Array([0x63, 0x61, 0x66, 0xe9])
 * ```
 */
export function unescapeBytes(text: string): Uint8Array {
  assertString(text, 'text');
  const out = new Uint8Array(text.length * 3); // at most 3 octets per UTF-16 unit
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === PERCENT) {
      out[n++] = octetAt(text, i);
      i += 2;
    } else if (c < 0x80) {
      out[n++] = c;
    } else {
      const cp = codePointAt(text, i, 'text');
      n = writeUtf8(out, n, cp);
      if (cp > 0xffff) i++;
    }
  }
  return out.slice(0, n);
}
