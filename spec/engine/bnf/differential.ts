/**
 * The differential check of a hand-written combinator against the automaton compiled from
 * the same rule's BNF (issue 5): same language, error offset = longest viable prefix,
 * `expected` naming exactly the characters that could extend that prefix.
 */
import fc from 'fast-check';
import type { ParseResult } from '../../../src/combinators';
import type { CompiledGrammar } from '../../../src/engine/bnf';
import { memberOf, mutantOf } from './generate';

export interface Row {
  rule: string;
  oracle: CompiledGrammar;
  parse(input: string): ParseResult<unknown>;
  /** The input the automaton judges; the identity unless the combinators deliberately fold something. */
  oracleInput?(input: string): string;
}

export const END_OF_INPUT = 'end of input';

/** The code units an `expected` item can start with: a rule's first characters, a literal's first. */
function firstOf(oracle: CompiledGrammar, item: string): number[] {
  if (item.startsWith('"')) return [(JSON.parse(item) as string).charCodeAt(0)];
  const rule = oracle.rules[item];
  if (!rule) throw new Error(`expected item ${JSON.stringify(item)} is neither a rule nor a quoted literal`);
  return codes(rule.expectedAt('').ranges);
}

function codes(ranges: Array<[number, number]>): number[] {
  return ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, k) => a + k));
}

/** A readable summary of a disagreement, or null when the combinator and the automaton agree. */
export function disagreement(row: Row, input: string): string | null {
  const judged = row.oracleInput ? row.oracleInput(input) : input;
  const automaton = row.oracle.rules[row.rule]!;
  const result = row.parse(input);
  const accepted = automaton.matches(judged);
  if (result.ok !== accepted) return `combinator ${result.ok ? 'accepts' : 'rejects'}, BNF ${accepted ? 'accepts' : 'rejects'}`;
  if (result.ok) return null;
  const { offset, expected, found } = result.error;
  const want = automaton.expectedAt(judged);
  if (offset !== want.offset) return `error offset ${offset}, viable prefix ${want.offset}`;
  const at = input.codePointAt(offset);
  const foundWanted = at === undefined ? null : String.fromCodePoint(at);
  if (found !== foundWanted) return `found ${JSON.stringify(found)}, input has ${JSON.stringify(foundWanted)}`;
  if (expected.includes(END_OF_INPUT) !== want.endOfInput) {
    return `"end of input" ${want.endOfInput ? 'missing from' : 'wrongly in'} expected ${JSON.stringify(expected)}`;
  }
  const allowed = new Set(codes(want.ranges));
  const named = new Set<number>();
  for (const item of expected.filter((e) => e !== END_OF_INPUT)) {
    const first = firstOf(row.oracle, item);
    const stray = first.filter((c) => !allowed.has(c));
    if (stray.length > 0) return `expected item ${item} names ${chars(stray)}, which cannot follow the prefix`;
    first.forEach((c) => named.add(c));
  }
  const unnamed = [...allowed].filter((c) => !named.has(c));
  if (unnamed.length > 0) return `expected ${JSON.stringify(expected)} misses ${chars(unnamed)}`;
  return null;
}

function chars(list: number[]): string {
  return JSON.stringify(String.fromCharCode(...list));
}

/** Members of the rule's language and mutants of them, per the recipe. */
export function inputs(row: Row): { members: fc.Arbitrary<string>; mutants: fc.Arbitrary<string> } {
  const members = memberOf(row.oracle.grammar, row.rule);
  return { members, mutants: mutantOf(members) };
}

/** fast-check property: no disagreement (the message shows up in the shrunk counterexample). */
export function agrees(row: Row): (input: string) => void {
  return (input) => {
    const problem = disagreement(row, input);
    if (problem) throw new Error(`${row.rule} on ${JSON.stringify(input)}: ${problem}`);
  };
}
