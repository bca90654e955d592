/**
 * The automaton against a naive second reading of the same grammar model (reference.ts),
 * on members of every rule of both grammars and on mutants of them.
 */
import fc from 'fast-check';
import { compileBnf } from '../../../src/engine/bnf';
import { memberOf, mutantOf } from './generate';
import { bnf } from './grammars';
import { Reference } from './reference';

const RUNS = 25;
const MAX_LENGTH = 32;
/** Characters to probe after the viable prefix: every ASCII code unit, and a few beyond. */
const CANDIDATES = [...Array.from({ length: 128 }, (_, c) => String.fromCharCode(c)), 'é', '\u2028', '\ud83d'];
const probes = fc.array(fc.constantFrom(...CANDIDATES), { minLength: 4, maxLength: 4 });

describe.each(['rfc2396', 'rfc1738'] as const)('the %s automaton agrees with the reference reading', (file) => {
  const { grammar, rules } = compileBnf(bnf(file));

  describe.each([...grammar.rules.keys()])('%s', (name) => {
    const compiled = rules[name]!;
    const reference = new Reference(grammar, name);
    const member = memberOf(grammar, name, { maxExtraRepeats: 2 });

    it('accepts every generated member', () => {
      fc.assert(
        fc.property(member, (s) => compiled.matches(s) && compiled.viablePrefix(s) === s.length),
        { seed: 2396, numRuns: RUNS },
      );
    });

    it('agrees on membership, viable prefix and expected characters of mutants', () => {
      const input = fc.oneof(member, mutantOf(member)).map((s) => s.slice(0, MAX_LENGTH));
      fc.assert(
        fc.property(input, probes, (s, chars) => {
          expect(compiled.matches(s)).toBe(reference.matches(s));
          const offset = reference.viablePrefix(s);
          const expected = compiled.expectedAt(s);
          expect(compiled.viablePrefix(s)).toBe(offset);
          expect(expected.offset).toBe(offset);
          const prefix = s.slice(0, offset);
          expect(expected.endOfInput).toBe(reference.matches(prefix));
          // Each allowed character extends the prefix, and only those: probe the first
          // allowed one, the character that was rejected, and random ones.
          const first = expected.ranges[0];
          const rejected = s[offset];
          const probe = [...chars, ...(first ? [String.fromCharCode(first[0])] : []), ...(rejected ? [rejected] : [])];
          for (const c of probe) {
            const allowed = expected.ranges.some(([a, b]) => a <= c.charCodeAt(0) && c.charCodeAt(0) <= b);
            expect([c, allowed]).toEqual([c, reference.isViable(prefix + c)]);
          }
        }),
        { seed: 1738, numRuns: RUNS },
      );
    });
  });
});
