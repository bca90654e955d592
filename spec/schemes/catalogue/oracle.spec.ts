/**
 * The compiled catalogue grammars against the naive reading of the same model
 * (spec/engine/bnf/reference.ts) on generated members and their mutants: the ABNF kinds
 * (case-insensitive strings, numeric ranges, core rules, RFC 3986 rules) compile exactly.
 */
import fc from 'fast-check';
import { readAbnf, type BuiltinSet } from '../../../src/engine/abnf';
import { shippedGrammar } from '../../../src/engine/abnf/files';
import { compileModel } from '../../../src/engine/bnf';
import { memberOf, mutantOf } from '../../engine/bnf/generate';
import { Reference } from '../../engine/bnf/reference';

const MAX_LENGTH = 40;
const rows: Array<[string, BuiltinSet | undefined]> = [['urn', 'rfc3986'], ['data', 'rfc2396'], ['tag', 'rfc3986'], ['geo', undefined], ['mailto', 'rfc3986']];

describe.each(rows)('grammar/schemes/%s.abnf', (name, uses) => {
  const { grammar, userRules } = readAbnf(shippedGrammar(`schemes/${name}.abnf`), { uses });
  const { rules } = compileModel(grammar);
  const start = userRules[0]!;
  const reference = new Reference(grammar, start);
  const member = memberOf(grammar, start, { maxExtraRepeats: 2 });

  it('accepts every generated member of its start rule', () => {
    fc.assert(fc.property(member, (s) => rules[start]!.matches(s)), { seed: 5234, numRuns: 100 });
  });

  it('agrees with the naive reading on membership and viable prefix of members and mutants', () => {
    const input = fc.oneof(member, mutantOf(member)).map((s) => s.slice(0, MAX_LENGTH));
    fc.assert(
      fc.property(input, (s) => {
        expect([s, rules[start]!.matches(s), rules[start]!.viablePrefix(s)]).toEqual([s, reference.matches(s), reference.viablePrefix(s)]);
      }),
      { seed: 7405, numRuns: 100 },
    );
  });
});
