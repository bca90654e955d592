import { HEX_BIT, at, bits } from './classes';

const PERCENT = 37;

/** Whether an escape `"%" hex hex` starts at `p` (§2.4.1). */
export function escapeAt(s: string, p: number): boolean {
  return at(s, p) === PERCENT && (bits(at(s, p + 1)) & HEX_BIT) !== 0 && (bits(at(s, p + 2)) & HEX_BIT) !== 0;
}

/** The end of the longest run at `p` of characters with class bit `bit` and escapes (a malformed escape ends it). */
export function run(s: string, p: number, bit: number): number {
  for (;;) {
    if (bits(at(s, p)) & bit) p++;
    else if (escapeAt(s, p)) p += 3;
    else return p;
  }
}
