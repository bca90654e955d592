/**
 * The grammar compiler (`uri-grammar/grammar-compiler`): grammar text, in ABNF (RFC 5234 +
 * RFC 7405) or in the BNF of RFC 1738 and RFC 2396, read into a grammar model and compiled to
 * linear-time automata, with the membership, the longest viable prefix and the expected
 * characters of every rule. `compileGrammar` is the same function as the package root's.
 * `extractAbnf` takes the ABNF out of an RFC's plain text, ready for `compileGrammar` (here
 * only: the package root's browser bundle stays within its size ceiling).
 *
 * @example
 * ```ts
 * import { compileGrammar } from 'uri-grammar/grammar-compiler';
 * compileGrammar('x = "a" 1*( "b" )', { notation: 'bnf' }).rules.x!.matches('abb'); //=> true
 * compileGrammar('x = "a" 1*DIGIT', { notation: 'abnf' }).rules.x!.matches('A42'); //=> true // ABNF strings ignore case
 * ```
 *
 * @packageDocumentation
 * @module uri-grammar/grammar-compiler
 */
export { compileGrammar, type GrammarTextOptions } from './engine/grammar-text';
export { compileModel, type CompiledGrammar, type CompiledRule, type Expected } from './engine/bnf/compile';
export type { RunOptions } from './engine/compile/rule';
export { readGrammar, type ReadOptions } from './engine/bnf/reader';
export { BnfError } from './engine/bnf/errors';
export { extractAbnf, type AbnfExtractOptions, type AbnfExtractResult, type ExtractedAbnf, type AbnfExtractNote, type AbnfExtractError } from './engine/abnf/extract';
export type { BnfWarning, Expr, Grammar, Position, Rule } from './engine/bnf/model';
