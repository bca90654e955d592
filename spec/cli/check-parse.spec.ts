import { runCli } from './run';

describe('uri-grammar check', () => {
  it('prints "valid: " and the URI, and exits 0, for a valid URI', async () => {
    expect(await runCli(['check', 'http://a/b/c/d;p?q'])).toEqual({ code: 0, stdout: 'valid: http://a/b/c/d;p?q\n', stderr: '' });
  });

  it('prints "invalid: " and the URI on stdout, the formatted error on stderr, and exits 1 for an invalid URI', async () => {
    const r = await runCli(['check', 'http://a/%zz']);
    expect([r.code, r.stdout]).toEqual([1, 'invalid: http://a/%zz\n']);
    expect(r.stderr.split('\n').slice(0, 3)).toEqual(['error[bad-escape] at line 1, column 11 (offset 10)', '  http://a/%zz', '            ^']);
  });

  it('--json: one record per input, with the error fields, and nothing on stderr', async () => {
    const r = await runCli(['check', '--json', 'http://a/', 'a#b#c']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    const [first, second] = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(first).toEqual({ input: 'http://a/', ok: true });
    expect(second).toEqual({
      input: 'a#b#c',
      ok: false,
      error: {
        code: 'second-number-sign',
        offset: 3,
        line: 1,
        column: 4,
        found: '#',
        message: 'Unexpected "#" in fragment: a fragment cannot contain "#" (RFC 2396 §4.1); write it as %23.',
        expected: ['uric', 'end of input'],
        rulePath: ['URI-reference', 'fragment'],
      },
    });
  });

  it('reads one URI per line from stdin when given no URI, CRLF or LF', async () => {
    const r = await runCli(['check', '--json'], 'http://a/\r\nhttp:\nmailto:x@y\n');
    expect(r.stdout.trim().split('\n').map((l) => [JSON.parse(l).input, JSON.parse(l).ok])).toEqual([
      ['http://a/', true],
      ['http:', false],
      ['mailto:x@y', true],
    ]);
    expect(r.code).toBe(1);
  });

  it('labels each result with its input when there are several', async () => {
    expect((await runCli(['check', 'a', 'b'])).stdout).toBe('valid: a\nvalid: b\n');
  });

  it('checks the scheme grammar of a registered scheme unless --generic (RFC 1738 httpurl has no userinfo)', async () => {
    const r = await runCli(['check', '--json', 'http://u@h/']);
    expect([r.code, JSON.parse(r.stdout).error.offset]).toEqual([1, 8]);
    expect((await runCli(['check', '--generic', 'http://u@h/'])).code).toBe(0);
  });

  it('--updates rfc2396 applies Appendix G (~ is unreserved)', async () => {
    const strict = await runCli(['check', '--json', '--updates', 'none', 'http://host/~user']);
    expect([strict.code, JSON.parse(strict.stdout).error.code]).toEqual([1, 'unsafe-character']);
    expect((await runCli(['check', '--updates', 'rfc2396', 'http://host/~user'])).code).toBe(0);
  });

  it('--rule accepts RFC 1738 rule names', async () => {
    expect((await runCli(['check', '--rule', 'ftpurl', 'ftp://h/a;type=i'])).code).toBe(0);
    const r = await runCli(['check', '--json', '--rule', 'ftpurl', 'ftp://h/a;type=x']);
    expect([r.code, JSON.parse(r.stdout).error.offset]).toEqual([1, 15]);
  });

  it('--rule checks the whole input as another Appendix A rule', async () => {
    expect((await runCli(['check', '--rule', 'hostname', 'a.b.com.'])).code).toBe(0);
    expect((await runCli(['check', '--rule', 'hostname', 'a.1b'])).code).toBe(1);
  });

  it.each([
    [['check', '--rule', 'nope', 'x'], /unknown rule "nope"/],
    [['check', '--bogus'], /^uri-grammar: unknown option '--bogus'\ntry 'uri-grammar check --help'\n$/],
    [['check', '--updates', 'rfc1808', 'x'], /--updates must be none, rfc2396, rfc2616/],
    [['frobnicate'], /unknown command 'frobnicate'/],
    [['parse', '--max-line', '1x'], /--max-line must be a positive number of bytes/],
  ])('%j is a usage error: exit 2', async (args, message) => {
    const r = await runCli(args as string[]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});

describe('uri-grammar parse', () => {
  it('prints the AST as indented JSON', async () => {
    const r = await runCli(['parse', '--rule', 'port', '80']);
    expect(r).toEqual({ code: 0, stdout: JSON.stringify({ type: 'port', span: { start: 0, end: 2 }, text: '80' }, null, 2) + '\n', stderr: '' });
  });

  it('--json prints a record whose value is the AST; --generic keeps to the RFC 2396 AST', async () => {
    const r = await runCli(['parse', '--json', '--generic', '#f']);
    expect(JSON.parse(r.stdout)).toEqual({
      input: '#f',
      ok: true,
      value: { type: 'URI-reference', span: { start: 0, end: 2 }, text: '#f', fragment: { type: 'fragment', span: { start: 1, end: 2 }, text: 'f' } },
    });
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
  });

  it('adds the scheme AST of a registered scheme', async () => {
    const r = await runCli(['parse', '--json', 'http://h:8080/p?q']);
    const ast = JSON.parse(r.stdout).value;
    expect([r.code, ast.type, ast.schemeName, ast.url.type, ast.url.effectivePort]).toEqual([0, 'URI-reference', 'http', 'http_URL', 8080]);
    const published = JSON.parse((await runCli(['parse', '--json', '--updates', 'none', 'http://h:8080/p?q'])).stdout).value;
    expect([published.url.type, published.url.effectivePort]).toEqual(['httpurl', 8080]);
  });

  it('prints error[CODE] on stdout, the formatted error on stderr, and exits 1', async () => {
    const r = await runCli(['parse', 'http:']);
    expect([r.code, r.stdout, r.stderr.split('\n')[0]]).toEqual([1, 'error[empty-scheme-specific-part]\n', 'error[empty-scheme-specific-part] at line 1, column 6 (offset 5)']);
  });

  it('--json: the error is a record on stdout, nothing on stderr', async () => {
    const r = await runCli(['parse', '--json', 'http:']);
    expect([r.code, r.stderr, JSON.parse(r.stdout).error.code]).toEqual([1, '', 'empty-scheme-specific-part']);
  });

  it('refuses, before building it, an AST too large to write: exit 2, a message (check still validates the input)', async () => {
    const line = 'http://a/' + '/'.repeat(4_000_000); // 4 M empty segments: about 650 MB of nodes
    const r = await runCli(['parse', '--json'], `http://b/\n${line}\n`);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({ input: 'http://b/', ok: true });
    expect(r.stderr).toMatch(/^uri-grammar: line 2: the result is too large to write \(its AST would hold about 4000003 nodes \(610 MiB\), more than parse takes for a line of this length \(87 MiB\); "uri-grammar check" validates it\)\n$/);
    expect(await runCli(['check'], line)).toEqual({ code: 0, stdout: `valid: ${line}\n`, stderr: '' });
  });

  it('parses every argument, and stdin lines when there is none', async () => {
    const r = await runCli(['parse', '--json', '--rule', 'port'], '80\nx\n8080');
    expect(r.stdout.trim().split('\n').map((l) => JSON.parse(l))).toEqual([
      { input: '80', ok: true, value: { type: 'port', span: { start: 0, end: 2 }, text: '80' } },
      { input: 'x', ok: false, error: expect.objectContaining({ offset: 0 }) },
      { input: '8080', ok: true, value: { type: 'port', span: { start: 0, end: 4 }, text: '8080' } },
    ]);
  });
});

describe('help and version', () => {
  it('--help lists the commands; each command has --help', async () => {
    const r = await runCli(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/check/);
    expect((await runCli(['check', '--help'])).stdout).toMatch(/^Usage: uri-grammar check/);
    expect((await runCli(['parse', '-h'])).stdout).toMatch(/^Usage: uri-grammar parse/);
  });

  it('--version prints the package version', async () => {
    const { version } = require('../../package.json');
    expect(await runCli(['--version'])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });
});
