/**
 * Regression: `isValid` of a URI of 16 MB of escapes threw `RangeError: Maximum call stack size
 * exceeded` from inside V8's expression engine (a backtrack entry per escape of the generated
 * membership expression). A long input is now asked of the generated derivation. (The text
 * extractor asks the expression too, of candidates of at most 64 KiB.)
 */
import { isValid, parseUriReference } from '../../src';

const ESCAPES = 'http://a/' + '%41'.repeat(6 << 20); // 18 MB

describe('a URI of 18 MB of escapes (regression: a RangeError from the expression engine)', () => {
  it('isValid answers', () => {
    expect(isValid(ESCAPES)).toBe(true);
    expect(isValid(ESCAPES + '%4')).toBe(false);
    expect(isValid(ESCAPES + '#%41')).toBe(true);
  });

  it('parseUriReference agrees', () => {
    expect(parseUriReference(ESCAPES + '%4').ok).toBe(false);
  });
});
