/**
 * What registering a grammar costs, counted (never timed): the alternatives checks' steps, the
 * characters the BNF reader reads, the automaton's states counted before it is built. Each
 * shape at 2x, 4x and 8x size grows at most linearly, and a grammar of 126,000 items is
 * refused or accepted without a RangeError.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readAbnf } from '../../../src/engine/abnf';
import { BnfError, readGrammar } from '../../../src/engine/bnf';
import { Alphabet } from '../../../src/engine/bnf/alphabet';
import { grammarText } from '../../../src/engine/bnf/files';
import { lexerStats } from '../../../src/engine/bnf/lexer';
import type { Grammar } from '../../../src/engine/bnf/model';
import { CheckWork, alternations, checkAlternatives } from '../../../src/engine/compile/alternatives';
import { automatonStates } from '../../../src/engine/compile/estimate';
import * as alternativesModule from '../../../src/engine/compile/alternatives';
import * as nfaModule from '../../../src/engine/compile/nfa';
import { GrammarProblemError, LIMITS } from '../../../src/engine/compile/problems';
import { CompiledStart } from '../../../src/engine/compile/rule';
import { compileGrammar } from '../../../src/grammar-compiler';
import { SchemeGrammarError, schemeFromBnf } from '../../../src/rfc1738-namespace';
import { catalogue } from '../../../src/schemes/catalogue';
import { schemeFromAbnf } from '../../../src/schemes/fromAbnf';
import { withBuiltins } from '../../../src/schemes/fromBnf';
import { checkGrammarText } from '../../../src/schemes/grammarCheck';

jest.setTimeout(120_000);

const SIZES = [1, 2, 4, 8];
const GRAMMARS = join(__dirname, '../../../grammar');

/** `r = "r:" ( ( big / "k" ) / "k" ) …` with `big = 10000"ab"` (issue 27): n alternations, each around a 40,000-state rule. */
const nested = (n: number) => `r = "r:" ${'( '.repeat(n)}big${' / "k" )'.repeat(n)}\nbig = 10000"ab"`;

/** The steps of the alternatives checks of every alternation of `names` (as `grammar check` does them), the budget they had, and those left unchecked. */
function alternativesSteps(grammar: Grammar, names: readonly string[]): { steps: number; budget: number; unchecked: string[]; covered: number } {
  const work = CheckWork.for(grammar, names);
  const alphabet = new Alphabet(grammar);
  const unchecked: string[] = [];
  let covered = 0;
  for (const name of names) {
    for (const alt of alternations(grammar.rules.get(name)!.expr)) {
      const checked = checkAlternatives(grammar, alphabet, name, alt, work);
      if (checked.unchecked) unchecked.push(checked.unchecked);
      covered += checked.covered.length;
    }
  }
  return { steps: work.steps, budget: work.budget, unchecked, covered };
}

/** The alternatives checks' steps over the user rules of ABNF `text` (and the budget they had). */
function checkSteps(text: string): { steps: number; budget: number; unchecked: string[] } {
  const { grammar, userRules } = readAbnf(text);
  return alternativesSteps(grammar, userRules);
}

function refusal(f: () => unknown): { problem: string; line: number; column: number } | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof SchemeGrammarError) return { problem: e.problem, line: e.line, column: e.column };
    if (e instanceof GrammarProblemError) return { problem: e.problem, line: e.at?.line ?? 0, column: e.at?.column ?? 0 };
    throw e;
  }
  return undefined;
}

describe('the alternatives checks: one work budget per registration, linear in the grammar', () => {
  it('nested alternations around a large rule: the steps stay within the budget at 2x, 4x and 8x, and the budget grows linearly', () => {
    const runs = SIZES.map((k) => ({ k, ...checkSteps(nested(10 * k)) }));
    for (const run of runs) expect(run.steps).toBeLessThanOrEqual(run.budget);
    // without the budget each of the 80 checks would build the 40,001 states of big (80 × 40,001 × 100 steps)
    expect(runs[3]!.steps).toBeLessThan(80 * 40_001 * 100);
    expect(runs[3]!.budget - LIMITS.checkWork).toBeLessThanOrEqual(8 * (runs[0]!.budget - LIMITS.checkWork));
    // past the budget the rest go unchecked (the grammar is accepted)
    expect(runs[3]!.unchecked).toContain('work');
  });

  it('the grammar stays accepted, and `grammar check` says once that alternations went unchecked', () => {
    expect(refusal(() => schemeFromAbnf(nested(40), { name: 'nest-x', hierarchical: false }))).toBeUndefined();
    const { problems } = checkGrammarText(nested(40), 'abnf');
    const work = problems.filter((p) => p.problem === 'alternatives-unchecked' && /budget of [\d,]+ steps/.test(p.reason));
    expect(work).toHaveLength(1);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('many small alternations: every one checked, in steps linear in their number', () => {
    const text = (n: number) => `r = "r:" ${Array.from({ length: n }, (_, k) => `( "a${k}" / "b" / "c${k}" )`).join(' ')}`;
    const runs = SIZES.map((k) => checkSteps(text(100 * k)));
    for (const run of runs) expect(run.unchecked).toEqual([]);
    for (let i = 1; i < runs.length; i++) expect(runs[i]!.steps).toBeLessThanOrEqual(2.5 * runs[i - 1]!.steps);
  });

  it('the shipped grammars are checked whole within their budget', () => {
    for (const name of ['rfc2396', 'rfc1738'] as const) {
      const grammar = readGrammar(grammarText(name));
      const names = [...grammar.rules.keys()].filter((n) => n !== 'gopherurl');
      const { unchecked, covered } = alternativesSteps(grammar, names);
      expect(unchecked.filter((why) => why === 'work')).toEqual([]);
      expect(covered).toBe(name === 'rfc1738' ? 2 : 0); // rfc1738's schemepart and fileurl's [ host | "localhost" ]
    }
  });
});

describe('the automaton counted before it is built', () => {
  /** Every rule of every shipped grammar: the count is the automaton buildNfa builds, state for state. */
  const shipped: Array<[string, Grammar]> = [
    ['rfc1738.bnf', readGrammar(grammarText('rfc1738'))],
    ['rfc2396.bnf', readGrammar(grammarText('rfc2396'))],
    ['rfc3986.abnf', readAbnf(readFileSync(join(GRAMMARS, 'rfc3986.abnf'), 'utf8')).grammar],
    ...readdirSync(join(GRAMMARS, 'schemes')).map((f): [string, Grammar] => [`schemes/${f}`, readAbnf(readFileSync(join(GRAMMARS, 'schemes', f), 'utf8'), { uses: f === 'data.abnf' ? 'rfc2396' : 'rfc3986' }).grammar]),
  ];
  it.each(shipped)('%s: estimate = built, for every rule', (_, grammar) => {
    const alphabet = new Alphabet(grammar);
    for (const name of grammar.rules.keys()) {
      const compiled = new CompiledStart(grammar, name, {}, alphabet);
      expect([name, compiled.estimatedStates]).toEqual([name, compiled.nfa.size]);
    }
  });

  it('with node markers too (a scheme from BNF), and the catalogue still registers', () => {
    const nodes = (name: string, from: string) => name !== from;
    const grammar = readGrammar(grammarText('rfc1738'));
    for (const name of ['ftpurl', 'httpurl', 'mailtourl', 'waisurl']) {
      const compiled = new CompiledStart(grammar, name, { node: nodes });
      expect(compiled.estimatedStates).toBe(compiled.nfa.size);
    }
    for (const entry of Object.values(catalogue)) expect(entry.name).toEqual(expect.any(String));
  });

  it('past the limit: refused with the rule\'s line and column, without building, at 2x, 4x and 8x over', () => {
    const build = jest.spyOn(nfaModule, 'buildNfa');
    try {
      for (const k of [2, 4, 8]) {
        const text = `x = "x:"\nbig = "a" ${k * 1000}( 100"a" )`;
        build.mockClear();
        expect(refusal(() => compileGrammar(text, { notation: 'abnf' }).rules.big!.matches('a'))).toEqual({ problem: 'automaton-too-large', line: 2, column: 1 });
        expect(build).not.toHaveBeenCalled();
        const { grammar } = readAbnf(text);
        expect(automatonStates(grammar, 'big')).toBe(LIMITS.states + 1); // capped just past the limit
        // within it, exactly: the sequence 1, "a" 3, the outer repetition 3 + copies × (3 + 100 × 3), the accepting state 1
        const small = readAbnf(`big = "a" ${k}( 100"a" )`).grammar;
        expect(automatonStates(small, 'big')).toBe(1 + 3 + 3 + k * 303 + 1);
        expect(new CompiledStart(small, 'big').nfa.size).toBe(1 + 3 + 3 + k * 303 + 1);
      }
    } finally {
      build.mockRestore();
    }
  });

  it('an alternation past the limit is refused the same way (its rule counted whole), before building', () => {
    const build = jest.spyOn(nfaModule, 'buildNfa');
    try {
      expect(refusal(() => schemeFromBnf('x = "x:" ( 10000( 100"a" ) | "b" )', { name: 'big-x', hierarchical: false }))).toEqual({ problem: 'automaton-too-large', line: 1, column: 1 });
      expect(build).not.toHaveBeenCalled();
    } finally {
      build.mockRestore();
    }
  });
});

describe('BNF using the built-in RFC 1738 rules: the text read once', () => {
  const text = (n: number) => ['x = "fz://" hostport [ "/" hpath ] [ ";" pad0 ]', ...Array.from({ length: n }, (_, k) => `pad${k} = "p${k}" *( alpha | digit )`)].join('\n');
  it('characters read per character of the text stay constant at 2x, 4x and 8x', () => {
    schemeFromBnf(text(10), { name: 'fz', hierarchical: false }); // the built-in text, read once per process
    const ratios = SIZES.map((k) => {
      const t = text(100 * k);
      const before = lexerStats.characters;
      expect(schemeFromBnf(t, { name: 'fz', hierarchical: false }).name).toBe('fz');
      return (lexerStats.characters - before) / t.length;
    });
    const builtins = grammarText('rfc1738').length;
    // the bare-slash scan and the reading; the blocks pulled in are at most the built-in text
    for (const [k, ratio] of ratios.entries()) expect(ratio).toBeLessThanOrEqual(2 + builtins / text(100 * SIZES[k]!).length);
    expect(ratios[3]!).toBeLessThanOrEqual(ratios[0]!);
  });

  it('gives the model, errors and positions reading the text with the blocks appended gives', () => {
    const t = 'x = "fz://" hostport [ "/" gopherurl ]\ny = "a" | nowhere';
    expect(refusal(() => schemeFromBnf(t, { name: 'fz', hierarchical: false }))).toEqual({ problem: 'undefined-rule', line: 2, column: 11 });
    // the model is the one re-reading the text with each missing block appended gave (the way it was done before)
    const lines = grammarText('rfc1738').split('\n');
    const builtins = [...readGrammar(grammarText('rfc1738')).rules.values()];
    const blockOf = (name: string) => {
      const k = builtins.findIndex((r) => r.name === name);
      return lines.slice(builtins[k]!.at.line - 1, k + 1 < builtins.length ? builtins[k + 1]!.at.line - 1 : lines.length).join('\n');
    };
    const user = 'x = "fz://" login [ "/" fpath ] [ "/" gopherurl ]\n  ; a comment\n\ny = hostport';
    let merged = user;
    for (;;) {
      try {
        expect(withBuiltins(user, 'rfc1738').grammar).toEqual(readGrammar(merged));
        break;
      } catch (e) {
        if (!(e instanceof BnfError) || e.problem !== 'undefined-rule') throw e;
        merged += `\n${blockOf(e.rule!)}`;
      }
    }
    expect(merged.length).toBeGreaterThan(user.length);
    const { problems } = checkGrammarText('x = "fz://" hostport [ "/" ftpurl ]', 'bnf');
    expect(problems).toEqual([]);
    expect(checkGrammarText('x = "fz://" y\ny = "a" [ x ]', 'bnf').problems).toEqual([]); // recursion is compiled
    const unending = checkGrammarText('x = "fz://" y\ny = "a" x', 'bnf').problems;
    expect(unending.map((p) => [p.problem, p.line])).toEqual([['unproductive-rule', 1], ['unproductive-rule', 2]]);
  });
});

describe('126,000 items: refused or accepted, never a RangeError', () => {
  const N = 126_000;
  const cases: Array<[string, string]> = [
    ['%x values', `s = %x${Array.from({ length: N }, () => '61').join('.')}`],
    ['a sequence', `s = ${'"a" '.repeat(N)}`],
    ['an alternation', `s = ${Array.from({ length: N }, (_, k) => `"a${k}"`).join(' / ')}`],
  ];
  it.each(cases)('%s (ABNF)', (_, text) => {
    const problem = refusal(() => compileGrammar(text, { notation: 'abnf' }).rules.s!.matches('a'));
    expect(problem).toEqual({ problem: 'automaton-too-large', line: 1, column: 1 });
  });

  it('as a scheme, and as `grammar check` reports it (an error, not a throw)', () => {
    expect(refusal(() => schemeFromAbnf(`s = "s:" ${'"a" '.repeat(N)}`, { name: 'long-x', hierarchical: false }))).toMatchObject({ problem: 'automaton-too-large' });
    const { problems } = checkGrammarText(`s = "s:" ${'"a" '.repeat(N)}`, 'abnf');
    expect(problems.map((p) => [p.severity, p.problem])).toEqual([['error', 'automaton-too-large']]);
  });

  it('126,000 rules, each recursive and never ending: every one reported, the text split once', () => {
    const text = Array.from({ length: N }, (_, k) => `r${k} = "a" r${k}`).join('\n');
    const { problems } = checkGrammarText(text, 'abnf');
    expect(problems).toHaveLength(N);
    expect(problems[N - 1]).toMatchObject({ problem: 'unproductive-rule', line: N });
  });
});

describe('registration builds the start rule\'s automaton alone and checks no alternation', () => {
  /** The states of every automaton built, and the alternations checked, while `f` runs. */
  function counted(f: () => unknown): { automata: number; built: number; checks: number } {
    const build = jest.spyOn(nfaModule, 'buildNfa');
    const check = jest.spyOn(alternativesModule, 'checkAlternatives');
    try {
      f();
      return { automata: build.mock.calls.length, built: build.mock.results.reduce((n, r) => n + (r.value as { size: number }).size, 0), checks: check.mock.calls.length };
    } finally {
      build.mockRestore();
      check.mockRestore();
    }
  }

  it('n rules of alternations, each with an alternative that adds nothing: the same states at 2x, 4x and 8x, no check', () => {
    const text = (n: number) => [`x = "x:" r0`, ...Array.from({ length: n }, (_, k) => `r${k} = "a${k}" / "b" / "a${k}"`)].join('\n');
    const runs = SIZES.map((k) => counted(() => schemeFromAbnf(text(100 * k), { name: 'alts-x', hierarchical: false })));
    for (const run of runs) expect(run).toEqual({ automata: 1, built: runs[0]!.built, checks: 0 });
    expect(runs[0]!.built).toBeLessThan(30); // "x:" and r0's three alternatives

  });

  it('RFC 3261 section 25 (its recursive comment rule edited out, telephone-subscriber defined): SIP-URI registers, building SIP-URI\'s automaton alone', () => {
    const published = readFileSync(join(__dirname, '../../schemes/rfc3261-25.abnf'), 'utf8');
    const text = [
      published
        .replace('*(ctext / quoted-pair / comment)', '*(ctext / quoted-pair)') // comment = LPAREN *(ctext / quoted-pair / comment) RPAREN
        .replace('rquest-uri ; Equal to request-uri as specified\n', 'Request-URI ; Equal to request-uri as specified\n')
        .replace('\n                     by HTTP/1.1\n', '\n                     ; by HTTP/1.1\n'),
      'telephone-subscriber = 1*( DIGIT / "-" / "." )', // RFC 3966's, which RFC 3261 imports
      '',
    ].join('\n');
    const run = counted(() => schemeFromAbnf(text, { name: 'sip-x', start: 'SIP-URI', hierarchical: false, generic: 'none' }));
    const { grammar } = readAbnf(text);
    expect(grammar.rules.size).toBeGreaterThan(280);
    expect(run).toEqual({ automata: 1, built: expect.any(Number), checks: 0 });
    // SIP-URI's automaton, no more: within what it alone counts to with every rule a node
    expect(run.built).toBeLessThanOrEqual(automatonStates(grammar, 'SIP-URI', { node: () => true }));
  });
});
