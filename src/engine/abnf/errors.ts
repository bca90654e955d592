import type { Position } from '../bnf/model';
import { GrammarRefusalError } from '../grammar-errors';

/**
 * What is wrong with a grammar text. Stable: specs and callers may switch on it.
 * - reading (RFC 5234 §4): `unexpected-character`, `unterminated-string`, `bad-numeric-value`,
 *   `value-too-large` (above U+FFFF: the engine works on UTF-16 code units), `bad-repetition`
 *   (`3*2`: a range with no count), `prose-value` (`<…>`: prose cannot be compiled),
 *   `expected-rule-name`, `expected-defined-as`, `expected-element`, `unbalanced-brackets`,
 *   `nesting-too-deep` (brackets nested more than 200 deep), `continued-comment` (a line of a rule
 *   that fails to read after a line ending in a comment: most likely the comment's next line,
 *   written without its ";");
 * - the rule list (§3.3): `duplicate-rule` (defined twice with `=`), `incremental-undefined`
 *   (`=/` before any `=`), `no-rules`;
 * - linking: `undefined-rule` (neither in the text, the core rules nor the `uses` sets),
 *   `ambiguous-rule` (not in the text, and defined by two of its `uses` imports: `pick` says
 *   which).
 *
 * @example
 * ```ts
 * let problem: GrammarTextProblem | undefined;
 * try { compileGrammar('a = "x', { notation: 'abnf' }); } catch (e) { if (e instanceof GrammarError) problem = e.problem; }
 * problem; //=> 'unterminated-string'
 * ```
 */
export type GrammarProblem =
  | 'unexpected-character'
  | 'unterminated-string'
  | 'bad-numeric-value'
  | 'value-too-large'
  | 'bad-repetition'
  | 'prose-value'
  | 'expected-rule-name'
  | 'expected-defined-as'
  | 'expected-element'
  | 'unbalanced-brackets'
  | 'nesting-too-deep'
  | 'continued-comment'
  | 'duplicate-rule'
  | 'incremental-undefined'
  | 'no-rules'
  | 'undefined-rule'
  | 'ambiguous-rule';

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
