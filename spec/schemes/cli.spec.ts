import { PassThrough } from 'node:stream';
import { schemes } from '../../src/cli/commands/schemes';
import fc from 'fast-check';
import { isValid } from '../../src';
import { parseUrl } from '../../src/rfc1738-namespace';
import { parseForCli } from '../../src/cli/parse-for-cli';

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
    const lines = out.split('\n');
    expect(lines[0]).toBe('scheme    port   hierarchical  grammar  notation    generic');
    expect(lines).toContain('prospero  1525   yes           rfc1738  bnf         rfc2396');
    expect(lines).toContain('mailto    -      no            rfc1738  bnf         rfc2396');
    expect(lines).toContain('http      80     yes           rfc2616  bnf         rfc2396');
    expect(lines).toContain('https     443    yes           rfc2818  bnf         rfc2396');
    expect(lines).toContain('wss       443    yes           rfc6455  bnf         rfc2396');
    expect(lines).toContain('urn       -      no            rfc8141  abnf        rfc3986');
    expect(lines).toContain('also in the catalogue: mailto6068 (mailto, rfc6068, abnf, rfc3986), registered by --grammar grammar/schemes/mailto.abnf --uses rfc3986');
  });
  it('--json gives one object per scheme', async () => {
    const rows = (await run(['--json'])).out.trim().split('\n').map((l) => JSON.parse(l) as { name: string });
    expect(rows.find((r) => r.name === 'geo')).toEqual({ name: 'geo', defaultPort: null, hierarchical: false, grammar: 'rfc5870', notation: 'abnf', generic: 'rfc3986' });
    expect(rows.map((r) => r.name)).toEqual(['ftp', 'http', 'gopher', 'mailto', 'news', 'nntp', 'telnet', 'wais', 'file', 'prospero', 'https', 'ws', 'wss', 'urn', 'data', 'tag', 'geo']);
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
  it('--updates: rfc2616 by default, as parseUrl; rfc2396 and none reachable', () => {
    expect(parseForCli('http://h/~u').ok).toBe(true);
    expect(parseForCli('http://h/~u', { updates: 'rfc2396' }).ok).toBe(true);
    expect(parseForCli('http://h/~u', { updates: 'none' }).ok).toBe(false);
    expect(parseForCli('http://h/s?q=a/b').ok).toBe(true);
    expect(parseForCli('http://h/s?q=a/b', { updates: 'rfc2396' }).ok).toBe(false); // RFC 1738 §3.3: no "/" in a search
  });
  it('--rule: RFC 2396 names first, then RFC 1738 §5 names', () => {
    expect(parseForCli('a.b.', { rule: 'hostname' }).ok).toBe(true); // RFC 2396 hostname allows the trailing dot
    const r = parseForCli('h:/x', { rule: 'ip-schemepart' });
    expect(r.ok || r.error.offset).toBe(0);
    expect(parseForCli('//h:21/x', { rule: 'ip-schemepart' }).ok).toBe(true);
    expect(() => parseForCli('x', { rule: 'nope' })).toThrow(RangeError);
  });
  it('--rule http_URL: RFC 2616 §3.2.2', () => {
    expect(parseForCli('http://h/s?q=a/b', { rule: 'http_URL' }).ok).toBe(true);
    expect(parseForCli('http://h/s?q=a/b', { rule: 'httpurl' }).ok).toBe(false);
    const r = parseForCli('http://u@h/', { rule: 'http_URL' });
    expect(r.ok || [r.error.offset, r.error.rulePath]).toEqual([8, ['http_URL', 'host', 'hostname']]);
  });
});

describe('the CLI and the API judge a URI alike', () => {
  const unit = fc.constantFrom('http://', 'https://', 'ftp://', 'ws:', 'u@', 'h', 'a.b.', ':', '8', '/', '~', '?', 'q=a/b', '#', '%7e', '%z', '_', ' ');
  it('parseForCli without --rule is parseUrl with the same options, errors included; --generic is isValid', () => {
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 7 }), fc.constantFrom(undefined, 'none', 'rfc2396', 'rfc2616') as fc.Arbitrary<'none' | 'rfc2396' | 'rfc2616' | undefined>, (parts, updates) => {
        const input = parts.join('');
        expect(parseForCli(input, { updates })).toEqual(parseUrl(input, { updates }));
        expect(parseForCli(input, { generic: true, updates }).ok).toBe(isValid(input));
      }),
      { seed: 1994, numRuns: 400 },
    );
  });
});
