import { styleText } from 'node:util';
import { UriSyntaxError } from './errors';
import { assertString } from './run';

export interface FormatOptions {
  /** ANSI colour (the CLI turns it on for a TTY without NO_COLOR). Default false. */
  color?: boolean;
  /** Characters of context shown on each side of the offset. Default 60. */
  context?: number;
}

/** One visible column per character: controls become their U+2400 pictures. */
function visible(text: string): string {
  return text.replace(/[\x00-\x1f\x7f]/g, (c) => String.fromCharCode(c === '\x7f' ? 0x2421 : 0x2400 + c.charCodeAt(0)));
}

/** The number of code points in `text` (a surrogate pair is one column). */
function codePoints(text: string): number {
  let n = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c < 0xdc00 || c > 0xdfff || k === 0 || (text.charCodeAt(k - 1) & 0xfc00) !== 0xd800) n++;
  }
  return n;
}

/** The first "\n" at or after `from`, or the end of the input, looking no further than `limit`. */
function endOfLine(input: string, from: number, limit: number): number {
  const end = Math.min(limit, input.length);
  for (let p = from; p < end; p++) if (input.charCodeAt(p) === 10) return p;
  return end;
}

/**
 * The error as a small report: code and position, the input line with a caret under
 * the offset (long lines are cut around it), the message, expected items and rule path.
 */
export function formatError(error: UriSyntaxError, input: string, options: FormatOptions = {}): string {
  if (typeof error !== 'object' || error === null || typeof error.offset !== 'number') {
    throw new TypeError('uri-grammar: formatError expects the error of a failed parse (a UriSyntaxError)');
  }
  assertString(input);
  // The caller decides about colour (the CLI: a TTY and no NO_COLOR), so styleText must not check a stream itself.
  const paint = (style: Parameters<typeof styleText>[0], s: string) => (options.color ? styleText(style, s, { validateStream: false }) : s);
  const context = options.context ?? 60;
  const lineStart = input.lastIndexOf('\n', error.offset - 1) + 1;
  const lineEnd = endOfLine(input, error.offset, error.offset + context + 1);
  const from = Math.max(lineStart, error.offset - context);
  const to = Math.min(lineEnd, error.offset + context);
  const before = (from > lineStart ? '…' : '') + visible(input.slice(from, error.offset));
  const after = visible(input.slice(error.offset, to)) + (to < lineEnd ? '…' : '');
  const caretColumn = codePoints(before);
  return [
    `${paint('red', `error[${error.code}]`)} at line ${error.line}, column ${error.column} (offset ${error.offset})`,
    `  ${before}${after}`,
    `  ${' '.repeat(caretColumn)}${paint('red', '^')}`,
    error.message,
    `  expected: ${error.expected.join(', ') || '(nothing)'}`,
    `  rule path: ${error.rulePath.join(' > ') || '(none)'}`,
  ].join('\n');
}
