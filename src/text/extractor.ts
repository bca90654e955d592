import type { UriSyntaxError } from '../combinators/errors';
import { LineCounter } from './lines';
import { isUriChar } from './chars';
import { nextStep } from './scan';
import type { ScanRules, Step } from './step';
import type { Extraction, TextSpan } from './types';

/**
 * The scan of a text given in pieces (RFC 2396 Appendix E). `push` each piece, then `end`;
 * each yields the extractions it could decide. Between pieces it keeps only the undecided
 * tail (at most the limit, MAX_CANDIDATE, and two characters), so memory stays
 * bounded however long the text. Offsets, lines and columns are those of the whole text.
 */
export class Extractor {
  private buffer = '';
  /** Text offset of buffer[0]. */
  private base = 0;
  /** Next buffer index to scan. */
  private at = 0;
  /** Inside a run of URI characters too long to be one: skip to its end. */
  private skipping = false;
  /**
   * Do not scan again before the buffer is this long: a put-off tail is read again only when
   * the buffer has doubled, or holds enough to decide any candidate (limit + 3: the character
   * before, a `<`, the limit, one past it), so one-character pieces cost linear time.
   */
  private waitFor = 0;
  private readonly lines = new LineCounter();

  constructor(private readonly rules: ScanRules) {}

  /** The characters held between pieces (for the constant-memory spec). */
  get held(): number {
    return this.buffer.length;
  }

  /** Adds the next piece of the text; iterate the result (to its end) before the next call. */
  push(piece: string): Generator<Extraction, void, undefined> {
    this.buffer = this.buffer.length === 0 ? piece : this.buffer + piece;
    return this.scan(false, this.buffer.length < this.waitFor);
  }

  /** Ends the text with its last piece (if any); iterate the result. */
  end(lastPiece = ''): Generator<Extraction, void, undefined> {
    this.buffer = this.buffer.length === 0 ? lastPiece : this.buffer + lastPiece;
    return this.scan(true, false);
  }

  private *scan(final: boolean, wait: boolean): Generator<Extraction, void, undefined> {
    if (wait) return;
    const { buffer } = this;
    for (;;) {
      if (this.skipping) {
        let k = this.at;
        while (k < buffer.length && isUriChar(buffer.charCodeAt(k))) k++;
        this.at = k;
        if (k === buffer.length && !final) break;
        this.skipping = false;
      }
      const step = nextStep(buffer, this.at, final, this.rules);
      if (step.kind === 'more') {
        this.at = step.from;
        break;
      }
      if (step.kind === 'overlong') this.skipping = true;
      else if (step.kind === 'uri' || step.kind === 'error') yield this.extraction(step);
      this.at = step.next;
      if (this.at >= buffer.length && !this.skipping) break;
    }
    this.keepTail();
  }

  /** Drops the decided part of the buffer, keeping one character before the undecided tail (the boundary test looks at it). */
  private keepTail(): void {
    const keep = Math.max(0, Math.min(this.at, this.buffer.length) - 1);
    this.lines.advance(this.buffer, this.base, this.base + keep);
    this.buffer = this.buffer.slice(keep);
    this.base += keep;
    this.at -= keep;
    this.waitFor = this.at < this.buffer.length ? Math.min(2 * this.buffer.length, this.rules.limit + 3) : 0;
  }

  private extraction(step: Extract<Step, { kind: 'uri' | 'error' }>): Extraction {
    const { buffer, base } = this;
    const { place } = step;
    const start = this.lines.at(buffer, base, base + place.start);
    if (step.kind === 'uri') {
      const end = this.lines.at(buffer, base, base + place.end);
      return {
        ok: true,
        uri: step.uri,
        delimiter: place.delimiter,
        span: spanOf(base + place.start, base + place.end, start, end),
        text: place.delimiter === 'bare' || place.delimiter === 'quote' ? step.uri : buffer.slice(place.start, place.end),
        outer: { start: base + place.outerStart, end: base + place.outerEnd },
        ...(step.unhyphenated === undefined ? {} : { unhyphenated: step.unhyphenated }),
      };
    }
    const offset = base + bufferIndexOf(step.error.offset, step.pieces);
    const at = this.lines.at(buffer, base, offset);
    const end = this.lines.at(buffer, base, base + place.end);
    const error: UriSyntaxError = { ...step.error, offset, line: at.line, column: at.column };
    return {
      ok: false,
      candidate: step.candidate,
      error,
      delimiter: place.delimiter,
      span: spanOf(base + place.start, base + place.end, start, end),
      text: buffer.slice(place.start, place.end),
      outer: { start: base + place.outerStart, end: base + place.outerEnd },
    };
  }
}

function spanOf(start: number, end: number, from: { line: number; column: number }, to: { line: number; column: number }): TextSpan {
  return { start, end, line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
}

/** The buffer index of offset `k` of a candidate made of `pieces` (see Step): in the last piece starting at or before it. */
function bufferIndexOf(k: number, pieces: readonly number[]): number {
  let p = pieces.length - 2;
  while (p > 0 && (pieces[p] as number) > k) p -= 2;
  return (pieces[p + 1] as number) + k - (pieces[p] as number);
}
