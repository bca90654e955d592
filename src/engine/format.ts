import { styleText } from 'node:util';
import { UriSyntaxError } from './errors';
import { assertString } from './run';
import { ListTexts } from './texts';

export interface FormatOptions {
  /** ANSI colour (the CLI turns it on for a TTY without NO_COLOR). Default false. */
  color?: boolean;
  /** Characters of context shown on each side of the offset. Default 60. */
  context?: number;
}

/**
 * `input.slice(start, end)` with one visible column per character: controls become their
 * U+2400 pictures. Checked on `input` itself: reading a slice's characters costs more.
 */
function visible(input: string, start: number, end: number): string {
  if (!inRange(input, start, end)) return pictured(input.slice(start, end)); // slice's own rules for odd offsets
  for (let k = start; k < end; k++) {
    const c = input.charCodeAt(k);
    if (c < 0x20 || c === 0x7f) return pictured(input.slice(start, end));
  }
  return input.slice(start, end); // the usual case: nothing to replace
}

function inRange(input: string, start: number, end: number): boolean {
  return start >= 0 && start <= end && end <= input.length;
}

function pictured(text: string): string {
  return text.replace(/[\x00-\x1f\x7f]/g, (c) => String.fromCharCode(c === '\x7f' ? 0x2421 : 0x2400 + c.charCodeAt(0)));
}

/** The number of code points in `input.slice(start, end)` (a surrogate pair is one column). */
function codePoints(input: string, start: number, end: number): number {
  if (!inRange(input, start, end)) return codePointsOf(input.slice(start, end));
  let n = 0;
  for (let k = start; k < end; k++) {
    const c = input.charCodeAt(k);
    if (c < 0xdc00 || c > 0xdfff || k === start || (input.charCodeAt(k - 1) & 0xfc00) !== 0xd800) n++;
  }
  return n;
}

function codePointsOf(text: string): number {
  return codePoints(text, 0, text.length);
}

/**
 * `input.lastIndexOf('\n', offset - 1) + 1`: where the offset's line starts, read backwards
 * from the offset (a loop: lastIndexOf is a runtime call). Offsets outside 1..length take
 * lastIndexOf itself (at 0 it looks at index 0, so an input starting with "\n" gives 1).
 */
function startOfLine(input: string, offset: number): number {
  if (!(offset >= 1 && offset <= input.length)) return input.lastIndexOf('\n', offset - 1) + 1;
  for (let p = offset - 1; p >= 0; p--) if (input.charCodeAt(p) === 10) return p + 1;
  return 0;
}

const SPACES = ' '.repeat(128);

/** `n` spaces (the caret's indentation). */
function spaces(n: number): string {
  return n <= SPACES.length ? SPACES.slice(0, n) : ' '.repeat(n);
}

/** The first "\n" at or after `from`, or the end of the input, looking no further than `limit`. */
function endOfLine(input: string, from: number, limit: number): number {
  const end = Math.min(limit, input.length);
  for (let p = from; p < end; p++) if (input.charCodeAt(p) === 10) return p;
  return end;
}

/** `list.join(separator)` for the short lists of an error, without join's bookkeeping (cycle checks, a flat result). */
function joined(list: readonly string[], separator: string): string {
  let text = '';
  for (let k = 0; k < list.length; k++) {
    const item = list[k] as string | null | undefined;
    text += (k > 0 ? separator : '') + (item == null ? '' : item); // join writes null and undefined as ''
  }
  return text;
}

/** The report's last two lines, remembered by content (./texts). */
const expectedLines = new ListTexts((list) => `  expected: ${joined(list, ', ') || '(nothing)'}\n`);
const rulePathLines = new ListTexts((list) => `  rule path: ${joined(list, ' > ') || '(none)'}`);

/**
 * The error as a small report: code and position, the input line with a caret under
 * the offset (long lines are cut around it), the message, expected items and rule path.
 */
export function formatError(error: UriSyntaxError, input: string, options: FormatOptions = {}): string {
  if (typeof error !== 'object' || error === null || typeof error.offset !== 'number') {
    throw new TypeError('uri-grammar: formatError expects the error of a failed parse (a UriSyntaxError)');
  }
  assertString(input);
  const { offset, expected, rulePath } = error;
  const context = options.context ?? 60;
  const lineStart = startOfLine(input, offset);
  const lineEnd = endOfLine(input, offset, offset + context + 1);
  const from = Math.max(lineStart, offset - context);
  const to = Math.min(lineEnd, offset + context);
  const before = (from > lineStart ? '…' : '') + visible(input, from, offset);
  const after = visible(input, offset, to) + (to < lineEnd ? '…' : '');
  const caretColumn = (from > lineStart ? 1 : 0) + codePoints(input, from, offset);
  const code = `error[${error.code}]`;
  return (
    `${options.color ? red(code) : code} at line ${error.line}, column ${error.column} (offset ${offset})\n` +
    `  ${before}${after}\n` +
    `  ${spaces(caretColumn)}${options.color ? red('^') : '^'}\n` +
    `${error.message ?? ''}\n` + // as join wrote it
    expectedLines.text(expected) +
    rulePathLines.text(rulePath)
  );
}

/** Red, for the code and the caret. The caller decides about colour (the CLI: a TTY and no NO_COLOR), so styleText must not check a stream itself. */
function red(text: string): string {
  return styleText('red', text, { validateStream: false });
}
