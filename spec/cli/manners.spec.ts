import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commands } from '../../src/cli/commands';
import { closest } from '../../src/cli/did-you-mean';
import { editDistance } from '../../src/engine/nearest';
import { fileError } from '../../src/cli/file-errors';
import { helpWidth, wrapSynopsis, wrapText } from '../../src/cli/help';
import { generalHelp, main } from '../../src/cli/main';
import { capture, runCli } from './run';

// ripgrep's and jq's manners (docs/cli.md, "Usage errors, help and colour"): what a mistyped or
// missing argument, a missing file and a help request give, in-process. binary.spec.ts and
// manners-binary.spec.ts run the built program.

const ESC = '\u001b[';

/** Runs main with stdout `columns` wide (a terminal) and the streams' colour as the environment decided it. */
function runIn(args: string[], io: { columns?: number; color?: { stdout: boolean; stderr: boolean } }) {
  return capture('', io.color ?? { stdout: false, stderr: false }, (streams) => main(args, { ...streams, columns: io.columns }));
}

const longest = (text: string) => Math.max(...text.split('\n').map((l) => l.length));

describe('usage errors: one line, a suggestion, where to look, exit 2', () => {
  it.each([
    [['check', '--jsn', 'x'], "unknown option '--jsn'; did you mean '--json'?", 'check'],
    [['check', '--josn', 'x'], "unknown option '--josn'; did you mean '--json'?", 'check'], // a swap is one edit
    [['normalize', '--remove-dot-segment', 'x'], "unknown option '--remove-dot-segment'; did you mean '--remove-dot-segments'?", 'normalize'],
    [['parse', '--max', '1k', 'x'], "unknown option '--max'; did you mean '--max-line'?", 'parse'], // the one it begins
    [['check', '--colour=never', 'x'], "unknown option '--colour'; did you mean '--color'?", 'check'],
    [['check', '--frobnicate', 'x'], "unknown option '--frobnicate'", 'check'], // nothing near: no guess
    [['check', '-x', 'a'], "unknown option '-x'", 'check'],
    [['schemes', '--rule', 'x'], "unknown option '--rule'", 'schemes'], // only the command's own options are guessed
    [['check', '--rule'], "option '--rule' needs a value", 'check'],
    [['check', '--rule', '--json', 'x'], "option '--rule' needs a value, not '--json' (write --rule=--json for a value that begins with '-')", 'check'],
    [['check', '-r', '-j', 'x'], "option '-r' needs a value, not '-j' (write -r-j for a value that begins with '-')", 'check'],
    [['check', '--json=yes', 'x'], "option '--json' takes no value", 'check'],
    [['check', '--color', 'sometimes', 'x'], '--color must be auto, always or never, got "sometimes"', 'check'],
    [['check', '--color=alwys', 'x'], `--color must be auto, always or never, got "alwys"; did you mean '--color=always'?`, 'check'],
    [['check', '--\u001b[2J', 'x'], "unknown option '--\\u001B[2J'", 'check'], // never a raw control character
  ])('%j', async (args, message, command) => {
    expect(await runCli(args)).toEqual({ code: 2, stdout: '', stderr: `uri-grammar: ${message}\ntry 'uri-grammar ${command} --help'\n` });
  });

  it.each([
    [['chek', 'x'], "unknown command 'chek'; did you mean 'check'?"],
    [['normalise', 'x'], "unknown command 'normalise'; did you mean 'normalize'?"],
    [['grammer', 'check', 'a.abnf'], "unknown command 'grammer'; did you mean 'grammar'?"],
    [['frobnicate'], "unknown command 'frobnicate'"],
    [['--jsn'], "unknown option '--jsn'"],
    [['--hepl'], "unknown option '--hepl'; did you mean '--help'?"],
    [['--json', 'check', 'x'], "the option '--json' goes after a command (parse, check, resolve, normalize, equal, relativize, schemes, lint, extract): uri-grammar parse --json …"],
    [['help', 'chek'], "unknown command 'chek'; did you mean 'check'?"],
  ])('%j', async (args, message) => {
    expect(await runCli(args)).toEqual({ code: 2, stdout: '', stderr: `uri-grammar: ${message}\ntry 'uri-grammar --help'\n` });
  });

  it('did-you-mean: Damerau edit distance, within a third of the length', () => {
    expect([editDistance('jsn', 'json'), editDistance('josn', 'json'), editDistance('', 'abc'), editDistance('kitten', 'sitting')]).toEqual([1, 1, 3, 3]);
    expect(closest('chek', commands.map((c) => c.name))).toBe('check');
    expect(closest('xyz', ['json', 'rule'])).toBeUndefined();
    expect(closest('jobz', ['jobs', 'json'])).toBe('jobs');
  });
});

describe('no arguments, --help, -h', () => {
  it('no arguments: a short usage on stderr, exit 2, nothing on stdout', async () => {
    const r = await runCli([]);
    expect([r.code, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toBe(
      'Usage: uri-grammar <command> [options] [input ...]\nCommands: parse, check, resolve, normalize, equal, relativize, schemes, lint,\nextract, grammar\ntry \'uri-grammar --help\'\n',
    );
  });

  it.each([['--help'], ['-h'], ['help']])('%s: the full help on stdout, exit 0', async (flag) => {
    expect(await runCli([flag])).toEqual({ code: 0, stdout: generalHelp() + '\n', stderr: '' });
  });

  it.each(commands.map((c) => [c.name]))('%s --help, %s -h and help %s: the command help on stdout, exit 0', async (name) => {
    const help = await runCli([name, '--help']);
    expect([help.code, help.stderr]).toEqual([0, '']);
    expect(help.stdout).toMatch(new RegExp(`^Usage: uri-grammar ${name} `));
    expect(help.stdout).toContain('  -h, --help        this help\n');
    expect(help.stdout).toContain('  --color WHEN      colour: auto');
    expect(await runCli([name, '-h'])).toEqual(help);
    expect(await runCli(['help', name])).toEqual(help);
    expect(await runCli([name, 'x', '--help', '--bogus-after-help-is-still-an-error'])).toMatchObject({ code: 2 }); // every argument is read first
  });
});

describe('help wrapped to 80 columns, or to the terminal', () => {
  it('every help line fits 80 columns when stdout is not a terminal (the longest was 179)', async () => {
    expect(longest((await runCli(['--help'])).stdout)).toBeLessThanOrEqual(80);
    const widths = await Promise.all(commands.map(async (c) => longest((await runCli([c.name, '--help'])).stdout)));
    expect(Math.max(...widths)).toBeLessThanOrEqual(80);
  });

  it('a terminal: its width (process.stdout.columns), 40 at least', async () => {
    for (const columns of [60, 100, 132]) {
      const r = await runIn(['check', '--help'], { columns });
      expect(longest(r.stdout)).toBeLessThanOrEqual(columns);
      expect(longest(r.stdout)).toBeGreaterThan(columns - 15); // filled, not merely short
    }
    expect(longest((await runIn(['check', '--help'], { columns: 20 })).stdout)).toBeLessThanOrEqual(40);
    expect([helpWidth(undefined), helpWidth(120), helpWidth(10), helpWidth(0)]).toEqual([80, 120, 40, 80]);
  });

  it('a synopsis breaks between groups, under the first; an option description under its column', () => {
    expect(wrapSynopsis('Usage: uri-grammar x [--aaa NAME] [--bbb] [--ccc SIZE] [URI ...]', 50)).toBe(`Usage: uri-grammar x [--aaa NAME] [--bbb]\n${' '.repeat(21)}[--ccc SIZE] [URI ...]`);
    // narrow: the hanging indent is at most half the width
    expect(wrapSynopsis('Usage: uri-grammar x [--aaa NAME] [--bbb] [--ccc SIZE] [URI ...]', 40).split('\n')[1]).toBe(`${' '.repeat(20)}[--bbb] [--ccc SIZE]`);
    expect(wrapText('  --json            one JSON line per input, and nothing on stderr', 40)).toBe(
      ['  --json            one JSON line per', '                    input, and nothing', '                    on stderr'].join('\n'),
    );
    expect(wrapText('a short line\nanother', 40)).toBe('a short line\nanother');
    // a word longer than the line is cut after a comma
    expect(wrapText('  --json            {"input","ok":true,"value":{"uri","delimiter"}}', 40).split('\n')).toEqual([
      '  --json            {"input","ok":true,',
      '                    "value":{"uri",',
      '                    "delimiter"}}',
    ]);
  });
});

describe('short flags: -j --json, -r --rule, -g --grammar, -h --help', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'uri-grammar-manners-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('-j is --json where the command has --json', async () => {
    for (const args of [['check', 'http://a/', 'a b'], ['normalize', 'HTTP://A/'], ['schemes'], ['lint', 'http://a/']]) {
      expect(await runCli([args[0], '-j', ...args.slice(1)])).toEqual(await runCli([args[0], '--json', ...args.slice(1)]));
    }
    expect((await runCli(['check', '-j', 'x'])).stdout).toBe('{"input":"x","ok":true}\n');
  });

  it('-r is --rule, also glued (-rhostname) or grouped after a flag (-jr hostname)', async () => {
    const long = await runCli(['check', '--rule', 'hostname', 'a.b', '1.2']);
    expect(long.stdout).toBe('valid: a.b\ninvalid: 1.2\n');
    expect(await runCli(['check', '-r', 'hostname', 'a.b', '1.2'])).toEqual(long);
    expect(await runCli(['check', '-rhostname', 'a.b', '1.2'])).toEqual(long);
    expect((await runCli(['check', '-jr', 'hostname', 'a.b'])).stdout).toBe('{"input":"a.b","ok":true}\n');
  });

  it('-g is --grammar, repeatable', async () => {
    const xx = join(dir, 'xx.abnf');
    const yy = join(dir, 'yy.abnf');
    writeFileSync(xx, 'x = "xx:" 1*DIGIT\n');
    writeFileSync(yy, 'y = "yy:" 1*ALPHA\n');
    expect(await runCli(['check', '-g', xx, '-g', yy, 'xx:1', 'xx:a', 'yy:a'])).toMatchObject({ code: 1, stdout: 'valid: xx:1\ninvalid: xx:a\nvalid: yy:a\n' });
  });

  it('a letter a command does not have is unknown: -r for normalize, -j for grammar check', async () => {
    expect((await runCli(['normalize', '-r', 'x'])).stderr).toBe("uri-grammar: unknown option '-r'\ntry 'uri-grammar normalize --help'\n");
    expect((await runCli(['grammar', 'check', '-j', 'a.abnf'])).code).toBe(2);
  });
});

describe('--color WHEN', () => {
  const both = { stdout: true, stderr: true };
  const none = { stdout: false, stderr: false };
  it('always colours both streams even when the environment said no (NO_COLOR, not a terminal)', async () => {
    const r = await runIn(['check', '--color=always', 'a b'], { color: none });
    expect(r.stdout).toBe(`${ESC}31minvalid: a b${ESC}39m\n`);
    expect(r.stderr).toContain(`${ESC}31merror[illegal-character]${ESC}39m`);
  });

  it('never turns both off even when the environment said yes (FORCE_COLOR, a terminal)', async () => {
    const r = await runIn(['check', '--color', 'never', 'a b'], { color: both });
    expect(r.stdout + r.stderr).not.toContain(ESC);
  });

  it('auto (the default) keeps the decision per stream from the terminal and the environment', async () => {
    const mixed = { stdout: false, stderr: true };
    expect(await runIn(['check', '--color=auto', 'a b'], { color: mixed })).toEqual(await runIn(['check', 'a b'], { color: mixed }));
    const r = await runIn(['check', '--color=auto', 'a b'], { color: mixed });
    expect([r.stdout.includes(ESC), r.stderr.includes(ESC)]).toEqual([false, true]);
  });

  it('the last --color wins; every command takes it', async () => {
    expect((await runIn(['check', '--color=never', '--color=always', 'a b'], { color: none })).stdout).toContain(ESC);
    for (const c of commands) expect([c.name, (await runCli([c.name, '--color=never', '--help'])).code]).toEqual([c.name, 0]);
  });
});

describe('file errors: uri-grammar: PATH: reason, exit 2', () => {
  const missing = join(tmpdir(), 'uri-grammar-no-such-dir', 'missing');
  it.each([
    [['grammar', 'check', `${missing}.abnf`], `${missing}.abnf`],
    [['check', '--grammar', `${missing}.abnf`, 'x'], `${missing}.abnf`],
    [['parse', '-g', `${missing}.bnf`, 'x'], `${missing}.bnf`],
    [['extract', `${missing}.txt`], `${missing}.txt`],
    [['resolve', '--base-from-html', `${missing}.html`, 'g'], `${missing}.html`],
  ])('%j', async (args, path) => {
    expect(await runCli(args)).toEqual({ code: 2, stdout: '', stderr: `uri-grammar: ${path}: No such file or directory\n` });
  });

  it('a directory: Is a directory', async () => {
    expect((await runCli(['extract', tmpdir()])).stderr).toBe(`uri-grammar: ${tmpdir()}: Is a directory\n`);
    expect((await runCli(['grammar', 'check', '--notation', 'abnf', tmpdir()])).stderr).toBe(`uri-grammar: ${tmpdir()}: Is a directory\n`);
  });

  it('strerror words for the usual codes; Node\'s message, without its code and path, for others', () => {
    const error = (code: string | undefined, message: string) => Object.assign(new Error(message), { code });
    expect(fileError('a', error('EACCES', "EACCES: permission denied, open 'a'"))).toBe('a: Permission denied');
    expect(fileError('a', error('EWEIRD', "EWEIRD: something odd, open 'a'"))).toBe('a: Something odd');
    expect(fileError('a', error(undefined, 'plain'))).toBe('a: Plain');
  });
});

describe('check: one output shape, however many inputs', () => {
  it('"valid: " or "invalid: " and the input, for one argument, several, or stdin', async () => {
    expect((await runCli(['check', 'http://a/'])).stdout).toBe('valid: http://a/\n');
    expect((await runCli(['check', 'a b'])).stdout).toBe('invalid: a b\n');
    expect((await runCli(['check', 'http://a/', 'a b'])).stdout).toBe('valid: http://a/\ninvalid: a b\n');
    expect((await runCli(['check'], 'http://a/\na b\n')).stdout).toBe('valid: http://a/\ninvalid: a b\n');
  });

  it('the report on stderr is labelled only when there are several inputs (stdin, or arguments)', async () => {
    expect((await runCli(['check', 'a b'])).stderr).toMatch(/^error\[illegal-character\]/);
    expect((await runCli(['check', 'x', 'a b'])).stderr).toMatch(/^URI 2: error\[illegal-character\]/);
  });
});
