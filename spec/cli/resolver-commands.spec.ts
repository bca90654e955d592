import { UsageError } from '../../src/cli/command';
import { equal } from '../../src/cli/commands/equal';
import { normalize } from '../../src/cli/commands/normalize';
import { relativize } from '../../src/cli/commands/relativize';
import { resolve } from '../../src/cli/commands/resolve';
import { runCli, runCommand } from './run';

const run = runCommand;

const BASE = 'http://a/b/c/d;p?q';

describe('uri-grammar resolve', () => {
  it('resolves each REF, one target per line', async () => {
    expect(await run(resolve, [BASE, 'g', '../g', '#s', '?y'])).toEqual({
      code: 0,
      stdout: 'http://a/b/c/g\nhttp://a/b/g\nhttp://a/b/c/d;p?q#s\nhttp://a/b/c/?y\n',
      stderr: '',
    });
  });

  it('reads references from stdin lines when there is no REF', async () => {
    expect(await run(resolve, [BASE], 'g\n../../g\r\n\n')).toEqual({ code: 0, stdout: 'http://a/b/c/g\nhttp://a/g\nhttp://a/b/c/d;p?q\n', stderr: '' });
  });

  it('takes --above-root and --loophole', async () => {
    expect((await run(resolve, ['--above-root', 'remove', BASE, '../../../g'])).stdout).toBe('http://a/g\n');
    expect((await run(resolve, ['--loophole', 'compat', BASE, 'http:g'])).stdout).toBe('http://a/b/c/g\n');
    expect((await run(resolve, [BASE, 'http:g'])).stdout).toBe('http:g\n');
  });

  it('prints JSON records with --json', async () => {
    const r = await run(resolve, ['--json', '--above-root', 'error', BASE, '#s', '../../../g']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.stdout.trim().split('\n').map((l) => JSON.parse(l))).toEqual([
      { input: '#s', ok: true, value: { target: 'http://a/b/c/d;p?q#s', sameDocument: true } },
      {
        input: '../../../g',
        ok: false,
        error: { code: 'above-root', argument: 'reference', offset: 6, line: 1, column: 7, found: '.', message: expect.stringMatching(/^The "\.\." segment at offset 6/), expected: [], rulePath: [] },
      },
    ]);
  });

  it('a bad reference: error[CODE] in its place on stdout, the report naming it on stderr, exit 1', async () => {
    const r = await run(resolve, [BASE, 'g', 'g#a#b', 'h']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('http://a/b/c/g\nerror[second-number-sign]\nhttp://a/b/c/h\n');
    expect(r.stderr.split('\n').slice(0, 3)).toEqual(['reference 2: in the reference: error[second-number-sign] at line 1, column 4 (offset 3)', '  g#a#b', '     ^']);
  });

  it('a bad base is refused once with a caret: exit 2, no record', async () => {
    const r = await run(resolve, ['b/c', 'g']);
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr: expect.stringMatching(/^uri-grammar: error\[relative-base\] in the base at offset 0\n {2}b\/c\n {2}\^\n/),
    });
    const s = await run(resolve, ['--json', 'http://a/%zz', 'g']);
    expect([s.code, s.stdout]).toEqual([2, '']);
    expect(s.stderr.split('\n').slice(1, 3)).toEqual(['  http://a/%zz', '            ^']);
  });

  it('throws usage errors for bad flags and a missing BASE', async () => {
    await expect(run(resolve, [])).rejects.toThrow(UsageError);
    await expect(run(resolve, ['--above-root', 'drop', BASE, 'g'])).rejects.toThrow(/--above-root must be one of keep, remove, error/);
    await expect(run(resolve, ['--loophole', 'x', BASE, 'g'])).rejects.toThrow(UsageError);
    await expect(run(resolve, ['--nope', BASE])).rejects.toThrow(UsageError);
  });

  it('prints its help', async () => {
    const r = await runCli(['resolve', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: uri-grammar resolve \[--above-root MODE\]/);
    expect(r.stdout).toContain('  --base URI        with --base-from-html: the URI the file was retrieved from\n');
  });
});

describe('uri-grammar normalize', () => {
  it('prints normal forms; stdin when no URI', async () => {
    expect(await run(normalize, ['HTTP://A:80/%7e', 'http://a%40b@C:/'])).toEqual({ code: 0, stdout: 'http://a/~\nhttp://a%40b@c/\n', stderr: '' });
    expect(await run(normalize, [], 'FTP://X:21/a\n')).toEqual({ code: 0, stdout: 'ftp://x/a\n', stderr: '' });
  });

  it('removes dot-segments on request; --above-root implies it', async () => {
    expect((await run(normalize, ['http://a/b/./../c'])).stdout).toBe('http://a/b/./../c\n');
    expect((await run(normalize, ['--remove-dot-segments', 'http://a/b/./../c'])).stdout).toBe('http://a/c\n');
    expect((await run(normalize, ['--above-root', 'remove', 'http://a/../c'])).stdout).toBe('http://a/c\n');
  });

  it('keeps one output line per input: error[CODE] for a bad one, its report on stderr', async () => {
    const r = await run(normalize, ['http://a/', 'a b', 'HTTP://B/']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('http://a/\nerror[illegal-character]\nhttp://b/\n');
    expect(r.stderr).toMatch(/^URI 2: in the URI: error\[illegal-character\] at line 1, column 2 \(offset 1\)\n {2}a b\n {3}\^\n/);
    const j = await run(normalize, ['--json', 'HTTP://A/']);
    expect(JSON.parse(j.stdout)).toEqual({ input: 'HTTP://A/', ok: true, value: 'http://a/' });
  });
});

describe('uri-grammar equal', () => {
  it('compares urn URIs by RFC 8141 §3 and geo URIs by RFC 5870 §3.4.4, as equivalent() does', async () => {
    expect(await run(equal, ['urn:ISBN:0451450523', 'URN:isbn:0451450523?=x', 'urn:isbn:1'])).toEqual({
      code: 1,
      stdout: 'equivalent\nnot equivalent: urn:isbn:0451450523 urn:isbn:1\n',
      stderr: '',
    });
    expect(await run(equal, ['geo:90,-22.43;crs=WGS84', 'geo:90,46'])).toEqual({ code: 0, stdout: 'equivalent\n', stderr: '' });
  });
  it('exits 0 when equivalent, 1 when not', async () => {
    expect(await run(equal, ['http://a:80/', 'HTTP://A/'])).toEqual({ code: 0, stdout: 'equivalent\n', stderr: '' });
    expect(await run(equal, ['http://a/%2F', 'http://a//'])).toEqual({ code: 1, stdout: 'not equivalent: http://a/%2F http://a//\n', stderr: '' });
  });

  it('compares each B (arguments or stdin lines) with A', async () => {
    expect(await run(equal, ['http://a/'], 'HTTP://A:80/\nhttp://b/\n')).toEqual({ code: 1, stdout: 'equivalent\nnot equivalent: http://a/ http://b/\n', stderr: '' });
  });

  it('a bad B is a record (exit 1, its report naming it); a bad A is refused (exit 2)', async () => {
    const r = await run(equal, ['http://a/', 'http://a/%g']);
    expect([r.code, r.stdout]).toEqual([1, 'error[bad-escape]\n']);
    expect(r.stderr.split('\n').slice(0, 3)).toEqual(['in argument B: error[bad-escape] at line 1, column 11 (offset 10)', '  http://a/%g', '            ^']);
    const s = await run(equal, ['http://a/%g', 'http://a/']);
    expect([s.code, s.stdout, s.stderr.split('\n')[0]]).toEqual([2, '', 'uri-grammar: in argument A: error[bad-escape] at line 1, column 11 (offset 10)']);
    await expect(run(equal, [])).rejects.toThrow(/needs a URI A/);
  });

  it('prints JSON records with both normal forms', async () => {
    const r = await run(equal, ['--json', '--remove-dot-segments', 'http://a/./b', 'http://a/b']);
    expect(JSON.parse(r.stdout)).toEqual({ input: 'http://a/b', ok: true, value: { equivalent: true, normal: ['http://a/b', 'http://a/b'] } });
  });
});

describe('uri-grammar relativize', () => {
  it('prints the shortest reference for each TARGET (arguments or stdin lines)', async () => {
    expect(await run(relativize, [BASE, 'http://a/b/c/g:h'])).toEqual({ code: 0, stdout: './g:h\n', stderr: '' });
    expect(await run(relativize, [BASE], 'http://a/b/c/d;p?q\nhttp://a/b/g\n')).toEqual({ code: 0, stdout: '\n../g\n', stderr: '' });
    expect(JSON.parse((await run(relativize, ['--json', BASE, 'http://a/b/c/?y'])).stdout)).toEqual({ input: 'http://a/b/c/?y', ok: true, value: '?y' });
  });

  it('a bad target is a record naming it; a bad base is refused (exit 2)', async () => {
    const r = await run(relativize, [BASE, 'g']);
    expect([r.code, r.stdout]).toEqual([1, 'error[relative-target]\n']);
    expect(r.stderr).toMatch(/^error\[relative-target\] in the target at offset 0\n/);
    const s = await run(relativize, ['b', 'http://a/']);
    expect([s.code, s.stdout]).toEqual([2, '']);
    expect(s.stderr).toMatch(/^uri-grammar: error\[relative-base\] in the base at offset 0\n/);
    await expect(run(relativize, [])).rejects.toThrow(UsageError);
  });
});
