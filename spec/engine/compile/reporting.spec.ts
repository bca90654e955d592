/**
 * The engine's error words (src/engine/compile/reporting.ts, docs/grammar-compiler.md "Error
 * words"): each entry of a Reporting on a small grammar, against the same grammar compiled
 * without it (the words a user grammar gets).
 */
import { readGrammar } from '../../../src/engine/bnf';
import { type Reporting, reporterOf } from '../../../src/engine/compile/reporting';
import { CompiledStart } from '../../../src/engine/compile/rule';

const TEXT = `
s      = "go:" ( net | path ) [ "#" frag ]
net    = "//" host [ path ]
path   = "/" *pc
pc     = alpha | esc | ":"
esc    = "%" hex hex
host   = name | num
name   = alpha *( alpha | "-" )
num    = 1*digit
frag   = *( alpha | esc )
alpha  = "a" | "b" | "c"
digit  = "0" | "1"
hex    = digit | "a" | "b"
`;

function failure(input: string, reporting?: Reporting) {
  const compiled = new CompiledStart(readGrammar(TEXT), 's', reporting ? { reporter: reporterOf(reporting) } : {});
  const { offset, expected, rulePath, code } = compiled.diagnose(input)!;
  return { offset, expected, rulePath, code };
}

describe('a Reporting names failures as it says, and only when asked', () => {
  it('oneItem: the rule where it could start, what goes on within it, no frame within it', () => {
    expect(failure('go:/a<')).toEqual({ offset: 5, expected: ['alpha', '"%"', '":"', '"#"', 'end of input'], rulePath: ['s', 'path', 'pc'], code: undefined });
    expect(failure('go:/a<', { oneItem: ['pc', 'esc'] })).toEqual({ offset: 5, expected: ['pc', '"#"', 'end of input'], rulePath: ['s', 'path'], code: undefined });
    expect(failure('go:/%1<', { oneItem: ['pc', 'esc'] })).toMatchObject({ offset: 6, expected: ['hex'], rulePath: ['s', 'path'] });
  });

  it('byCharacter: a literal one character at a time', () => {
    expect(failure('go:<').expected).toContain('"//"');
    expect(failure('go:<', { byCharacter: ['net'] }).expected).toEqual(['"/"']);
  });

  it('items: characters named by the first item that covers them, in its order, the rule shown and none within it', () => {
    const plain = failure('go://ab<');
    expect(plain.rulePath).toEqual(['s', 'net', 'host', 'name']);
    const told = failure('go://ab<', { items: { host: ['"-"', 'alpha', 'digit'] } });
    expect(told.rulePath).toEqual(['s', 'net', 'host']);
    expect(told.expected.slice(0, 2)).toEqual(['"-"', 'alpha']);
  });

  it('hidden: the rule does not show in a rule path', () => {
    expect(failure('go://ab<', { hidden: ['name'] }).rulePath).toEqual(['s', 'net', 'host']);
  });

  it('firstAlive: once an earlier alternative has matched, a later one is not named', () => {
    const t = (reporting?: Reporting) => new CompiledStart(readGrammar('t = ( "a" | "a" *"b" ) "c"'), 't', reporting ? { reporter: reporterOf(reporting) } : {}).diagnose('a<')!.expected;
    expect(t()).toEqual(expect.arrayContaining(['"b"', '"c"']));
    expect(t({ firstAlive: ['t'] })).toEqual(['"c"']); // "a" matched: a backtracking parser never tries `"a" *"b"`
    expect(failure('go:/<', { firstAlive: ['s'] }).expected).toEqual(failure('go:/<').expected); // nothing matched yet: both named
  });

  it('longest: what goes on within the rule before what follows it', () => {
    const plain = failure('go://ab<');
    const told = failure('go://ab<', { longest: ['host'] });
    expect(new Set(told.expected)).toEqual(new Set(plain.expected));
    const within = told.expected.indexOf('"-"');
    const after = told.expected.indexOf('"/"');
    expect(within).toBeGreaterThanOrEqual(0);
    expect(within).toBeLessThan(after);
  });

  it('codes: within a rule, at a character, or at its start', () => {
    expect(failure('go:/%x').code).toBeUndefined();
    expect(failure('go:/%x', { codes: { esc: { code: 'bad-escape', where: 'within' } } }).code).toBe('bad-escape');
    expect(failure('go:/a<', { codes: { esc: { code: 'bad-escape', where: 'within' } } }).code).toBeUndefined();
    expect(failure('go:/a#a#', { codes: { frag: { code: 'second-number-sign', found: '#' } } }).code).toBe('second-number-sign');
    expect(failure('go:/a#a<', { codes: { frag: { code: 'second-number-sign', found: '#' } } }).code).toBeUndefined();
    expect(failure('go:', { codes: { net: { code: 'empty-scheme-specific-part', found: null, where: 'start' } } }).code).toBe('empty-scheme-specific-part');
  });

  it('the offset never changes', () => {
    const all: Reporting = { oneItem: ['pc', 'esc'], items: { host: ['alpha', '"-"', 'digit'] }, hidden: ['num'], byCharacter: ['s', 'net'], firstAlive: ['s'], longest: ['host'] };
    for (const input of ['go:', 'go:/<', 'go://', 'go://a-b/%a', 'go://1/:#a%', 'go:/a/b', 'x', 'go://a#%0', 'go:/:%ab#c<']) {
      expect(failure(input, all).offset).toBe(failure(input).offset);
    }
  });
});
