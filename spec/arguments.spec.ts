/**
 * Bad input never crashes: every function the package root (and uri-grammar/grammar-compiler)
 * exports, given an argument of the wrong type, throws a TypeError or RangeError that says so
 * ("uri-grammar: …"), or returns a structured result; never an error from deep inside
 * (`x.startsWith is not a function`).
 * Found by this sweep: exactNumber, recompose, formatResolveError, portNumber, lookupScheme,
 * compileGrammar's matchers, parseUrl's options, schemeFromBnf's text and options, and the
 * grammar-compiler subpath's readGrammar and compileModel.
 */
import * as library from '../src';
import * as grammarCompiler from '../src/engine/bnf';

const WRONG: readonly unknown[] = [42, null, undefined, {}, []];

/** Functions for which some wrong-looking argument is a meaningful one. */
const MEANINGFUL: Record<string, (value: unknown) => boolean> = {
  isRuleName: () => true, // a type guard: false for anything that is not a rule name
  isRuleName1738: () => true,
  registeredSchemes: () => true, // takes no argument
  format: (v) => typeof v === 'object' && v !== null && !Array.isArray(v), // {} is the empty reference's parts
  establishBase: (v) => typeof v === 'object' && v !== null && !Array.isArray(v), // {}: no base found, a structured answer
  extractStream: (v) => Array.isArray(v), // any iterable of chunks, [] the empty one
};

/** What calling `f` with `args` did: a message for anything but a clear refusal. */
function outcome(f: (...args: unknown[]) => unknown, args: unknown[]): string {
  try {
    f(...args);
    return 'returned';
  } catch (e) {
    if ((e instanceof TypeError || e instanceof RangeError) && e.message.startsWith('uri-grammar: ')) return 'refused';
    return `threw ${(e as Error).constructor.name}: ${(e as Error).message}`;
  }
}

// the root's exports, and those of `uri-grammar/grammar-compiler` (src/engine/bnf) under their subpath
const exported: Array<[string, unknown]> = [...Object.entries(library), ...Object.entries(grammarCompiler).map(([name, value]): [string, unknown] => [`grammar-compiler ${name}`, value])];
const functions = exported.filter((entry): entry is [string, (...args: unknown[]) => unknown] => typeof entry[1] === 'function' && !/^([a-z-]+ )?[A-Z]/.test(entry[0]));

test('the sweep covers the API', () => {
  expect(functions.length).toBeGreaterThan(40);
});

describe.each(functions)('%s', (name, f) => {
  it.each(WRONG.map((v) => [JSON.stringify(v) ?? 'undefined', v]))('as its first argument %s: refused with a clear error, or meaningful', (_, value) => {
    const meaningful = MEANINGFUL[name]?.(value) === true;
    expect(outcome(f, [value])).toBe(meaningful ? 'returned' : 'refused');
  });
});

describe('a second argument of the wrong type', () => {
  it.each([
    ['parseUrl', () => library.parseUrl('http://a/b', 42 as never)],
    ['resolve', () => library.resolve('http://a/b', 42 as never)],
    ['relativize', () => library.relativize('http://a/b', 42 as never)],
    ['equivalent', () => library.equivalent('http://a/b', null as never)],
    ['formatError', () => library.formatError({ offset: 0 } as never, 42 as never)],
    ['escape', () => library.escape('a b', 42 as never)],
    ['schemeFromAbnf', () => library.schemeFromAbnf('x = "x:"', 42 as never)],
    ['schemeFromBnf', () => library.schemeFromBnf('x = "x:"', 42 as never)],
  ])('%s', (_, call) => {
    expect(outcome(call, [])).toBe('refused');
  });
});
