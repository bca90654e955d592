import { BnfError, readGrammar, type Expr } from '../../../src/engine/bnf';
import { bnf } from './grammars';

function errorOf(text: string, options = {}): BnfError {
  try {
    readGrammar(text, options);
  } catch (e) {
    if (e instanceof BnfError) return e;
    throw e;
  }
  throw new Error('expected a BnfError');
}

const lit = (text: string, line: number, column: number): Expr => ({ kind: 'literal', text, at: { line, column } });

describe('readGrammar: the grammar files', () => {
  it('reads RFC 2396 Appendix A: 40 rules, no warnings', () => {
    const g = readGrammar(bnf('rfc2396'));
    expect(g.rules.size).toBe(40);
    expect([...g.rules.keys()].slice(0, 3)).toEqual(['URI-reference', 'absoluteURI', 'relativeURI']);
    expect(g.warnings).toEqual([]);
  });

  it('reads RFC 1738 §5: every rule, with gopher+_string and ip-schemepart as names', () => {
    const g = readGrammar(bnf('rfc1738'));
    expect(g.rules.size).toBe(67);
    for (const name of ['genericurl', 'gopher+_string', 'ip-schemepart', 'prosperourl', 'digits']) {
      expect(g.rules.has(name)).toBe(true);
    }
  });

  it('reads the bare "/" of gopherurl as the literal "/", with a warning at its position', () => {
    const g = readGrammar(bnf('rfc1738'));
    expect(g.warnings).toEqual([{ message: 'unquoted "/" read as the literal "/"', line: 69, column: 41 }]);
    const gopher = g.rules.get('gopherurl')!.expr;
    expect(gopher.kind === 'seq' && gopher.items[2]).toMatchObject({
      kind: 'repeat',
      min: 0,
      max: 1,
      item: { kind: 'seq', items: [{ kind: 'literal', text: '/' }, { kind: 'repeat' }] }, // a bare slash has no place of its own: the warning has it
    });
  });

  it('fails on the bare "/" in strict mode', () => {
    const e = errorOf(bnf('rfc1738'), { strict: true });
    expect([e.line, e.column]).toEqual([69, 41]);
    expect(e.message).toContain('unquoted "/"');
  });

  it('reads <"> as the double-quote literal and "\\" as a backslash (RFC 1738 punctuation, national)', () => {
    const g = readGrammar(bnf('rfc1738'));
    const options = (name: string): Expr[] => {
      const e = g.rules.get(name)!.expr;
      return e.kind === 'alt' ? e.options : [];
    };
    expect(options('punctuation')).toContainEqual(lit('"', 130, 42));
    expect(options('national')).toContainEqual(lit('\\', 129, 36));
  });
});

describe('readGrammar: notation', () => {
  const read = (text: string): Expr => readGrammar(text).rules.get('a')!.expr;
  const b = { kind: 'ref', name: 'b' };

  it('reads a small hand-checked grammar', () => {
    const g = readGrammar(['a = "x" b | [ b ] *b', 'b = "y" ; comment with "quotes" and ;', ''].join('\n'));
    expect(g.rules.get('a')).toEqual({
      name: 'a',
      at: { line: 1, column: 1 },
      expr: {
        kind: 'alt',
        options: [
          { kind: 'seq', items: [lit('x', 1, 5), { ...b, at: { line: 1, column: 9 } }] },
          {
            kind: 'seq',
            items: [
              { kind: 'repeat', min: 0, max: 1, item: { ...b, at: { line: 1, column: 15 } }, at: { line: 1, column: 13 } },
              { kind: 'repeat', min: 0, max: null, item: { ...b, at: { line: 1, column: 20 } }, at: { line: 1, column: 19 } },
            ],
          },
        ],
      },
    });
    expect(g.rules.get('b')!.expr).toEqual(lit('y', 2, 5));
  });

  it.each([
    ['1*b', 1, null],
    ['2*3b', 2, 3],
    ['*4b', 0, 4],
    ['3b', 3, 3],
  ])('reads the repetition %s as %i..%s', (text, min, max) => {
    expect(read(`a = ${text}\nb = "y"`)).toMatchObject({ kind: 'repeat', min, max, item: b });
  });

  it('reads 1*[ x ] as one or more x (RFC 1738 §5), and [ x ] alone as optional', () => {
    expect(read('a = 1*[ b ]\nb = "y"')).toMatchObject({ kind: 'repeat', min: 1, max: null, item: b });
    expect(read('a = 1*( [ b ] )\nb = "y"')).toMatchObject({
      kind: 'repeat',
      min: 1,
      max: null,
      item: { kind: 'repeat', min: 0, max: 1, item: b },
    });
  });

  it('keeps quoted literals case-sensitive and verbatim', () => {
    expect(read('a = "ftp://" "A" ";type="')).toEqual({ kind: 'seq', items: [lit('ftp://', 1, 5), lit('A', 1, 14), lit(';type=', 1, 18)] });
  });

  it('continues a rule on lines indented deeper than its first line', () => {
    expect(read('   a = "x" |\n       "y"\n   b = "z"')).toEqual({ kind: 'alt', options: [lit('x', 1, 8), lit('y', 2, 8)] });
  });
});

describe('readGrammar: errors name the culprit, with line and column', () => {
  it.each([
    ['a = "x', 1, 5, 'unterminated literal'],
    ['a = "x"\nb = "y" # "z"', 2, 9, 'unexpected character "#"'],
    ['a "x"', 1, 3, 'expected "=" after the rule name, found literal "x"'],
    ['a = ( "x" | "y"\n', 2, 1, 'expected ")", found end of text'],
    ['a = [ "x" )', 1, 11, 'expected "]", found ")"'],
    ['a = "x" |', 1, 10, 'expected an element, found end of text'],
    ['a = | "x"', 1, 5, 'expected an element, found "|"'],
    ['a =\n"x"', 2, 1, 'continuation line must be indented deeper than its rule'],
    ['a = "x"\n"y"', 2, 1, 'continuation line must be indented deeper than its rule'],
    ['= "x"', 1, 1, 'expected a rule name, found "="'],
    ['a = "x" b = "y"', 1, 9, 'rule "b" must start a line'],
    ['a = 3*2"x"', 1, 5, 'empty repetition range 3*2'],
  ])('%j → %i:%i %s', (text, line, column, reason) => {
    const e = errorOf(text);
    expect({ line: e.line, column: e.column, reason: e.reason }).toEqual({ line, column, reason });
    expect(e.message).toBe(`${reason} (line ${line}, column ${column})`);
  });

  it('names a rule defined twice, at its second definition', () => {
    const e = errorOf('a = "x"\nb = a\n  a = "y"');
    expect([e.reason, e.line, e.column]).toEqual(['rule "a" defined twice (first on line 1)', 3, 3]);
  });

  it('names an undefined rule, where it is referenced', () => {
    const e = errorOf('a = "x" | "y" c\nb = a');
    expect([e.reason, e.line, e.column]).toEqual(['undefined rule "c" in rule "a"', 1, 15]);
  });

  it('reads recursive rules (the compiler runs them: docs/grammar-compiler.md, "Recursive rules")', () => {
    expect([...readGrammar('a = "x" [ a ]').rules.keys()]).toEqual(['a']);
    expect([...readGrammar('s = a\na = "(" b ")"\nb = *c\nc = "x" | a').rules.keys()]).toEqual(['s', 'a', 'b', 'c']);
  });
});
