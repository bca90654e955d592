import { runCli } from './run';
import { tempFiles } from './temp-files';

// --uses with several sets (repeated or comma-separated), --pick and --prose (docs/cli.md)
/** Files of the spec's own temporary directory. */
const { file } = tempFiles('uri-grammar-rule-sources-');

describe('--uses, --pick, --prose', () => {
  it('grammar check: several sets, comma-separated or repeated; a name two define is ambiguous-rule until --pick', async () => {
    const path = file('x.abnf', 'x = "x:" telephone-subscriber "/" 1*unreserved\n');
    const ambiguous = await runCli(['grammar', 'check', '--uses', 'rfc3986,rfc3966', path]);
    expect([ambiguous.code, ambiguous.stdout]).toEqual([1, `${path}: 1 problem\n`]);
    expect(ambiguous.stderr.split('\n')[0]).toBe(
      `${path}:1:37: error[ambiguous-rule] rule unreserved (used in x) is defined by both rfc3986 (grammar/rfc3986.abnf, line 83, column 1) and rfc3966 (grammar/sets/rfc3966.abnf, line 28, column 1): say which with pick: { 'unreserved': 'rfc3986' }, rename one ({ ruleSet, rename: { … } }), or define unreserved in the text`,
    );
    // (ok, with a warning: RFC 3966's parameters allow "[", which RFC 3986 keeps for hosts)
    expect(await runCli(['grammar', 'check', '--uses', 'rfc3986', '--uses', 'rfc3966', '--pick', 'unreserved=rfc3986', path])).toMatchObject({ code: 0, stdout: `${path}: 1 rule, ok (1 warning)\n` });
  });

  it('grammar check lists each prose value and what it is, the mapped ones marked', async () => {
    const text = 'x = "x:" <port, defined in [RFC3986], Section 3.2.3> "/" <a port> "/" <a letter>';
    const path = file('p.abnf', `${text}\n`);
    const at = (prose: string) => text.indexOf(prose) + 1;
    const r = await runCli(['grammar', 'check', '--uses', 'rfc3986', '--prose', '<a port>=port', '--prose', '<a letter>=%x61-7A / %x41-5A', path]);
    expect(r).toEqual({
      code: 0,
      stdout: [
        `${path}: 1 rule, ok`,
        `${path}:1:10: prose <port, defined in [RFC3986], Section 3.2.3> is port`,
        `${path}:1:${at('<a port>')}: prose <a port> is port (--prose)`,
        `${path}:1:${at('<a letter>')}: prose <a letter> is %x61-7A / %x41-5A (rule prose:1) (--prose)`,
        '',
      ].join('\n'),
      stderr: '',
    });
    const unmapped = await runCli(['grammar', 'check', '--uses', 'rfc3986', path]);
    expect([unmapped.code, unmapped.stderr.split('\n')[0]]).toEqual([1, `${path}:1:${at('<a port>')}: error[prose-value] prose value <a port> cannot be compiled: map it to a rule or ABNF with the prose option ({ prose: { "a port": '…' } }), or replace it with a rule that defines what it describes (RFC 5234 §4 calls prose "a last resort")`]);
  });

  it('check --grammar registers a scheme with several sets', async () => {
    const path = file('telx.abnf', 'telx-URI = "telx:" telephone-subscriber [ "@" host ]\n');
    const r = await runCli(['check', '--grammar', path, '--uses', 'rfc3966,rfc3986', 'telx:+1-201-555-0123@example.com', 'telx:+1-201-555-0123@[::1']);
    expect([r.code, r.stdout.split('\n').map((l) => l.split(':')[0])]).toEqual([1, ['valid', 'invalid', '']]);
  });

  it('--uses NAME=PATH imports an ABNF file of another RFC\'s rules under NAME (RFC 4088 with RFC 3061), for check and grammar check', async () => {
    // RFC 4088 §2's snmp-uri and RFC 3061 §2's oid, as published
    const snmp = file('snmp.abnf', 'snmp-uri = "snmp://" host [ "/" [ oid ] ]\noid = < as specified by [RFC 3061] >\n');
    const oids = file('oids, RFC 3061.abnf', 'oid = number *( DOT number )\nnumber = DIGIT / ( LEADDIGIT 1*DIGIT )\nLEADDIGIT = %x31-39 ; 1-9\nDIGIT = %x30 / LEADDIGIT ; 0-9\nDOT = %x2E ; period\n');
    const uses = ['--uses', 'rfc3986', '--uses', `rfc3061=${oids}`];
    expect(await runCli(['grammar', 'check', ...uses, snmp])).toEqual({ code: 0, stdout: `${snmp}: 2 rules, ok\n${snmp}:2:7: prose < as specified by [RFC 3061] > is rfc3061:oid\n`, stderr: '' });
    const r = await runCli(['check', '--grammar', snmp, ...uses, 'snmp://example.com/1.3.6.1', 'snmp://example.com/1.03']);
    expect([r.code, r.stdout.split('\n').map((l) => l.split(':')[0])]).toEqual([1, ['valid', 'invalid', '']]);
    // --pick names it too; a file it cannot read, or a built-in set's name, is refused (exit 2)
    expect((await runCli(['grammar', 'check', ...uses, '--pick', 'oid=rfc3061', snmp])).code).toBe(0);
    expect(await runCli(['grammar', 'check', '--uses', `rfc3061=${oids}.missing`, snmp])).toEqual({ code: 2, stdout: '', stderr: `uri-grammar: ${oids}.missing: No such file or directory\n` });
    expect((await runCli(['grammar', 'check', '--uses', `rfc3986=${oids}`, snmp])).stderr).toMatch(/^uri-grammar: --uses rfc3986=.+: rfc3986 is a built-in set; import the file under another name\n/);
  });

  it('a bad --uses, --pick or --prose is a usage error (exit 2)', async () => {
    const path = file('y.abnf', 'y = "y"\n');
    for (const args of [['--uses', 'rfc3986,rfc9'], ['--pick', 'unreserved'], ['--uses', 'rfc3986', '--pick', 'pchar=rfc3966'], ['--prose', 'no brackets=x']]) {
      const r = await runCli(['grammar', 'check', ...args, path]);
      expect([r.code, r.stdout, /^uri-grammar: --(uses|pick|prose) .+\ntry 'uri-grammar grammar --help'\n$/.test(r.stderr)]).toEqual([2, '', true]);
    }
  });
});
