import { parse, parseUriReference } from '../../src';
import { INVALID } from './fixtures';

describe('error offsets are the longest viable prefix (GUIDE "Errors")', () => {
  it.each(INVALID)('%j fails at offset %i (%s)', (input, offset) => {
    const r = parseUriReference(input);
    expect(r.ok ? 'valid' : r.error.offset).toBe(offset);
  });

  it('http://a/%zz: the whole error', () => {
    expect(parseUriReference('http://a/%zz')).toEqual({
      ok: false,
      error: {
        offset: 10,
        line: 1,
        column: 11,
        found: 'z',
        expected: ['hex'],
        rulePath: ['URI-reference', 'absoluteURI', 'hier_part', 'net_path', 'abs_path', 'path_segments', 'segment'],
        code: 'bad-escape',
        message: 'Unexpected "z" in segment: "%" must be followed by two hex digits (RFC 2396 §2.4.1); a literal "%" is written %25.',
      },
    });
  });

  it('http://a/%4: found is null at the end of the input', () => {
    const r = parseUriReference('http://a/%4');
    expect(r.ok ? null : [r.error.offset, r.error.found, r.error.code, r.error.expected]).toEqual([11, null, 'bad-escape', ['hex']]);
  });

  it('http://a/b<c: expected names everything that could continue a path', () => {
    const r = parseUriReference('http://a/b<c');
    expect(r.ok ? null : r.error).toEqual({
      offset: 10,
      line: 1,
      column: 11,
      found: '<',
      expected: ['pchar', '";"', '"/"', '"?"', '"#"', 'end of input'],
      rulePath: ['URI-reference', 'absoluteURI', 'hier_part', 'net_path', 'abs_path', 'path_segments', 'segment'],
      code: 'illegal-character',
      message: 'Unexpected "<" in segment: it is excluded from URIs (RFC 2396 §2.4.3); write it as %3C.',
    });
  });

  it('http: — the scheme-specific part is missing', () => {
    const r = parseUriReference('http:');
    expect(r.ok ? null : [r.error.offset, r.error.found, r.error.code, [...r.error.expected].sort()]).toEqual([
      5,
      null,
      'empty-scheme-specific-part',
      ['"/"', 'uric_no_slash'],
    ]);
  });

  it('http://a b/: the space is illegal; the authority could have continued', () => {
    const r = parseUriReference('http://a b/');
    if (r.ok) throw new Error('valid');
    expect([r.error.offset, r.error.found, r.error.code]).toEqual([8, ' ', 'illegal-character']);
    expect(r.error.expected).toEqual(expect.arrayContaining(['unreserved', 'escaped', '"@"', '":"', '"/"', '"?"', '"#"', 'end of input']));
    expect(r.error.rulePath.slice(0, 5)).toEqual(['URI-reference', 'absoluteURI', 'hier_part', 'net_path', 'authority']);
  });

  it('a#b#c: a second "#"', () => {
    const r = parseUriReference('a#b#c');
    expect(r.ok ? null : [r.error.offset, r.error.code, r.error.expected, r.error.rulePath]).toEqual([
      3,
      'second-number-sign',
      ['uric', 'end of input'],
      ['URI-reference', 'fragment'],
    ]);
  });

  it('1a:b: the colon cannot end a scheme that starts with a digit, nor sit in a first segment', () => {
    const r = parseUriReference('1a:b');
    expect(r.ok ? null : [r.error.offset, r.error.found, r.error.code, r.error.rulePath]).toEqual([
      2,
      ':',
      'colon-in-first-segment',
      ['URI-reference', 'relativeURI', 'rel_path', 'rel_segment'],
    ]);
  });

  it('http://[::1]/: the message mentions RFC 2732', () => {
    const r = parseUriReference('http://[::1]/');
    expect(r.ok ? null : r.error.message).toMatch(/RFC 2732/);
  });

  it('line and column count from the last newline', () => {
    const r = parseUriReference('a\nb');
    expect(r.ok ? null : [r.error.offset, r.error.line, r.error.column, r.error.found]).toEqual([1, 1, 2, '\n']);
    const r2 = parse('uric', '\n');
    expect(r2.ok ? null : [r2.error.line, r2.error.column]).toEqual([1, 1]);
  });

  it('a non-ASCII character is one found code point with its UTF-8 escape in the message', () => {
    const r = parseUriReference('http://a/\u{1F600}');
    expect(r.ok ? null : [r.error.offset, r.error.found, r.error.code]).toEqual([9, '\u{1F600}', 'illegal-character']);
    expect(r.ok ? null : r.error.message).toContain('%F0%9F%98%80');
  });

  describe('errors of single rules', () => {
    it.each([
      ['hostname', 'a.1b', 4, null],
      ['hostname', 'a-', 2, null],
      ['hostname', '-a', 0, '-'],
      ['IPv4address', '1.2.3', 5, null],
      ['IPv4address', '1.2..3', 4, '.'],
      ['server', 'a.1b:80', 7, null],
      ['port', '8a', 1, 'a'],
      ['scheme', '1a', 0, '1'],
      ['escaped', '%g0', 1, 'g'],
      ['rel_segment', '', 0, null],
      ['reg_name', '', 0, null],
    ] as const)('%s %j fails at %i', (rule, input, offset, found) => {
      const r = parse(rule, input);
      expect(r.ok ? 'valid' : [r.error.offset, r.error.found]).toEqual([offset, found]);
    });
  });
});
