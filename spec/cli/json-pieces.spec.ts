import { jsonPieces } from '../../src/cli/json-pieces';
import { jsonText } from '../../src/cli/terminal';
import { parseUriReference } from '../../src/rfc2396/parse';
import { parseUrl } from '../../src/rfc1738-namespace';
import { type BnfNode, nodesBuiltOnRead, unreadChildren } from '../../src/schemes/tree';

// Issue 28: `uri-grammar parse` writes a long input's AST a piece at a time. Joined, the pieces
// must be the JSON text jsonText (JSON.stringify) makes, byte for byte, at any indentation.

const joined = (value: unknown, indent?: number) => [...jsonPieces(value, indent)].join('');

describe('jsonPieces joined is jsonText', () => {
  const big = 'x'.repeat(5000);
  const values: Array<[string, unknown]> = [
    ['leaves', [1, 'a', null, true, NaN, -0, undefined, () => 1, Symbol('s')]],
    ['empty containers', { a: {}, b: [], c: [{}], d: { e: [] } }],
    ['omitted values', { a: undefined, b: () => 1, c: 2, text: big }],
    ['all omitted', { a: undefined, text: undefined, children: [undefined], more: big }],
    ['toJSON and boxed values', { d: new Date(0), s: new String('s'), n: new Number(2), text: big, m: new Map([[1, 2]]) }],
    ['unsafe characters', { text: big + '\u202e\u2028\u0085\\"\n\t\u0000', k: ['\u00ad'] }],
    ['a long string split at a surrogate pair', { text: 'a'.repeat(65535) + '\u{1F600}' + 'b'.repeat(70000) + '\ud800' }],
    ['keys to escape', { 'a"b\u202e': { text: big }, 2: 'x', 1: 'y' }],
    ['nested', { type: 'a', text: big, children: [{ type: 'b', text: big, children: [{ type: 'c', text: 'c' }] }, 3] }],
  ];
  it.each(values)('%s', (_name, value) => {
    for (const indent of [undefined, 0, 2, 4]) expect(joined(value, indent)).toBe(jsonText(value, indent));
  });

  it.each([
    'http://h/' + 'a/'.repeat(3000) + '?' + 'a=b&'.repeat(2000) + '#f',
    'ftp://u:p@' + 'a.'.repeat(3000) + 'h:21/' + '%41'.repeat(3000) + ';type=a',
    'urn:ab:' + '%41'.repeat(3000),
    'geo:1,2' + ';a=b'.repeat(2000),
  ])('the AST of a long URI (%#), generic and scheme', (input) => {
    const generic = parseUriReference(input);
    const url = parseUrl(input);
    expect(generic.ok && url.ok).toBe(true);
    for (const value of [generic.ok && generic.value, url.ok && url.value]) {
      expect(joined(value, 2)).toBe(jsonText(value, 2));
      expect(joined({ input, ok: true, value })).toBe(jsonText({ input, ok: true, value }));
    }
  });

  it('writes a scheme tree\'s list not read yet one node at a time, and leaves it unread (a data URL of a node per character)', () => {
    const input = `data:,${'a%41'.repeat(3000)}`;
    const url = parseUrl(input);
    if (!url.ok) throw new Error(url.error.message);
    const data = (url.value.url as unknown as BnfNode).children.find((c) => c.type === 'data')!;
    expect(unreadChildren(data)).toBeDefined();
    const before = nodesBuiltOnRead.count;
    const pieces = joined(url.value, 2);
    expect(nodesBuiltOnRead.count - before).toBe(6000); // each urlchar made once, for its JSON, and kept by nothing
    expect(unreadChildren(data)).toBeDefined();
    expect(pieces).toBe(jsonText(url.value, 2)); // which reads (builds) the list
    expect(unreadChildren(data)).toBeUndefined();
  });

  it('writes a long value in pieces of about 64 KiB, never whole', () => {
    const value = { text: 'y'.repeat(300_000), children: [{ text: 'z'.repeat(200_000) }] };
    const pieces = [...jsonPieces(value, 2)];
    expect(pieces.length).toBeGreaterThanOrEqual(7);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThanOrEqual(2 * 65536 + 16);
  });
});
