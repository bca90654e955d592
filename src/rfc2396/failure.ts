// The engine's modules, not its index: compiled to CommonJS, a re-export is a getter called on every use.
import { syntaxError } from '../combinators/diagnose';
import type { UriSyntaxError } from '../combinators/errors';
import type { StartRule } from '../engine/compile/start';

/**
 * The error of `input` as `compiled` (a URI-reference of RFC 2396 or of a reading of it, told
 * with ./reporting), or null for a member. `reserved`: characters the reading makes URI
 * characters that Appendix A excludes (§2.4.3): found where they may not go, they are
 * unexpected, not illegal.
 */
export function failureOf(compiled: StartRule, input: string, reserved = ''): UriSyntaxError | null {
  const failure = compiled.diagnose(input);
  if (!failure) return null;
  const found = input[failure.offset];
  const code = failure.code ?? (found !== undefined && reserved.includes(found) ? 'unexpected-character' : undefined);
  return syntaxError(input, failure.offset, failure.expected, failure.rulePath, code);
}
