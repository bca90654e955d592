/**
 * Every RFC 1738 §5 rule has a combinator, and each agrees with the automaton compiled from
 * grammar/rfc1738.bnf (an independent reading of the same BNF) on membership and on the
 * error offset (the longest viable prefix), for generated members and their mutants.
 */
import fc from 'fast-check';
import { readFileSync } from 'fs';
import { join } from 'path';
import { runRule, type Rule } from '../../src/combinators';
import { compileBnf } from '../../src/engine/bnf';
import { memberOf, mutantOf } from '../engine/bnf/generate';
import { rules1738 } from '../../src/rfc1738-namespace';

const bnfText = readFileSync(join(__dirname, '../../grammar/rfc1738.bnf'), 'utf8');
const { grammar, rules: oracle } = compileBnf(bnfText);

/** The scheme-name prefix of a rule's literal, which the combinators match in any case (§2.1). */
const SCHEME_PREFIX = /^[a-z]+:/;

test('every rule of grammar/rfc1738.bnf has a combinator, and nothing else does', () => {
  expect(Object.keys(rules1738).sort()).toEqual([...grammar.rules.keys()].sort());
});

describe.each([...grammar.rules.keys()])('%s agrees with the compiled BNF', (name) => {
  const member = memberOf(grammar, name, { maxExtraRepeats: 2 });
  it('on members and mutants: membership and error offset', () => {
    fc.assert(
      fc.property(fc.oneof(member, mutantOf(member)), (s) => {
        const prefix = SCHEME_PREFIX.exec(s.toLowerCase())?.[0];
        fc.pre(prefix === undefined || s.startsWith(prefix)); // a case-changed scheme name is accepted here only
        const r = runRule((rules1738 as Readonly<Record<string, Rule<unknown>>>)[name]!, s);
        const compiled = oracle[name]!;
        expect(r.ok).toBe(compiled.matches(s));
        if (!r.ok) expect(r.error.offset).toBe(compiled.viablePrefix(s));
      }),
      { seed: 1738, numRuns: 150 },
    );
  });
});
