/**
 * The ids of a lazy automaton's states by a hash of their sets of automaton states: a chain of
 * ids per hash, each compared by the caller. A lookup costs the hash (computed by the caller
 * over the set in hand) and at most PROBES comparisons: no string key is built, and a chain
 * that collisions made long costs no more. A set not found is interned again under a new id:
 * two ids of one set are one state twice, which is still exact.
 */
/** The most ids of one hash a lookup compares. */
const PROBES = 4;

export class SetIndex {
  private readonly heads = new Map<number, number>();
  /** By id: the next id of the same hash, or -1. */
  private chain: number[] = [];

  /** The first of the last PROBES ids of `hash` for which `same` holds, or -1. */
  find(hash: number, same: (id: number) => boolean): number {
    let probes = PROBES;
    for (let id = this.heads.get(hash) ?? -1; id >= 0 && probes-- > 0; id = this.chain[id]!) if (same(id)) return id;
    return -1;
  }

  /** Records that state `id` (the next id in order) has `hash`. */
  add(hash: number, id: number): void {
    this.chain[id] = this.heads.get(hash) ?? -1;
    this.heads.set(hash, id);
  }

  clear(): void {
    this.heads.clear();
    this.chain = [];
  }
}

/** Math.imul, read once: a global looked up per call is slow where globals are intercepted (a vm context, as under jest). */
const imul = Math.imul;

/** A 32-bit mix of one automaton state (murmur3's finalizer): summed, an order-free hash of a set. */
export function mix(s: number): number {
  let h = imul(s ^ (s >>> 16), 0x85ebca6b);
  h = imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** A hash of list[0 .. count) in its order (for lists whose order matters). */
export function hashList(list: ArrayLike<number>, count: number): number {
  let h = count;
  for (let k = 0; k < count; k++) h = imul(h ^ mix(list[k]!), 0x01000193);
  return h;
}
