// The engine's modules, not its index: compiled to CommonJS, a re-export is a getter called on every use.
import { buildError, syntaxError } from '../combinators/diagnose';
import type { ParseResult } from '../combinators/errors';
import { assertString, runRule } from '../combinators/run';
import { tracker } from '../combinators/tracker';
import type { UriReference } from './ast';
import { fastUriReference, recordFailures } from './fast';
import { astOf } from './compiled';
import { compiledRfc2732, type ParseUriReferenceOptions, readingOf } from './readings';
import { rules } from './rules';

// A member takes the fast path (./fast: one pass, the same AST); for anything else,
// ./fast/diagnose records the failures the combinators record, and their error is the result.
/**
 * Parses `input` as an RFC 2396 `URI-reference` (§4.1, Appendix A): the typed AST, or the
 * error at the longest viable prefix (offset, expected, rule path, code). `updates:
 * 'rfc2732'` reads the grammar as RFC 2732 updates it (./readings).
 */
export function parseUriReference(input: string, options?: ParseUriReferenceOptions): ParseResult<UriReference> {
  assertString(input);
  if (options !== undefined && readingOf(options) === 'rfc2732') return parseUnder2732(input);
  const value = fastUriReference(input);
  if (value) return { ok: true, value };
  // A member by the failure reading but not by the fast path would be a bug in one of them: the combinators decide.
  if (recordFailures(input) === input.length) return runRule(rules['URI-reference'], input);
  return { ok: false, error: buildError(input, tracker, true) }; // a viable prefix of a URI holds no line feed
}

/** parseUriReference under the RFC 2732 reading: the compiled grammar's AST, or its error in the grammar's words. */
function parseUnder2732(input: string): ParseResult<UriReference> {
  const compiled = compiledRfc2732();
  const value = astOf(compiled, input) as UriReference | undefined;
  if (value) return { ok: true, value };
  const failure = compiled.start.diagnose(input)!;
  // "[" and "]" are reserved under RFC 2732 (§3): URI characters, only not allowed at this place
  const bracket = input[failure.offset] === '[' || input[failure.offset] === ']';
  return { ok: false, error: syntaxError(input, failure.offset, failure.expected, failure.rulePath, bracket ? 'unexpected-character' : undefined) };
}
