import { RULE_TABLES, URI_reference } from '../../generated/rfc2396-membership';
import { scanUriReference } from './scan';

/**
 * Whether `input` is a URI-reference (RFC 2396 §4.1, Appendix A): one regular expression,
 * generated from grammar/rfc2396.bnf (scripts/generate-membership.mjs), so V8 runs it as
 * native code; where V8's expression engine runs out of backtrack stack (it keeps an entry per
 * escape, and threw a RangeError between 8 and 16 MB of escapes, after linear time), the
 * derivation generated from the same grammar, a third of its speed.
 */
export function isUriReference(input: string): boolean {
  try {
    return URI_reference.test(input);
  } catch (error) {
    if (!isBacktrackOverflow(error)) throw error;
    return scanUriReference(input) !== undefined;
  }
}

/**
 * Whether `error`, thrown by a generated expression's `test`, is V8's expression engine out of
 * backtrack stack (a RangeError, "Maximum call stack size exceeded"): then the caller asks the
 * automaton generated from the same grammar instead. Switching by length instead made a step
 * in time at the switch (on 1 MB of host labels the automaton took three times the expression's time:
 * ×6.2 from 512 KB to 1 MB in bench:scaling).
 */
export function isBacktrackOverflow(error: unknown): boolean {
  return error instanceof RangeError;
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
