/**
 * Regression: `isValid` of a URI of 16 MB of escapes threw `RangeError: Maximum call stack size
 * exceeded` from inside V8's expression engine (a backtrack entry per escape of the generated
 * membership expression). Where the engine runs out of backtrack stack, the generated
 * derivation is now asked. (The text extractor asks the expression too, of candidates of at
 * most 64 KiB.)
 */
import { isValid, parseUriReference } from '../../src';
import * as scan from '../../src/rfc2396/fast/scan';

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

// Regression: membership switched to the derivation at 1 MiB whatever the input, a step of ×6 in
// time there (bench:scaling, hostname families); now only where the expression engine overflows.
describe('a long URI that the expression engine holds is answered by the expression', () => {
  it('2 MB of host labels: no derivation asked', () => {
    const derive = jest.spyOn(scan, 'scanUriReference');
    try {
      expect(isValid(`http://${'a.'.repeat(1 << 20)}com/`)).toBe(true);
      expect(isValid(`http://${'a.'.repeat(1 << 20)}com/%4`)).toBe(false);
      expect(derive).not.toHaveBeenCalled();
    } finally {
      derive.mockRestore();
    }
  });
});
