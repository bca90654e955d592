import type { UriSyntaxError } from '../combinators';
import { syntaxError } from '../combinators/diagnose';
import type { SchemeParser } from '../schemes/compiled';
import { compiledUriReference } from '../schemes/generic2396';
import { compiledUri } from '../schemes/generic3986';

/**
 * `error` (the smaller of the two grammars' offsets, urlError), or an earlier one where that
 * offset is past the joint language's longest viable prefix: possible only for a compiled
 * scheme grammar whose language is not within its generic syntax's (RFC 5870 geo in RFC 3986,
 * a user's grammar that lets a character through the generic syntax refuses), where a prefix
 * each grammar can continue may have no continuation both accept. Then the error is the
 * joint one, in the scheme grammar's words (jointViablePrefix, docs/DESIGN.md).
 */
export function jointError(error: UriSyntaxError, input: string, parser: SchemeParser | undefined, generic: 'rfc2396' | 'rfc3986'): UriSyntaxError {
  const start = parser?.start;
  if (!start || error.code === 'invalid-value' || error.offset === 0) return error;
  const outer = generic === 'rfc3986' ? compiledUri() : compiledUriReference();
  if (start.isWithin(outer)) return error; // then the smaller offset is the joint one already
  const failure = start.jointFailure(outer, input, parser.wholeInput === true, error.offset);
  if (!failure) return error;
  const joint = syntaxError(input, failure.offset, failure.expected, failure.rulePath);
  if (failure.expected.length > 0) return joint;
  // nothing can go on even at the start: no text is in both languages
  const name = generic === 'rfc3986' ? 'an RFC 3986 URI' : 'an RFC 2396 URI reference';
  return { ...joint, message: `No text is both a ${start.start} and ${name}: every text the scheme's grammar accepts is one the generic syntax refuses (\`uri-grammar grammar check\` shows one).` };
}
