import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UsageError } from '../../src/cli/command';
import { resolve } from '../../src/cli/commands/resolve';
import { runCli, runCommand } from './run';

const APPENDIX_D = [
  '<!doctype html public "-//IETF//DTD HTML//EN">',
  '<HTML><HEAD>',
  '<TITLE>An example HTML document</TITLE>',
  '<BASE href="http://www.ics.uci.edu/Test/a/b/c">',
  '</HEAD><BODY>',
  '... <A href="../x">a hypertext anchor</A> ...',
  '</BODY></HTML>',
].join('\n');

describe('uri-grammar resolve --base-from-html FILE', () => {
  let dir: string;
  const file = (name: string, html: string) => {
    const path = join(dir, name);
    writeFileSync(path, html);
    return path;
  };
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'uri-grammar-base-'))));
  afterAll(() => rmSync(dir, { recursive: true }));

  it('resolves against the BASE in HEAD (Appendix D: ../x → http://www.ics.uci.edu/Test/a/x); every positional is a REF', async () => {
    const html = file('d.html', APPENDIX_D);
    expect(await runCommand(resolve, ['--base-from-html', html, '../x', 'g'])).toEqual({ code: 0, stdout: 'http://www.ics.uci.edu/Test/a/x\nhttp://www.ics.uci.edu/Test/a/b/g\n', stderr: '' });
  });

  it('the BASE in HEAD wins over --base; --json records say where the base came from', async () => {
    const html = file('d.html', APPENDIX_D);
    const r = await runCommand(resolve, ['--json', '--base-from-html', html, '--base', 'http://elsewhere/', '../x']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ input: '../x', ok: true, value: { target: 'http://www.ics.uci.edu/Test/a/x', sameDocument: false, baseSource: 'content' } });
  });

  it('no BASE: --base (the retrieval URI, §5.1.3) is used', async () => {
    const html = file('none.html', '<title>x</title><p>text');
    const r = await runCommand(resolve, ['--json', '--base-from-html', html, '--base', 'http://r/a/doc', 'g']);
    expect(JSON.parse(r.stdout)).toEqual({ input: 'g', ok: true, value: { target: 'http://r/a/g', sameDocument: false, baseSource: 'retrieval' } });
  });

  it('reads REFs from stdin when there is none', async () => {
    const html = file('d.html', APPENDIX_D);
    expect(await runCommand(resolve, ['--base-from-html', html], '../x\n#f\n')).toEqual({ code: 0, stdout: 'http://www.ics.uci.edu/Test/a/x\nhttp://www.ics.uci.edu/Test/a/b/c#f\n', stderr: '' });
  });

  it('a relative BASE href is reported on stderr and not used (§5.1.1: it must be absolute)', async () => {
    const html = file('rel.html', '<head><base href="/Test/"></head><body><base href="http://late/">');
    const r = await runCommand(resolve, ['--base-from-html', html, '--base', 'http://r/doc', 'g']);
    expect(r).toEqual({
      code: 0,
      stdout: 'http://r/g\n',
      stderr: `uri-grammar: ${html}: BASE at offset 39 ignored: it is outside HEAD\nuri-grammar: ${html}: the base embedded in the content (§5.1.1) "/Test/" is relative; a base URI must be absolute (§5.1.1, Appendix D)\n`,
    });
  });

  it('no usable BASE and no --base: refused like an invalid BASE, exit 2, the reason on stderr, no record even with --json', async () => {
    const html = file('none.html', '<p>no base');
    expect(await runCommand(resolve, ['--base-from-html', html, 'g'])).toEqual({ code: 2, stdout: '', stderr: `uri-grammar: ${html} has no usable BASE in its HEAD and no --base was given\n` });
    const r = await runCommand(resolve, ['--json', '--base-from-html', html, '--base', 'rel/only', 'g']);
    expect([r.code, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toMatch(new RegExp(`uri-grammar: .*none\\.html has no usable BASE in its HEAD and --base is not an absolute URI\n$`));
  });

  it('an unreadable file is an I/O error: exit 2', async () => {
    const r = await runCommand(resolve, ['--base-from-html', join(dir, 'missing.html'), 'g']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`uri-grammar: ${join(dir, 'missing.html')}: No such file or directory\n`);
  });

  it('--base without --base-from-html is a usage error', async () => {
    await expect(runCommand(resolve, ['--base', 'http://a/', 'g'])).rejects.toThrow(UsageError);
    expect((await runCli(['resolve', '--base', 'http://a/', 'g'])).code).toBe(2);
  });
});
