import { schemeFromBnf } from '../../src';

const TEXT = 'exurl = "ex:" 1*uchar\n';

describe('schemeFromBnf: notation accepts only the documented names', () => {
  it.each([undefined, 'rfc1738', 'rfc2396'] as const)('accepts notation %j', (notation) => {
    const definition = schemeFromBnf(TEXT.replace('uchar', notation === 'rfc2396' ? 'uric' : 'uchar'), { name: 'ex', start: 'exurl', hierarchical: false, notation });
    expect({ name: definition.name, hierarchical: definition.hierarchical }).toEqual({ name: 'ex', hierarchical: false });
  });

  it.each([['../../x'], ['../grammar/rfc1738'], ['/etc/passwd'], ['RFC1738'], [''], [42]])(
    'refuses notation %j with a RangeError (it never reaches a file path)',
    (notation) => {
      expect(() => schemeFromBnf(TEXT, { name: 'ex', start: 'exurl', hierarchical: false, notation: notation as 'rfc1738' })).toThrow(
        new RangeError(`uri-grammar: notation must be 'rfc1738' or 'rfc2396', got ${JSON.stringify(notation)}`),
      );
    },
  );
});
