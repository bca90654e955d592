import { BnfError } from '../engine/bnf/errors';
import type { Expr, Grammar } from '../engine/bnf/model';
import { type Facts, analyze } from '../engine/compile/analyze';
import { GrammarProblemError } from '../engine/compile/problems';
import { GrammarRefusalError, type RefusalProblem } from '../engine/grammar-errors';
import { SchemeGrammarError } from './grammar-error';

/**
 * The problems of a grammar text that are the grammar's, not its characters': a scheme made
 * from text (BNF or ABNF alike) reports them as SchemeGrammarErrors; a text that cannot be
 * read is its reader's error (BnfError, GrammarError), with the same code in both notations.
 */
export const RULE_PROBLEMS: ReadonlySet<RefusalProblem> = new Set<RefusalProblem>(['undefined-rule', 'ambiguous-rule', 'prose-value', 'duplicate-rule', 'bare-slash']);

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
 * the compiler to reuse): the compiler's limits (analyze: references, recursion, counts,
 * nesting) from each. Every rule is checked: a refusal is the SchemeGrammarError of the first
 * problem, carrying every rule's first problem (`problems`). Whether an alternative adds
 * nothing to the earlier ones is no registration check (the language is the same with it):
 * `grammar check` warns of it (grammarCheck.ts).
 */
export function checkRules(grammar: Grammar, names: Iterable<string>, rename?: (rule: string) => string): WeakMap<Expr, Facts> {
  const facts = new WeakMap<Expr, Facts>();
  const problems = ruleRefusals(grammar, names, rename, facts);
  if (problems.length > 0) throw GrammarRefusalError.all(problems as [SchemeGrammarError, ...SchemeGrammarError[]]);
  return facts;
}

/** Each of `names`' first problem from the compiler's checks (analyze), in order (the facts of what passed kept in `facts`). */
export function ruleRefusals(grammar: Grammar, names: Iterable<string>, rename?: (rule: string) => string, facts = new WeakMap<Expr, Facts>()): SchemeGrammarError[] {
  const problems: SchemeGrammarError[] = [];
  for (const name of names) {
    try {
      analyze(grammar, name, facts);
    } catch (e) {
      if (!(e instanceof GrammarProblemError)) throw e;
      problems.push(SchemeGrammarError.from(e, rename));
    }
  }
  return problems;
}
