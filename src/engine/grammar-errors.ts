import type { GrammarProblem as CompileProblem } from './compile/problem';
import type { GrammarProblem as TextProblem } from './abnf/problem';

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
 * One problem of a refused grammar: what a GrammarRefusalError says of its first problem, for
 * each problem found in the run that refused it.
 *
 * @example
 * ```ts
 * let all: readonly GrammarRefusal[] = [];
 * try { schemeFromAbnf('x = "x:" a b', { name: 'x', hierarchical: false }); } catch (e) { if (e instanceof GrammarRefusalError) all = e.problems; }
 * all.map((p) => [p.problem, p.rule, p.column]); //=> [['undefined-rule', 'a', 10], ['undefined-rule', 'b', 12]]
 * ```
 */
export interface GrammarRefusal {
  readonly problem: RefusalProblem;
  readonly rule: string;
  readonly reason: string;
  readonly line: number;
  readonly column: number;
}

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
    this.problems = [{ problem, rule, reason, line, column }];
  }

  /**
   * Every problem found in the run that refused the grammar, in the order found, this one
   * (`problem`, `rule`, `line`, `column`) first: a refusal reports them all at once.
   */
  readonly problems: readonly GrammarRefusal[];

  /**
   * The first of `errors`, carrying the problems of them all (each once), its message
   * listing the others after its own.
   *
   * @internal
   */
  static all<E extends GrammarRefusalError>(errors: readonly [E, ...GrammarRefusalError[]]): E {
    const first = errors[0];
    const seen = new Set<string>();
    const problems: GrammarRefusal[] = [];
    for (const e of errors) {
      for (const p of e.problems) {
        const key = `${p.problem}|${p.rule}|${p.line}|${p.column}|${p.reason}`;
        if (seen.has(key)) continue;
        seen.add(key);
        problems.push(p);
      }
    }
    if (problems.length === first.problems.length) return first;
    const more = problems.slice(first.problems.length);
    (first as { problems: readonly GrammarRefusal[] }).problems = problems;
    first.message += `\n${more.length} more problem${more.length === 1 ? '' : 's'}:${more.map((p) => `\n  ${p.line > 0 ? `line ${p.line}, column ${p.column}: ` : ''}${p.problem}${p.rule === '' || p.reason.includes(p.rule) ? '' : ` (rule ${p.rule})`}: ${p.reason}`).join('')}`;
    return first;
  }
}
