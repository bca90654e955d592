import { RFC1738_BNF, RFC2396_BNF } from '../../generated/grammars';

/** The names of the RFC BNF grammars the package ships (grammar/<name>.bnf): the only names read. */
export const GRAMMAR_FILES: readonly string[] = Object.freeze(['rfc1738', 'rfc2396']);

/** The text of grammar/<name>.bnf, as embedded at build time (src/generated/grammars.ts). */
export function grammarText(name: 'rfc1738' | 'rfc2396'): string {
  if (!GRAMMAR_FILES.includes(name)) throw new RangeError(`uri-grammar: unknown grammar ${JSON.stringify(name)}; the built-in grammars are ${GRAMMAR_FILES.map((n) => `'${n}'`).join(' and ')}`);
  return name === 'rfc1738' ? RFC1738_BNF : RFC2396_BNF;
}
