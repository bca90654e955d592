/** Where a derivation's markers go: the Deriver's buffer, sized by its policy. */
export interface MarkerSink {
  /** The buffer for a derivation of input[from, to). */
  reserve(from: number, to: number): Int32Array;
  /** The buffer, grown to hold at least `n` entries (its first entries kept). */
  enlarge(n: number): Int32Array;
  /** Records that the derivation wrote `n` entries. */
  settle(n: number, from: number, to: number): void;
}

/** A copy of `a` with room for at least `n` entries (doubling). */
export function grow(a: Int32Array, n: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(Math.max(n, a.length * 2));
  b.set(a);
  return b;
}

/**
 * What a derivation throws when its markers would take more entries than `markerLimit`
 * allows: the CLI's refusal of a line whose tree would pass its memory bound (docs/cli.md).
 * The library sets no limit of its own.
 */
export class DerivationTooLarge extends RangeError {
  constructor(readonly limit: number) {
    // a node is two markers (its start and its end), each two entries (the marker and its position)
    super(`its derivation would hold more than ${Math.floor(limit / 4)} nodes (${Math.round((4 * limit) / 2 ** 20)} MiB), more than a line of this length may take; "uri-grammar check" validates it`);
    this.name = 'DerivationTooLarge';
  }
}

/** The most entries a marker buffer may grow to while `withMarkerLimit` runs (no limit otherwise). */
let markerLimit = Infinity;

/**
 * Runs `run` with no derivation's marker buffer grown past `entries` entries (4 bytes each):
 * a derivation that needs more throws DerivationTooLarge, having grown its buffer to
 * `entries` at most (its peak, the buffer it outgrew and the new one, is at most twice that).
 * What the CLI runs each line under; a derivation done after `run` returns (a released
 * tree's node derived again when read: a part of a derivation that fitted) is not held.
 */
export function withMarkerLimit<T>(entries: number, run: () => T): T {
  const outer = markerLimit;
  markerLimit = entries;
  try {
    return run();
  } finally {
    markerLimit = outer;
  }
}

/** `grow` for a derivation's marker buffer: doubling, but not past the limit (DerivationTooLarge when `n` is). */
export function growMarkers(a: Int32Array, n: number): Int32Array<ArrayBuffer> {
  if (n > markerLimit) throw new DerivationTooLarge(markerLimit);
  const b = new Int32Array(Math.min(Math.max(n, a.length * 2), markerLimit));
  b.set(a);
  return b;
}

/** A marker buffer's size to reserve ahead for an estimate of `wanted` entries: no more than the limit. */
export function reservedMarkers(wanted: number): number {
  return Math.min(wanted, markerLimit);
}

/**
 * For a derivation's markers (`[marker, position, …]`, `+k` where node rule k starts and `-k`
 * where it ends, nested properly): the end pair of every start pair, in one pass. The stack of
 * open starts lives in the result itself: while a start is open its entry links to the start
 * open before it (no second array).
 */
export function closingPairs(markers: ArrayLike<number>): Int32Array {
  const pairs = markers.length / 2;
  const close = new Int32Array(pairs);
  let top = -1;
  for (let p = 0; p < pairs; p++) {
    if (markers[2 * p]! > 0) {
      close[p] = top;
      top = p;
    } else {
      const start = top;
      top = close[start]!;
      close[start] = p;
    }
  }
  return close;
}
