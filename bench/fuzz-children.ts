/**
 * The fuzzers' sandbox: a case runs in a child process with a heap cap (--max-old-space-size),
 * a resident-memory cap (polled from /proc, since typed arrays live outside the V8 heap) and a
 * watchdog, so that a case that loops, overflows or runs out of memory is recorded as that, and
 * the cases after it run in a fresh child. The child's code is bundled by esbuild from the
 * worktree's sources, so `npm run fuzz` and the jest sample run the same code.
 */
import { type Serializable, fork } from 'child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { repoRoot } from './repo';

export interface Limits {
  /** --max-old-space-size of the child, in MB. */
  heapMb: number;
  /** The child is killed when its resident set passes this, in MB. */
  rssMb: number;
  /** The child is killed when one item takes longer than this, in ms. */
  watchdogMs: number;
  /** Stop at the first item lost (the larger sizes of one shape after it would only be lost too). */
  stopOnLost?: boolean;
}

/** What became of an item whose child did not answer. */
export interface Lost {
  lost: 'timeout' | 'memory' | 'crash';
  detail: string;
}

export function isLost(x: unknown): x is Lost {
  return typeof x === 'object' && x !== null && 'lost' in x;
}

const bundles = new Map<string, string>();
let dir: string | undefined;

/**
 * bench/<entry>.ts bundled into a temporary directory. Beside it, a link to grammar/: the
 * library finds its shipped grammar files by walking up from its own file.
 */
export function bundle(entry: string): string {
  const done = bundles.get(entry);
  if (done) return done;
  const root = repoRoot(process.cwd());
  if (!dir) {
    dir = mkdtempSync(join(tmpdir(), 'uri-grammar-fuzz-'));
    symlinkSync(join(root, 'grammar'), join(dir, 'grammar'));
    const made = dir;
    process.on('exit', () => rmSync(made, { recursive: true, force: true }));
  }
  const outfile = join(dir, 'bundle', `${entry}.js`);
  // esbuild is a devDependency (the ESM build uses it); required here so the library never sees it
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const esbuild = require('esbuild') as typeof import('esbuild');
  esbuild.buildSync({ entryPoints: [join(root, 'bench', `${entry}.ts`)], bundle: true, platform: 'node', target: 'node20', outfile, logLevel: 'error' });
  bundles.set(entry, outfile);
  return outfile;
}

/** Resident set of a process in MB, or 0 where /proc is not there. */
function rssMb(pid: number): number {
  try {
    return (Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096) / 2 ** 20;
  } catch {
    return 0;
  }
}

/**
 * Runs `items` in order in children of bench/<entry>.ts (sent one by one; the child answers each
 * with one message). The answer of each item, or what became of it when its child died or was killed
 * (and with `stopOnLost`, nothing for the items after that).
 */
export async function runInChildren<I, O>(entry: string, items: readonly I[], limits: Limits): Promise<(O | Lost)[]> {
  const file = bundle(entry);
  const results: (O | Lost)[] = [];
  while (results.length < items.length) {
    const lost = await new Promise<Lost | undefined>((settle) => {
      const child = fork(file, [], { execArgv: [`--max-old-space-size=${limits.heapMb}`, '--expose-gc'], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
      let stderr = '';
      let verdict: Lost | undefined;
      child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
      const kill = (why: Lost) => {
        verdict ??= why;
        child.kill('SIGKILL');
      };
      let watchdog: NodeJS.Timeout | undefined;
      const poll = setInterval(() => {
        const rss = rssMb(child.pid!);
        if (rss > limits.rssMb) kill({ lost: 'memory', detail: `resident set ${rss.toFixed(0)} MB > ${limits.rssMb} MB` });
      }, 50);
      // one item at a time: a batch of large texts would be one huge message, its transfer billed to the first item
      const next = () => {
        watchdog = setTimeout(() => kill({ lost: 'timeout', detail: `no answer in ${limits.watchdogMs} ms` }), limits.watchdogMs);
        child.send(items[results.length] as Serializable);
      };
      child.on('message', (answer: O) => {
        results.push(answer);
        clearTimeout(watchdog);
        if (results.length === items.length) child.disconnect();
        else next();
      });
      child.on('exit', (code, signal) => {
        clearTimeout(watchdog);
        clearInterval(poll);
        if (results.length === items.length) return settle(undefined);
        if (verdict) return settle(verdict);
        const oom = /heap out of memory|Allocation failed/.test(stderr);
        const tail = stderr.trim().split('\n').slice(-3).join(' | ');
        settle({ lost: oom ? 'memory' : 'crash', detail: `exit ${code ?? signal}${tail ? `: ${tail}` : ''}` });
      });
      next();
    });
    if (lost) results.push(lost);
    if (lost && limits.stopOnLost) break;
  }
  return results;
}
