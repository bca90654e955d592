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
 * problem, carrying every rule's first problem (`problems`), up to MAX_PROBLEMS. Whether an
 * alternative adds nothing to the earlier ones is no registration check (the language is the
 * same with it): `grammar check` warns of it (grammarCheck.ts).
 */
export function checkRules(grammar: Grammar, names: Iterable<string>, rename?: (rule: string) => string): WeakMap<Expr, Facts> {
  const facts = new WeakMap<Expr, Facts>();
  const found = ruleRefusals(grammar, names, rename, facts);
  if (found.problems.length > 0) throw withStop(GrammarRefusalError.all(found.problems as [SchemeGrammarError, ...SchemeGrammarError[]]), found);
  return facts;
}

/**
 * The most problems one check lists. The rules after the rule of the last are not checked: the
 * grammar is refused either way, and a text of thousands of rules each refused (a chain of
 * rules nested past the depth limit, each a walk a thousand levels deep) is refused in a
 * bounded time. The refusal says so.
 */
export const MAX_PROBLEMS = 100;

/** What the checks of some rules found. */
export interface RuleRefusals {
  /** Each rule's first problem, in order, at most MAX_PROBLEMS. */
  problems: SchemeGrammarError[];
  /** The last rule checked, when rules after it were left unchecked. */
  stoppedAfter?: string;
}

/** Each of `names`' first problem from the compiler's checks (analyze), in order (the facts of what passed kept in `facts`), at most MAX_PROBLEMS. */
export function ruleRefusals(grammar: Grammar, names: Iterable<string>, rename?: (rule: string) => string, facts = new WeakMap<Expr, Facts>()): RuleRefusals {
  const problems: SchemeGrammarError[] = [];
  let checked = '';
  for (const name of names) {
    if (problems.length === MAX_PROBLEMS) return { problems, stoppedAfter: checked };
    checked = name;
    try {
      analyze(grammar, name, facts);
    } catch (e) {
      if (!(e instanceof GrammarProblemError)) throw e;
      problems.push(SchemeGrammarError.from(e, rename));
    }
  }
  return { problems };
}

/** `refusal`, saying where the check stopped when it did. */
export function withStop<E extends GrammarRefusalError>(refusal: E, found: RuleRefusals): E {
  if (found.stoppedAfter !== undefined) refusal.message += `\n(the check stopped at ${MAX_PROBLEMS} problems: the rules after ${found.stoppedAfter} were not checked)`;
  return refusal;
}
