import { ParseResult, Rule, isRule, type UriSyntaxError } from '../combinators';
import { ownProperties } from '../own';
import { syntaxError } from '../combinators/diagnose';
import { schemeParsers } from '../schemes/compiled';
import { compileKit, kitParser } from '../schemes/kit';
import { SchemeUrl, parseUrl, type ParseUrlOptions } from './parseUrl';
import { type SchemeDefinition, grammarOrigins } from '../schemes/definition';
import { assertGeneric, type GenericSyntax, register } from '../registry/registry';

export type { SchemeDefinition };
export { g } from '../schemes/kit';
export type { KitNode } from '../schemes/kit';

/**
 * A registered scheme, with a parse whose result type carries the scheme's own AST.
 *
 * @example
 * ```ts
 * const ex: RegisteredScheme<BnfNode> = defineScheme(schemeFromBnf('exurl = "ex:" 1*uchar', { name: 'ex', hierarchical: false }));
 * ex.parse('ex:abc').ok; //=> true
 * ```
 */
export interface RegisteredScheme<T, G extends GenericSyntax = 'rfc2396'> {
  readonly name: string;
  /**
   * Parses `input` with `parseUrl`; the result's `url` is typed with this scheme's grammar node.
   */
  parse(input: string, options?: ParseUrlOptions): ParseResult<SchemeUrl<string, T, G>>;
}

function registerScheme<T, G extends GenericSyntax>(given: SchemeDefinition<T, G>, mode: 'define' | 'override'): RegisteredScheme<T, G> {
  if (!given || typeof given !== 'object') throw new TypeError('uri-grammar: a scheme definition must be an object');
  const definition = ownProperties(given) as SchemeDefinition<T, G>; // an inherited key is no part of the definition
  const grammar = definition.grammar as Rule<unknown>;
  if (!isRule(grammar)) throw new TypeError(`uri-grammar: the grammar of ${definition.name} must be a rule (a parser combinator)`);
  const generic: GenericSyntax = definition.generic ?? 'rfc2396';
  assertGeneric(generic, definition.name); // before a kit grammar is compiled
  const origin = grammarOrigins.get(grammar);
  if (origin && definition.maxNesting !== undefined) {
    throw new TypeError(`uri-grammar: maxNesting of ${definition.name} is an option of the grammar's schemeFromBnf or schemeFromAbnf, not of the definition`);
  }
  if (!origin) schemeParsers.set(grammar, kitParser(compileKit(grammar, definition.name, { maxNesting: definition.maxNesting })));
  const { name } = register({ ...definition, grammar, generic, source: origin?.source ?? 'user', notation: origin?.notation ?? 'typescript' }, mode);
  return {
    name,
    parse: (input, options) => {
      const r = parseUrl(input, options);
      if (!r.ok || r.value.schemeName === name) return r as ParseResult<SchemeUrl<string, T, G>>;
      return { ok: false, error: otherScheme(input, name) };
    },
  };
}

/** The error of a scheme's own `parse` given a URI of another scheme: at the first character that cannot begin `<name>:` (case-insensitively, §3.1). */
function otherScheme(input: string, name: string): UriSyntaxError {
  const head = `${name}:`;
  let k = 0;
  while (k < head.length && k < input.length && input[k]!.toLowerCase() === head[k]) k++;
  return syntaxError(input, k, Object.freeze([JSON.stringify(head.slice(k))]), Object.freeze([name]));
}

/**
 * Adds a scheme; refuses a registered name (built-in or user). The grammar is checked now
 * (a SchemeGrammarError names the rule and the problem). The result's `parse` is typed with
 * the grammar's node; for `parseUrl` to know it too, add the scheme to `SchemeAsts`.
 *
 * @example
 * ```ts
 * const ex = defineScheme(schemeFromBnf('exurl = "ex:" 1*uchar', { name: 'ex', start: 'exurl', hierarchical: false }));
 * const r = ex.parse('ex:abc');
 * if (r.ok) [r.value.schemeName, r.value.url.type, r.value.url.text]; //=> ['ex', 'exurl', 'ex:abc']
 * ```
 */
export function defineScheme<T, G extends GenericSyntax = 'rfc2396'>(definition: SchemeDefinition<T, G>): RegisteredScheme<T, G> {
  return registerScheme(definition, 'define');
}

/**
 * Replaces a registered scheme (its grammar, default port, hierarchy); refuses an unknown name.
 *
 * @example
 * ```ts
 * defineScheme(schemeFromBnf('exurl = "ex:" 1*uchar', { name: 'ex', start: 'exurl', hierarchical: false }));
 * overrideScheme(schemeFromBnf('exurl = "ex:" 1*digit', { name: 'ex', start: 'exurl', hierarchical: false }));
 * parseUrl('ex:abc').ok; //=> false
 * parseUrl('ex:123').ok; //=> true
 * ```
 */
export function overrideScheme<T, G extends GenericSyntax = 'rfc2396'>(definition: SchemeDefinition<T, G>): RegisteredScheme<T, G> {
  return registerScheme(definition, 'override');
}
