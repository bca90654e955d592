import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { extract as extractCommand } from '../../src/cli/commands/extract';
import { runCli, runCommand } from './run';

const APPENDIX_E = [
  '      Yes, Jim, I found it under "http://www.w3.org/Addressing/",',
  '      but you can probably pick it up from <ftp://ds.internic.',
  '      net/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/',
  '      ietf/uri/historical.html#WARNING>.',
  '',
].join('\n');

/** Runs `uri-grammar extract args` with stdin fed `chunks` one by one (strings or bytes). */
const runChunked = (args: string[], chunks: (string | Buffer)[]) => runCommand(extractCommand, args, Readable.from(chunks));

describe('uri-grammar extract', () => {
  it('reads stdin and prints LINE:COLUMN: URI per find; exit 0', async () => {
    expect(await runCli(['extract'], APPENDIX_E)).toEqual({
      code: 0,
      stdout: '1:35: http://www.w3.org/Addressing/\n2:45: ftp://ds.internic.net/rfc/\n3:40: http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING\n',
      stderr: '',
    });
  });

  it('--json: one record per find, {input, ok, value}, positions in the whole text', async () => {
    const r = await runCli(['extract', '--json'], APPENDIX_E);
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n').map((l) => JSON.parse(l))[1]).toEqual({
      input: 'ftp://ds.internic.\n      net/rfc/',
      ok: true,
      value: {
        uri: 'ftp://ds.internic.net/rfc/',
        delimiter: 'angle',
        span: { start: 110, end: 143, line: 2, column: 45, endLine: 3, endColumn: 15 },
        outer: { start: 109, end: 144 },
      },
    });
  });

  it('an invalid URI in angle brackets: a diagnostic on stderr, the others on stdout, exit 1', async () => {
    const r = await runCli(['extract'], 'a <http://a/b> b\nc <http://a/\n  %zz> d http://e/\n');
    expect(r).toEqual({
      code: 1,
      stdout: '1:4: http://a/b\n3:10: http://e/\n',
      stderr: [
        '3:4: invalid URI in angle brackets',
        'error[bad-escape] at line 1, column 11 (offset 10)',
        '  http://a/%zz',
        '            ^',
        'Unexpected "z" in segment: "%" must be followed by two hex digits (RFC 2396 §2.4.1); a literal "%" is written %25.',
        '  expected: hex',
        '  rule path: URI-reference > absoluteURI > hier_part > net_path > abs_path > path_segments > segment',
        '',
      ].join('\n'),
    });
  });

  it('--json: an invalid URI in angle brackets is {input, ok: false, error} on stdout, exit 1', async () => {
    const r = await runCli(['extract', '--json'], 'x <URL:a#b#c>');
    expect([r.code, r.stderr, JSON.parse(r.stdout)]).toEqual([
      1,
      '',
      {
        input: 'a#b#c',
        ok: false,
        error: {
          candidate: 'a#b#c',
          delimiter: 'angle-url',
          span: { start: 7, end: 12, line: 1, column: 8, endLine: 1, endColumn: 13 },
          outer: { start: 2, end: 13 },
          offset: 10,
          line: 1,
          column: 11,
          found: '#',
          expected: ['uric', 'end of input'],
          rulePath: ['URI-reference', 'fragment'],
          code: 'second-number-sign',
          message: 'Unexpected "#" in fragment: a fragment cannot contain "#" (RFC 2396 §4.1); write it as %23.',
        },
      },
    ]);
  });

  it('reads FILE, or stdin for "-"; the diagnostic names the file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'uri-grammar-extract-')), 'mail.txt');
    writeFileSync(file, 'See <http://a/%zz> or www.w3.org.\n');
    const r = await runCli(['extract', file]);
    expect([r.code, r.stdout, r.stderr.split('\n')[0]]).toEqual([1, '1:23: www.w3.org\n', `${file}:1:16: invalid URI in angle brackets`]);
    expect((await runCli(['extract', '-'], 'http://a/')).stdout).toBe('1:1: http://a/\n');
  });

  it('--scheme adds schemes for bare and quoted URIs (gemini is not registered)', async () => {
    expect((await runCli(['extract'], 'gemini://a/b "cid:x@y"')).stdout).toBe('');
    expect((await runCli(['extract', '--scheme', 'gemini', '--scheme', 'cid'], 'gemini://a/b "cid:x@y"')).stdout).toBe('1:1: gemini://a/b\n1:15: cid:x@y\n');
  });

  it('streams: chunks of bytes, a URI in brackets and a character of two bytes split across them', async () => {
    const text = Buffer.from('é <http://a/\n b> ü http://c/\n');
    const chunks = [text.subarray(0, 1), text.subarray(1, 8), text.subarray(8, 19), text.subarray(19)]; // é and ü cut in two
    expect(await runChunked([], chunks)).toEqual({ code: 0, stdout: '1:4: http://a/b\n2:7: http://c/\n', stderr: '' });
  });

  it('a bidirectional control in an invalid URI is escaped in the diagnostic (it would reorder the line)', async () => {
    const r = await runCli(['extract'], '<http://a/\u202eb>');
    expect([r.code, r.stderr.split('\n').slice(0, 3)]).toEqual([
      1,
      ['1:11: invalid URI in angle brackets', 'error[illegal-character] at line 1, column 10 (offset 9)', '  http://a/\\u{202E}b'],
    ]);
    expect(r.stderr).not.toMatch(/\u202e/);
  });

  it('a missing file is an I/O error: exit 2, a message on stderr', async () => {
    const r = await runCli(['extract', '/nonexistent/uri-grammar/mail.txt']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('uri-grammar: /nonexistent/uri-grammar/mail.txt: No such file or directory\n');
  });

  it('a directory, or a stdin that fails while read, is an I/O error too (after the finds read before it)', async () => {
    expect((await runCli(['extract', tmpdir()])).code).toBe(2);
    const failing = new Readable({
      read() {
        this.push('see http://a/b and ');
        this.destroy(new Error('connection reset'));
      },
    });
    const r = await runCommand(extractCommand, [], failing);
    expect(r.code).toBe(2);
    expect([r.stdout, r.stderr]).toEqual(['1:5: http://a/b\n', 'uri-grammar: cannot read stdin: connection reset\n']);
  });

  it.each([
    [['extract', 'a', 'b'], /extract reads one FILE/],
    [['extract', '--bogus'], /unknown option '--bogus'/],
    [['extract', '--scheme'], /^uri-grammar: option '--scheme' needs a value\n/],
  ])('%j is a usage error: exit 2', async (args, message) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  it('--help describes it; the general help lists it', async () => {
    const r = await runCli(['extract', '--help']);
    expect([r.code, r.stdout.split('\n')[0]]).toEqual([0, 'Usage: uri-grammar extract [--json] [--scheme NAME]... [FILE]']);
    expect((await runCli(['--help'])).stdout).toMatch(/\n {2}extract \[[^\n]*\n +find the URIs in free text/);
  });
});
