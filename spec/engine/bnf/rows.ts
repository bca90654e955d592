/** The rows of the differential tests, shared by the specs and `npm run fuzz`. */
import { parse, type RuleName } from '../../../src';
import { runRule, type Rule } from '../../../src/combinators';
import type { CompiledGrammar } from '../../../src/engine/bnf';
import { rules1738 } from '../../../src/rfc1738-namespace';
import type { Row } from './differential';

export const RULES_2396: RuleName[] = ['URI-reference', 'absoluteURI', 'relativeURI', 'authority', 'server', 'hostname', 'path_segments'];

export const RULES_1738 = ['ftpurl', 'httpurl', 'gopherurl', 'mailtourl', 'newsurl', 'nntpurl', 'telneturl', 'waisurl', 'fileurl', 'prosperourl'];

export function rows2396(oracle: CompiledGrammar): Row[] {
  return RULES_2396.map((rule) => ({ rule, oracle, parse: (input) => parse(rule, input) }));
}

/**
 * The combinators read the scheme name case-insensitively, as RFC 1738 §2.1 tells
 * interpreters to ("the scheme is in lower case; interpreters should use case-ignore");
 * the BNF's literals are lower case, so the automaton judges the input with its leading
 * letters (the scheme name, or as much of it as is there) folded. Nothing else is folded.
 */
const foldSchemeName = (input: string): string => input.replace(/^[A-Za-z]+/, (s) => s.toLowerCase());

export function rows1738(oracle: CompiledGrammar): Row[] {
  return RULES_1738.map((rule) => ({
    rule,
    oracle,
    parse: (input) => runRule((rules1738 as Readonly<Record<string, Rule<unknown>>>)[rule]!, input),
    oracleInput: foldSchemeName,
  }));
}
