import { PassThrough, Readable, Writable } from 'node:stream';
import { commands } from '../../src/cli/commands';
import { generalHelp, main } from '../../src/cli/main';
import { COMMON_HELP } from '../../src/cli/options';
import { runCli } from './run';

const BASE = 'http://a/b/c/d;p?q';

// Every command that takes inputs, with arguments before its inputs and three stdin lines:
// good, bad, good. The contract: three records, in order, the bad one included.
const recordCommands: [string, string[], string, string[]][] = [
  ['check', [], 'http://a/\na b\nhttp://b/\n', ['valid: http://a/', 'invalid: a b', 'valid: http://b/']],
  ['parse', ['--rule', 'port'], '80\nx\n8\n', [JSON.stringify({ type: 'port', span: { start: 0, end: 2 }, text: '80' }, null, 2), 'error[unexpected-character]', JSON.stringify({ type: 'port', span: { start: 0, end: 1 }, text: '8' }, null, 2)]],
  ['resolve', [BASE], 'g\ng#a#b\n..\n', ['http://a/b/c/g', 'error[second-number-sign]', 'http://a/b/']],
  ['normalize', [], 'HTTP://A/\n%\nx\n', ['http://a/', 'error[bad-escape]', 'x']],
  ['equal', ['http://a/'], 'HTTP://A:80/\n%\nhttp://a/b\n', ['equivalent', 'error[bad-escape]', 'not equivalent: http://a/ http://a/b']],
  ['relativize', [BASE], 'http://a/b/c/g\ng\nhttp://a/b/x\n', ['g', 'error[relative-target]', '../x']],
];

describe('the record contract, for every command with inputs', () => {
  it('covers every such command', () => {
    // lint: one record per line too, but its value is the findings, with "ok" false on an error finding (spec/cli/lint.spec.ts).
    // extract reads free text, not one input a line (a record per find: spec/cli/extract.spec.ts); grammar check reads grammar files.
    const other = new Set(['schemes', 'lint', 'extract', 'grammar']);
    expect(recordCommands.map(([name]) => name).sort()).toEqual(commands.filter((c) => !other.has(c.name)).map((c) => c.name).sort());
  });

  it.each(recordCommands)('%s: one stdout record per stdin line, in order, the bad one in its place; its report on stderr; exit 1', async (name, args, stdin, lines) => {
    const r = await runCli([name, ...args], stdin);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(lines.map((l) => l + '\n').join(''));
    expect(r.stderr).toMatch(/^line 2: .*error\[[a-z-]+\] .*\n.*\n *\^\n/);
    expect(r.stderr.match(/^line \d+:/gm)).toEqual(['line 2:']);
  });

  it.each(recordCommands)('%s --json: one JSON record per line, {input, ok, value|error}, nothing on stderr', async (name, args, stdin) => {
    const r = await runCli([name, '--json', ...args], stdin);
    const records = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect([r.code, r.stderr]).toEqual([1, '']);
    expect(records.map((x) => [x.input, x.ok])).toEqual(stdin.trim().split('\n').map((input, k) => [input, k !== 1]));
    expect(Object.keys(records[1].error)).toEqual(expect.arrayContaining(['code', 'offset', 'line', 'column', 'message', 'expected', 'rulePath']));
    for (const x of records) expect(Object.keys(x)).toEqual(x.ok ? (name === 'check' ? ['input', 'ok'] : ['input', 'ok', 'value']) : ['input', 'ok', 'error']);
  });

  it('exits 0 when every input is ok', async () => {
    expect(await runCli(['normalize'], 'HTTP://A/\r\nhttp://b/\n')).toEqual({ code: 0, stdout: 'http://a/\nhttp://b/\n', stderr: '' });
  });
});

describe('lines and characters', () => {
  it('a lone CR is data: one input, invalid at the CR', async () => {
    const r = await runCli(['check', '--json'], 'http://a/\rb\n');
    expect(r.stdout).toBe(JSON.stringify({ input: 'http://a/\rb', ok: false, error: JSON.parse(r.stdout).error }) + '\n');
    expect(JSON.parse(r.stdout).error).toMatchObject({ code: 'illegal-character', offset: 9 });
  });

  it('a CRLF file: the CRs are line ends, not data', async () => {
    expect(await runCli(['check'], 'http://a/\r\nhttp://b/\r\n')).toEqual({ code: 0, stdout: 'valid: http://a/\nvalid: http://b/\n', stderr: '' });
  });

  it('U+202E is escaped in human output, the caret under it', async () => {
    const r = await runCli(['check', 'http://a/\u202Eb']);
    expect(r.stdout + r.stderr).not.toMatch(/[\u202E]/);
    expect(r.stderr.split('\n').slice(0, 4)).toEqual([
      'error[illegal-character] at line 1, column 10 (offset 9)',
      '  http://a/\\u202Eb',
      '           ^',
      'Unexpected "\\u202E" (U+202E) in segment: URIs are written in ASCII (RFC 2396 §2.1); write it as %E2%80%AE.',
    ]);
  });

  it('unsafe characters before the offset (here, of bytes that are not UTF-8): escaped, the caret moved past them', async () => {
    const r = await runCli(['normalize'], Buffer.from([0x78, 0xe2, 0x81, 0xa6, 0x1b, 0xff, 0x0a])); // x U+2066 ESC 0xFF
    expect(r.stderr.split('\n').slice(0, 3)).toEqual(['line 1: error[invalid-utf8] at line 1, column 4 (offset 3)', '  x\\u2066\\u001B\uFFFD', '               ^']);
    const s = await runCli(['check', 'a', 'b\u202Ec']); // the echoed input too
    expect(s.stdout).toBe('valid: a\ninvalid: b\\u202Ec\n');
  });

  it('--json writes U+202E, U+2028 and U+2029 as \\uXXXX', async () => {
    const r = await runCli(['check', '--json'], 'a\u202Eb\u2028\u2029\n');
    expect(r.stdout).toMatch(/^\{"input":"a\\u202Eb\\u2028\\u2029","ok":false,/);
    expect(r.stdout).not.toMatch(/[\u202E\u2028\u2029]/);
    expect(JSON.parse(r.stdout).input).toBe('a\u202Eb\u2028\u2029');
  });

  it('invalid UTF-8: a record saying so at its byte offset, with the right advice; the next line goes on', async () => {
    const r = await runCli(['check', '--json'], Buffer.concat([Buffer.from('http://a/'), Buffer.from([0xff]), Buffer.from('b\nhttp://b/\n')]));
    expect(r.code).toBe(1);
    expect(r.stdout.trim().split('\n').map((l) => JSON.parse(l))).toEqual([
      {
        input: 'http://a/\uFFFDb',
        ok: false,
        error: {
          code: 'invalid-utf8',
          offset: 9,
          line: 1,
          column: 10,
          found: '\uFFFD',
          message: 'The input is not valid UTF-8 at byte offset 9 (byte 0xFF); a URI is written in ASCII (RFC 2396 §2.1) and any other octet is escaped: write this one as %FF.',
          expected: [],
          rulePath: [],
        },
      },
      { input: 'http://b/', ok: true },
    ]);
    const human = await runCli(['normalize'], Buffer.from([0x61, 0xc3, 0x28, 0x0a]));
    expect([human.code, human.stdout]).toEqual([1, 'error[invalid-utf8]\n']);
    expect(human.stderr.split('\n').slice(0, 4)).toEqual([
      'line 1: error[invalid-utf8] at line 1, column 2 (offset 1)',
      '  a\uFFFD(',
      '   ^',
      'The input is not valid UTF-8 at byte offset 1 (byte 0xC3); a URI is written in ASCII (RFC 2396 §2.1) and any other octet is escaped: write this one as %C3.',
    ]);
  });

  it('--max-line: a longer line is refused with exit 2 and a message, after the records before it', async () => {
    const r = await runCli(['check', '--max-line', '16'], 'http://a/\nhttp://a/bcdefghij\nhttp://b/\n');
    expect(r).toEqual({ code: 2, stdout: 'valid: http://a/\n', stderr: 'uri-grammar: line 2 is longer than --max-line (16 bytes)\n' });
    expect((await runCli(['check', '--max-line', '1k', 'x'.repeat(1025)])).stderr).toBe('uri-grammar: argument 1 is longer than --max-line (1024 bytes)\n');
    expect((await runCli(['check', '--max-line', '0', 'x'])).code).toBe(2);
  });
});

describe('colour, decided per stream', () => {
  const ESC = '\u001b[';
  it('stdout coloured, stderr not', async () => {
    const r = await runCli(['check', 'a b'], '', { stdout: true, stderr: false });
    expect(r.stdout).toBe(`${ESC}31minvalid: a b${ESC}39m\n`);
    expect(r.stderr).not.toContain(ESC);
  });

  it('stderr coloured (code and caret), stdout not', async () => {
    const r = await runCli(['check', 'a b'], '', { stdout: false, stderr: true });
    expect(r.stdout).toBe('invalid: a b\n');
    expect(r.stderr.split('\n').slice(0, 3)).toEqual([`${ESC}31merror[illegal-character]${ESC}39m at line 1, column 2 (offset 1)`, '  a b', `   ${ESC}31m^${ESC}39m`]);
  });
});

/** A stdout that fails with `code` from its `after`-th write on (as a closed pipe or a full disk does). */
function failingStdout(code: string, after: number): { stream: Writable; written: () => string } {
  let written = '';
  let writes = 0;
  const stream = new Writable({
    write(chunk, _enc, cb) {
      if (writes++ >= after) return cb(Object.assign(new Error(`${code}: write failed`), { code }));
      written += chunk;
      cb();
    },
  });
  return { stream, written: () => written };
}

async function runWith(stdout: Writable, args: string[], stdin: string) {
  const stderr = new PassThrough();
  let err = '';
  stderr.on('data', (d) => (err += d));
  const code = await main(args, { stdin: Readable.from([stdin]), stdout, stderr, color: { stdout: false, stderr: false } });
  return { code, stderr: err };
}

describe('output errors', () => {
  const many = 'a b\n' + 'http://a/\n'.repeat(1000);
  it('a closed stdout (EPIPE) after an invalid input: stop, exit 1, nothing more', async () => {
    const out = failingStdout('EPIPE', 1);
    const r = await runWith(out.stream, ['check'], many);
    expect(r.code).toBe(1);
    expect(out.written()).toBe('invalid: a b\n');
  });

  it('a closed stdout when every input so far was valid: exit 0', async () => {
    const r = await runWith(failingStdout('EPIPE', 2).stream, ['check'], 'http://a/\n'.repeat(1000));
    expect(r).toEqual({ code: 0, stderr: '' });
  });

  it('a full disk (ENOSPC): one line on stderr, exit 2', async () => {
    expect(await runWith(failingStdout('ENOSPC', 0).stream, ['normalize', 'http://a/'], '')).toEqual({ code: 2, stderr: 'uri-grammar: cannot write to stdout: no space left on device (ENOSPC)\n' });
    expect(await runWith(failingStdout('ENOSPC', 0).stream, ['--help'], '')).toEqual({ code: 2, stderr: 'uri-grammar: cannot write to stdout: no space left on device (ENOSPC)\n' });
  });
});

describe('help', () => {
  /** The text without its spaces and line ends: what wrapping keeps. */
  const words = (text: string) => text.replace(/\s+/g, '');
  const helpOf = (name: string) => commands.find((c) => c.name === name)!.help;
  it.each(commands.map((c) => [c.name, c]))('%s --help names every flag of the command, and --help prints it', async (name, command) => {
    for (const flag of Object.keys(command.flags)) {
      expect(command.help).toContain(`--${flag}`);
      expect(command.help.split('\n', 1)[0]).toContain(`--${flag}`); // in the synopsis line too
    }
    const r = await runCli([name, '--help']);
    expect([r.code, r.stderr]).toEqual([0, '']);
    // the same words, wrapped to 80 columns, with the options every command takes before the exit status
    const [own, exit] = helpOf(name).split(/(?=^Exit status:)/m);
    expect(words(r.stdout)).toBe(words(own + COMMON_HELP + (exit ?? '')));
  });

  it('uri-grammar --help lists every command with its synopsis (so every flag, --scheme-case included)', async () => {
    const r = await runCli(['--help']);
    expect(r).toEqual({ code: 0, stdout: generalHelp() + '\n', stderr: '' });
    for (const c of commands) {
      expect(words(r.stdout)).toContain(words(`${c.help.split('\n', 1)[0].replace('Usage: uri-grammar ', '')} ${c.summary}`));
      for (const flag of Object.keys(c.flags)) expect(r.stdout).toContain(`--${flag}`);
    }
    expect(r.stdout).toContain('--scheme-case exact');
  });
});
