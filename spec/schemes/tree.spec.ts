/**
 * A scheme tree of more than LAZY_NODES nodes has the children of its large nodes built on
 * first read: the same tree as built at once (toEqual, JSON, key order), children replaceable
 * by assignment, and a tree of at most LAZY_NODES nodes plain data.
 */
import { readGrammar } from '../../src/engine/bnf';
import { CompiledStart } from '../../src/engine/compile/rule';
import { type BnfNode, LAZY_NODES, type Rederive, buildTree, forEachChild, releaseMarkers } from '../../src/schemes/tree';
import { keptMarkers } from '../kept-markers';

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

describe('releaseMarkers: a large tree keeps no markers, and a node read later derives its span again', () => {
  const unit = (k: number) => `..ab${k % 3 === 0 ? '/a/aa/a' : ''}`;
  const large = Array.from({ length: 600 }, (_, k) => unit(k)).join('');

  /** A tree built with a `rederive` that counts its calls, by rule and span. */
  function counted(input: string, start = compiled) {
    const calls: string[] = [];
    const rederive: Rederive = (rule, text, from, to) => {
      calls.push(`${rule} ${from}-${to}`);
      const sibling = start.ruleNamed(rule);
      const count = sibling.deriveCount(text, from, to);
      return { markers: sibling.takeMarkers(), count, names: sibling.nfa.nodeNames };
    };
    const count = start.deriveCount(input);
    const tree = buildTree(input, 0, input.length, start.start, start.takeMarkers(), start.nfa.nodeNames, count, true, undefined, rederive);
    return { tree, calls };
  }

  it('gives the same tree once released, each unread node derived again once, the root first', () => {
    const { tree, calls } = counted(large);
    releaseMarkers(tree);
    expect(keptMarkers(tree)).toBe(0);
    expect(tree).toEqual(reference(large, compiled.derive(large)!, compiled.nfa.nodeNames));
    expect(calls).toEqual([`x 0-${large.length}`]); // the root's derivation again; the nodes below it kept its markers
  });

  it('keeps the nodes read before the release, and derives only the span of a node read after it', () => {
    const input = `..ab${'/a'.repeat(3 * LAZY_NODES)}..ab`; // r0 > r1 > r2 with 3,072 segments, then a small r0
    const { tree, calls } = counted(input);
    const r0 = tree.children[0]!; // read while the markers are there (as a scheme's meaning reads them)
    expect(keptMarkers(r0)).toBeGreaterThan(4 * LAZY_NODES);
    releaseMarkers(tree);
    expect(keptMarkers(r0)).toBe(0);
    expect(calls).toEqual([]);
    const r2 = r0.children[0]!.children[0]!;
    expect(calls).toEqual([`r0 0-${input.length - 4}`]);
    expect(r2.children).toHaveLength(3 * LAZY_NODES);
    expect(r2.children[5]).toEqual({ type: 'seg', span: { start: 14, end: 16 }, text: '/a', children: [] });
    expect(tree).toEqual(reference(input, compiled.derive(input)!, compiled.nfa.nodeNames));
    expect(calls).toHaveLength(1);
  });

  it('visits the children of a released node (forEachChild) from its span derived again', () => {
    const input = `..ab${'/a'.repeat(3 * LAZY_NODES)}`;
    const { tree, calls } = counted(input);
    const r0 = tree.children[0]!;
    releaseMarkers(tree);
    const seen: string[] = [];
    forEachChild(r0, (type, start, end) => seen.push(`${type} ${start}-${end}`));
    expect(seen).toEqual([`r1 1-${input.length}`]);
    expect(calls).toEqual([`r0 0-${input.length}`]);
  });

  // RFC 2396 §4.3's policy, and a backtracking parser's: the first derivation in priority order. Within a
  // node's span it is the first derivation of that node's rule, so the span derived alone gives the same nodes.
  it('derives a span as the whole input did, where the grammar is ambiguous', () => {
    const text = ['amb = "amb:" first second', 'first = *( p | q )', 'second = q s', 'p = "aa" | "bb"', 'q = "bb"', 's = "bb" | "cc"'].join('\n');
    const rules = new Set(readGrammar(text).rules.keys());
    const amb = new CompiledStart(readGrammar(text), 'amb', { node: (name) => rules.has(name) });
    // each "bb" may be a p or a q of first's, and the last one is second's q
    const input = `amb:${'aabb'.repeat(LAZY_NODES)}${'bb'.repeat(LAZY_NODES)}cc`;
    const expected = reference(input, amb.derive(input)!, amb.nfa.nodeNames);
    const { tree, calls } = counted(input, amb);
    const [first, second] = tree.children;
    releaseMarkers(tree);
    expect(first!.children).toEqual(expected.children[0]!.children);
    expect(calls).toEqual([`first 4-${input.length - 4}`]);
    expect(new Set(first!.children.map((c) => c.type))).toEqual(new Set(['p'])); // the earlier alternative
    expect(second!.text).toBe('bbcc');
  });

  it('derives a span of a recursive rule again (the stack machine)', () => {
    const text = ['x = *p', 'p = "(" *p ")"'].join('\n');
    const rules = new Set(readGrammar(text).rules.keys());
    const nested = new CompiledStart(readGrammar(text), 'x', { node: (name) => rules.has(name) });
    const chain = `${'('.repeat(300)}${')'.repeat(300)}`;
    const big = `(${'(())'.repeat(LAZY_NODES)}${chain})`; // a p of 2,348 nodes, 300 of them nested
    const input = `${'(())'.repeat(10)}${big}`;
    const { tree, calls } = counted(input, nested);
    const deep = tree.children[10]!;
    releaseMarkers(tree);
    expect(deep.children[LAZY_NODES]!.children[0]!.text).toBe(chain.slice(1, -1));
    expect(calls).toEqual([`p 40-${input.length}`]);
    expect(tree).toEqual(reference(input, nested.derive(input)!, nested.nfa.nodeNames));
  });
});
