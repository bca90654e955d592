/**
 * The error built from the tracker's record (src/combinators/diagnose.ts): the character found,
 * line and column, expected without repeats, code and message, as whole objects; the
 * characters that take a path of their own (non-ASCII, astral, lone surrogate, controls,
 * quotes) included.
 */
import { parseUriReference } from '../../src';
import type { ErrorCode } from '../../src/combinators';
import { buildError, semanticError } from '../../src/combinators/diagnose';
import { FailureTracker } from '../../src/combinators/tracker';

const SEGMENT_PATH = ['URI-reference', 'absoluteURI', 'hier_part', 'net_path', 'abs_path', 'path_segments', 'segment'];
const AFTER_SEGMENT = ['pchar', '";"', '"/"', '"?"', '"#"', 'end of input'];
const AFTER_SCHEME_LETTER = [
  'alpha', 'digit', '"+"', '"-"', '"."', '":"', 'unreserved', 'escaped', '";"', '"@"', '"&"', '"="', '"$"', '","', '"/"', '"?"', '"#"', 'end of input',
];

function errorOf(input: string) {
  const r = parseUriReference(input);
  if (r.ok) throw new Error(`${input} is valid`);
  return r.error;
}

type Step = { push: string } | { pop: true } | { at: number; expected: string[]; code?: ErrorCode };

/** buildError over a tracker fed `steps` directly. */
function built(input: string, steps: Step[]) {
  const t = new FailureTracker();
  for (const s of steps) {
    if ('push' in s) t.stack.push(s.push);
    else if ('pop' in s) t.stack.pop();
    else t.fail(s.at, s.expected, s.code);
  }
  return buildError(input, t);
}

describe('buildError', () => {
  it.each([
    ['http://a/é', 9, 'é', 'Unexpected "é" (U+00E9) in segment: URIs are written in ASCII (RFC 2396 §2.1); write it as %C3%A9.'],
    ['http://a/\u{1d11e}', 9, '\u{1d11e}', 'Unexpected "\u{1d11e}" (U+1D11E) in segment: URIs are written in ASCII (RFC 2396 §2.1); write it as %F0%9D%84%9E.'],
    [
      'http://a/\ud800x',
      9,
      '\ud800',
      'Unexpected U+D800 (lone surrogate) in segment: URIs are written in ASCII (RFC 2396 §2.1); a lone surrogate has no UTF-8 encoding and cannot be escaped.',
    ],
  ])('%j: not ASCII (RFC 2396 §2.1), escaped as UTF-8 octets', (input, offset, found, message) => {
    expect(errorOf(input)).toEqual({
      offset, line: 1, column: offset + 1, found, expected: AFTER_SEGMENT, rulePath: SEGMENT_PATH, code: 'illegal-character', message,
    });
  });

  it.each([
    ['a\u0000', '\u0000', 'Unexpected U+0000 (control character) in scheme: it is excluded from URIs (RFC 2396 §2.4.3); write it as %00.'],
    ['a\u007f', '\u007f', 'Unexpected U+007F (control character) in scheme: it is excluded from URIs (RFC 2396 §2.4.3); write it as %7F.'],
    ['a\nb c', '\n', 'Unexpected U+000A (control character) in scheme: it is excluded from URIs (RFC 2396 §2.4.3); write it as %0A.'],
    ['a b', ' ', 'Unexpected " " (space) in scheme: it is excluded from URIs (RFC 2396 §2.4.3); write it as %20.'],
    ['a"b', '"', 'Unexpected "\\"" in scheme: it is excluded from URIs (RFC 2396 §2.4.3); write it as %22.'],
    ['a\\b', '\\', 'Unexpected "\\\\" in scheme: it is excluded from URIs (RFC 2396 §2.4.3); write it as %5C.'],
  ])('%j: an excluded ASCII character (RFC 2396 §2.4.3), described and escaped', (input, found, message) => {
    expect(errorOf(input)).toEqual({
      offset: 1, line: 1, column: 2, found, expected: AFTER_SCHEME_LETTER, rulePath: ['URI-reference', 'absoluteURI', 'scheme'], code: 'illegal-character', message,
    });
  });

  it('counts lines and columns after line feeds', () => {
    expect(built('ab\ncd\nef g', [{ push: 'r' }, { at: 9, expected: ['x'] }])).toEqual({
      offset: 9, line: 3, column: 4, found: 'g', expected: ['x'], rulePath: ['r'], code: 'unexpected-character', message: 'Unexpected "g" in r: expected x.',
    });
  });

  it('counts no line feed at or after the offset', () => {
    expect(built('ab c\nd\n', [{ push: 'r' }, { at: 2, expected: ['x'] }])).toMatchObject({ offset: 2, line: 1, column: 3 });
    expect(built('ab\ncd', [{ push: 'r' }, { at: 2, expected: ['x'] }])).toMatchObject({ offset: 2, line: 1, column: 3, found: '\n' });
    expect(built('\n\nab', [{ push: 'r' }, { at: 2, expected: ['x'] }])).toMatchObject({ offset: 2, line: 3, column: 1 });
  });

  it('counts lines the same in a long input (read back from the offset)', () => {
    const long = 'a'.repeat(5000);
    expect(built(`${long}\n${long}\nab c`, [{ push: 'r' }, { at: 10004, expected: ['x'] }])).toMatchObject({ offset: 10004, line: 3, column: 3 });
    expect(built(`\na${long}`, [{ push: 'r' }, { at: 2, expected: ['x'] }])).toMatchObject({ offset: 2, line: 2, column: 2 });
    expect(built(`\n${long}`, [{ push: 'r' }, { at: 1, expected: ['x'] }])).toMatchObject({ offset: 1, line: 2, column: 1 });
    expect(built(`ab${long}`, [{ push: 'r' }, { at: 1, expected: ['x'] }])).toMatchObject({ offset: 1, line: 1, column: 2 });
  });

  it('lists expected items once each, in the order first recorded; the rule path and code of the first failure there', () => {
    const steps: Step[] = [
      { push: 'a' },
      { at: 2, expected: ['x', 'y', 'x'] },
      { push: 'b' },
      { at: 2, expected: ['y', 'z'], code: 'bad-escape' },
      { pop: true },
      { at: 1, expected: ['w'] },
    ];
    expect(built('ab', steps)).toEqual({
      offset: 2,
      line: 1,
      column: 3,
      found: null,
      expected: ['x', 'y', 'z'],
      rulePath: ['a'],
      code: 'bad-escape',
      message: 'Unexpected end of input in a: "%" must be followed by two hex digits (RFC 2396 §2.4.1); a literal "%" is written %25.',
    });
  });

  it('joins two or more expected items with "or" before the last; none is "nothing more"', () => {
    expect(built('abc', [{ push: 's' }, { at: 1, expected: ['p', 'q'] }, { at: 1, expected: ['q', 'r'] }])).toEqual({
      offset: 1, line: 1, column: 2, found: 'b', expected: ['p', 'q', 'r'], rulePath: ['s'], code: 'unexpected-character', message: 'Unexpected "b" in s: expected p, q or r.',
    });
    expect(built('ab', [])).toEqual({
      offset: 0, line: 1, column: 1, found: 'a', expected: [], rulePath: [], code: 'unexpected-character', message: 'Unexpected "a": expected nothing more.',
    });
  });

  it.each([
    ['a~', '~', ['uchar'], 'Unexpected "~" in fsegment: RFC 1738 §2.2 calls "~" unsafe: it must always be encoded; write it as %7E (RFC 2396 made "~" unreserved: updates \'rfc2396\').'],
    [
      'aé',
      'é',
      [],
      'Unexpected "é" (U+00E9) in fsegment: RFC 1738 §2.2 calls "é" (U+00E9) unsafe: it must always be encoded; write it as %C3%A9 (RFC 2396 made "~" unreserved: updates \'rfc2396\').',
    ],
  ])('%j: an unsafe character (RFC 1738 §2.2)', (input, found, expected, message) => {
    expect(built(input, [{ push: 'fsegment' }, { at: 1, expected, code: 'unsafe-character' }])).toEqual({
      offset: 1, line: 1, column: 2, found, expected, rulePath: ['fsegment'], code: 'unsafe-character', message,
    });
  });

  // Diagnoses are remembered by frame, merged list, code and the character found
  // (src/combinators/diagnose.ts): each of these must give its own, whatever came before.
  it('remembers the end of the input, U+0080 and another code at the same place apart', () => {
    const inputs = ['a%4', 'a%4\u0080', 'a%4\u0081', 'a%', 'a%\u0080', 'a\u0080', 'a#\u0080', 'a#'];
    const first = inputs.map((s) => (parseUriReference(s).ok ? null : errorOf(s)));
    const again = [...inputs].reverse().map((s) => (parseUriReference(s).ok ? null : errorOf(s))).reverse();
    expect(again).toEqual(first);
    expect(first.map((e) => e && [e.offset, e.found, e.code])).toEqual([
      [3, null, 'bad-escape'],
      [3, '\u0080', 'bad-escape'],
      [3, '\u0081', 'bad-escape'],
      [2, null, 'bad-escape'],
      [2, '\u0080', 'bad-escape'],
      [1, '\u0080', 'illegal-character'],
      [2, '\u0080', 'illegal-character'],
      null,
    ]);
    expect(first[0]!.message).toBe('Unexpected end of input in rel_segment: "%" must be followed by two hex digits (RFC 2396 §2.4.1); a literal "%" is written %25.');
    expect(first[1]!.message).toBe('Unexpected "\u0080" (U+0080) in rel_segment: "%" must be followed by two hex digits (RFC 2396 §2.4.1); a literal "%" is written %25.');
  });
});

describe('semanticError (code invalid-value)', () => {
  it('is at the start of the span, expects nothing, keeps the span; line and column as for any error', () => {
    expect(semanticError('x\ngeo:91,0', { start: 6, end: 8 }, ['geo-URI', 'coord-a'], 'Beyond 90.')).toEqual({
      offset: 6, line: 2, column: 5, found: '9', expected: [], rulePath: ['geo-URI', 'coord-a'], code: 'invalid-value', message: 'Beyond 90.', span: { start: 6, end: 8 },
    });
    const e = semanticError('ab', { start: 2, end: 2 }, ['r'], 'm');
    expect([e.found, Object.isFrozen(e.expected), Object.isFrozen(e.rulePath)]).toEqual([null, true, true]);
  });
});
