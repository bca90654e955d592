import { parseUrl, readUrn } from '../../../src';
import { meaningOf } from './meaning';

const node = (text: string, fields: Record<string, unknown>) => ({ type: 'namestring', span: { start: 0, end: text.length }, text, ...fields });

describe('urn meaning (RFC 8141)', () => {
  it.each([
    // §3.2, first group: scheme and NID case-insensitive; the NID is kept as written
    ['urn:example:a123,z456', { nid: 'example', nss: 'a123,z456', equivalenceKey: 'urn:example:a123,z456' }],
    ['URN:example:a123,z456', { nid: 'example', nss: 'a123,z456', equivalenceKey: 'urn:example:a123,z456' }],
    ['urn:EXAMPLE:a123,z456', { nid: 'EXAMPLE', nss: 'a123,z456', equivalenceKey: 'urn:example:a123,z456' }],
    // §3.2, second group: r-, q- and f-components, left out of the key
    ['urn:example:a123,z456?+abc', { nid: 'example', nss: 'a123,z456', rComponent: 'abc', equivalenceKey: 'urn:example:a123,z456' }],
    ['urn:example:a123,z456?=xyz', { nid: 'example', nss: 'a123,z456', qComponent: 'xyz', equivalenceKey: 'urn:example:a123,z456' }],
    ['urn:example:a123,z456#789', { nid: 'example', nss: 'a123,z456', fComponent: '789', equivalenceKey: 'urn:example:a123,z456' }],
    // third group: "/" and what follows it belong to the NSS
    ['urn:example:a123,z456/foo', { nid: 'example', nss: 'a123,z456/foo', equivalenceKey: 'urn:example:a123,z456/foo' }],
    // fourth group: escapes' hex upper-cased, never decoded
    ['urn:example:a123%2Cz456', { nid: 'example', nss: 'a123%2Cz456', equivalenceKey: 'urn:example:a123%2Cz456' }],
    ['URN:EXAMPLE:a123%2cz456', { nid: 'EXAMPLE', nss: 'a123%2cz456', equivalenceKey: 'urn:example:a123%2Cz456' }],
    // fifth group: the rest of the NSS is case-sensitive
    ['urn:example:A123,z456', { nid: 'example', nss: 'A123,z456', equivalenceKey: 'urn:example:A123,z456' }],
    // sixth group: U+0430 escaped, not an "a"
    ['urn:example:%D0%B0123,z456', { nid: 'example', nss: '%D0%B0123,z456', equivalenceKey: 'urn:example:%D0%B0123,z456' }],
    // §2.2, §2.3.1, §2.3.3 examples
    ['urn:example:1/406/47452/2', { nid: 'example', nss: '1/406/47452/2', equivalenceKey: 'urn:example:1/406/47452/2' }],
    ['urn:example:foo-bar-baz-qux?+CCResolve:cc=uk', { nid: 'example', nss: 'foo-bar-baz-qux', rComponent: 'CCResolve:cc=uk', equivalenceKey: 'urn:example:foo-bar-baz-qux' }],
    ['urn:example:foo-bar-baz-qux#somepart', { nid: 'example', nss: 'foo-bar-baz-qux', fComponent: 'somepart', equivalenceKey: 'urn:example:foo-bar-baz-qux' }],
    // §2.3.2, its two printed lines joined
    ['urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z', { nid: 'example', nss: 'weather', qComponent: 'op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z', equivalenceKey: 'urn:example:weather' }],
  ])('%s', (input, fields) => {
    expect(meaningOf(input)).toEqual(node(input, fields));
  });

  it('ends an r-component at "?=" (§2.3.1), though the ABNF alone would let it run on', () => {
    expect(meaningOf('urn:ex:y?+r?q?=s?t#u?v')).toEqual(node('urn:ex:y?+r?q?=s?t#u?v', { nid: 'ex', nss: 'y', rComponent: 'r?q', qComponent: 's?t', fComponent: 'u?v', equivalenceKey: 'urn:ex:y' }));
    // only at a "?=" that can begin a q-component (q-component = pchar …): "?=/" and a final "?=" stay in the r-component
    expect(meaningOf('urn:ex:y?+r?=/s')).toEqual(node('urn:ex:y?+r?=/s', { nid: 'ex', nss: 'y', rComponent: 'r?=/s', equivalenceKey: 'urn:ex:y' }));
    expect(meaningOf('urn:ex:y?+r?=')).toEqual(node('urn:ex:y?+r?=', { nid: 'ex', nss: 'y', rComponent: 'r?=', equivalenceKey: 'urn:ex:y' }));
  });

  it('keeps empty f-components apart from absent ones', () => {
    expect(meaningOf('urn:ex:y#')).toEqual(node('urn:ex:y#', { nid: 'ex', nss: 'y', fComponent: '', equivalenceKey: 'urn:ex:y' }));
  });

  it('readUrn is the reader parseUrl runs: the same object, fields added', () => {
    const r = parseUrl('urn:ab:c');
    if (!r.ok || r.value.schemeName !== 'urn') throw new Error('urn:a:b should parse');
    const again = readUrn(r.value.url, 'urn:ab:c');
    expect(again).toEqual({ ok: true, value: r.value.url });
    expect(again.ok && again.value).toBe(r.value.url);
    expect(() => readUrn({ type: 'dataurl', span: { start: 0, end: 0 }, text: '', children: [] }, '')).toThrow(new TypeError('uri-grammar: readUrn expects the tree of rule namestring, got a dataurl node'));
  });
});
