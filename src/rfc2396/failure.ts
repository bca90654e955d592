// The engine's modules, not its index: compiled to CommonJS, a re-export is a getter called on every use.
import { syntaxError } from '../combinators/diagnose';
import type { UriSyntaxError } from '../combinators/errors';
import { readGrammar } from '../engine/bnf/reader';
import { grammarText } from '../engine/bnf/files';
import { reporterOf } from '../engine/compile/reporting';
import { CompiledStart } from '../engine/compile/rule';
import { RFC2396_REPORTING } from './reporting';

let uriReference: CompiledStart | undefined;

/**
 * The error of `input` as `compiled` (a URI-reference of RFC 2396 or of a reading of it, told
 * with ./reporting), or null for a member. `reserved`: characters the reading makes URI
 * characters that Appendix A excludes (§2.4.3): found where they may not go, they are
 * unexpected, not illegal.
 */
export function failureOf(compiled: CompiledStart, input: string, reserved = ''): UriSyntaxError | null {
  const failure = compiled.diagnose(input);
  if (!failure) return null;
  const found = input[failure.offset];
  const code = failure.code ?? (found !== undefined && reserved.includes(found) ? 'unexpected-character' : undefined);
  return syntaxError(input, failure.offset, failure.expected, failure.rulePath, code);
}

/**
 * The error of `input` as RFC 2396 `URI-reference` (grammar/rfc2396.bnf, compiled on the
 * first call), in the words of ./reporting; null for a member: parseUriReference's error,
 * every field (spec/rfc2396/reporting.spec.ts). parseUriReference does not call it yet: it
 * would bring the engine and the grammar texts into that function's bundle
 * (docs/grammar-compiler.md, "Error words").
 */
export function uriReferenceError(input: string): UriSyntaxError | null {
  uriReference ??= new CompiledStart(readGrammar(grammarText('rfc2396')), 'URI-reference', { reporter: reporterOf(RFC2396_REPORTING) });
  return failureOf(uriReference, input);
}
