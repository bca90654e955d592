import { HEX_BIT, TABLE, at, bits } from './classes';
import { PERCENT } from './codes';

/** Whether an escape `"%" hex hex` starts at `p` (§2.4.1). */
export function escapeAt(s: string, p: number): boolean {
  return at(s, p) === PERCENT && (bits(at(s, p + 1)) & HEX_BIT) !== 0 && (bits(at(s, p + 2)) & HEX_BIT) !== 0;
}

/** The end of the longest run at `p` of characters with class bit `bit` and escapes (a malformed escape ends it). */
export function run(s: string, p: number, bit: number): number {
  const n = s.length;
  while (p < n) {
    const c = s.charCodeAt(p);
    if (c < 128 && TABLE[c] & bit) p++;
    else if (c === PERCENT && escapeAt(s, p)) p += 3;
    else break;
  }
  return p;
}
