import { isUtf8 } from 'node:buffer';
import type { Readable } from 'node:stream';
import { IoError, reason } from './io';

/** Where the bytes of a line stop being UTF-8. */
export interface NotUtf8 {
  /** 0-based byte offset of the first byte that does not begin a valid UTF-8 sequence there. */
  byteOffset: number;
  /** That byte. */
  byte: number;
  /** The same place in `text` (UTF-16 units): the length of the valid prefix. */
  offset: number;
}

/** One input: a line of stdin or a command-line argument. */
export interface InputLine {
  /** 1-based: the line number in stdin, or the argument's position among the inputs. */
  number: number;
  /** The text, without its LF or CRLF; an invalid UTF-8 sequence as U+FFFD. */
  text: string;
  /** Set when the line's bytes are not UTF-8. */
  notUtf8?: NotUtf8;
}

const LF = 10;
const CR = 13;
const BOM = [0xef, 0xbb, 0xbf];

/** 100 MiB: the default of `--max-line`. */
export const DEFAULT_MAX_LINE = 100 * 1024 * 1024;

/**
 * The lines of a byte stream, streamed: a line ends at LF or CRLF (a lone CR is data), the
 * last line needs no ending, a UTF-8 byte order mark at the very start is skipped. Memory
 * is the current line. Throws IoError when a line is longer than `maxLine` bytes (before
 * buffering more of it) or the stream fails (EISDIR, EIO…).
 * `for await (const line of readLines(io.stdin, DEFAULT_MAX_LINE)) …`
 */
export async function* readLines(stream: Readable, maxLine: number): AsyncGenerator<InputLine> {
  let parts: Buffer[] = [];
  let size = 0;
  let number = 0;
  let start = true;
  const chunks = stream[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Buffer | string>;
    try {
      next = await chunks.next();
    } catch (e) {
      throw new IoError(`cannot read stdin: ${reason(e as NodeJS.ErrnoException)}`);
    }
    if (next.done) break;
    let chunk = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
    if (start && chunk.length > 0) {
      if (BOM.every((b, k) => chunk[k] === b)) chunk = chunk.subarray(3);
      start = false;
    }
    let from = 0;
    for (let lf = chunk.indexOf(LF, from); lf >= 0; lf = chunk.indexOf(LF, from)) {
      const piece = chunk.subarray(from, lf);
      const bytes = size === 0 ? piece : Buffer.concat([...parts, piece]);
      parts = [];
      size = 0;
      from = lf + 1;
      yield lineOf(bytes[bytes.length - 1] === CR ? bytes.subarray(0, -1) : bytes, ++number, maxLine);
    }
    if (from < chunk.length) {
      parts.push(chunk.subarray(from));
      size += chunk.length - from;
      if (size > maxLine) throw tooLong(number + 1, maxLine);
    }
  }
  if (size > 0) yield lineOf(Buffer.concat(parts), ++number, maxLine);
}

/** The command-line arguments as inputs (their length in UTF-8 bytes checked against `maxLine`). */
export function argumentLines(args: readonly string[], maxLine: number): InputLine[] {
  return args.map((text, k) => {
    if (Buffer.byteLength(text) > maxLine) throw new IoError(`argument ${k + 1} is longer than --max-line (${maxLine} bytes)`);
    return { number: k + 1, text };
  });
}

function tooLong(number: number, maxLine: number): IoError {
  return new IoError(`line ${number} is longer than --max-line (${maxLine} bytes)`);
}

function lineOf(bytes: Buffer, number: number, maxLine: number): InputLine {
  if (bytes.length > maxLine) throw tooLong(number, maxLine);
  const text = bytes.toString('utf8');
  if (isUtf8(bytes)) return { number, text };
  const byteOffset = firstInvalidByte(bytes);
  return { number, text, notUtf8: { byteOffset, byte: bytes[byteOffset], offset: bytes.toString('utf8', 0, byteOffset).length } };
}

/**
 * The offset of the first byte that does not begin a well-formed UTF-8 sequence (RFC 3629 §4:
 * no overlong forms, no surrogates, nothing above U+10FFFF), or -1.
 */
export function firstInvalidByte(b: Uint8Array): number {
  for (let i = 0; i < b.length; ) {
    const c = b[i];
    if (c < 0x80) {
      i++;
      continue;
    }
    const n = c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : 0;
    if (n === 0) return i;
    // The second byte's range narrows for E0 (overlong), ED (surrogates), F0 (overlong), F4 (> U+10FFFF).
    const low = c === 0xe0 ? 0xa0 : c === 0xf0 ? 0x90 : 0x80;
    const high = c === 0xed ? 0x9f : c === 0xf4 ? 0x8f : 0xbf;
    if (!(b[i + 1] >= low && b[i + 1] <= high)) return i;
    for (let k = 2; k <= n; k++) if (!(b[i + k] >= 0x80 && b[i + k] <= 0xbf)) return i;
    i += n + 1;
  }
  return -1;
}
