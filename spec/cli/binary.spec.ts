import { spawn, spawnSync, StdioOptions } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The real program, as a user runs it: `npm run build` first (checked below), then
// node dist/cli/main.js with real pipes, files, /dev/full, a directory and a terminal.

const root = join(__dirname, '../..');
const bin = join(root, 'dist/cli/main.js');
const ESC = '\u001b[';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the binary with `args`, `stdin` bytes (or a file descriptor), and stdout on a pipe or a file descriptor. */
function run(args: string[], stdin: string | Buffer | number = '', options: { stdout?: number; env?: NodeJS.ProcessEnv } = {}): Run {
  const stdio: StdioOptions = [typeof stdin === 'number' ? stdin : 'pipe', options.stdout ?? 'pipe', 'pipe'];
  const r = spawnSync(process.execPath, [bin, ...args], {
    input: typeof stdin === 'number' ? undefined : stdin,
    stdio,
    env: { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, ...options.env },
    maxBuffer: 256 * 1024 * 1024,
  });
  return { code: r.status, stdout: r.stdout?.toString() ?? '', stderr: r.stderr.toString() };
}

/** Spawns the binary and closes the read end of its stdout at once (`uri-grammar … | head -c 0`); resolves to its exit code and stderr. */
function runIntoClosedPipe(args: string[], stdin: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.stdin.on('error', () => undefined); // the child may stop reading first
    child.stdin.end(stdin);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

/**
 * Spawns the binary and reads its stdout up to the first newline, then closes it (`uri-grammar … | head -1`);
 * resolves to the exit code, that first line and stderr.
 */
function runIntoHeadOne(args: string[], stdin: string): Promise<{ code: number | null; first: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) child.stdout.destroy();
    });
    child.stderr.on('data', (d) => (stderr += d));
    child.stdin.on('error', () => undefined);
    child.stdin.end(stdin);
    child.on('close', (code) => resolve({ code, first: out.slice(0, out.indexOf('\n')), stderr }));
  });
}

let dir: string;
beforeAll(() => {
  const newest = (d: string): number => Math.max(...readdirSync(d, { withFileTypes: true }).map((e) => (e.isDirectory() ? newest(join(d, e.name)) : statSync(join(d, e.name)).mtimeMs)));
  if (statSync(bin).mtimeMs < newest(join(root, 'src'))) throw new Error('dist/ is older than src/: run "npm run build" before these specs');
  dir = mkdtempSync(join(tmpdir(), 'uri-grammar-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('exit status and I/O errors', () => {
  const lines = 'a b\n' + 'http://a/\n'.repeat(20000); // far more than a pipe holds

  it('EPIPE on stdout after an invalid input: exit 1, no trace', async () => {
    expect(await runIntoClosedPipe(['check'], lines)).toEqual({ code: 1, stderr: expect.not.stringMatching(/Error|at /) });
  });

  it('EPIPE on stdout with every input so far valid: exit 0', async () => {
    expect(await runIntoClosedPipe(['normalize', '--json'], 'http://a/\n'.repeat(20000))).toEqual({ code: 0, stderr: '' });
  });

  describe('a reader that closes after the first line keeps the status of what was written (every command)', () => {
    // A bad input first, then far more output than a pipe holds: the run stops at EPIPE.
    const bad = 'http://a b\n' + 'http://a/\n'.repeat(100000);
    it.each([
      ['check', [], bad],
      ['parse --json', ['--json'], bad],
      ['normalize', [], bad],
      ['lint', [], bad],
      ['lint --json', ['--json'], bad],
      ['extract', [], '<http://a b%zz>\n' + 'see http://a/ here\n'.repeat(100000)],
      ['extract --json', ['--json'], '<http://a b%zz>\n' + 'see http://a/ here\n'.repeat(100000)],
    ])('%s: exit 1, no trace', async (name, flags, stdin) => {
      const r = await runIntoHeadOne([name.split(' ')[0], ...flags], stdin);
      expect([r.code, r.first.length > 0, r.stderr]).toEqual([1, true, expect.not.stringMatching(/internal error|Error:|\n {4}at /)]);
    });
    it('lint with every input ok: exit 0', async () => {
      expect((await runIntoHeadOne(['lint'], 'http://a/\n'.repeat(100000))).code).toBe(0);
    });
    it('grammar check after a bad file: exit 1', async () => {
      const bad = join(dir, 'bad.abnf');
      writeFileSync(bad, 'x = "x:" y\n');
      const good = join(dir, 'good.abnf');
      writeFileSync(good, 'x = "x:" 1*DIGIT\n');
      const r = await runIntoHeadOne(['grammar', 'check', bad, ...Array(3000).fill(good)], '');
      expect([r.code, r.first]).toEqual([1, `${bad}: 1 problem`]);
    });
  });

  it('a full disk (/dev/full): one line, exit 2', () => {
    const full = openSync('/dev/full', 'w');
    try {
      expect(run(['check', 'http://a/'], '', { stdout: full })).toEqual({ code: 2, stdout: '', stderr: 'uri-grammar: cannot write to stdout: no space left on device (ENOSPC)\n' });
      expect(run(['--help'], '', { stdout: full }).code).toBe(2);
    } finally {
      closeSync(full);
    }
  });

  it('a directory as stdin: a message, exit 2', () => {
    const fd = openSync(dir, 'r');
    try {
      expect(run(['check'], fd)).toEqual({ code: 2, stdout: '', stderr: 'uri-grammar: cannot read stdin: is a directory (EISDIR)\n' });
    } finally {
      closeSync(fd);
    }
  });

  it('a usage error: exit 2', () => {
    expect(run(['check', '--nope'])).toEqual({ code: 2, stdout: '', stderr: "uri-grammar: unknown option '--nope'\ntry 'uri-grammar check --help'\n" });
  });
});

describe('--jobs N: worker threads, the same bytes as one', () => {
  // Many regions (stdin comes in 64 KiB chunks), with every kind of line in each: valid, invalid,
  // not UTF-8, CRLF, empty, an unsafe character, a scheme grammar's error.
  const kinds = [Buffer.from('http://a/b?c\n'), Buffer.from('a b\r\n'), Buffer.from([0x68, 0x3a, 0xff, 0x0a]), Buffer.from('\n'), Buffer.from('ftp://h/%zz\n'), Buffer.from('x:\u202E\n'), Buffer.from('mailto:\n')];
  const mixed = Buffer.concat(Array.from({ length: 30000 }, (_, k) => kinds[(k * 7 + (k >> 3)) % kinds.length]));
  it.each([['check'], ['check', '--json'], ['parse', '--json'], ['check', '--generic']].map((a) => [a.join(' '), a]))('%s', (_name, args) => {
    const one = run([...args, '--jobs', '1'], mixed);
    expect(one.code).toBe(1);
    expect(one.stdout.split('\n')).toHaveLength(30001);
    expect(run([...args, '--jobs', '3'], mixed)).toEqual(one);
  });
  it('a line over --max-line: the records before it, then the same one-line error', () => {
    const input = 'http://a/\n'.repeat(20000) + 'x'.repeat(5000) + '\nhttp://b/\n';
    const one = run(['check', '--max-line', '4k', '--jobs', '1'], input);
    expect([one.code, one.stdout.split('\n').length, one.stderr]).toEqual([2, 20001, 'uri-grammar: line 20001 is longer than --max-line (4096 bytes)\n']);
    expect(run(['check', '--max-line', '4k', '--jobs', '2'], input)).toEqual(one);
  });
});

describe('lines', () => {
  it('a CRLF file: one record per line, the CRs not data', () => {
    const file = join(dir, 'crlf.txt');
    writeFileSync(file, 'http://a/\r\nHTTP://B:80/x\r\n');
    const fd = openSync(file, 'r');
    try {
      expect(run(['normalize'], fd)).toEqual({ code: 0, stdout: 'http://a/\nhttp://b/x\n', stderr: '' });
    } finally {
      closeSync(fd);
    }
  });

  it('a lone CR is data: one input, invalid at the CR, shown escaped', () => {
    const r = run(['check'], 'http://a/\rb\n');
    expect([r.code, r.stdout]).toEqual([1, 'invalid: http://a/\\u000Db\n']);
    expect(r.stderr.split('\n').slice(0, 3)).toEqual(['line 1: error[illegal-character] at line 1, column 10 (offset 9)', '  http://a/\\u000Db', '           ^']);
  });

  it('U+202E never reaches the terminal raw, in human or JSON output', () => {
    const human = run(['check', 'http://a/\u202Eb']);
    const json = run(['check', '--json'], 'http://a/\u202Eb\u2028\n');
    expect(human.stdout + human.stderr + json.stdout).not.toMatch(/[\u202E\u2028]/);
    expect(human.stderr).toContain('  http://a/\\u202Eb\n           ^\n');
    expect(json.stdout).toMatch(/^\{"input":"http:\/\/a\/\\u202Eb\\u2028","ok":false,/);
  });

  it('bytes that are not UTF-8: the byte offset, exit 1', () => {
    const r = run(['check', '--json'], Buffer.from([0x68, 0x3a, 0x2f, 0xc0, 0xaf, 0x0a]));
    expect([r.code, JSON.parse(r.stdout).error.message]).toEqual([1, expect.stringMatching(/^The input is not valid UTF-8 at byte offset 3 \(byte 0xC0\)/)]);
  });

  /** `check` of one stdin line through GNU time: its stdout length and the process's peak resident memory in bytes. */
  function checkMeasured(line: string, ...flags: string[]): { status: number | null; stdoutLength: number; maxRss: number } {
    const r = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, bin, 'check', ...flags], { input: line + '\n', maxBuffer: 256 * 1024 * 1024 });
    return { status: r.status, stdoutLength: r.stdout.length, maxRss: 1024 * Number(r.stderr.toString().trim().split('\n').pop()) };
  }

  it('a 50 MB line: checked in memory a small multiple of it', () => {
    const line = 'http://a/' + 'x'.repeat(50 * 1024 * 1024);
    const measured = checkMeasured(line);
    expect([measured.status, measured.stdoutLength]).toEqual([0, 'valid: \n'.length + line.length]);
    expect(measured.maxRss).toBeLessThan(10 * line.length);
  });

  it.each([['RFC 2616 (the default)', []], ['RFC 1738', ['--updates', 'none']]])('a 10 MB line of 5 million one-character segments, %s http (the scheme step kept a node for each: 1.2 GB)', (_reading, flags) => {
    const line = 'http://a/' + 'a/'.repeat(5_000_000);
    const baseline = checkMeasured('http://a/', ...flags).maxRss;
    const measured = checkMeasured(line, ...flags);
    expect([measured.status, measured.stdoutLength]).toEqual([0, 'valid: \n'.length + line.length]);
    expect(measured.maxRss - baseline).toBeLessThan(10 * line.length);
  });

  it('a line over --max-line: refused with exit 2 after the records before it', () => {
    expect(run(['check', '--max-line', '1M'], 'http://a/\n' + 'x'.repeat(2 * 1024 * 1024) + '\n')).toEqual({
      code: 2,
      stdout: 'valid: http://a/\n',
      stderr: 'uri-grammar: line 2 is longer than --max-line (1048576 bytes)\n',
    });
  });
});

describe('colour', () => {
  /** Runs a shell command line in a pseudo-terminal (util-linux script): stdout and stderr are TTYs unless redirected. */
  function inTerminal(commandLine: string, env: NodeJS.ProcessEnv = {}): string {
    const r = spawnSync('script', ['-qec', commandLine, '/dev/null'], { env: { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, TERM: 'xterm', ...env }, input: '' });
    expect(r.status).toBe(1); // check's status for "a b", passed on by script -e
    return r.stdout.toString();
  }
  const check = `"${process.execPath}" "${bin}" check "a b"`;

  it('per stream: a terminal stdout is coloured while stderr goes to a file, and the reverse', () => {
    const errFile = join(dir, 'err.txt');
    expect(inTerminal(`${check} 2>"${errFile}"`)).toBe(`${ESC}31minvalid: a b${ESC}39m\r\n`);
    expect(readFileSync(errFile, 'utf8')).not.toContain(ESC);
    const outFile = join(dir, 'out.txt');
    expect(inTerminal(`${check} >"${outFile}"`)).toContain(`${ESC}31merror[illegal-character]${ESC}39m at line 1`);
    expect(readFileSync(outFile, 'utf8')).toBe('invalid: a b\n');
  });

  it('NO_COLOR turns colour off only when non-empty', () => {
    expect(inTerminal(`${check} 2>/dev/null`, { NO_COLOR: '1' })).toBe('invalid: a b\r\n');
    expect(inTerminal(`${check} 2>/dev/null`, { NO_COLOR: '' })).toBe(`${ESC}31minvalid: a b${ESC}39m\r\n`);
  });

  it('FORCE_COLOR (non-empty, not 0) colours pipes; FORCE_COLOR=0 does not', () => {
    const forced = run(['check', 'a b'], '', { env: { FORCE_COLOR: '1' } });
    expect([forced.stdout, forced.stderr.split('\n')[0]]).toEqual([`${ESC}31minvalid: a b${ESC}39m\n`, `${ESC}31merror[illegal-character]${ESC}39m at line 1, column 2 (offset 1)`]);
    const zero = run(['check', 'a b'], '', { env: { FORCE_COLOR: '0' } });
    expect(zero.stdout + zero.stderr).not.toContain(ESC);
    expect(inTerminal(`${check} 2>/dev/null`, { FORCE_COLOR: '0' })).toBe('invalid: a b\r\n');
  });
});

describe('--max-nesting', () => {
  it('bounds the nesting of a --grammar file\'s recursive rules, in the process and in its --jobs workers', () => {
    const nest = join(dir, 'nest.bnf');
    writeFileSync(nest, 'nesturl = "nest:" group\ngroup = "(" *[ alpha | group ] ")"\n');
    const inputs = 'nest:((a))\nnest:(((a)))\n'.repeat(50);
    for (const jobs of [[], ['--jobs', '2']]) {
      const r = run(['check', '--grammar', nest, '--max-nesting', '2', ...jobs], inputs);
      expect([jobs.join(' '), r.code, r.stdout]).toEqual([jobs.join(' '), 1, 'valid: nest:((a))\ninvalid: nest:(((a)))\n'.repeat(50)]);
      expect(r.stderr).toMatch(/error\[nesting-too-deep\]/);
    }
    const parsed = run(['parse', '--json', '--grammar', nest, '--max-nesting', '3', 'nest:(((a)))']);
    expect([parsed.code, JSON.parse(parsed.stdout).ok]).toEqual([0, true]);
    expect(run(['check', '--grammar', nest, '--max-nesting', 'many', 'nest:(a)'])).toEqual({ code: 2, stdout: '', stderr: expect.stringContaining('--max-nesting must be a positive integer, got "many"') });
  });
});

describe("a line's derivations held to its share of memory (docs/cli.md), in the process and in its --jobs workers", () => {
  it('refuses a data URL of a node per character past the share with exit 2, after the records before it', () => {
    const input = `data:,a\ndata:,${'a'.repeat(1_200_000)}\n`;
    for (const jobs of [[], ['--jobs', '2']]) {
      const r = run(['parse', '--json', ...jobs], input);
      expect([jobs.join(' '), r.code, r.stdout.split('\n').length]).toEqual([jobs.join(' '), 2, 2]); // the first line's record, then nothing
      expect(r.stderr).toMatch(/^uri-grammar: line 2: the result is too large to write \(its derivation would hold more than \d+ nodes/);
    }
  });
});
