import P from 'parsimmon';
import { quoted, Span } from './errors';
import { ruleFrame, tracker } from './tracker';
import type { Node, NodeFields } from './node';
import { type Reply, type Rule, RULE_PROTOTYPE, failure, fnOf, fromFn, success } from './core';

// Rules are parsimmon parsers from here on (./core): what a user is handed can be cast to a `Parser`.
Object.setPrototypeOf(RULE_PROTOTYPE, P.prototype);

/** Whether `value` is a rule (a parser combinator of this library, or any parsimmon parser). */
export function isRule(value: unknown): value is Rule<unknown> {
  return value instanceof P;
}

// Sequencing, choice and scanning are implemented here rather than with parsimmon's own
// `seq`/`alt`, which merge expectation sets (a Set and a sort) on every failure; failures go
// to the tracker instead, which also knows the rule stack. Parsimmon stays behind `fnOf` and
// `fromFn` (./core): the only casts between its types and ours.

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
