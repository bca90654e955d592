/**
 * `npm run bench:cli-memory [MiB]`: the peak resident size of each line command of the built
 * binary (`npm run build` first) on one long stdin line, per byte of the line, for the shapes
 * that cost the most per character (many segments, query pairs, escapes, labels, a long opaque
 * part). Each run is a child process with a 1 GB heap, as issue 28 asks (a larger heap lets V8
 * collect later and shows more garbage); its status is shown: 2 is a refusal before the work
 * (docs/cli.md), 134 a heap abort.
 * Issue 28 asks for at most about 12 bytes per character over the process's size at start.
 */
import { spawnSync } from 'child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

// npm runs scripts in the package's root; __dirname would be the shared node_modules' cache
const ROOT = process.cwd();
const BIN = join(ROOT, 'dist/cli/main.js');

export const SHAPES: Array<[name: string, head: string, unit: string, tail: string]> = [
  ['segments', 'http://h/', 'a/', ''],
  ['dot segments', 'http://h/', 'a/../', ''],
  ['query pairs', 'http://h/?', 'a=b&', ''],
  ['escapes', 'http://h/', '%41', ''],
  ['labels', 'http://', 'a.', 'a/'],
  ['long segment', 'http://h/', 'a', ''],
  ['opaque (urn)', 'urn:ab:', '%41', ''],
  ['mailto', 'mailto:', 'a%40', ''],
  // scheme grammars of a node every few characters (RFC 5870 parameters, RFC 2397 data)
  ['geo parameters', 'geo:1,2', ';a=b', ''],
  ['data', 'data:,', 'a', ''],
  ['data escapes', 'data:,', '%41', ''],
];

export const COMMANDS: Array<[name: string, args: string[]]> = [
  ['check', ['check']],
  ['lint', ['lint']],
  ['lint --json', ['lint', '--json']],
  ['normalize', ['normalize', '--remove-dot-segments']],
  ['resolve', ['resolve', 'http://a/b/c/d;p?q']],
  // the line less its scheme and authority: a relative reference, merged with the base's path (§5.2)
  ['resolve (relative)', ['resolve', 'http://a/b/c/d;p?q']],
  ['extract', ['extract']],
  ['parse', ['parse']],
  ['parse --json', ['parse', '--json']],
];

/** One line of about `size` bytes: `head`, `unit` repeated, `tail`. */
export function lineOf(head: string, unit: string, tail: string, size: number): string {
  return head + unit.repeat(Math.floor((size - 1 - head.length - tail.length) / unit.length)) + tail;
}

/**
 * Preloaded into the binary: its peak resident size when it exits. VmHWM, not
 * `resourceUsage().maxRSS`: Linux carries a forked parent's peak into the child's maxRSS.
 */
export const RSS_HOOK = `process.on('exit', () => {
  const fs = require('fs');
  let rss = process.resourceUsage().maxRSS * 1024;
  try { rss = Number(/VmHWM:\\s*(\\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]) * 1024; } catch {}
  fs.writeFileSync(process.env.RSS_FILE, String(rss));
});
`;

/** One run of the binary on `line` (stdin), stdout to a file. */
function run(dir: string, args: string[], line: string, heapMb: number): { exit: number | null; signal: string | null; ms: number; rss: number; out: number; err: string } {
  const input = join(dir, 'line.txt');
  writeFileSync(input, line + '\n');
  const fd = openSync(input, 'r');
  const rssFile = join(dir, 'rss.txt');
  const outFile = join(dir, 'out.txt');
  const outFd = openSync(outFile, 'w');
  const t0 = Date.now();
  const r = spawnSync(process.execPath, [`--max-old-space-size=${heapMb}`, '-r', join(dir, 'rss.js'), BIN, ...args, ...(args[0] === 'extract' ? [] : ['--max-line', '1G'])], {
    stdio: [fd, outFd, 'pipe'],
    env: { ...process.env, RSS_FILE: rssFile, NO_COLOR: '1' },
  });
  closeSync(fd);
  closeSync(outFd);
  const out = statSync(outFile).size;
  rmSync(outFile);
  let rss = NaN;
  try {
    rss = Number(readFileSync(rssFile, 'utf8'));
    rmSync(rssFile);
  } catch {
    // aborted: no exit hook ran
  }
  return { exit: r.status, signal: r.signal, ms: Date.now() - t0, rss, out, err: String(r.stderr ?? '').slice(0, 160).replace(/\n/g, ' ') };
}

function main(): void {
  const mib = Number(process.argv[2] ?? 8);
  const size = mib * 2 ** 20;
  const only = process.argv[3];
  const dir = mkdtempSync(join(tmpdir(), 'uri-grammar-cli-memory-'));
  writeFileSync(join(dir, 'rss.js'), RSS_HOOK);
  try {
    const base = run(dir, ['check'], 'http://h/', 1024).rss;
    console.log(`${mib} MiB lines; baseline (check on a short line) ${(base / 2 ** 20).toFixed(0)} MB; peak RSS over baseline per byte of line\n`);
    console.log(`| command | ${SHAPES.map(([n]) => n).join(' | ')} |\n|---|${SHAPES.map(() => '---|').join('')}`);
    for (const [name, args] of COMMANDS) {
      if (only && !name.startsWith(only)) continue;
      const cells = SHAPES.map(([, head, unit, tail]) => {
        const whole = lineOf(head, unit, tail, size);
        const line = name.endsWith('(relative)') ? whole.replace(/^[a-z]+:(\/\/[^/]*)?/, '') : whole;
        if (line.length < size / 2) return '–'; // all authority: no relative reference left
        const r = run(dir, args, line, 1024);
        const per = ((r.rss - base) / line.length).toFixed(1);
        const how = r.signal ? `killed ${r.signal}` : r.exit === 134 ? 'abort' : `exit ${r.exit}`;
        if (process.env.VERBOSE) console.error(name, JSON.stringify(r));
        return `${per} (${(r.ms / 1000).toFixed(1)} s, ${how})`;
      });
      console.log(`| ${name} | ${cells.join(' | ')} |`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
