import type { Node } from '../../src';

/** The direct child nodes of a node (fields holding a node or an array of nodes), in field order. */
export function childrenOf(node: Node<string>): Node<string>[] {
  const out: Node<string>[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'span') continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v && typeof v === 'object' && 'type' in v && 'span' in v) out.push(v as Node<string>);
    }
  }
  return out;
}

/** Every node of a tree, parents before children. */
export function allNodes(root: Node<string>): Node<string>[] {
  const out = [root];
  for (let k = 0; k < out.length; k++) out.push(...childrenOf(out[k]));
  return out;
}
