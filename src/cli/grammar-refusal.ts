import { GrammarError } from '../engine/abnf/errors';
import { BnfError } from '../engine/bnf/errors';
import { GrammarProblemError } from '../engine/compile/problems';
import { GrammarRefusalError } from '../engine/grammar-errors';
import { SchemeGrammarError } from '../schemes/grammar-error';
import { Refusal } from './command';

/** What a refusal says: the problem code when there is one, the rule, the place. */
export interface Refused {
  problem?: string;
  rule?: string;
  reason: string;
  line?: number;
  column?: number;
}

/** The parts of whatever registering a grammar text threw (every error it can throw is known; a stack overflow is not). */
export function partsOf(e: unknown): Refused {
  if (e instanceof SchemeGrammarError) return { problem: e.problem, rule: e.rule, reason: e.reason, line: e.line, column: e.column };
  if (e instanceof GrammarError) return { problem: e.problem, reason: e.reason, line: e.line, column: e.column };
  if (e instanceof GrammarProblemError) return { problem: e.problem, rule: e.rule, reason: e.reason, line: e.at?.line, column: e.at?.column };
  if (e instanceof BnfError) return { problem: undefined, reason: e.reason, line: e.line, column: e.column };
  // V8's stack ends the compiler's recursion on a text of hundreds of thousands of items in one rule.
  if (e instanceof RangeError && /call stack/i.test(e.message)) return { reason: 'the grammar is too large to compile: a rule is too long or too deeply nested for the stack' };
  const error = e instanceof Error ? e : new Error(String(e));
  return { reason: `the grammar could not be registered (${error.name}: ${error.message.split('\n', 1)[0]})` };
}

/**
 * `PATH:LINE:COLUMN: error[CODE] rule R: reason`, as `grammar check` writes a problem: the one
 * line (exit 2) of a `--grammar` file the run refuses, whatever registering it threw.
 */
export function grammarRefusal(path: string, e: unknown): Refusal {
  const more = e instanceof GrammarRefusalError ? e.problems.length - 1 : 0;
  const rest = more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'}: \`uri-grammar grammar check\` lists them all)` : '';
  return new Refusal(`--grammar ${refusalLine(path, partsOf(e))}${rest}`);
}

/** The report line of a problem, as `grammar check` writes one: `PATH:LINE:COLUMN: error[CODE] reason`. */
export function refusalLine(path: string, r: Refused): string {
  const place = r.line ? `:${r.line}:${r.column}` : '';
  const kind = r.problem === undefined ? 'error' : `error[${r.problem}]`;
  return `${path}${place}: ${kind} ${withRule(r.reason, r.rule)}`;
}

/** Whether code unit `c` may be part of a rule name (a letter, a digit or "-"; NaN, past either end, is not). */
function inName(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d;
}

/** `reason`, after `rule R: ` unless it names the rule itself (as a whole name: `par` is not named by `parameter`). */
export function withRule(reason: string, rule: string | undefined): string {
  if (rule === undefined) return reason;
  for (let at = reason.indexOf(rule); at >= 0; at = reason.indexOf(rule, at + 1)) {
    if (!inName(reason.charCodeAt(at - 1)) && !inName(reason.charCodeAt(at + rule.length))) return reason;
  }
  return `rule ${rule}: ${reason}`;
}
