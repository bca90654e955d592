import { readAbnfWhole } from '../engine/abnf';
import type { BuiltinSet, RuleSource, ScopeOptions } from '../engine/abnf/imports';
import { withRuleSets } from '../engine/abnf/sets';
import type { ProseReference } from '../engine/abnf/link';
import { BnfError } from '../engine/bnf';
import { Alphabet } from '../engine/bnf/alphabet';
import type { Expr, Grammar } from '../engine/bnf/model';
import { callsRecursion, recursionOf } from '../engine/compile/recursion';
import { CHECK_BUDGET, CheckWork, type Covered, type Unchecked, alternations, checkAlternatives, placeOf } from '../engine/compile/alternatives';
import { CompiledStart } from '../engine/compile/rule';
import { checkRules, registering } from './check';
import { SchemeGrammarError } from './grammar-error';
import { bareSlashes, withBuiltins } from './fromBnf';
import { writesNumberSign } from './schemeOf';
import { compiledUriReference } from './generic2396';
import { compiledUri, schemeAtHead } from './generic3986';

/** One thing registration would refuse in a grammar text (or, as a warning, accepts but may not mean), at its place. */
export interface TextProblem {
  /** 'warning': registration accepts the text (an alternative that adds nothing, an alternation past the check's budget, a start outside the generic syntax). */
  severity: 'error' | 'warning';
  /**
   * A stable code: a problem of the ABNF reader or of the compiler (`GrammarProblem`),
   * `unreachable-alternative`, `alternatives-unchecked` or `outside-generic-syntax` for a warning, or undefined for the RFC 1738/2396 BNF reader's
   * own complaints (which have none).
   */
  problem: string | undefined;
  /** The rule it lies in, when known. */
  rule: string | undefined;
  /** One sentence, without the position. */
  reason: string;
  line: number;
  column: number;
}

/**
 * What `schemeFromAbnf` or `schemeFromBnf` (and the CLI's `--grammar`) would refuse in a
 * grammar text, whichever of its rules were the start, all in one run: in ABNF every rule's
 * first reading problem, every undefined rule, and every rule's first registration problem
 * (limits, recursion, an automaton too large) among the rules that read; in BNF every bare
 * "/", else the reader's first problem, else every rule's first registration problem. Then
 * the warnings: an alternative that adds nothing to the earlier ones (naming those that
 * cover it), an alternation too large to check, a start rule outside the generic syntax.
 * Names the text leaves undefined come from `uses` (BNF: RFC 1738's rules unless
 * 'rfc2396'), with ABNF's `pick` and `prose` options in `more`. The errors in the order of the text, then the warnings. What `uri-grammar
 * grammar check` reports.
 */
export function checkGrammarText(text: string, notation: 'abnf' | 'bnf', uses?: RuleSource | readonly RuleSource[], more: Omit<ScopeOptions, 'uses'> = {}): { problems: TextProblem[]; rules: number; prose?: ProseReference[] } {
  const checked = notation === 'abnf' ? abnfProblems(text, { uses, ...more }) : bnfProblems(text, uses === 'rfc2396' ? 'rfc2396' : 'rfc1738');
  return { ...checked, problems: inOrder(checked.problems) };
}

/** The errors by their place in the text, then the warnings by theirs. */
function inOrder(problems: TextProblem[]): TextProblem[] {
  const rank = (p: TextProblem) => (p.severity === 'error' ? 0 : 1);
  return [...problems].sort((a, b) => rank(a) - rank(b) || a.line - b.line || a.column - b.column);
}

function abnfProblems(text: string, scope: ScopeOptions): { problems: TextProblem[]; rules: number; prose?: ProseReference[] } {
  withRuleSets(); // the sets `uses` may name
  const { grammar, userRules, prose, problems: read } = readAbnfWhole(text, scope);
  const problems: TextProblem[] = read.map((e) => ({ severity: 'error', problem: e.problem, rule: undefined, reason: e.reason, line: e.line, column: e.column }));
  // every undefined rule is one of `read` already (a rule that uses one is not checked further)
  const checked = ruleProblems(grammar, userRules);
  const rules = checked.problems.filter((p) => p.problem !== 'undefined-rule');
  return { problems: withGenericCheck({ problems: [...problems, ...rules], start: checked.start }, grammar, 'abnf'), rules: userRules.length, prose };
}

function bnfProblems(text: string, uses: Extract<BuiltinSet, 'rfc1738' | 'rfc2396'>): { problems: TextProblem[]; rules: number; prose?: ProseReference[] } {
  try {
    const slashes = bareSlashes(text);
    if (slashes.length > 0) return { problems: slashes.map(problemOf), rules: 0 };
    const { grammar, userRules } = withBuiltins(text, uses);
    return { problems: withGenericCheck(ruleProblems(grammar, userRules), grammar, 'bnf'), rules: userRules.length };
  } catch (e) {
    if (e instanceof SchemeGrammarError) return { problems: e.problems.map((p) => ({ severity: 'error', ...p })), rules: 0 };
    if (!(e instanceof BnfError)) throw e;
    return { problems: [{ severity: 'error', problem: undefined, rule: undefined, reason: e.reason, line: e.line, column: e.column }], rules: 0 };
  }
}

/**
 * Each of `names`' first registration problem, placed at the culprit (at the rule when the
 * compiler does not say), each once; for a rule that registers, a warning for each alternative
 * that adds nothing to the earlier ones of its alternation (the language is the same without
 * it), and for each alternation whose check passed its budget; `start`, the first rule
 * compiled, when it has none.
 */
function ruleProblems(grammar: Grammar, names: readonly string[]): { problems: TextProblem[]; start: CompiledStart | undefined } {
  const alphabet = new Alphabet(grammar);
  const problems: TextProblem[] = [];
  // one budget for the whole text
  const work = CheckWork.for(grammar, names);
  let outOfWork = false;
  const unchecked = (rule: string, alt: Expr, why: Unchecked): void => {
    if (why === 'work' && outOfWork) return; // said once, at the first alternation left unchecked
    outOfWork ||= why === 'work';
    const at = placeOf(alt) ?? grammar.rules.get(rule)!.at;
    const budget =
      why === 'subsets'
        ? `the check passed its budget of ${CHECK_BUDGET.toLocaleString('en')} subsets`
        : `the checks of this text passed their budget of ${work.budget.toLocaleString('en')} steps, here and in every alternation checked after this one`;
    const reason = `whether an alternative adds nothing to the earlier ones was not checked: ${budget}`;
    problems.push({ severity: 'warning', problem: 'alternatives-unchecked', rule, reason, line: at.line, column: at.column });
  };
  const seen = new Set<string>();
  let start: CompiledStart | undefined;
  for (const [k, name] of names.entries()) {
    try {
      checkRules(grammar, [name]);
      const compiled = registering(() => new CompiledStart(grammar, name, {}, alphabet));
      if (k === 0) start = compiled;
    } catch (e) {
      if (!(e instanceof SchemeGrammarError)) throw e;
      const at = e.line > 0 ? e : grammar.rules.get(name)!.at;
      const problem = { ...problemOf(e), line: at.line, column: at.column };
      // a problem of a rule that others use is each one's first problem: said once
      const key = `${problem.problem}|${problem.line}|${problem.column}|${problem.reason}`;
      if (!seen.has(key)) problems.push(problem);
      seen.add(key);
      continue;
    }
    const recursion = recursionOf(grammar, name);
    for (const alt of alternations(grammar.rules.get(name)!.expr)) {
      // an alternation that calls a recursive rule is left unchecked: inclusion of context-free languages is undecidable
      if (callsRecursion(grammar, alt, recursion)) continue;
      const { unchecked: why, covered } = checkAlternatives(grammar, alphabet, name, alt, work);
      if (why) unchecked(name, alt, why);
      for (const c of covered) problems.push(redundant(grammar, name, alt, c));
    }
  }
  return { problems, start };
}

/** The warning for an alternative that adds nothing: where it is, and the earlier alternatives that match its strings. */
function redundant(grammar: Grammar, rule: string, alt: Extract<Expr, { kind: 'alt' }>, covered: Covered): TextProblem {
  const at = placeOf(alt.options[covered.alternative - 1]!) ?? alt.at ?? grammar.rules.get(rule)!.at;
  /** Alternative k's number, and what and where it is. */
  const which = (k: number): string => {
    const option = alt.options[k - 1]!;
    const place = placeOf(option);
    const what = option.kind === 'ref' ? `${option.name}, ` : option.kind === 'literal' ? `${JSON.stringify(option.text)}, ` : '';
    return `${k}${place ? ` (${what}line ${place.line}, column ${place.column})` : ''}`;
  };
  const by = covered.by.length === 1 ? `alternative ${which(covered.by[0]!)}` : `alternatives ${covered.by.map(which).join(' and ')} together`;
  const reason = `alternative ${which(covered.alternative)} adds nothing: every string it matches is matched by ${by} (the language is the same without it; the tree never shows it)`;
  return { severity: 'warning', problem: 'unreachable-alternative', rule, reason, line: at.line, column: at.column };
}

/**
 * `problems`, and when they hold no error, a warning if the first rule (the start `--grammar`
 * registers) accepts a text that the generic syntax registration pairs it with refuses (ABNF:
 * RFC 3986 `URI`; BNF: RFC 2396 `URI-reference`): parseUrl refuses every such URL, as both
 * grammars must hold. The shortest such text the product of the two automata reaches; none
 * when the walk passes its budget, when the text has a "#" the rule's part never sees, or
 * when it starts with no scheme (a rule for `--rule`, not a scheme's).
 */
function withGenericCheck({ problems, start }: { problems: TextProblem[]; start: CompiledStart | undefined }, grammar: Grammar, notation: 'abnf' | 'bnf'): TextProblem[] {
  if (start === undefined || problems.some((p) => p.severity === 'error')) return problems;
  const [outer, name] = notation === 'abnf' ? [compiledUri(), 'RFC 3986 URI'] : [compiledUriReference(), 'RFC 2396 URI reference'];
  const found = start.within(outer);
  if (typeof found !== 'object') return problems;
  const example = found.counterExample;
  if (schemeAtHead(example) === undefined) return problems;
  // the scheme grammar reads the part before the first "#", unless it writes "#" itself
  if (example.includes('#') && !writesNumberSign(grammar, start.start)) return problems;
  const at = grammar.rules.get(start.start)!.at;
  const reason = `accepts ${JSON.stringify(example)}, which is no ${name}: parseUrl refuses every URL of this kind, as the generic syntax must hold too (registration accepts the rule)`;
  return [...problems, { severity: 'warning', problem: 'outside-generic-syntax', rule: start.start, reason, line: at.line, column: at.column }];
}

function problemOf(e: SchemeGrammarError): TextProblem {
  return { severity: 'error', problem: e.problem, rule: e.rule, reason: e.reason, line: e.line, column: e.column };
}
