import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from './run';
import { tempFiles } from './temp-files';

/** An RFC text of spec/engine/abnf/rfc/, by absolute path. */
const RFC = (n: number) => join(__dirname, '../engine/abnf/rfc', `rfc${n}.txt`);

/** Files of the spec's own temporary directory. */
const { dir, file } = tempFiles('uri-grammar-extract-');

describe('uri-grammar grammar extract', () => {
  it('prints the ABNF of an RFC on stdout, exit 0; the output is a grammar for check --grammar', async () => {
    const r = await runCli(['grammar', 'extract', RFC(3966)]);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout.split('\n').slice(0, 3)).toEqual([
      'telephone-uri        = "tel:" telephone-subscriber',
      'telephone-subscriber = global-number / local-number',
      'global-number        = global-number-digits *par',
    ]);
    const tel = file('tel.abnf', r.stdout);
    expect(await runCli(['check', '--grammar', tel, 'tel:+1-201-555-0123', 'tel:7042;phone-context=example.com'])).toEqual({
      code: 0, stdout: 'valid: tel:+1-201-555-0123\nvalid: tel:7042;phone-context=example.com\n', stderr: '',
    });
    expect((await runCli(['check', '--grammar', tel, 'tel:xyz'])).code).toBe(1);
  });

  it('--section narrows to a section and its subsections, and may be repeated', async () => {
    const geo = await runCli(['grammar', 'extract', '--section', '3.3', RFC(5870)]);
    expect(geo.code).toBe(0);
    expect(geo.stdout.startsWith('geo-URI       = geo-scheme ":" geo-path\n')).toBe(true);
    const urn = await runCli(['grammar', 'extract', '--section', '2', '--section', '5.2', RFC(8141)]);
    expect(urn.stdout.split('\n').filter((l) => /^[A-Za-z]/.test(l)).map((l) => l.split(' ')[0])).toEqual([
      'namestring', 'assigned-name', 'NID', 'ldh', 'NSS', 'rq-components', 'r-component', 'q-component', 'f-component',
      'InformalNamespaceName', 'Number', 'DigitNonZero', 'Digit',
    ]);
  });

  it('notes on stderr what it left out or kept as comments, PATH:LINE first; exit 0', async () => {
    const r = await runCli(['grammar', 'extract', '--section', '3.3', RFC(5870)]);
    expect(r.stderr.split('\n')).toEqual([
      `${RFC(5870)}:366: note: rule coord-a defines the rule of line 314 again otherwise: kept as comments`,
      `${RFC(5870)}:367: note: rule coord-b defines the rule of line 315 again otherwise: kept as comments`,
      `${RFC(5870)}:368: note: rule coord-c defines the rule of line 316 again otherwise: kept as comments`,
      '',
    ]);
    const whole = await runCli(['grammar', 'extract', RFC(3986)]);
    expect(whole.stderr).toContain(`${RFC(3986)}:2833: note: rule scheme does not read as ABNF (line 2833: unexpected character "$"): left out\n`);
    expect(whole.stderr).toContain(`${RFC(3986)}:2697: note: rule URI restates the rule of line 867: left out\n`);
  });

  it('reads stdin when FILE is "-" or absent', async () => {
    const text = readFileSync(RFC(7565), 'utf8');
    const want = 'acctURI      = "acct" ":" userpart "@" host\nuserpart     = unreserved / sub-delims\n               0*( unreserved / pct-encoded / sub-delims )\n';
    expect(await runCli(['grammar', 'extract', '-'], text)).toEqual({ code: 0, stdout: want, stderr: '' });
    expect(await runCli(['grammar', 'extract'], text)).toEqual({ code: 0, stdout: want, stderr: '' });
    const noted = await runCli(['grammar', 'extract'], '   a = b | c\n   b = "x"\n');
    expect(noted).toEqual({ code: 0, stdout: 'b = "x"\n', stderr: '<stdin>:1: note: rule a does not read as ABNF (line 1: unexpected character "|": ABNF separates alternatives with "/" (RFC 5234 §3.2)): left out\n' });
  });

  it('what it prints, grammar check reads from stdin ("-", ABNF unless --notation): RFC 7565 in, its check out', async () => {
    const extracted = await runCli(['grammar', 'extract', RFC(7565)]);
    expect(await runCli(['grammar', 'check', '--uses', 'rfc3986', '-'], extracted.stdout)).toMatchObject({ code: 0, stdout: '<stdin>: 2 rules, ok (1 warning)\n' });
    expect(await runCli(['grammar', 'check', '-'], 'x = y\n')).toMatchObject({ code: 1, stdout: '<stdin>: 1 problem\n', stderr: expect.stringMatching(/^<stdin>:1:5: error\[undefined-rule\] rule y/) });
    expect(await runCli(['grammar', 'check', '--notation', 'bnf', '-'], 'x = "a" | "b"\n')).toMatchObject({ code: 0, stdout: '<stdin>: 1 rule, ok\n' });
    expect(await runCli(['grammar', 'check', '-', '-'])).toMatchObject({ code: 2, stderr: expect.stringMatching(/^uri-grammar: grammar check reads stdin \("-"\) once\n/) });
  });

  it('exit 1 when the text has no rule', async () => {
    expect(await runCli(['grammar', 'extract'], 'Just prose.\n')).toEqual({ code: 1, stdout: '', stderr: 'uri-grammar: <stdin>: no ABNF rule found\n' });
    expect(await runCli(['grammar', 'extract', '--section', '3', RFC(4516)])).toEqual({ code: 1, stdout: '', stderr: `uri-grammar: ${RFC(4516)}: no ABNF rule found in section 3\n` });
  });

  it('exit 2: an unreadable file, a section the text has not, usage errors', async () => {
    const missing = join(dir(), 'missing.txt');
    expect(await runCli(['grammar', 'extract', missing])).toEqual({ code: 2, stdout: '', stderr: `uri-grammar: ${missing}: No such file or directory\n` });
    expect(await runCli(['grammar', 'extract', dir()])).toEqual({ code: 2, stdout: '', stderr: `uri-grammar: ${dir()}: Is a directory\n` });
    expect(await runCli(['grammar', 'extract', '--section', '9.9', RFC(4516)])).toEqual({ code: 2, stdout: '', stderr: `uri-grammar: ${RFC(4516)}: no heading of the text opens section 9.9\n` });
    expect((await runCli(['grammar', 'extract', '--section', 'intro', RFC(4516)])).stderr).toBe(`uri-grammar: ${RFC(4516)}: "intro" is no section: write a number (3.2), an appendix (Appendix A, A.1)\n`);
    for (const args of [['grammar', 'extract', 'a.txt', 'b.txt'], ['grammar', 'extract', '--uses', 'rfc3986', 'a.txt'], ['grammar', 'extract', '--notation', 'abnf', 'a.txt'], ['grammar', 'check', '--section', '2', 'a.abnf'], ['grammar', 'extract', '--section']]) {
      const r = await runCli(args);
      expect([args, r.code, r.stdout, /^uri-grammar: .+\ntry 'uri-grammar grammar --help'\n$/.test(r.stderr)]).toEqual([args, 2, '', true]);
    }
  });

  it('a control character of a path or section is escaped on the terminal', async () => {
    const r = await runCli(['grammar', 'extract', '--section', '\u001b[2J', RFC(4516)]);
    expect([r.code, r.stderr.includes('\u001b')]).toEqual([2, false]);
  });

  it('--help names both subcommands, every line within 80 columns', async () => {
    const r = await runCli(['grammar', '--help']);
    expect(r.stdout.split('\n').slice(2, 4)).toEqual([`${' '.repeat(33)}[--notation abnf|bnf] PATH|- ... | extract`, `${' '.repeat(33)}[--section S]... [FILE]`]);
    expect(r.stdout).toContain('  --section S       extract only: the rules of section S and its subsections');
    expect(Math.max(...r.stdout.split('\n').map((l) => l.length))).toBeLessThanOrEqual(80);
  });
});

describe('rule names in any case (ABNF, RFC 5234 §2.1); BNF names keep their case', () => {
  const abnf = () => file('xs.abnf', 'x = "x:" y\ny = 1*DIGIT\n');

  it('--rule of check and parse finds a --grammar rule in any case', async () => {
    const path = abnf();
    expect(await runCli(['check', '--grammar', path, '--rule', 'Y', '12'])).toEqual({ code: 0, stdout: 'valid: 12\n', stderr: '' });
    expect(await runCli(['check', '--grammar', path, '-r', 'X', 'x:12'])).toEqual({ code: 0, stdout: 'valid: x:12\n', stderr: '' });
    const parsed = await runCli(['parse', '--grammar', path, '--rule', 'Y', '--json', '12']);
    expect([parsed.code, JSON.parse(parsed.stdout).value.type]).toEqual([0, 'y']); // the node keeps the defining spelling
  });

  it('--rule finds a catalogue rule in any case (urn.abnf writes NID)', async () => {
    expect(await runCli(['check', '--rule', 'nid', 'example'])).toEqual({ code: 0, stdout: 'valid: example\n', stderr: '' });
    expect(await runCli(['check', '--rule', 'Nid', 'ex_ample'])).toMatchObject({ code: 1, stdout: 'invalid: ex_ample\n' });
  });

  it('BNF names are case-sensitive (docs/schemes.md): RFC 2396 rules and a .bnf grammar\'s', async () => {
    expect((await runCli(['check', '--rule', 'absoluteURI', 'http://a/'])).code).toBe(0);
    expect((await runCli(['check', '--rule', 'absoluteuri', 'http://a/'])).code).toBe(2);
    const bnf = file('xb.bnf', 'xurl = "x:" ydigits\nydigits = 1*digit\n');
    expect((await runCli(['check', '--grammar', bnf, '--rule', 'ydigits', '12'])).code).toBe(0);
    expect(await runCli(['check', '--grammar', bnf, '--rule', 'YDIGITS', '12'])).toMatchObject({ code: 2, stderr: expect.stringContaining('unknown rule "YDIGITS"') });
  });
});
