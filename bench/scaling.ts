/**
 * `npm run bench:scaling`: every adversarial family of bench/families.ts at 1 KB, 2 KB, …
 * 1 MB, for validate, parse, diagnose and resolve: the time per input (best of the runs, each
 * run repeated to last ≥ 5 ms) and the ratio to the previous size. Linear means about 2 per
 * doubling; the issue's bound is 2.3. Prints a table per family, then the largest ratio per
 * family and operation, and writes bench/scaling-results.json. Exit status 1 when a ratio
 * exceeds the bound. Run with `node --expose-gc` (the npm script does).
 */
import { writeFileSync } from 'fs';
import { join } from 'path';
import { formatError, isValid, parseUriReference, resolveString } from '../src';
import { FAMILIES, Family, resolveInputs } from './families';
import { machine } from './machine';
import { repoRoot } from './repo';

const BOUND = 2.3;
const SIZES = Array.from({ length: 11 }, (_, k) => 1024 * 2 ** k);
const RUNS = 5;

type Op = (family: Family, size: number) => () => unknown;

const OPERATIONS: Record<string, Op> = {
  validate: (f, n) => {
    const s = f.input(n);
    return () => isValid(s);
  },
  parse: (f, n) => {
    const s = f.input(n);
    return () => parseUriReference(s);
  },
  diagnose: (f, n) => {
    const s = f.input(n) + ' ';
    return () => {
      const r = parseUriReference(s);
      return r.ok ? r : formatError(r.error, s);
    };
  },
  resolve: (f, n) => {
    const { base, reference } = resolveInputs(f, n);
    return () => resolveString(base, reference);
  },
};

/** Run with `node --expose-gc`: each measured run starts from a collected heap, so garbage left by the previous size is not billed to this one. */
const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

/** Seconds per call: the best of RUNS runs, each of enough calls to last ≥ 5 ms. */
function time(call: () => unknown): number {
  const once = (reps: number) => {
    collect();
    const t0 = process.hrtime.bigint();
    for (let k = 0; k < reps; k++) call();
    return Number(process.hrtime.bigint() - t0) / 1e9;
  };
  const first = once(1);
  const reps = Math.max(1, Math.ceil(0.005 / Math.max(first, 1e-7)));
  let best = Infinity;
  for (let r = 0; r < RUNS; r++) best = Math.min(best, once(reps) / reps);
  return best;
}

interface Row {
  family: string;
  operation: string;
  seconds: number[];
  ratios: number[];
  maxRatio: number;
}

const rows: Row[] = [];
const m = machine();
console.log(`uri-grammar scaling: ${new Date().toISOString()}, ${m.nproc} cores, ${m.cpu}, Node ${m.node}`);
console.log(`sizes ${SIZES[0]} … ${SIZES[SIZES.length - 1]} characters; best of ${RUNS}; bound ${BOUND} per doubling\n`);
for (const family of FAMILIES) {
  const perOp: Row[] = [];
  for (const [operation, op] of Object.entries(OPERATIONS)) {
    for (const n of SIZES.slice(0, 3)) time(op(family, n)); // warm-up, discarded
    const seconds = SIZES.map((n) => time(op(family, n)));
    const ratios = seconds.slice(1).map((t, k) => t / seconds[k]);
    perOp.push({ family: family.name, operation, seconds, ratios, maxRatio: Math.max(...ratios) });
  }
  rows.push(...perOp);
  console.log(`${family.name}`);
  console.log(`  ${'size'.padStart(8)}  ${perOp.map((r) => `${r.operation.padStart(10)} µs  ratio`).join('  ')}`);
  SIZES.forEach((n, k) => {
    const cells = perOp.map((r) => `${(r.seconds[k] * 1e6).toFixed(1).padStart(13)}  ${k === 0 ? '     ' : r.ratios[k - 1].toFixed(2).padStart(5)}`);
    console.log(`  ${String(n).padStart(8)}  ${cells.join('  ')}`);
  });
  console.log();
}

const ops = Object.keys(OPERATIONS);
console.log(`| family | ${ops.join(' | ')} |`);
console.log(`|---|${ops.map(() => '---:').join('|')}|`);
for (const family of FAMILIES) {
  const cells = ops.map((op) => rows.find((r) => r.family === family.name && r.operation === op)!.maxRatio.toFixed(2));
  console.log(`| ${family.name} | ${cells.join(' | ')} |`);
}
const worst = rows.reduce((a, b) => (b.maxRatio > a.maxRatio ? b : a));
console.log(`\nlargest ratio per doubling: ${worst.maxRatio.toFixed(2)} (${worst.family}, ${worst.operation}); bound ${BOUND}`);
writeFileSync(join(repoRoot(), 'bench', 'scaling-results.json'), JSON.stringify({ date: new Date().toISOString(), machine: m, sizes: SIZES, bound: BOUND, rows }, null, 2) + '\n');
console.log('wrote bench/scaling-results.json');
process.exitCode = worst.maxRatio <= BOUND ? 0 : 1;
