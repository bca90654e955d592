/** The catalogue: urn, data, tag and geo registered as built-ins (grammars compiled on first use), mailto6068 on request. */
import { catalogue, lookupScheme, overrideScheme, parseUrl } from '../../../src';

const tree = (n: { type: string; span: { start: number; end: number }; children: unknown[] }): unknown[] => [
  n.type, n.span.start, n.span.end, ...(n.children as never[]).map(tree),
];

describe('the catalogue', () => {
  it.each([
    ['urn', 'rfc8141'],
    ['data', 'rfc2397'],
    ['tag', 'rfc4151'],
    ['geo', 'rfc5870'],
  ])('%s is a built-in scheme from %s, not hierarchical', (name, source) => {
    expect(lookupScheme(name.toUpperCase())).toMatchObject({ name, source, hierarchical: false });
  });

  it('parseUrl gives the urn tree, with NID and NSS nodes', () => {
    const r = parseUrl('urn:isbn:0451450523');
    expect(r.ok && [r.value.schemeName, tree(r.value.url as never)]).toEqual([
      'urn',
      ['namestring', 0, 19, ['assigned-name', 0, 19, ['NID', 4, 8], ['NSS', 9, 19]], ['rq-components', 19, 19]],
    ]);
  });

  it('a grammar with a fragment part of its own reads the fragment (RFC 8141 f-component); one without leaves it generic (RFC 2397)', () => {
    const urn = parseUrl('urn:example:a#frag');
    expect(urn.ok && (urn.value.url as { text: string }).text).toBe('urn:example:a#frag');
    const data = parseUrl('data:,x#frag');
    expect(data.ok && [(data.value.url as { text: string }).text, data.value.components.fragment]).toEqual(['data:,x', 'frag']);
  });

  it('errors are at the grammar\'s offset, in its rule names', () => {
    const r = parseUrl('urn:a');
    expect(r.ok || [r.error.offset, r.error.rulePath]).toEqual([5, ['namestring', 'assigned-name', 'NID']]);
    const geo = parseUrl('geo:22.300;-118.44'); // RFC 5870 §3.3's example that its own ABNF refuses
    expect(geo.ok || geo.error.offset).toBe(10);
  });

  it('mailto6068 replaces RFC 1738 mailto when asked', () => {
    const before = parseUrl('mailto:a@example.org?subject=hi'); // RFC 1738: all of it is the encoded822addr
    expect(before.ok && (before.value.url as { type: string }).type).toBe('mailtourl');
    overrideScheme(catalogue.mailto6068);
    const r = parseUrl('mailto:a@example.org?subject=hi');
    expect(r.ok && (r.value.url as { type: string }).type).toBe('mailtoURI');
    expect(Object.keys(catalogue)).toEqual(['urn', 'data', 'tag', 'geo', 'mailto6068']);
  });
});
