import { GrammarRefusalError, type RefusalProblem } from '../grammar-errors';
import type { Position } from './model';

/**
 * A BNF text that cannot be read or compiled; `line`/`column` point at the culprit.
 *
 * @example
 * ```ts
 * import { BnfError, readGrammar } from 'uri-grammar/grammar-compiler';
 * try {
 *   readGrammar('x = "a');
 * } catch (e) {
 *   if (e instanceof BnfError) [e.reason, e.line, e.column]; //=> ['unterminated literal', 1, 5]
 * }
 * ```
 */
export class BnfError extends GrammarRefusalError {
  constructor(
    reason: string,
    at: Position,
    /** The code of the problem: the one ABNF text with the same problem gets (`GrammarError`). */
    problem: RefusalProblem,
    /** The rule the culprit lies in, when known. */
    rule = '',
  ) {
    super(`${reason} (line ${at.line}, column ${at.column})`, problem, rule, reason, at.line, at.column);
    this.name = 'BnfError';
  }
}
