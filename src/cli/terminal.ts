import { styleText } from 'node:util';

/**
 * Characters never written raw: C0 controls, DEL and C1 controls (a terminal acts on them),
 * the line and paragraph separators U+2028/U+2029, the bidirectional formatting characters
 * (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069: they reorder what follows them on
 * screen, "Trojan Source"), the invisible ones (soft hyphen U+00AD, U+180E, zero-width
 * U+200B–U+200D, U+2060–U+2065, the BOM U+FEFF), lone surrogates (no character at all), and
 * the backslash, written `\\` so that an escape cannot be mistaken for input text. The set of
 * src/cli/visible.ts (lint), with the escape the CLI contract names: `\u202E`.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\\]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The same set but for what JSON.stringify escapes itself (C0 controls, backslash, lone surrogates). */
const UNSAFE_IN_JSON = /[\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

const escaped = (c: string): string => (c === '\\' ? '\\\\' : '\\u' + c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0'));

/**
 * `text` with each character of the unsafe set (above) written as `\uXXXX` (a backslash as
 * `\\`), for human output on a terminal. `'a\u202Eb'` → `'a\\u202Eb'`.
 */
export function escapeUnsafe(text: string): string {
  if (!NOT_PRINTABLE_ASCII.test(text)) return text; // the common line: one test of a single class, quicker than UNSAFE's
  UNSAFE.lastIndex = 0;
  return UNSAFE.test(text) ? text.replace(UNSAFE, escaped) : text;
}

/**
 * A code unit other than printable ASCII, or the backslash: a text without one has nothing of
 * the unsafe set. A native test: on the corpus's URLs 70–90 ns against 175–185 for a `charCodeAt` loop.
 */
const NOT_PRINTABLE_ASCII = /[^\x20-\x5b\x5d-\x7e]/;

/** Where `offset` (a UTF-16 offset into `text`) lands in `escapeUnsafe(text)`. */
export function escapedOffset(text: string, offset: number): number {
  return escapeUnsafe(text.slice(0, offset)).length;
}

/**
 * JSON text: `JSON.stringify(value, null, indent)` with DEL, the C1 controls, U+2028/U+2029
 * and the bidi characters also escaped (`\u202E`), as they are invisible or act on a
 * terminal. Still JSON: those characters can only occur inside strings.
 * `jsonText({ a: '\u2028' })` → `'{"a":"\\u2028"}'` (one line without `indent`).
 */
export function jsonText(value: unknown, indent?: number): string {
  return safeJson(JSON.stringify(value, null, indent));
}

/** JSON text (or a piece of it) with the characters jsonText escapes beyond JSON.stringify escaped: they occur only inside strings, one code unit each. */
export function safeJson(text: string): string {
  return DEL_OR_ABOVE.test(text) ? text.replace(UNSAFE_IN_JSON, escaped) : text; // every character it escapes is DEL or above
}

/** A code unit from DEL (U+007F) up: a text without one needs no escape beyond JSON's (a native test: on a parse record's 2.5 kB, 1.7 µs against 7–9 for a loop). */
const DEL_OR_ABOVE = /[^\x00-\x7e]/;

/** The environment variables the colour decision reads. */
export type ColorEnv = Partial<Record<'NO_COLOR' | 'FORCE_COLOR' | 'TERM', string>>;

/**
 * Whether to colour what goes to one stream: FORCE_COLOR set, non-empty and not "0" forces
 * colour; else NO_COLOR set and non-empty (no-color.org), FORCE_COLOR=0 or TERM=dumb turn it
 * off; else colour when the stream is a TTY. Decided per stream: `2>log` keeps stdout's colour.
 */
export function colorFor(stream: { isTTY?: boolean }, env: ColorEnv): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '' && force !== '0') return true;
  if ((env.NO_COLOR !== undefined && env.NO_COLOR !== '') || force === '0' || env.TERM === 'dumb') return false;
  return stream.isTTY === true;
}

/** `text` in red when `color` is on (the caller decided for its stream). */
export function red(text: string, color: boolean): string {
  return color ? styleText('red', text, { validateStream: false }) : text;
}
