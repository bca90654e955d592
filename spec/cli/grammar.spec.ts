import { join } from 'node:path';
import { runCli } from './run';
import { tempFiles } from './temp-files';

/** A file of the repository's grammar/ folder, by absolute path (the spec does not depend on the working directory). */
const shipped = (name: string) => join(__dirname, '../../grammar', name);
const GEO = shipped('schemes/geo.abnf');
const DATA = shipped('schemes/data.abnf');
const RFC1738 = shipped('rfc1738.bnf');
const RFC2396 = shipped('rfc2396.bnf');

/** Files of the spec's own temporary directory. */
const { dir, file } = tempFiles('uri-grammar-grammar-');

describe('uri-grammar grammar check', () => {
  it('prints the rule count of a good ABNF file and exits 0', async () => {
    expect(await runCli(['grammar', 'check', '--uses', 'rfc2396', DATA])).toEqual({ code: 0, stdout: `${DATA}: 10 rules, ok\n`, stderr: '' });
  });

  it('warns of a scheme rule that accepts a text its generic syntax refuses (ABNF: RFC 3986), with the shortest one; the file is ok', async () => {
    expect(await runCli(['grammar', 'check', GEO])).toEqual({
      code: 0,
      stdout: `${GEO}: 24 rules, ok (1 warning)\n`,
      stderr: [
        `${GEO}:4:1: warning[outside-generic-syntax] rule geo-URI: accepts "GEO:0,0;-=[", which is no RFC 3986 URI: parseUrl refuses every URL of this kind, as the generic syntax must hold too (registration accepts the rule)`,
        '  geo-URI       = geo-scheme ":" geo-path',
        '  ^',
        '',
      ].join('\n'),
    });
  });

  it('lists each prose value read as a rule, and the rule it is (RFC 6455 §3 as published)', async () => {
    const path = file('ws.abnf', 'ws-URI = "ws:" "//" host [ ":" port ] path\nhost = <host, defined in [RFC3986], Section 3.2.2>\nport = <port, defined in [RFC3986], Section 3.2.3>\npath = <path-abempty, defined in [RFC3986], Section 3.3>\n');
    const r = await runCli(['grammar', 'check', path]);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout.split('\n')).toEqual([
      `${path}: 4 rules, ok`,
      `${path}:2:8: prose <host, defined in [RFC3986], Section 3.2.2> is rfc3986:host`,
      `${path}:3:8: prose <port, defined in [RFC3986], Section 3.2.3> is rfc3986:port`,
      `${path}:4:8: prose <path-abempty, defined in [RFC3986], Section 3.3> is path-abempty`,
      '',
    ]);
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
      `${DATA}:12:14: error[undefined-rule] rule uric (used in urlchar) is not defined: it is neither in the text nor a core rule (RFC 5234 Appendix B.1); uses: 'rfc2396' or uses: 'rfc3966' would define it`,
    ]);
    expect(await runCli(['grammar', 'check', '--uses', 'rfc2396', DATA])).toEqual({ code: 0, stdout: `${DATA}: 10 rules, ok\n`, stderr: '' });
  });

  it('checks a .bnf file as registering it would: RFC 2396 Appendix A is good; RFC 1738 §5 has a bare "/" (gopherurl\'s typo), which registration refuses', async () => {
    expect(await runCli(['grammar', 'check', RFC2396, RFC1738])).toEqual({
      code: 1,
      stdout: `${RFC2396}: 40 rules, ok\n${RFC1738}: 1 problem\n`,
      stderr: [
        `${RFC1738}:69:41: error[bare-slash] rule gopherurl: a bare "/" outside quotes: quote it as "/" for a slash, or use "|" for alternatives (or write the grammar in ABNF with schemeFromAbnf)`,
        '  gopherurl      = "gopher://" hostport [ / [ gtype [ selector',
        '                                          ^',
        '',
      ].join('\n'),
    });
    const path = file('bad.bnf', 'a = "x" |\n');
    expect(await runCli(['grammar', 'check', path])).toEqual({ code: 1, stdout: `${path}: 1 problem\n`, stderr: `${path}:2:1: error expected an element, found end of text\n  \n  ^\n` });
  });

  it("a .bnf file's undefined names are RFC 1738's rules, or RFC 2396's with --uses rfc2396, as for --grammar", async () => {
    const ldap = file('ldap.bnf', 'ldapurl = "ldap://" [ hostport ] "/" *uchar\n');
    expect(await runCli(['grammar', 'check', ldap])).toEqual({ code: 0, stdout: `${ldap}: 1 rule, ok\n`, stderr: '' });
    const uric = file('uric.bnf', '   x = "x:" 1*uric\n'); // indented, as the RFCs print their rules
    expect((await runCli(['grammar', 'check', uric])).stderr.split('\n')[0]).toBe(`${uric}:1:15: error[undefined-rule] undefined rule "uric" in rule "x"; it is neither in the text nor a built-in rfc1738 rule`);
    expect(await runCli(['grammar', 'check', '--uses', 'rfc2396', uric])).toEqual({ code: 0, stdout: `${uric}: 1 rule, ok\n`, stderr: '' });
    expect(await runCli(['check', '--grammar', uric, '--uses', 'rfc2396', 'x:a%20b'])).toMatchObject({ code: 0 });
  });

  it('reports what registration refuses, every rule\'s first problem, with its code and a caret under the culprit; then the warnings', async () => {
    const path = file('refused.bnf', ['fileurl = "file://" [ host | "localhost" ] "/" fpath', 'many = 10001"a"', 'good = 1*alpha', ''].join('\n'));
    expect(await runCli(['grammar', 'check', path])).toEqual({
      code: 1,
      stdout: `${path}: 1 problem (1 warning)\n`,
      stderr: [
        `${path}:2:8: error[repetition-too-large] rule many: a repetition count of 10001 is above the limit of 10000`,
        '  many = 10001"a"',
        '         ^',
        `${path}:1:30: warning[unreachable-alternative] rule fileurl: alternative 2 ("localhost", line 1, column 30) adds nothing: every string it matches is matched by alternative 1 (host, line 1, column 23) (the language is the same without it; the tree never shows it)`,
        '  fileurl = "file://" [ host | "localhost" ] "/" fpath',
        '                               ^',
        '',
      ].join('\n'),
    });
  });

  it('warns of an alternative that adds nothing, naming the one that covers it; the file is ok (exit 0)', async () => {
    const path = file('par.abnf', 'x = "x:" par\npar = parameter / isdn-subaddress\nparameter = ";" 1*ALPHA [ "=" 1*ALPHA ]\nisdn-subaddress = ";isub=" 1*ALPHA\n');
    expect(await runCli(['grammar', 'check', path])).toEqual({
      code: 0,
      stdout: `${path}: 4 rules, ok (1 warning)\n`,
      stderr: [
        `${path}:2:19: warning[unreachable-alternative] rule par: alternative 2 (isdn-subaddress, line 2, column 19) adds nothing: every string it matches is matched by alternative 1 (parameter, line 2, column 7) (the language is the same without it; the tree never shows it)`,
        '  par = parameter / isdn-subaddress',
        '                    ^',
        '',
      ].join('\n'),
    });
    expect(await runCli(['check', '--grammar', path, 'x:;isub=a'])).toMatchObject({ code: 0 });
  });

  it('reports every problem in one run, each with its caret: a comment continued without ";", an undefined rule with "did you mean"', async () => {
    const path = file('sip.abnf', ['digest-uri-value  =  rquest-uri ; Equal to request-uri as specified', '                     by HTTP/1.1', 'Request-URI = "sip:" 1*ALPHA', 'x = "a" / (', ''].join('\n'));
    const r = await runCli(['grammar', 'check', path]);
    expect([r.code, r.stdout]).toEqual([1, `${path}: 3 problems\n`]);
    expect(r.stderr.split('\n').filter((l) => l.startsWith(path)).map((l) => l.slice(path.length).split(' ')[0])).toEqual([':1:22:', ':2:22:', ':5:1:']);
    expect(r.stderr).toContain(`${path}:2:22: error[continued-comment] line 2 reads as part of rule digest-uri-value, but it looks like the rest of the comment on line 1, written without its ";": start it with ";"`);
    expect(r.stderr).toContain('did you mean Request-URI?\n  digest-uri-value  =  rquest-uri ; Equal to request-uri as specified\n                       ^\n');
  });

  it('warns of an alternation whose check passed its budget, and the file is ok', async () => {
    const path = file('covered.bnf', 'x = "x:" ( *( "a" | "b" ) | *( "a" | "b" ) "a" 20( "a" | "b" ) )\n');
    expect(await runCli(['grammar', 'check', path])).toEqual({
      code: 0,
      stdout: `${path}: 1 rule, ok (2 warnings)\n`,
      stderr: [
        // "x:" itself, which RFC 2396 refuses (something must follow the colon)
        `${path}:1:1: warning[outside-generic-syntax] accepts "x:", which is no RFC 2396 URI reference: parseUrl refuses every URL of this kind, as the generic syntax must hold too (registration accepts the rule)`,
        '  x = "x:" ( *( "a" | "b" ) | *( "a" | "b" ) "a" 20( "a" | "b" ) )',
        '  ^',
        `${path}:1:12: warning[alternatives-unchecked] rule x: whether an alternative adds nothing to the earlier ones was not checked: the check passed its budget of 20,000 subsets`,
        '  x = "x:" ( *( "a" | "b" ) | *( "a" | "b" ) "a" 20( "a" | "b" ) )',
        '             ^',
        '',
      ].join('\n'),
    });
  });

  it('reads a file that starts with a byte order mark, as --grammar does; a BNF character no rule can hold is a problem, not a crash', async () => {
    const bom = file('bom.abnf', '\uFEFFx = "x:" 1*ALPHA\r\n');
    expect(await runCli(['grammar', 'check', bom])).toEqual({ code: 0, stdout: `${bom}: 1 rule, ok\n`, stderr: '' });
    expect(await runCli(['check', '--grammar', bom, 'x:ab'])).toEqual({ code: 0, stdout: 'valid: x:ab\n', stderr: '' });
    const hash = file('hash.bnf', 'x = "x:" # 1*alpha\n');
    expect(await runCli(['grammar', 'check', hash])).toEqual({ code: 1, stdout: `${hash}: 1 problem\n`, stderr: `${hash}:1:10: error unexpected character "#"\n  x = "x:" # 1*alpha\n           ^\n` });
  });

  it('--notation reads a file whatever its extension', async () => {
    const path = file('grammar.txt', 'x = 1*DIGIT\n');
    expect(await runCli(['grammar', 'check', '--notation', 'abnf', path])).toEqual({ code: 0, stdout: `${path}: 1 rule, ok\n`, stderr: '' });
  });

  it('exits 2 for an unreadable file, after checking the others', async () => {
    const missing = join(dir(), 'missing.abnf');
    expect(await runCli(['grammar', 'check', missing, RFC2396])).toEqual({
      code: 2,
      stdout: `${RFC2396}: 40 rules, ok\n`,
      stderr: `uri-grammar: ${missing}: No such file or directory\n`,
    });
  });

  it('exits 2 on usage errors', async () => {
    for (const args of [['grammar'], ['grammar', 'lint', 'a.abnf'], ['grammar', 'check'], ['grammar', 'check', 'a.txt'], ['grammar', 'check', '--uses', 'rfc9', 'a.abnf'], ['grammar', 'check', '--notation', 'ebnf', 'a.abnf']]) {
      const r = await runCli(args);
      expect([r.code, r.stdout, /^uri-grammar: .+\ntry 'uri-grammar grammar --help'\n$/.test(r.stderr)]).toEqual([2, '', true]);
    }
  });

  it('--help', async () => {
    const r = await runCli(['grammar', '--help']);
    // the synopsis, wrapped to 80 columns under its first group
    expect([r.code, r.stdout.split('\n').slice(0, 2)]).toEqual([0, ['Usage: uri-grammar grammar check [--uses SET[,SET]|NAME=PATH]...', `${' '.repeat(33)}[--pick NAME=SET]... [--prose '<TEXT>=ABNF']...`]]);
  });
});
