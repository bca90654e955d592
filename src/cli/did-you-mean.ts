import { editDistance } from '../engine/nearest';

/**
 * The candidate `typed` most likely meant: the nearest within a third of its length (at
 * least one edit), or else the one it begins (`--max` → `max-line`); undefined when none is
 * near. Ties go to the earlier candidate. `closest('chek', ['parse', 'check'])` → `'check'`.
 */
export function closest(typed: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(typed.length / 3)) + 1;
  for (const c of candidates) {
    const d = editDistance(typed.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best ?? (typed.length >= 3 ? candidates.find((c) => c.startsWith(typed)) : undefined);
}
