/**
 * `npm run fuzz [-- options]`: three fuzzers, each reporting its failures with a reproduction;
 * exit status 1 when any fails (the known failures of bench/fuzz-known.ts are reported, not counted).
 *
 * 1. The differential tests of issue 5 at scale (`--runs N`, default 1,000,000; 0 skips): every
 *    hand-written combinator of the table (spec/engine/bnf/rows.ts) against the automaton
 *    compiled from grammar/*.bnf (20% generated members, 80% mutants), then `parseUrl` of each
 *    RFC 1738 scheme (updates 'none') against the scheme rule and RFC 2396 `URI-reference`
 *    together (spec/schemes/urlOracle.ts), and `isValidUrl` against its `ok`, on a tenth as many;
 *    counterexamples shrunk by fast-check.
 * 2. The grammar-mutation fuzzer (`--grammars N`, default 3200 mutants; 0 skips; `--max-size`,
 *    `--budget` ms per registration, default 1000; `--shrink` failures to shrink, default 10):
 *    bench/fuzz-grammars.ts.
 * 3. The big-input fuzzer (`--inputs 1,2,4,8`: sizes in MB, the default; 0 skips; `--ratio`
 *    per doubling, default 2.6; `--bytes` retained per character, default 12): bench/fuzz-inputs.ts.
 *
 * Then the known failures, each run again. `--seed N` seeds everything (random unless given).
 */
import fc from 'fast-check';
import { readFileSync } from 'fs';
import { join } from 'path';
import { compileBnf } from '../src/engine/bnf';
import { memberOf, mutantOf } from '../spec/engine/bnf/generate';
import { agrees, inputs, type Row } from '../spec/engine/bnf/differential';
import { RULES_1738, rows1738, rows2396 } from '../spec/engine/bnf/rows';
import { schemeRuleOf, urlDisagreement } from '../spec/schemes/urlOracle';
import { isValidUrl, parseUrl } from '../src';
import { GrammarFuzzer, mutantCases, tally } from './fuzz-grammars';
import { fuzzInputs } from './fuzz-inputs';
import { APIS, SHAPES } from './fuzz-input-shapes';
import { KNOWN_GRAMMARS, KNOWN_INPUTS, isKnownInput } from './fuzz-known';
import { loadBases } from './fuzz-mutate';
import { repoRoot } from './repo';

function text(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : process.argv[at + 1];
}

function option(name: string, fallback: number, integer = true): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (integer ? !Number.isSafeInteger(value) : !Number.isFinite(value)) throw new Error(`--${name} needs ${integer ? 'an integer' : 'a number'}`);
  return value;
}

const seed = option('seed', Math.floor(Math.random() * 2 ** 31));
const runs = option('runs', 1_000_000);

function differential(): number {
  const grammar = (name: string) => compileBnf(readFileSync(join(repoRoot(process.cwd()), 'grammar', `${name}.bnf`), 'utf8'));
  const rows: Row[] = [...rows2396(grammar('rfc2396')), ...rows1738(grammar('rfc1738'))];
  const perRule = Math.ceil(runs / rows.length);

  console.log(`fuzz: seed ${seed}, ${perRule * rows.length} cases (${perRule} per rule, ${rows.length} rules)`);
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
      // the verdict alone is parseUrl's ok
      if (isValidUrl(input, { updates: 'none' }) !== result.ok) throw new Error(`isValidUrl on ${JSON.stringify(input)}: ${!result.ok}, parseUrl's ok ${result.ok}`);
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
  return failures;
}
async function main(): Promise<void> {
  const started = Date.now();
  const root = repoRoot(process.cwd());
  let failures = 0;
  if (runs > 0) {
    const disagreements = differential();
    console.log(`fuzz: differential: ${disagreements === 0 ? 'no disagreements' : `${disagreements} rule(s) disagree`}; seed ${seed}`);
    failures += disagreements;
  }
  const count = option('grammars', 3200);
  const budgetMs = option('budget', 1000);
  const bases = loadBases(root);
  const grammars = new GrammarFuzzer(bases, { seed, count, maxSize: option('max-size', 130_000), budgetMs, shrink: option('shrink', 10), log: console.log });
  if (count > 0) {
    console.log(`fuzz: grammars, ${count} mutants (seed ${seed}, budget ${budgetMs} ms per registration)`);
    const t0 = Date.now();
    const { answers, findings } = await grammars.fuzz(mutantCases(seed, count, bases, option('max-size', 130_000)));
    const confirmed = findings.filter((f) => f.confirmed).length;
    console.log(`fuzz: grammars: ${tally(answers)}; ${confirmed} failure(s), ${findings.length - confirmed} passed alone (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    failures += confirmed;
  }
  const sizes = (text('inputs') ?? '1,2,4,8').split(',').map(Number).filter((n) => n > 0).map((n) => Math.round(n * 2 ** 20));
  const inputOptions = { sizes, ratio: option('ratio', 2.6, false), bytesPerChar: option('bytes', 12), reps: 2, log: console.log };
  if (sizes.length > 0) {
    const pairs = Object.keys(APIS).flatMap((api) => Object.keys(SHAPES).filter((shape) => !isKnownInput(api, shape)).map((shape) => ({ api, shape })));
    console.log(`fuzz: inputs, ${pairs.length} API × shape pairs at ${sizes.map((n) => `${n / 2 ** 20} MB`).join(', ')} (the known ones below)`);
    const t0 = Date.now();
    const { findings } = await fuzzInputs(pairs, inputOptions);
    console.log(`fuzz: inputs: ${findings.length} failure(s) in ${new Set(findings.map((f) => `${f.api} ${f.shape}`)).size} pair(s) (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    failures += findings.length;
  }
  console.log('fuzz: known failures (bench/fuzz-known.ts): a case that passes now belongs in the CI sample');
  for (const known of KNOWN_GRAMMARS) {
    const failure = await grammars.knownFailure(known);
    console.log(`  ${failure ? 'still fails' : 'PASSES NOW'}: ${known.name}${failure ? ` (${failure.kind}: ${failure.detail})` : ''}`);
  }
  if (sizes.length > 0) {
    for (const known of KNOWN_INPUTS) {
      const { findings } = await fuzzInputs([known], { ...inputOptions, log: undefined });
      console.log(`  ${findings.length ? 'still fails' : 'PASSES NOW'}: ${known.name}${findings.map((f) => ` (${f.kind}: ${f.detail})`).join('')}`);
    }
  }
  console.log(`fuzz: ${failures === 0 ? 'no failures' : `${failures} failure(s)`}; seed ${seed}; ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exitCode = failures === 0 ? 0 : 1;
}

void main();
