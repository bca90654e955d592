import { END_OF_INPUT, ParseResult, UriSyntaxError } from './errors';
import { Reply, Rule, fnOf } from './core';
import { buildError } from './diagnose';
import { ruleFrame, tracker } from './tracker';
import { assertString } from './arguments';

const END = [END_OF_INPUT];

/**
 * Records that a run which matched input[0, r.index) needed the end of input there: in the
 * frame of the rule that matched (its node's `type`), so that an error nothing inside the rule
 * tried to continue (`telnet://h/x` after telneturl's final `[ "/" ]`) still names it.
 */
function failAtEnd(r: Reply<unknown> & { status: true }): void {
  const type = (r.value as { type?: unknown } | null)?.type;
  const stack = tracker.stack;
  const below = stack.top;
  if (typeof type === 'string' && below === null) stack.top = ruleFrame(type, null);
  tracker.fail(r.index, END);
  stack.top = below;
}

/** The error of a finished run that did not span the whole input (the tracker holds its failures). */
export function errorOf(r: Reply<unknown>, input: string): UriSyntaxError {
  if (r.status) failAtEnd(r);
  else if (r.furthest > tracker.offset) tracker.fail(r.furthest, r.expected); // a plain parsimmon parser composed in
  return buildError(input, tracker);
}

/** Parses the whole of `input` as `rule`: a value, or the error at the longest viable prefix. */
export function runRule<T>(rule: Rule<T>, input: unknown): ParseResult<T> {
  assertString(input);
  const fn = fnOf(rule);
  tracker.reset();
  const r = fn(input, 0);
  if (r.status && r.index === input.length) return { ok: true, value: r.value };
  return { ok: false, error: errorOf(r, input) };
}
