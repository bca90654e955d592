import type { Grammar } from '../bnf/model';
import { GrammarError, linesOf } from './errors';
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
 * Every problem of an ABNF text, found in one run: what reading finds (every rule's first
 * problem), then, linking the rules that read, every undefined rule (but the rules that did
 * not read) and, when there is none, the recursive ones. Empty for a good grammar.
 *
 * @example
 * ```ts
 * checkAbnf('a = b c\nb = "x" / (d').map((e) => e.problem); //=> ['unbalanced-brackets', 'undefined-rule']
 * ```
 */
export function checkAbnf(text: string, options: AbnfOptions = {}): GrammarError[] {
  return readAbnfWhole(text, options).problems;
}

/**
 * Reads and links an ABNF text (RFC 5234, RFC 7405) into the grammar model; throws a
 * GrammarError for the first problem, carrying every problem of the text (`problems`).
 *
 * @example
 * ```ts
 * readAbnf('NID = ALPHA 0*31( ALPHA / DIGIT / "-" )').userRules; //=> ['NID']
 * ```
 */
export function readAbnf(text: string, options: AbnfOptions = {}): AbnfGrammar {
  const { problems, ...read } = readAbnfWhole(text, options);
  if (problems.length > 0) throw GrammarError.all(problems as [GrammarError, ...GrammarError[]]);
  return read;
}

/**
 * The rules of an ABNF text that read, linked (a reference to a rule that is not there left
 * as it is), and every problem `checkAbnf` finds.
 */
export function readAbnfWhole(text: string, options: AbnfOptions = {}): AbnfGrammar & { problems: GrammarError[] } {
  const scope = checkedScope(options); // a TypeError for bad options, before the text is read
  const read = readAbnfText(text, (prose) => scope.prose.has(prose));
  const linked = linkAbnf(read.grammar, text, options);
  const unread = new Set(read.unread.map((name) => name.toLowerCase()));
  const lines = linesOf(text);
  const problems = [...read.problems];
  /** The lines after a comment already reported as its rest. */
  const comments = new Set<number>();
  for (const e of linked.problems) {
    if (e.problem === 'undefined-rule' && unread.has(e.rule.toLowerCase())) continue; // defined, but not read
    const comment = e.problem === 'undefined-rule' ? read.afterComment.get(e.line) : undefined;
    if (comment === undefined) problems.push(e);
    else if (!comments.has(e.line)) {
      // the words of a comment's next line, written without its ";", read as rule names
      comments.add(e.line);
      const source = lines(e.line);
      let indent = 0;
      while (source[indent] === ' ' || source[indent] === '\t') indent++;
      const at = { line: e.line, column: indent + 1 };
      problems.push(new GrammarError('continued-comment', `line ${e.line} looks like the rest of the comment on line ${comment}, written without its ";": start it with ";" (a comment ends with its line, RFC 5234 §4); read as rule text it uses rule ${e.rule}, which is not defined`, at, source));
    }
  }
  return { grammar: linked.grammar, userRules: linked.userRules, prose: linked.prose, problems };
}
