/** Differential tests (issue 5): RFC 1738 §5 scheme combinators against grammar/rfc1738.bnf. */
import fc from 'fast-check';
import { runRule } from '../../../src/engine';
import { compileGrammar } from '../../../src/engine/bnf';
import { rules1738 } from '../../../src/schemes';
import { agrees, inputs, type Row } from './differential';
import { bnf } from './grammars';

/** Per rule: members + mutants = 20,000 cases, reproducible. */
const MEMBERS = 4_000;
const MUTANTS = 16_000;

const oracle = compileGrammar(bnf('rfc1738'));

/**
 * The combinators read the scheme name case-insensitively, as RFC 1738 §2.1 tells
 * interpreters to ("the scheme is in lower case; interpreters should use case-ignore");
 * the BNF's literals are lower case, so the automaton judges the input with its leading
 * letters (the scheme name, or as much of it as is there) folded. Nothing else is folded.
 */
const foldSchemeName = (input: string): string => input.replace(/^[A-Za-z]+/, (s) => s.toLowerCase());

const row = (rule: string): Row => ({
  rule,
  oracle,
  parse: (input) => runRule(rules1738[rule]!, input),
  oracleInput: foldSchemeName,
});

const table: Row[] = [
  'ftpurl',
  'httpurl',
  'gopherurl',
  'mailtourl',
  'newsurl',
  'nntpurl',
  'telneturl',
  'waisurl',
  'fileurl',
  'prosperourl',
].map(row);

describe.each(table)('$rule: combinator and compiled BNF agree', (r) => {
  const { members, mutants } = inputs(r);
  it(`on ${MEMBERS} generated members`, () => {
    fc.assert(fc.property(members, agrees(r)), { seed: 1738, numRuns: MEMBERS });
  });
  it(`on ${MUTANTS} mutants: acceptance, error offset, found, expected`, () => {
    fc.assert(fc.property(mutants, agrees(r)), { seed: 1738, numRuns: MUTANTS });
  });
});
