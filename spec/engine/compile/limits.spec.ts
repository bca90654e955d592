/** Registration refuses, with a stable problem code and a place, what the compiler cannot bound; and accepts the shapes it can. */
import { readGrammar } from '../../../src/engine/bnf';
import { GrammarProblemError, LIMITS } from '../../../src/engine/compile/problems';
import { CompiledStart } from '../../../src/engine/compile/rule';
import { SchemeGrammarError, schemeFromBnf } from '../../../src/rfc1738-namespace';

const compile = (text: string, start = 'x') => new CompiledStart(readGrammar(text), start);

function refusal(f: () => unknown): { problem: string; rule: string; line?: number } | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof SchemeGrammarError) return { problem: e.problem, rule: e.rule, line: e.line };
    if (e instanceof GrammarProblemError) return { problem: e.problem, rule: e.rule };
    throw e;
  }
  return undefined;
}

const chain = (n: number) => Array.from({ length: n }, (_, k) => `r${k} = r${k + 1} "a"`).join('\n') + `\nr${n} = "b"`;
const scheme = (text: string, start = 'x') => () => schemeFromBnf(text, { name: 'lim-x', start, hierarchical: false });

describe('limits of the compiler (GrammarProblemError from the engine, SchemeGrammarError at registration)', () => {
  it.each([
    ['repetition-too-large', `x = "x:" ${LIMITS.repeat + 1}"a"`, 'x', 1],
    ['repetition-too-large', 'x = "x:" 10000000"a"', 'x', 1],
    ['automaton-too-large', 'x = "x:" 10000( 100"a" )', 'x', 1],
    ['nesting-too-deep', `x = "x:" ${'( '.repeat(LIMITS.depth + 5)}"a"${' )'.repeat(LIMITS.depth + 5)}`, 'x', 1],
    ['nesting-too-deep', `x = "x:" r0\n${chain(LIMITS.depth + 10)}`, `r${LIMITS.depth - 1}`, LIMITS.depth + 1],
    ['empty-repetition', 'x = "x:" *""', 'x', 1],
    ['left-recursive-rule', 'x = "x:" y\ny = [ "a" ] z\nz = y "b" | "c"', 'z', 3],
    ['unproductive-rule', 'x = "x:" y\ny = "(" y ")"', 'y', 2],
    ['undefined-rule', 'x = "x:" nowhere', 'nowhere', 1],
    ['unknown-start', 'y = "x:"', 'x', 0],
    ['bare-slash', 'x = "x:" "a" / "b"', 'x', 1],
  ])('%s: %s', (problem, text, rule, line) => {
    expect(refusal(scheme(text))).toEqual({ problem, rule, line });
  });

  it('accepts an alternative that adds nothing (the language is the same: `grammar check` warns of it)', () => {
    expect(refusal(scheme('x = "x:" ( "ab" | "a" | "ab" )'))).toBeUndefined();
  });

  it('refuses a text nested too deep for its reader with the same code, not a RangeError', () => {
    const text = `x = "x:" ${'[ '.repeat(50_000)}"a"${' ]'.repeat(50_000)}`;
    expect(refusal(scheme(text))).toMatchObject({ problem: 'nesting-too-deep', rule: 'x' });
  });

  it('refuses a nesting too deep that runs through rules checked before (RangeError: Maximum call stack size exceeded, 2026-12-07)', () => {
    // each rule is checked in text order: b0 and a0 pass alone, and their facts were taken as known below x, 1,201 levels deep
    const chainOf = (p: string, n: number, last: string) => Array.from({ length: n }, (_, k) => `${p}${k} = "c" ${k + 1 < n ? `${p}${k + 1}` : last}`).join('\n');
    const text = `${chainOf('b', 900, '"z"')}\n${chainOf('a', 300, 'b0')}\nx = "x:" a0`;
    expect(refusal(scheme(text))).toMatchObject({ problem: 'nesting-too-deep' });
    // and where a fresh check of x alone refuses it
    expect(refusal(scheme(`x = "x:" a0\n${chainOf('a', 300, 'b0')}\n${chainOf('b', 900, '"z"')}`))).toMatchObject({ problem: 'nesting-too-deep', rule: 'b699' });
  });

  it('the engine names the problem without registration too', () => {
    expect(refusal(() => compile(`x = ${LIMITS.repeat + 1}"a"`))).toEqual({ problem: 'repetition-too-large', rule: 'x' });
  });
});

describe('shapes within the limits compile and parse', () => {
  it('a chain of rules as long as the nesting limit allows', () => {
    const c = compile(`x = r0\n${chain(LIMITS.depth - 2)}`);
    expect(c.matches('b' + 'a'.repeat(LIMITS.depth - 2))).toBe(true);
    expect(c.matches('b' + 'a'.repeat(LIMITS.depth - 3))).toBe(false);
  });
  it('optionals nested to the limit', () => {
    const n = LIMITS.depth - 1;
    const c = compile(`x = ${'[ "a" '.repeat(n)}${' ]'.repeat(n)}`);
    expect(c.matches('a'.repeat(n))).toBe(true);
    expect(c.diagnose('a'.repeat(n + 1))).toMatchObject({ offset: n, expected: ['end of input'] });
  });
  it('an alternative covered only beyond the check budget does not hang: the exponential shape registers', () => {
    expect(refusal(scheme('x = "x:" ( *( "a" | "b" ) "a" 20( "a" | "b" ) | *( "a" | "b" ) )'))).toBeUndefined();
  });
  it('2,000 literal alternatives', () => {
    const lits = Array.from({ length: 2000 }, (_, k) => `"w${k}"`).join(' | ');
    expect(refusal(scheme(`x = "x:" ( ${lits} )`))).toBeUndefined();
  });
  it('repetition of what can match empty (RFC 5234 grammars may): the language is well defined', () => {
    const c = compile('x = *( [ "a" ] [ "b" ] )');
    expect(['', 'a', 'ab', 'ba', 'bbaa'].map((s) => c.matches(s))).toEqual([true, true, true, true, true]);
    expect(c.derive('ab')).toEqual([]);
  });
});
