export * from './errors';
export { CharClass } from './chars';
export type { Rule } from './combinators';
export {
  rule, literal, seq, opt, map, failure, silentFailure, success, fnOf, fromFn, isRule, HEX,
} from './combinators';
export type { FailureReply, ParseFn, Reply, SuccessReply } from './combinators';
export { runRule, assertString, kindOf } from './run';
export { formatError } from './format';
export type { FormatOptions } from './format';
export { tracker } from './tracker';
export type { RuleFrame } from './tracker';
export { buildError } from './diagnose';
export type { Node, NodeFields } from './node';
