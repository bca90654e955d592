import { escape, format, formatUrl, unescape, unescapeBytes } from '../../src';

type Counted = 'charCodeAt' | 'indexOf' | 'slice';
const COUNTED: Counted[] = ['charCodeAt', 'indexOf', 'slice'];

/**
 * The work `f` does on strings, as an operation count (never wall-clock time): calls of
 * charCodeAt, indexOf and slice, plus the characters indexOf scans and slice copies.
 */
function work(f: () => unknown): number {
  const originals = COUNTED.map((name) => String.prototype[name]);
  let count = 0;
  COUNTED.forEach((name, k) => {
    const original = originals[k] as (this: string, ...args: unknown[]) => unknown;
    (String.prototype as unknown as Record<string, unknown>)[name] = function (this: string, ...args: unknown[]) {
      const result = original.apply(this, args);
      count += 1 + (name === 'slice' ? (result as string).length : name === 'indexOf' ? this.length - Number(args[1] ?? 0) : 0);
      return result;
    };
  });
  try {
    f();
  } finally {
    COUNTED.forEach((name, k) => ((String.prototype as unknown as Record<string, unknown>)[name] = originals[k]));
  }
  return count;
}

const mixed = (n: number): string => 'aé/%; 😀b'.repeat(n);

describe('escaping and building do work linear in the input (operation counts, like spec/resolver/scaling.spec.ts)', () => {
  it.each<[string, (n: number) => () => unknown]>([
    ['escape, mixed characters', (n) => { const s = mixed(n); return () => escape(s, 'segment'); }],
    ['escape, nothing to escape', (n) => { const s = 'abc'.repeat(n); return () => escape(s, 'query'); }],
    ['unescape', (n) => { const s = escape(mixed(n), 'segment'); return () => unescape(s); }],
    ['unescape, keepReserved', (n) => { const s = escape(mixed(n), 'segment'); return () => unescape(s, { keepReserved: true }); }],
    ['unescape, no escapes', (n) => { const s = 'abc'.repeat(n); return () => unescape(s); }],
    ['unescapeBytes', (n) => { const s = escape(mixed(n), 'segment'); return () => unescapeBytes(s); }],
    ['format, many segments', (n) => { const segments = ['', ...mixed(n).split('/')]; return () => format({ scheme: 'http', host: 'h', segments }); }],
    ['format, one long segment', (n) => { const segments = ['', 'é'.repeat(n)]; return () => format({ scheme: 'http', host: 'h', segments, query: mixed(n) }); }],
    ['formatUrl ftp, many segments', (n) => { const path = mixed(n); return () => formatUrl('ftp', { host: 'h', path }); }],
  ])('%s: 64x the input, at most 64x the work', (_name, make) => {
    const small = work(make(500));
    const large = work(make(32_000));
    expect(small).toBeGreaterThan(0);
    expect(large).toBeLessThanOrEqual(64 * small + 64);
  });

  it('format reads each segment once', () => {
    let reads = 0;
    const given = ['', ...'abc'.repeat(1000).split('b')];
    const segments = new Proxy(given, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    format({ segments });
    expect(reads).toBe(given.length);
  });

  it('a 1 MB value round-trips', () => {
    const s = 'x/é '.repeat(262_144);
    expect(unescape(escape(s, 'fragment'))).toBe(s);
  });
});
