/**
 * The lists of markers on the paths of one transition's ε-walks, shared as a trie: a path's
 * list is a node, the list of its prefix plus the marker of its last state. Two paths pass the
 * same markers exactly when they end at the same node, so comparing them costs one test, not a
 * walk along the path.
 */
export class MarkerTrie {
  /** The empty list. */
  static readonly ROOT = 0;
  private parent: number[] = [-1];
  private marker: number[] = [0];
  private readonly children = new Map<number, number>();

  /** The node of `node`'s list followed by `marker` (a marker is ±k, |k| below 2^26). */
  child(node: number, marker: number): number {
    const key = node * 2 ** 27 + marker + 2 ** 26;
    let id = this.children.get(key);
    if (id === undefined) {
      id = this.parent.length;
      this.parent.push(node);
      this.marker.push(marker);
      this.children.set(key, id);
    }
    return id;
  }

  /** The markers of a node's list, in order. */
  markers(node: number): number[] {
    const list: number[] = [];
    for (let n = node; n > MarkerTrie.ROOT; n = this.parent[n]!) list.push(this.marker[n]!);
    return list.reverse();
  }

  /** Forgets every list but the empty one. */
  clear(): void {
    this.parent = [-1];
    this.marker = [0];
    this.children.clear();
  }
}
