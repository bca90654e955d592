import { removeDotSegmentsOfPath } from '../../src/resolver/dot-segments';
import { segmentsOfSize } from '../../bench/resolve-scaling';

/** The path "/" + `segments` joined, as a String object that counts the code units read from it with charCodeAt. */
function counted(segments: string[]): { path: string; reads: () => number } {
  const text = '/' + segments.join('/');
  let reads = 0;
  const path = Object.assign(new String(text), {
    charCodeAt(k: number): number {
      reads++;
      return text.charCodeAt(k);
    },
  });
  return { path: path as unknown as string, reads: () => reads };
}

describe('§5.2 step 6 is linear (operation count, not wall clock; bench/resolve-scaling.ts times it)', () => {
  it.each([10_000, 20_000, 40_000])('reads the path of %d segments at most twice', (n) => {
    const { path, reads } = counted(segmentsOfSize(n));
    const r = removeDotSegmentsOfPath(path, 'keep');
    expect(r.ok).toBe(true);
    expect(reads()).toBeGreaterThan(path.length); // every code unit once, and some of them again (the segments ".." removes)
    expect(reads()).toBeLessThanOrEqual(2 * path.length + 2);
  });
});
