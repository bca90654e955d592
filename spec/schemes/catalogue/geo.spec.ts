import { overrideScheme } from '../../../src/rfc1738-namespace';
import { schemeFromAbnf } from '../../../src/schemes/fromAbnf';
import { catalogue, outline, verdicts } from './catalogue';

// grammar/schemes/geo.abnf: RFC 5870 §3.3, self-contained.
const { text, start } = catalogue('geo');

describe('geo (RFC 5870 §3.3)', () => {
  it('matches every example URI of the RFC, verbatim', () => {
    const examples = [
      'geo:13.4125,103.8667', // §1
      'geo:48.2010,16.3695,183', // §6.1
      'geo:48.198634,16.371648;crs=wgs84;u=40', // §6.2
      'geo:90,-22.43;crs=WGS84', // §6.4
      'geo:90,46',
      'geo:66,30;u=6.500;FOo=this%2dthat',
      'geo:66.0,30;u=6.5;foo=this-that', // printed on two lines
      'geo:70,20;foo=1.00;bar=white',
      'geo:70,20;foo=1;bar=white',
      'geo:47,11;foo=blue;bar=white',
      'geo:47,11;bar=white;foo=blue', // printed on two lines
      'geo:22,0;bar=Blue',
      'geo:22,0;BAR=blue', // printed on two lines
      'geo:94,0', // §9.1: valid syntax, an invalid location
    ];
    expect(verdicts(start, examples)).toEqual(examples.map((u) => [u, true]));
  });

  it("refuses the RFC's own §6.4 example with ';' between the coordinates, where the ',' is missing", () => {
    // RFC 5870 §6.4 writes <geo:22.300;-118.44> and <geo:22.3;-118.4400>: coordinates = coord-a "," coord-b
    expect(verdicts(start, ['geo:22.300;-118.44', 'geo:22.3;-118.4400'])).toEqual([
      ['geo:22.300;-118.44', 10],
      ['geo:22.3;-118.4400', 8],
    ]);
  });

  it('refuses the §7 GML templates, which are not URIs (%lat% is a placeholder)', () => {
    expect(verdicts(start, ['geo:%lat%,%lon%', 'geo:%lat%,%lon%,%alt%', 'geo:%lat%,%lon%;u=%unc%', 'geo:%lat%,%lon%,%alt%;u=%unc%']).map(([, v]) => v)).toEqual([4, 4, 4, 4]);
  });

  it('refuses invalid URIs at the longest viable prefix', () => {
    expect(
      verdicts(start, [
        'geo:1', // two coordinates at least
        'geo:1.,2', // pnum = 1*DIGIT [ "." 1*DIGIT ]
        'geo:1,2,3,4', // three at most
        'geo:1,2;crs=', // a crslabel, or a parameter value
        'geo:1,2;=x', // pname = labeltext, one character at least
        'geo:1,2;a=%4', // pct-encoded
        'geo:+1,2', // num = [ "-" ] pnum
        'geo:1,2;a=b c',
      ]),
    ).toEqual([
      ['geo:1', 5],
      ['geo:1.,2', 6],
      ['geo:1,2,3,4', 9],
      ['geo:1,2;crs=', 12],
      ['geo:1,2;=x', 8],
      ['geo:1,2;a=%4', 12],
      ['geo:+1,2', 4],
      ['geo:1,2;a=b c', 11],
    ]);
  });

  it('registers with schemeFromAbnf + overrideScheme', () => {
    const geo = overrideScheme(schemeFromAbnf(text, { name: 'geo', hierarchical: false }));
    const r = geo.parse('geo:13.4125,103.8667;u=40');
    expect(r.ok && outline(r.value.url)).toEqual([
      'geo-URI', 0, 25,
      ['geo-scheme', 0, 3],
      ['geo-path', 4, 25,
        ['coordinates', 4, 20, ['coord-a', 4, 11, ['num', 4, 11, ['pnum', 4, 11]]], ['coord-b', 12, 20, ['num', 12, 20, ['pnum', 12, 20]]]],
        ['p', 20, 25, ['uncp', 20, 25, ['uval', 23, 25, ['pnum', 23, 25]]]]],
    ]);
  });
});
