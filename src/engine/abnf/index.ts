import type { Grammar } from '../bnf/model';
import type { GrammarError } from './errors';
import { linkAbnf, type BuiltinSet, type ProseReference } from './link';
import { readAbnfText } from './reader';

export { GrammarError, type GrammarProblem } from './errors';
export { BUILTIN_SETS, type BuiltinSet, type ProseReference } from './link';

export interface AbnfOptions {
  /** The built-in rules that names the text leaves undefined may come from (default: the core rules only). */
  uses?: BuiltinSet;
}

/** A linked ABNF grammar: the model, and which of its rules the text defined. */
export interface AbnfGrammar {
  grammar: Grammar;
  /** The text's own rules, in its order, under their defining spelling. */
  userRules: string[];
  /** The prose values that name a rule of a built-in set, and the rule each resolved to. */
  prose: ProseReference[];
}

/**
 * Every problem of an ABNF text: what reading finds (every rule's first problem), and, when
 * it reads cleanly, the undefined and recursive rules. Empty for a good grammar.
 *
 * @example
 * ```ts
 * checkAbnf('a = b\nb = "x" / (c').map((e) => e.problem); //=> ['unbalanced-brackets']
 * ```
 */
export function checkAbnf(text: string, options: AbnfOptions = {}): GrammarError[] {
  const read = readAbnfText(text);
  if (read.problems.length > 0) return read.problems;
  return linkAbnf(read.grammar, text, options.uses).problems;
}

/**
 * Reads and links an ABNF text (RFC 5234, RFC 7405) into the grammar model; throws the first
 * problem as a GrammarError.
 *
 * @example
 * ```ts
 * readAbnf('NID = ALPHA 0*31( ALPHA / DIGIT / "-" )').userRules; //=> ['NID']
 * ```
 */
export function readAbnf(text: string, options: AbnfOptions = {}): AbnfGrammar {
  const read = readAbnfText(text);
  if (read.problems.length > 0) throw read.problems[0]!;
  const linked = linkAbnf(read.grammar, text, options.uses);
  if (linked.problems.length > 0) throw linked.problems[0]!;
  return { grammar: linked.grammar, userRules: linked.userRules, prose: linked.prose };
}
