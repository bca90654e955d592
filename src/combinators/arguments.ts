import { ownProperties } from '../own';

// The checks of a public function's arguments: a module of its own, which the RFC 2396 calls
// load without the combinator runtime (and parsimmon).

/** Throws the TypeError every public entry point gives for a non-string argument. */
export function assertString(value: unknown, what = 'input'): asserts value is string {
  if (typeof value !== 'string') throw new TypeError(`uri-grammar: ${what} must be a string, got ${kindOf(value)}`);
}

/** What a wrong argument is, for an error message: `null`, `an array`, or its `typeof`. */
export function kindOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
}

const NO_OPTIONS: object = Object.freeze(Object.create(null));

/** The options argument: undefined or an object (a TypeError otherwise), as its own properties (engine/own). */
export function optionsOf<T extends object>(options: unknown, what: string): Partial<T> {
  if (options === undefined) return NO_OPTIONS as Partial<T>;
  if (typeof options === 'object' && options !== null && !Array.isArray(options)) return ownProperties(options as T);
  throw new TypeError(`uri-grammar: ${what} options must be an object, got ${kindOf(options)}`);
}
