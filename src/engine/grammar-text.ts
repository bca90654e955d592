import { readAbnf } from './abnf';
import { withRuleSets } from './abnf/sets';
import { ownProperties } from '../own';
import { kindOf } from '../combinators/arguments';
import type { ScopeOptions } from './abnf/imports';
import { compileModel, type CompiledGrammar, type CompiledRule } from './bnf/compile';
import { readGrammar } from './bnf/reader';
import { nestingOf } from './compile/rule';

/**
 * How `compileGrammar` reads its text.
 *
 * @example
 * ```ts
 * const options: GrammarTextOptions = { notation: 'abnf', uses: 'rfc3986' };
 * compileGrammar('nss = 1*pchar', options).rules.nss!.matches('a:b'); //=> true
 * ```
 */
export type GrammarTextOptions =
  /** ABNF (RFC 5234 + RFC 7405); names it leaves undefined may come from the core rules and `uses` (with `pick`, `prose`: docs/abnf.md). Throws GrammarError. */
  | ({ notation: 'abnf'; maxNesting?: number } & ScopeOptions)
  /** The BNF of RFC 1738 §5 / RFC 2396 §1.6; `strict` refuses the bare `/` of RFC 1738's gopherurl. Throws BnfError. */
  | { notation: 'bnf'; strict?: boolean; maxNesting?: number };

/**
 * `rules` looked up in any case, as ABNF's rule names are case-insensitive (RFC 5234 §2.1):
 * `rules['sip-uri']` is the rule the text defines as `SIP-URI`. Its keys stay the defining
 * spellings.
 */
function anyCase(rules: Readonly<Record<string, CompiledRule>>): Readonly<Record<string, CompiledRule>> {
  const byLowerCase = new Map(Object.keys(rules).map((name) => [name.toLowerCase(), name]));
  const defining = (key: string | symbol) => (typeof key === 'string' && !(key in rules) ? byLowerCase.get(key.toLowerCase()) : undefined);
  return new Proxy(rules, {
    get: (target, key, receiver) => Reflect.get(target, defining(key) ?? key, receiver),
    has: (target, key) => Reflect.has(target, defining(key) ?? key),
  });
}

/**
 * Compiles grammar text in either notation to one linear-time matcher per rule (see
 * docs/grammar-compiler.md). Rules are keyed by the spelling that defines them; those of an
 * ABNF grammar are found in any case too (RFC 5234 §2.1: rule names are case-insensitive).
 * Recursive rules are compiled too; `maxNesting` bounds the calls of them open at once while
 * an input is read (default 1,000; deeper is the input's error, `nestingTooDeep`).
 *
 * @example
 * ```ts
 * const { rules } = compileGrammar('NID = alphanum 0*30ldh alphanum\nldh = alphanum / "-"\nalphanum = ALPHA / DIGIT', { notation: 'abnf' });
 * rules.NID!.matches('example'); //=> true
 * rules.NID!.viablePrefix('ex_'); //=> 2
 * ```
 */
export function compileGrammar(text: string, options: GrammarTextOptions): CompiledGrammar {
  if (typeof text !== 'string') throw new TypeError(`uri-grammar: compileGrammar expects grammar text, got ${kindOf(text)}`);
  withRuleSets(); // the sets `uses` may name
  // own properties only: an inherited key (on Object.prototype, say) is no option
  const given = typeof options === 'object' && options !== null ? (ownProperties(options) as { notation?: unknown; strict?: boolean; maxNesting?: number } & ScopeOptions) : undefined;
  const notation = given?.notation;
  const run = { maxNesting: nestingOf(given?.maxNesting) }; // checked before the text is read
  if (notation === 'abnf') {
    const compiled = compileModel(readAbnf(text, { uses: given!.uses, pick: given!.pick, prose: given!.prose }).grammar, run);
    return { grammar: compiled.grammar, rules: anyCase(compiled.rules) };
  }
  if (notation === 'bnf') return compileModel(readGrammar(text, { strict: given!.strict === true }), run);
  throw new TypeError(`uri-grammar: compileGrammar needs { notation: 'abnf' | 'bnf' }, got ${JSON.stringify(notation)}`);
}
