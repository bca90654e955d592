import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from './run';

/** A file of the repository's grammar/ folder, by absolute path (the spec does not depend on the working directory). */
const shipped = (name: string) => join(__dirname, '../../grammar', name);
const GEO = shipped('schemes/geo.abnf');
const DATA = shipped('schemes/data.abnf');
const RFC1738 = shipped('rfc1738.bnf');
const RFC2396 = shipped('rfc2396.bnf');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'uri-grammar-grammar-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `text` to a file named `name` in the spec's directory; returns its path. */
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('uri-grammar grammar check', () => {
  it('prints the rule count of a good ABNF file and exits 0', async () => {
    expect(await runCli(['grammar', 'check', GEO])).toEqual({ code: 0, stdout: `${GEO}: 24 rules, ok\n`, stderr: '' });
  });

  it('reports every rule\'s first problem with a caret on stderr, and exits 1', async () => {
    const path = file('bad.abnf', 'a = "x\nb = ( c\nc = %x1G\nd = "ok"\n');
    expect(await runCli(['grammar', 'check', path])).toEqual({
      code: 1,
      stdout: `${path}: 3 problems\n`,
      stderr: [
        `${path}:1:5: error[unterminated-string] unterminated string: a quoted string ends on its own line with "`,
        '  a = "x',
        '      ^',
        `${path}:2:5: error[unbalanced-brackets] "(" is never closed by ")"`,
        '  b = ( c',
        '      ^',
        `${path}:3:5: error[bad-numeric-value] bad numeric value %x1G: each value needs one or more hexadecimal digits`,
        '  c = %x1G',
        '      ^',
        '',
      ].join('\n'),
    });
  });

  it('reports undefined rules; --uses names the built-in set', async () => {
    const without = await runCli(['grammar', 'check', DATA]);
    expect([without.code, without.stdout, without.stderr.split('\n')[0]]).toEqual([
      1,
      `${DATA}: 2 problems\n`,
      `${DATA}:12:14: error[undefined-rule] rule uric (used in urlchar) is not defined: it is neither in the text nor a core rule (RFC 5234 Appendix B.1); uses: 'rfc2396' would define it`,
    ]);
    expect(await runCli(['grammar', 'check', '--uses', 'rfc2396', DATA])).toEqual({ code: 0, stdout: `${DATA}: 10 rules, ok\n`, stderr: '' });
  });

  it('reads .bnf files with the RFC 1738/2396 reader: warnings do not fail', async () => {
    expect(await runCli(['grammar', 'check', RFC1738, RFC2396])).toEqual({
      code: 0,
      stdout: `${RFC1738}: 67 rules, ok (1 warning)\n${RFC2396}: 40 rules, ok\n`,
      stderr: [
        `${RFC1738}:69:41: warning unquoted "/" read as the literal "/"`,
        '  gopherurl      = "gopher://" hostport [ / [ gtype [ selector',
        '                                          ^',
        '',
      ].join('\n'),
    });
    const path = file('bad.bnf', 'a = "x" |\n');
    expect(await runCli(['grammar', 'check', path])).toEqual({ code: 1, stdout: `${path}: 1 problem\n`, stderr: `${path}:2:1: error expected an element, found end of text\n  \n  ^\n` });
  });

  it('--notation reads a file whatever its extension', async () => {
    const path = file('grammar.txt', 'x = 1*DIGIT\n');
    expect(await runCli(['grammar', 'check', '--notation', 'abnf', path])).toEqual({ code: 0, stdout: `${path}: 1 rule, ok\n`, stderr: '' });
  });

  it('exits 2 for an unreadable file, after checking the others', async () => {
    const missing = join(dir, 'missing.abnf');
    expect(await runCli(['grammar', 'check', missing, GEO])).toEqual({
      code: 2,
      stdout: `${GEO}: 24 rules, ok\n`,
      stderr: `uri-grammar: cannot read ${missing}: ENOENT\n`,
    });
  });

  it('exits 2 on usage errors', async () => {
    for (const args of [['grammar'], ['grammar', 'lint', 'a.abnf'], ['grammar', 'check'], ['grammar', 'check', 'a.txt'], ['grammar', 'check', '--uses', 'rfc9', 'a.abnf'], ['grammar', 'check', '--notation', 'ebnf', 'a.abnf']]) {
      const r = await runCli(args);
      expect([r.code, r.stdout, /^uri-grammar: .+\nRun "uri-grammar grammar --help" for usage\.\n$/.test(r.stderr)]).toEqual([2, '', true]);
    }
  });

  it('--help', async () => {
    const r = await runCli(['grammar', '--help']);
    expect([r.code, r.stdout.split('\n')[0]]).toEqual([0, 'Usage: uri-grammar grammar check [--uses rfc3986|rfc2396|rfc1738] [--notation abnf|bnf] PATH ...']);
  });
});
