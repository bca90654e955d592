import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Issue 28: lint, normalize, resolve, extract and parse on one long line, in the real binary
// (`npm run build` first): each finishes in memory linear in the line, at most 12 bytes of
// peak resident size per byte of the line over the binary's own size, or refuses the line
// with exit 2 (before the work, or as soon as a derivation outgrows the line's share of
// memory), having written nothing for it. `uri-grammar lint` on a line of 8 MB of "a/" used to peak at
// 82 bytes a character (a node per segment), normalize at 98, parse at 46 (its JSON as one
// string), and lint exited 70 on 25,000 findings in a 100 kB line.
//
// The issue asks for 100 MB lines in a 1 GB heap; these are 16 MiB lines in a heap of
// 12 × 16 MiB + 64 MiB = 256 MiB (the bound docs/cli.md states, so a run over it aborts), the
// same proportion: the 100 MB runs take 10 to 60 s each on this shared 2-core machine, the
// 16 MiB ones 1 to 5 s (docs/performance.md has both, measured with npm run bench:cli-memory).

const root = join(__dirname, '../..');
const bin = join(root, 'dist/cli/main.js');
const SIZE = 16 * 1024 * 1024;
const HEAP_MB = 256;
const MAX_RSS_PER_CHARACTER = 12;

/** `head`, `unit` repeated, `tail`: SIZE - 1 bytes at most. */
function lineOf(head: string, unit: string, tail = ''): string {
  return head + unit.repeat(Math.floor((SIZE - 1 - head.length - tail.length) / unit.length)) + tail;
}

let dir: string;
/** The peak resident size of the binary on a short line. */
let baseline: number;

/** Preloaded into the binary: its peak resident size when it exits (VmHWM: Linux carries a forked parent's peak into maxRSS). */
const RSS_HOOK = `process.on('exit', () => {
  const fs = require('fs');
  let rss = process.resourceUsage().maxRSS * 1024;
  try { rss = Number(/VmHWM:\\s*(\\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]) * 1024; } catch {}
  fs.writeFileSync(process.env.RSS_FILE, String(rss));
});
`;

/** Runs the binary with `args` on `line` (stdin), stdout to a file: its status, stderr's start, stdout's size and first bytes, peak RSS. */
function run(args: string[], line: string) {
  const input = join(dir, 'line.txt');
  writeFileSync(input, line + '\n');
  const fd = openSync(input, 'r');
  const output = join(dir, 'out.txt');
  const out = openSync(output, 'w');
  const rssFile = join(dir, 'rss.txt');
  const r = spawnSync(process.execPath, [`--max-old-space-size=${HEAP_MB}`, '-r', join(dir, 'rss.js'), bin, ...args], {
    stdio: [fd, out, 'pipe'],
    env: { ...process.env, RSS_FILE: rssFile, NO_COLOR: '1', FORCE_COLOR: undefined },
  });
  closeSync(fd);
  closeSync(out);
  const rss = Number(readFileSync(rssFile, 'utf8'));
  const stdout = readFileSync(output, { encoding: 'latin1' }).slice(0, 200); // its start (the rest is the line, or the AST of it)
  return { code: r.status, signal: r.signal, stderr: r.stderr.toString().slice(0, 400), size: statSync(output).size, stdout, perCharacter: (rss - baseline) / line.length };
}

beforeAll(() => {
  const newest = (d: string): number => Math.max(...readdirSync(d, { withFileTypes: true }).map((e) => (e.isDirectory() ? newest(join(d, e.name)) : statSync(join(d, e.name)).mtimeMs)));
  if (statSync(bin).mtimeMs < newest(join(root, 'src'))) throw new Error('dist/ is older than src/: run "npm run build" before these specs');
  dir = mkdtempSync(join(tmpdir(), 'uri-grammar-line-memory-'));
  writeFileSync(join(dir, 'rss.js'), RSS_HOOK);
  baseline = 0;
  baseline = run(['check'], 'http://h/').perCharacter * 'http://h/'.length;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe(`each line command on one line of ${SIZE / 2 ** 20} MiB, in a ${HEAP_MB} MB heap: under ${MAX_RSS_PER_CHARACTER} bytes a character over the binary's own size`, () => {
  const finishes: Array<[name: string, args: string[], line: string, firstBytes: string]> = [
    ['lint, segments', ['lint'], lineOf('http://h/', 'a/'), 'ok\thttp://h/a/a/'],
    ['lint, dot-segments that do not climb', ['lint'], lineOf('http://h/', 'a/../'), 'ok\thttp://h/a/../'],
    ['lint --json, escapes', ['lint', '--json'], lineOf('http://h/', '%41'), '{"input":"http://h/%41%41'],
    ['normalize --remove-dot-segments, dot-segments', ['normalize', '--remove-dot-segments'], lineOf('http://h/', 'a/../', 'b'), 'http://h/b\n'],
    ['normalize, a URN of escapes', ['normalize'], lineOf('URN:ab:', '%4a'), 'urn:ab:%4A%4A'],
    ['resolve, a relative path of segments', ['resolve', 'http://a/b/c'], lineOf('', 'a/'), 'http://a/b/a/a/'],
    ['extract, a bare URI longer than a candidate', ['extract'], lineOf('see http://h/', 'a/'), ''],
    ['parse --json, escapes (its JSON, 13 times the line, written in pieces)', ['parse', '--json'], lineOf('http://h/', '%41'), '{"input":"http://h/%41%41'],
    ['parse, a long segment', ['parse'], lineOf('http://h/', 'a'), '{\n  "type": "URI-reference",'],
  ];
  it.each(finishes)('%s: exit 0', (_name, args, line, firstBytes) => {
    expect(line.length).toBeGreaterThan(SIZE - 8);
    const r = run(args[0] === 'extract' ? args : [...args, '--max-line', '16M'], line); // extract reads text, in chunks: no line limit
    expect({ code: r.code, signal: r.signal, stderr: r.stderr }).toEqual({ code: 0, signal: null, stderr: '' });
    expect(r.stdout.startsWith(firstBytes)).toBe(true);
    expect(r.perCharacter).toBeLessThan(MAX_RSS_PER_CHARACTER);
  }, 120_000);

  const refuses: Array<[name: string, args: string[], line: string, reason: RegExp]> = [
    ['parse, 8 million segments', ['parse'], lineOf('http://h/', 'a/'), /^uri-grammar: line 1: the result is too large to write \(its AST would hold about 8388606 nodes \(1280 MiB\), more than parse takes for a line of this length \(160 MiB\)/],
    ['lint, a finding every 4 characters', ['lint', '--json'], lineOf('http://h/', '%00a'), /^uri-grammar: line 1: the result is too large to write \(it may hold 4194309 findings \(3200 MiB\), more than lint takes for a line of this length \(160 MiB\)/],
    // a scheme tree of a node every few characters, which no separator counts: refused when its
    // derivation outgrows the line's share (an 8 MiB line of these held 26 to 81 bytes a character)
    ['parse, a data URL of a node per character', ['parse'], lineOf('data:,', 'a'), /^uri-grammar: line 1: the result is too large to write \(its derivation would hold more than 1048575 nodes \(16 MiB\)/],
    ['parse --json, a data URL of escapes', ['parse', '--json'], lineOf('data:,', '%41'), /^uri-grammar: line 1: the result is too large to write \(its derivation would hold more than 1048575 nodes/],
    ['normalize, a geo URI of parameters', ['normalize'], lineOf('geo:1,2', ';a=b'), /^uri-grammar: line 1: the result is too large to write \(its derivation would hold more than 1048575 nodes/],
  ];
  it.each(refuses)('%s: exit 2, nothing written, within the bound', (_name, args, line, reason) => {
    const r = run([...args, '--max-line', '16M'], line);
    expect({ code: r.code, signal: r.signal, size: r.size }).toEqual({ code: 2, signal: null, size: 0 });
    expect(r.stderr).toMatch(reason);
    expect(r.perCharacter).toBeLessThan(MAX_RSS_PER_CHARACTER);
  }, 120_000);
});
