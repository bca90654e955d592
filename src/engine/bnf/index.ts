/**
 * The BNF side of the grammar compiler, as the engine uses it: the reader of RFC 1738 / RFC 2396
 * BNF text, the model, and the compile step. The public entry is src/grammar-compiler.ts.
 */
export { compileBnf, compileModel, type CompiledGrammar, type CompiledRule, type Expected } from './compile';
export { readGrammar, type ReadOptions } from './reader';
export { BnfError } from './errors';
export type { BnfWarning, Expr, Grammar, Position, Rule } from './model';
