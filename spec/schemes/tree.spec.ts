/**
 * A scheme tree of more than LAZY_NODES nodes has the children of its large nodes built on
 * first read: the same tree as built at once (toEqual, JSON, key order), children replaceable
 * by assignment, and a tree of at most LAZY_NODES nodes plain data.
 */
import { readGrammar } from '../../src/engine/bnf';
import { CompiledStart } from '../../src/engine/compile/rule';
import { type BnfNode, LAZY_NODES, buildTree } from '../../src/schemes/tree';

const GRAMMAR = ['x = *r0', 'r0 = "." r1', 'r1 = "." r2', 'r2 = 1*( "a" | "b" ) *seg', 'seg = "/" 1*"a"'].join('\n');
const names = new Set(readGrammar(GRAMMAR).rules.keys());
const compiled = new CompiledStart(readGrammar(GRAMMAR), 'x', { node: (name) => names.has(name) });

/** The tree as plain data, straight from the markers (recursive: small inputs only). */
function reference(input: string, markers: number[], nodeNames: readonly string[]): BnfNode {
  const root: BnfNode = { type: 'x', span: { start: 0, end: input.length }, text: input, children: [] };
  const open = [root];
  for (let k = 0; k < markers.length; k += 2) {
    const [marker, at] = [markers[k]!, markers[k + 1]!];
    if (marker > 0) {
      const node: BnfNode = { type: nodeNames[marker - 1]!, span: { start: at, end: at }, text: '', children: [] };
      open[open.length - 1]!.children.push(node);
      open.push(node);
    } else {
      const node = open.pop()!;
      node.span = { start: node.span.start, end: at };
      node.text = input.slice(node.span.start, at);
    }
  }
  return root;
}

const treeOf = (input: string) => {
  const count = compiled.deriveCount(input);
  return buildTree(input, 0, input.length, 'x', compiled.markers, compiled.nfa.nodeNames, count);
};
const isAccessor = (node: object) => typeof Object.getOwnPropertyDescriptor(node, 'children')?.get === 'function';

describe('buildTree', () => {
  // 3 nodes per unit (r0, r1, r2) and one per "/a" segment: 600 units and 1,800 segments are 3,600 nodes
  const unit = (k: number) => `..ab${k % 3 === 0 ? '/a/aa/a' : ''}`;
  const large = Array.from({ length: 600 }, (_, k) => unit(k)).join('');
  const small = Array.from({ length: 30 }, (_, k) => unit(k)).join('');

  it('builds a tree of at most LAZY_NODES nodes as plain data', () => {
    const tree = treeOf(small);
    expect(isAccessor(tree)).toBe(false);
    expect(tree).toEqual(reference(small, compiled.derive(small)!, compiled.nfa.nodeNames));
  });

  it('defers a larger tree: the same nodes, key order and JSON once read', () => {
    const tree = treeOf(large);
    const expected = reference(large, compiled.derive(large)!, compiled.nfa.nodeNames);
    expect(expected.children.length * 3).toBeGreaterThan(LAZY_NODES);
    expect(isAccessor(tree)).toBe(true);
    expect(Object.keys(tree)).toEqual(['type', 'span', 'text', 'children']);
    expect(tree).toEqual(expected);
    expect(JSON.stringify(tree)).toBe(JSON.stringify(expected));
    expect(tree.children).toBe(tree.children); // built once
  });

  it('keeps its markers: a later derivation does not change an unread tree', () => {
    const tree = treeOf(large);
    treeOf(small);
    treeOf('..b');
    expect(tree).toEqual(reference(large, compiled.derive(large)!, compiled.nfa.nodeNames));
  });

  it('keeps a marker buffer handed over (takeMarkers): the next large derivation writes to another', () => {
    const expected = reference(large, compiled.derive(large)!, compiled.nfa.nodeNames);
    const count = compiled.deriveCount(large);
    const tree = buildTree(large, 0, large.length, 'x', compiled.takeMarkers(), compiled.nfa.nodeNames, count, true);
    const other = large.replace(/\.\.ab/g, '..aab'); // every node one character later: other markers, as many or more
    expect(compiled.deriveCount(other)).toBeGreaterThanOrEqual(count);
    expect(tree).toEqual(expected);
  });

  it('takes an assignment to a deferred children list', () => {
    const tree = treeOf(large);
    tree.children = [];
    expect(tree.children).toEqual([]);
    expect(JSON.parse(JSON.stringify(tree))).toEqual({ type: 'x', span: { start: 0, end: large.length }, text: large, children: [] });
  });

  it('defers a large node below the root too', () => {
    const input = `..ab${'/a'.repeat(3 * LAZY_NODES)}`; // one r0 > r1 > r2 with 3,072 segments
    const tree = treeOf(input);
    const r2 = tree.children[0]!.children[0]!.children[0]!;
    expect(isAccessor(tree.children[0]!)).toBe(true);
    expect(r2.children).toHaveLength(3 * LAZY_NODES);
    expect(r2.children[5]).toEqual({ type: 'seg', span: { start: 14, end: 16 }, text: '/a', children: [] });
  });
});
