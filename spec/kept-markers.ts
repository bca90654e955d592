/**
 * How many marker entries the tree that a scheme node's unread children are read from keeps
 * (src/schemes/tree.ts): 0 once released, and for a node built whole. Read through the node's
 * symbol-keyed state, which the library keeps to itself: for the memory specs only.
 */
export function keptMarkers(node: object): number {
  const key = Object.getOwnPropertySymbols(node).find((s) => s.description === 'uri-grammar deferred children');
  const d = key === undefined ? undefined : (node as Record<symbol, { children?: unknown; tree: { markers?: ArrayLike<number> } }>)[key];
  return d === undefined || d.children !== undefined ? 0 : (d.tree.markers?.length ?? 0);
}
