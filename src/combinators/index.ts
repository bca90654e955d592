export * from './errors';
export { CharClass } from './chars';
export type { Rule } from './combinators';
export {
  rule, literal, seq, opt, map, failure, silentFailure, success, fnOf, fromFn, isRule,
} from './combinators';
export { HEX } from './hex';
export type { FailureReply, ParseFn, Reply, SuccessReply } from './combinators';
export { runRule } from './run';
export { assertString, kindOf } from './arguments';
export { formatError } from './format';
export type { FormatOptions } from './format';
export { tracker } from './tracker';
export type { RuleFrame } from './tracker';
export { buildError } from './diagnose';
export type { Node, NodeFields } from './node';
