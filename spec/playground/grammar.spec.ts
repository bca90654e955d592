import * as library from '../../src';
import { available, compileGrammar, ruleNames, tryGrammar } from '../../playground/src/grammar';

describe('ruleNames', () => {
  it('lists the rules a BNF or ABNF text defines, in order, once each', () => {
    expect(ruleNames('ldapurl = "ldap://" dn\ndn = *uchar\n  not = a rule\nx=/ "y"\nx = "z"\n')).toEqual(['ldapurl', 'dn', 'x']);
    expect(ruleNames('')).toEqual([]);
  });
});

describe('compileGrammar', () => {
  it('reports the reader\u2019s error with its line and column', () => {
    expect(compileGrammar('x = "a" (\n', 'bnf-rfc1738', 'x')).toEqual({
      ok: false,
      name: 'BnfError',
      message: 'expected an element, found end of text (line 2, column 1)',
      line: 2,
      column: 1,
    });
  });

  it('reports a registration check by its class name, at the culprit', () => {
    const r = compileGrammar('x = "a" | y', 'bnf-rfc1738', 'x');
    expect(r.ok).toBe(false);
    expect(!r.ok && [r.name, r.line, r.column]).toEqual(['SchemeGrammarError', 1, 11]);
    expect(!r.ok && r.message).toMatch(/^uri-grammar: rule "y": undefined rule "y"/);
  });

  it('reads built-in rules by the notation chosen (rfc2396 has "pchar", rfc1738 does not)', () => {
    expect(compileGrammar('x = "x:" *pchar', 'bnf-rfc2396', 'x').ok).toBe(true);
    expect(compileGrammar('x = "x:" *pchar', 'bnf-rfc1738', 'x').ok).toBe(false);
  });

  it('offers ABNF exactly when the library exports schemeFromAbnf', () => {
    const exported = typeof (library as unknown as Record<string, unknown>)['schemeFromAbnf'] === 'function';
    expect(available('abnf')).toBe(exported);
    expect(compileGrammar('x = "a"', 'abnf', 'x').ok).toBe(exported);
  });
});

describe('tryGrammar', () => {
  const compiled = compileGrammar('myurl = "my:" 1*digit [ "/" word ]\nword = 1*alpha', 'bnf-rfc1738', 'myurl');
  if (!compiled.ok) throw new Error(compiled.message);

  it('runs over the URI up to its first "#", as parseUrl does, and gives the tree', () => {
    expect(tryGrammar(compiled.scheme, 'my:42/abc#top')).toEqual({
      ok: true,
      value: { type: 'myurl', span: { start: 0, end: 9 }, text: 'my:42/abc', children: [{ type: 'word', span: { start: 6, end: 9 }, text: 'abc', children: [] }] },
    });
  });

  it('gives errors with offsets into the whole input', () => {
    const r = tryGrammar(compiled.scheme, 'my:42/a1#x');
    expect(!r.ok && [r.error.offset, r.error.line, r.error.column, r.error.found]).toEqual([7, 1, 8, '1']);
    expect(!r.ok && r.error.expected).toContain('end of input');
  });
});
