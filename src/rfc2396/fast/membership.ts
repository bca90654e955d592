import { compileGrammar } from '../../engine/bnf';
import { grammarText } from '../../engine/bnf/files';

let matches: ((input: string) => boolean) | undefined;

/**
 * Whether `input` is a URI-reference (RFC 2396 §4.1): the automaton compiled from
 * grammar/rfc2396.bnf (Appendix A verbatim) on first use. Exact by construction, linear,
 * one table load per character; spec/engine/bnf/differential-2396.spec.ts holds it and the
 * combinators to the same language.
 */
export function isUriReference(input: string): boolean {
  matches ??= compileGrammar(grammarText('rfc2396')).rules['URI-reference']!.matches;
  return matches(input);
}
