/**
 * src/rfc2396/fast/lazy.ts: lists of more than LAZY_LIST nodes (a path's segments, a
 * segment's params, a hostname's domainlabels) are built on first read, and are then what
 * the combinators build eagerly, seen through toEqual, JSON.stringify, Object.keys, spread
 * and structuredClone alike. Short lists stay plain data properties.
 */
import fc from 'fast-check';
import { parseUriReference } from '../../../src';
import { runRule } from '../../../src/combinators';
import type { Hostname, PathSegments, Segment, UriReference } from '../../../src/rfc2396';
import { rules } from '../../../src/rfc2396';
import { LAZY_LIST } from '../../../src/rfc2396/fast/lazy';

function fastAst(input: string): UriReference {
  const r = parseUriReference(input);
  if (!r.ok) throw new Error(`${JSON.stringify(input.slice(0, 40))}…: ${r.error.message}`);
  return r.value;
}

function combinatorsAst(input: string): UriReference {
  const r = runRule(rules['URI-reference'], input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const pathSegmentsOf = (ast: UriReference): PathSegments => ast.absoluteURI!.hierPart!.netPath!.absPath!.pathSegments;
const hostnameOf = (ast: UriReference): Hostname => ast.absoluteURI!.hierPart!.netPath!.authority.server!.hostport!.host.hostname!;
const isAccessor = (node: object, key: string) => typeof Object.getOwnPropertyDescriptor(node, key)?.get === 'function';

/** The fast AST equals the combinators' (JSON.stringify, toEqual, toStrictEqual), read before or after serializing. */
function expectSameAst(input: string): UriReference {
  const want = combinatorsAst(input);
  expect(JSON.stringify(fastAst(input))).toBe(JSON.stringify(want));
  expect(fastAst(input)).toEqual(want);
  expect(fastAst(input)).toStrictEqual(want);
  return want;
}

// http://a/s/s/…/s (n segments), http://a/b;p;p…;p (one segment, n params), http://a.a.….b/ (n domainlabels)
const manySegments = (n: number) => `http://a/${Array(n).fill('s').join('/')}`;
const manyParams = (n: number) => `http://a/b${';p'.repeat(n)}`;
const manyLabels = (n: number, dot = '') => `http://${'a.'.repeat(n)}b${dot}/x`;

const LISTS: Array<[string, (n: number) => string, (ast: UriReference) => object, string]> = [
  ['path_segments.segments', manySegments, pathSegmentsOf, 'segments'],
  ['segment.params', manyParams, (ast) => pathSegmentsOf(ast).segments[0], 'params'],
  ['hostname.domainlabels', manyLabels, hostnameOf, 'domainlabels'],
];

describe.each(LISTS)('%s', (_name, input, nodeOf, key) => {
  it(`is a plain data property up to ${LAZY_LIST} elements, an accessor past it`, () => {
    expect(isAccessor(nodeOf(fastAst(input(LAZY_LIST))), key)).toBe(false);
    expect(isAccessor(nodeOf(fastAst(input(LAZY_LIST + 1))), key)).toBe(true);
    expect(((nodeOf(fastAst(input(LAZY_LIST))) as Record<string, unknown[]>)[key]).length).toBe(LAZY_LIST);
  });

  it.each([0, 1, LAZY_LIST - 1, LAZY_LIST, LAZY_LIST + 1, 3 * LAZY_LIST])('equals the combinators\' list with %d elements', (n) => {
    expectSameAst(input(n));
  });

  it('has the keys of the combinators\' node, in their order, and builds its list once', () => {
    const s = input(2 * LAZY_LIST);
    const node = nodeOf(fastAst(s)) as Record<string, unknown>;
    expect(Object.keys(node)).toEqual(Object.keys(nodeOf(combinatorsAst(s))));
    expect(node[key]).toBe(node[key]);
    expect(Object.getOwnPropertyDescriptor(node, key)?.enumerable).toBe(true);
  });

  it('takes an assignment (strict mode) before and after the first read, undefined included', () => {
    const node = nodeOf(fastAst(input(2 * LAZY_LIST))) as Record<string, unknown>;
    node[key] = ['replaced'];
    expect(node[key]).toEqual(['replaced']);
    const other = nodeOf(fastAst(input(2 * LAZY_LIST))) as Record<string, unknown>;
    expect((other[key] as unknown[]).length).toBe(2 * LAZY_LIST);
    other[key] = undefined;
    expect(other[key]).toBeUndefined();
    expect(JSON.parse(JSON.stringify(other))).not.toHaveProperty(key);
  });

  it('gives plain data through spread and structuredClone', () => {
    const s = input(2 * LAZY_LIST);
    const want = nodeOf(combinatorsAst(s));
    const spread = { ...nodeOf(fastAst(s)) };
    expect(isAccessor(spread, key)).toBe(false);
    expect(Reflect.ownKeys(spread)).toEqual(Object.keys(want)); // nothing hidden is copied
    expect(spread).toEqual(want);
    const clone = structuredClone(fastAst(s));
    expect(isAccessor(nodeOf(clone), key)).toBe(false);
    expect(clone).toEqual(combinatorsAst(s));
  });

  it('reads the input string, not the scanner\'s reused bytes: a list first read after other parses is right', () => {
    const s = input(40_000); // over 64K characters: the next long input reuses its array (src/rfc2396/fast/bytes.ts)
    const node = nodeOf(fastAst(s));
    fastAst(input(45_000).replace(/a/g, 'z'));
    fastAst('http://x/y');
    expect(JSON.stringify(node)).toBe(JSON.stringify(nodeOf(combinatorsAst(s))));
  });
});

describe('lists past the threshold in other places', () => {
  it.each([
    ['a hostname with a final "."', manyLabels(2 * LAZY_LIST, '.')],
    ['a relative path of "../"', `${'../'.repeat(2 * LAZY_LIST)}g`],
    ['an absolute path in a relativeURI', `/${'s/'.repeat(2 * LAZY_LIST)}?q#f`],
    ['a hostname with a userinfo and a port', `http://u@${'a.'.repeat(2 * LAZY_LIST)}b:80/`],
    ['escapes and empty segments', `http://a/${'%41//;'.repeat(2 * LAZY_LIST)}`],
    ['a long path of few nodes (eager)', `http://a/${'x'.repeat(5_000)}/${'y'.repeat(5_000)};p`],
    ['a long hostname of one label', `http://${'a-'.repeat(5_000)}a/`],
  ])('%s', (_name, input) => {
    expectSameAst(input);
  });

  it('a long segment among short ones: only its params are lazy', () => {
    const s = `http://a/x;1/b${';p'.repeat(2 * LAZY_LIST)}/c;2`;
    const segments = pathSegmentsOf(fastAst(s));
    expect(isAccessor(segments, 'segments')).toBe(false);
    expect(segments.segments.map((seg: Segment) => isAccessor(seg, 'params'))).toEqual([false, true, false]);
    expectSameAst(s);
  });

  it('a path of segments and params counts them all: LAZY_LIST nodes are eager, one more is lazy', () => {
    const path = (last: string) => `http://a/${'xxxxxxxx;p/'.repeat(LAZY_LIST / 2 - 1)}${last}`; // 2 nodes a segment
    expect(isAccessor(pathSegmentsOf(fastAst(path('x;p'))), 'segments')).toBe(false);
    expect(isAccessor(pathSegmentsOf(fastAst(path('x;p;q'))), 'segments')).toBe(true);
    expectSameAst(path('x;p'));
    expectSameAst(path('x;p;q'));
  });

  it('segments whose params together pass the threshold make the segments lazy (no eager list of lists)', () => {
    const s = `http://a/${Array(40).fill('b' + ';p'.repeat(40)).join('/')}`; // 40 segments of 40 params: 1,640 nodes
    expect(isAccessor(pathSegmentsOf(fastAst(s)), 'segments')).toBe(true);
    expectSameAst(s);
  });
});

describe('generated inputs across the threshold', () => {
  const around = fc.integer({ min: LAZY_LIST - 3, max: LAZY_LIST + 3 });
  const piece = fc.constantFrom('s', '', '.', '..', '%41', 'a;b', ';', 'x=1');
  it('paths, params and hostnames of LAZY_LIST ± 3 elements, mixed: the fast AST equals the combinators\'', () => {
    fc.assert(
      fc.property(around, around, fc.integer({ min: 1, max: 60 }), piece, fc.boolean(), (segments, labels, params, unit, dot) => {
        const path = Array.from({ length: segments }, (_, k) => (k % 97 === 0 ? 'b' + ';p'.repeat(params) : unit)).join('/');
        const s = `http://${'a.'.repeat(labels)}b${dot ? '.' : ''}/${path}`;
        expectSameAst(s);
      }),
      { seed: 6, numRuns: 25 },
    );
  });
});
