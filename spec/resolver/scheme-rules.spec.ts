import { nodesBuiltOnRead } from '../../src/schemes/tree';
import { equivalence, equivalent, normalize } from '../../src';

/** Every pair of `group` with what `equivalent` says of it. */
function pairs(group: string[]): Array<[string, string, boolean]> {
  return group.flatMap((a) => group.map((b): [string, string, boolean] => [a, b, equivalent(a, b)]));
}

describe('URN-equivalence (RFC 8141 §3)', () => {
  // §3.2, verbatim: the first six are equivalent to each other; each later group only within itself
  const first = ['urn:example:a123,z456', 'URN:example:a123,z456', 'urn:EXAMPLE:a123,z456', 'urn:example:a123,z456?+abc', 'urn:example:a123,z456?=xyz', 'urn:example:a123,z456#789'];
  const slashes = ['urn:example:a123,z456/foo', 'urn:example:a123,z456/bar', 'urn:example:a123,z456/baz'];
  const escaped = ['urn:example:a123%2Cz456', 'URN:EXAMPLE:a123%2cz456'];
  const cased = ['urn:example:A123,z456', 'urn:example:a123,Z456'];
  const cyrillic = ['urn:example:%D0%B0123,z456'];
  const groups = [first, ...slashes.map((s) => [s]), escaped, ...cased.map((s) => [s]), cyrillic];

  it('§3.2: equivalent exactly within each group of examples', () => {
    const all = groups.flat();
    const groupOf = (u: string) => groups.findIndex((g) => g.includes(u));
    expect(pairs(all)).toEqual(all.flatMap((a) => all.map((b): [string, string, boolean] => [a, b, groupOf(a) === groupOf(b)])));
  });

  it('the issue\'s examples', () => {
    expect(pairs(['urn:ISBN:0451450523', 'URN:isbn:0451450523', 'urn:isbn:0451450523?=x']).every(([, , e]) => e)).toBe(true);
  });

  it('equivalence gives both normal forms: NID lower-cased, hex upper-cased, r/q/f components kept', () => {
    expect(equivalence('URN:EXAMPLE:a123%2cz456?+r%2c?=q%2c#f%2c', 'urn:example:a123%2Cz456')).toEqual({
      ok: true, value: { equivalent: true, normal: ['urn:example:a123%2Cz456?+r%2C?=q%2C#f%2C', 'urn:example:a123%2Cz456'] },
    });
  });

  it('normalize: "urn" and the NID lower-cased, nothing decoded; idempotent', () => {
    const cases = [
      ['URN:ISBN:0451450523', 'urn:isbn:0451450523'],
      ['urn:Example:%7e%2f?=%7e', 'urn:example:%7E%2F?=%7E'],
      ['urn:example:weather?=op=map&lat=39.56', 'urn:example:weather?=op=map&lat=39.56'],
    ];
    expect(cases.map(([u]) => normalize(u!))).toEqual(cases.map(([, n]) => ({ ok: true, value: n })));
    expect(cases.map(([, n]) => normalize(n!))).toEqual(cases.map(([, n]) => ({ ok: true, value: n })));
  });

  it('a urn: URI outside RFC 8141 is compared by RFC 2396 §6 only', () => {
    // a one-letter NID is no NID (§2: NID = alphanum 0*30ldh alphanum)
    expect(equivalence('URN:A:b', 'urn:A:b')).toEqual({ ok: true, value: { equivalent: true, normal: ['urn:A:b', 'urn:A:b'] } });
    expect(equivalence('urn:A:b', 'urn:a:b')).toEqual({ ok: true, value: { equivalent: false, normal: ['urn:A:b', 'urn:a:b'] } });
  });

  it('a URN and a URI of another scheme are not equivalent', () => {
    expect(equivalent('urn:example:a', 'URN:example:a')).toBe(true);
    expect(equivalent('urn:example:a', 'example:a')).toBe(false);
  });
});

describe('geo URI comparison (RFC 5870 §3.4.4)', () => {
  it('reads the parameters of a long geo URI from their spans, building none of their nodes (five each: 8 MiB ran a 1 GB heap out)', () => {
    const many = 3000;
    const input = `geo:1,2;crs=WGS84;u=5${';A=%4b'.repeat(many)};Flag`;
    const before = nodesBuiltOnRead.count;
    expect(equivalence(input, `geo:1,2;u=5;a=K;flag`)).toEqual({ ok: true, value: { equivalent: true, normal: [`geo:1,2;crs=wgs84;u=5${';a=%4B'.repeat(many)};flag`, 'geo:1,2;u=5;a=K;flag'] } });
    expect(nodesBuiltOnRead.count - before).toBeLessThan(50);
  });

  it.each([
    // §6.4, verbatim (the second with the ',' its text misprints as ';')
    ['geo:90,-22.43;crs=WGS84', 'geo:90,46', true, ['geo:90,-22.43;crs=wgs84', 'geo:90,46']],
    ['geo:22.300,-118.44', 'geo:22.3,-118.4400', true, ['geo:22.300,-118.44', 'geo:22.3,-118.4400']],
    ['geo:66,30;u=6.500;FOo=this%2dthat', 'geo:66.0,30;u=6.5;foo=this-that', true, ['geo:66,30;u=6.500;foo=this%2Dthat', 'geo:66.0,30;u=6.5;foo=this-that']],
    // "undefined" for a legacy implementation: not known to be equivalent
    ['geo:70,20;foo=1.00;bar=white', 'geo:70,20;foo=1;bar=white', false, ['geo:70,20;foo=1.00;bar=white', 'geo:70,20;foo=1;bar=white']],
    ['geo:47,11;foo=blue;bar=white', 'geo:47,11;bar=white;foo=blue', true, ['geo:47,11;foo=blue;bar=white', 'geo:47,11;bar=white;foo=blue']],
    ['geo:22,0;bar=Blue', 'geo:22,0;BAR=blue', false, ['geo:22,0;bar=Blue', 'geo:22,0;bar=blue']],
  ])('§6.4: %s and %s', (a, b, same, normal) => {
    expect(equivalence(a, b)).toEqual({ ok: true, value: { equivalent: same, normal } });
  });

  it.each([
    // same CRS: omitted is wgs84; labels case-insensitive
    ['geo:1,2;crs=wgs84', 'geo:1,2', true],
    ['geo:1,2;crs=Other', 'geo:1,2;crs=other', true],
    ['geo:1,2;crs=other', 'geo:1,2', false],
    // numbers compared as numbers, exactly
    ['geo:-0,0', 'geo:0.000,-0.0', true],
    ['geo:1.00000000000000000001,2', 'geo:1,2', false],
    // an absent altitude or u is not 0
    ['geo:1,2', 'geo:1,2,0', false],
    ['geo:1,2;u=0', 'geo:1,2', false],
    ['geo:1,2,3;u=10', 'geo:1.0,2.0,3.0;u=10.0', true],
    // WGS-84: the poles ignore the longitude, -180 is 180
    ['geo:-90,10', 'geo:-90.0,-170', true],
    ['geo:90,10,5', 'geo:90,20', false],
    ['geo:12,180', 'geo:12,-180', true],
    ['geo:12,180', 'geo:12,-179.9', false],
    // not in another CRS
    ['geo:90,10;crs=x', 'geo:90,20;crs=x', false],
    ['geo:12,180;crs=x', 'geo:12,-180;crs=x', false],
    // other parameters: names case-insensitive, values octet by octet after %-decoding, as a set
    ['geo:1,2;a=%41;B', 'geo:1,2;b;A=A', true],
    ['geo:1,2;a=1', 'geo:1,2;a=1;a=1', true],
    ['geo:1,2;a', 'geo:1,2;a=1', false],
    ['geo:1,2;a=%FF', 'geo:1,2;a=%FE', false],
    // fragments as RFC 2396 §6 compares them
    ['geo:1,2#x', 'geo:1.0,2#x', true],
    ['geo:1,2#x', 'geo:1,2', false],
  ])('%s and %s: %s', (a, b, same) => {
    expect([equivalent(a, b), equivalent(b, a)]).toEqual([same, same]);
  });

  it('normalize: parameter names and the crs label lower-cased, hex upper-cased; numbers and order as written; idempotent', () => {
    const cases = [
      ['GEO:48.2010,16.3695,183', 'geo:48.2010,16.3695,183'],
      ['geo:1,2;CRS=WGS84;U=3.50;Foo=%2a;BAR', 'geo:1,2;crs=wgs84;u=3.50;foo=%2A;bar'],
      ['geo:-0,0#%7e', 'geo:-0,0#%7E'],
    ];
    expect(cases.map(([u]) => normalize(u!))).toEqual(cases.map(([, n]) => ({ ok: true, value: n })));
    expect(cases.map(([, n]) => normalize(n!))).toEqual(cases.map(([, n]) => ({ ok: true, value: n })));
  });

  it('a geo: URI outside RFC 5870 (out of range, not its grammar) is compared by RFC 2396 §6 only', () => {
    expect(equivalence('GEO:94,0', 'geo:94,0')).toEqual({ ok: true, value: { equivalent: true, normal: ['geo:94,0', 'geo:94,0'] } });
    expect(equivalence('geo:94,0', 'geo:94.0,0')).toEqual({ ok: true, value: { equivalent: false, normal: ['geo:94,0', 'geo:94.0,0'] } });
    expect(equivalence('geo:22.300;-118.44', 'geo:22.3;-118.4400')).toEqual({ ok: true, value: { equivalent: false, normal: ['geo:22.300;-118.44', 'geo:22.3;-118.4400'] } });
  });
});

describe('tags: RFC 4151 §2.4, character for character', () => {
  it('a tag is its own normal form; two tags are equal only when their characters are', () => {
    expect(equivalence('TAG:a.com,2000:x', 'tag:a.com,2000:x')).toEqual({ ok: true, value: { equivalent: false, normal: ['TAG:a.com,2000:x', 'tag:a.com,2000:x'] } });
    expect(equivalence('tag:a.com,2000:%7e', 'tag:a.com,2000:%7E')).toEqual({ ok: true, value: { equivalent: false, normal: ['tag:a.com,2000:%7e', 'tag:a.com,2000:%7E'] } });
    expect(equivalent('tag:timothy@hpl.hp.com,2001:web/externalHome', 'tag:timothy@hpl.hp.com,2001:web/externalHome')).toBe(true);
    expect(normalize('tag:Sandro@W3C.org,2004-05:Sandro')).toEqual({ ok: true, value: 'tag:Sandro@W3C.org,2004-05:Sandro' });
  });

  it('a tag: reference outside RFC 4151 (no date) is compared by RFC 2396 §6', () => {
    expect(equivalence('TAG:x', 'tag:x')).toEqual({ ok: true, value: { equivalent: true, normal: ['tag:x', 'tag:x'] } });
  });
});

describe('other schemes are unchanged', () => {

  it('errors still name the argument', () => {
    const message = 'Unexpected " " (space) in opaque_part: it is excluded from URIs (RFC 2396 §2.4.3); write it as %20.';
    expect(equivalence('urn:a b', 'geo:1,2')).toEqual({
      ok: false,
      error: {
        code: 'syntax', argument: 'a', offset: 5, input: 'urn:a b', message: `Argument A is not a URI reference: ${message}`,
        syntax: { offset: 5, line: 1, column: 6, found: ' ', expected: ['uric', '"#"', 'end of input'], rulePath: ['URI-reference', 'absoluteURI', 'opaque_part'], code: 'illegal-character', message },
      },
    });
    expect(() => equivalent('geo:1,2', 3 as never)).toThrow(TypeError);
  });
});
