import type { LineBatch } from './lines';

/**
 * Some records' stdout text (UTF-8 bytes as OutBytes gathers them, and as a --jobs worker
 * hands them over) and how many of them make the status 1; or a record written in pieces; or
 * a bad input's report for stderr.
 */
export type Part = { out: string | Uint8Array; failed: number } | { pieces: Iterable<string>; failed: number } | { report: string };

/** Bytes per chunk of gathered stdout: few writes, and a chunk is handed on (or to another thread) whole. */
const CHUNK = 128 * 1024;
/** From this many characters, a record's line is a part of its own. */
const LONG_LINE = 65536;
const LF = 10;
/** Below this much room left, a sealed chunk's rest is not used. */
const MIN_ROOM = 4096;

/** Appends made to any OutBytes (for specs: a run of plain lines is a few appends, not one per line). */
export const appendCount = { appends: 0 };

/**
 * A command's stdout records as UTF-8 bytes, gathered into large chunks as they are made (no
 * string per record, no encoding pass per write), and sealed into parts in order with what
 * must come between them (a report on stderr, a record written in pieces). Each sealed chunk
 * is a view of an ArrayBuffer of its own: a --jobs worker hands it over rather than copies it.
 */
export class OutBytes {
  private chunk: Buffer | undefined;
  private length = 0;
  /** Records finished in the current chunk that make the status 1. */
  private failed = 0;
  private parts: Part[] = [];

  /** Counts a finished record that makes the status 1 (handed on with the chunk it ends in). */
  fail(): void {
    this.failed++;
  }

  /** Room for `n` more bytes in the current chunk: a full one is sealed first. */
  private room(n: number): Buffer {
    appendCount.appends++;
    if (this.chunk !== undefined && this.chunk.length - this.length >= n) return this.chunk;
    this.seal();
    this.chunk = Buffer.allocUnsafeSlow(Math.max(CHUNK, n));
    return this.chunk;
  }

  /** Appends ASCII text the caller knows to be ASCII (a record's fixed words). */
  ascii(text: string): void {
    const chunk = this.room(text.length);
    let at = this.length;
    for (let k = 0; k < text.length; k++) chunk[at++] = text.charCodeAt(k);
    this.length = at;
  }

  /**
   * Appends a record's line and its newline: a short one into the chunk, a long one as a part
   * of its own (not copied: a 100 MB record would briefly cost 100 MB more). `fails`: the
   * record makes the status 1.
   */
  line(text: string, fails: boolean): void {
    if (text.length < LONG_LINE) {
      this.text(text);
      if (fails) this.failed++;
    } else {
      this.part({ out: text, failed: fails ? 1 : 0 });
    }
    this.byte(LF);
  }

  /** Appends one byte (a newline). */
  byte(b: number): void {
    this.room(1)[this.length++] = b;
  }

  /** Appends `text`, which the caller knows to be ASCII, a byte per code unit. */
  latin1(text: string): void {
    const chunk = this.room(text.length);
    this.length += chunk.write(text, this.length, 'latin1');
  }

  /** Appends `text` as UTF-8. */
  text(text: string): void {
    const chunk = this.room(3 * text.length); // a UTF-16 unit is at most 3 bytes of UTF-8
    this.length += chunk.write(text, this.length, 'utf8');
  }

  /**
   * Appends `before`, `text` and `after` (all ASCII) when every code unit of `text` is
   * printable ASCII other than `skip` and the backslash, and says whether it did; else writes
   * nothing. For the common line that needs no escape: `escapeUnsafe`, `visible` (no `skip`)
   * and JSON string content (`skip` the quote) leave such a text as it is.
   */
  plain(before: string, text: string, after: string, skip = -1): boolean {
    const chunk = this.room(before.length + text.length + after.length);
    let at = this.length;
    for (let k = 0; k < before.length; k++) chunk[at++] = before.charCodeAt(k);
    for (let k = 0; k < text.length; k++) {
      const c = text.charCodeAt(k);
      if (c < 0x20 || c > 0x7e || c === 0x5c || c === skip) return false;
      chunk[at++] = c;
    }
    for (let k = 0; k < after.length; k++) chunk[at++] = after.charCodeAt(k);
    this.length = at;
    return true;
  }

  /** Seals what is gathered into a part, then adds `part` after it. */
  part(part: Part): void {
    this.seal();
    this.parts.push(part);
  }

  /** Seals what is gathered into a part (with the failed records it ends); the next bytes go after it in the same memory. */
  seal(): void {
    if (this.length > 0) {
      const chunk = this.chunk!;
      this.parts.push({ out: chunk.subarray(0, this.length), failed: this.failed });
      this.chunk = chunk.length - this.length >= MIN_ROOM ? chunk.subarray(this.length) : undefined;
    } else if (this.failed > 0) {
      this.parts.push({ out: '', failed: this.failed });
    }
    this.length = 0;
    this.failed = 0;
  }

  /** The parts sealed so far, in order (what is still gathered stays). */
  take(): Part[] {
    const parts = this.parts;
    this.parts = [];
    return parts;
  }

  /** Seals what is gathered and lets go of its memory: the parts' buffers may then be handed to another thread. */
  end(): Part[] {
    this.seal();
    this.chunk = undefined;
    return this.take();
  }
}

/** A batch's text with no character any record escapes: printable ASCII but the backslash, lines ended by LF alone. */
const PLAIN_TEXT = /^[\n\x20-\x5b\x5d-\x7e]*$/;
/** The same without the quote either: the text of every JSON string of its lines. */
const PLAIN_JSON = /^[\n\x20\x21\x23-\x5b\x5d-\x7e]*$/;
const QUOTE = 0x22;

/**
 * The records of a batch's successes whose line is `before`, the input and `after` (check's
 * "valid: " line, lint's "ok"), written without being made one by one: when the batch's text
 * needs no escape (one regular expression over the whole of it), each run of such lines in a
 * row is one replaceAll of its span of the text; else each line on its own (OutBytes.plain).
 * For each line of the batch, in order, call `add` (a success of that shape) and, unless it
 * wrote the line, `skip` before writing anything else to `out`; `flush` after the last.
 */
export class PlainLines {
  /** The batch's text when no line of it needs an escape. */
  private readonly text: string | undefined;
  private readonly between: string;
  /** Where the next line starts in `text`, and where the run being gathered started (-1: none). */
  private at = 0;
  private from = -1;

  constructor(
    private readonly out: OutBytes,
    batch: LineBatch,
    private readonly before: string,
    private readonly after: string,
    private readonly json: boolean,
  ) {
    this.text = batch.text !== undefined && (json ? PLAIN_JSON : PLAIN_TEXT).test(batch.text) ? batch.text : undefined;
    this.between = after + '\n' + before;
  }

  /** The next line is such a success: writes it (now or with its run), or says it did not (it needs an escape, or is long: write it otherwise). */
  add(input: string): boolean {
    if (this.text === undefined) return input.length < LONG_LINE && this.out.plain(this.before, input, this.after + '\n', this.json ? QUOTE : -1);
    if (input.length >= LONG_LINE) return false;
    if (this.from < 0) this.from = this.at;
    this.at += input.length + 1;
    return true;
  }

  /** The next line is written otherwise: the run before it is written first. */
  skip(input: string): void {
    this.flush();
    this.at += input.length + 1;
  }

  /** Writes the run gathered. */
  flush(): void {
    if (this.from < 0) return;
    const span = this.text!.slice(this.from, this.at - 1);
    this.from = -1;
    this.out.latin1(this.before);
    this.out.latin1(span.replaceAll('\n', this.between));
    this.out.latin1(this.after + '\n');
  }
}
