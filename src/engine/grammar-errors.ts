import type { GrammarProblem as CompileProblem } from './compile/problems';
import type { GrammarProblem as TextProblem } from './abnf/errors';

/**
 * Why a grammar is refused, whichever notation it is in and wherever it is refused (reading
 * the text, linking its rules, compiling them, registering a scheme): one code per problem,
 * the same for BNF, ABNF and the grammar kit (docs/grammar-compiler.md lists them).
 *
 * @example
 * ```ts
 * let problem: RefusalProblem | undefined;
 * try { schemeFromAbnf('r = "a" r', { name: 'r', hierarchical: false }); } catch (e) { if (e instanceof GrammarRefusalError) problem = e.problem; }
 * problem; //=> 'unproductive-rule' // r never ends
 * ```
 */
export type RefusalProblem = CompileProblem | TextProblem;

/**
 * Every refusal of a grammar: `GrammarError` (ABNF text), `BnfError` (BNF text),
 * `GrammarProblemError` (the compiler's checks and limits) and `SchemeGrammarError` (a scheme
 * grammar refused at registration) are all `GrammarRefusalError`s, with the same `problem`
 * code for the same problem.
 *
 * @example
 * ```ts
 * import { GrammarRefusalError, schemeFromAbnf, schemeFromBnf } from 'uri-grammar';
 * for (const make of [() => schemeFromBnf('r = "a" r', { name: 'r', hierarchical: false }), () => schemeFromAbnf('r = "a" r', { name: 'r', hierarchical: false })]) {
 *   try { make(); } catch (e) {
 *     if (e instanceof GrammarRefusalError) [e.problem, e.rule, e.line]; //=> ['unproductive-rule', 'r', 1] // both times: r never ends
 *   }
 * }
 * ```
 */
export class GrammarRefusalError extends Error {
  constructor(
    message: string,
    /** The stable code of the problem. */
    readonly problem: RefusalProblem,
    /** The rule the problem lies in (for `undefined-rule`, the name that is not defined); '' when it lies in no one rule. */
    readonly rule: string,
    /** One sentence, without the rule and the position. */
    readonly reason: string,
    /** 1-based line and column of the culprit in the grammar text; 0 when there is no text (a kit grammar) or no place. */
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
    this.name = 'GrammarRefusalError';
  }
}
