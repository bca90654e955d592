export { compileGrammar, compileModel, type CompiledGrammar, type CompiledRule, type Expected } from './compile';
export { readGrammar, type ReadOptions } from './reader';
export { BnfError } from './errors';
export type { BnfWarning, Expr, Grammar, Position, Rule } from './model';
