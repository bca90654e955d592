import { Readable } from 'node:stream';
import { capture, runCli } from './run';
import { main } from '../../src/cli/main';

// -q, --quiet (grep -q): the exit status alone. Nothing on stdout or stderr for an input, and
// the run ends at the first input that is not ok, without reading the rest of stdin.

/** Every command with --quiet, with arguments before its inputs, a good input and a bad one. */
const COMMANDS: Array<[string, string[], string, string]> = [
  ['check', [], 'http://a/b', 'http://a/%zz'],
  ['parse', [], 'http://a/b', 'http://a/%zz'],
  ['normalize', [], 'HTTP://A/b', 'http://a/%zz'],
  ['resolve', ['http://a/b/c'], '../g', '%zz'],
  ['relativize', ['http://a/b/c'], 'http://a/b/d', '%zz'],
  ['equal', ['http://a/b'], 'HTTP://A:80/b', 'http://a/c'],
  ['lint', [], 'http://a/b', 'http://a/%zz'],
];

describe('--quiet', () => {
  it.each(COMMANDS)('%s -q: exit 0 for good inputs, 1 for a bad one, and nothing written', async (name, args, good, bad) => {
    for (const flag of ['-q', '--quiet']) {
      const ok = await runCli([name, flag, ...args, good, good]);
      expect(ok).toEqual({ code: 0, stdout: '', stderr: '' });
      const notOk = await runCli([name, flag, ...args, good, bad, good]);
      expect(notOk).toEqual({ code: 1, stdout: '', stderr: '' });
      const fromStdin = await runCli([name, flag, ...args], `${good}\n${bad}\n`);
      expect(fromStdin).toEqual({ code: 1, stdout: '', stderr: '' });
    }
  });

  it('stops at the first input not ok: the lines after it are never read', async () => {
    let pulled = 0;
    async function* lines() {
      yield 'http://a/%zz\n';
      for (;;) {
        pulled++;
        yield 'http://a/b\n'.repeat(1000); // endless: only an early stop ends the run
        if (pulled > 1000) throw new Error('read on after the first bad input');
      }
    }
    const r = await capture(Readable.from(lines()), { stdout: false, stderr: false }, (io) => main(['check', '-q'], io));
    expect(r).toEqual({ code: 1, stdout: '', stderr: '' });
    expect(pulled).toBeLessThan(1000);
  });

  it('a line not UTF-8 is an input not ok', async () => {
    expect(await runCli(['check', '-q'], Buffer.from([0x68, 0xff, 0x0a]))).toEqual({ code: 1, stdout: '', stderr: '' });
  });

  it('is refused beside --json, which writes a record per input (usage error, exit 2)', async () => {
    const r = await runCli(['check', '-q', '--json', 'http://a/']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^uri-grammar: --quiet writes nothing, --json a record per input: give one of them\n/);
  });

  it('an I/O problem still speaks: a line over --max-line is exit 2 with its message', async () => {
    const r = await runCli(['check', '-q', '--max-line', '8'], 'http://a/bcdefgh\n');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--max-line|longer than/);
  });
});
