import fc from 'fast-check';
import { components, parseUriReference } from '../../src';
import { relativize, resolve, resolveString } from '../../src/resolver';
import { absPath, authority, basePair, hierarchicalUri } from './arbitraries';
import { runs } from '../runs';

const BASE = 'http://a/b/c/d;p?q';

describe('relativize: the shortest reference that resolves back to the target', () => {
  it.each([
    ['http://a/b/c/g', 'g'],
    ['http://a/b/c/g/', 'g/'],
    ['http://a/b/c/', '.'],
    ['http://a/b/', '..'],
    ['http://a/b/g', '../g'],
    ['http://a/', '/'],
    ['http://a/g', '/g'],
    ['http://a/b/c/g?y', 'g?y'],
    ['http://a/b/c/?y', '?y'], // Appendix C: "?y" resolves to the base directory with query y
    ['http://a/b/c/?', '?'],
    ['http://a/b/c/d;p?q', ''], // §4.2: the empty reference is the current document
    ['http://a/b/c/d;p?q#s', '#s'],
    ['http://a/b/c/d;p?q#', '#'],
    ['http://a/b/c/d;p', 'd;p'], // same path, no query: not the empty reference
    ['http://a/b/c/d;p?y', 'd;p?y'],
    ['http://a/b/c/;x', ';x'],
    ['http://a/b/c/g:h', './g:h'], // §5: "this:that" would be a scheme
    ['http://a/b/c//x', './/x'], // "//x" would be an authority
    ['http://a/b/c/g//', 'g//'],
    ['http://a/b/c/g?y/../x', 'g?y/../x'],
    ['http://a/b/c/g#s/../x', 'g#s/../x'],
    ['http://a/../g', '/../g'],
    ['http://a//x', '//a//x'], // an abs_path cannot start with "//": the network path is shorter than "../..//x"
    ['http://a/b/c//x', './/x'],
    ['http://a', '//a'], // only a network-path reference gives an empty path under an authority (§5.2 step 4)
    ['http://g/', '//g/'], // another authority: a network-path reference
    ['http://g', '//g'],
    ['http://g/x?y#z', '//g/x?y#z'],
    ['http://u@a:8080/b/c/g', '//u@a:8080/b/c/g'], // the same host under another authority text
    ['http://A/b/c/g', '//A/b/c/g'], // authorities compare as text: resolution copies the base's
    ['HTTP://g/', 'HTTP://g/'], // the scheme as text, too
    ['ftp://a/b/c/g', 'ftp://a/b/c/g'], // another scheme
    ['mailto:x@y', 'mailto:x@y'],
  ])('%s → %j', (target, want) => {
    expect(relativize(BASE, target)).toEqual({ ok: true, value: want });
    expect(resolveString(BASE, want)).toEqual({ ok: true, value: target });
  });

  it('answers with the absolute target for an opaque base', () => {
    expect(relativize('mailto:x@y', 'mailto:x@y#s')).toEqual({ ok: true, value: 'mailto:x@y#s' });
  });

  it('works against a base with an empty path and with dot-segments in the base', () => {
    expect(relativize('http://a', 'http://a/x')).toEqual({ ok: true, value: 'x' });
    expect(relativize('http://a?q', 'http://a?q#f')).toEqual({ ok: true, value: '#f' });
    expect(relativize('http://a/x/../y/z', 'http://a/y/g')).toEqual({ ok: true, value: 'g' });
  });

  it('follows the options: with dotSegmentsAboveRoot remove, "../g" reaches the root', () => {
    expect(relativize('http://a/b', 'http://a/../g')).toEqual({ ok: true, value: '../g' });
    expect(relativize('http://a/b', 'http://a/../g', { dotSegmentsAboveRoot: 'remove' })).toEqual({ ok: true, value: '/../g' });
    expect(relativize('http://a/b/c/d', 'http://a/b/g', { dotSegmentsAboveRoot: 'remove' })).toEqual({ ok: true, value: '../g' });
  });

  it('reports a target that no reference reaches under the options', () => {
    // With the loophole, "http:/x" against an http base is the path "/x" under the base authority.
    expect(relativize('http://a/b', 'http:/x', { sameSchemeLoophole: 'compat' })).toEqual({
      ok: false,
      error: { code: 'unrepresentable', argument: 'target', offset: 0, input: 'http:/x', message: expect.any(String) },
    });
    expect(relativize('http://a/b', 'http:/x')).toEqual({ ok: true, value: 'http:/x' });
  });

  it('names the bad argument', () => {
    expect(relativize(BASE, 'g')).toEqual({ ok: false, error: { code: 'relative-target', argument: 'target', offset: 0, input: 'g', message: expect.any(String) } });
    expect(relativize(BASE, 'http://a/%x')).toEqual({ ok: false, error: expect.objectContaining({ code: 'syntax', argument: 'target', offset: 10 }) });
    expect(relativize('b', 'http://a/')).toEqual({ ok: false, error: expect.objectContaining({ code: 'relative-base', argument: 'base' }) });
    expect(() => relativize(BASE, 1 as never)).toThrow(TypeError);
  });

  describe('property (fast-check): resolve(base, relativize(base, target)) = target, never longer', () => {
    it.each(['keep', 'remove', 'error'] as const)('dotSegmentsAboveRoot %s', (dotSegmentsAboveRoot) => {
      let relative = 0;
      fc.assert(
        fc.property(basePair, ({ base, target }) => {
          const r = relativize(base, target, { dotSegmentsAboveRoot });
          if (!r.ok) throw new Error(`${base} ${target}: ${r.error.message}`);
          expect(r.value.length).toBeLessThanOrEqual(target.length);
          const back = resolve(base, r.value, { dotSegmentsAboveRoot });
          expect(back.ok && back.value.text).toBe(target);
          if (r.value !== target) relative++;
        }),
        { seed: 1808, numRuns: runs(3000) },
      );
      expect(relative).toBeGreaterThan(runs(3000) / 3); // the generator reaches relative answers, not only the fallback
    });
  });

  it('property: the same scheme under another authority gives a network-path reference (§5.2 step 4)', () => {
    const pair = fc.tuple(hierarchicalUri, authority, fc.option(absPath, { nil: undefined }), fc.constantFrom('', '?q', '#f', '?#'));
    fc.assert(
      fc.property(pair, ([base, auth, path, rest]) => {
        const scheme = base.slice(0, base.indexOf(':'));
        const target = `${scheme}://${auth}${path ?? ''}${rest}`;
        const parsed = parseUriReference(base);
        fc.pre(parsed.ok && components(parsed.value).authority !== auth); // the same authority has shorter answers
        for (const dotSegmentsAboveRoot of ['keep', 'remove', 'error'] as const) {
          const r = relativize(base, target, { dotSegmentsAboveRoot });
          expect(r).toEqual({ ok: true, value: target.slice(scheme.length + 1) });
          const back = resolve(base, (r as { value: string }).value, { dotSegmentsAboveRoot });
          expect(back.ok && back.value.text).toBe(target);
        }
      }),
      { seed: 2396, numRuns: runs(500) },
    );
  });

  it('relativizes 10,000-segment paths', () => {
    const base = 'http://a/' + 'b/'.repeat(10_000) + 'd';
    const target = 'http://a/' + 'b/'.repeat(9_000) + 'g/'.repeat(5_000);
    const r = relativize(base, target);
    // not toEqual: a failure would print 30,000 characters
    expect(r.ok && r.value === '../'.repeat(1_000) + 'g/'.repeat(5_000)).toBe(true);
  });
});
