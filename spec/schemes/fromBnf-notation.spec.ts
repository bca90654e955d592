import { defineScheme, schemeFromBnf } from '../../src';

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

describe('schemeFromBnf: its arguments', () => {
  it('refuses non-strings and missing options with a TypeError that says what it wanted', () => {
    expect(() => schemeFromBnf(42 as unknown as string, { name: 'ex', hierarchical: false })).toThrow(new TypeError('uri-grammar: schemeFromBnf expects BNF text, got number'));
    expect(() => (schemeFromBnf as (t: string) => unknown)(TEXT)).toThrow(new TypeError('uri-grammar: schemeFromBnf needs options { name, hierarchical, start?, defaultPort?, notation?, generic? }'));
    expect(() => schemeFromBnf(TEXT, { name: 9 as unknown as string, hierarchical: false })).toThrow(new TypeError("uri-grammar: a scheme grammar's name must be a string, got number"));
    expect(() => schemeFromBnf(TEXT, { name: 'ex', start: 42 as unknown as string, hierarchical: false })).toThrow(new TypeError("uri-grammar: a scheme grammar's start must be a string, got number"));
  });

  it('starts at the first rule of the text unless told; a text with no rule is a BnfError', () => {
    const ex = defineScheme(schemeFromBnf('   exurl = "ex:" seg\n   seg = 1*uchar\n', { name: 'ex', hierarchical: false })); // indented, as the RFCs print rules
    const r = ex.parse('ex:ab');
    expect(r.ok && r.value.url).toEqual({ type: 'exurl', span: { start: 0, end: 5 }, text: 'ex:ab', children: [{ type: 'seg', span: { start: 3, end: 5 }, text: 'ab', children: [] }] });
    expect(() => schemeFromBnf('; a comment, no rule\n', { name: 'ex', hierarchical: false })).toThrow(expect.objectContaining({ name: 'BnfError', reason: 'the text defines no rule', line: 1, column: 1 }));
  });
});
