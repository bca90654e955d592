import { GrammarError, compileGrammar } from '../../src';
import { BnfError } from '../../src/engine/bnf';

describe('compileGrammar(text, { notation })', () => {
  it("reads ABNF with notation 'abnf' and BNF with notation 'bnf'", () => {
    const abnf = compileGrammar('port = 1*DIGIT', { notation: 'abnf' });
    const bnf = compileGrammar('port = 1*digit\ndigit = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9"', { notation: 'bnf' });
    for (const { rules } of [abnf, bnf]) expect(['80', '', '8a'].map((s) => [rules.port!.matches(s), rules.port!.viablePrefix(s)])).toEqual([[true, 2], [false, 0], [false, 1]]);
  });
  it("resolves undefined names with uses (ABNF) and gives each notation's error class", () => {
    expect(compileGrammar('x = 1*pchar', { notation: 'abnf', uses: 'rfc3986' }).rules.x!.matches('a:@%41')).toBe(true);
    expect(() => compileGrammar('x = "a', { notation: 'abnf' })).toThrow(GrammarError);
    expect(() => compileGrammar('x = "a', { notation: 'bnf' })).toThrow(BnfError);
    expect(() => compileGrammar('x = "a" / "b"', { notation: 'bnf', strict: true })).toThrow(new BnfError('unquoted "/" read as the literal "/"', { line: 1, column: 9 }, 'bare-slash', 'x'));
  });
  it('finds an ABNF rule in any case (RFC 5234 §2.1), keyed by its defining spelling; BNF names keep their case', () => {
    const { rules } = compileGrammar('SIP-URI = "sip:" 1*ALPHA', { notation: 'abnf' });
    expect(rules['sip-uri']).toBe(rules['SIP-URI']);
    expect(rules['Sip-Uri']!.matches('sip:abc')).toBe(true);
    expect(['sip-uri' in rules, 'sipuri' in rules, rules['sipuri']]).toEqual([true, false, undefined]);
    expect(Object.keys(rules)).toEqual(['SIP-URI', 'ALPHA']);
    expect(compileGrammar('x = "a"', { notation: 'bnf' }).rules.X).toBeUndefined();
  });
  it('refuses a missing notation and non-string text with a TypeError', () => {
    expect(() => compileGrammar('x = "a"', {} as never)).toThrow(new TypeError("uri-grammar: compileGrammar needs { notation: 'abnf' | 'bnf' }, got undefined"));
    expect(() => compileGrammar(null as never, { notation: 'abnf' })).toThrow(new TypeError('uri-grammar: compileGrammar expects grammar text, got null'));
  });

  it("a rule's matchers refuse a non-string input with a TypeError", () => {
    const { x } = compileGrammar('x = "a"', { notation: 'bnf' }).rules;
    expect(() => x!.matches(42 as never)).toThrow(new TypeError('uri-grammar: input must be a string, got number'));
    expect(() => x!.viablePrefix(null as never)).toThrow(new TypeError('uri-grammar: input must be a string, got null'));
    expect(() => x!.expectedAt(undefined as never)).toThrow(new TypeError('uri-grammar: input must be a string, got undefined'));
  });
});
