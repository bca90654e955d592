import { URI_reference } from '../../generated/rfc2396-membership';

/**
 * Whether `input` is a URI-reference (RFC 2396 §4.1, Appendix A): one regular expression,
 * generated from grammar/rfc2396.bnf (scripts/generate-membership.mjs), so V8 runs it as
 * native code.
 */
export function isUriReference(input: string): boolean {
  return URI_reference.test(input);
}
