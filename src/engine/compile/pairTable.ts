/**
 * What PairTable and TripleTable share: open addressing in typed arrays, the values and a
 * generation stamp per slot (`clear()` is O(1): the stamp marks the live slots), and growth by
 * doubling. Each keeps its keys and its own `get` (no call or load added to a lookup).
 */
abstract class StampedTable {
  protected value = new Int32Array(64);
  protected stamp = new Uint32Array(64);
  protected generation = 1;
  protected mask = 63;
  /** The keys in the table. */
  size = 0;

  clear(): void {
    this.size = 0;
    if (++this.generation === 0xffffffff) {
      this.stamp.fill(0);
      this.generation = 1;
    }
  }

  /** The key arrays, replaced by `length` zeros each (the old ones returned): a subclass's. */
  protected abstract renewKeys(length: number): Int32Array[];
  /** Adds again the key at slot `i` of the old key arrays `keys`, with `value`. */
  protected abstract readd(keys: Int32Array[], i: number, value: number): void;

  /** Doubles the table, every live key added again. */
  protected grow(): void {
    const { value, stamp, generation } = this;
    const length = (this.mask + 1) * 2;
    const keys = this.renewKeys(length);
    this.value = new Int32Array(length);
    this.stamp = new Uint32Array(length);
    this.mask = length - 1;
    this.generation = 1;
    this.size = 0;
    for (let i = 0; i < stamp.length; i++) if (stamp[i] === generation) this.readd(keys, i, value[i]!);
  }
}

/**
 * A hash table from pairs of non-negative 32-bit integers (an automaton state and a stack
 * id) to numbers, open addressing in typed arrays: no string or floating-point keys (a
 * `Map` keyed by `stack * size + state` cost about 300 ns a lookup). `clear()` is O(1): a
 * generation stamp marks the live slots.
 */
export class PairTable extends StampedTable {
  private a = new Int32Array(64);
  private b = new Int32Array(64);

  /** The value of (a, b), or -1. */
  get(a: number, b: number): number {
    const { mask, stamp, generation } = this;
    for (let i = hash(a, b) & mask; stamp[i] === generation; i = (i + 1) & mask) {
      if (this.a[i] === a && this.b[i] === b) return this.value[i]!;
    }
    return -1;
  }

  /** Sets (a, b) to `value` if absent: true when it was added, false when it was there. */
  add(a: number, b: number, value = 0): boolean {
    if (2 * (this.size + 1) > this.mask + 1) this.grow();
    const { mask, stamp, generation } = this;
    let i = hash(a, b) & mask;
    for (; stamp[i] === generation; i = (i + 1) & mask) if (this.a[i] === a && this.b[i] === b) return false;
    stamp[i] = generation;
    this.a[i] = a;
    this.b[i] = b;
    this.value[i] = value;
    this.size++;
    return true;
  }

  protected renewKeys(length: number): Int32Array[] {
    const old = [this.a, this.b];
    this.a = new Int32Array(length);
    this.b = new Int32Array(length);
    return old;
  }

  protected readd(keys: Int32Array[], i: number, value: number): void {
    this.add(keys[0]![i]!, keys[1]![i]!, value);
  }
}

function hash(a: number, b: number): number {
  let h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 0x7f4a7c15, 0x85ebca77);
  h ^= h >>> 15;
  return h >>> 0;
}

/**
 * PairTable's scheme for triples of 32-bit integers to numbers (the tree's choices of the
 * stack machine's cache, keyed by transition, configuration and alive set). Only `get`, `add`
 * and `clear` (O(1), by generation).
 */
export class TripleTable extends StampedTable {
  private a = new Int32Array(64);
  private b = new Int32Array(64);
  private c = new Int32Array(64);

  /** The value of (a, b, c), or -1. */
  get(a: number, b: number, c: number): number {
    const { mask, stamp, generation } = this;
    for (let i = hash3(a, b, c) & mask; stamp[i] === generation; i = (i + 1) & mask) {
      if (this.a[i] === a && this.b[i] === b && this.c[i] === c) return this.value[i]!;
    }
    return -1;
  }

  /** Sets (a, b, c) to `value` (the caller found it absent). */
  add(a: number, b: number, c: number, value: number): void {
    if (2 * (this.size + 1) > this.mask + 1) this.grow();
    const { mask, stamp, generation } = this;
    let i = hash3(a, b, c) & mask;
    while (stamp[i] === generation) i = (i + 1) & mask;
    stamp[i] = generation;
    this.a[i] = a;
    this.b[i] = b;
    this.c[i] = c;
    this.value[i] = value;
    this.size++;
  }

  protected renewKeys(length: number): Int32Array[] {
    const old = [this.a, this.b, this.c];
    this.a = new Int32Array(length);
    this.b = new Int32Array(length);
    this.c = new Int32Array(length);
    return old;
  }

  protected readd(keys: Int32Array[], i: number, value: number): void {
    this.add(keys[0]![i]!, keys[1]![i]!, keys[2]![i]!, value);
  }
}

function hash3(a: number, b: number, c: number): number {
  return hash(hash(a, b), c);
}
