import { readAbnf } from '../../../src/engine/abnf';
import { compileGrammar } from '../../../src/engine/grammar-text';
import { compileModel } from '../../../src/engine/bnf';

describe('RFC 5234 Appendix B.1 core rules', () => {
  const all = Array.from({ length: 128 }, (_, k) => String.fromCharCode(k));
  const text = 'r = ALPHA\nb = BIT\nc = CHAR\nt-cr = CR\nt-crlf = CRLF\nt-ctl = CTL\nd = DIGIT\ndq = DQUOTE\nh = HEXDIG\nt = HTAB\nt-lf = LF\nt-sp = SP\nv = VCHAR\nw = WSP\no = OCTET\nl = LWSP';
  const { rules } = compileGrammar(text, { notation: 'abnf' });
  const members = (name: string) => all.filter((c) => rules[name]!.matches(c)).join('');
  it('are available without definition, each with its B.1 language', () => {
    expect(members('r')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');
    expect(members('b')).toBe('01');
    expect(members('c')).toBe(all.slice(1).join(''));
    expect(members('t-cr')).toBe('\r');
    expect(rules['t-crlf']!.matches('\r\n')).toBe(true);
    expect(members('t-ctl')).toBe(all.slice(0, 32).join('') + '\x7f');
    expect(members('d')).toBe('0123456789');
    expect(members('dq')).toBe('"');
    expect(members('h')).toBe('0123456789ABCDEFabcdef'); // "A".."F" are case-insensitive strings (§2.3)
    expect(members('t')).toBe('\t');
    expect(members('t-lf')).toBe('\n');
    expect(members('t-sp')).toBe(' ');
    expect(members('v')).toBe(all.slice(33, 127).join(''));
    expect(members('w')).toBe('\t ');
    expect(rules.o!.matches('\xff')).toBe(true);
    expect(rules.o!.matches('\u0100')).toBe(false);
    expect(['', ' ', ' \t', '\r\n ', '\r\n', ' \r\n\t'].map((s) => rules.l!.matches(s))).toEqual([true, true, true, true, false, true]);
  });
  it('a rule named like a core rule in another case is that rule: cr = CR refers to itself', () => {
    expect([...readAbnf('cr = CR').grammar.rules.keys()]).toEqual(['cr']);
    expect(() => compileGrammar('cr = CR', { notation: 'abnf' }).rules.cr!.matches('')).toThrow(expect.objectContaining({ problem: 'unproductive-rule', rule: 'cr' }));
  });
  it('only the core rules a text uses enter the model, under their RFC spelling', () => {
    expect([...readAbnf('x = digit hexdig').grammar.rules.keys()]).toEqual(['x', 'DIGIT', 'HEXDIG']);
  });
  it('a text may redefine a core rule: the text wins', () => {
    const { rules } = compileGrammar('x = 2DIGIT\nDIGIT = "0" / "1"', { notation: 'abnf' });
    expect(['01', '12', '10'].map((s) => rules.x!.matches(s))).toEqual([true, false, true]);
  });
});

describe('uses: built-in rule sets', () => {
  it("'rfc3986': RFC 3986 Appendix A rules, linked to the core rules", () => {
    const { grammar, userRules } = readAbnf('nss = 1*Pchar', { uses: 'rfc3986' });
    expect(userRules).toEqual(['nss']);
    expect([...grammar.rules.keys()]).toEqual(['nss', 'pchar', 'unreserved', 'pct-encoded', 'sub-delims', 'ALPHA', 'DIGIT', 'HEXDIG']);
    expect(grammar.rules.get('nss')!.expr).toEqual({ kind: 'repeat', min: 1, max: null, at: { line: 1, column: 7 }, item: { kind: 'ref', name: 'pchar', at: { line: 1, column: 9 } } });
  });
  it('a built-in rule keeps its RFC meaning when the text redefines a name it uses', () => {
    const { grammar } = readAbnf('x = DIGIT pchar\nDIGIT = "7"', { uses: 'rfc3986' });
    expect([...grammar.rules.keys()]).toEqual(['x', 'DIGIT', 'pchar', 'unreserved', 'pct-encoded', 'sub-delims', 'ALPHA', 'core:DIGIT', 'HEXDIG']);
    const x = compileModel(grammar).rules.x!;
    expect(['7a', '73', '33', '7%4F'].map((s) => x.matches(s))).toEqual([true, true, false, true]);
  });
  it("the text's own rule wins over a built-in one (RFC 4151 defines its own fragment)", () => {
    const { rules } = compileGrammar('x = fragment\nfragment = "f"', { notation: 'abnf', uses: 'rfc3986' });
    expect(['f', '', 'g'].map((s) => rules.x!.matches(s))).toEqual([true, false, false]);
  });
  it("'rfc2396': RFC 2396 names, written with '-' for '_'", () => {
    const { grammar } = readAbnf('p = "x:" abs-path', { uses: 'rfc2396' });
    expect([...grammar.rules.keys()].slice(0, 4)).toEqual(['p', 'abs_path', 'path_segments', 'segment']);
    const p = compileModel(grammar).rules.p!;
    expect(['x:/a/b;c', 'x:a', 'x:/%4'].map((s) => p.matches(s))).toEqual([true, false, false]);
    expect(p.viablePrefix('x:/%4g')).toBe(5);
  });
  it("'rfc1738': RFC 1738 §5 rules keep their case-sensitive literals", () => {
    const { rules } = compileGrammar('u = "x://" hostport', { notation: 'abnf', uses: 'rfc1738' });
    expect(['x://a.b:80', 'X://a.b', 'x://a.b.'].map((s) => rules.u!.matches(s))).toEqual([true, true, false]);
    const { rules: r2 } = compileGrammar('u = FtpUrl', { notation: 'abnf', uses: 'rfc1738' });
    expect(['ftp://h/p', 'FTP://h/p'].map((s) => r2.u!.matches(s))).toEqual([true, false]);
  });
  it('the core rules come before the set: ALPHA is the core rule, alpha of RFC 2396 its own', () => {
    expect([...readAbnf('x = ALPHA alphanum', { uses: 'rfc2396' }).grammar.rules.keys()]).toEqual(['x', 'ALPHA', 'alphanum', 'rfc2396:alpha', 'digit', 'lowalpha', 'upalpha']);
  });
});
