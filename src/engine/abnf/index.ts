import type { Grammar } from '../bnf/model';
import type { GrammarError } from './errors';
import { type ScopeOptions, checkedScope } from './imports';
import { linkAbnf, type ProseReference } from './link';
import { readAbnfText } from './reader';

export { GrammarError, type GrammarProblem } from './errors';
export { BUILTIN_SETS, type BuiltinSet, type RuleImport, type RuleSource, type ScopeOptions } from './imports';
export type { ProseReference } from './link';

/**
 * Where the names an ABNF text leaves undefined come from (`uses`: default the core rules
 * only), which import wins a name several define (`pick`), and what its prose values stand
 * for (`prose`).
 */
export type AbnfOptions = ScopeOptions;

/** A linked ABNF grammar: the model, and which of its rules the text defined. */
export interface AbnfGrammar {
  grammar: Grammar;
  /** The text's own rules, in its order, under their defining spelling. */
  userRules: string[];
  /** The prose values that name a rule of a built-in set or that the `prose` option maps, and what each resolved to. */
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
  const scope = checkedScope(options); // a TypeError for bad options, before the text is read
  const read = readAbnfText(text, (prose) => scope.prose.has(prose));
  if (read.problems.length > 0) return read.problems;
  return linkAbnf(read.grammar, text, options).problems;
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
  const scope = checkedScope(options); // a TypeError for bad options, before the text is read
  const read = readAbnfText(text, (prose) => scope.prose.has(prose));
  if (read.problems.length > 0) throw read.problems[0]!;
  const linked = linkAbnf(read.grammar, text, options);
  if (linked.problems.length > 0) throw linked.problems[0]!;
  return { grammar: linked.grammar, userRules: linked.userRules, prose: linked.prose };
}
