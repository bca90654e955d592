import P from 'parsimmon';
import { ParseResult, Rule, type UriSyntaxError } from '../engine';
import { syntaxError } from '../engine/diagnose';
import { schemeParsers } from './compiled';
import { compileKit, kitParser } from './kit';
import { SchemeUrl, parseUrl, type ParseUrlOptions } from './parseUrl';
import { register } from './registry';

export { g } from './kit';

/** What defineScheme and overrideScheme take (and schemeFromBnf returns). */
export interface SchemeDefinition<T> {
  name: string;
  defaultPort?: number;
  hierarchical: boolean;
  /** A whole URL of the scheme (without fragment), e.g. `"ldap://" [ hostport ] ...`. */
  grammar: Rule<T>;
}

/** A registered scheme, with a parse whose result type carries the scheme's own AST. */
export interface RegisteredScheme<T> {
  readonly name: string;
  /**
   * Parses `input` with `parseUrl`; the result's `url` is typed with this scheme's grammar node.
   */
  parse(input: string, options?: ParseUrlOptions): ParseResult<SchemeUrl<string, T>>;
}

function registerScheme<T>(definition: SchemeDefinition<T>, mode: 'define' | 'override', source: 'typescript' | 'bnf'): RegisteredScheme<T> {
  if (!definition || typeof definition !== 'object') throw new TypeError('uri-grammar: a scheme definition must be an object');
  const grammar = definition.grammar as Rule<unknown>;
  if (!(grammar instanceof P)) throw new TypeError(`uri-grammar: the grammar of ${definition.name} must be a rule (a parser combinator)`);
  if (!bnfGrammars.has(grammar)) schemeParsers.set(grammar, kitParser(compileKit(grammar, definition.name)));
  const { name } = register({ ...definition, grammar, source: bnfGrammars.has(grammar) ? 'bnf' : source }, mode);
  return {
    name,
    parse: (input, options) => {
      const r = parseUrl(input, options);
      if (!r.ok || r.value.schemeName === name) return r as ParseResult<SchemeUrl<string, T>>;
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

/** Grammars made by schemeFromBnf (checked when they were built). */
export const bnfGrammars = new WeakSet<Rule<unknown>>();

/**
 * Adds a scheme; refuses a registered name (built-in or user). The grammar is checked now
 * (a SchemeGrammarError names the rule and the problem). The result's `parse` is typed with
 * the grammar's node; for `parseUrl` to know it too, add the scheme to `SchemeAsts`.
 *
 * @example
 * ```ts
 * const ex = defineScheme(schemeFromBnf('exurl = "ex:" 1*uchar', { name: 'ex', start: 'exurl', hierarchical: false }));
 * const r = ex.parse('ex:abc');
 * if (r.ok) [r.value.schemeName, r.value.url.type, r.value.url.text]; // ['ex', 'exurl', 'ex:abc']
 * ```
 */
export function defineScheme<T>(definition: SchemeDefinition<T>): RegisteredScheme<T> {
  return registerScheme(definition, 'define', 'typescript');
}

/**
 * Replaces a registered scheme (its grammar, default port, hierarchy); refuses an unknown name.
 *
 * @example
 * ```ts
 * overrideScheme(schemeFromBnf('exurl = "ex:" 1*digit', { name: 'ex', start: 'exurl', hierarchical: false }));
 * ```
 */
export function overrideScheme<T>(definition: SchemeDefinition<T>): RegisteredScheme<T> {
  return registerScheme(definition, 'override', 'typescript');
}
