import fc from 'fast-check';
import { GrammarError, checkAbnf, readAbnf, type GrammarProblem } from '../../../src/engine/abnf';
import { shippedGrammar } from '../../../src/engine/abnf/files';

/** The one problem of `text`: its code, position, reason and excerpt. */
function problem(text: string, uses?: 'rfc3986' | 'rfc2396' | 'rfc1738') {
  const problems = checkAbnf(text, { uses });
  expect(problems).toHaveLength(1);
  const e = problems[0]!;
  return { problem: e.problem, line: e.line, column: e.column, reason: e.reason, excerpt: e.excerpt };
}

describe('reading errors: code, line, column, reason and caret', () => {
  const rows: Array<[string, string, GrammarProblem, number, number, string, string]> = [
    ['unterminated string', 'a = "x" / "yz\n', 'unterminated-string', 1, 11, 'unterminated string: a quoted string ends on its own line with "', 'a = "x" / "yz\n          ^'],
    ['a control character in a string', 'a = "x\ty"', 'unexpected-character', 1, 5, 'character U+0009 inside a quoted string: write it as %x09 (RFC 5234 §2.3)', 'a = "x\ty"\n    ^'],
    ['bad hexadecimal digit', 'a = %x4G', 'bad-numeric-value', 1, 5, 'bad numeric value %x4G: each value needs one or more hexadecimal digits', 'a = %x4G\n    ^'],
    ['no digits', 'a = %d', 'bad-numeric-value', 1, 5, 'bad numeric value %d: each value needs one or more decimal digits', 'a = %d\n    ^'],
    ['binary digit 2', 'a = %b102', 'bad-numeric-value', 1, 5, 'bad numeric value %b102: each value needs one or more binary digits', 'a = %b102\n    ^'],
    ['unknown base', 'a = %q41', 'bad-numeric-value', 1, 5, 'bad numeric value "%q": "%" is followed by b, d or x, "s" or "i" and a string (RFC 5234 §4, RFC 7405)', 'a = %q41\n    ^'],
    ['range and concatenation mixed', 'a = %x41.42-44', 'bad-numeric-value', 1, 5, 'bad numeric value %x41.42-44: a range is two values joined by "-", with no "."', 'a = %x41.42-44\n    ^'],
    ['descending range', 'a = %x5A-41', 'bad-numeric-value', 1, 5, 'bad numeric value %x5A-41: the range is empty (its end is below its start)', 'a = %x5A-41\n    ^'],
    ['trailing dot', 'a = %x41.', 'bad-numeric-value', 1, 5, 'bad numeric value %x41.: each value needs one or more hexadecimal digits', 'a = %x41.\n    ^'],
    ['a value above U+10FFFF', 'a = %x110000', 'value-too-large', 1, 5, 'numeric value %x110000 is above U+10FFFF, the last code point of Unicode', 'a = %x110000\n    ^'],
    ['a range ending above U+10FFFF', 'a = %x80-110000', 'value-too-large', 1, 5, 'numeric value %x80-110000 is above U+10FFFF, the last code point of Unicode', 'a = %x80-110000\n    ^'],
    ['=/ to an undefined rule', 'a = "x"\nb =/ "y"', 'incremental-undefined', 2, 1, '"=/" adds alternatives to rule b, which is not defined before this line', 'b =/ "y"\n^'],
    ['a rule defined twice', 'a = "x"\nb = "y"\nA = "z"', 'duplicate-rule', 3, 1, 'rule A is defined twice with "=" (first on line 1); use "=/" to add alternatives', 'A = "z"\n^'],
    ['an unclosed (', 'a = ( "x" / "y"\nb = "z"', 'unbalanced-brackets', 1, 5, '"(" is never closed by ")"', 'a = ( "x" / "y"\n    ^'],
    ['an unclosed [ across lines', 'a = [ "x"\n      "y"\n', 'unbalanced-brackets', 1, 5, '"[" is never closed by "]"', 'a = [ "x"\n    ^'],
    ['a stray )', 'a = "x" )', 'unbalanced-brackets', 1, 9, '")" closes no bracket', 'a = "x" )\n        ^'],
    ['( closed by ]', 'a = ( "x" ]', 'unbalanced-brackets', 1, 11, '"]" does not close the "(" of line 1, column 5', 'a = ( "x" ]\n          ^'],
    ['an undefined rule', 'a = "x" b\n', 'undefined-rule', 1, 9, 'rule b (used in a) is not defined: it is neither in the text nor a core rule (RFC 5234 Appendix B.1)', 'a = "x" b\n        ^'],
    ['an undefined rule that a built-in set defines', 'NSS = 1*pchar', 'undefined-rule', 1, 9, "rule pchar (used in NSS) is not defined: it is neither in the text nor a core rule (RFC 5234 Appendix B.1); uses: 'rfc3986' or uses: 'rfc2396' would define it", 'NSS = 1*pchar\n        ^'],
    ['a prose value', 'a = "x" <a prose description>', 'prose-value', 1, 9, 'prose value <a prose description> cannot be compiled: map it to a rule or ABNF with the prose option ({ prose: { "a prose description": \'…\' } }), or replace it with a rule that defines what it describes (RFC 5234 §4 calls prose "a last resort")', 'a = "x" <a prose description>\n        ^'],
    ['an empty repetition range', 'a = 3*2"x"', 'bad-repetition', 1, 5, 'repetition 3*2 allows no count: its maximum is below its minimum', 'a = 3*2"x"\n    ^'],
    ['a BNF "|"', 'a = "x" | "y"', 'unexpected-character', 1, 9, 'unexpected character "|": ABNF separates alternatives with "/" (RFC 5234 §3.2)', 'a = "x" | "y"\n        ^'],
    ['an RFC 2396 name with "_"', 'a = abs_path', 'unexpected-character', 1, 5, 'unexpected "_": ABNF rule names use "-" (RFC 5234 §2.1)', 'a = abs_path\n    ^'],
    ['a missing =', 'a "x"', 'expected-defined-as', 1, 3, 'expected "=" or "=/" after the rule name a, found string "x"', 'a "x"\n  ^'],
    ['a rule not starting with a name', '"x" = a', 'expected-rule-name', 1, 1, 'expected a rule name at the start of a line, found string "x"', '"x" = a\n^'],
    ['an empty definition', 'a =\nb = "x"', 'expected-element', 2, 1, 'expected an element, found the end of the rule', 'b = "x"\n^'],
    ['an empty definition at the end', 'a = ', 'expected-element', 1, 5, 'expected an element, found the end of the text', 'a = \n    ^'],
    ['a rule indented inside the one before', 'a = "x"\n  b = "y"', 'expected-element', 2, 5, '"=" inside rule a: a new rule must start a line indented no deeper than the line of a', '  b = "y"\n    ^'],
    ['a text without rules', '; only a comment\n', 'no-rules', 2, 1, 'the text defines no rule', '\n^'],
  ];
  it.each(rows)('%s', (_, text, code, line, column, reason, excerpt) => {
    expect(problem(text)).toEqual({ problem: code, line, column, reason, excerpt });
  });

  it('the message holds the reason, the position and the caret', () => {
    expect(() => readAbnf('a = %x1G')).toThrow(new GrammarError('bad-numeric-value', 'bad numeric value %x1G: each value needs one or more hexadecimal digits', { line: 1, column: 5 }, 'a = %x1G'));
    try {
      readAbnf('\tb = "x"\n\ta = ( b');
    } catch (e) {
      expect(e).toBeInstanceOf(GrammarError);
      expect((e as GrammarError).message).toBe('"(" is never closed by ")" (line 2, column 6)\n\ta = ( b\n\t    ^');
    }
    expect.assertions(3);
  });

  it('refuses brackets nested beyond 200 (no stack overflow on 100,000)', () => {
    expect(problem(`a = ${'('.repeat(201)}"x"${')'.repeat(201)}`)).toEqual({
      problem: 'nesting-too-deep', line: 1, column: 205, reason: 'brackets nested more than 200 deep', excerpt: expect.any(String),
    });
    expect(checkAbnf(`a = ${'['.repeat(100_000)}`).map((e) => e.problem)).toEqual(['nesting-too-deep']);
    expect(readAbnf(`a = ${'('.repeat(200)}"x"${')'.repeat(200)}`).userRules).toEqual(['a']);
  });

  it('reports every rule\'s first problem, skipping to the next rule after each', () => {
    const text = 'a = "x\nb = ( "y"\nc = "ok"\nd = %xZZ\n    "more"\ne = c\n';
    expect(checkAbnf(text).map((e) => [e.problem, e.line, e.column])).toEqual([
      ['unterminated-string', 1, 5],
      ['unbalanced-brackets', 2, 5],
      ['bad-numeric-value', 4, 5],
    ]);
  });

  it('reports each undefined name once, at its first use', () => {
    expect(checkAbnf('a = x y\nb = x "z" w').map((e) => [e.problem, e.line, e.column])).toEqual([
      ['undefined-rule', 1, 5],
      ['undefined-rule', 1, 7],
      ['undefined-rule', 2, 11],
    ]);
  });
});

describe('bad text never crashes the reader', () => {
  const pieces = ['a', 'B-1', ' ', '\t', '\n', '\r\n', '  ', '=', '=/', '/', '(', ')', '[', ']', '*', '2', '3*', '"x"', '"', '%x41', '%d13.10', '%x30-39', '%b', '%s"a"', '<p>', '<', ';c', 'DIGIT', '|', '_', 'é'];
  const texts = fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((p) => p.join(''));
  it('returns GrammarErrors (never throws) for random texts, with positions inside the text', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const lines = text.split(/\r?\n/);
        for (const e of checkAbnf(text)) {
          expect(e).toBeInstanceOf(GrammarError);
          expect(e.line >= 1 && e.line <= lines.length && e.column >= 1 && e.column <= lines[e.line - 1]!.length + 1).toBe(true);
        }
      }),
      { seed: 7405, numRuns: 300 },
    );
  });
  it('returns GrammarErrors for the catalogue grammars with one character deleted or inserted', () => {
    const text = shippedGrammar('schemes/mailto.abnf');
    const edit = fc.tuple(fc.nat({ max: text.length - 1 }), fc.constantFrom('', '(', ']', '"', '%', '/', '=', '\n', 'x'));
    fc.assert(
      fc.property(edit, ([at, insert]) => {
        const mutated = text.slice(0, at) + insert + text.slice(at + (insert === '' ? 1 : 0));
        expect(checkAbnf(mutated, { uses: 'rfc3986' }).every((e) => e instanceof GrammarError)).toBe(true);
      }),
      { seed: 5234, numRuns: 200 },
    );
  });
});
