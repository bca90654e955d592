// The engine's modules, not its index: compiled to CommonJS, a re-export is a getter called on every use.
import { buildError } from '../combinators/diagnose';
import type { ParseResult } from '../combinators/errors';
import { assertString } from '../combinators/arguments';
import { tracker } from '../combinators/tracker';
import type { UriReference } from './ast';
import { recordUriReferenceFailures } from './diagnosis';
import { fastUriReference } from './fast';
import { type ParseUriReferenceOptions, readingOf } from './readings';

// A member takes the fast path (./fast: one pass, the same AST); for anything else,
// ./diagnosis records the failures the compiled grammar tells, from a table generated from it
// (spec/rfc2396/fast.spec.ts and diagnosis.spec.ts hold both to `rules['URI-reference']`), and
// their error is the result.
/**
 * Parses `input` as an RFC 2396 `URI-reference` (§4.1, Appendix A): the typed AST, or the
 * error at the longest viable prefix (offset, expected, rule path, code). `updates` reads
 * the grammar as a later RFC updates it (./readings: `rfc2732`).
 */
export function parseUriReference(input: string, options?: ParseUriReferenceOptions): ParseResult<UriReference> {
  assertString(input);
  const reading = options === undefined ? undefined : readingOf(options);
  if (reading) return reading.parse(input);
  const value = fastUriReference(input);
  if (value) return { ok: true, value };
  recordUriReferenceFailures(input);
  return { ok: false, error: buildError(input, tracker, true) }; // a viable prefix of a URI holds no line feed
}

