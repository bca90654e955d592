import { DEFAULTS } from '../../playground/src/defaults';
import { hashOf, oneOf, readState } from '../../playground/src/state';

const checks = {
  updates: oneOf(['rfc2616', 'none', 'rfc2396']),
  above: oneOf(['keep', 'remove', 'error']),
  // a check that depends on another field, run after it
  start: (value: string, state: { grammar: string }) => (state.grammar.includes(`${value} =`) ? undefined : 'no such rule'),
};

describe('readState', () => {
  it('reads every field the link gives, and the defaults for the rest, with no notice', () => {
    const r = readState('#uri=..%2Fg&base=http%3A%2F%2Fh%2F&updates=none', DEFAULTS, checks);
    expect(r).toEqual({ state: { ...DEFAULTS, uri: '../g', base: 'http://h/', updates: 'none' }, notices: [] });
    expect(readState('', DEFAULTS, checks)).toEqual({ state: DEFAULTS, notices: [] });
  });

  it('ignores a value its check refuses, says so, and keeps the default', () => {
    const r = readState('#updates=2616&above=up&uri=a', DEFAULTS, checks);
    expect(r.state).toEqual({ ...DEFAULTS, uri: 'a' });
    expect(r.notices).toEqual([
      'updates="2616" is ignored (not one of "rfc2616", "none", "rfc2396"): the page uses "rfc2616".',
      'above="up" is ignored (not one of "keep", "remove", "error"): the page uses "keep".',
    ]);
  });

  it('ignores names it does not know, and the second value of a name given twice', () => {
    const r = readState('#rule=x&uri=a&uri=b&constructor=1&__proto__=2', DEFAULTS, checks);
    expect(r.state).toEqual({ ...DEFAULTS, uri: 'a' });
    expect(Object.getPrototypeOf(r.state)).toBe(Object.prototype);
    expect(r.notices).toEqual([
      '"rule" is not a setting of this page: ignored.',
      '"constructor" is not a setting of this page: ignored.',
      '"__proto__" is not a setting of this page: ignored.',
      'uri is given more than once: the first value is used.',
    ]);
  });

  it('runs a check against the other fields as read', () => {
    expect(readState('#grammar=r+%3D+"a"&start=r', DEFAULTS, checks).notices).toEqual([]);
    const r = readState('#grammar=r+%3D+"a"&start=q', DEFAULTS, checks);
    expect([r.state.grammar, r.state.start]).toEqual(['r = "a"', '']);
    expect(r.notices).toEqual(['start="q" is ignored (no such rule): the page uses "".']);
  });

  it('never throws on any text, and never lets a value it refused through', () => {
    for (const hash of ['#%', '#=&&=', '#uri=%E0%A4%A', '#updates', '#updates=%00', `#${'&'.repeat(1000)}`, '#updates=none&updates=bogus']) {
      const r = readState(hash, DEFAULTS, checks);
      expect(['rfc2616', 'none', 'rfc2396']).toContain(r.state.updates);
    }
  });
});

describe('hashOf', () => {
  it('writes only the fields that differ from the defaults, and readState reads them back', () => {
    expect(hashOf(DEFAULTS, DEFAULTS)).toBe('');
    const state = { ...DEFAULTS, uri: 'g?a=1&b=2#x', grammar: 'x = "a"\n' };
    expect(hashOf(state, DEFAULTS)).toBe('uri=g%3Fa%3D1%26b%3D2%23x&grammar=x+%3D+%22a%22%0A');
    expect(readState(`#${hashOf(state, DEFAULTS)}`, DEFAULTS, checks)).toEqual({ state, notices: [] });
  });
});
