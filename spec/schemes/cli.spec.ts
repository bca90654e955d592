import { PassThrough } from 'node:stream';
import { schemes } from '../../src/cli/commands/schemes';
import { parseForCli } from '../../src/schemes/cli';

async function run(args: string[]): Promise<{ code: number; out: string }> {
  const stdout = new PassThrough();
  let out = '';
  stdout.on('data', (d: Buffer) => (out += d.toString()));
  const code = await schemes.run(args, { stdin: new PassThrough(), stdout, stderr: new PassThrough(), color: { stdout: false, stderr: false } });
  return { code, out };
}

describe('uri-grammar schemes', () => {
  it('lists the registry with RFC 1738 default ports', async () => {
    const { code, out } = await run([]);
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toBe('scheme    port   hierarchical  grammar');
    expect(out).toContain('prospero  1525   yes           rfc1738');
    expect(out).toContain('mailto    -      no            rfc1738');
  });
  it('--json gives one object per scheme', async () => {
    const rows = (await run(['--json'])).out.trim().split('\n').map((l) => JSON.parse(l) as { name: string });
    expect(rows.map((r) => r.name)).toEqual(['ftp', 'http', 'gopher', 'mailto', 'news', 'nntp', 'telnet', 'wais', 'file', 'prospero']);
  });
  it('refuses arguments', async () => {
    await expect(run(['x'])).rejects.toThrow(/no arguments/);
  });
});

describe('parseForCli (for parse and check)', () => {
  it('uses the scheme grammar unless --generic', () => {
    expect(parseForCli('http://u@h/').ok).toBe(false);
    expect(parseForCli('http://u@h/', { generic: true }).ok).toBe(true);
  });
  it('--updates rfc2396', () => {
    expect(parseForCli('http://h/~u').ok).toBe(false);
    expect(parseForCli('http://h/~u', { updates: 'rfc2396' }).ok).toBe(true);
  });
  it('--rule: RFC 2396 names first, then RFC 1738 §5 names', () => {
    expect(parseForCli('a.b.', { rule: 'hostname' }).ok).toBe(true); // RFC 2396 hostname allows the trailing dot
    const r = parseForCli('h:/x', { rule: 'ip-schemepart' });
    expect(r.ok || r.error.offset).toBe(0);
    expect(parseForCli('//h:21/x', { rule: 'ip-schemepart' }).ok).toBe(true);
    expect(() => parseForCli('x', { rule: 'nope' })).toThrow(RangeError);
  });
});
