import type { Position } from '../bnf/model';
import { GrammarRefusalError } from '../grammar-errors';

import type { GrammarProblem } from './problem';

export type { GrammarProblem };

/**
 * A grammar text that cannot be read or linked. `line` and `column` (1-based) point at the
 * culprit; `excerpt` is that line with a caret under the column.
 *
 * @example
 * ```ts
 * try { compileGrammar('a = "x', { notation: 'abnf' }); } catch (e) {
 *   (e as GrammarError).problem; //=> 'unterminated-string'
 *   (e as GrammarError).excerpt; //=> 'a = "x\n    ^'
 * }
 * ```
 */
export class GrammarError extends GrammarRefusalError {
  declare readonly problem: GrammarProblem;
  /** The offending line of the text and a caret line under `column`. */
  readonly excerpt: string;

  constructor(
    problem: GrammarProblem,
    /** One sentence, without the position. */
    reason: string,
    at: Position,
    /** The text of line `at.line` (for the excerpt). */
    sourceLine: string,
    /** The rule the culprit lies in, when known. */
    rule = '',
  ) {
    const excerpt = caret(sourceLine, at.column);
    super(`${reason} (line ${at.line}, column ${at.column})\n${excerpt}`, problem, rule, reason, at.line, at.column);
    this.name = 'GrammarError';
    this.excerpt = excerpt;
  }
}

/**
 * `source` (one line) and, under it, a caret at `column` (tabs kept so that the caret lines up).
 *
 * @example
 * ```ts
 * caret('a = "x', 5); //=> 'a = "x\n    ^'
 * ```
 */
export function caret(source: string, column: number): string {
  const pad = source.slice(0, column - 1).replace(/[^\t]/g, ' ');
  return `${source}\n${pad}^`;
}

/**
 * Line `line` (1-based) of `text`, CRLF or LF line ends.
 *
 * @example
 * ```ts
 * lineOf('a\r\nb', 2); //=> 'b'
 * ```
 */
export function lineOf(text: string, line: number): string {
  return text.split(/\r?\n/, line)[line - 1] ?? '';
}

/** `lineOf` for many lines of one text: the text is split once, on the first call (not once per problem reported). */
export function linesOf(text: string): (line: number) => string {
  let lines: string[] | undefined;
  return (line) => (lines ??= text.split(/\r?\n/))[line - 1] ?? '';
}
