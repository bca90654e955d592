/** Differential tests (issue 5): RFC 1738 §5 scheme combinators against grammar/rfc1738.bnf (rows.ts: scheme name folded, §2.1). */
import fc from 'fast-check';
import { compileBnf } from '../../../src/engine/bnf';
import { agrees, inputs } from './differential';
import { bnf } from './grammars';
import { rows1738 } from './rows';
import { runs } from '../../runs';

/** Per rule: members + mutants = 20,000 cases, reproducible. */
const MEMBERS = runs(4_000);
const MUTANTS = runs(16_000);

describe.each(rows1738(compileBnf(bnf('rfc1738'))))('$rule: combinator and compiled BNF agree', (r) => {
  const { members, mutants } = inputs(r);
  it(`on ${MEMBERS} generated members`, () => {
    fc.assert(fc.property(members, agrees(r)), { seed: 1738, numRuns: MEMBERS });
  });
  it(`on ${MUTANTS} mutants: acceptance, error offset, found, expected`, () => {
    fc.assert(fc.property(mutants, agrees(r)), { seed: 1738, numRuns: MUTANTS });
  });
});
