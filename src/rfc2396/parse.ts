import { ParseResult, assertString, runRule } from '../engine';
import type { UriReference } from './ast';
import { fastUriReference } from './fast';
import { rules } from './rules';

/**
 * Parses `input` as a URI-reference (RFC 2396 §4.1, Appendix A). A member takes the fast
 * path (./fast: one pass, the same AST); anything else goes to the combinators, whose
 * error (the longest viable prefix, expected, rule path, code) is the result.
 */
export function parseUriReference(input: string): ParseResult<UriReference> {
  assertString(input);
  const value = fastUriReference(input);
  return value ? { ok: true, value } : runRule(rules['URI-reference'], input, { diagnose: true });
}
