/**
 * How many cases a long property or scaling check runs. `npm test` runs a tenth of each (at
 * least 100), so that the suite stays quick; `npm run test:long`, which CI runs as well, runs
 * them all. Seeds are fixed, so the quick run checks the first cases of the long one.
 */
export const LONG = process.env.URI_GRAMMAR_LONG === '1';

export function runs(n: number): number {
  return LONG ? n : Math.min(n, Math.max(100, Math.ceil(n / 10)));
}
