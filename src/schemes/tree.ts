import type { Node } from '../engine';

/** A node of a scheme grammar given as text: one per occurrence of a rule (see docs/grammar-compiler.md, "The tree"). */
export interface BnfNode extends Node<string> {
  children: BnfNode[];
}

/**
 * The tree of a derivation: `markers` is `[marker, position, …]` (`+k` where node rule k
 * starts, `-k` where it ends; `names[k - 1]` its name), nested properly. Iterative.
 */
export function buildTree(input: string, from: number, to: number, root: string, markers: readonly number[], names: readonly string[]): BnfNode {
  const top: BnfNode = { type: root, span: { start: from, end: to }, text: input.slice(from, to), children: [] };
  const open: BnfNode[] = [top];
  for (let k = 0; k < markers.length; k += 2) {
    const marker = markers[k]!;
    const at = markers[k + 1]!;
    if (marker > 0) {
      const node: BnfNode = { type: names[marker - 1]!, span: { start: at, end: at }, text: '', children: [] };
      open[open.length - 1]!.children.push(node);
      open.push(node);
    } else {
      const node = open.pop()!;
      node.span.end = at;
      node.text = input.slice(node.span.start, at);
    }
  }
  return top;
}
