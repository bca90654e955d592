import P from 'parsimmon';
import { ErrorCode, quoted, Span } from './errors';
import { ruleFrame, tracker } from './tracker';
import type { Node, NodeFields } from './node';

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

// Sequencing, choice and scanning are implemented here rather than with parsimmon's own
// `seq`/`alt`, which merge expectation sets (a Set and a sort) on every failure; failures go
// to the tracker instead, which also knows the rule stack. Parsimmon stays behind `fnOf` and
// `fromFn`: the only casts between its types and ours.

/** A success reply, as parsimmon's `makeSuccess` makes it but with one shared (frozen) empty `expected` list. */
export function success<T>(index: number, value: T): SuccessReply<T> {
  return { status: true, index, value, furthest: -1, expected: NO_EXPECTED as string[] };
}

const NO_EXPECTED: readonly string[] = Object.freeze([]);

/** The parse function inside a rule (parsimmon keeps it in `_`). */
export function fnOf<T>(rule: Rule<T>): ParseFn<T> {
  return (rule as unknown as { _: ParseFn<T> })._;
}

/** Whether `value` is a rule (a parser combinator of this library, or any parsimmon parser). */
export function isRule(value: unknown): value is Rule<unknown> {
  return value instanceof P;
}

/** The rule (a parsimmon parser) that runs `fn`. */
export function fromFn<T>(fn: ParseFn<T>): Rule<T> {
  return P(fn as (input: string, i: number) => P.Reply<T>) as unknown as Rule<T>;
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

/**
 * A named rule: pushes `name` on the rule stack while `body` parses, then builds the
 * node `{ type: name, span, text, ...fields(value) }`.
 */
export function rule<N extends Node<string>, V>(
  name: N['type'],
  body: Rule<V>,
  fields: (value: V, span: Span, input: string) => NodeFields<N>,
): Rule<N> {
  const fn = fnOf(body);
  const stack = tracker.stack;
  // The rule's frame on the persistent rule stack, reused while the stack below is the same
  // (frames never change, so sharing one is safe): a rule is nearly always entered from the
  // same place, so parsing allocates no frames.
  let frame = ruleFrame(name, null);
  return fromFn((input, i) => {
    const below = stack.top;
    if (frame.parent !== below) frame = ruleFrame(name, below);
    stack.top = frame;
    const r = fn(input, i);
    stack.top = below;
    if (!r.status) return r;
    const span = { start: i, end: r.index };
    return success(r.index, { type: name, span, text: input.slice(i, r.index), ...fields(r.value, span, input) } as unknown as N);
  });
}

/** A case-sensitive literal; a partial match fails at the first differing character. */
export function literal(text: string): Rule<string> {
  const expected = Array.from({ length: text.length }, (_, k) => [quoted(text[k])]);
  return fromFn((input, i) => {
    for (let k = 0; k < text.length; k++) {
      if (input.charCodeAt(i + k) !== text.charCodeAt(k)) return failure(i + k, expected[k]);
    }
    return success(i + text.length, text);
  });
}

export function seq<T extends unknown[]>(...parts: { [K in keyof T]: Rule<T[K]> }): Rule<T> {
  const fns = parts.map((p) => fnOf(p as Rule<unknown>));
  return fromFn((input, i) => {
    const values: unknown[] = new Array(fns.length);
    let p = i;
    for (let k = 0; k < fns.length; k++) {
      const r = fns[k](input, p);
      if (!r.status) return r;
      values[k] = r.value;
      p = r.index;
    }
    return success(p, values as T);
  });
}

/** `[ x ]`: the value, or undefined (consuming nothing) when x fails. */
export function opt<T>(part: Rule<T>): Rule<T | undefined> {
  const fn = fnOf(part);
  return fromFn((input, i) => {
    const r = fn(input, i);
    return r.status ? r : success(i, undefined);
  });
}

export function map<A, B>(part: Rule<A>, f: (a: A) => B): Rule<B> {
  const fn = fnOf(part);
  return fromFn((input, i) => {
    const r = fn(input, i);
    return r.status ? success(r.index, f(r.value)) : (r as unknown as Reply<B>);
  });
}
