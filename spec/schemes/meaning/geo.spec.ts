import fc from 'fast-check';
import { exactNumber, parseUrl, readGeo, type GeoUrl } from '../../../src';
import { numberOf } from '../../../src/schemes/meaning/geo';
import { runs } from '../../runs';
import { invalidValue, meaningOf } from './meaning';

const node = (text: string, fields: Record<string, unknown>) => ({ type: 'geo-URI', span: { start: 0, end: text.length }, text, ...fields });
const wgs84 = (latitude: number, longitude: number, altitude?: number) => ({ kind: 'wgs84', latitude, longitude, ...(altitude === undefined ? {} : { altitude }) });
const COORD = (rule: string) => ['geo-URI', 'geo-path', 'coordinates', rule];
const PARAMETER = ['geo-URI', 'geo-path', 'p', 'parameter'];
const ORDER = 'RFC 5870 §3.3: "crs" and "u" appear at most once each, before any other parameter, "crs" first';

describe('geo meaning (RFC 5870)', () => {
  it.each([
    ['geo:13.4125,103.8667', { crs: 'wgs84', coordinates: wgs84(13.4125, 103.8667), parameters: [] }], // §1
    ['geo:48.2010,16.3695,183', { crs: 'wgs84', coordinates: wgs84(48.201, 16.3695, 183), parameters: [] }], // §6.1
    ['geo:48.198634,16.371648;crs=wgs84;u=40', { crs: 'wgs84', coordinates: wgs84(48.198634, 16.371648), uncertainty: 40, parameters: [] }], // §6.2
    // §6.4
    ['geo:90,-22.43;crs=WGS84', { crs: 'wgs84', coordinates: wgs84(90, -22.43), parameters: [] }],
    ['geo:90,46', { crs: 'wgs84', coordinates: wgs84(90, 46), parameters: [] }],
    ['geo:66,30;u=6.500;FOo=this%2dthat', { crs: 'wgs84', coordinates: wgs84(66, 30), uncertainty: 6.5, parameters: [{ name: 'foo', value: 'this-that' }] }],
    ['geo:66.0,30;u=6.5;foo=this-that', { crs: 'wgs84', coordinates: wgs84(66, 30), uncertainty: 6.5, parameters: [{ name: 'foo', value: 'this-that' }] }],
    ['geo:70,20;foo=1.00;bar=white', { crs: 'wgs84', coordinates: wgs84(70, 20), parameters: [{ name: 'foo', value: '1.00' }, { name: 'bar', value: 'white' }] }],
    ['geo:47,11;bar=white;foo=blue', { crs: 'wgs84', coordinates: wgs84(47, 11), parameters: [{ name: 'bar', value: 'white' }, { name: 'foo', value: 'blue' }] }],
    ['geo:22,0;BAR=blue', { crs: 'wgs84', coordinates: wgs84(22, 0), parameters: [{ name: 'bar', value: 'blue' }] }],
    // §3.3: "-0" is 0; §3.4.3: zero uncertainty is not absent uncertainty
    ['geo:-0,-0.0,-0;u=0', { crs: 'wgs84', coordinates: wgs84(0, 0, 0), uncertainty: 0, parameters: [] }],
    // a parameter without value (§4 "No value"), escapes read as UTF-8
    ['geo:1,2;flag;name=%C3%A9%3B', { crs: 'wgs84', coordinates: wgs84(1, 2), parameters: [{ name: 'flag' }, { name: 'name', value: 'é;' }] }],
  ])('%s', (input, fields) => {
    expect(meaningOf(input)).toEqual(node(input, fields));
  });

  it('names the coordinates only in WGS-84; another CRS keeps them as coord-a, -b, -c, unchecked (§3.4.1)', () => {
    expect(meaningOf('geo:400,-1000.5,7;CRS=Mars-2000;u=1')).toEqual(node('geo:400,-1000.5,7;CRS=Mars-2000;u=1', {
      crs: 'mars-2000', coordinates: { kind: 'other', coordA: 400, coordB: -1000.5, coordC: 7 }, uncertainty: 1, parameters: [],
    }));
  });

  it('§3.4.2 boundaries: ±90 and ±180 are in range, with trailing zeros too', () => {
    for (const [input, lat, lon] of [['geo:90,180', 90, 180], ['geo:-90,-180', -90, -180], ['geo:90.000,180.0', 90, 180], ['geo:-89.999999,179.999999', -89.999999, 179.999999]] as const) {
      expect(meaningOf(input)).toEqual(node(input, { crs: 'wgs84', coordinates: wgs84(lat, lon), parameters: [] }));
    }
  });

  it('§3.4.2: 90.000001 is refused, with the latitude as the span', () => {
    expect(parseUrl('geo:90.000001,0')).toEqual({
      ok: false,
      error: {
        offset: 4, line: 1, column: 5, found: '9', expected: [], rulePath: ['geo-URI', 'geo-path', 'coordinates', 'coord-a'], code: 'invalid-value',
        message: 'A WGS-84 latitude lies between -90 and 90 (RFC 5870 §3.4.2), not 90.000001.', span: { start: 4, end: 13 },
      },
    });
  });

  it.each([
    ['geo:-90.000001,0', { start: 4, end: 14 }, 'coord-a', 'A WGS-84 latitude lies between -90 and 90 (RFC 5870 §3.4.2), not -90.000001.'],
    // beyond what a double tells apart from 90: compared digit by digit
    ['geo:90.00000000000000000001,0', { start: 4, end: 27 }, 'coord-a', 'A WGS-84 latitude lies between -90 and 90 (RFC 5870 §3.4.2), not 90.00000000000000000001.'],
    ['geo:94,0', { start: 4, end: 6 }, 'coord-a', 'A WGS-84 latitude lies between -90 and 90 (RFC 5870 §3.4.2), not 94.'], // §9.1's example
    ['geo:0,180.000001', { start: 6, end: 16 }, 'coord-b', 'A WGS-84 longitude lies between -180 and 180 (RFC 5870 §3.4.2), not 180.000001.'],
    ['geo:0,-181;crs=wgs84', { start: 6, end: 10 }, 'coord-b', 'A WGS-84 longitude lies between -180 and 180 (RFC 5870 §3.4.2), not -181.'],
    // §3.3's WGS-84 syntax: latitude 1*2DIGIT, longitude 1*3DIGIT before the point, whatever the value
    ['geo:090,0', { start: 4, end: 7 }, 'coord-a', 'A WGS-84 latitude has at most 2 digits before the point (RFC 5870 §3.3), not 3.'],
    ['geo:0,0180', { start: 6, end: 10 }, 'coord-b', 'A WGS-84 longitude has at most 3 digits before the point (RFC 5870 §3.3), not 4.'],
  ])('refuses %s on the coordinate', (input, span, rule, message) => {
    expect(meaningOf(input)).toEqual(invalidValue(input, span, COORD(rule), message));
  });

  it('checks no altitude range: RFC 5870 gives none', () => {
    expect(meaningOf('geo:0,0,-99999.5')).toEqual(node('geo:0,0,-99999.5', { crs: 'wgs84', coordinates: wgs84(0, 0, -99999.5), parameters: [] }));
  });

  it.each([
    ['geo:1,2;u=1;crs=wgs84', { start: 11, end: 21 }, PARAMETER, `A "crs" parameter after "u" (${ORDER}).`],
    ['geo:1,2;crs=a;CRS=b', { start: 13, end: 19 }, PARAMETER, `A second "crs" parameter (${ORDER}).`],
    ['geo:1,2;u=1;u=2', { start: 11, end: 15 }, PARAMETER, `A second "u" parameter (${ORDER}).`],
    ['geo:1,2;a=b;u=1', { start: 11, end: 15 }, PARAMETER, `A "u" parameter after another parameter (${ORDER}).`],
    ['geo:1,2;u', { start: 7, end: 9 }, PARAMETER, 'A "u" parameter without a value (RFC 5870 §3.3: uncp = ";u=" uval).'],
    ['geo:1,2;crs', { start: 7, end: 11 }, PARAMETER, 'A "crs" parameter without a value (RFC 5870 §3.3: crsp = ";crs=" crslabel).'],
    // a negative uncertainty: the grammar reads "u=-3" as an other parameter, whose value is the offending number
    ['geo:1,2;u=-3', { start: 10, end: 12 }, [...PARAMETER, 'pvalue'], 'A negative uncertainty, -3 (RFC 5870 §3.4.3: an amount of meters; §3.3: uval = pnum, without sign).'],
    ['geo:1,2;crs=x;u=-0.5', { start: 16, end: 20 }, [...PARAMETER, 'pvalue'], 'A negative uncertainty, -0.5 (RFC 5870 §3.4.3: an amount of meters; §3.3: uval = pnum, without sign).'],
    ['geo:1,2;u=1e3', { start: 10, end: 13 }, [...PARAMETER, 'pvalue'], 'The "u" value "1e3" is not a uval: digits with an optional fraction (RFC 5870 §3.3).'],
    ['geo:1,2;crs=a.b', { start: 12, end: 15 }, [...PARAMETER, 'pvalue'], 'The "crs" value "a.b" is not a crslabel: letters, digits and "-" (RFC 5870 §3.3).'],
  ])('refuses %s: crs and u once each, first, with their values', (input, span, rulePath, message) => {
    expect(meaningOf(input)).toEqual(invalidValue(input, span, rulePath, message));
  });

  it('reads the coordinates before the fragment (the generic grammar\'s)', () => {
    const r = parseUrl('geo:1,2#x');
    expect(r.ok && [r.value.schemeName, r.value.components.fragment, (r.value.url as { text: string }).text]).toEqual(['geo', 'x', 'geo:1,2']);
  });

  it('types the value of a literal geo input as a GeoUrl', () => {
    const r = parseUrl('geo:1,2;u=3');
    const value: GeoUrl | undefined = r.ok ? r.value : undefined;
    expect(value && [value.url.coordinates, value.url.uncertainty, value.generic]).toEqual([wgs84(1, 2), 3, 'rfc3986']);
  });

  it('readGeo is what parseUrl runs: the same node', () => {
    const r = parseUrl('geo:1,2');
    if (!r.ok || r.value.schemeName !== 'geo') throw new Error('should parse');
    const again = readGeo(r.value.url, 'geo:1,2');
    expect(again.ok && again.value).toBe(r.value.url);
  });

  it('exactNumber: the canonical decimal, with no rounding', () => {
    expect(['43.10', '43.1', '-0', '0.0', '-022.300', '007', '90.00000000000000000001', '-0.50'].map(exactNumber)).toEqual(['43.1', '43.1', '0', '0', '-22.3', '7', '90.00000000000000000001', '-0.5']);
  });
});

describe('the numbers of a geo URI', () => {
  // numberOf reads up to 15 digits as their integer over a power of ten: Number's value, -0 as 0
  const num = fc
    .tuple(fc.boolean(), fc.stringMatching(/^[0-9]{1,12}$/), fc.option(fc.stringMatching(/^[0-9]{1,12}$/), { nil: undefined }))
    .map(([minus, whole, fraction]) => `${minus ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`);

  it('are the numbers Number reads, on 20,000 random nums (fixed seed)', () => {
    fc.assert(
      fc.property(num, (text) => {
        const n = Number(text);
        expect(Object.is(numberOf(text), n === 0 ? 0 : n)).toBe(true);
      }),
      { seed: 5870, numRuns: runs(20_000) },
    );
  });

  it.each(['0', '-0', '-0.000', '90', '90.000001', '0.1', '0.3', '123456789012345', '1234567890.12345', '0.000000000000001', '1.7976931348623157', '12345678901234567890.5', '9007199254740993', '-180.00000000000000000001'])('%s', (text) => {
    const n = Number(text);
    expect(Object.is(numberOf(text), n === 0 ? 0 : n)).toBe(true);
  });
});
