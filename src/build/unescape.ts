import { HEX, assertString } from '../engine';
import { RESERVED } from '../rfc2396/characters';
import { UriBuildError } from './errors';
import { codePointAt, pushUtf8 } from './utf8';

const PERCENT = 37;
const NUMBER_SIGN = 35;

export interface UnescapeOptions {
  /**
   * Leave encoded the escapes whose character would be read as syntax once decoded: the
   * reserved characters (§2.2), "%" (§2.4.2: decoding "%2541" to "%41" would make a new
   * escape) and "#" (§4.1: it would start a fragment). The result keeps the meaning of the
   * text: `unescape('a%2Fb%20c', { keepReserved: true })` is `'a%2Fb c'`. Default false.
   */
  keepReserved?: boolean;
}

function malformed(text: string, i: number): UriBuildError {
  const found = JSON.stringify(text.slice(i, i + 3));
  return new UriBuildError('malformed-escape', `malformed escape ${found} at offset ${i}: "%" must be followed by two hex digits (RFC 2396 §2.4.1)`, 'text', i);
}

/** The octet of the escape at `i` (text[i] is "%"), or a `malformed-escape` error. */
function octetAt(text: string, i: number): number {
  if (!HEX.has(text.charCodeAt(i + 1)) || !HEX.has(text.charCodeAt(i + 2))) throw malformed(text, i);
  return parseInt(text.slice(i + 1, i + 3), 16);
}

/** How many octets a UTF-8 sequence starting with `lead` has, and the smallest code point it may encode; null for an octet no sequence starts with. */
function sequenceOf(lead: number): [length: number, min: number] | null {
  if (lead < 0x80) return [1, 0];
  if (lead >= 0xc2 && lead <= 0xdf) return [2, 0x80];
  if (lead >= 0xe0 && lead <= 0xef) return [3, 0x800];
  if (lead >= 0xf0 && lead <= 0xf4) return [4, 0x10000];
  return null;
}

/**
 * Decodes the UTF-8 sequence of escapes at `i`: its code point and where it ends. A byte
 * that is not UTF-8 (bad lead, missing or bad continuation, overlong form, surrogate,
 * beyond U+10FFFF) is an `invalid-utf8` error at the offset of the sequence's first "%".
 */
function decodeSequence(text: string, i: number): [codePoint: number, end: number] {
  const lead = octetAt(text, i);
  const shape = sequenceOf(lead);
  const invalid = (): UriBuildError =>
    new UriBuildError('invalid-utf8', `escaped octets at offset ${i} are not UTF-8 (starting ${JSON.stringify(text.slice(i, i + 3))}); use unescapeBytes for other encodings`, 'text', i);
  if (shape === null) throw invalid();
  const [length, min] = shape;
  let cp = length === 1 ? lead : lead & (0xff >> (length + 1));
  let p = i + 3;
  for (let k = 1; k < length; k++, p += 3) {
    if (text.charCodeAt(p) !== PERCENT) throw invalid();
    const b = octetAt(text, p);
    if ((b & 0xc0) !== 0x80) throw invalid();
    cp = (cp << 6) | (b & 63);
  }
  if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) throw invalid();
  return [cp, p];
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
 * unescape('caf%C3%A9%20au%20lait')                  // 'café au lait'
 * unescape('a%2Fb%3Fc%20d', { keepReserved: true })  // 'a%2Fb%3Fc d'
 */
export function unescape(text: string, options: UnescapeOptions = {}): string {
  assertString(text, 'text');
  const keepReserved = options.keepReserved === true;
  let i = text.indexOf('%');
  if (i === -1) return text;
  let out = '';
  let run = 0;
  while (i !== -1) {
    const [cp, end] = decodeSequence(text, i);
    out += text.slice(run, i) + (keepReserved && isKept(cp) ? text.slice(i, end) : String.fromCodePoint(cp));
    run = end;
    i = text.indexOf('%', end);
  }
  return out + text.slice(run);
}

/**
 * The octets `text` stands for: each escape is its octet (§2.4.1), every other character
 * its UTF-8 octets. For components in another charset than UTF-8 (§2.1 leaves it to the
 * scheme). A malformed escape or a lone surrogate is a `UriBuildError` with its offset.
 *
 * @example
 * unescapeBytes('caf%E9')   // Uint8Array [0x63, 0x61, 0x66, 0xE9]
 */
export function unescapeBytes(text: string): Uint8Array {
  assertString(text, 'text');
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === PERCENT) {
      out.push(octetAt(text, i));
      i += 2;
    } else if (c < 0x80) {
      out.push(c);
    } else {
      const cp = codePointAt(text, i, 'text');
      pushUtf8(out, cp);
      if (cp > 0xffff) i++;
    }
  }
  return Uint8Array.from(out);
}
