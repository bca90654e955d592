import { GrammarError, compileGrammar } from '../../src';
import { BnfError } from '../../src/engine/bnf';
import { nearest } from '../../src/engine/nearest';

describe('nearest: a typo of a rule name', () => {
  it('finds the defined name one or two edits away, ignoring case, and nothing farther', () => {
    const names = ['Request-URI', 'Request-Line', 'Method', 'host', 'hostport'];
    expect(nearest('rquest-uri', names)).toBe('Request-URI'); // a deletion
    expect(nearest('Reqeust-URI', names)).toBe('Request-URI'); // a swap of neighbours
    expect(nearest('METHOD', names)).toBeUndefined(); // the same name: not a typo of it
    expect(nearest('hots', names)).toBe('host');
    expect(nearest('hst', names)).toBeUndefined(); // one edit in three characters is too many
    expect(nearest('query', names)).toBeUndefined();
    expect(nearest('x', [])).toBeUndefined();
  });

  it('is offered by an undefined-rule refusal, in ABNF and in BNF', () => {
    const abnf = () => compileGrammar('Request-Line = Method SP rquest-uri\nMethod = 1*ALPHA\nRequest-URI = 1*VCHAR', { notation: 'abnf' });
    expect(abnf).toThrow(GrammarError);
    expect(abnf).toThrow(/is not defined: .*; did you mean Request-URI\?/);
    const bnf = () => compileGrammar('url = "x:" hostprot\nhostport = 1*"a"', { notation: 'bnf' });
    expect(bnf).toThrow(BnfError);
    expect(bnf).toThrow('undefined rule "hostprot" in rule "url"; did you mean "hostport"?');
  });
});
