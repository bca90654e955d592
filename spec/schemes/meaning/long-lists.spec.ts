import { parseUrl } from '../../../src';
import { type BnfNode, LAZY_NODES, forEachChild, nodesBuiltOnRead } from '../../../src/schemes/tree';
import { keptMarkers } from '../../kept-markers';
import { invalidValue } from './meaning';

// Issue 27: a geo or data URL of very many parameters. The readers take the parameters' rules
// and spans from the derivation without building their nodes (about 250 bytes per input
// character when they did), and a list of more than LAZY_NODES is built on first read.

const MANY = 3 * LAZY_NODES;

/** parseUrl's tree for `input`, and how many nodes were built on read while parsing it. */
function parsed(input: string): { url: BnfNode & Record<string, unknown>; built: number } {
  const before = nodesBuiltOnRead.count;
  const r = parseUrl(input);
  const built = nodesBuiltOnRead.count - before;
  if (!r.ok) throw new Error(`${input.slice(0, 40)}… should parse: ${r.error.message}`);
  return { url: r.value.url as unknown as BnfNode & Record<string, unknown>, built };
}

function spans(node: BnfNode): Array<[string, number, number]> {
  const out: Array<[string, number, number]> = [];
  forEachChild(node, (type, start, end) => out.push([type, start, end]));
  return out;
}

describe('forEachChild', () => {
  it('gives the rule and span of each child, built or not, and builds none', () => {
    const { url } = parsed('geo:1,2' + ';a=b'.repeat(MANY));
    const p = url.children[1]!.children[1]!;
    const before = nodesBuiltOnRead.count;
    const seen = spans(p);
    expect(nodesBuiltOnRead.count).toBe(before);
    expect(seen).toHaveLength(MANY);
    expect(seen[5]).toEqual(['parameter', 7 + 5 * 4, 7 + 6 * 4]);
    // the same as the children once built (which counts them)
    expect(p.children.map((c) => [c.type, c.span.start, c.span.end])).toEqual(seen);
    expect(nodesBuiltOnRead.count - before).toBe(MANY * 5); // each parameter, its pname, labeltext, pvalue and paramchar
    expect(spans(p)).toEqual(seen);
  });
});

describe('geo: many parameters', () => {
  const input = 'geo:1,2;crs=wgs84;u=5' + Array.from({ length: MANY }, (_, k) => `;P${k}=%41${k}`).join('') + ';flag';
  const expected = [...Array.from({ length: MANY }, (_, k) => ({ name: `p${k}`, value: `A${k}` })), { name: 'flag' }];

  it('builds no parameter node while parsing; the list on first read', () => {
    const { url, built } = parsed(input);
    expect(built).toBeLessThan(50);
    expect([url['crs'], url['uncertainty']]).toEqual(['wgs84', 5]);
    expect(Object.keys(url)).toEqual(['type', 'span', 'text', 'children', 'crs', 'coordinates', 'uncertainty', 'parameters']);
    expect(url['parameters']).toEqual(expected);
    expect(url['parameters']).toBe(url['parameters']); // built once
    expect(JSON.parse(JSON.stringify(url)).parameters).toEqual(expected);
    url['parameters'] = [];
    expect(url['parameters']).toEqual([]);
  });

  it('a plain array up to LAZY_NODES parameters', () => {
    const { url } = parsed('geo:1,2' + ';a=b'.repeat(LAZY_NODES));
    expect(Object.getOwnPropertyDescriptor(url, 'parameters')!.value).toHaveLength(LAZY_NODES);
  });

  it.each([
    [';u=1', 'A "u" parameter after another parameter'],
    [';CRS', 'A "crs" parameter after another parameter'],
  ])('refuses %s after them, on its span, building no parameter node', (last, message) => {
    const text = 'geo:1,2' + ';a'.repeat(MANY) + last;
    const before = nodesBuiltOnRead.count;
    const r = parseUrl(text);
    expect(nodesBuiltOnRead.count - before).toBeLessThan(50);
    if (r.ok) throw new Error('should be refused');
    expect(r.error.message.startsWith(message)).toBe(true);
    expect({ error: r.error }).toEqual(invalidValue(text, { start: text.length - 4, end: text.length }, ['geo-URI', 'geo-path', 'p', 'parameter'], r.error.message));
  });

  it('refuses a negative uncertainty before them, on its value', () => {
    const text = 'geo:1,2;u=-3' + ';a'.repeat(MANY);
    const message = 'A negative uncertainty, -3 (RFC 5870 §3.4.3: an amount of meters; §3.3: uval = pnum, without sign).';
    expect({ error: (parseUrl(text) as { error: unknown }).error }).toEqual(invalidValue(text, { start: 10, end: 12 }, ['geo-URI', 'geo-path', 'p', 'parameter', 'pvalue'], message));
  });
});

describe('data: many parameters', () => {
  const input = 'data:Text/Plain' + Array.from({ length: MANY }, (_, k) => `;A${k}=%42${k}`).join('') + ',x';
  const expected = Array.from({ length: MANY }, (_, k) => ({ attribute: `a${k}`, value: `B${k}` }));

  it('builds no parameter node while parsing; the list on first read', () => {
    const { url, built } = parsed(input);
    expect(built).toBeLessThan(50);
    expect(url['mediaType']).toBe('text/plain');
    expect(Object.keys(url)).toEqual(['type', 'span', 'text', 'children', 'mediaType', 'parameters', 'base64']);
    expect(url['parameters']).toEqual(expected);
    expect({ ...url }.parameters).toBe(url['parameters']);
  });

  it('refuses bad base64 after them, building no parameter node', () => {
    const text = 'data:' + ';a=b'.repeat(MANY) + ';base64,QUJ';
    const before = nodesBuiltOnRead.count;
    const r = parseUrl(text);
    expect(nodesBuiltOnRead.count - before).toBeLessThan(50);
    expect(!r.ok && [r.error.code, r.error.span]).toEqual(['invalid-value', { start: text.length - 3, end: text.length }]);
  });
});

// A tree of a node per character (RFC 2397's `data = *urlchar`) kept its derivation's markers
// for as long as it lived: 16 bytes per character and more, past the 12 the big-input fuzzer
// allows. The markers are dropped once the meaning is read; a node read later derives its span again.
describe('large trees keep no markers once parsed', () => {
  /** Every node reachable without building a deferred list, with the markers its tree keeps. */
  function kept(node: BnfNode): number {
    let total = keptMarkers(node);
    const d = Object.getOwnPropertyDescriptor(node, 'children')!;
    if (d.get === undefined || keptMarkers(node) === 0) for (const c of node.children) total += kept(c);
    return total;
  }

  it.each([
    ['data', `data:,${'a'.repeat(4 * MANY)}`],
    ['data, escaped', `data:text/plain,${'%41'.repeat(MANY)}`],
    ['geo', `geo:1,2${';a=b'.repeat(MANY)}`],
  ])('%s', (_, input) => {
    const { url, built } = parsed(input);
    expect(kept(url)).toBe(0);
    expect(built).toBeLessThan(50);
    // read later, the same nodes as a derivation of the whole input gives
    const urlchars = url.children.find((c) => c.type === 'data' || c.type === 'geo-path')!;
    const fresh = parsed(input).url;
    expect(JSON.stringify(urlchars)).toBe(JSON.stringify(fresh.children.find((c) => c.type === urlchars.type)));
  });
});
