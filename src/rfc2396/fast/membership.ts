import { RULE_TABLES, URI_reference } from '../../generated/rfc2396-membership';
import { scanUriReference } from './scan';

/**
 * From this length on, membership is asked of the generated derivation (./scan) instead of the
 * expression: V8's expression engine keeps a backtrack entry per escape, and ran out of stack
 * (a RangeError) between 4 and 16 MB of escapes. Below it the expression is quicker.
 */
export const EXPRESSION_LIMIT = 1 << 20;

/**
 * Whether `input` is a URI-reference (RFC 2396 §4.1, Appendix A): one regular expression,
 * generated from grammar/rfc2396.bnf (scripts/generate-membership.mjs), so V8 runs it as
 * native code; a long input, the derivation generated from the same grammar.
 */
export function isUriReference(input: string): boolean {
  return input.length < EXPRESSION_LIMIT ? URI_reference.test(input) : scanUriReference(input) !== undefined;
}

/** The rules of Appendix A, in its order: URI-reference, then those with a table. */
export const RULE_NAMES: readonly string[] = Object.freeze(['URI-reference', ...Object.keys(RULE_TABLES)]);

/**
 * Whether `input` is in rule `rule` of Appendix A other than URI-reference (undefined for no
 * such rule): the rule's minimal automaton, a table generated from grammar/rfc2396.bnf, run one
 * code unit at a time (linear, no engine loaded).
 */
export function inRule(rule: string, input: string): boolean | undefined {
  if (!Object.prototype.hasOwnProperty.call(RULE_TABLES, rule)) return undefined;
  const [start, accepting, map, next, classes] = RULE_TABLES[rule]!;
  let state = start;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c >= 128) return false; // the grammar has no character past ASCII
    const to = next.charCodeAt(state * classes + map.charCodeAt(c) - 48) - 48;
    if (to === 0) return false;
    state = to - 1;
  }
  return accepting.charCodeAt(state) === 49;
}

/** The error of a rule name that is none of Appendix A's. */
export function unknownRule(ruleName: unknown): RangeError {
  return new RangeError(`uri-grammar: unknown rule ${JSON.stringify(ruleName)}; the rules are those of RFC 2396 Appendix A: ${RULE_NAMES.join(', ')}`);
}
