import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Issue 27: `uri-grammar check` on one line just under --max-line, for every built-in scheme,
// in the real binary (`npm run build` first) with a 1 GB heap: it answers, and never aborts
// with exit 134 (V8 out of heap). Before the issue a geo line of 24 MB, or a gopher host of
// millions of labels, did: their parameters and labels were built as nodes (250 and 50 bytes
// of heap per input character).
//
// The line is 16 MiB: large enough that 64 bytes of heap per character (the old geo, data and
// RFC 1738 host costs were 50 to 280) cannot fit in 1 GB, small enough that the 16 runs take
// about 35 s on a loaded 2-core machine. Each input is the shape found worst for its scheme
// (bench/memory.ts measures them all). The process's peak resident size (heap, marker
// buffers, the line itself, read and echoed) stays under 96 bytes per character.

const root = join(__dirname, '../..');
const bin = join(root, 'dist/cli/main.js');
const SIZE = 16 * 1024 * 1024;
const MAX_RSS_PER_CHARACTER = 96;

/** One scheme's line: `head`, `unit` repeated, `tail`, SIZE - 1 bytes at most. */
const LINES: Array<[scheme: string, head: string, unit: string, tail: string]> = [
  ['http', 'http://h/', 'a/', ''],
  ['ftp', 'ftp://h/', 'a/', ''],
  ['gopher', 'gopher://', 'a.', 'a/'],
  ['mailto', 'mailto:', 'a%40', ''],
  ['news', 'news:', 'a.', 'a'],
  ['nntp', 'nntp://', 'a.', 'a/g/1'],
  ['telnet', 'telnet://', 'a.', 'a/'],
  ['wais', 'wais://', 'a.', 'a/db'],
  ['file', 'file://', 'a.', 'a/'],
  ['prospero', 'prospero://', 'a.', 'a/'],
  ['urn', 'urn:ab:', '%41', ''],
  ['tag', 'tag:', 'a.', 'a,2000:x'],
  ['data (parameters)', 'data:', ';a=b', ',x'],
  ['data (data)', 'data:,', 'a', ''],
  ['geo', 'geo:1,2', ';a=b', ''],
];

let dir: string;
beforeAll(() => {
  const newest = (d: string): number => Math.max(...readdirSync(d, { withFileTypes: true }).map((e) => (e.isDirectory() ? newest(join(d, e.name)) : statSync(join(d, e.name)).mtimeMs)));
  if (statSync(bin).mtimeMs < newest(join(root, 'src'))) throw new Error('dist/ is older than src/: run "npm run build" before these specs');
  dir = mkdtempSync(join(tmpdir(), 'uri-grammar-memory-'));
  // preloaded into the binary: its peak resident size, written when it exits
  writeFileSync(join(dir, 'rss.js'), "process.on('exit', () => require('fs').writeFileSync(process.env.RSS_FILE, String(process.resourceUsage().maxRSS * 1024)));\n");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe(`check on one line of ${SIZE / 2 ** 20} MiB, --max-line ${SIZE / 2 ** 20}M, in a 1 GB heap`, () => {
  it.each(LINES)('%s', (_scheme, head, unit, tail) => {
    const line = head + unit.repeat(Math.floor((SIZE - 1 - head.length - tail.length) / unit.length)) + tail;
    expect(line.length).toBeLessThan(SIZE);
    expect(line.length).toBeGreaterThan(SIZE - 8);
    const input = join(dir, 'line.txt');
    writeFileSync(input, line + '\n');
    const fd = openSync(input, 'r');
    const rssFile = join(dir, 'rss.txt');
    const r = spawnSync(process.execPath, ['--max-old-space-size=1024', '-r', join(dir, 'rss.js'), bin, 'check', '--max-line', `${SIZE / 2 ** 20}M`], {
      stdio: [fd, 'pipe', 'pipe'],
      env: { ...process.env, RSS_FILE: rssFile, NO_COLOR: '1', FORCE_COLOR: undefined },
      maxBuffer: 2 * SIZE,
    });
    closeSync(fd);
    expect({ code: r.status, signal: r.signal, stderr: r.stderr.toString().slice(0, 300) }).toEqual({ code: 0, signal: null, stderr: '' });
    expect(r.stdout.length).toBe('valid: \n'.length + line.length);
    const rss = Number(readFileSync(rssFile, 'utf8'));
    expect(rss / line.length).toBeLessThan(MAX_RSS_PER_CHARACTER);
  }, 120_000);
});
