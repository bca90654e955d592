import { Alphabet } from '../engine/bnf/alphabet';
import { BnfError } from '../engine/bnf/errors';
import type { Expr, Grammar, Position } from '../engine/bnf/model';
import { CheckWork, type Unchecked, checkAlternatives } from '../engine/compile/alternatives';
import { type Facts, analyze } from '../engine/compile/analyze';
import { GrammarProblemError } from '../engine/compile/problems';
import { callsRecursion, recursionOf } from '../engine/compile/recursion';
import { GrammarRefusalError, type RefusalProblem } from '../engine/grammar-errors';

/**
 * A grammar refused at registration: the rule, a stable `problem` code, and for a grammar
 * given as text the line and column of the culprit (0 when unknown).
 *
 * @example
 * ```ts
 * try {
 *   defineScheme({ name: 'aa', hierarchical: false, grammar: g.alt(g.literal('a'), g.literal('a')) });
 * } catch (e) {
 *   if (e instanceof SchemeGrammarError) [e.rule, e.problem]; //=> ['(grammar)', 'unreachable-alternative']
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

/**
 * The problems of a grammar text that are the grammar's, not its characters': a scheme made
 * from text (BNF or ABNF alike) reports them as SchemeGrammarErrors; a text that cannot be
 * read is its reader's error (BnfError, GrammarError), with the same code in both notations.
 */
export const RULE_PROBLEMS: ReadonlySet<RefusalProblem> = new Set<RefusalProblem>(['undefined-rule', 'prose-value', 'duplicate-rule', 'bare-slash']);

/** Runs `f`, turning a compiler problem into a SchemeGrammarError. */
export function registering<T>(f: () => T, rename?: (rule: string) => string, fromReader?: (e: BnfError) => SchemeGrammarError | undefined): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof GrammarProblemError) throw SchemeGrammarError.from(e, rename);
    if (e instanceof BnfError && fromReader) throw fromReader(e) ?? e;
    throw e;
  }
}

/**
 * The registration-time checks over the rules `names` of `grammar` (their facts returned, for
 * the compiler to reuse): the compiler's limits
 * (analyze: references, recursion, counts, nesting, size) from each, and no alternative that
 * adds nothing to the earlier ones. Throws a SchemeGrammarError for the first problem.
 */
export function checkRules(
  grammar: Grammar,
  names: Iterable<string>,
  alphabet = new Alphabet(grammar),
  rename?: (rule: string) => string,
  /** Told of each alternation whose check passed a budget, and so was skipped (the grammar is not refused for it), and which budget. */
  unchecked?: (rule: string, alt: Extract<Expr, { kind: 'alt' }>, why: Unchecked) => void,
  /** The work all the checks may do (shared with other calls, as `grammar check` does over a text's rules); default: linear in the rules `names`. */
  work?: CheckWork,
): WeakMap<Expr, Facts> {
  const facts = new WeakMap<Expr, Facts>();
  const list = [...names];
  const budget = work ?? CheckWork.for(grammar, list);
  registering(() => {
    for (const name of list) {
      analyze(grammar, name, facts);
      const recursion = recursionOf(grammar, name);
      const stack: Expr[] = [grammar.rules.get(name)!.expr];
      while (stack.length > 0) {
        const expr = stack.pop()!;
        // one push per item, in the order a spread would (no spread into a call: a rule may have 100,000s of items)
        if (expr.kind === 'seq') for (const item of expr.items) stack.push(item);
        else if (expr.kind === 'repeat') stack.push(expr.item);
        else if (expr.kind === 'alt') {
          for (const option of expr.options) stack.push(option);
          // an alternation that calls a recursive rule is left unchecked: inclusion of context-free languages is undecidable
          if (callsRecursion(grammar, expr, recursion)) continue;
          const why = checkAlternatives(grammar, alphabet, name, expr, budget);
          if (why) unchecked?.(name, expr, why);
        }
      }
    }
  }, rename);
  return facts;
}
