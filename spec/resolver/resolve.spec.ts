import { formatResolveError, resolve, resolveString } from '../../src/resolver';

const BASE = 'http://a/b/c/d;p?q';

describe('resolve: empty segments are segments (§5.2 step 6)', () => {
  it.each([
    ['g//h', 'http://a/b/c/g//h'],
    ['g//', 'http://a/b/c/g//'],
    ['/..//a', 'http://a/..//a'], // an absolute path: step 5 skips step 6
    ['./..//a', 'http://a/b//a'],
    ['g//..', 'http://a/b/c/g/'], // ".." drops the empty segment before it
    ['g//../h', 'http://a/b/c/g/h'],
    ['..//../g', 'http://a/b/g'],
    ['./', 'http://a/b/c/'],
  ])('%s → %s', (reference, want) => {
    expect(resolveString(BASE, reference)).toEqual({ ok: true, value: want });
  });

  it('keeps the empty segments of the base directory', () => {
    expect(resolveString('http://a/b//c/d', 'g')).toEqual({ ok: true, value: 'http://a/b//c/g' });
    expect(resolveString('http://a/b//c/d', '../../g')).toEqual({ ok: true, value: 'http://a/b/g' });
  });
});

describe('resolve: undefined and empty components stay apart (§5.2 step 7 note)', () => {
  it.each([
    ['g?', 'http://a/b/c/g?'],
    ['g#', 'http://a/b/c/g#'],
    ['g?#', 'http://a/b/c/g?#'],
    ['?', 'http://a/b/c/?'],
    ['?#s', 'http://a/b/c/?#s'],
    ['#', 'http://a/b/c/d;p?q#'],
  ])('%s → %s', (reference, want) => {
    expect(resolveString(BASE, reference)).toEqual({ ok: true, value: want });
  });

  it('flags "#" (an empty fragment) as the current document too', () => {
    const r = resolve(BASE, '#');
    expect(r.ok && r.value.sameDocument).toBe(true);
    const q = resolve(BASE, '?');
    expect(q.ok && q.value.sameDocument).toBe(false);
  });

  it('keeps an empty query and the base query as written in a same-document reference', () => {
    expect(resolveString('http://a/b?', '#s')).toEqual({ ok: true, value: 'http://a/b?#s' });
    expect(resolveString('http://a/b#f', '')).toEqual({ ok: true, value: 'http://a/b' });
  });
});

describe('resolve: bases', () => {
  it('a base with an authority and no path merges as if its path were "/" (RFC 3986 §5.2.3; RFC 2396 would give http://ag)', () => {
    expect(resolveString('http://a', 'g')).toEqual({ ok: true, value: 'http://a/g' });
    expect(resolveString('http://a', '../g')).toEqual({ ok: true, value: 'http://a/../g' });
    expect(resolveString('http://a', '?y')).toEqual({ ok: true, value: 'http://a?y' });
    expect(resolveString('http://a?q', '#s')).toEqual({ ok: true, value: 'http://a?q#s' });
  });

  it('a base without authority (abs_path)', () => {
    expect(resolveString('foo:/a/b', 'c')).toEqual({ ok: true, value: 'foo:/a/c' });
    expect(resolveString('foo:/a/b', '//h/c')).toEqual({ ok: true, value: 'foo://h/c' });
  });

  it('an opaque base resolves absolute and same-document references', () => {
    expect(resolveString('mailto:x@y', '#s')).toEqual({ ok: true, value: 'mailto:x@y#s' });
    expect(resolveString('mailto:x@y', 'g:h')).toEqual({ ok: true, value: 'g:h' });
    expect(resolveString('mailto:x@y?subject=a', '')).toEqual({ ok: true, value: 'mailto:x@y?subject=a' });
  });

  it.each(['g', '/g', '//g', '?y', '../g'])('an opaque base with the relative reference %s is an unsuitable-base error (§5)', (reference) => {
    expect(resolve('mailto:x@y', reference)).toEqual({
      ok: false,
      error: { code: 'unsuitable-base', argument: 'base', offset: 7, input: 'mailto:x@y', message: expect.stringContaining('opaque') },
    });
  });

  it.each([
    ['a/b', 'g'],
    ['/a/b', 'g'],
    ['//a/b', 'g'],
    ['', '#s'],
  ])('a relative base %j is a relative-base error', (base, reference) => {
    expect(resolve(base, reference)).toEqual({
      ok: false,
      error: { code: 'relative-base', argument: 'base', offset: 0, input: base, message: expect.stringContaining('not an absolute URI') },
    });
  });

  it('dot-segments of the base directory take part in step 6 (and can be the above-root error)', () => {
    expect(resolveString('http://a/x/../y/z', 'g')).toEqual({ ok: true, value: 'http://a/y/g' });
    expect(resolve('http://a/../y/z', 'g', { dotSegmentsAboveRoot: 'error' })).toEqual({
      ok: false,
      error: { code: 'above-root', argument: 'base', offset: 9, input: 'http://a/../y/z', message: expect.any(String) },
    });
    expect(resolveString('http://a/../y/z', 'g', { dotSegmentsAboveRoot: 'remove' })).toEqual({ ok: true, value: 'http://a/y/g' });
  });

  it('a result whose path would read as an authority is an unrepresentable error, not a wrong URI', () => {
    // foo:/.. has no authority; "..//g" with ".." removed leaves the path "//g" → "foo://g" would have host g.
    expect(resolve('foo:/a', '..//g', { dotSegmentsAboveRoot: 'remove' })).toEqual({
      ok: false,
      error: { code: 'unrepresentable', argument: 'reference', offset: 0, input: '..//g', message: expect.stringContaining('foo://g') },
    });
    expect(resolveString('foo:/a', '..//g')).toEqual({ ok: true, value: 'foo:/..//g' });
  });
});

describe('resolve: bad input', () => {
  it('an invalid reference is a syntax error naming the reference and the offset', () => {
    const r = resolve(BASE, 'g#a#b');
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'syntax',
        argument: 'reference',
        offset: 3,
        input: 'g#a#b',
        message: expect.stringMatching(/^The reference is not a URI reference: /),
        syntax: expect.objectContaining({ offset: 3, code: 'second-number-sign' }),
      },
    });
  });

  it('an invalid base is a syntax error naming the base', () => {
    expect(resolve('http://a/%zz', 'g')).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'syntax', argument: 'base', offset: 10, input: 'http://a/%zz' }),
    });
  });

  it('reports the base first when both are invalid', () => {
    const r = resolve('ht tp:', 'a b');
    expect(!r.ok && r.error.argument).toBe('base');
  });

  it.each([
    ['?y#a#b', 4, 'second-number-sign'],
    ['?a b', 2, 'illegal-character'],
    ['?%4', 3, 'bad-escape'],
    ['?:y', -1, ''],
  ])('a query-only reference %j is parsed with the query/fragment combinators', (reference, offset, code) => {
    const r = resolve(BASE, reference);
    if (offset < 0) {
      expect(r.ok && r.value.text).toBe('http://a/b/c/?:y');
    } else {
      expect(r).toEqual({ ok: false, error: expect.objectContaining({ code: 'syntax', argument: 'reference', offset, syntax: expect.objectContaining({ offset, code }) }) });
    }
  });

  it.each([undefined, null, 42, {}, ['http://a/'], { type: 'hostname', text: 'a' }])('a non-string base or reference %p is a TypeError', (bad) => {
    expect(() => resolve(bad as never, 'g')).toThrow(TypeError);
    expect(() => resolve(BASE, bad as never)).toThrow(/reference must be a string/);
  });

  it('bad option values are RangeErrors', () => {
    expect(() => resolve(BASE, 'g', { dotSegmentsAboveRoot: 'drop' as never })).toThrow(RangeError);
    expect(() => resolve(BASE, 'g', { sameSchemeLoophole: true as never })).toThrow(RangeError);
  });

  it('formats errors with a caret under the offset, naming the argument', () => {
    const syntax = resolve(BASE, 'g#a#b');
    expect(!syntax.ok && formatResolveError(syntax.error)).toMatch(/^in the reference: error\[second-number-sign\][^\n]*\n {2}g#a#b\n {5}\^/);
    const above = resolve(BASE, '../../../g', { dotSegmentsAboveRoot: 'error' });
    expect(!above.ok && formatResolveError(above.error)).toBe(
      [
        'error[above-root] in the reference at offset 6',
        '  ../../../g',
        '        ^',
        'The ".." segment at offset 6 of the reference climbs above the root of the path (RFC 2396 §5.2 step 6g; dotSegmentsAboveRoot is \'error\').',
      ].join('\n'),
    );
  });
});

describe('resolve: long paths (step 6 on segment stacks)', () => {
  const n = 10_000;
  it('resolves a 10,000-segment reference against a 10,000-segment base', () => {
    const base = 'http://a/' + 'b/'.repeat(n) + 'd';
    const reference = '../'.repeat(n / 2) + 'g/'.repeat(n) + 'x';
    const want = 'http://a/' + 'b/'.repeat(n / 2) + 'g/'.repeat(n) + 'x';
    expect(resolveString(base, reference)).toEqual({ ok: true, value: want });
  });

  it('climbs 10,000 levels above the root under each step 6g choice', () => {
    const reference = '../'.repeat(n) + 'g';
    expect(resolveString('http://a/b', reference)).toEqual({ ok: true, value: 'http://a/' + '../'.repeat(n) + 'g' });
    expect(resolveString('http://a/b', reference, { dotSegmentsAboveRoot: 'remove' })).toEqual({ ok: true, value: 'http://a/g' });
    const e = resolve('http://a/b', reference, { dotSegmentsAboveRoot: 'error' });
    expect(!e.ok && [e.error.code, e.error.offset]).toEqual(['above-root', 0]);
  });
});
