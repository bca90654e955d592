/**
 * Edit distance of `a` and `b` (Damerau's optimal string alignment: an insertion, a
 * deletion, a substitution or a swap of two neighbours costs 1), so that `--jsn`, `--josn`
 * and `--jsno` are all one edit from `--json`.
 */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = (rows[i] = [i]);
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row[j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

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
