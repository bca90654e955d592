/**
 * The grammar compiler (`uri-grammar/grammar-compiler`): BNF text in the notation of RFC 2396
 * and RFC 1738 read into a grammar model and compiled to linear-time automata, with the
 * membership, the longest viable prefix and the expected characters of every rule.
 *
 * @example
 * ```ts
 * import { compileGrammar } from 'uri-grammar/grammar-compiler';
 * compileGrammar('x = "a" 1*( "b" )').rules.x.matches('abb'); // true
 * ```
 *
 * @packageDocumentation
 */
export { compileGrammar, compileModel, type CompiledGrammar, type CompiledRule, type Expected } from './compile';
export { readGrammar, type ReadOptions } from './reader';
export { BnfError } from './errors';
export type { BnfWarning, Expr, Grammar, Position, Rule } from './model';
