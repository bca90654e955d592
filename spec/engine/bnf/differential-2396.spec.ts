/** Differential tests (issue 5): RFC 2396 combinators against grammar/rfc2396.bnf. */
import fc from 'fast-check';
import { compileBnf } from '../../../src/engine/bnf';
import { agrees, inputs } from './differential';
import { bnf } from './grammars';
import { rows2396 } from './rows';
import { runs } from '../../runs';

/** Per rule: members + mutants = 20,000 cases, reproducible. */
const MEMBERS = runs(4_000);
const MUTANTS = runs(16_000);

describe.each(rows2396(compileBnf(bnf('rfc2396'))))('$rule: combinator and compiled BNF agree', (r) => {
  const { members, mutants } = inputs(r);
  it(`on ${MEMBERS} generated members`, () => {
    fc.assert(fc.property(members, agrees(r)), { seed: 2396, numRuns: MEMBERS });
  });
  it(`on ${MUTANTS} mutants: acceptance, error offset, found, expected`, () => {
    fc.assert(fc.property(mutants, agrees(r)), { seed: 2396, numRuns: MUTANTS });
  });
});
