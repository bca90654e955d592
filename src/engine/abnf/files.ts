import { grammarTexts } from '../../generated/grammars';

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

