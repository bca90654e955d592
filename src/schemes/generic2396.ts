import { readGrammar } from '../engine/bnf';
import { grammarText } from '../engine/bnf/files';
import { CompiledStart } from '../engine/compile/rule';

let uriReference: CompiledStart | undefined;

/**
 * RFC 2396 `URI-reference` (grammar/rfc2396.bnf) on the compiled engine, compiled on first
 * use: for questions about the language (`CompiledStart.within`), not for parsing, which the
 * fast path does.
 */
export function compiledUriReference(): CompiledStart {
  return (uriReference ??= new CompiledStart(readGrammar(grammarText('rfc2396')), 'URI-reference'));
}
