import { HEX_BIT, TABLE } from './classes';
import { PERCENT } from './codes';

/*
 * The scanner reads the bytes of ./bytes: ASCII, then zeros, which are in no class, so a
 * run stops at the end of the input without a bounds test.
 */

/** Whether an escape `"%" hex hex` starts at `p` (§2.4.1). */
export function escapeAt(b: Uint8Array, p: number): boolean {
  return b[p] === PERCENT && (TABLE[b[p + 1]] & HEX_BIT) !== 0 && (TABLE[b[p + 2]] & HEX_BIT) !== 0;
}

/** The end of the longest run at `p` of characters with class bit `bit` and escapes (a malformed escape ends it). */
export function run(b: Uint8Array, p: number, bit: number): number {
  for (;;) {
    const c = b[p];
    if (TABLE[c] & bit) p++;
    else if (c === PERCENT && escapeAt(b, p)) p += 3;
    else return p;
  }
}
