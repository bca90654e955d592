/**
 * `npm run bench:scaling`: every adversarial family of bench/families.ts at 1 KB, 2 KB, …
 * 1 MB, for validate, parse, diagnose and resolve: the time per input (best of 9 rounds over
 * all sizes, each timing repeated to last ≥ 20 ms) and the ratio to the previous size (the
 * median over rounds of the ratio within a round: `timeSizes`). Linear means about 2 per
 * doubling; the issue's bound is 2.3. Prints a table per family, then the largest ratio per
 * family and operation, and writes bench/scaling-results.json. Exit status 1 when a ratio
 * exceeds the bound. Run with `node --expose-gc` (the npm script does).
 */
import { writeFileSync } from 'fs';
import { join } from 'path';
import { UriReference, defineScheme, formatError, g, isValid, parseUriReference, parseUrl, resolveString, rules1738, schemeFromBnf } from '../src';
import type { Node } from '../src/combinators';
import { FAMILIES, Family, resolveInputs } from './families';
import { machine } from './machine';
import { median } from './measure';
import { repoRoot } from './repo';

const BOUND = 2.3;

/** Scheme grammars of each shape (as spec/engine/compile/scaling.spec.ts), in RFC 1738 BNF; an input is the scheme, ":" and units. */
const SCHEME_SHAPES = [
  { name: 'long repetition', scheme: 'sc-rep', grammar: 'x = "sc-rep:" seg *[ "/" seg ]\nseg = *[ alpha | digit ]', unit: 'ab/' },
  { name: 'long rule chain', scheme: 'sc-chain', grammar: ['x = "sc-chain:" *r0', ...Array.from({ length: 40 }, (_, k) => `r${k} = "." r${k + 1}`), 'r40 = 1*[ "a" | "b" ]'].join('\n'), unit: '........................................ab' },
  { name: 'nested optionals', scheme: 'sc-opt', grammar: `x = "sc-opt:" *part\npart = "(" ${'[ "a" '.repeat(30)}${' ]'.repeat(30)} ")"`, unit: '(aaaaaaaaaa)' },
  { name: 'many alternatives', scheme: 'sc-alt', grammar: `x = "sc-alt:" *( ${Array.from({ length: 300 }, (_, k) => `"w${k};"`).join(' | ')} )`, unit: 'w17;w299;w3;' },
];
const SIZES = Array.from({ length: 11 }, (_, k) => 1024 * 2 ** k);
const RUNS = 9;

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

/** Run with `node --expose-gc`: each timing starts from a collected heap, so garbage left by another size is not billed to this one. */
const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

/**
 * Seconds for `reps` calls, from a collected heap. After the collection, one untimed call of
 * `warm` (the smallest size): a full GC can discard a regular expression's compiled code, and
 * its first execution after that runs in V8's regexp interpreter; timing that call measured the
 * collection, not the code (validate, which allocates nothing, showed ratios up to 4.6).
 */
function timed(call: () => unknown, reps: number, warm: () => unknown): number {
  collect();
  warm();
  const t0 = process.hrtime.bigint();
  for (let k = 0; k < reps; k++) call();
  return Number(process.hrtime.bigint() - t0) / 1e9;
}

interface Timings {
  /** Seconds per call at each size, the best of the rounds. */
  best: number[];
  /** Per doubling, the median over rounds of the ratio of the two sizes as timed one after the other in that round. */
  ratios: number[];
}

/**
 * RUNS rounds, each timing every size in turn, each timing repeated to last ≥ 20 ms. This
 * shared machine switches between two speeds a factor of 2 apart, for seconds at a time and
 * within one process: the best time per size can come from a fast stretch for one size and a
 * slow one for the next, a false jump of 4× beside a false 1×. A doubling's ratio is therefore
 * taken within each round, from two timings a few tens of milliseconds apart, and the median
 * over rounds is judged; the best times are shown and give the slope.
 */
function timeSizes(calls: Array<() => unknown>): Timings {
  const warm = calls[0];
  const once = (call: () => unknown) => Math.min(timed(call, 1, warm), timed(call, 1, warm), timed(call, 1, warm));
  const reps = calls.map((call) => Math.max(1, Math.ceil(0.02 / Math.max(once(call), 1e-7))));
  const rounds: number[][] = [];
  for (let r = 0; r < RUNS; r++) rounds.push(calls.map((call, k) => timed(call, reps[k], warm) / reps[k]));
  return {
    best: calls.map((_, k) => Math.min(...rounds.map((t) => t[k]))),
    ratios: calls.slice(1).map((_, k) => median(rounds.map((t) => t[k + 1] / t[k]))),
  };
}

interface Row {
  family: string;
  operation: string;
  seconds: number[];
  ratios: number[];
  maxRatio: number;
  /** The log-log slope from 32 KB to 1 MB: 1 when linear, 2 when quadratic; less sensitive to one noisy size than a ratio. */
  slope: number;
}

const SLOPE_FROM = SIZES.indexOf(32 * 1024);
const slopeOf = (seconds: number[]) => Math.log(seconds[seconds.length - 1] / seconds[SLOPE_FROM]) / Math.log(SIZES[SIZES.length - 1] / SIZES[SLOPE_FROM]);

const rows: Row[] = [];
const m = machine();
console.log(`uri-grammar scaling: ${new Date().toISOString()}, ${m.nproc} cores, ${m.cpu}, Node ${m.node}`);
console.log(`sizes ${SIZES[0]} … ${SIZES[SIZES.length - 1]} characters; µs: best of ${RUNS} rounds; ratio: median over rounds of the doubling within a round; bound ${BOUND} per doubling\n`);
const schemesOnly = process.argv.includes('--schemes-only');
for (const family of schemesOnly ? [] : FAMILIES) {
  const perOp: Row[] = [];
  for (const [operation, op] of Object.entries(OPERATIONS)) {
    timeSizes(SIZES.slice(0, 3).map((n) => op(family, n))); // warm-up, discarded
    const { best: seconds, ratios } = timeSizes(SIZES.map((n) => op(family, n)));
    perOp.push({ family: family.name, operation, seconds, ratios, maxRatio: Math.max(...ratios), slope: slopeOf(seconds) });
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

// A kit grammar with fields callbacks (bench/schemes.ts's h3f: RFC 1738's httpurl with an hpath
// rule of its own, a callback per rule) on a long path: the kit's tree and callbacks per doubling.
const hpathF = g.rule<Node<'hpath'>, unknown>('hpath', g.seq(g.ref('hsegment'), g.many(g.seq(g.literal('/'), g.ref('hsegment')))), () => ({}));
const kitUrl = g.rule<Node<'sckurl'>, unknown>('sckurl', g.seq(g.literal('sc-kit://'), rules1738.hostport, g.opt(g.seq(g.literal('/'), hpathF, g.opt(g.seq(g.literal('?'), g.ref('search')))))), () => ({}));
defineScheme({ name: 'sc-kit', hierarchical: true, grammar: kitUrl });
const KIT_SHAPE = { name: 'kit with fields, long path', scheme: 'sc-kit', head: 'sc-kit://h/', unit: 'ab/' };

// Scheme grammars on the compiled engine, one per grammar shape: parseUrl of a member (the
// generic parse, then the scheme's derivation and tree), judged like the rows above.
for (const shape of [...SCHEME_SHAPES, KIT_SHAPE]) {
  if (!('head' in shape)) defineScheme(schemeFromBnf(shape.grammar, { name: shape.scheme, start: 'x', hierarchical: false }));
  const head = 'head' in shape ? shape.head : `${shape.scheme}:`;
  const input = (n: number) => `${head}${shape.unit.repeat(Math.max(1, Math.floor(n / shape.unit.length)))}`;
  const op = (n: number) => {
    const s = input(n);
    return () => parseUrl(s);
  };
  timeSizes(SIZES.slice(0, 3).map(op)); // warm-up, discarded
  const { best: seconds, ratios } = timeSizes(SIZES.map(op));
  rows.push({ family: `scheme: ${shape.name}`, operation: 'scheme parse', seconds, ratios, maxRatio: Math.max(...ratios), slope: slopeOf(seconds) });
  console.log(`scheme grammar: ${shape.name}`);
  SIZES.forEach((n, k) => console.log(`  ${String(n).padStart(8)}  ${(seconds[k] * 1e6).toFixed(1).padStart(13)}  ${k === 0 ? '' : ratios[k - 1]!.toFixed(2)}`));
  console.log();
}
for (const r of rows.filter((x) => x.operation === 'scheme parse')) console.log(`| ${r.family} | ${r.maxRatio.toFixed(2)} / ${r.slope.toFixed(2)} |`);
if (schemesOnly) {
  const worstScheme = rows.reduce((a, b) => (b.maxRatio > a.maxRatio ? b : a));
  console.log(`\nlargest ratio per doubling: ${worstScheme.maxRatio.toFixed(2)} (${worstScheme.family}); bound ${BOUND}`);
  process.exit(worstScheme.maxRatio <= BOUND ? 0 : 1);
}

const ops = Object.keys(OPERATIONS);
console.log('Largest ratio per doubling / log-log slope from 32 KB to 1 MB (1 = linear):\n');
console.log(`| family | ${ops.join(' | ')} |`);
console.log(`|---|${ops.map(() => '---:').join('|')}|`);
for (const family of FAMILIES) {
  const cells = ops.map((op) => {
    const r = rows.find((x) => x.family === family.name && x.operation === op)!;
    return `${r.maxRatio.toFixed(2)} / ${r.slope.toFixed(2)}`;
  });
  console.log(`| ${family.name} | ${cells.join(' | ')} |`);
}
/** A control row, not judged: timed and printed like the others. */
function controlRow(family: Family, operation: string, call: (input: string) => () => unknown): { family: string; operation: string; seconds: number[]; ratios: number[] } {
  const calls = SIZES.map((n) => call(family.input(n)));
  timeSizes(calls.slice(0, 3));
  const { best: seconds, ratios } = timeSizes(calls);
  console.log(`\ncontrol (not judged): ${operation}, ${family.name}`);
  console.log(`  ${'size'.padStart(8)}  ${'µs'.padStart(13)}  ratio`);
  SIZES.forEach((n, k) => console.log(`  ${String(n).padStart(8)}  ${(seconds[k] * 1e6).toFixed(1).padStart(13)}  ${k === 0 ? '' : ratios[k - 1].toFixed(2)}`));
  return { family: family.name, operation, seconds, ratios };
}

/** Reads every list of the AST that the fast path may build on first read (src/rfc2396/fast/lazy.ts): segments, their params, domainlabels. */
function readEveryList(ast: UriReference): number {
  const hier = ast.absoluteURI?.hierPart ?? ast.relativeURI;
  const path = hier?.netPath ? hier.netPath.absPath : (hier?.absPath ?? hier?.relPath?.absPath);
  let n = hier?.netPath?.authority.server?.hostport?.host.hostname?.domainlabels.length ?? 0;
  for (const segment of path?.pathSegments.segments ?? []) n += 1 + segment.params.length;
  return n;
}

const control = FAMILIES.find((f) => f.name === 'many-segment path')!;
// V8 building the very same objects from JSON, not one of ours: where parse's ratio jumped once the
// AST outgrew the young generation, this jumps at the same size.
const jsonControl = controlRow(control, 'JSON.parse of the AST (control, not judged)', (input) => {
  const r = parseUriReference(input);
  const json = JSON.stringify(r.ok ? r.value : r.error);
  return () => JSON.parse(json);
});
// The price of the lists built on first read: parse, then read them all.
const readControl = controlRow(control, 'parse + read every list (control, not judged)', (input) => () => {
  const r = parseUriReference(input);
  return r.ok ? readEveryList(r.value) : r;
});

const worst = rows.reduce((a, b) => (b.maxRatio > a.maxRatio ? b : a));
console.log(`\nlargest ratio per doubling: ${worst.maxRatio.toFixed(2)} (${worst.family}, ${worst.operation}); bound ${BOUND}`);
writeFileSync(
  join(repoRoot(), 'bench', 'scaling-results.json'),
  JSON.stringify({ date: new Date().toISOString(), machine: m, sizes: SIZES, bound: BOUND, rows, control: jsonControl, readControl }, null, 2) + '\n',
);
console.log('wrote bench/scaling-results.json');
process.exitCode = worst.maxRatio <= BOUND ? 0 : 1;
