import type { Position } from '../engine/bnf/model';
import type { GrammarProblemError } from '../engine/compile/problems';
import { GrammarRefusalError, type RefusalProblem } from '../engine/grammar-errors';

/**
 * A grammar refused at registration: the rule, a stable `problem` code, and for a grammar
 * given as text the line and column of the culprit (0 when unknown).
 *
 * @example
 * ```ts
 * try {
 *   defineScheme({ name: 'aa', hierarchical: false, grammar: g.rule('y', g.ref('nosuch')) });
 * } catch (e) {
 *   if (e instanceof SchemeGrammarError) [e.rule, e.problem]; //=> ['nosuch', 'undefined-rule']
 * }
 * ```
 */
export class SchemeGrammarError extends GrammarRefusalError {
  constructor(
    rule: string,
    problem: RefusalProblem,
    /** One sentence, without the rule and the position. */
    reason: string,
    at?: Position,
  ) {
    super(`uri-grammar: rule "${rule}": ${reason}${at && at.line > 0 ? ` (line ${at.line}, column ${at.column})` : ''}`, problem, rule, reason, at?.line ?? 0, at?.column ?? 0);
    this.name = 'SchemeGrammarError';
  }

  /**
   * The registration error for a problem the compiler found.
   *
   * @internal
   */
  static from(e: GrammarProblemError, rename: (rule: string) => string = (r) => r): SchemeGrammarError {
    return new SchemeGrammarError(rename(e.rule), e.problem, e.reason, e.at);
  }
}
