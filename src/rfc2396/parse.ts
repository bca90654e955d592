// The engine's modules, not its index: compiled to CommonJS, a re-export is a getter called on every use.
import type { ParseResult } from '../combinators/errors';
import { assertString, runRule } from '../combinators/run';
import type { UriReference } from './ast';
import { fastUriReference } from './fast';
import { uriReferenceError } from './failure';
import { rules } from './rules';

// A member takes the fast path (./fast: one pass, the same AST); for anything else, the
// compiled grammar/rfc2396.bnf tells the error (./failure), in the words of ./reporting.
/**
 * Parses `input` as an RFC 2396 `URI-reference` (§4.1, Appendix A): the typed AST, or the
 * error at the longest viable prefix (offset, expected, rule path, code).
 */
export function parseUriReference(input: string): ParseResult<UriReference> {
  assertString(input);
  const value = fastUriReference(input);
  if (value) return { ok: true, value };
  const error = uriReferenceError(input);
  // A member by the grammar but not by the fast path would be a bug in the fast path: the combinators decide.
  return error ? { ok: false, error } : runRule(rules['URI-reference'], input);
}
