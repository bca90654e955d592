import { LINE_FEED } from './chars';

/**
 * Line and column of offsets of a text read in pieces, asked in ascending order: it counts
 * the line feeds it passes (a line ends at LF, as in the engine's errors; columns count
 * UTF-16 units from 1), so the whole text is read once however many offsets are asked.
 */
export class LineCounter {
  private offset = 0;
  private line = 1;
  private lineStart = 0;

  /** Moves to `offset` (not before the last one), reading `buffer`, whose index 0 is text offset `base`. */
  advance(buffer: string, base: number, offset: number): void {
    const end = offset - base;
    for (let k = this.offset - base; k < end; k++) {
      if (buffer.charCodeAt(k) === LINE_FEED) {
        this.line++;
        this.lineStart = base + k + 1;
      }
    }
    if (offset > this.offset) this.offset = offset;
  }

  /** Line and column of `offset` (advancing to it). */
  at(buffer: string, base: number, offset: number): { line: number; column: number } {
    this.advance(buffer, base, offset);
    return { line: this.line, column: offset - this.lineStart + 1 };
  }
}
