import { UriSyntaxError, internalized } from './errors';
import { ReportMemo, reportMemoOf } from './diagnose';
import { codeFrame } from './frame';
import { own } from '../own';
import { assertString } from './arguments';
import { ListTexts, kept, sameItems } from './texts';

/**
 * How `formatError` renders.
 *
 * @example
 * ```ts
 * const options: FormatOptions = { color: false };
 * const r = parseUriReference('a b');
 * if (!r.ok) formatError(r.error, 'a b', options).split('\n')[0]; //=> 'error[illegal-character] at line 1, column 2 (offset 1)'
 * ```
 */
export interface FormatOptions {
  /** ANSI colour (the CLI turns it on for a TTY without NO_COLOR). Default false. */
  color?: boolean;
  /** Characters of context shown on each side of the offset. Default 60. */
  context?: number;
}

/*
 * A report is a dozen strings joined, and V8 pays for each piece twice: once to join it and
 * once to copy it when the report is first read (flattened). The pieces that repeat from one
 * error to the next are made once, as single flat strings (`internalized`).
 */

/** The end of the code line, then the caret line for a column: remembered for the first 128 columns. */
const caretLines: string[] = [];

function caretLine(column: number, color: boolean | undefined): string {
  const caret = color ? red('^') : '^';
  if (color || column >= 128) return `\n  ${' '.repeat(column)}${caret}\n`;
  return (caretLines[column] ??= internalized(`\n  ${' '.repeat(column)}${caret}\n`));
}

/** The first line and the code line's indent, remembered per code and offset for an error on line 1 near its start (most are). */
const firstLines = new Map<string, string[]>();

function firstLine(error: UriSyntaxError, color: boolean | undefined, memo: ReportMemo | undefined): string {
  const { line, column, offset } = error;
  const usual = !color && line === 1 && column === offset + 1 && Number.isInteger(offset) && offset >= 0 && offset < 256;
  if (!usual) return firstLineOf(error, color);
  return memo ? ((memo.firstLines ??= [])[offset] ??= sharedFirstLine(error)) : sharedFirstLine(error);
}

/** The first line of a usual error (see above), from `firstLines`. */
function sharedFirstLine(error: UriSyntaxError): string {
  const { code, offset } = error;
  let lines = firstLines.get(code);
  if (!lines) {
    if (typeof code !== 'string' || firstLines.size >= 32) return firstLineOf(error, false); // 32: a hand-made error's codes are not remembered forever
    firstLines.set(code, (lines = []));
  }
  return (lines[offset] ??= internalized(firstLineOf(error, false)));
}

function firstLineOf({ code, line, column, offset }: UriSyntaxError, color: boolean | undefined): string {
  return `${color ? red(`error[${code}]`) : `error[${code}]`} at line ${line}, column ${column} (offset ${offset})\n  `;
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
 * The report's last lines (message, expected items, rule path), remembered by the message:
 * messages are mostly remembered strings too (./diagnose), and an error's lists are mostly
 * the frozen lists its diagnosis shares, so finding the tail is a map lookup and two identity
 * checks. Exact for any error: a tail is used only for the very same message and items (an
 * error whose lists were replaced is compared item by item). Bounded.
 */
const tails = new Map<string, { expected: readonly string[]; rulePath: readonly string[]; text: string }[]>();
const MAX_TAILS = 4096;
let tailCount = 0;

function tailOf(error: UriSyntaxError): string {
  const { message, expected, rulePath } = error;
  const known = typeof message === 'string' ? tails.get(message) : undefined;
  if (known) {
    for (const t of known) if (sameItems(t.expected, expected) && sameItems(t.rulePath, rulePath)) return t.text;
  }
  const text = `${message ?? ''}\n` + expectedLines.text(expected) + rulePathLines.text(rulePath); // `?? ''`: as join wrote it
  if (typeof message !== 'string' || tailCount >= MAX_TAILS) return text;
  tailCount++;
  const tail = { expected: kept(expected), rulePath: kept(rulePath), text: internalized(text) };
  if (known) known.push(tail);
  else tails.set(message, [tail]);
  return tail.text;
}

/**
 * The error as a small report: code and position, the input line with a caret under
 * the offset (long lines are cut around it), the message, expected items and rule path.
 * An `invalid-value` error (a refused value, with a `span`) has its span underlined and no
 * expected items.
 *
 * @example
 * ```ts
 * const r = parseUrl('geo:90.000001,0');
 * if (!r.ok) console.log(formatError(r.error, 'geo:90.000001,0'));
 * // error[invalid-value] at line 1, column 5 (offset 4)
 * //   geo:90.000001,0
 * //       ^^^^^^^^^
 * // A WGS-84 latitude lies between -90 and 90 (RFC 5870 §3.4.2), not 90.000001.
 * //   rule path: geo-URI > geo-path > coordinates > coord-a
 * ```
 */
export function formatError(error: UriSyntaxError, input: string, options?: FormatOptions): string {
  if (typeof error !== 'object' || error === null || typeof error.offset !== 'number') {
    throw new TypeError('uri-grammar: formatError expects the error of a failed parse (a UriSyntaxError)');
  }
  assertString(input);
  const { offset } = error;
  const context = (options && own(options, 'context')) ?? 60;
  const color = options && own(options, 'color');
  const { line, caretColumn } = codeFrame(input, offset, context);
  if (error.code === 'invalid-value' && error.span) return valueReport(error, input, line, caretColumn, color);
  const memo = reportMemoOf(error); // the error just built, mostly: its report's parts at hand
  return (
    firstLine(error, color, memo) +
    line +
    caretLine(caretColumn, color) +
    (memo ? (memo.tail ??= tailOf(error)) : tailOf(error))
  );
}

/** The report of a refused value: its span underlined (as far as the shown line goes), nothing expected. */
function valueReport(error: UriSyntaxError, input: string, line: string, caretColumn: number, color: boolean | undefined): string {
  const { start, end } = error.span!;
  const shown = [...line].length - caretColumn - (line.endsWith('…') ? 1 : 0); // a grammatical URI has no "…": the frame's cut
  const width = Math.max(1, Math.min([...input.slice(start, end)].length, shown));
  const marks = '^'.repeat(width);
  return `${firstLineOf(error, color)}${line}\n  ${' '.repeat(caretColumn)}${color ? red(marks) : marks}\n${error.message}\n${rulePathLines.text(error.rulePath)}`;
}

/** Red (SGR 31, then default foreground 39), for the code and the caret. The caller decides about colour (the CLI: a TTY and no NO_COLOR). */
function red(text: string): string {
  return `\x1b[31m${text}\x1b[39m`;
}
