/**
 * Shows that resolution is linear in the path length (RFC 2396 §5.2 step 6 over the
 * path's text): times step 6 alone and the whole resolve() for 10k, 20k, 40k, 80k segments
 * and prints the time ratio to the previous size (about 2 when linear, 4 when quadratic).
 *
 * Run (no ts-node): compile this file and what it imports, then run it with node:
 *   npx tsc bench/resolve-scaling.ts --outDir node_modules/.cache/bench --module node16 \
 *     --moduleResolution node16 --target es2022 --esModuleInterop --skipLibCheck --strict \
 *   && node node_modules/.cache/bench/bench/resolve-scaling.js
 */
import { removeDotSegmentsOfPath } from '../src/resolver/dot-segments';
import { resolve } from '../src/resolver';

/** A base of n segments and a reference of n segments that climbs n/2 levels (half of them through "." and ".."). */
export function inputs(n: number): { base: string; reference: string } {
  return { base: 'http://a/' + 'b/'.repeat(n) + 'd', reference: '../'.repeat(n / 2) + 'g/./h/../'.repeat(n / 4) + 'x' };
}

/** The best of `runs` timings of `f`, in milliseconds. */
export function best(f: () => unknown, runs = 5): number {
  let min = Infinity;
  for (let k = 0; k < runs; k++) {
    const t = process.hrtime.bigint();
    f();
    min = Math.min(min, Number(process.hrtime.bigint() - t) / 1e6);
  }
  return min;
}

/** n segments, a third of them "..", some ".". */
export function segmentsOfSize(n: number): string[] {
  const segments: string[] = [];
  for (let k = 0; k < n; k++) segments.push(k % 3 === 2 ? '..' : k % 5 === 0 ? '.' : 's' + k);
  return segments;
}

function main(): void {
  const sizes = [10_000, 20_000, 40_000, 80_000];
  let previous: [number, number] | undefined;
  console.log('segments  step6 ms  ratio  resolve() ms  ratio');
  for (const n of sizes) {
    const path = '/' + segmentsOfSize(2 * n).join('/');
    const { base, reference } = inputs(n);
    const step6 = best(() => removeDotSegmentsOfPath(path, 'keep'));
    const whole = best(() => {
      const r = resolve(base, reference);
      if (!r.ok) throw new Error(r.error.message);
    });
    const ratio = (now: number, before: number | undefined) => (before === undefined ? '     ' : (now / before).toFixed(2).padStart(5));
    console.log(`${String(n).padStart(8)}  ${step6.toFixed(2).padStart(8)}  ${ratio(step6, previous?.[0])}  ${whole.toFixed(2).padStart(12)}  ${ratio(whole, previous?.[1])}`);
    previous = [step6, whole];
  }
}

if (require.main === module) main();
