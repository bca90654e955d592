// The engine's modules, not its index: compiled to CommonJS, a re-export is a getter called on every use.
import { syntaxError } from '../combinators/diagnose';
import type { UriSyntaxError } from '../combinators/errors';
import { readGrammar } from '../engine/bnf/reader';
import { grammarText } from '../engine/bnf/files';
import { CompiledStart } from '../engine/compile/rule';
import { RFC2396_REPORTING } from './reporting';

let uriReference: CompiledStart | undefined;

/**
 * The error of `input` as RFC 2396 `URI-reference` (grammar/rfc2396.bnf, compiled on the
 * first error), in the words of ./reporting; null for a member. The offset is the longest
 * viable prefix; a viable prefix of a URI holds no line feed (§2.4.3), so its line is 1.
 */
export function uriReferenceError(input: string): UriSyntaxError | null {
  uriReference ??= new CompiledStart(readGrammar(grammarText('rfc2396')), 'URI-reference', { reporting: RFC2396_REPORTING });
  const failure = uriReference.diagnose(input);
  return failure && syntaxError(input, failure.offset, failure.expected, failure.rulePath, failure.code);
}
