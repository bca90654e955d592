import fc from 'fast-check';
import { decode } from '../../src/rfc1738/decode';
import { runs } from '../runs';

// RFC 1738 §2.2: "%" and two hex digits stand for an octet; anything else stays as it is. A short
// text is decoded by joining its pieces, a long one through a typed array: both as this reference.
const reference = (text: string) => text.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('decode (RFC 1738 §2.2)', () => {
  it('decodes escapes of either case, leaves a "%" without two hex digits, at any length', () => {
    expect(decode('x%20y%7e%7E')).toBe('x y~~');
    expect(decode('%%41%4%g1%')).toBe('%A%4%g1%');
    expect(decode('%e9')).toBe('\u00e9'); // an octet, as one code point (Latin-1), not UTF-8 decoded
    const long = 'a%2F'.repeat(100);
    expect(decode(long)).toBe('a/'.repeat(100));
  });

  it('agrees with a regular-expression reference on generated texts, short and long', () => {
    const piece = fc.constantFrom('%', '%4', '%41', '%e9', '%FF', '%g1', 'a', '/', '~', 'é');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 200 }), (pieces) => {
        const text = pieces.join('');
        expect(decode(text)).toBe(reference(text));
      }),
      { numRuns: runs(2000), seed: 1738 },
    );
  });
});
