/**
 * One family of refusals: every grammar refusal is a GrammarRefusalError with `problem`,
 * `rule`, `line` and `column`, the same class and code for the same problem whether the grammar
 * is BNF, ABNF or a kit grammar; the registry refuses with a SchemeRegistryError and a `code`.
 * The old class names still hold (`instanceof GrammarError`, `BnfError`, …).
 */
import {
  BnfError, GrammarError, GrammarProblemError, GrammarRefusalError, SchemeGrammarError, SchemeRegistryError, compileGrammar, defineScheme, g,
  overrideScheme, rules1738, schemeFromAbnf, schemeFromBnf,
} from '../../src';

/** What `f` threw: its class (by name, then checked for the family), problem or code, rule and place. */
function refusal(f: () => unknown): { class: string; problem?: unknown; rule?: unknown; line?: unknown; column?: unknown; code?: unknown } {
  try {
    f();
  } catch (e) {
    if (e instanceof GrammarRefusalError) return { class: e.name, problem: e.problem, rule: e.rule, line: e.line, column: e.column };
    if (e instanceof SchemeRegistryError) return { class: e.name, code: e.code };
    return { class: `not in the family: ${(e as Error).name}: ${(e as Error).message}` };
  }
  return { class: 'nothing thrown' };
}

let k = 0;
const fresh = () => `rf${k++}`;
const bnf = (text: string) => () => schemeFromBnf(text, { name: fresh(), hierarchical: false });
const abnf = (text: string) => () => schemeFromAbnf(text, { name: fresh(), hierarchical: false });

describe('a scheme grammar refused', () => {
  // [what, BNF text, ABNF text, the refusal both give]
  const cases: Array<[string, string, string, object]> = [
    ['recursion that never ends', 'x = "a" y\ny = "b" x', 'x = "a" y\ny = "b" x', { class: 'SchemeGrammarError', problem: 'unproductive-rule', rule: 'x', line: 1 }],
    ['left recursion', 'x = "a" y\ny = y "b" | "c"', 'x = "a" y\ny = y "b" / "c"', { class: 'SchemeGrammarError', problem: 'left-recursive-rule', rule: 'y', line: 2 }],
    ['an undefined rule', 'x = "a" nosuch', 'x = "a" nosuch', { class: 'SchemeGrammarError', problem: 'undefined-rule', rule: 'nosuch', line: 1, column: 9 }],
    ['a rule defined twice', 'x = "a"\nx = "b"', 'x = "a"\nx = "b"', { class: 'SchemeGrammarError', problem: 'duplicate-rule', rule: 'x', line: 2, column: 1 }],
    ['a repetition of the empty string', 'x = "a" *[ "" ]', 'x = "a" *( "" )', { class: 'SchemeGrammarError', problem: 'empty-repetition', rule: 'x', line: 1 }],
  ];
  it.each(cases)('by %s is the same class and code from BNF and from ABNF', (_what, bnfText, abnfText, expected) => {
    const fromBnf = refusal(bnf(bnfText));
    const fromAbnf = refusal(abnf(abnfText));
    expect(fromBnf).toMatchObject(expected);
    expect(fromAbnf).toMatchObject(expected);
    expect(fromAbnf.rule).toBe(fromBnf.rule);
  });

  it('by text that cannot be read is the notation reader\'s class, with the same code', () => {
    const fromBnf = refusal(bnf('x = "a'));
    const fromAbnf = refusal(abnf('x = "a'));
    expect([fromBnf.class, fromAbnf.class]).toEqual(['BnfError', 'GrammarError']);
    expect([fromBnf.problem, fromBnf.line, fromBnf.column]).toEqual(['unterminated-string', 1, 5]);
    expect([fromAbnf.problem, fromAbnf.line, fromAbnf.column]).toEqual(['unterminated-string', 1, 5]);
  });

  it('keeps the old classes: instanceof works as before, and each is a GrammarRefusalError', () => {
    const errors = [bnf('x = "a" x'), abnf('x = "a" x'), bnf('x = "a'), abnf('x = "a'), () => compileGrammar('x = 100000"a"', { notation: 'abnf' }).rules.x!.matches('a')].map((f) => {
      try {
        f();
      } catch (e) {
        return e;
      }
      return undefined;
    });
    expect(errors.map((e) => [e instanceof GrammarRefusalError, e instanceof Error])).toEqual(errors.map(() => [true, true]));
    expect([errors[0] instanceof SchemeGrammarError, errors[1] instanceof SchemeGrammarError, errors[2] instanceof BnfError, errors[3] instanceof GrammarError, errors[4] instanceof GrammarProblemError]).toEqual([true, true, true, true, true]);
    expect((errors[4] as GrammarProblemError).problem).toBe('repetition-too-large');
  });

  it('from a kit grammar is the same class and code as from text', () => {
    const name = fresh();
    const kit = refusal(() => defineScheme({ name, hierarchical: false, grammar: g.rule('x', g.seq(g.literal('a'), g.ref('nosuch'))) }));
    expect(kit).toMatchObject({ class: 'SchemeGrammarError', problem: 'undefined-rule', rule: 'nosuch', line: 0, column: 0 });
    expect(refusal(() => defineScheme({ name: fresh(), hierarchical: false, grammar: g.rule('y', g.ref('nosuch')) }))).toMatchObject({ class: 'SchemeGrammarError', problem: 'undefined-rule', rule: 'nosuch' });
  });

  it('by compileGrammar has the same code in both notations', () => {
    const fromBnf = refusal(() => compileGrammar('x = "a" x', { notation: 'bnf' }).rules.x!.matches('a'));
    const fromAbnf = refusal(() => compileGrammar('x = "a" x', { notation: 'abnf' }).rules.x!.matches('a'));
    expect([fromBnf.problem, fromBnf.rule, fromAbnf.problem, fromAbnf.rule]).toEqual(['unproductive-rule', 'x', 'unproductive-rule', 'x']);
    const undefinedBnf = refusal(() => compileGrammar('x = "a" nosuch', { notation: 'bnf' }));
    const undefinedAbnf = refusal(() => compileGrammar('x = "a" nosuch', { notation: 'abnf' }));
    expect([undefinedBnf.problem, undefinedBnf.rule, undefinedBnf.line, undefinedBnf.column]).toEqual(['undefined-rule', 'nosuch', 1, 9]);
    expect([undefinedAbnf.problem, undefinedAbnf.rule, undefinedAbnf.line, undefinedAbnf.column]).toEqual(['undefined-rule', 'nosuch', 1, 9]);
  });
});

describe('the options', () => {
  it('hierarchical is required by schemeFromAbnf and schemeFromBnf themselves, not first by defineScheme', () => {
    const options = { name: 'no-hier' } as never;
    expect(() => schemeFromAbnf('x = "no-hier:" 1*ALPHA', options)).toThrow(/^uri-grammar: schemeFromAbnf needs hierarchical: true or false .*got undefined$/);
    expect(() => schemeFromBnf('x = "no-hier:" 1*alpha', options)).toThrow(/^uri-grammar: schemeFromBnf needs hierarchical: true or false .*got undefined$/);
    expect(() => schemeFromAbnf('x = "no-hier:" 1*ALPHA', { name: 'no-hier', hierarchical: 'yes' } as never)).toThrow(TypeError);
  });
});

describe('the registry', () => {
  it('refuses a registered name to defineScheme and an unknown one to overrideScheme with a SchemeRegistryError', () => {
    const grammar = g.seq(g.literal('q:'), rules1738.hostport);
    for (const make of [(name: string) => schemeFromBnf('x = "q:" hostport', { name, hierarchical: false }), (name: string) => schemeFromAbnf('x = "q:" 1*ALPHA', { name, hierarchical: false })]) {
      expect(refusal(() => defineScheme(make('FTP')))).toEqual({ class: 'SchemeRegistryError', code: 'already-registered' });
      expect(refusal(() => overrideScheme(make('nope-scheme')))).toEqual({ class: 'SchemeRegistryError', code: 'not-registered' });
    }
    expect(refusal(() => defineScheme({ name: 'http', hierarchical: true, grammar }))).toEqual({ class: 'SchemeRegistryError', code: 'already-registered' });
    try {
      overrideScheme({ name: 'No-Such', hierarchical: true, grammar });
    } catch (e) {
      expect(e instanceof Error && e instanceof SchemeRegistryError && [e.scheme, e.message]).toEqual(['no-such', 'uri-grammar: scheme "no-such" is not registered; use defineScheme to add it']);
    }
  });
});
