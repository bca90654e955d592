import { GRAMMAR_TEXTS } from '../../generated/grammars';

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
  if (!Object.prototype.hasOwnProperty.call(GRAMMAR_TEXTS, relative)) throw new RangeError(`uri-grammar: no shipped grammar grammar/${relative}`);
  return GRAMMAR_TEXTS[relative]!;
}
