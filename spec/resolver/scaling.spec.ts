import { removeDotSegments } from '../../src/resolver/dot-segments';
import { segmentsOfSize } from '../../bench/resolve-scaling';

/** The segments behind a proxy that counts reads of its elements. */
function counted(segments: string[]): { proxy: readonly string[]; reads: () => number } {
  let reads = 0;
  const proxy = new Proxy(segments, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver);
    },
  });
  return { proxy, reads: () => reads };
}

describe('§5.2 step 6 is linear (operation count, not wall clock; bench/resolve-scaling.ts times it)', () => {
  it.each([10_000, 20_000, 40_000])('reads each of %d segments once', (n) => {
    const { proxy, reads } = counted(segmentsOfSize(n));
    const r = removeDotSegments(proxy, 'keep');
    expect(r.ok).toBe(true);
    expect(reads()).toBe(n);
  });
});
