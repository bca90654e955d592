/**
 * Regression: `isValidUrl` of an http URL of 16 MB of escapes (or of host labels) threw
 * `RangeError: Maximum call stack size exceeded` from inside V8's expression engine (a
 * backtrack entry per escape of the generated `http_URL` expression). Where the engine runs out
 * of backtrack stack, the compiled rule's automaton is now asked, as for `isValid` the generated
 * derivation.
 */
import { isValidUrl, parseUrl } from '../../src';

const ESCAPES = 'http://a/' + '%41'.repeat(6 << 20); // 18 MB
const LABELS = 'HTTP://' + 'a.'.repeat(9 << 20) + 'a/'; // 18 MB, the scheme in upper case

describe('an http URL of 18 MB (regression: a RangeError from the expression engine)', () => {
  it('isValidUrl answers, as parseUrl does', () => {
    expect(isValidUrl(ESCAPES)).toBe(true);
    expect(isValidUrl(ESCAPES + '%4')).toBe(false);
    expect(isValidUrl(ESCAPES + '#%41')).toBe(true);
    expect(isValidUrl(LABELS)).toBe(true);
    expect(isValidUrl(LABELS, { schemeCase: 'exact' })).toBe(false);
    expect(isValidUrl('http://u@' + LABELS.slice(7))).toBe(false); // RFC 2616 §3.2.2: no userinfo
    expect(parseUrl(ESCAPES + '%4').ok).toBe(false);
  });
});
