import { StartRule } from '../engine/compile/start';
import { rfc2396Model } from '../engine/bnf/shipped';

let uriReference: StartRule | undefined;

/**
 * RFC 2396 `URI-reference` (grammar/rfc2396.bnf) on the compiled engine, compiled on first
 * use: for questions about the language (`CompiledStart.within`), not for parsing, which the
 * fast path does.
 */
export function compiledUriReference(): StartRule {
  return (uriReference ??= new StartRule(rfc2396Model(), 'URI-reference'));
}
