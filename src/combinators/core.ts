import type { ErrorCode } from './errors';
import { tracker } from './tracker';

declare const ruleValue: unique symbol;

/**
 * A grammar rule that yields values of type `T`: an opaque object the library's functions
 * take (`g.seq`, `g.rule`, `defineScheme`, …). Its one member is a type-level marker; there
 * is nothing to call on it. Compose rules with the kit `g`; run an RFC 2396 rule with `parse`.
 *
 * At run time a rule is a parsimmon `Parser`, so code that uses parsimmon itself can cast
 * across: `rule as unknown as Parser<T>`, and `parser as unknown as Rule<T>` (the kit's
 * registration checks cannot see inside a parser they did not build and treat it as opaque).
 *
 * @example
 * ```ts
 * import { g, rules1738, type Rule } from 'uri-grammar';
 * const dn = g.many(g.alt<unknown>(rules1738.uchar, g.literal('=')));
 * type Value = typeof dn extends Rule<infer T> ? T : never; //=> unknown[]
 * ```
 */
export interface Rule<T> {
  /** The type of the rule's value (a marker for the type checker: no such property exists). */
  readonly [ruleValue]: T;
}

/** A success of a parse function: the value and the offset after it. */
export interface SuccessReply<T> {
  status: true;
  index: number;
  value: T;
  furthest: -1;
  expected: string[];
}

/** A failure of a parse function: `furthest` is where it failed, `expected` what could have continued there. */
export interface FailureReply {
  status: false;
  index: -1;
  value: null;
  furthest: number;
  expected: string[];
}

/** What a parse function returns (the shape parsimmon's replies have). */
export type Reply<T> = SuccessReply<T> | FailureReply;
/** The function inside a rule: parses `input` from offset `i`. */
export type ParseFn<T> = (input: string, i: number) => Reply<T>;

/** A success reply, as parsimmon's `makeSuccess` makes it but with one shared (frozen) empty `expected` list. */
export function success<T>(index: number, value: T): SuccessReply<T> {
  return { status: true, index, value, furthest: -1, expected: NO_EXPECTED as string[] };
}

const NO_EXPECTED: readonly string[] = Object.freeze([]);

/** The parse function inside a rule (parsimmon keeps it in `_`). */
export function fnOf<T>(rule: Rule<T>): ParseFn<T> {
  return (rule as unknown as { _: ParseFn<T> })._;
}

/**
 * What every rule inherits from: parsimmon's `Parser.prototype` once ./combinators is loaded
 * (it installs it), which every module that hands rules to a user imports. Until then a
 * plain object: `parseUrl` runs its grammars' parse functions (`fnOf`) and never a parser's
 * method, so a program that only parses URLs carries no parsimmon.
 */
export const RULE_PROTOTYPE: object = {};

/** The rule that runs `fn`: as parsimmon's `Parsimmon(fn)` makes a parser, an object holding `fn` in `_`. */
export function fromFn<T>(fn: ParseFn<T>): Rule<T> {
  const rule = Object.create(RULE_PROTOTYPE) as { _: ParseFn<T> };
  rule._ = fn;
  return rule as unknown as Rule<T>;
}

/** A failure at `offset` that records nothing (parsimmon's `makeFailure` shape). */
export function silentFailure(offset: number, expected: string[] = []): FailureReply {
  return { status: false, index: -1, value: null, furthest: offset, expected };
}

/** Records a failure at `offset` and returns the failure reply (parsimmon's `makeFailure` shape). */
export function failure(offset: number, expected: readonly string[], code?: ErrorCode): FailureReply {
  tracker.fail(offset, expected, code);
  return silentFailure(offset, expected as string[]);
}
