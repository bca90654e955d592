import { overrideScheme } from '../../../src/rfc1738-namespace';
import { schemeFromAbnf } from '../../../src/schemes/fromAbnf';
import { catalogue, outline, verdicts } from './catalogue';

// grammar/schemes/data.abnf: RFC 2397 §3, with RFC 2396's uric and escaped.
const { text, start } = catalogue('data', 'rfc2396');

/** RFC 2397 §4's image, printed on seven lines. */
const IMAGE = [
  'data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAw',
  'AAAC8IyPqcvt3wCcDkiLc7C0qwyGHhSWpjQu5yqmCYsapyuvUUlvONmOZtfzgFz',
  'ByTB10QgxOR0TqBQejhRNzOfkVJ+5YiUqrXF5Y5lKh/DeuNcP5yLWGsEbtLiOSp',
  'a/TPg7JpJHxyendzWTBfX0cxOnKPjgBzi4diinWGdkF8kjdfnycQZXZeYGejmJl',
  'ZeGl9i2icVqaNVailT6F5iJ90m6mvuTS4OK05M0vDk0Q4XUtwvKOzrcd3iq9uis',
  'F81M1OIcR7lEewwcLp7tuNNkM3uNna3F2JQFo97Vriy/Xl4/f1cf5VWzXyym7PH',
  'hhx4dbgYKAAA7',
].join('');

describe('data (RFC 2397 §3)', () => {
  it('matches the example URLs of the RFC, verbatim', () => {
    const examples = [
      'data:,A%20brief%20note', // §4
      IMAGE,
      'data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local', // §4, printed on two lines
    ];
    expect(verdicts(start, examples)).toEqual(examples.map((u) => [u, true]));
  });

  it("refuses the RFC's own §4 example %fg, which is no escape (RFC 2396 §2.4.1: \"%\" hex hex)", () => {
    expect(verdicts(start, ['data:text/plain;charset=iso-8859-7,%be%fg%be'])).toEqual([['data:text/plain;charset=iso-8859-7,%be%fg%be', 40]]);
  });

  it('refuses invalid URLs at the longest viable prefix', () => {
    expect(
      verdicts(start, [
        'data:text/plain', // the "," is not optional
        'data:text;charset=x,y', // a type has its subtype
        'data:text/plain;charset,x', // a parameter has "=" value
        'data:text/plain;charset="x",y', // no quoted-string: the quote mark is no urlchar (§3)
        'data:,a b',
        'data:;base64;charset=x,', // ";base64" comes after the parameters
      ]),
    ).toEqual([
      ['data:text/plain', 15],
      ['data:text;charset=x,y', 9],
      ['data:text/plain;charset,x', 23],
      ['data:text/plain;charset="x",y', 24],
      ['data:,a b', 7],
      ['data:;base64;charset=x,', 12],
    ]);
  });

  it('matches the media type case-insensitively only where the ABNF strings are ("data:", ";base64")', () => {
    expect(verdicts(start, ['DATA:;BASE64,SGk=', 'data:Text/PLAIN,x'])).toEqual([
      ['DATA:;BASE64,SGk=', true],
      ['data:Text/PLAIN,x', true],
    ]);
  });

  it('registers with schemeFromAbnf + overrideScheme', () => {
    const data = overrideScheme(schemeFromAbnf(text, { name: 'data', hierarchical: false, uses: 'rfc2396' }));
    const r = data.parse('data:text/plain;charset=x,A%20b');
    expect(r.ok && outline(r.value.url)).toEqual([
      'dataurl', 0, 31,
      ['mediatype', 5, 25,
        ['type', 5, 9, ['token', 5, 9]],
        ['subtype', 10, 15, ['token', 10, 15]],
        ['parameter', 16, 25, ['attribute', 16, 23, ['token', 16, 23]]]],
      ['data', 26, 31, ['urlchar', 27, 30]],
    ]);
  });
});
