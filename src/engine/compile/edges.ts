import type { Alphabet } from '../bnf/alphabet';
import type { Ranges } from '../bnf/charset';

/**
 * The edges of an automaton: each a set of classes of its alphabet. Classes are numbered in
 * ascending code-unit order, so the classes of a list of code-unit ranges are a list of class
 * intervals: an edge is stored as its intervals, `[low, high]` pairs, ascending and disjoint,
 * and its memory is proportional to the ranges the grammar wrote (a table of one cell per
 * class and edge would grow with the product of the two).
 */
export interface Edges {
  /** Edge e's intervals are `intervals[start[e] .. start[e + 1])`, two cells each; edge 0 is empty. */
  readonly start: Int32Array;
  readonly intervals: Int32Array;
}

/** Intervals at most this many are scanned; longer ones are searched by halves. */
const SCANNED = 8;

/** Whether edge `e` accepts class `cls` (the test of every consumer: a DFA miss, a one-pass step, the right contexts). */
export function accepts(edges: Edges, e: number, cls: number): boolean {
  const { start, intervals } = edges;
  let low = start[e]!;
  let high = start[e + 1]!;
  if (high - low > 2 * SCANNED) {
    // the last interval that starts at or before cls
    low >>= 1;
    high >>= 1;
    while (high - low > 1) {
      const mid = (low + high) >>> 1;
      if (intervals[2 * mid]! <= cls) low = mid;
      else high = mid;
    }
    return intervals[2 * low]! <= cls && cls <= intervals[2 * low + 1]!;
  }
  for (; low < high; low += 2) {
    if (cls < intervals[low]!) return false;
    if (cls <= intervals[low + 1]!) return true;
  }
  return false;
}

/** Interns the edges of one automaton as it is built: equal sets of classes share one edge. */
export class EdgeTable {
  private readonly start: number[] = [0, 0];
  private readonly intervals: number[] = [];
  private readonly byKey = new Map<string, number>();
  /** Edges of one interval by `low * 2^17 + high` (class ids are at most 2^16). */
  private readonly byInterval = new Map<number, number>();
  /** By the grammar's own range lists (a rule inlined many times hands over the same list): no key to build again. */
  private readonly byRanges = new WeakMap<Ranges, number>();

  constructor(private readonly alphabet: Alphabet) {}

  /** The edge that accepts the classes whose first code unit lies in `ranges`. */
  of(ranges: Ranges): number {
    if (ranges.length === 1 && ranges[0]![0] === ranges[0]![1]) {
      // one code unit (a literal's character, most often): its class, if the class starts there
      const cls = this.alphabet.classOf[ranges[0]![0]]!;
      return this.alphabet.rangeOf[cls]![0] === ranges[0]![0] ? this.interval(cls, cls) : 0;
    }
    const known = this.byRanges.get(ranges);
    if (known !== undefined) return known;
    const pairs: Array<[number, number]> = [];
    for (const [first, last] of ranges) {
      const [low, high] = this.alphabet.classesWithin(first, last);
      if (low <= high) pairs.push([low, high]);
    }
    pairs.sort((a, b) => a[0] - b[0]);
    const joined: number[] = [];
    for (const [low, high] of pairs) {
      const n = joined.length;
      if (n > 0 && low <= joined[n - 1]! + 1) joined[n - 1] = Math.max(joined[n - 1]!, high);
      else joined.push(low, high);
    }
    let id: number;
    if (joined.length <= 2) id = this.interval(joined[0] ?? 1, joined[1] ?? 0);
    else {
      const key = joined.join(',');
      id = this.byKey.get(key) ?? -1;
      if (id < 0) this.byKey.set(key, (id = this.add(joined)));
    }
    this.byRanges.set(ranges, id);
    return id;
  }

  /** The edge of classes low..high (edge 0 when low > high), found by a number. */
  private interval(low: number, high: number): number {
    if (low > high) return 0;
    const key = low * 0x20000 + high;
    let id = this.byInterval.get(key);
    if (id === undefined) this.byInterval.set(key, (id = this.add([low, high])));
    return id;
  }

  private add(cells: number[]): number {
    const id = this.start.length - 1;
    for (const cell of cells) this.intervals.push(cell);
    this.start.push(this.intervals.length);
    return id;
  }

  /** Cells stored: the intervals and the start of each edge (for the registration-size spec). */
  get cells(): number {
    return this.intervals.length + this.start.length;
  }

  done(): Edges {
    return { start: Int32Array.from(this.start), intervals: Int32Array.from(this.intervals) };
  }
}
