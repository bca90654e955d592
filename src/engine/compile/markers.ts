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
