import type { Node } from '../combinators';
import type { Expr, Grammar } from '../engine/bnf/model';
import { closingPairs } from '../engine/compile/markers';
import { type CompileOptions, StartRule } from '../engine/compile/start';
import type { Alphabet } from '../engine/bnf/alphabet';
import { LAZY_LIST, defer } from './fast/lazy';

/*
 * The RFC 2396 AST of a URI-reference from a compiled grammar (grammar/rfc2396.bnf, or a
 * reading that edits it): the engine derives the input and marks where each node rule starts
 * and ends; the nodes are made from those marks. What the grammar cannot say is one list and
 * one naming rule, both here:
 * - which rules are nodes (the AST's types, ./ast.ts RuleNodes); the others fold into their
 *   parent's text;
 * - a node's field for a child rule is the rule's name in camelCase (`hier_part` → `hierPart`,
 *   `IPv4address` as it is), and a child that the parent's rule repeats is a list, named in
 *   the plural (`domainlabels`, `segments`, `params`), present even when empty.
 * Fields come in the order the parent's rule names them. The tree is the engine's derivation:
 * left to right, an earlier alternative first, a repetition as long as the rest still matches
 * (docs/grammar-compiler.md, "The tree"), which for Appendix A is the AST the library has
 * always given (spec/rfc2396/compiled.spec.ts).
 */

/** The rules of Appendix A (and of its readings) that are nodes of the AST. */
export const NODE_RULES: readonly string[] = [
  'URI-reference', 'absoluteURI', 'relativeURI', 'scheme', 'hier_part', 'opaque_part', 'net_path', 'abs_path', 'rel_path', 'rel_segment',
  'authority', 'server', 'reg_name', 'userinfo', 'hostport', 'host', 'hostname', 'domainlabel', 'toplabel', 'IPv4address', 'port',
  'path_segments', 'segment', 'param', 'query', 'fragment',
  // RFC 2732 §3 (the reading updates: 'rfc2732'; absent from Appendix A)
  'IPv6reference', 'IPv6address',
];

/** A field of a node: the child rule it holds, its name, and whether it is a list. */
export interface Field {
  rule: string;
  name: string;
  list: boolean;
}

/** `hier_part` → `hierPart`; a list's name in the plural. */
function fieldName(rule: string, list: boolean): string {
  const name = rule.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return list ? `${name}s` : name;
}

/**
 * The fields of each rule of `owners` (default: the node rules): the node rules its expression
 * refers to (through rules that are no nodes), in order; a list when a repetition of more than
 * one may hold it.
 */
export function fieldsOf(grammar: Grammar, nodes: ReadonlySet<string>, owners: Iterable<string> = nodes): Map<string, Field[]> {
  const out = new Map<string, Field[]>();
  for (const owner of owners) {
    const rule = grammar.rules.get(owner);
    if (!rule) continue;
    const found = new Map<string, boolean>(); // rule → list, in first-seen order
    const through = new Set<string>();
    const visit = (e: Expr, repeated: boolean): void => {
      switch (e.kind) {
        case 'ref':
          if (nodes.has(e.name)) found.set(e.name, (found.get(e.name) ?? false) || repeated);
          else if (!through.has(e.name) && grammar.rules.has(e.name)) {
            through.add(e.name);
            visit(grammar.rules.get(e.name)!.expr, repeated);
          }
          return;
        case 'seq':
          for (const item of e.items) visit(item, repeated);
          return;
        case 'alt':
          for (const option of e.options) visit(option, repeated);
          return;
        case 'repeat':
          visit(e.item, repeated || e.max === null || e.max > 1);
          return;
        default:
          return;
      }
    };
    visit(rule.expr, false);
    out.set(owner, [...found].map(([name, list]) => ({ rule: name, name: fieldName(name, list), list })));
  }
  return out;
}

/** A start rule compiled with the node rules marked, and what building its nodes needs. */
export interface CompiledAst {
  start: StartRule;
  /** Per marker k (1-based): the fields of rule k's node. */
  fields: readonly (readonly Field[])[];
  /** Per marker k (1-based): its rule's name. */
  names: readonly string[];
  /** The fields of the start rule's node (the whole input, which the engine does not mark). */
  root: readonly Field[];
  /** The same grammar with another rule as start (`StartRule.ruleNamed`): what derives the span of a node again. */
  ruleNamed(rule: string): CompiledAst;
}

/**
 * `start` of a built-in `grammar` (checked when the package was built) with the nodes of
 * NODE_RULES marked, on the engine without its checks; `alphabet` when the caller shares one.
 */
export function startAst(grammar: Grammar, start: string, options: CompileOptions = {}, alphabet?: Alphabet): CompiledAst {
  const nodes = new Set(NODE_RULES.filter((r) => grammar.rules.has(r)));
  const compiled = new StartRule(grammar, start, { ...options, node: (name) => nodes.has(name) }, alphabet);
  const byRule = fieldsOf(grammar, nodes, [...nodes, start]);
  const siblings = new Map<string, CompiledAst>();
  // a sibling's start is the rule of a node (the owner of a list read after the release): its fields are byRule's
  const astOfRule = (rule: StartRule): CompiledAst => {
    const names = rule.nfa.nodeNames;
    const ast: CompiledAst = { start: rule, names, fields: names.map((n) => byRule.get(n) ?? []), root: byRule.get(rule.start) ?? [], ruleNamed };
    siblings.set(rule.start, ast);
    return ast;
  };
  const ruleNamed = (rule: string): CompiledAst => siblings.get(rule) ?? astOfRule(compiled.ruleNamed(rule));
  return astOfRule(compiled);
}

/**
 * The node of `input[from, to)` as `c`'s start rule, or undefined when it is none. A tree of
 * more than LAZY_LIST nodes keeps the derivation's markers and builds each list of more than
 * LAZY_LIST nodes (its elements and theirs) on first read, as the fast path does (./fast/lazy).
 */
export function astOf(c: CompiledAst, input: string, from = 0, to = input.length): Node<string> | undefined {
  const count = c.start.deriveCount(input, from, to);
  if (count < 0) return undefined;
  if (count <= 4 * LAZY_LIST) return eagerAst(c, input, from, to, c.start.markers, count);
  const tree = lazyTree(c, input, count);
  const node = nodeOfPairs(tree, c.start.start, c.root, from, to, 0, count / 2);
  // the tree keeps no markers (16 bytes a node: 8 a character for a hostname of one-letter labels): a list
  // deferred derives its owner's span again when it is read
  tree.markers = undefined;
  tree.close = undefined;
  return node;
}

/** The markers of c's last derivation, copied (the derivation's buffer, room for more, stays with the rule for the next input). */
function lazyTree(c: CompiledAst, input: string, count: number): LazyTree {
  const markers = c.start.markers.slice(0, count);
  return { c, input, markers, close: closingPairs(markers) };
}

/**
 * What the nodes of a large tree are made from: `close[p]` is the end pair of the start pair
 * p. Undefined markers: released, once the nodes astOf makes at once are made.
 */
interface LazyTree {
  c: CompiledAst;
  input: string;
  markers: Int32Array | undefined;
  close: Int32Array | undefined;
}

/**
 * The node of rule `type` at `[start, end)` whose children are the pairs [first, last): each
 * field in the rule's order; a list whose elements span more than LAZY_LIST nodes in all
 * deferred (./fast/lazy), every other child built now (the depth is the grammar's nesting).
 */
function nodeOfPairs(tree: LazyTree, type: string, fields: readonly Field[], start: number, end: number, first: number, last: number): Node<string> {
  const { c, input } = tree;
  const markers = tree.markers!;
  const close = tree.close!;
  const out = { type, span: { start, end }, text: input.slice(start, end) } as Node<string> & Record<string, unknown>;
  const isField = (p: number, field: Field) => c.names[markers[2 * p]! - 1] === field.rule;
  for (const field of fields) {
    if (!field.list) {
      for (let p = first; p < last; p = close[p]! + 1) {
        if (isField(p, field)) {
          out[field.name] = childOfPairs(tree, p);
          break;
        }
      }
      continue;
    }
    let nodes = 0; // a child of pairs [p, close[p]] has (close[p] - p + 1) / 2 nodes
    for (let p = first; p < last; p = close[p]! + 1) if (isField(p, field)) nodes += (close[p]! - p + 1) / 2;
    if (nodes <= LAZY_LIST) out[field.name] = listOfPairs(tree, field, first, last);
    else {
      // read after astOf released the tree: this node's span derived again, its rule as start rule (the
      // derivation the whole input had below it: the first in priority order, docs/grammar-compiler.md)
      defer(out, field.name, () => {
        const again = c.ruleNamed(type);
        const count = again.start.deriveMember(input, start, end);
        return listOfPairs(lazyTree(again, input, count), field, 0, count / 2);
      }, input, start, end);
    }
  }
  return out;
}

/** The node whose start marker is pair p, with its subtree. */
function childOfPairs(tree: LazyTree, p: number): Node<string> {
  const { c } = tree;
  const markers = tree.markers!;
  const close = tree.close!;
  const rule = markers[2 * p]! - 1;
  return nodeOfPairs(tree, c.names[rule]!, c.fields[rule]!, markers[2 * p + 1]!, markers[2 * close[p]! + 1]!, p + 1, close[p]!);
}

/** The elements of list field `field` among the children at pairs [first, last). */
function listOfPairs(tree: LazyTree, field: Field, first: number, last: number): Node<string>[] {
  const { c } = tree;
  const markers = tree.markers!;
  const close = tree.close!;
  const elements: Node<string>[] = [];
  for (let p = first; p < last; p = close[p]! + 1) if (c.names[markers[2 * p]! - 1] === field.rule) elements.push(childOfPairs(tree, p));
  return elements;
}

/** astOf for a small tree: nodes made as their rule ends, children first (iterative). */
function eagerAst(c: CompiledAst, input: string, from: number, to: number, markers: ArrayLike<number>, count: number): Node<string> {
  const open: number[] = []; // per open node: marker, start, where its children begin in `done`
  const done: Node<string>[] = [];
  let waiting = 0;
  let depth = 0;
  for (let k = 0; k < count; k += 2) {
    const marker = markers[k]!;
    const at = markers[k + 1]!;
    if (marker > 0) {
      open[depth] = marker;
      open[depth + 1] = at;
      open[depth + 2] = waiting;
      depth += 3;
      continue;
    }
    depth -= 3;
    const rule = open[depth]! - 1;
    const start = open[depth + 1]!;
    const first = open[depth + 2]!;
    done[first] = nodeOf(c.names[rule]!, c.fields[rule]!, input, start, at, done, first, waiting);
    waiting = first + 1;
  }
  return nodeOf(c.start.start, c.root, input, from, to, done, 0, waiting);
}

/** The node of rule `type` at `[start, end)`, its children `done[first, last)`. */
function nodeOf(type: string, fields: readonly Field[], input: string, start: number, end: number, done: Node<string>[], first: number, last: number): Node<string> {
  const out = { type, span: { start, end }, text: input.slice(start, end) } as Node<string> & Record<string, unknown>;
  // the fields in the rule's order, assigned (a spread is several times slower in V8)
  for (const field of fields) {
    if (field.list) {
      const list: Node<string>[] = [];
      for (let k = first; k < last; k++) if (done[k]!.type === field.rule) list.push(done[k]!);
      out[field.name] = list;
    } else {
      for (let k = first; k < last; k++) {
        if (done[k]!.type === field.rule) {
          out[field.name] = done[k];
          break;
        }
      }
    }
  }
  return out;
}
