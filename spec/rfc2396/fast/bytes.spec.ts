/**
 * src/rfc2396/fast/bytes.ts: the scanner's view of the input. A URI is ASCII (RFC 2396
 * §2.1); the bytes end in zeros, which are in no character class, so that a scan stops at
 * the end of the input whatever a reused array held before.
 */
import { parseUriReference } from '../../../src';
import { runRule } from '../../../src/combinators';
import { rules } from '../../../src/rfc2396';
import { asciiBytes } from '../../../src/rfc2396/fast/bytes';

const head = (bytes: Uint8Array | undefined, n: number) => (bytes ? [...bytes.subarray(0, n)] : bytes);

describe('asciiBytes', () => {
  it('gives the code units of an ASCII string, then three zeros', () => {
    expect(head(asciiBytes('a%2F'), 7)).toEqual([97, 37, 50, 70, 0, 0, 0]);
    expect(head(asciiBytes(''), 3)).toEqual([0, 0, 0]);
  });

  it.each([
    ['é', 'two UTF-8 bytes'],
    ['\u0141', 'a code unit whose low byte is "A" (a latin1 conversion would read it as ASCII)'],
    ['\ud800', 'a lone surrogate'],
    ['a\u{1F600}', 'a surrogate pair'],
  ])('gives undefined for %j (%s)', (text) => {
    expect(asciiBytes(`http://a/${text}`)).toBeUndefined();
  });

  it('writes zeros after a shorter input into the array a longer one filled', () => {
    asciiBytes('%41%41%41');
    expect(head(asciiBytes('%4'), 5)).toEqual([37, 52, 0, 0, 0]);
  });

  it('keeps a long input\'s array (over 64 KB) for the next long input, until 16 short inputs in a row', () => {
    const long = 'a'.repeat(100_000);
    const bytes = asciiBytes(long)!;
    expect(bytes.length).toBeGreaterThanOrEqual(100_003);
    expect([bytes[99_999], bytes[100_000], bytes[100_002]]).toEqual([97, 0, 0]);
    expect(asciiBytes('b'.repeat(105_000))).toBe(bytes); // an eighth more room
    for (let k = 0; k < 16; k++) expect(asciiBytes('b')).toBe(bytes);
    const short = asciiBytes('b')!;
    expect(short).not.toBe(bytes);
    expect(short.length).toBeLessThanOrEqual(1 << 16);
  });
});

describe('parseUriReference after a longer input (the reused array)', () => {
  it.each([
    ['http://a/%41%41', 'http://a/%4'],
    ['http://a/%41%41', 'http://a/%'],
    ['//host.example.com:80/', '//host.example.com:'],
    ['//a.b.c.d.e.f/', '//a.b.c.'],
    ['http://u@h.example/', 'http://u'],
  ])('after %j, %j gets the combinators\' result', (longer, input) => {
    expect(parseUriReference(longer).ok).toBe(true);
    expect(parseUriReference(input)).toEqual(runRule(rules['URI-reference'], input));
  });

  it('rejects non-ASCII that a byte conversion could mistake for ASCII', () => {
    const r = parseUriReference('http://a/\u0141');
    expect(r.ok ? null : [r.error.offset, r.error.code]).toEqual([9, 'illegal-character']);
  });
});

describe('parseUriReference on inputs longer than the reused array (64K)', () => {
  it.each([
    ['a member', 'http://a/' + 'b;p/'.repeat(20_000)],
    ['a bad escape early', 'http://a/' + '%'.repeat(70_000)],
    ['a bad character at the end', 'http://a/' + 'b/'.repeat(40_000) + ' '],
    ['non-ASCII at the end', '//h/' + 'x'.repeat(70_000) + 'é'],
  ])('%s: the combinators\' result', (_what, input) => {
    expect(parseUriReference(input)).toEqual(runRule(rules['URI-reference'], input));
  });
});
