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
import { consumed, measure } from './measure';
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

const results: OperationResult[] = [];
for (const op of operations(inputs)) {
  results.push({ name: op.name, inputs: op.inputs, results: measure(op.impls, op.cases, options) });
  process.stderr.write(`  measured ${op.name}\n`);
}
const ts = targets(results);
console.log(table(results));
console.log();
console.log(targetTable(ts));
writeFileSync(
  join(root, 'bench', 'results.json'),
  JSON.stringify({ date: new Date().toISOString(), machine: m, options, operations: results, targets: ts, sink: consumed() }, null, 2) + '\n',
);
console.log('\nwrote bench/results.json');
