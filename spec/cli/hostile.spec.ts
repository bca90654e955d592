/**
 * No user input ends the CLI with exit 70 (main's "internal error" and a stack trace): hostile
 * arguments, stdin bytes and grammar files each get a record, or exit 2 with one line.
 * runCli runs main in-process: a throw out of main fails the spec.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from './run';

const dir = mkdtempSync(join(tmpdir(), 'uri-grammar-hostile-'));
const file = (name: string, text: string | Buffer): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const many = (n: number, f: (k: number) => string, sep: string): string => Array.from({ length: n }, (_, k) => f(k)).join(sep);

/** One line on stderr: `uri-grammar: …` and its newline, nothing else. */
const ONE_LINE = /^uri-grammar: [^\n]*\n$/;

describe('grammar files refused: exit 2, one line with the problem code and line:column', () => {
  it.each([
    ['undefined.abnf', 'x = "x:" y\n', /:1:10: error\[undefined-rule\] /],
    ['recursive.abnf', 'x = "x:" x\n', /:1:1: error\[unproductive-rule\] /],
    ['left-recursive.abnf', 'x = x "a" / "b"\n', /:1:5: error\[left-recursive-rule\] /],
    ['prose.abnf', 'x = "x:" <prose>\n', /:1:10: error\[prose-value\] /],
    ['deep.abnf', 'x = ' + '('.repeat(100000) + '\n', /:1:205: error\[nesting-too-deep\] /],
    ['deep.bnf', 'x = ' + '('.repeat(2000) + '"a"' + ')'.repeat(2000) + '\n', /:1:1005: error\[nesting-too-deep\] rule x: /],
    ['repeat.abnf', 'x = "x:" 99999999999999999999*DIGIT\n', /:1:10: error\[repetition-too-large\] /],
    ['empty.abnf', '', /:1:1: error\[no-rules\] /],
    ['bytes.abnf', Buffer.from([0x78, 0x20, 0x3d, 0x20, 0xff, 0xfe, 0x0a]), /:1:5: error\[unexpected-character\] /],
    ['slash.bnf', 'x = "x:" a / b\n', /:1:\d+: error\[bare-slash\] /],
    ['reader.bnf', 'x ::= "x:"\n', /:1:\d+: error /],
    // A rule of 150,000 items is refused by its size, counted before the automaton is built (it was a RangeError).
    ['long.abnf', 'x = ' + many(150000, () => '"a"', ' ') + '\n', /:1:1: error\[automaton-too-large\] rule x: /],
  ])('%s', async (name, text, message) => {
    const path = file(name, text);
    const r = await runCli(['check', '--grammar', path, 'x:1']);
    expect([r.code, r.stdout, r.stderr]).toEqual([2, '', expect.stringMatching(ONE_LINE)]);
    expect(r.stderr).toMatch(message);
    // grammar check reports the same file as a problem (exit 1), without a trace.
    const checked = await runCli(['grammar', 'check', path]);
    expect([checked.code, checked.stdout]).toEqual([1, `${path}: 1 problem\n`]);
  }, 60_000);

  it('a rule named by --rule that registration did not check (not the start) is refused the same way', async () => {
    const path = file('second.abnf', 'x = "x:" 1*DIGIT\ny = 10000( 100"a" )\n');
    const r = await runCli(['check', '--grammar', path, '--rule', 'y', 'a']);
    expect([r.code, r.stderr]).toEqual([2, expect.stringMatching(/^uri-grammar: --grammar .*second\.abnf:2:\d+: error\[automaton-too-large\] [^\n]*\n$/)]);
  });

  it('a file of several problems: the first, and how many more, on the one line', async () => {
    const path = file('several.abnf', 'x = "x:" a b\n');
    const r = await runCli(['check', '--grammar', path, 'x:1']);
    expect([r.code, r.stderr]).toEqual([2, `uri-grammar: --grammar ${path}:1:10: error[undefined-rule] rule a (used in x) is not defined: it is neither in the text nor a core rule (RFC 5234 Appendix B.1) (and 1 more problem: \`uri-grammar grammar check\` lists them all)\n`]);
  });

  it('unreadable, a directory, no extension: exit 2, one line', async () => {
    const folder = join(dir, 'folder.abnf');
    mkdirSync(folder);
    for (const path of [join(dir, 'missing.abnf'), folder, file('notation', 'x = "x"\n')]) {
      const r = await runCli(['check', '--grammar', path, 'x:1']);
      expect([path, r.code, r.stderr]).toEqual([path, 2, expect.stringMatching(ONE_LINE)]);
    }
  });
});

describe('hostile inputs: a record each, never a throw', () => {
  const nasty = ['', '\u0000', '\u202E', '\uD800', '%', ':', '//', '[', 'http://[::1', 'x:' + '%'.repeat(10000), 'http://a/' + '../'.repeat(10000), 'a'.repeat(100000) + ':', '\uFEFFhttp://a/'];
  it.each(['check', 'parse', 'lint', 'normalize', 'extract'])('%s over stdin and --json', async (command) => {
    const stdin = Buffer.concat([Buffer.from(nasty.join('\n') + '\n'), Buffer.from([0xff, 0xc0, 0x80, 0x0a, 0xed, 0xa0, 0x80])]);
    for (const flags of [[], ['--json']]) {
      const r = await runCli([command, ...flags], stdin);
      expect([command, flags, r.code]).toEqual([command, flags, expect.any(Number)]);
      expect(r.code).toBeLessThan(3);
    }
  });

  it('hostile flags: usage errors, exit 2', async () => {
    for (const args of [
      ['check', '--max-line', '0'],
      ['check', '--max-line', '99999999999999999999999G', 'http://a/'],
      ['check', '--rule', '__proto__', 'x'],
      ['check', '--rule', 'constructor', 'x'],
      ['parse', '--updates', 'toString', 'x'],
      ['check', '--uses', 'hasOwnProperty', '--grammar', file('u.abnf', 'u = "u:" 1*DIGIT\n'), 'u:1'],
      ['check', '--jobs', '0', 'x'],
      ['check', '--jobs', 'many', 'x'],
      ['\u202E'],
    ]) {
      const r = await runCli(args);
      expect([args, r.code]).toEqual([args, expect.any(Number)]);
      expect([args, r.code <= 2]).toEqual([args, true]);
    }
  });
});
