// The engine's modules, not its index: compiled to CommonJS, a re-export is a getter called on every use.
import { buildError } from '../combinators/diagnose';
import type { ParseResult } from '../combinators/errors';
import { assertString, runRule } from '../combinators/run';
import { tracker } from '../combinators/tracker';
import type { UriReference } from './ast';
import { fastUriReference, recordFailures } from './fast';
import { rules } from './rules';

// A member takes the fast path (./fast: one pass, the same AST); for anything else,
// ./fast/diagnose records the failures the combinators record, and their error is the result.
/**
 * Parses `input` as an RFC 2396 `URI-reference` (§4.1, Appendix A): the typed AST, or the
 * error at the longest viable prefix (offset, expected, rule path, code).
 */
export function parseUriReference(input: string): ParseResult<UriReference> {
  assertString(input);
  const value = fastUriReference(input);
  if (value) return { ok: true, value };
  // A member by the failure reading but not by the fast path would be a bug in one of them: the combinators decide.
  if (recordFailures(input) === input.length) return runRule(rules['URI-reference'], input);
  return { ok: false, error: buildError(input, tracker, true) }; // a viable prefix of a URI holds no line feed
}
