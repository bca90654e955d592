import { RFC3986_ABNF, grammarTexts } from '../../generated/grammars';
import { grammarText } from '../bnf/files';

/**
 * The text of `grammar/<relative>` shipped with the package, as embedded at build time
 * (src/generated/grammars.ts): no file system, so it works in a browser too.
 *
 * @example
 * ```ts
 * shippedGrammar('schemes/urn.abnf').includes('assigned-name'); //=> true // RFC 8141 §2, as transcribed
 * ```
 */
export function shippedGrammar(relative: string): string {
  const texts = grammarTexts();
  if (!Object.prototype.hasOwnProperty.call(texts, relative)) throw new RangeError(`uri-grammar: no shipped grammar grammar/${relative}`);
  return texts[relative]!;
}

/**
 * The text of the grammar file of a built-in rule set outside grammar/sets/ (`rfc3986.abnf`,
 * `rfc2396.bnf`, `rfc1738.bnf`): unlike shippedGrammar, it keeps only these three texts in a bundle.
 */
export function builtinSetText(file: 'rfc3986.abnf' | 'rfc2396.bnf' | 'rfc1738.bnf'): string {
  return file === 'rfc3986.abnf' ? RFC3986_ABNF : grammarText(file === 'rfc2396.bnf' ? 'rfc2396' : 'rfc1738');
}
