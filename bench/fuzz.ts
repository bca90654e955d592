/**
 * `npm run fuzz [-- --seed N] [-- --runs N]`: the differential tests of issue 5 at scale.
 * Every hand-written combinator of the table (spec/engine/bnf/rows.ts) against the automaton
 * compiled from grammar/*.bnf, on 1,000,000 cases by default (20% generated members, 80%
 * mutants), with a random seed unless given; then `parseUrl` of each RFC 1738 scheme (updates
 * 'none') against the scheme rule and RFC 2396 `URI-reference` together
 * (spec/schemes/urlOracle.ts), on a tenth as many. Prints the seed, and every counterexample
 * shrunk by fast-check to its minimum. Exit status 1 when anything disagrees.
 */
import fc from 'fast-check';
import { readFileSync } from 'fs';
import { join } from 'path';
import { compileGrammar } from '../src/engine/bnf';
import { memberOf, mutantOf } from '../src/engine/bnf/generate';
import { agrees, inputs, type Row } from '../spec/engine/bnf/differential';
import { RULES_1738, rows1738, rows2396 } from '../spec/engine/bnf/rows';
import { schemeRuleOf, urlDisagreement } from '../spec/schemes/urlOracle';
import { parseUrl } from '../src';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isSafeInteger(value)) throw new Error(`--${name} needs an integer`);
  return value;
}

const seed = option('seed', Math.floor(Math.random() * 2 ** 31));
const runs = option('runs', 1_000_000);
const grammar = (name: string) => compileGrammar(readFileSync(join(process.cwd(), 'grammar', `${name}.bnf`), 'utf8'));
const rows: Row[] = [...rows2396(grammar('rfc2396')), ...rows1738(grammar('rfc1738'))];
const perRule = Math.ceil(runs / rows.length);

console.log(`fuzz: seed ${seed}, ${perRule * rows.length} cases (${perRule} per rule, ${rows.length} rules)`);
const started = Date.now();
let failures = 0;
rows.forEach((row, k) => {
  const { members, mutants } = inputs(row);
  const cases = fc.oneof({ weight: 1, arbitrary: members }, { weight: 4, arbitrary: mutants });
  const t0 = Date.now();
  const details = fc.check(fc.property(cases, agrees(row)), { seed: seed + k, numRuns: perRule });
  const took = `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  if (!details.failed) {
    console.log(`  ${row.rule}: ${details.numRuns} cases, 0 disagreements (${took})`);
    return;
  }
  failures++;
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  console.log(`  ${row.rule}: DISAGREEMENT after ${details.numRuns} cases (seed ${seed + k}, path ${details.counterexamplePath})`);
  console.log(`    shrunk counterexample: ${JSON.stringify(details.counterexample?.[0])}`);
  console.log(`    ${error.split('\n')[0]}`);
});
// parseUrl: the scheme rule before the first "#" and RFC 2396 on the whole, one error between them
const rfc1738 = grammar('rfc1738');
const uriReference = grammar('rfc2396').rules['URI-reference']!;
const perScheme = Math.ceil(runs / 10 / RULES_1738.length);
console.log(`fuzz: parseUrl, ${perScheme * RULES_1738.length} cases (${perScheme} per scheme)`);
RULES_1738.forEach((rule, k) => {
  const members = memberOf(rfc1738.grammar, rule);
  // a member, a mutant of one, or either with a fragment that may itself be mutated
  const base = fc.oneof({ weight: 1, arbitrary: members }, { weight: 4, arbitrary: mutantOf(members) });
  const cases = fc.oneof({ weight: 3, arbitrary: base }, { weight: 1, arbitrary: fc.tuple(base, mutantOf(fc.constantFrom('', 'f', 'a/b?c', '%41'))).map(([url, fragment]) => `${url}#${fragment}`) });
  const t0 = Date.now();
  let refused = 0;
  const details = fc.check(fc.property(cases, (input) => {
    if (schemeRuleOf(rfc1738.rules, input) !== rfc1738.rules[rule]) return; // a mutant of the scheme name: no URL of this scheme
    const result = parseUrl(input, { updates: 'none' });
    if (!result.ok) refused++;
    const problem = urlDisagreement(rfc1738.rules[rule]!, uriReference, input, result);
    if (problem) throw new Error(`parseUrl on ${JSON.stringify(input)}: ${problem}`);
  }), { seed: seed + rows.length + k, numRuns: perScheme });
  const took = `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  if (!details.failed) {
    console.log(`  parseUrl ${rule}: ${details.numRuns} cases, ${refused} refused, 0 disagreements (${took})`);
    return;
  }
  failures++;
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  console.log(`  parseUrl ${rule}: DISAGREEMENT after ${details.numRuns} cases (seed ${seed + rows.length + k})`);
  console.log(`    shrunk counterexample: ${JSON.stringify(details.counterexample?.[0])}`);
  console.log(`    ${error.split('\n')[0]}`);
});
console.log(`fuzz: ${failures === 0 ? 'no disagreements' : `${failures} rule(s) disagree`}; seed ${seed}; ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exitCode = failures === 0 ? 0 : 1;
