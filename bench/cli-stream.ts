/**
 * `npm run bench:cli` (after `npm run build`): the CLI's streaming rate against the same
 * library call in one process (issue 27). Input: `--lines N` (default 500,000) short http URLs
 * in a temporary file. Each round runs the in-process loop and then the built binary
 * (`node dist/cli/main.js CMD < file > /dev/null`, wall clock, start-up included), so both see
 * the machine alike; the ratio is per round, its median reported, with the best rate of each.
 * Pairs: check / parseUrl, parse --json / parseUrl + the JSON of its record, lint / lint, and
 * check --jobs 2 / parseUrl (lines per second only: the target is 1M lines/s).
 * `--runs N` (default 5).
 */
import { spawnSync } from 'child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { parseUrl } from '../src';
import { jsonText } from '../src/cli/terminal';
import { lint } from '../src/lint';
import { machine } from './machine';
import { median } from './measure';
import { repoRoot } from './repo';

const arg = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(name);
  const n = at < 0 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`bench: ${name} needs a positive integer`);
  return n;
};
const lines = arg('--lines', 500_000);
const runs = arg('--runs', 5);

const root = repoRoot();
const bin = join(root, 'dist', 'cli', 'main.js');
if (statSync(bin).mtimeMs < statSync(join(root, 'src', 'cli', 'records.ts')).mtimeMs) throw new Error('bench: dist/ is older than src/: run "npm run build" first');

const urls = Array.from({ length: lines }, (_, k) => `http://www.example${k % 1000}.com/path/${k}/index.html?q=${k % 77}`);
const dir = mkdtempSync(join(tmpdir(), 'uri-grammar-cli-bench-'));
const file = join(dir, 'urls.txt');
writeFileSync(file, urls.join('\n') + '\n');

let sink = 0;
/** Seconds of one in-process pass of `f` over the URLs. */
function inProcess(f: (url: string) => unknown): number {
  const t0 = process.hrtime.bigint();
  for (const url of urls) if (f(url)) sink++;
  return Number(process.hrtime.bigint() - t0) / 1e9;
}

/** Seconds of one run of the binary over the file, stdout to /dev/null; throws unless it exits 0. */
function cli(args: string[]): number {
  const input = openSync(file, 'r');
  const output = openSync('/dev/null', 'w');
  try {
    const t0 = process.hrtime.bigint();
    const r = spawnSync(process.execPath, [bin, ...args], { stdio: [input, output, 'pipe'] });
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    if (r.status !== 0) throw new Error(`bench: uri-grammar ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
    return seconds;
  } finally {
    closeSync(input);
    closeSync(output);
  }
}

interface Pair {
  name: string;
  args: string[];
  library: (url: string) => unknown;
}

const pairs: Pair[] = [
  { name: 'check', args: ['check'], library: (u) => parseUrl(u).ok },
  { name: 'check --json', args: ['check', '--json'], library: (u) => parseUrl(u).ok },
  { name: 'parse --json', args: ['parse', '--json'], library: (u) => { const r = parseUrl(u); return r.ok && jsonText({ input: u, ok: true, value: r.value }); } },
  { name: 'lint', args: ['lint'], library: (u) => lint(u).length === 0 },
  { name: 'check --jobs 2', args: ['check', '--jobs', '2'], library: (u) => parseUrl(u).ok },
];

const m = machine();
console.log(`uri-grammar CLI stream bench: ${new Date().toISOString()}, ${m.nproc} cores, ${m.cpu}, Node ${m.node}; ${lines.toLocaleString('en')} lines, ${runs} rounds\n`);
console.log('| command | library in-process (best lines/s) | CLI (best lines/s) | CLI / library (median of rounds) |');
console.log('|---|---:|---:|---:|');
for (const pair of pairs) {
  inProcess(pair.library); // warm-up
  const ratios: number[] = [];
  let bestLibrary = 0;
  let bestCli = 0;
  for (let round = 0; round < runs; round++) {
    const library = lines / inProcess(pair.library);
    const binary = lines / cli(pair.args);
    bestLibrary = Math.max(bestLibrary, library);
    bestCli = Math.max(bestCli, binary);
    ratios.push(binary / library);
  }
  const fmt = (n: number) => Math.round(n).toLocaleString('en');
  console.log(`| ${pair.name} | ${fmt(bestLibrary)} | ${fmt(bestCli)} | ${median(ratios).toFixed(2)} (${ratios.map((r) => r.toFixed(2)).join(', ')}) |`);
}
rmSync(dir, { recursive: true, force: true });
console.log(`\n(sink ${sink})`);
