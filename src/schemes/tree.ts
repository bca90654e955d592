import type { Node, Span } from '../combinators';
import { accessor } from '../own';
import { closingPairs } from '../engine/compile/markers';
import type { StartRule } from '../engine/compile/start';

/**
 * A node of a scheme grammar given as text: one per occurrence of a rule (see docs/grammar-compiler.md, "The tree").
 *
 * @example
 * ```ts
 * const ex = defineScheme(schemeFromBnf('exurl = "ex:" name\nname = 1*uchar', { name: 'ex', hierarchical: false }));
 * const r = ex.parse('ex:abc');
 * const tree: BnfNode | undefined = r.ok ? r.value.url : undefined;
 * tree?.children.map((c) => [c.type, c.text]); //=> [['name', 'abc']]
 * ```
 */
export interface BnfNode extends Node<string> {
  children: BnfNode[];
}

/**
 * What makes a tree's root when a scheme wants its own (the catalogue's data URLs: a field on
 * its prototype): the same fields, in the same order, as the plain root.
 */
export type TreeRoot = new (type: string, span: Span, text: string, children: BnfNode[]) => BnfNode;

/**
 * A tree of more nodes than this has the children of each large node built on first read, as
 * the RFC 2396 fast path does for long lists (src/rfc2396/fast/lazy.ts: an AST of 100,000+
 * nodes outgrows V8's young generation, and every scavenge then copies the survivors). Far
 * above any URL of the corpus (a scheme tree of the catalogue has about 15 nodes).
 */
export const LAZY_NODES = 1024;

/**
 * The tree of a derivation: `markers[0 .. count)` is `[marker, position, …]` (`+k` where node rule k
 * starts, `-k` where it ends; `names[k - 1]` its name), nested properly. Iterative. A tree of
 * more than LAZY_NODES nodes is built on read: each node spanning more than LAZY_NODES nodes
 * gets `children` as an own, enumerable accessor at its usual place (toEqual, JSON.stringify,
 * spread and Object.keys see a plain data property), built once from the markers. `owned`:
 * the tree may keep `markers` itself (no copy; the caller will not write to it again). `Root`:
 * what makes the root, when not a plain object. `rederive`: how the children of a node are
 * derived again from its span once `releaseMarkers` has dropped the markers.
 */
export function buildTree(input: string, from: number, to: number, root: string, markers: ArrayLike<number>, names: readonly string[], count = markers.length, owned = false, Root?: TreeRoot, rederive?: Rederive): BnfNode {
  if (count <= 4 * LAZY_NODES) {
    return rootNode(Root, root, { start: from, end: to }, input.slice(from, to), eagerChildren(input, markers, names, 0, count));
  }
  const tree: Tree = { input, markers: ownedMarkers(markers, count, owned), names, close: undefined, rederive };
  return deferred(rootNode(Root, root, { start: from, end: to }, input.slice(from, to), NOT_BUILT), tree, 0, count / 2, root, from, to);
}

/**
 * markers[0 .. count) for a tree to keep: the buffer itself when the caller hands it over
 * (`owned`) and it is mostly used, else a copy (it may be reused by the next derivation, or,
 * grown by doubling, be up to twice the markers).
 */
function ownedMarkers(markers: ArrayLike<number>, count: number, owned: boolean): Int32Array {
  if (!(markers instanceof Int32Array)) return Int32Array.from(Array.prototype.slice.call(markers, 0, count) as number[]);
  return owned && markers.buffer.byteLength <= 5 * count ? markers.subarray(0, count) : markers.slice(0, count);
}

/**
 * The derivation of rule `rule` over input[from, to), whose markers the caller may keep (the
 * markers of the nodes below that rule's own, `names` their rule names): how a node whose
 * tree's markers were released gets its children. The derivation is the one the whole
 * input's had below that node: the tree's policy (left to right, an earlier alternative
 * first) chooses the first derivation in priority order, and the one within a node's span is
 * then the first of that rule over that span, which any other would precede.
 */
export type Rederive = (rule: string, input: string, from: number, to: number) => { markers: ArrayLike<number>; count: number; names: readonly string[] };

/**
 * The Rederive of a grammar's nodes: `startOf` the start rule of the rule whose nodes have a
 * type, `namesOf` the node types of its markers (default: its rules' names, as a grammar
 * given as text names its nodes).
 */
export function rederiveBy(startOf: (type: string) => StartRule, namesOf: (start: StartRule) => readonly string[] = (start) => start.nfa.nodeNames): Rederive {
  return (type, input, from, to) => {
    const start = startOf(type);
    const count = start.deriveMember(input, from, to);
    return { markers: start.takeMarkers(), count, names: namesOf(start) };
  };
}

/**
 * Drops the markers a tree built on read keeps (one made with a `rederive`): the nodes built
 * so far stay, and a node still unread gets its children by deriving its span again when
 * read. What a parser calls once the tree's meaning is read: the markers are 8 bytes per
 * marker, two markers per node, 16 bytes per input character for a tree of a node per
 * character (RFC 2397's `data = *urlchar`), held for as long as the tree is.
 */
export function releaseMarkers(node: BnfNode): void {
  const tree = (node as Partial<{ [DEFERRED]: Deferred }>)[DEFERRED]?.tree;
  if (tree?.rederive === undefined) return;
  tree.markers = undefined;
  tree.close = undefined;
}

/** The root node: made by `Root` when given, else a plain object. */
function rootNode(Root: TreeRoot | undefined, type: string, span: Span, text: string, children: BnfNode[]): BnfNode {
  return Root ? new Root(type, span, text, children) : { type, span, text, children };
}

/**
 * The nodes of markers[from, to) (whole pairs, nested properly) that are not inside another
 * one, each with its subtree. A node is made when it ends, with its final fields; its
 * children are the nodes closed since it started, waiting in `done`, copied into an array of
 * their number (no list grown push by push: a first push allocates a 16-slot store). Stacks by index: an
 * array's length is never shortened (a slow path in V8).
 */
function eagerChildren(input: string, markers: ArrayLike<number>, names: readonly string[], from: number, to: number): BnfNode[] {
  const open: number[] = []; // per open node: rule number, start, where its children begin in `done`
  let depth = 0;
  const done: BnfNode[] = [];
  let waiting = 0;
  for (let k = from; k < to; k += 2) {
    const marker = markers[k]!;
    const at = markers[k + 1]!;
    if (marker > 0) {
      open[depth] = marker;
      open[depth + 1] = at;
      open[depth + 2] = waiting;
      depth += 3;
    } else {
      depth -= 3;
      const first = open[depth + 2]!;
      const start = open[depth + 1]!;
      // one or two children (most nodes of a URL's tree) as a literal: quicker than an array of their number filled by a loop
      const children = first === waiting ? [] : first + 1 === waiting ? [done[first]!] : first + 2 === waiting ? [done[first]!, done[first + 1]!] : copied(done, first, waiting);
      // a node over exactly its one child's characters (`num` over `pnum`) shares its text: strings are values, and a slice is an allocation
      const only = first + 1 === waiting ? done[first]! : undefined;
      const text = only !== undefined && only.span.start === start && only.span.end === at ? only.text : input.slice(start, at);
      done[first] = { type: names[open[depth]! - 1]!, span: { start, end: at }, text, children };
      waiting = first + 1;
    }
  }
  return waiting === 0 ? [] : copied(done, 0, waiting);
}

/** list[from, to) as a new array of that length, copied by a loop: a few entries, where a call of `slice` cost more than the copy (about 15% of a catalogue tree). */
function copied(list: BnfNode[], from: number, to: number): BnfNode[] {
  const n = to - from;
  const out = new Array<BnfNode>(n);
  for (let k = 0; k < n; k++) out[k] = list[from + k]!;
  return out;
}

/** The nodes built after the first LAZY_NODES (built on read): for the specs of readers that must not build them (counted, as speed is). */
export const nodesBuiltOnRead = { count: 0 };

/**
 * What a deferred node's children are read from. `close[p]`: for the start marker of pair p,
 * the pair of its end (made on first read). `markers` undefined: released (releaseMarkers),
 * and each deferred node's children are derived again by `rederive`.
 */
interface Tree {
  input: string;
  markers: ArrayLike<number> | undefined;
  names: readonly string[];
  close: Int32Array | undefined;
  rederive: Rederive | undefined;
}

/** The children of a node whose inner pairs are [first, last): nodes spanning few pairs built whole, the others deferred. */
function childrenOf(tree: Tree, first: number, last: number): BnfNode[] {
  const children: BnfNode[] = [];
  for (let p = first; p < last; ) {
    const node = childAt(tree, p);
    children.push(node);
    p = tree.close![p]! + 1;
  }
  return children;
}

/** The child whose start marker is pair p: built whole when it spans few pairs, else deferred. */
function childAt(tree: Tree, p: number): BnfNode {
  const { input, names } = tree;
  const markers = tree.markers!;
  const close = (tree.close ??= closingPairs(markers));
  const q = close[p]!;
  const start = markers[2 * p + 1]!;
  const end = markers[2 * q + 1]!;
  const node: BnfNode = { type: names[markers[2 * p]! - 1]!, span: { start, end }, text: input.slice(start, end), children: NOT_BUILT };
  // a node of n inner pairs has n / 2 nodes below it
  if (q - p - 1 <= 2 * LAZY_NODES) {
    node.children = eagerChildren(input, markers, names, 2 * (p + 1), 2 * q);
    nodesBuiltOnRead.count += 1 + (q - p - 1) / 2;
  } else {
    deferred(node, tree, p + 1, q, node.type, start, end);
    nodesBuiltOnRead.count++;
  }
  return node;
}

/**
 * The children of `node` one at a time, when its list is built on read and not read yet:
 * each made as it is reached and kept by nothing, the list never built. For a writer of a
 * tree too large to hold whole (the CLI's JSON of a data URL of millions of characters, a
 * node each). Undefined when the list is plain or built: read `children`.
 */
export function unreadChildren(node: object): Iterable<BnfNode> | undefined {
  const d = (node as Partial<{ [DEFERRED]: Deferred }>)[DEFERRED];
  if (d === undefined || d.children !== undefined) return undefined;
  return {
    *[Symbol.iterator]() {
      // released: derived again into a tree of this walk's own, not kept by the node
      const { tree, first, last } = d.tree.markers === undefined ? rederived(d) : d;
      for (let p = first; p < last; p = tree.close![p]! + 1) yield childAt(tree, p);
    },
  };
}
/**
 * Calls `visit` with the rule, start and end of each child of `node`, in order, without
 * building the children of a node built on first read (nor theirs): for a reader that needs
 * only where they are (a geo URI's 100,000 parameters; building them took about 250 bytes per
 * input character). A node whose children are built (or plain) is read from them.
 */
export function forEachChild(node: BnfNode, visit: (type: string, start: number, end: number) => void): void {
  const d = (node as Partial<{ [DEFERRED]: Deferred }>)[DEFERRED];
  if (d === undefined || d.children !== undefined) {
    for (const c of node.children) visit(c.type, c.span.start, c.span.end);
    return;
  }
  // released: derived again into a tree of this visit's own, not kept by the node
  const { tree, first, last } = d.tree.markers === undefined ? rederived(d) : d;
  const { names } = tree;
  const markers = tree.markers!;
  let depth = 0;
  let start = 0;
  for (let p = first; p < last; p++) {
    const marker = markers[2 * p]!;
    if (marker > 0) {
      if (depth++ === 0) start = markers[2 * p + 1]!;
    } else if (--depth === 0) visit(names[-marker - 1]!, start, markers[2 * p + 1]!);
  }
}

/** A placeholder replaced before the node is handed out. */
const NOT_BUILT: BnfNode[] = [];

/** Where a deferred node keeps its state: a symbol, not enumerable, so no copy, comparison or serialization sees it. */
const DEFERRED = Symbol('uri-grammar deferred children');

/** A deferred node's state: its children are pairs [first, last) of `tree`; its rule and span, to derive them again once the tree is released. */
interface Deferred {
  tree: Tree;
  first: number;
  last: number;
  rule: string;
  start: number;
  end: number;
  children: BnfNode[] | undefined;
}

// One getter and setter for every deferred node, the state on the node (the pattern and the
// measurements of src/rfc2396/fast/lazy.ts).
function read(this: { [DEFERRED]: Deferred }): BnfNode[] {
  const d = this[DEFERRED];
  if (d.children === undefined && d.tree.markers === undefined) derivedAgain(d);
  return (d.children ??= childrenOf(d.tree, d.first, d.last));
}

/** Points `d` at a tree of its own: its span derived again (its tree's markers were released), the markers kept for the nodes deferred below it. */
function derivedAgain(d: Deferred): void {
  Object.assign(d, rederived(d));
}

/** The tree of `d`'s span derived again, and the pairs of its children there. */
function rederived(d: Deferred): { tree: Tree; first: number; last: number } {
  const { input, rederive } = d.tree;
  const again = rederive!(d.rule, input, d.start, d.end);
  return { tree: { input, markers: ownedMarkers(again.markers, again.count, true), names: again.names, close: undefined, rederive }, first: 0, last: again.count / 2 };
}

function write(this: { [DEFERRED]: Deferred }, children: BnfNode[]): void {
  this[DEFERRED].children = children;
}

const ACCESSOR = accessor({ get: read, set: write, enumerable: true, configurable: true });

/** `node` (of rule `rule` over input[start, end)) with `children` read from the pairs [first, last) on first read. */
function deferred(node: BnfNode, tree: Tree, first: number, last: number, rule: string, start: number, end: number): BnfNode {
  Object.defineProperty(node, DEFERRED, { value: { tree, first, last, rule, start, end, children: undefined } satisfies Deferred, enumerable: false, writable: false });
  return Object.defineProperty(node, 'children', ACCESSOR);
}
