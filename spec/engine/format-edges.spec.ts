/**
 * formatError at its edges (src/combinators/format.ts): the caret past 128 columns, astral
 * characters and lone surrogates before it, controls after it, colour, and an offset at the
 * start of an input that begins with a line feed. spec/engine/format.spec.ts has the basics.
 */
import { formatError, parseUriReference } from '../../src';

function errorOf(input: string) {
  const r = parseUriReference(input);
  if (r.ok) throw new Error(`${input} is valid`);
  return r.error;
}

const SCHEME_SPACE = 'Unexpected " " (space) in scheme: it is excluded from URIs (RFC 2396 §2.4.3); write it as %20.';
const AFTER_SCHEME_LETTER = '  expected: alpha, digit, "+", "-", ".", ":", unreserved, escaped, ";", "@", "&", "=", "$", ",", "/", "?", "#", end of input';
const SCHEME_PATH = '  rule path: URI-reference > absoluteURI > scheme';
const RED_CARET = '\u001b[31m^\u001b[39m';

describe('formatError', () => {
  it('indents the caret past 128 columns, after a cut line', () => {
    const input = 'x'.repeat(200) + ' ';
    expect(formatError(errorOf(input), input, { context: 150 })).toBe(
      [
        'error[illegal-character] at line 1, column 201 (offset 200)',
        '  …' + 'x'.repeat(150) + ' ',
        '  ' + ' '.repeat(151) + '^',
        SCHEME_SPACE,
        AFTER_SCHEME_LETTER,
        SCHEME_PATH,
      ].join('\n'),
    );
  });

  it('colours the code and the caret only', () => {
    const input = 'x'.repeat(200) + ' ';
    expect(formatError(errorOf(input), input, { color: true })).toBe(
      [
        '\u001b[31merror[illegal-character]\u001b[39m at line 1, column 201 (offset 200)',
        '  …' + 'x'.repeat(60) + ' ',
        '  ' + ' '.repeat(61) + RED_CARET,
        SCHEME_SPACE,
        AFTER_SCHEME_LETTER,
        SCHEME_PATH,
      ].join('\n'),
    );
  });

  it('counts a surrogate pair as one column and a lone surrogate as one; pictures controls after the offset', () => {
    expect(formatError(errorOf('a b\u0001c'), 'a b\u0001c').split('\n').slice(1, 3)).toEqual(['  a b\u2401c', '   ^']);
    expect(formatError(errorOf('a\ud800 b'), 'a\ud800 b').split('\n').slice(1, 3)).toEqual(['  a\ud800 b', '   ^']);
    const astral = '\u{1f4a9}\u{1f4a9} x';
    const e = { ...errorOf(astral), offset: 5, column: 6 };
    expect(formatError(e, astral).split('\n').slice(0, 3)).toEqual([
      'error[illegal-character] at line 1, column 6 (offset 5)',
      '  \u{1f4a9}\u{1f4a9} x',
      '     ^',
    ]);
  });

  it('at offset 0 of an input starting with a line feed, shows the line after it (as lastIndexOf reads it)', () => {
    const input = '\nabc';
    const e = { ...errorOf('a b'), offset: 0 };
    expect(formatError(e, input)).toBe(
      ['error[illegal-character] at line 1, column 2 (offset 0)', '  ', '  ^', SCHEME_SPACE, AFTER_SCHEME_LETTER, SCHEME_PATH].join('\n'),
    );
  });

  // The report's last lines are remembered (src/combinators/format.ts) and found by the identity of
  // the error's lists: an error given other lists or another message must be reported as it now is.
  it('reports an error as it is when formatted, not as it was built', () => {
    const e = errorOf('a b');
    const asBuilt = formatError(e, 'a b');
    e.expected = [...e.expected].reverse();
    e.rulePath = e.rulePath.slice(0, -1);
    expect(formatError(e, 'a b').split('\n').slice(4)).toEqual([
      '  expected: end of input, "#", "?", "/", ",", "$", "=", "&", "@", ";", escaped, unreserved, ":", ".", "-", "+", digit, alpha',
      '  rule path: URI-reference > absoluteURI',
    ]);
    e.expected = [...e.expected].reverse();
    e.rulePath = [...e.rulePath, 'scheme'];
    expect(formatError(e, 'a b')).toBe(asBuilt);
    e.message = 'changed';
    expect(formatError(e, 'a b').split('\n')[3]).toBe('changed');
    const copy = { ...errorOf('a b') };
    copy.expected = ['other', ...copy.expected.slice(1)];
    expect(formatError(copy, 'a b').split('\n')[4]).toBe(AFTER_SCHEME_LETTER.replace('alpha', 'other'));
  });

  // The error built last finds its report's parts through its diagnosis (src/combinators/diagnose.ts):
  // only while it still says what the diagnosis says, and never for another position.
  it('reports the code and position the error built last has when formatted', () => {
    const e = errorOf('a b');
    const asBuilt = formatError(e, 'a b').split('\n');
    e.offset = 2;
    e.column = 3;
    expect(formatError(e, 'a b').split('\n').slice(0, 3)).toEqual(['error[illegal-character] at line 1, column 3 (offset 2)', '  a b', '    ^']);
    e.code = 'unexpected-character';
    expect(formatError(e, 'a b').split('\n')[0]).toBe('error[unexpected-character] at line 1, column 3 (offset 2)');
    expect(formatError(e, 'a b').split('\n').slice(3)).toEqual(asBuilt.slice(3));
  });

  it('gives errors frozen lists, shared by errors with the same failures', () => {
    const first = errorOf('a b');
    const second = errorOf('ab cd');
    expect(Object.isFrozen(first.expected) && Object.isFrozen(first.rulePath)).toBe(true);
    expect(() => (first.expected as string[]).push('x')).toThrow(TypeError);
    expect(() => (first.rulePath as string[]).pop()).toThrow(TypeError);
    expect(first.expected).toBe(second.expected);
    expect(first.rulePath).toBe(second.rulePath);
    expect(first.rulePath).toEqual(['URI-reference', 'absoluteURI', 'scheme']);
  });

  it('gives errors that share their failures each its own position and input line', () => {
    const first = errorOf('a b');
    const second = errorOf('ab cd');
    expect(formatError(first, 'a b').split('\n').slice(0, 3)).toEqual(['error[illegal-character] at line 1, column 2 (offset 1)', '  a b', '   ^']);
    expect(formatError(second, 'ab cd').split('\n').slice(0, 3)).toEqual(['error[illegal-character] at line 1, column 3 (offset 2)', '  ab cd', '    ^']);
    expect(formatError(first, 'a b').split('\n').slice(3)).toEqual(formatError(second, 'ab cd').split('\n').slice(3));
  });

  it('says (nothing) and (none) for empty lists', () => {
    const e = { ...errorOf('a b'), expected: [], rulePath: [] };
    expect(formatError(e, 'a b').split('\n').slice(4)).toEqual(['  expected: (nothing)', '  rule path: (none)']);
  });
});
