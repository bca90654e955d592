import { components, formatError, isValid, parse, parseUriReference } from '../../src';

function errorAt(input: string) {
  const r = parseUriReference(input);
  return r.ok ? 'valid' : { offset: r.error.offset, found: r.error.found, code: r.error.code };
}

describe('bad input never crashes and never loses information', () => {
  it.each([undefined, null, 42, {}, ['http://a/'], Symbol('x'), new String('http://a/')])('a non-string (%p) is a TypeError with a clear message', (value) => {
    expect(() => parseUriReference(value as unknown as string)).toThrow(TypeError);
    expect(() => parseUriReference(value as unknown as string)).toThrow(/input must be a string/);
    expect(() => parse('URI-reference', value as unknown as string)).toThrow(TypeError);
    expect(() => isValid(value as unknown as string)).toThrow(TypeError);
  });

  it('an unknown rule name is a RangeError naming the rule', () => {
    expect(() => parse('URI' as never, 'x')).toThrow(/unknown rule "URI"/);
  });

  it('components and formatError refuse what is not theirs', () => {
    expect(() => components(null as never)).toThrow(/components expects a URI-reference node/);
    expect(() => components({ type: 'absoluteURI' } as never)).toThrow(TypeError);
    expect(() => formatError(null as never, 'x')).toThrow(/formatError expects the error of a failed parse/);
    const r = parseUriReference('a b');
    expect(() => formatError(r.ok ? (null as never) : r.error, 42 as never)).toThrow(/input must be a string/);
  });

  it.each([...'<>"{}|\\^[]` '].map((c) => [c]))('%j is a syntax error at its exact offset', (c) => {
    expect(errorAt(`http://a/b${c}d`)).toEqual({ offset: 10, found: c, code: 'illegal-character' });
  });

  it.each([0, 1, 9, 10, 13, 31, 127].map((c) => [c]))('control U+%i is a syntax error at its offset', (c) => {
    expect(errorAt(`a/${String.fromCharCode(c)}`)).toEqual({ offset: 2, found: String.fromCharCode(c), code: 'illegal-character' });
  });

  it('non-ASCII characters and lone surrogates are syntax errors at their offsets', () => {
    expect(errorAt('http://ex\u00e4mple/')).toEqual({ offset: 9, found: '\u00e4', code: 'illegal-character' });
    expect(errorAt('http://a/\ud800x')).toEqual({ offset: 9, found: '\ud800', code: 'illegal-character' });
    expect(errorAt('http://a/\udc00')).toEqual({ offset: 9, found: '\udc00', code: 'illegal-character' });
    const r = parseUriReference('\ud800');
    expect(r.ok ? null : r.error.message).toMatch(/lone surrogate/);
  });

  it('a 1 MB path parses; a 1 MB path ending in a space fails at the space', () => {
    const long = 'http://a/' + 'a'.repeat(1 << 20);
    expect(parseUriReference(long).ok).toBe(true);
    expect(errorAt(long + ' ')).toEqual({ offset: long.length, found: ' ', code: 'illegal-character' });
  });

  it('100,000 "/" is an empty authority followed by an abs_path', () => {
    const r = parseUriReference('/'.repeat(100_000));
    expect(r.ok && r.value.relativeURI?.netPath?.absPath?.pathSegments.segments.length).toBe(99_998);
  });

  it('a long dotted hostname then "!" is a reg_name in a URI and an error for hostname', () => {
    const name = 'test21312312.'.repeat(50);
    expect(parseUriReference(`http://${name}!/`).ok).toBe(true);
    const r = parse('hostname', name + '!');
    expect(r.ok ? null : [r.error.offset, r.error.found]).toEqual([name.length, '!']);
  });

  it('10,000 %c0%ae escapes are valid data', () => {
    expect(isValid('http://a/' + '%c0%ae'.repeat(10_000))).toBe(true);
    expect(errorAt('http://a/' + '%c0%ae'.repeat(10_000) + '%c')).toEqual({ offset: 9 + 60_000 + 2, found: null, code: 'bad-escape' });
  });

  it('runs of "%" fail at the first one', () => {
    expect(errorAt('http://a/' + '%'.repeat(10_000))).toEqual({ offset: 10, found: '%', code: 'bad-escape' });
  });

  // Time is measured in bench/ (npm run bench:scaling: these shapes, 1 KB to 8 MB, doubling
  // ratios); here: 64x the input gives the same verdict, at the offset that scales with it.
  it.each([
    ['path segments', (n: number) => 'http://a/' + 'ab/'.repeat(n), (): unknown => 'valid'],
    ['dotted hostname', (n: number) => 'http://' + 'a1.'.repeat(n) + 'com/', (): unknown => 'valid'],
    ['hyphenated label', (n: number) => 'http://' + 'a-'.repeat(n) + 'a/', (): unknown => 'valid'],
    ['many "@" and ":" in an authority', (n: number) => 'http://' + 'a@b:'.repeat(n) + '/', (): unknown => 'valid'],
    ['";" params', (n: number) => 'http://a/b' + ';p'.repeat(n), (): unknown => 'valid'],
    ['leading spaces then NUL', (n: number) => ' '.repeat(n) + '\0', (): unknown => ({ offset: 0, found: ' ', code: 'illegal-character' })],
  ] as const)('%s: the same verdict at 500 and 32,000 repetitions', (_name, make, verdict) => {
    expect(errorAt(make(500))).toEqual(verdict());
    expect(errorAt(make(32_000))).toEqual(verdict());
  });
});
