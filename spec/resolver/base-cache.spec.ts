import { resolve, resolveString } from '../../src';

// src/resolver/reference.ts remembers the last base string parsed; results must be the same
// as with a fresh parse, whatever came before.
describe('the last-base cache changes no result', () => {
  const BASE = 'http://a/b/c/d;p?q';

  it('one base, many references: each as Appendix C says', () => {
    expect(['g', '../g', '?y', '#s'].map((r) => resolveString(BASE, r))).toEqual([
      { ok: true, value: 'http://a/b/c/g' },
      { ok: true, value: 'http://a/b/g' },
      { ok: true, value: 'http://a/b/c/?y' },
      { ok: true, value: 'http://a/b/c/d;p?q#s' },
    ]);
  });

  it('alternating bases', () => {
    expect(resolveString('http://x/y/z', 'g')).toEqual({ ok: true, value: 'http://x/y/g' });
    expect(resolveString(BASE, 'g')).toEqual({ ok: true, value: 'http://a/b/c/g' });
    expect(resolveString('http://x/y/z', 'g')).toEqual({ ok: true, value: 'http://x/y/g' });
  });

  it('an invalid or relative base is an error every time, also right after a valid one', () => {
    for (const bad of ['http:', 'a/b']) {
      resolveString(BASE, 'g');
      const first = resolveString(bad, 'g');
      expect(first.ok).toBe(false);
      expect(resolveString(bad, 'g')).toEqual(first);
    }
  });

  it('changing a returned target does not reach the next resolution', () => {
    const r = resolve(BASE, 'g');
    if (!r.ok) throw new Error('unexpected');
    (r.value.target as { text: string }).text = 'changed';
    expect(resolveString(BASE, 'g')).toEqual({ ok: true, value: 'http://a/b/c/g' });
  });
});
