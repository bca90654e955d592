import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// ripgrep's and jq's manners on the built program (`npm run build` first): real pipes, a
// real terminal (util-linux script) of a given width, the real environment.

const root = join(__dirname, '../..');
const bin = join(root, 'dist/cli/main.js');
const ESC = '\u001b[';

function run(args: string[], env: NodeJS.ProcessEnv = {}, stdin = '') {
  const r = spawnSync(process.execPath, [bin, ...args], { input: stdin, env: { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, ...env } });
  return { code: r.status, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
}

/** Runs the program in a pseudo-terminal `columns` wide; stdout and stderr are the terminal unless redirected in `redirect`. */
function inTerminal(args: string[], columns: number, redirect = '', env: NodeJS.ProcessEnv = {}): { code: number | null; text: string } {
  const quoted = args.map((a) => `'${a}'`).join(' ');
  const line = `stty cols ${columns}; "${process.execPath}" "${bin}" ${quoted} ${redirect}`;
  const r = spawnSync('script', ['-qec', line, '/dev/null'], { env: { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, TERM: 'xterm', ...env }, input: '' });
  return { code: r.status, text: r.stdout.toString().replace(/\r\n/g, '\n') };
}

const longest = (text: string) => Math.max(...text.split('\n').map((l) => l.length));

let dir: string;
beforeAll(() => {
  const newest = (d: string): number => Math.max(...readdirSync(d, { withFileTypes: true }).map((e) => (e.isDirectory() ? newest(join(d, e.name)) : statSync(join(d, e.name)).mtimeMs)));
  if (statSync(bin).mtimeMs < newest(join(root, 'src'))) throw new Error('dist/ is older than src/: run "npm run build" before these specs');
  dir = mkdtempSync(join(tmpdir(), 'uri-grammar-manners-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('usage', () => {
  it('no arguments: a short usage on stderr, exit 2', () => {
    const r = run([]);
    expect([r.code, r.stdout]).toEqual([2, '']);
    expect(r.stderr.split('\n')).toEqual(['Usage: uri-grammar <command> [options] [input ...]', expect.stringMatching(/^Commands: parse, check, /), 'extract, grammar', "try 'uri-grammar --help'", '']);
  });

  it('a mistyped option: one line with the nearest option, a try line, exit 2 (not Node\'s message)', () => {
    expect(run(['check', '--jsn', 'x'])).toEqual({ code: 2, stdout: '', stderr: "uri-grammar: unknown option '--jsn'; did you mean '--json'?\ntry 'uri-grammar check --help'\n" });
    expect(run(['chek', 'x'])).toEqual({ code: 2, stdout: '', stderr: "uri-grammar: unknown command 'chek'; did you mean 'check'?\ntry 'uri-grammar --help'\n" });
  });

  it('--help and -h: the full help on stdout, exit 0, no line over 80 columns on a pipe', () => {
    const r = run(['--help']);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(run(['-h'])).toEqual(r);
    expect(longest(r.stdout)).toBeLessThanOrEqual(80);
    for (const name of ['parse', 'check', 'resolve', 'normalize', 'equal', 'relativize', 'schemes', 'lint', 'extract', 'grammar']) {
      const h = run([name, '-h']);
      expect([name, h.code, h.stderr, longest(h.stdout) <= 80]).toEqual([name, 0, '', true]);
    }
  });

  it('in a terminal, help is wrapped to its width', () => {
    const wide = inTerminal(['check', '--help'], 120);
    expect(wide.code).toBe(0);
    expect(longest(wide.text)).toBeLessThanOrEqual(120);
    expect(longest(wide.text)).toBeGreaterThan(100);
    const narrow = inTerminal(['check', '--help'], 60);
    expect(longest(narrow.text)).toBeLessThanOrEqual(60);
    // redirected to a file, not a terminal: 80
    const file = join(dir, 'help.txt');
    inTerminal(['check', '--help'], 120, `> "${file}"`);
    expect(longest(readFileSync(file, 'utf8'))).toBeLessThanOrEqual(80);
  });
});

describe('--color', () => {
  it('always wins over NO_COLOR and a pipe; never wins over FORCE_COLOR and a terminal', () => {
    const always = run(['check', '--color=always', 'a b'], { NO_COLOR: '1' });
    expect([always.code, always.stdout, always.stderr.startsWith(`${ESC}31merror[illegal-character]${ESC}39m`)]).toEqual([1, `${ESC}31minvalid: a b${ESC}39m\n`, true]);
    const never = run(['check', '--color', 'never', 'a b'], { FORCE_COLOR: '1' });
    expect([never.code, never.stdout + never.stderr].join()).not.toContain(ESC);
    const terminal = inTerminal(['check', '--color=never', 'a b'], 80);
    expect([terminal.code, terminal.text.includes(ESC)]).toEqual([1, false]);
    expect(inTerminal(['check', 'a b'], 80).text).toContain(ESC); // auto, the default: a terminal is coloured
  });
});

describe('one wording for a file that cannot be read', () => {
  it.each([
    ['grammar check', (m: string) => ['grammar', 'check', `${m}.abnf`], '.abnf'],
    ['--grammar', (m: string) => ['check', '--grammar', `${m}.abnf`, 'x'], '.abnf'],
    ['extract', (m: string) => ['extract', `${m}.txt`], '.txt'],
    ['--base-from-html', (m: string) => ['resolve', '--base-from-html', `${m}.html`, 'g'], '.html'],
  ])('%s', (_name, args, ext) => {
    const m = join(dir, 'nope');
    expect(run(args(m))).toEqual({ code: 2, stdout: '', stderr: `uri-grammar: ${m}${ext}: No such file or directory\n` });
  });
});

describe('check: one output shape', () => {
  it('one argument, several, stdin: "valid: URI" / "invalid: URI"', () => {
    expect(run(['check', 'http://a/']).stdout).toBe('valid: http://a/\n');
    expect(run(['check', 'http://a/', 'a b']).stdout).toBe('valid: http://a/\ninvalid: a b\n');
    expect(run(['check'], {}, 'http://a/\na b\n').stdout).toBe('valid: http://a/\ninvalid: a b\n');
  });
});
