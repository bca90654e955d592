import { checkAbnf, readAbnf } from '../engine/abnf';
import type { BuiltinSet, ProseReference } from '../engine/abnf/link';
import { BnfError } from '../engine/bnf';
import { Alphabet } from '../engine/bnf/alphabet';
import type { Expr, Grammar } from '../engine/bnf/model';
import { CHECK_BUDGET, CheckWork, type Unchecked, placeOf } from '../engine/compile/alternatives';
import { CompiledStart } from '../engine/compile/rule';
import { SchemeGrammarError, checkRules, registering } from './check';
import { bareSlashes, withBuiltins, writesNumberSign } from './fromBnf';
import { compiledUriReference } from './generic2396';
import { compiledUri, schemeAtHead } from './generic3986';

/** One thing registration would refuse in a grammar text (or, as a warning, could not check), at its place. */
export interface TextProblem {
  /** 'warning': registration accepts the text, but did not check this (an alternation past the check's budget). */
  severity: 'error' | 'warning';
  /**
   * A stable code: a problem of the ABNF reader or of the compiler (`GrammarProblem`),
   * `alternatives-unchecked` or `outside-generic-syntax` for a warning, or undefined for the RFC 1738/2396 BNF reader's
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
 * grammar text, whichever of its rules were the start: in ABNF every rule's first reading or
 * linking problem; in BNF every bare "/", else the reader's first problem; then, for a text
 * that reads, every rule's first registration problem (limits, recursion, unreachable
 * alternatives, an automaton too large). Names the text leaves undefined come from `uses`
 * (BNF: RFC 1738's rules unless 'rfc2396'). What `uri-grammar grammar check` reports.
 */
export function checkGrammarText(text: string, notation: 'abnf' | 'bnf', uses?: BuiltinSet): { problems: TextProblem[]; rules: number; prose?: ProseReference[] } {
  if (notation === 'abnf') {
    const read = checkAbnf(text, { uses });
    if (read.length > 0) return { problems: read.map((e) => ({ severity: 'error', problem: e.problem, rule: undefined, reason: e.reason, line: e.line, column: e.column })), rules: 0 };
    const { grammar, userRules, prose } = readAbnf(text, { uses });
    return { problems: withGenericCheck(ruleProblems(grammar, userRules), grammar, 'abnf'), rules: userRules.length, prose };
  }
  try {
    const slashes = bareSlashes(text);
    if (slashes.length > 0) return { problems: slashes.map(problemOf), rules: 0 };
    const { grammar, userRules } = withBuiltins(text, uses === 'rfc2396' ? 'rfc2396' : 'rfc1738');
    return { problems: withGenericCheck(ruleProblems(grammar, userRules), grammar, 'bnf'), rules: userRules.length };
  } catch (e) {
    if (e instanceof SchemeGrammarError) return { problems: [problemOf(e)], rules: 0 };
    if (!(e instanceof BnfError)) throw e;
    return { problems: [{ severity: 'error', problem: undefined, rule: undefined, reason: e.reason, line: e.line, column: e.column }], rules: 0 };
  }
}

/**
 * Each of `names`' first registration problem, placed at the culprit (at the rule when the
 * compiler does not say), and a warning for each alternation registration could not check;
 * `start`, the first rule compiled, when it has none.
 */
function ruleProblems(grammar: Grammar, names: readonly string[]): { problems: TextProblem[]; start: CompiledStart | undefined } {
  const alphabet = new Alphabet(grammar);
  const problems: TextProblem[] = [];
  // one budget for the whole text, as registration has one for all the rules it checks
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
    const reason = `whether an alternative adds nothing to the earlier ones was not checked: ${budget} (registration accepts the rule unchecked)`;
    problems.push({ severity: 'warning', problem: 'alternatives-unchecked', rule, reason, line: at.line, column: at.column });
  };
  let start: CompiledStart | undefined;
  for (const [k, name] of names.entries()) {
    try {
      checkRules(grammar, [name], alphabet, undefined, unchecked, work);
      const compiled = registering(() => new CompiledStart(grammar, name, {}, alphabet));
      if (k === 0) start = compiled;
    } catch (e) {
      if (!(e instanceof SchemeGrammarError)) throw e;
      const at = e.line > 0 ? e : grammar.rules.get(name)!.at;
      problems.push({ ...problemOf(e), line: at.line, column: at.column });
    }
  }
  return { problems, start };
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
