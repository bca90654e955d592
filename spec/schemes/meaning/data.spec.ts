import fc from 'fast-check';
import { readFileSync } from 'fs';
import { join } from 'path';
import { parseUrl, readData, schemeFromAbnf } from '../../../src';
import { runRule } from '../../../src/combinators';
import { invalidValue, meaningOf } from './meaning';

const node = (text: string, fields: Record<string, unknown>) => ({ type: 'dataurl', span: { start: 0, end: text.length }, text, ...fields });
const US_ASCII = [{ attribute: 'charset', value: 'US-ASCII' }];

/** The decoded octets of a data URL parseUrl accepts. */
function bytesOf(input: string): number[] {
  const r = parseUrl(input);
  if (!r.ok || r.value.schemeName !== 'data') throw new Error(`${input} should parse as data`);
  return [...r.value.url.bytes];
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

// RFC 2397 §4: the GIF, its seven printed lines joined (the line breaks are the HTML's, not the URL's).
const GIF_BASE64 =
  'R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAwAAAC8IyPqcvt3wCcDkiLc7C0qwyGHhSWpjQu5yqmCYsapyuvUUlvONmOZtfzgFz' +
  'ByTB10QgxOR0TqBQejhRNzOfkVJ+5YiUqrXF5Y5lKh/DeuNcP5yLWGsEbtLiOSpa/TPg7JpJHxyendzWTBfX0cxOnKPjgBzi4diinWGdkF8kjdfnycQZXZeYGejmJl' +
  'ZeGl9i2icVqaNVailT6F5iJ90m6mvuTS4OK05M0vDk0Q4XUtwvKOzrcd3iq9uisF81M1OIcR7lEewwcLp7tuNNkM3uNna3F2JQFo97Vriy/Xl4/f1cf5VWzXyym7PH' +
  'hhx4dbgYKAAA7';

describe('data meaning (RFC 2397)', () => {
  it('§4 "data:,A%20brief%20note": text/plain;charset=US-ASCII by default (§2), the octets %-decoded', () => {
    const input = 'data:,A%20brief%20note';
    expect(meaningOf(input)).toEqual(node(input, { mediaType: 'text/plain', parameters: US_ASCII, base64: false }));
    expect(bytesOf(input)).toEqual(ascii('A brief note'));
  });

  it('§4 the base64 GIF: 273 octets, a GIF87a header, the image/gif type', () => {
    const input = `data:image/gif;base64,${GIF_BASE64}`;
    expect(meaningOf(input)).toEqual(node(input, { mediaType: 'image/gif', parameters: [], base64: true }));
    const bytes = bytesOf(input);
    expect([bytes.length, String.fromCharCode(...bytes.slice(0, 6)), bytes[bytes.length - 1]]).toEqual([273, 'GIF87a', 0x3b]);
    expect(Buffer.from(bytes).toString('base64')).toBe(GIF_BASE64); // and back: the decoder's own check
  });

  it('§4 "data:text/plain;charset=iso-8859-7,%be%fg%be" is not a data URL: "%fg" is no escape (RFC 2396 §2.4.1)', () => {
    const input = 'data:text/plain;charset=iso-8859-7,%be%fg%be';
    expect(parseUrl(input)).toEqual({
      ok: false,
      error: {
        offset: 40, line: 1, column: 41, found: 'g', expected: ['hex'], rulePath: ['dataurl', 'data', 'urlchar', 'uric', 'escaped'], code: 'unexpected-character',
        message: 'Unexpected "g" in escaped: expected hex.',
      },
    });
    // with the typo mended (%fe), three ISO-8859-7 octets
    const mended = 'data:text/plain;charset=iso-8859-7,%be%fe%be';
    expect(meaningOf(mended)).toEqual(node(mended, { mediaType: 'text/plain', parameters: [{ attribute: 'charset', value: 'iso-8859-7' }], base64: false }));
    expect(bytesOf(mended)).toEqual([0xbe, 0xfe, 0xbe]);
  });

  it('§4 the vnd-xxx-query example, its two printed lines joined', () => {
    const input = 'data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local';
    expect(meaningOf(input)).toEqual(node(input, { mediaType: 'application/vnd-xxx-query', parameters: [], base64: false }));
    expect(bytesOf(input)).toEqual(ascii('select_vcount,fcol_from_fieldtable/local'));
  });

  it('§2: text/plain may be left out with the charset given; only a wholly omitted media type gets charset=US-ASCII', () => {
    expect(meaningOf('data:;charset=utf-8,%C3%A9')).toEqual(node('data:;charset=utf-8,%C3%A9', { mediaType: 'text/plain', parameters: [{ attribute: 'charset', value: 'utf-8' }], base64: false }));
    expect(bytesOf('data:;charset=utf-8,%C3%A9')).toEqual([0xc3, 0xa9]);
    expect(meaningOf('data:;base64,QUJD')).toEqual(node('data:;base64,QUJD', { mediaType: 'text/plain', parameters: US_ASCII, base64: true }));
    expect(bytesOf('data:;base64,QUJD')).toEqual(ascii('ABC'));
  });

  it('lower-cases type, subtype and attribute (RFC 2045 §5.1), %-decodes them and the values, keeps the values\' case', () => {
    const input = 'DATA:Text/HTML;CharSet=UTF-8;Name=A%20b%7C;BASE64,PGI%2B';
    expect(meaningOf(input)).toEqual(node(input, {
      mediaType: 'text/html', parameters: [{ attribute: 'charset', value: 'UTF-8' }, { attribute: 'name', value: 'A b|' }], base64: true,
    }));
    expect(bytesOf(input)).toEqual(ascii('<b>')); // "%2B" is "+" before base64 decoding
  });

  it('decodes padded base64 and empty data', () => {
    expect([bytesOf('data:;base64,QQ=='), bytesOf('data:;base64,QUI='), bytesOf('data:;base64,'), bytesOf('data:,')]).toEqual([[65], [65, 66], [], []]);
  });

  it.each([
    ['data:;base64,QUJ!', 'Character 4 of the %-decoded data is "!", outside the base64 alphabet'],
    ['data:;base64,QQ', 'The %-decoded data is 2 characters long, not whole groups of 4'],
    ['data:;base64,Q===', 'Character 2 of the %-decoded data is "=", which may only pad the end'],
    ['data:;base64,QQ==QUJD', 'Character 3 of the %-decoded data is "=", which may only pad the end'],
    ['data:;base64,QU%4A-', 'Character 4 of the %-decoded data is "-", outside the base64 alphabet'],
  ])('refuses base64 that does not decode, on the data span: %s', (input, why) => {
    const start = input.indexOf(',') + 1;
    expect(meaningOf(input)).toEqual(invalidValue(input, { start, end: input.length }, ['dataurl', 'data'], `${why} (RFC 2397 §2: with ";base64" the data is base64, RFC 2045 §6.8).`));
  });

  it('keeps the octets out of JSON: bytes is not enumerable', () => {
    const r = parseUrl('data:,abc');
    if (!r.ok || r.value.schemeName !== 'data') throw new Error('should parse');
    expect([Object.keys(r.value.url), JSON.stringify(r.value.url).includes('bytes')]).toEqual([['type', 'span', 'text', 'children', 'mediaType', 'parameters', 'base64'], false]);
    expect(readData(r.value.url, 'data:,abc')).toEqual({ ok: true, value: r.value.url });
  });

  it('decodes a 1 MB base64 data URL', () => {
    const octets = Buffer.alloc(768 * 1024, 0xa5);
    const input = `data:application/octet-stream;base64,${octets.toString('base64')}`;
    expect(Buffer.from(bytesOf(input)).equals(octets)).toBe(true);
  });
});

describe('data octets, generated (RFC 2397 §2)', () => {
  it('gives back the octets, base64 or %-escaped', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (octets) => {
        const base64 = parseUrl(`data:application/octet-stream;base64,${Buffer.from(octets).toString('base64')}`);
        const escaped = parseUrl(`data:,${[...octets].map((o) => `%${o.toString(16).padStart(2, '0')}`).join('')}`);
        expect([base64.ok && base64.value.schemeName === 'data' && [...base64.value.url.bytes], escaped.ok && escaped.value.schemeName === 'data' && [...escaped.value.url.bytes]]).toEqual([[...octets], [...octets]]);
      }),
      { numRuns: 200 },
    );
  });
});

describe('bytes, on the catalogue\'s trees and on another grammar\'s', () => {
  // the catalogue's data trees carry bytes on their root's class; readData defines it on any other tree
  const data = readFileSync(join(__dirname, '../../../grammar/schemes/data.abnf'), 'utf8');
  const own = schemeFromAbnf(data, { name: 'data', hierarchical: false, start: 'dataurl', uses: 'rfc2396', meaning: readData });

  it.each(['data:,A%20brief%20note', 'data:;base64,QUJD', 'data:text/plain;charset=iso-8859-7,%be%fe%be', 'DATA:;BASE64,QQ=='])('%s', (input) => {
    const catalogue = parseUrl(input);
    const other = runRule(own.grammar!, input); // the scheme's grammar as a rule: its tree, readData's meaning on it
    if (!catalogue.ok || catalogue.value.schemeName !== 'data' || !other.ok) throw new Error(`${input} should parse both ways`);
    const a = catalogue.value.url;
    const b = other.value as unknown as typeof a;
    expect([...a.bytes]).toEqual([...b.bytes]);
    expect([Object.keys(a), JSON.stringify(a).includes('"bytes"'), a.bytes === a.bytes]).toEqual([Object.keys(b), false, true]); // not enumerable, decoded once
    expect(Object.keys(b)).not.toContain('bytes');
  });
});
