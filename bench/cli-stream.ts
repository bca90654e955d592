/**
 * `npm run bench:cli` (after `npm run build`): the CLI's streaming rate against the same
 * library call in one process (issue 27). Input: `--lines N` (default 500,000) short http URLs
 * in a temporary file. Each round runs the in-process loop and then the built binary
 * (`node dist/cli/main.js CMD < file > /dev/null`, start-up included), so both see the
 * machine alike. Both sides run the built bundle of the repository the command runs in
 * (`dist/`; the library side loads `dist/index.js`), not this script's compiled copy.
 * Each is timed by the wall clock and by CPU time (user + system, all threads: the library
 * loop's `process.cpuUsage()`, the binary's from the shell's `times`); on a shared machine CPU
 * time is the steadier. Reported: the best rate of each, and the CLI / library ratio of the
 * best CPU rates and its per-round values; and the CLI's rate past its first fifth of the lines
 * (its CPU time on all of them less that on the first fifth: the stream without start-up and
 * JIT warm-up, which the in-process loop has behind it) against the library's.
 * Pairs: check / isValidUrl (what check asks of a line; parseUrl only for an invalid one),
 * parse --json / parseUrl + the JSON of its record, lint / lint, and check --jobs 2 /
 * isValidUrl (the target there is 1M lines/s by the wall clock).
 * Beside them, the floor: a program of a few lines timed as the binary is (`node` this script
 * `--floor NAME < file`: reads stdin 64 KiB at a time, splits the lines, makes the pair's
 * library call on each, writes nothing). It pays what any program pays and the in-process
 * loop does not (Node's start, loading the library, JIT warm-up), and nothing of the CLI's
 * own work: the CLI / library ratio a CLI could reach, and the CLI against it.
 * `--runs N` (default 5).
 */
import { spawnSync } from 'child_process';
import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { jsonText } from '../src/cli/terminal';
import { machine } from './machine';
import { median } from './measure';
import { repoRoot } from './repo';

const arg = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(name);
  const n = at < 0 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`bench: ${name} needs a positive integer`);
  return n;
};

// The repository this compiled copy sits in (bench/.out/ is inside it).
const root = repoRoot();
const bin = join(root, 'dist', 'cli', 'main.js');
const { isValidUrl, parseUrl, lint } = require(join(root, 'dist', 'index.js')) as typeof import('../src');

interface Pair {
  name: string;
  args: string[];
  library: (url: string) => unknown;
}

const pairs: Pair[] = [
  { name: 'check', args: ['check'], library: (u) => isValidUrl(u) },
  { name: 'check --json', args: ['check', '--json'], library: (u) => isValidUrl(u) },
  { name: 'parse --json', args: ['parse', '--json'], library: (u) => { const r = parseUrl(u); return r.ok && jsonText({ input: u, ok: true, value: r.value }); } },
  { name: 'lint', args: ['lint'], library: (u) => lint(u).length === 0 },
  { name: 'check --jobs 2', args: ['check', '--jobs', '2'], library: (u) => isValidUrl(u) },
];

let sink = 0;

/** `--floor NAME`: the pair's library call on each line of stdin, read 64 KiB at a time; nothing written (see the top). */
function floor(name: string): void {
  const pair = pairs.find((p) => p.name === name);
  if (!pair) throw new Error(`bench: no pair ${JSON.stringify(name)}`);
  const chunk = Buffer.allocUnsafe(64 * 1024);
  let rest = '';
  for (let n; (n = readSync(0, chunk, 0, chunk.length, null)) > 0; ) {
    const lines = (rest + chunk.toString('utf8', 0, n)).split('\n');
    rest = lines.pop()!;
    for (const line of lines) if (pair.library(line)) sink++;
  }
  if (rest !== '' && pair.library(rest)) sink++;
}

/** Seconds of a run: by the wall clock and in CPU time (user + system). */
interface Seconds {
  wall: number;
  cpu: number;
}

/** `times`'s second line: the user and system time of the shell's children ("0m2.539s 0m0.102s"). */
function childSeconds(stderr: string): number {
  const m = /(\d+)m([\d.]+)s (\d+)m([\d.]+)s\s*$/.exec(stderr);
  if (!m) throw new Error(`bench: no CPU times in ${JSON.stringify(stderr.slice(-200))}`);
  return Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) * 60 + Number(m[4]);
}

/** One run of `program` (the binary) over `from`, stdout to /dev/null, under bash for its children's CPU time; throws unless it exits 0. */
function spawnTimed(program: string, args: string[], from: string): Seconds {
  const input = openSync(from, 'r');
  const output = openSync('/dev/null', 'w');
  try {
    const t0 = process.hrtime.bigint();
    const r = spawnSync('bash', ['-c', '"$@"; s=$?; times >&2; exit $s', 'bench', process.execPath, program, ...args], { stdio: [input, output, 'pipe'], encoding: 'utf8' });
    const wall = Number(process.hrtime.bigint() - t0) / 1e9;
    if (r.status !== 0) throw new Error(`bench: ${program} ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
    return { wall, cpu: childSeconds(r.stderr) };
  } finally {
    closeSync(input);
    closeSync(output);
  }
}

function bench(): void {
  const lines = arg('--lines', 500_000);
  const runs = arg('--runs', 5);
  if (statSync(bin).mtimeMs < statSync(join(root, 'src', 'cli', 'records.ts')).mtimeMs) throw new Error('bench: dist/ is older than src/: run "npm run build" first');

  const urls = Array.from({ length: lines }, (_, k) => `http://www.example${k % 1000}.com/path/${k}/index.html?q=${k % 77}`);
  const dir = mkdtempSync(join(tmpdir(), 'uri-grammar-cli-bench-'));
  const file = join(dir, 'urls.txt');
  writeFileSync(file, urls.join('\n') + '\n');
  // The first fifth: the CLI's time on it, taken from its time on all, leaves the time of the other four fifths without start-up and JIT warm-up.
  const fifth = Math.floor(lines / 5);
  const fifthFile = join(dir, 'fifth.txt');
  writeFileSync(fifthFile, urls.slice(0, fifth).join('\n') + '\n');

  /** One in-process pass of `f` over the URLs. */
  const inProcess = (f: (url: string) => unknown): Seconds => {
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    for (const url of urls) if (f(url)) sink++;
    const wall = Number(process.hrtime.bigint() - t0) / 1e9;
    const c = process.cpuUsage(c0);
    return { wall, cpu: (c.user + c.system) / 1e6 };
  };

  const m = machine();
  const fmt = (n: number) => Math.round(n).toLocaleString('en');
  console.log(`uri-grammar CLI stream bench: ${new Date().toISOString()}, ${m.nproc} cores, ${m.cpu}, Node ${m.node}; ${lines.toLocaleString('en')} lines, ${runs} rounds; ${root}\n`);
  console.log('| command | library in-process, lines/s: wall / CPU (best) | CLI, lines/s: wall / CPU (best) | CLI / library by CPU: best / best (rounds) | CLI past the first fifth, CPU lines/s (best) / library | floor program, CPU lines/s (best) / library | CLI / floor by CPU: best / best |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const pair of pairs) {
    inProcess(pair.library); // warm-up
    const ratios: number[] = [];
    const best = { libraryWall: 0, libraryCpu: 0, cliWall: 0, cliCpu: 0, cliSteady: 0, floorCpu: 0 };
    const parallel = pair.args.includes('--jobs'); // the floor is one thread: no measure for a parallel run
    for (let round = 0; round < runs; round++) {
      const library = inProcess(pair.library);
      const binary = spawnTimed(bin, pair.args, file);
      best.libraryWall = Math.max(best.libraryWall, lines / library.wall);
      best.libraryCpu = Math.max(best.libraryCpu, lines / library.cpu);
      best.cliWall = Math.max(best.cliWall, lines / binary.wall);
      best.cliCpu = Math.max(best.cliCpu, lines / binary.cpu);
      ratios.push(library.cpu / binary.cpu);
      const head = spawnTimed(bin, pair.args, fifthFile);
      if (binary.cpu > head.cpu) best.cliSteady = Math.max(best.cliSteady, (lines - fifth) / (binary.cpu - head.cpu));
      if (!parallel) best.floorCpu = Math.max(best.floorCpu, lines / spawnTimed(__filename, ['--floor', pair.name], file).cpu);
    }
    const ratio = (best.cliCpu / best.libraryCpu).toFixed(2);
    const floorCells = parallel ? '— | —' : `${fmt(best.floorCpu)} / ${(best.floorCpu / best.libraryCpu).toFixed(2)} | ${(best.cliCpu / best.floorCpu).toFixed(2)}`;
    console.log(`| ${pair.name} | ${fmt(best.libraryWall)} / ${fmt(best.libraryCpu)} | ${fmt(best.cliWall)} / ${fmt(best.cliCpu)} | ${ratio} (${ratios.map((r) => r.toFixed(2)).join(', ')}; median ${median(ratios).toFixed(2)}) | ${fmt(best.cliSteady)} / ${(best.cliSteady / best.libraryCpu).toFixed(2)} | ${floorCells} |`);
  }
  const startup = Array.from({ length: 3 }, () => {
    const r = spawnSync('bash', ['-c', '"$@" < /dev/null; s=$?; times >&2; exit $s', 'bench', process.execPath, bin, 'check'], { encoding: 'utf8' });
    return childSeconds(r.stderr);
  });
  console.log(`\nStart-up (check < /dev/null), CPU seconds, best of 3: ${Math.min(...startup).toFixed(3)} (in every CLI figure above).`);
  rmSync(dir, { recursive: true, force: true });
  console.log(`\n(sink ${sink})`);
}

const floorAt = process.argv.indexOf('--floor');
if (floorAt >= 0) floor(process.argv[floorAt + 1]);
else bench();
