/**
 * The name of `names` nearest to `name`, ignoring case, when it is near enough to be a typo
 * (at most one edit in four characters, two at most: `rquest-uri` → `Request-URI`); else
 * undefined. Edits are insertions, deletions, substitutions and swaps of neighbours.
 */
export function nearest(name: string, names: Iterable<string>): string | undefined {
  const wanted = name.toLowerCase();
  const limit = Math.min(2, Math.floor(wanted.length / 4));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of names) {
    const other = candidate.toLowerCase();
    if (other === wanted || Math.abs(other.length - wanted.length) >= bestDistance) continue;
    const d = editDistance(wanted, other, bestDistance);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/**
 * The edit distance of `a` and `b`: Damerau's optimal string alignment, where an insertion,
 * a deletion, a substitution or a swap of two neighbours costs 1 (so `jsn`, `josn` and `jsno`
 * are each one edit from `json`); `cap` once it reaches `cap`.
 */
export function editDistance(a: string, b: string, cap = Infinity): number {
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1);
    row[0] = i;
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const same = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + same);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row[j] = d;
      if (d < least) least = d;
    }
    if (least >= cap) return cap;
    [before, previous] = [previous, row];
  }
  return Math.min(previous[b.length]!, cap);
}
