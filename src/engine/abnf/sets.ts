import { SET_TEXTS } from '../../generated/sets';
import { provideSetTexts } from './link';

/**
 * Makes the rule sets of grammar/sets/ (RFC 3966, 3987, 5322, 4512, 4514, 4515) available to
 * `uses`. Called by the functions that take `uses` from a caller, never at load time: a bundle
 * that only parses URLs does not carry their texts.
 *
 * @example
 * ```ts
 * withRuleSets();
 * compileGrammar('x = telephone-subscriber', { notation: 'abnf', uses: 'rfc3966' }).rules.x!.matches('+1-201-555-0123'); //=> true
 * ```
 */
export function withRuleSets(): void {
  provideSetTexts(SET_TEXTS);
}
