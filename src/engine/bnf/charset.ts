import type { Expr } from './model';

/** Inclusive ranges of UTF-16 code units, ascending and disjoint. */
export type Ranges = Array<[number, number]>;

/** The code units that the `k`-th character of a literal matches (both cases of a letter when case-insensitive, RFC 5234 §2.3). */
export function literalCharacter(expr: Extract<Expr, { kind: 'literal' }>, k: number): Ranges {
  const code = expr.text.charCodeAt(k);
  if (!expr.caseInsensitive) return [[code, code]];
  const lower = code | 0x20;
  if (lower >= 0x61 && lower <= 0x7a) return [[lower & ~0x20, lower & ~0x20], [lower, lower]];
  return [[code, code]];
}

/** Whether `code` lies in `ranges`. */
export function inRanges(ranges: Ranges, code: number): boolean {
  for (const [first, last] of ranges) if (code >= first && code <= last) return true;
  return false;
}

/** The union of several range lists, ascending, disjoint and with adjacent ranges joined. */
export function union(lists: Ranges[]): Ranges {
  const all = lists.flat().map(([a, b]) => [a, b] as [number, number]).sort((x, y) => x[0] - y[0]);
  const out: Ranges = [];
  for (const [a, b] of all) {
    const last = out[out.length - 1];
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** Whether `input` at `i` starts with the literal (case-insensitively where it says so). */
export function literalAt(expr: Extract<Expr, { kind: 'literal' }>, input: string, i: number): boolean {
  if (!expr.caseInsensitive) return input.startsWith(expr.text, i);
  const part = input.slice(i, i + expr.text.length);
  return part.length === expr.text.length && part.toLowerCase() === expr.text.toLowerCase();
}
