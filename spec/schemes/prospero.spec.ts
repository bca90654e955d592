/** RFC 1738 §3.11: prospero field/value pairs are plain data, whatever their names. */
import { parseUrl } from '../../src/rfc1738-namespace';

const input = 'prospero://host.dom//pros/name;__proto__=polluted;constructor=c;hasOwnProperty=h;OBJECT-VERSION=3;__proto__=again';

describe('prospero fields named like Object.prototype members', () => {
  const r = parseUrl(input);
  if (!r.ok) throw new Error(r.error.message);
  const url = r.value.url;

  it('are kept in order as name/value pairs, duplicates included', () => {
    expect(url.fields).toEqual([
      { name: '__proto__', value: 'polluted' },
      { name: 'constructor', value: 'c' },
      { name: 'hasOwnProperty', value: 'h' },
      { name: 'OBJECT-VERSION', value: '3' },
      { name: '__proto__', value: 'again' },
    ]);
    expect(url.hsoname).toBe('/pros/name');
  });
  it('pollute no prototype and shadow nothing', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(url.fields[0])).toBe(Object.prototype);
    expect(Object.keys(url.fields[0]!)).toEqual(['name', 'value']);
    expect(typeof url.hasOwnProperty).toBe('function');
    expect(url.constructor).toBe(Object);
    expect(Object.getPrototypeOf(url)).toBe(Object.prototype);
  });
  it('survive a JSON round trip as data', () => {
    const copy = JSON.parse(JSON.stringify(url.fields)) as Array<{ name: string; value: string }>;
    expect(copy.map((f) => f.name)).toEqual(['__proto__', 'constructor', 'hasOwnProperty', 'OBJECT-VERSION', '__proto__']);
  });
  it('each fieldspec node has its spans', () => {
    expect(url.fieldspecs[0]).toEqual({
      type: 'fieldspec',
      span: { start: 30, end: 49 },
      text: ';__proto__=polluted',
      fieldname: { type: 'fieldname', span: { start: 31, end: 40 }, text: '__proto__', decoded: '__proto__' },
      fieldvalue: { type: 'fieldvalue', span: { start: 41, end: 49 }, text: 'polluted', decoded: 'polluted' },
    });
  });
});
