import fc from 'fast-check';
import { UriBuildError, escape, unescape, unescapeBytes } from '../../src';
import { value } from './arbitraries';

function errorOf(f: () => unknown): { code: string; offset: number | undefined; message: string } {
  try {
    f();
  } catch (e) {
    const err = e as UriBuildError;
    expect(err).toBeInstanceOf(UriBuildError);
    return { code: err.code, offset: err.offset, message: err.message };
  }
  throw new Error('expected an error');
}

describe('unescape (§2.4.1, UTF-8)', () => {
  it.each([
    ['caf%C3%A9%20au%20lait', 'café au lait'],
    ['%7e%7E', '~~'], // either case of hex
    ['%F0%9F%98%80', '😀'],
    ['%2541', '%41'], // one level only
    ['no escapes', 'no escapes'],
    ['é raw', 'é raw'], // characters that are not escapes stay as they are
    ['', ''],
  ])('%j is %j', (text, expected) => {
    expect(unescape(text)).toBe(expected);
  });

  it('keepReserved leaves reserved characters, "%" and "#" escaped, decodes the rest', () => {
    expect(unescape('a%2Fb%3Fc%20d', { keepReserved: true })).toBe('a%2Fb%3Fc d');
    expect(unescape('%3B%2F%3F%3A%40%26%3D%2B%24%2C%25%23%41%c3%a9', { keepReserved: true })).toBe('%3B%2F%3F%3A%40%26%3D%2B%24%2C%25%23Aé');
    expect(unescape('%2f', { keepReserved: true })).toBe('%2f'); // kept as written
  });

  it.each([
    ['ab%4', 'malformed-escape', 2, 'uri-grammar: malformed escape "%4" at offset 2: "%" must be followed by two hex digits (RFC 2396 §2.4.1)'],
    ['%zz', 'malformed-escape', 0, 'uri-grammar: malformed escape "%zz" at offset 0: "%" must be followed by two hex digits (RFC 2396 §2.4.1)'],
    ['a%', 'malformed-escape', 1, 'uri-grammar: malformed escape "%" at offset 1: "%" must be followed by two hex digits (RFC 2396 §2.4.1)'],
    ['%C3%A9%C3%4', 'malformed-escape', 9, 'uri-grammar: malformed escape "%4" at offset 9: "%" must be followed by two hex digits (RFC 2396 §2.4.1)'],
    ['x%E9y', 'invalid-utf8', 1, 'uri-grammar: escaped octets at offset 1 are not UTF-8 (starting "%E9"); use unescapeBytes for other encodings'],
  ])('%j is a %s error at offset %d', (text, code, offset, message) => {
    expect(errorOf(() => unescape(text))).toEqual({ code, offset, message });
  });

  it.each([
    ['%80', 0], // continuation octet first
    ['a%C3', 1], // sequence cut short by the end
    ['a%C3b', 1], // … or by a character
    ['%C3%28', 0], // bad continuation
    ['%C0%AF', 0], // overlong "/"
    ['%E0%80%AF', 0], // overlong, three octets
    ['%ED%A0%80', 0], // a surrogate
    ['%F4%90%80%80', 0], // beyond U+10FFFF
    ['%FF', 0],
    ['ok%C3%A9%E2%82', 8],
  ])('%j is not UTF-8: invalid-utf8 at offset %d', (text, offset) => {
    const e = errorOf(() => unescape(text));
    expect([e.code, e.offset]).toEqual(['invalid-utf8', offset]);
  });

  it('is the inverse of escape on every string (property)', () => {
    fc.assert(fc.property(value, (s) => expect(unescape(escape(s, 'segment'))).toBe(s)), { seed: 7, numRuns: 200 });
  });

  it('agrees with decodeURIComponent where that one succeeds (property)', () => {
    const escapes = fc.string({ unit: fc.constantFrom('%', 'a', 'z', '0', 'C3', 'A9', 'E2', '82', 'AC', '2F', '80', 'F0', '9F', 'ED', 'A0', 'C0', 'F4', '90'), maxLength: 10 });
    fc.assert(
      fc.property(escapes, (text) => {
        let expected: string | undefined;
        try {
          expected = decodeURIComponent(text);
        } catch {
          expected = undefined;
        }
        if (expected === undefined) expect(() => unescape(text)).toThrow(UriBuildError);
        else expect(unescape(text)).toBe(expected);
      }),
      { seed: 3, numRuns: 300 },
    );
  });

  it('a text that is not a string is a TypeError', () => {
    expect(() => unescape(null as unknown as string)).toThrow(new TypeError('uri-grammar: text must be a string, got null'));
    expect(() => unescape('a', 'keep' as unknown as object)).toThrow(new TypeError('uri-grammar: unescape options must be an object, got string'));
  });
});

describe('unescapeBytes', () => {
  it('gives the octets: escapes as they are, other characters as UTF-8', () => {
    expect(unescapeBytes('caf%E9')).toEqual(Uint8Array.from([0x63, 0x61, 0x66, 0xe9]));
    expect(unescapeBytes('é%2F')).toEqual(Uint8Array.from([0xc3, 0xa9, 0x2f]));
    expect(unescapeBytes('')).toEqual(new Uint8Array(0));
  });

  it('names the offset of a malformed escape or a lone surrogate', () => {
    expect(errorOf(() => unescapeBytes('ab%G0'))).toMatchObject({ code: 'malformed-escape', offset: 2 });
    expect(errorOf(() => unescapeBytes('a\uD800'))).toMatchObject({ code: 'lone-surrogate', offset: 1 });
  });

  it('gives the UTF-8 octets of what escape escaped (property)', () => {
    const utf8 = new TextEncoder();
    fc.assert(fc.property(value, (s) => expect(unescapeBytes(escape(s, 'query'))).toEqual(utf8.encode(s))), { seed: 11, numRuns: 200 });
  });
});
