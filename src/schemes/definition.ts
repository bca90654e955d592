import type { Rule } from '../combinators';
import type { GenericSyntax, GrammarNotation, GrammarSource } from '../registry/registry';

/**
 * What defineScheme and overrideScheme take (and schemeFromBnf and schemeFromAbnf return).
 *
 * @example
 * ```ts
 * const definition: SchemeDefinition<BnfNode> = schemeFromBnf('exurl = "ex:" 1*uchar', { name: 'ex', hierarchical: false });
 * [definition.name, definition.hierarchical]; //=> ['ex', false]
 * ```
 */
export interface SchemeDefinition<T, G extends GenericSyntax = 'rfc2396'> {
  name: string;
  defaultPort?: number;
  hierarchical: boolean;
  /** A whole URL of the scheme (without fragment, unless it writes "#" itself), e.g. `"ldap://" [ hostport ] ...`. */
  grammar: Rule<T>;
  /**
   * The generic syntax that must hold too: 'rfc2396' (the default; the value's generic part
   * is RFC 2396's AST), 'rfc3986' (grammar/rfc3986.abnf; the default of schemeFromAbnf), or
   * 'none' (the scheme grammar alone, fragment included).
   */
  generic?: G;
  /**
   * A grammar of the kit (`g`) only: the most calls of recursive `g.rule`s open at once while
   * a URL is read (a positive integer or `Infinity`; default 1,000, docs/grammar-compiler.md
   * "Recursive rules"); a URL nested deeper is an error, code `nesting-too-deep`. A grammar
   * from text takes it from schemeFromBnf or schemeFromAbnf.
   */
  maxNesting?: number;
}

/** Grammars made from text by schemeFromBnf or schemeFromAbnf (checked when they were built): their notation and source. */
export const grammarOrigins = new WeakMap<Rule<unknown>, { notation: Exclude<GrammarNotation, 'typescript'>; source: GrammarSource }>();
