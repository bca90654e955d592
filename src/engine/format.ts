import { styleText } from 'node:util';
import { UriSyntaxError } from './errors';
import { codeFrame } from './frame';
import { assertString } from './run';
import { ListTexts } from './texts';

export interface FormatOptions {
  /** ANSI colour (the CLI turns it on for a TTY without NO_COLOR). Default false. */
  color?: boolean;
  /** Characters of context shown on each side of the offset. Default 60. */
  context?: number;
}

const SPACES = ' '.repeat(128);

/** `n` spaces (the caret's indentation). */
function spaces(n: number): string {
  return n <= SPACES.length ? SPACES.slice(0, n) : ' '.repeat(n);
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
  const { before, after, caretColumn } = codeFrame(input, offset, context);
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
