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
