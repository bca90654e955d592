import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// --jobs N on the real program (`npm run build` first): the main thread renders the regions of
// stdin until a worker has loaded, then shares them with the workers. A pipe that pauses long
// enough for the workers to load sends what follows the pause to them.

const root = join(__dirname, '../..');
const bin = join(root, 'dist/cli/main.js');
/** Far longer than a worker takes to load (about a tenth of a second here). */
const PAUSE_MS = 2000;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

const env = { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined };

function runAtOnce(args: string[], input: Buffer): Run {
  const r = spawnSync(process.execPath, [bin, ...args], { input, env, maxBuffer: 256 * 1024 * 1024 });
  return { code: r.status, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
}

/** Runs the binary with `before` on stdin, then, after PAUSE_MS, `after`. */
function runWithPause(args: string[], before: Buffer, after: Buffer): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['pipe', 'pipe', 'pipe'], env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d)); // a character may straddle two chunks
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    child.stdin.on('error', () => undefined);
    child.stdin.write(before);
    setTimeout(() => child.stdin.end(after), PAUSE_MS);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let dir: string;
beforeAll(() => {
  if (statSync(bin).mtimeMs < statSync(join(root, 'src/cli/jobs.ts')).mtimeMs) throw new Error('dist/ is older than src/: run "npm run build" before these specs');
  dir = mkdtempSync(join(tmpdir(), 'uri-grammar-jobs-'));
});
afterAll(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('--jobs N: the main thread and the workers, the same bytes as one thread', () => {
  // Every kind of line: valid, invalid, not UTF-8, CRLF, empty, an unsafe character, a scheme grammar's error.
  const kinds = [Buffer.from('http://a/b?c\n'), Buffer.from('a b\r\n'), Buffer.from([0x68, 0x3a, 0xff, 0x0a]), Buffer.from('\n'), Buffer.from('ftp://h/%zz\n'), Buffer.from('x:\u202E\n'), Buffer.from('mailto:\n')];
  const lines = (n: number, from: number) => Buffer.concat(Array.from({ length: n }, (_, k) => kinds[((k + from) * 7 + ((k + from) >> 3)) % kinds.length]));
  const before = lines(3000, 0);
  const after = lines(30000, 3000); // several regions of 64 KiB: the first goes to a worker

  it.each([
    ['check', '--jobs', '2'],
    ['check', '--json', '--jobs', '3'],
    ['parse', '--json', '--jobs', '2'],
    ['parse', '--jobs', '3'],
  ].map((a) => [a.join(' '), a]))('%s', async (_name, args) => {
    const one = runAtOnce(args.slice(0, -2), Buffer.concat([before, after]));
    expect([one.code, one.stdout.split('\n').length, one.stderr.length > 0]).toEqual([1, args.includes('parse') && !args.includes('--json') ? expect.any(Number) : 33001, !args.includes('--json')]);
    expect(await runWithPause(args, before, after)).toEqual(one);
  }, 60_000);

  it('the workers register the --grammar files and keep --max-nesting, as the main thread does', async () => {
    const nest = join(dir, 'nest.bnf');
    writeFileSync(nest, 'nesturl = "nest:" group\ngroup = "(" *[ alpha | group ] ")"\n');
    const pair = 'nest:((a))\nnest:(((a)))\n';
    // Without the grammar (or past its nesting bound unchecked) the second line would be valid: RFC 2396 reads it as an opaque URI.
    const r = await runWithPause(['check', '--grammar', nest, '--max-nesting', '2', '--jobs', '2'], Buffer.from(pair.repeat(10)), Buffer.from(pair.repeat(20000)));
    expect([r.code, r.stdout === 'valid: nest:((a))\ninvalid: nest:(((a)))\n'.repeat(20010)]).toEqual([1, true]);
    expect(r.stderr.split('error[nesting-too-deep]')).toHaveLength(20011);
  }, 60_000);

  it('a line over --max-line after the pause: the records before it, then the same one-line error', async () => {
    const before = Buffer.from('http://a/\n'.repeat(100));
    const after = Buffer.from('http://a/\n'.repeat(20000) + 'x'.repeat(5000) + '\nhttp://b/\n');
    const one = runAtOnce(['check', '--max-line', '4k'], Buffer.concat([before, after]));
    expect([one.code, one.stdout.split('\n').length, one.stderr]).toEqual([2, 20101, 'uri-grammar: line 20101 is longer than --max-line (4096 bytes)\n']);
    expect(await runWithPause(['check', '--max-line', '4k', '--jobs', '2'], before, after)).toEqual(one);
  }, 60_000);
});
