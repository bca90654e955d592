/**
 * `npm run bench`: uri-grammar against its peers (issue 6), in one process. Inputs: the
 * corpus ../shared/corpus/urls.txt, a synthetic set with every RFC 1738 scheme, one-character
 * mutants of the corpus, and corpus bases with Appendix C references. Per operation and
 * implementation: warm-up discarded, ≥ 5 measured runs, median ops/s and the ratio
 * uri-grammar / peer. Prints Markdown tables and writes bench/results.json.
 * `--runs N` (default 7) and `--quick` (shorter runs, for trying things out).
 */
import { writeFileSync } from 'fs';
import { join } from 'path';
import { invalidMutants, loadCorpus, resolvePairs, syntheticSchemeSet } from './inputs';
import { machine } from './machine';
import { consumed, measure, pairedRatio } from './measure';
import { operations } from './operations';
import { OperationResult, table, targetTable, targets } from './report';
import { repoRoot } from './repo';

const runsAt = process.argv.indexOf('--runs');
const runs = runsAt < 0 ? 7 : Number(process.argv[runsAt + 1]);
if (!Number.isSafeInteger(runs) || runs < 5) throw new Error('bench: --runs needs an integer ≥ 5');
const quick = process.argv.includes('--quick');
const options = { runs, warmup: quick ? 0.1 : 0.5, runSeconds: quick ? 0.05 : 0.2 };

const root = repoRoot();
const corpus = loadCorpus(root);
const inputs = { corpus, schemes: syntheticSchemeSet(), mutants: invalidMutants(corpus), pairs: resolvePairs(corpus) };
const m = machine();
console.log(`uri-grammar bench: ${new Date().toISOString()}, ${m.nproc} cores, ${m.cpu}, Node ${m.node}; ${runs} runs per implementation\n`);

const ops = operations(inputs);
const results: OperationResult[] = [];
for (const op of ops) {
  results.push({ name: op.name, inputs: op.inputs, results: measure(op.impls, op.cases, options) });
  process.stderr.write(`  measured ${op.name}\n`);
}
// The diagnose target compares two operations: uri-grammar's passes of each, alternated.
const [validate, diagnose] = ['validate', 'diagnose'].map((name) => ops.find((op) => op.name === name)!);
const paired = pairedRatio(diagnose.impls[0], diagnose.cases, validate.impls[0], validate.cases, options);
process.stderr.write('  measured diagnose / validate, alternated\n');
const ts = targets(results, paired);
console.log(table(results));
console.log();
console.log(targetTable(ts));
const apart = results.find((r) => r.name === 'diagnose')!.results[0].median / results.find((r) => r.name === 'validate')!.results[0].median;
console.log(
  `\ndiagnose / validate: ${paired.median.toFixed(3)} (median of ${paired.ratios.length} alternated rounds: ${paired.ratios.map((r) => r.toFixed(3)).join(', ')}); ` +
    `from the two rows above, measured apart: ${apart.toFixed(3)}`,
);
writeFileSync(
  join(root, 'bench', 'results.json'),
  JSON.stringify({ date: new Date().toISOString(), machine: m, options, operations: results, diagnosePaired: paired, targets: ts, sink: consumed() }, null, 2) + '\n',
);
console.log('\nwrote bench/results.json');
