import { readFileSync } from 'fs';
import { join } from 'path';
import { readAbnf } from '../../../src/engine/abnf';
import { compileGrammar } from '../../../src/engine/grammar-text';
import { CompiledStart } from '../../../src/engine/compile/rule';
import { GrammarProblemError } from '../../../src/engine/compile/problems';
import { CfgOracle, backtrackingDerivation } from './cfgOracle';
import { alphabetOf, randomInputs } from './recursionInputs';
import { machineOf } from './stackMachineOf';
import { runs } from '../../runs';

const grammarFile = (name: string) => readFileSync(join(__dirname, 'grammars', name), 'utf8');

/** Recursive grammars (ABNF) and the rule to start from. */
const GRAMMARS: Array<{ name: string; text: string; start: string; length: number }> = [
  { name: 'balanced parentheses', text: 'p = "(" p ")" / "x"', start: 'p', length: 10 },
  { name: 'nullable recursion (Dyck words)', text: 'd = [ "(" d ")" d ]', start: 'd', length: 10 },
  { name: 'a repetition of nested groups', text: 's = *( "(" s ")" / "x" )', start: 's', length: 10 },
  { name: 'nested comment (RFC 5322 style)', text: 'comment = "(" *( ctext / quoted-pair / comment ) ")"\nctext = "a" / " "\nquoted-pair = "\\" ( "(" / ")" / "a" )', start: 'comment', length: 10 },
  { name: 'mutual recursion', text: 'a = "[" b "]" / "a"\nb = "{" a "}" / "b" / a "," a', start: 'a', length: 11 },
  { name: 'ambiguous recursion', text: 'e = "(" e ")" / "(" f ")" ")" / "x" / "x" e\nf = e / "(" e', start: 'e', length: 10 },
  { name: 'a small LDAP filter', text: 'filter = "(" comp ")"\ncomp = and / not / item\nand = "&" list\nlist = 1*filter\nnot = "!" filter\nitem = "a" ( "=" / "~=" ) *"v"', start: 'filter', length: 12 },
];

describe('recursive rules: membership and errors are the language of the grammar', () => {
  for (const { name, text, start, length } of GRAMMARS) {
    test(`${name}: matches, viablePrefix and expectedAt agree with a CFG recogniser`, () => {
      const { grammar } = readAbnf(text);
      const oracle = new CfgOracle(grammar);
      const rule = compileGrammar(text, { notation: 'abnf' }).rules[start]!;
      const alphabet = alphabetOf(text);
      let members = 0;
      for (const input of randomInputs(alphabet, length, runs(1500), name, text, start)) {
        const member = oracle.member(start, input);
        if (member) members++;
        expect([input, rule.matches(input)]).toEqual([input, member]);
        const offset = oracle.viablePrefix(start, input);
        const expected = rule.expectedAt(input);
        expect([input, rule.viablePrefix(input), expected.offset]).toEqual([input, offset, offset]);
        const prefix = input.slice(0, offset);
        expect([input, expected.endOfInput]).toEqual([input, oracle.member(start, prefix)]);
        // the ranges name exactly the characters that extend the prefix
        for (const c of alphabet) {
          const extends_ = oracle.viable(start, prefix + c);
          const named = expected.ranges.some(([a, b]) => c.charCodeAt(0) >= a && c.charCodeAt(0) <= b);
          expect([input, c, named]).toEqual([input, c, extends_]);
        }
        expect(expected.nestingTooDeep).toBeUndefined();
      }
      expect(members).toBeGreaterThanOrEqual(5); // the generated inputs reach members, not only mistakes (p has 5 of at most 10 characters)
    });
  }

  test('the rule path names the calls open at the offset', () => {
    const rule = compileGrammar('p = "(" p ")" / "x"', { notation: 'abnf' }).rules.p!;
    expect(rule.expectedAt('((x)')).toMatchObject({ offset: 4, expected: ['")"'], rulePath: ['p'] });
    expect(rule.expectedAt('((y')).toMatchObject({ offset: 2, expected: ['"("', '"x"'], rulePath: ['p', 'p', 'p'] });
    const ldap = compileGrammar('filter = "(" comp ")"\ncomp = and / item\nand = "&" 1*filter\nitem = "a=" *"v"', { notation: 'abnf' }).rules.filter!;
    expect(ldap.expectedAt('(&(a=v)(&(b')).toMatchObject({ offset: 10, rulePath: ['filter', 'comp', 'and', 'filter', 'comp', 'and', 'filter', 'comp', 'and'] }); // the first expected item, "&", lies in `and`
  });
});

describe('nesting limit (maxNesting)', () => {
  const nested = (n: number) => '('.repeat(n - 1) + 'x' + ')'.repeat(n - 1); // n occurrences of p
  test('p = "(" p ")" / "x": n levels accepted at maxNesting n, an error at n + 1', () => {
    for (const limit of [1, 2, 5, 40]) {
      const rule = compileGrammar('p = "(" p ")" / "x"', { notation: 'abnf', maxNesting: limit }).rules.p!;
      expect(rule.matches(nested(limit))).toBe(true);
      expect(rule.matches(nested(limit + 1))).toBe(false);
      // "(" × limit can begin no member within the limit: the offset is the longest prefix viable within it
      // (the "(" there is still named: it is where the too deep nesting begins)
      expect(rule.expectedAt(nested(limit + 1))).toMatchObject({ offset: limit - 1, nestingTooDeep: true, expected: ['"("', '"x"'] });
    }
  });

  test('a comment: the "(" that opens level limit + 1 is the offset', () => {
    const text = 'comment = "(" *( "a" / comment ) ")"';
    for (const limit of [1, 3, 10]) {
      const rule = compileGrammar(text, { notation: 'abnf', maxNesting: limit }).rules.comment!;
      expect(rule.matches('('.repeat(limit) + 'a' + ')'.repeat(limit))).toBe(true);
      const deep = '(a'.repeat(limit + 1) + ')'.repeat(limit + 1);
      expect(rule.expectedAt(deep)).toMatchObject({ offset: 2 * limit, nestingTooDeep: true, expected: ['"a"', '")"'], rulePath: Array(limit).fill('comment') });
    }
  });

  test('an input that fails for another reason is no nesting error', () => {
    const rule = compileGrammar('p = "(" p ")" / "x"', { notation: 'abnf', maxNesting: 3 }).rules.p!;
    expect(rule.expectedAt('(y').nestingTooDeep).toBeUndefined();
    expect(rule.expectedAt('((x))').nestingTooDeep).toBeUndefined();
    // calls are dropped at every offset inside the deepest comment; only one that would read on is the error
    const comment = compileGrammar('comment = "(" *( "a" / comment ) ")"', { notation: 'abnf', maxNesting: 1 }).rules.comment!;
    expect(comment.expectedAt('(ab)')).toMatchObject({ offset: 2, expected: ['"a"', '")"'] });
    expect(comment.expectedAt('(ab)').nestingTooDeep).toBeUndefined();
    expect(comment.expectedAt('(a(').nestingTooDeep).toBe(true);
  });

  test('depth 100,000: an error at the limit, never a RangeError; and accepted under a higher limit', () => {
    const text = 'p = "(" p ")" / "x"';
    const deep = '('.repeat(100_000) + 'x' + ')'.repeat(100_000);
    const rule = compileGrammar(text, { notation: 'abnf' }).rules.p!;
    expect(rule.expectedAt(deep)).toMatchObject({ offset: 999, nestingTooDeep: true });
    const high = compileGrammar(text, { notation: 'abnf', maxNesting: 200_000 }).rules.p!;
    expect(high.matches(deep)).toBe(true);
    expect(high.viablePrefix(deep.slice(0, -1))).toBe(deep.length - 1);
  });

  test('maxNesting must be a positive integer', () => {
    for (const bad of [0, -1, 1.5, NaN, '3', null]) {
      expect(() => compileGrammar('p = "x"', { notation: 'abnf', maxNesting: bad as number })).toThrow(TypeError);
    }
  });
});

describe('refused recursion', () => {
  const problem = (text: string): string | undefined => {
    try {
      compileGrammar(text, { notation: 'abnf' }).rules[readAbnf(text).userRules[0]!]!.matches('');
    } catch (e) {
      if (e instanceof GrammarProblemError) return `${e.problem} ${e.rule} ${e.at?.line}`;
      throw e;
    }
    return undefined;
  };
  test('left recursion, directly, through another rule, and after something that may be empty', () => {
    expect(problem('a = a "x" / "y"')).toBe('left-recursive-rule a 1');
    expect(problem('a = b "x" / "y"\nb = a "z"')).toMatch(/^left-recursive-rule /);
    expect(problem('a = [ "-" ] b\nb = a "+" / "z"')).toMatch(/^left-recursive-rule /);
    expect(problem('a = *"-" c\nc = d\nd = a "+" / "z"')).toMatch(/^left-recursive-rule /);
  });
  test('the reason names the cycle and the rewriting as a repetition', () => {
    try {
      compileGrammar('a = a "x" / "y"', { notation: 'abnf' }).rules.a!.matches('');
    } catch (e) {
      expect((e as GrammarProblemError).reason).toMatch(/a -> a.*repetition/);
    }
    expect.assertions(1);
  });
  test('a recursive rule that derives no finite string', () => {
    expect(problem('a = "(" a ")"')).toBe('unproductive-rule a 1');
    expect(problem('a = "(" b\nb = a ")" / "[" a')).toMatch(/^unproductive-rule /);
  });
  test('right recursion and recursion after a character are accepted', () => {
    expect(problem('a = "x" [ a ]')).toBeUndefined();
    expect(problem('a = "-" a / "z"')).toBeUndefined();
  });
});

describe('linear time where nesting is bounded, without the cache of sets (counted)', () => {
  // what a run does where the cache thrashes, and what a cached run does on a miss (stackCache.spec.ts counts the cached runs)
  const work = (text: string, start: string, input: string) => {
    const m = machineOf(text, start);
    m.machine.withoutCache = true;
    expect(m.machine.run(input, 0, input.length, false)).toMatchObject({ at: input.length, accepting: true });
    expect(m.deriver.derive(input, 0, input.length)).toBeGreaterThanOrEqual(0);
    return m.machine.work;
  };
  test('an LDAP filter of 1x, 2x and 4x the items, nested 3 deep', () => {
    const filter = (n: number) => `(&${'(|(cn=a*b)(!(sn~=x)))'.repeat(n)})`;
    const [w1, w2, w4] = [100, 200, 400].map((n) => work(grammarFile('rfc4515-filter.abnf'), 'filter', filter(n)));
    expect(w2 / w1).toBeGreaterThan(1.8);
    expect(w2 / w1).toBeLessThan(2.2);
    expect(w4 / w2).toBeLessThan(2.2);
  });
  test('a comment of 1x, 2x and 4x the length', () => {
    const comment = (n: number) => `(${'a (b \\( (c)) '.repeat(n)})`;
    const [w1, w2, w4] = [100, 200, 400].map((n) => work(grammarFile('rfc5322-comment.abnf'), 'comment', comment(n)));
    expect(w2 / w1).toBeGreaterThan(1.8);
    expect(w2 / w1).toBeLessThan(2.2);
    expect(w4 / w2).toBeLessThan(2.2);
  });
});

describe('the tree of a recursive grammar follows the policy of a backtracking parser', () => {
  for (const { name, text, start, length } of GRAMMARS) {
    test(name, () => {
      const { grammar } = readAbnf(text);
      const oracle = new CfgOracle(grammar);
      const compiled = new CompiledStart(grammar, start, { node: () => true, keep: () => true });
      expect(compiled.estimatedStates).toBe(compiled.nfa.size); // counted before it is built, state for state
      expect(new CompiledStart(grammar, start).estimatedStates).toBe(new CompiledStart(grammar, start).nfa.size);
      let derived = 0;
      for (const input of randomInputs(alphabetOf(text), length, runs(800), `${name} tree`, text, start)) {
        if (!oracle.member(start, input)) continue;
        const names: string[] = [];
        const expected = backtrackingDerivation(grammar, start, input, () => true, names);
        const got = compiled.derive(input)!;
        const named = (markers: number[], of: readonly string[]) => markers.map((m, k) => (k % 2 === 0 ? `${m > 0 ? '+' : '-'}${of[Math.abs(m) - 1]}` : m));
        expect([input, named(got, compiled.nfa.nodeNames)]).toEqual([input, named(expected!, names)]);
        derived++;
      }
      expect(derived).toBeGreaterThanOrEqual(5);
    });
  }
});
