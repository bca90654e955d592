export * from './errors';
export { CharClass } from './chars';
export type { Rule } from './combinators';
export {
  rule, leafRule, literal, charOf, scan, scanRun, endOfInput, notFollowedBy, seq, alt, longest, opt, many, map,
  requiredAtEnd, failure, silentFailure, success, badEscapeAt, fnOf, fromFn, isRule, HEX,
} from './combinators';
export type { FailureReply, ParseFn, Reply, ScanOptions, SuccessReply } from './combinators';
export { runRule, assertString, kindOf } from './run';
export { formatError } from './format';
export type { FormatOptions } from './format';
export { tracker } from './tracker';
export type { RuleFrame } from './tracker';
export { buildError } from './diagnose';
export type { Node, NodeFields } from './node';
export { hostnameScanner, labelScanner, dottedQuadScanner, scannerRule, hostnameRule } from './domain';
export type { DomainShape, HostnameNode } from './domain';
