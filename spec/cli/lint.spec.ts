import { UsageError } from '../../src/cli/command';
import { lint } from '../../src/cli/commands/lint';
import { runCli, runCommand } from './run';

describe('uri-grammar lint', () => {
  it('prints one line per argument: the verdict, a tab, the input; findings on stderr; exit 1 on an error finding', async () => {
    expect(await runCommand(lint, ['http://a/', 'http://h:8080/', 'http://www.bank.example@evil.example/'])).toEqual({
      code: 1,
      stdout: 'ok\thttp://a/\ninfo non-default-port\thttp://h:8080/\nerror userinfo-looks-like-host\thttp://www.bank.example@evil.example/\n',
      stderr:
        'http://h:8080/: info[non-default-port] at 9-13: port 8080 is not the http default (80) (RFC 2396 §7)\n' +
        'http://www.bank.example@evil.example/: error[userinfo-looks-like-host] at 7-23: the userinfo "www.bank.example" looks like a host name, but the host is "evil.example": everything before "@" is userinfo (RFC 2396 §3.2.2)\n',
    });
  });

  it('exits 0 when the worst finding is a warning', async () => {
    const r = await runCommand(lint, ['ftp://u:pw@h/', 'http://a/../b']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('warning userinfo-password\tftp://u:pw@h/\nwarning dot-segment-above-root\thttp://a/../b\n');
  });

  it('reads one URI per stdin line, empty lines included (the empty reference is valid)', async () => {
    const r = await runCommand(lint, [], 'http://a/\r\n\nhttp://h/%0D%0A\n');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('ok\thttp://a/\nok\t\nerror escaped-line-break\thttp://h/%0D%0A\n');
    expect(r.stderr).toBe("http://h/%0D%0A: error[escaped-line-break] at 9-15: escaped %0D%0A (CR LF) in the path: unescaped before transmission it ends a line of the http URL's protocol (HTTP) and can add a command or header (RFC 2396 §7)\n");
  });

  it('--json: one record per input, {input, ok, value: findings}, nothing on stderr', async () => {
    const r = await runCommand(lint, ['--json', 'http://3232235777/', 'http://\u0430.example/']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.stdout.trim().split('\n').map((l) => JSON.parse(l))).toEqual([
      { input: 'http://3232235777/', ok: true, value: [{ code: 'rare-ip-form', severity: 'warning', span: { start: 7, end: 17 }, message: expect.stringContaining('192.168.1.1') }] },
      {
        input: 'http://\u0430.example/',
        ok: false,
        value: [
          { code: 'syntax-error', severity: 'error', span: { start: 7, end: 8 }, message: expect.stringContaining('"http://a.example/"') },
          { code: 'non-ascii-lookalike', severity: 'error', span: { start: 7, end: 8 }, message: expect.stringContaining('"a"') },
        ],
      },
    ]);
  });

  it('reports a line that is not UTF-8 as check does: invalid-utf8 at its offset, the byte and its escape (exit 1)', async () => {
    const stdin = Buffer.concat([Buffer.from('http://a/\nhttp://a/b'), Buffer.from([0xff]), Buffer.from('c\n')]);
    const human = await runCommand(lint, [], stdin);
    expect([human.code, human.stdout]).toEqual([1, 'ok\thttp://a/\nerror invalid-utf8\thttp://a/b\uFFFDc\n']);
    expect(human.stderr).toBe('http://a/b\uFFFDc: error[invalid-utf8] at 10-11: The input is not valid UTF-8 at byte offset 10 (byte 0xFF); a URI is written in ASCII (RFC 2396 §2.1) and any other octet is escaped: write this one as %FF.\n');
    const json = await runCommand(lint, ['--json'], stdin);
    const checked = await runCli(['check', '--json'], stdin);
    const record = JSON.parse(json.stdout.split('\n')[1]);
    const checkRecord = JSON.parse(checked.stdout.split('\n')[1]);
    expect(record).toEqual({ input: 'http://a/b\uFFFDc', ok: false, value: [{ code: 'invalid-utf8', severity: 'error', span: { start: 10, end: 11 }, message: checkRecord.error.message }] });
    expect([checkRecord.error.code, checkRecord.error.offset]).toEqual(['invalid-utf8', 10]);
  });

  it('shows control and bidi characters escaped in human output', async () => {
    const r = await runCommand(lint, ['http://a/\u202Efdp.exe']);
    expect(r.stdout).toBe('error syntax-error,invisible-character\thttp://a/\\u{202E}fdp.exe\n');
    expect(r.stderr).not.toMatch(/\u202E/);
  });

  it('usage: --help exits 0, an unknown flag is a usage error (exit 2 from the CLI)', async () => {
    const help = await runCli(['lint', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: uri-grammar lint \[--json \| --quiet\] \[--max-line SIZE\] \[URI \.\.\.\]/);
    expect(help.stdout).toMatch(/reserved-port \(warning\)/);
    await expect(runCommand(lint, ['--bogus'])).rejects.toThrow(UsageError);
    expect((await runCli(['lint', '--bogus'])).code).toBe(2);
  });

  it('is listed by uri-grammar --help', async () => {
    expect((await runCli(['--help'])).stdout).toMatch(/\n {2}lint \[--json \| --quiet\] \[--max-line SIZE\] \[URI \.\.\.\]\n {6}lint URIs for the security hazards of RFC 2396 §7\n/);
  });
});
