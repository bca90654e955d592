import { END_OF_INPUT, ParseResult, UriSyntaxError } from './errors';
import { Reply, Rule, fnOf } from './combinators';
import { buildError } from './diagnose';
import { ownProperties } from '../own';
import { ruleFrame, tracker } from './tracker';

/** Throws the TypeError every public entry point gives for a non-string argument. */
export function assertString(value: unknown, what = 'input'): asserts value is string {
  if (typeof value !== 'string') throw new TypeError(`uri-grammar: ${what} must be a string, got ${kindOf(value)}`);
}

/** What a wrong argument is, for an error message: `null`, `an array`, or its `typeof`. */
export function kindOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
}

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

const NO_OPTIONS: object = Object.freeze(Object.create(null));

/** The options argument: undefined or an object (a TypeError otherwise), as its own properties (engine/own). */
export function optionsOf<T extends object>(options: unknown, what: string): Partial<T> {
  if (options === undefined) return NO_OPTIONS as Partial<T>;
  if (typeof options === 'object' && options !== null && !Array.isArray(options)) return ownProperties(options as T);
  throw new TypeError(`uri-grammar: ${what} options must be an object, got ${kindOf(options)}`);
}
