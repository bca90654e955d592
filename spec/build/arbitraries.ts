import fc from 'fast-check';

/** Characters that matter to some rule: every printable ASCII one, controls, "%", escapes' hex. */
const ASCII = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));

/** One code point: ASCII mostly, else any code point (two-byte, three-byte, astral; never a lone surrogate). */
export const codePoint: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...ASCII), weight: 6 },
  { arbitrary: fc.constantFrom('é', '€', '中', '😀', '\u{10FFFF}', '\uFFFD', '\u0080'), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 1 },
);

/** A decoded value: any string of code points (escapes such as "%41" included, since "%" and hex digits are drawn). */
export const value: fc.Arbitrary<string> = fc.string({ unit: codePoint, maxLength: 12 });
export const nonEmptyValue: fc.Arbitrary<string> = fc.string({ unit: codePoint, minLength: 1, maxLength: 12 });
