// A prose value that names a rule (RFC 5234 §4 prose-val, as scheme RFCs write them to import
// a rule: RFC 6455 §3 `host = <host, defined in [RFC3986], Section 3.2.2>`) is that rule of
// the set it cites, else of `uses`, else a core rule; never the text's rule of the same name.
import { GrammarError, compileGrammar } from '../../../src';
import { readAbnf } from '../../../src/engine/abnf';
import { checkGrammarText } from '../../../src/schemes/grammarCheck';

const RFC6455 = [
  'ws-URI = "ws:" "//" host [ ":" port ] path [ "?" query ]',
  'host = <host, defined in [RFC3986], Section 3.2.2>',
  'port = <port, defined in [RFC3986], Section 3.2.3>',
  'path = <path-abempty, defined in [RFC3986], Section 3.3>',
  'query = <query, defined in [RFC3986], Section 3.4>',
].join('\n');

describe('prose values that name a rule', () => {
  it('RFC 6455 §3 as published: each resolves to the RFC 3986 rule it cites, so host = <host, …> is no recursion', () => {
    const { rules } = compileGrammar(RFC6455, { notation: 'abnf' });
    expect(['ws://example.com:80/chat?x', 'ws://[::1]/', 'ws://a/b/c', 'ws://a b/', 'ws://a:8x/'].map((s) => rules['ws-URI']!.matches(s))).toEqual([true, true, true, false, false]);
    const { prose } = readAbnf(RFC6455);
    expect(prose.map((p) => [p.prose.split(',')[0], p.rule, p.at.line])).toEqual([
      ['host', 'rfc3986:host', 2],
      ['port', 'rfc3986:port', 3],
      ['path-abempty', 'path-abempty', 4],
      ['query', 'rfc3986:query', 5],
    ]);
  });

  it('without a citation, the rule of uses, then a core rule', () => {
    expect(compileGrammar('x = "a:" <pchar>', { notation: 'abnf', uses: 'rfc3986' }).rules.x!.matches('a:%41')).toBe(true);
    expect(compileGrammar('x = 1*<DIGIT>', { notation: 'abnf' }).rules.x!.matches('42')).toBe(true);
    expect(compileGrammar('x = <DIGIT, defined in [RFC5234], Appendix B.1>', { notation: 'abnf' }).rules.x!.matches('4')).toBe(true);
  });

  it('a rule defined as a prose value that cites an RFC and names no rule is that RFC\'s rule of its own name (the SSH URI draft, §3.3, as published)', () => {
    // draft-ietf-secsh-scp-sftp-ssh-uri-04 §3.3
    const ssh = [
      'sshURI        =  "ssh:" hier-part',
      'hier-part     =  "//" authority path-abempty',
      'authority     =  [ [ ssh-info ] "@" ] host [ ":" port ]',
      'host          =  <as specified in [RFC3986]>',
      'port          =  <as specified in [RFC3986]>',
      'path-abempty  =  <as specified in [RFC3986]>',
      'ssh-info      =  [ userinfo ] [";" c-param *("," c-param)]',
      'userinfo      =  <as specified in [RFC3986]>',
      'c-param       =  paramname "=" paramvalue',
      'paramname     =  *( ALPHA / DIGIT / "-" )',
      'paramvalue    =  *( ALPHA / DIGIT / "-" )',
    ].join('\n');
    const { rules } = compileGrammar(ssh, { notation: 'abnf' });
    expect(['ssh://user@host.example.com:2222', 'ssh://user;fingerprint=ssh-dss-c1-b1@[::1]/x', 'ssh://a b/', 'ssh://h:2x'].map((s) => rules.sshURI!.matches(s))).toEqual([true, true, false, false]);
    expect(readAbnf(ssh).prose.map((p) => [p.rule, p.at.line, p.at.column])).toEqual([
      ['rfc3986:host', 4, 18],
      ['rfc3986:port', 5, 18],
      ['rfc3986:path-abempty', 6, 18],
      ['rfc3986:userinfo', 8, 18],
    ]);
  });

  it('the RFC cited in words as well as in brackets (RFC 5536 §3.1.2: `dot-atom-text = <see RFC 5322 Section 3.2.3>`)', () => {
    const text = 'msg-id = "<" dot-atom-text "@" dot-atom-text ">"\ndot-atom-text = <see RFC 5322 Section 3.2.3>';
    expect(['<a.b@example.com>', '<a..b@example.com>'].map((s) => compileGrammar(text, { notation: 'abnf' }).rules['msg-id']!.matches(s))).toEqual([true, false]);
    expect(readAbnf(text).prose.map((p) => p.rule)).toEqual(['rfc5322:dot-atom-text']);
  });

  it('refuses, as prose-value at the prose, one that names no available rule or no rule at all', () => {
    const problem = (text: string, uses?: 'rfc3986') => {
      try {
        compileGrammar(text, { notation: 'abnf', ...(uses ? { uses } : {}) });
        return 'accepted';
      } catch (e) {
        return e instanceof GrammarError ? [e.problem, e.line, e.column, e.reason.replace(/:.*$/, '')] : String(e);
      }
    };
    expect(problem('x = "a"\n  / <host, defined in [RFC7230], Section 2.7.1>')).toEqual(['prose-value', 2, 5, 'prose value <host, defined in [RFC7230], Section 2.7.1> (in x) names host, but the RFC it cites is neither a built-in rule set (rfc3986, rfc2396, rfc1738, rfc3966, rfc3987, rfc5322, rfc4512, rfc4514, rfc4515, or RFC 5234\'s core rules) nor an imported text']);
    expect(problem('x = <nosuch>', 'rfc3986')[0]).toBe('prose-value');
    expect(problem('x = <any host name>')).toEqual(['prose-value', 1, 5, 'prose value <any host name> cannot be compiled']);
    // a citation that names no rule is the defined rule only where it is the whole definition, of a rule the cited set has
    expect(problem('x = "a:" <as specified in [RFC3986]>')).toEqual(['prose-value', 1, 10, 'prose value <as specified in [RFC3986]> cannot be compiled']);
    expect(problem('nosuch = <as specified in [RFC3986]>')).toEqual(['prose-value', 1, 10, 'prose value <as specified in [RFC3986]> (in nosuch) stands for the rule it defines, nosuch, but it is not a rule of rfc3986']);
    expect(problem('x = <as specified in [URI-GEN]>')[0]).toBe('prose-value');
    // one problem, not two: a prose value that resolves to nothing is not the text's rule of the same name (RFC 9110 §12.5.4, as published)
    const rfc9110 = 'x = "a:" language-range\nlanguage-range  =\n          <language-range, see [RFC4647], Section 2.1>';
    expect(checkGrammarText(rfc9110, 'abnf').problems.map((p) => [p.problem, p.line, p.column])).toEqual([['prose-value', 3, 11]]);
  });
});
