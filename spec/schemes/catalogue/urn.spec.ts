import { overrideScheme } from '../../../src/rfc1738-namespace';
import { schemeFromAbnf } from '../../../src/schemes/fromAbnf';
import { catalogue, outline, verdicts } from './catalogue';

// grammar/schemes/urn.abnf: RFC 8141 §2, with RFC 3986's pchar and fragment.
const { text, start } = catalogue('urn', 'rfc3986');

describe('urn (RFC 8141 §2)', () => {
  it('matches every example URN of the RFC, verbatim', () => {
    const examples = [
      'urn:example:foo', // §1
      'urn:example:1/406/47452/2', // §2.2
      'urn:example:foo-bar-baz-qux?+CCResolve:cc=uk', // §2.3.1
      'urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z', // §2.3.2 (printed on two lines)
      'urn:example:foo-bar-baz-qux#somepart', // §2.3.3
      'urn:example:a123,z456', // §3.2
      'URN:example:a123,z456',
      'urn:EXAMPLE:a123,z456',
      'urn:example:a123,z456?+abc',
      'urn:example:a123,z456?=xyz',
      'urn:example:a123,z456#789',
      'urn:example:a123,z456/foo',
      'urn:example:a123,z456/bar',
      'urn:example:a123,z456/baz',
      'urn:example:a123%2Cz456',
      'URN:EXAMPLE:a123%2cz456',
      'urn:example:A123,z456',
      'urn:example:a123,Z456',
      'urn:example:%D0%B0123,z456',
      'urn:example:apple:pear:plum:cherry', // §4.1
    ];
    expect(verdicts(start, examples)).toEqual(examples.map((u) => [u, true]));
  });

  it('refuses invalid URNs at the longest viable prefix', () => {
    expect(
      verdicts(start, [
        'urn:xmpp:', // §4.3 mentions it as a prefix: the NSS is missing
        'urn:x:y', // a NID has two characters at least
        'urn:-x:y', // and starts with a letter or digit
        'urn:ab-:x', // and ends with one
        `urn:${'a'.repeat(33)}:x`, // and has 32 at most
        'urn:example:a123,z456?abc', // "?" only before "+" or "=" (§2)
        'urn:example:a?+', // an r-component has a pchar at least
        'urn:example:a?=', // so has a q-component
        'urn:example:a b',
        'urn:example:%zz',
        'urn:example:a#b#c',
        'urn:ex_ample:a', // "_" is no ldh
      ]),
    ).toEqual([
      ['urn:xmpp:', 9],
      ['urn:x:y', 5],
      ['urn:-x:y', 4],
      ['urn:ab-:x', 7],
      [`urn:${'a'.repeat(33)}:x`, 36],
      ['urn:example:a123,z456?abc', 22],
      ['urn:example:a?+', 15],
      ['urn:example:a?=', 15],
      ['urn:example:a b', 13],
      ['urn:example:%zz', 13],
      ['urn:example:a#b#c', 15],
      ['urn:ex_ample:a', 6],
    ]);
  });

  it('registers with schemeFromAbnf + overrideScheme, and parses into the RFC rules', () => {
    const urn = overrideScheme(schemeFromAbnf(text, { name: 'urn', hierarchical: false, uses: 'rfc3986' }));
    const r = urn.parse('urn:example:a123,z456?+abc#789');
    expect(r.ok && outline(r.value.url)).toEqual([
      'namestring', 0, 30,
      ['assigned-name', 0, 21, ['NID', 4, 11], ['NSS', 12, 21]],
      ['rq-components', 21, 26, ['r-component', 23, 26]],
      ['f-component', 27, 30, ['fragment', 27, 30]], // RFC 8141 writes "#" f-component: the grammar reads the fragment too
    ]);
    const bad = urn.parse('urn:example:a123,z456?abc');
    // the offset and character are the grammar's; how "expected" and the rule path are worded is the engine's
    expect(!bad.ok && { offset: bad.error.offset, found: bad.error.found, line: bad.error.line, column: bad.error.column }).toEqual({ offset: 22, found: 'a', line: 1, column: 23 });
  });
});
