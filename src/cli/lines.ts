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
 * Whole lines of input, decoded: what a command works on at a time (the lines of a chunk of
 * stdin, or the arguments), so that the per-line work allocates nothing but the result.
 */
export interface LineBatch {
  /** The number of `texts[0]` (1-based). */
  first: number;
  /** The lines, without their LF or CRLF; an invalid UTF-8 sequence as U+FFFD. */
  texts: string[];
  /** Sparse, by index into `texts`: where a line whose bytes are not UTF-8 stops being UTF-8. */
  notUtf8?: NotUtf8[];
  /** The decoded region the lines were split from (stdin's UTF-8 regions): `texts` are its first lines, each with its LF and any CR before it dropped. */
  text?: string;
}

/** A piece of stdin: bytes of whole lines (`ended`: each ended by an LF, which is not included), or a line that passed `maxLine` unfinished. */
export type Region = { bytes: Buffer; ended: boolean } | { overlong: true };

/**
 * The regions of a byte stream that hold whole lines, in order: from each chunk, the bytes up
 * to its last LF (with the end of the line before it); the last region of the stream may lack
 * its LF. A UTF-8 byte order mark at the very start is skipped. Memory: a chunk and the
 * current line. Ends with `{ overlong: true }` when a line passes `maxLine` bytes before its
 * end is read (the caller names the line); throws IoError when the stream fails.
 */
export async function* readRegions(stream: Readable, maxLine: number): AsyncGenerator<Region> {
  let parts: Buffer[] = [];
  let size = 0;
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
    const lf = chunk.lastIndexOf(LF);
    if (lf >= 0) {
      const head = chunk.subarray(0, lf);
      yield { bytes: size === 0 ? head : Buffer.concat([...parts, head]), ended: true };
      parts = [];
      size = 0;
      chunk = chunk.subarray(lf + 1);
    }
    if (chunk.length > 0) {
      parts.push(chunk);
      size += chunk.length;
      if (size > maxLine) {
        yield { overlong: true };
        return;
      }
    }
  }
  if (size > 0) yield { bytes: Buffer.concat(parts), ended: false };
}

/**
 * The lines of a region (numbered from `first`), each CR before an LF dropped when `ended`.
 * A region that is UTF-8 throughout (nearly always) is decoded once and split, not line by
 * line. `tooLong` is the number of the first line over `maxLine` bytes: the batch then stops
 * before it.
 */
export function splitRegion(bytes: Buffer, ended: boolean, first: number, maxLine: number): { batch: LineBatch; tooLong?: number } {
  if (!isUtf8(bytes)) return splitByLine(bytes, ended, first, maxLine);
  const text = bytes.toString('utf8');
  const texts = text.split('\n');
  // A UTF-16 unit is at most 3 bytes: only a line longer than a third of maxLine needs its bytes counted.
  const ascii = text.length === bytes.length;
  for (let k = 0; k < texts.length; k++) {
    let t = texts[k];
    if (ended && t.charCodeAt(t.length - 1) === CR) texts[k] = t = t.slice(0, -1);
    if (t.length * (ascii ? 1 : 3) > maxLine && (ascii || Buffer.byteLength(t) > maxLine)) {
      texts.length = k;
      return { batch: { first, texts, text }, tooLong: first + k };
    }
  }
  return { batch: { first, texts, text } };
}

/** splitRegion for a region with bytes that are not UTF-8: line by line, to place each line's first bad byte. */
function splitByLine(bytes: Buffer, ended: boolean, first: number, maxLine: number): { batch: LineBatch; tooLong?: number } {
  const texts: string[] = [];
  const notUtf8: NotUtf8[] = [];
  for (let from = 0; ; ) {
    const lf = bytes.indexOf(LF, from);
    let line = bytes.subarray(from, lf < 0 ? bytes.length : lf);
    if ((ended || lf >= 0) && line[line.length - 1] === CR) line = line.subarray(0, -1);
    if (line.length > maxLine) return { batch: { first, texts, notUtf8 }, tooLong: first + texts.length };
    texts.push(line.toString('utf8'));
    if (!isUtf8(line)) {
      const byteOffset = firstInvalidByte(line);
      notUtf8[texts.length - 1] = { byteOffset, byte: line[byteOffset], offset: line.toString('utf8', 0, byteOffset).length };
    }
    if (lf < 0) return { batch: { first, texts, notUtf8 } };
    from = lf + 1;
  }
}

/**
 * The line batches of a byte stream (see readRegions and splitRegion). Throws IoError for a
 * line longer than `maxLine` bytes, after the batch of the lines before it, or when the
 * stream fails. `for await (const batch of readBatches(io.stdin, DEFAULT_MAX_LINE)) …`
 */
export async function* readBatches(stream: Readable, maxLine: number): AsyncGenerator<LineBatch> {
  let number = 1;
  for await (const region of readRegions(stream, maxLine)) {
    if ('overlong' in region) throw tooLong(number, maxLine);
    const { batch, tooLong: at } = splitRegion(region.bytes, region.ended, number, maxLine);
    if (batch.texts.length > 0) yield batch;
    if (at !== undefined) throw tooLong(at, maxLine);
    number += batch.texts.length;
  }
}

/**
 * The lines of a byte stream, one at a time (readBatches, line by line): a line ends at LF or
 * CRLF (a lone CR is data), the last line needs no ending, a UTF-8 byte order mark at the very
 * start is skipped. Throws as readBatches does.
 * `for await (const line of readLines(io.stdin, DEFAULT_MAX_LINE)) …`
 */
export async function* readLines(stream: Readable, maxLine: number): AsyncGenerator<InputLine> {
  for await (const batch of readBatches(stream, maxLine)) {
    for (let k = 0; k < batch.texts.length; k++) {
      const at = batch.notUtf8?.[k];
      yield at ? { number: batch.first + k, text: batch.texts[k], notUtf8: at } : { number: batch.first + k, text: batch.texts[k] };
    }
  }
}

/** The command-line arguments as inputs (their length in UTF-8 bytes checked against `maxLine`). */
export function argumentLines(args: readonly string[], maxLine: number): InputLine[] {
  return args.map((text, k) => {
    if (Buffer.byteLength(text) > maxLine) throw new IoError(`argument ${k + 1} is longer than --max-line (${maxLine} bytes)`);
    return { number: k + 1, text };
  });
}

/** The command-line arguments as one batch (their length in UTF-8 bytes checked against `maxLine`). */
export function argumentBatch(args: readonly string[], maxLine: number): LineBatch {
  return { first: 1, texts: argumentLines(args, maxLine).map((l) => l.text) };
}

export function tooLong(number: number, maxLine: number): IoError {
  return new IoError(`line ${number} is longer than --max-line (${maxLine} bytes)`);
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
