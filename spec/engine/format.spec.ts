import { formatError, parseUriReference, parseUrl } from '../../src';

function errorOf(input: string) {
  const r = parseUriReference(input);
  if (r.ok) throw new Error(`${input} is valid`);
  return r.error;
}

describe('formatError', () => {
  it('renders the code, position, input with a caret under the offset, message, expected and rule path', () => {
    const input = 'http://a/b<c';
    expect(formatError(errorOf(input), input)).toBe(
      [
        'error[illegal-character] at line 1, column 11 (offset 10)',
        '  http://a/b<c',
        '            ^',
        'Unexpected "<" in segment: it is excluded from URIs (RFC 2396 §2.4.3); write it as %3C.',
        '  expected: pchar, ";", "/", "?", "#", end of input',
        '  rule path: URI-reference > absoluteURI > hier_part > net_path > abs_path > path_segments > segment',
      ].join('\n'),
    );
  });

  it('puts the caret after the last character at the end of the input', () => {
    const lines = formatError(errorOf('http://a/%4'), 'http://a/%4').split('\n');
    expect(lines[1]).toBe('  http://a/%4');
    expect(lines[2]).toBe('  ' + ' '.repeat(11) + '^');
  });

  it('cuts long inputs around the offset', () => {
    const input = 'http://a/' + 'x'.repeat(1000) + ' ' + 'y'.repeat(1000);
    const lines = formatError(errorOf(input), input, { context: 10 }).split('\n');
    expect(lines[1]).toBe('  …xxxxxxxxxx yyyyyyyyy…');
    expect(lines[2]).toBe('  ' + ' '.repeat(11) + '^');
  });

  it('shows control characters as one visible column each, and only the line of the offset', () => {
    const input = 'a\tb';
    expect(formatError(errorOf(input), input).split('\n').slice(1, 3)).toEqual(['  a\u2409b', '   ^']);
    const twoLines = 'a\nb c';
    const e = { ...errorOf(twoLines), offset: 3, line: 2, column: 2 };
    expect(formatError(e, twoLines).split('\n').slice(1, 3)).toEqual(['  b c', '   ^']);
  });

  it('colours the code and caret only when asked', () => {
    const input = 'a b';
    expect(formatError(errorOf(input), input)).not.toContain('\u001b[');
    expect(formatError(errorOf(input), input, { color: true })).toContain('\u001b[31m^');
  });
});

describe('formatError of a refused value (invalid-value)', () => {
  it('underlines the span and lists nothing expected', () => {
    const r = parseUrl('geo:90.000001,0');
    expect(r.ok || formatError(r.error, 'geo:90.000001,0')).toBe(
      'error[invalid-value] at line 1, column 5 (offset 4)\n' +
        '  geo:90.000001,0\n' +
        '      ^^^^^^^^^\n' +
        'A WGS-84 latitude lies between -90 and 90 (RFC 5870 §3.4.2), not 90.000001.\n' +
        '  rule path: geo-URI > geo-path > coordinates > coord-a',
    );
  });

  it('cuts the underline where a long line is cut', () => {
    const input = `data:;base64,${'A'.repeat(500)}!`;
    const r = parseUrl(input);
    const lines = r.ok ? [] : formatError(r.error, input, { context: 10 }).split('\n');
    expect([lines[1], lines[2]]).toEqual(['  …a:;base64,AAAAAAAAAA…', '             ^^^^^^^^^^']);
  });
});
