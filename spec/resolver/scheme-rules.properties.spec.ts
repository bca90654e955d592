import fc from 'fast-check';
import { equivalent, normalize, parseUrl } from '../../src';

const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const hex = fc.constantFrom(...'0123456789abcdefABCDEF');
const flipCase = (s: string) => [...s].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');

// RFC 8141 §2: NID = alphanum 0*30ldh alphanum; an NSS of pchars, with escapes
const nid = fc.tuple(alnum, fc.array(fc.oneof(alnum, fc.constant('-')), { maxLength: 6 }), alnum).map(([a, m, z]) => a + m.join('') + z);
const nss = fc.array(fc.oneof(alnum, fc.constantFrom(',', ':', '@', '/', '-'), fc.tuple(hex, hex).map(([a, b]) => `%${a}${b}`)), { minLength: 1, maxLength: 12 })
  .filter((p) => p[0] !== '/')
  .map((p) => p.join(''));
const component = fc.array(alnum, { minLength: 1, maxLength: 5 }).map((a) => a.join(''));
const urn = fc.record({ nid, nss, r: fc.option(component, { nil: undefined }), q: fc.option(component, { nil: undefined }), f: fc.option(component, { nil: undefined }) });
const written = (u: { nid: string; nss: string; r?: string; q?: string; f?: string }) =>
  `urn:${u.nid}:${u.nss}${u.r === undefined ? '' : `?+${u.r}`}${u.q === undefined ? '' : `?=${u.q}`}${u.f === undefined ? '' : `#${u.f}`}`;

describe('URN-equivalence, generated (RFC 8141 §3)', () => {
  it('ignores the case of "urn", the NID and escapes\' hex, and the r-, q-, f-components; normalize is idempotent and keeps equivalence', () => {
    fc.assert(
      fc.property(urn, (u) => {
        const a = written(u);
        const b = `URN:${flipCase(u.nid)}:${u.nss.replace(/%[0-9a-fA-F]{2}/g, flipCase)}`;
        const n = normalize(a);
        expect(parseUrl(a).ok).toBe(true);
        expect([equivalent(a, b), n.ok && normalize(n.value), n.ok && equivalent(a, n.value)]).toEqual([true, n, true]);
      }),
      { numRuns: 200 },
    );
  });

  it('tells apart NSSs that differ outside escapes\' hex', () => {
    fc.assert(
      fc.property(urn, alnum, (u, extra) => {
        expect(equivalent(written(u), written({ ...u, nss: u.nss + extra }))).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});

// WGS-84 coordinates written with leading and trailing zeros: the same numbers (RFC 5870 §3.4.4)
const decimal = (max: number, intDigits: number) =>
  fc.tuple(fc.integer({ min: -max * 1000, max: max * 1000 }), fc.nat(3), fc.boolean()).map(([milli, zeros, lead]) => {
    const sign = milli < 0 ? '-' : '';
    const abs = Math.abs(milli);
    const whole = String(Math.floor(abs / 1000));
    const padded = lead && whole.length < intDigits ? `0${whole}` : whole;
    return { plain: `${sign}${whole}.${String(abs % 1000).padStart(3, '0')}`, padded: `${sign}${padded}.${String(abs % 1000).padStart(3, '0')}${'0'.repeat(zeros)}` };
  });

describe('geo URI comparison, generated (RFC 5870 §3.4.4)', () => {
  it('compares the numbers, not their spelling; parameter order and name case do not matter', () => {
    fc.assert(
      fc.property(decimal(90, 2), decimal(180, 3), fc.option(decimal(1000, 6), { nil: undefined }), fc.boolean(), (lat, lon, alt, swap) => {
        const c = alt === undefined ? '' : `,${alt.plain}`;
        const cz = alt === undefined ? '' : `,${alt.padded}`;
        const a = `geo:${lat.plain},${lon.plain}${c};a=1;b=2`;
        const b = `geo:${lat.padded},${lon.padded}${cz};CRS=WGS84${swap ? ';B=2;a=1' : ';a=1;B=2'}`;
        const n = normalize(b);
        expect([equivalent(a, b), equivalent(b, a), n.ok && normalize(n.value), n.ok && equivalent(b, n.value)]).toEqual([true, true, n, true]);
        expect(equivalent(a, `geo:${lat.plain},${lon.plain}${c};a=1;b=3`)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
