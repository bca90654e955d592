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
}

/**
 * `start` of a built-in `grammar` (checked when the package was built) with the nodes of
 * NODE_RULES marked, on the engine without its checks; `alphabet` when the caller shares one.
 */
export function startAst(grammar: Grammar, start: string, options: CompileOptions = {}, alphabet?: Alphabet): CompiledAst {
  const nodes = new Set(NODE_RULES.filter((r) => grammar.rules.has(r)));
  const compiled = new StartRule(grammar, start, { ...options, node: (name) => nodes.has(name) }, alphabet);
  const byRule = fieldsOf(grammar, nodes, [...nodes, start]);
  const names = compiled.nfa.nodeNames;
  return { start: compiled, names, fields: names.map((n) => byRule.get(n) ?? []), root: byRule.get(start) ?? [] };
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
  // the markers used, copied: the derivation's buffer (room for more) stays with the rule for the next input
  const markers = c.start.markers.slice(0, count);
  const tree: LazyTree = { c, input, markers, close: closingPairs(markers) };
  return nodeOfPairs(tree, c.start.start, c.root, from, to, 0, count / 2);
}

/** What the nodes of a large tree are made from: `close[p]` is the end pair of the start pair p. */
interface LazyTree {
  c: CompiledAst;
  input: string;
  markers: Int32Array;
  close: Int32Array;
}

/**
 * The node of rule `type` at `[start, end)` whose children are the pairs [first, last): each
 * field in the rule's order; a list whose elements span more than LAZY_LIST nodes in all
 * deferred (./fast/lazy), every other child built now (the depth is the grammar's nesting).
 */
function nodeOfPairs(tree: LazyTree, type: string, fields: readonly Field[], start: number, end: number, first: number, last: number): Node<string> {
  const { c, input, markers, close } = tree;
  const out = { type, span: { start, end }, text: input.slice(start, end) } as Node<string> & Record<string, unknown>;
  const child = (p: number): Node<string> => {
    const rule = markers[2 * p]! - 1;
    return nodeOfPairs(tree, c.names[rule]!, c.fields[rule]!, markers[2 * p + 1]!, markers[2 * close[p]! + 1]!, p + 1, close[p]!);
  };
  const isField = (p: number, field: Field) => c.names[markers[2 * p]! - 1] === field.rule;
  for (const field of fields) {
    if (!field.list) {
      for (let p = first; p < last; p = close[p]! + 1) {
        if (isField(p, field)) {
          out[field.name] = child(p);
          break;
        }
      }
      continue;
    }
    let nodes = 0; // a child of pairs [p, close[p]] has (close[p] - p + 1) / 2 nodes
    for (let p = first; p < last; p = close[p]! + 1) if (isField(p, field)) nodes += (close[p]! - p + 1) / 2;
    const list = (_input: string, from: number, to: number): Node<string>[] => {
      const elements: Node<string>[] = [];
      for (let p = from; p < to; p = close[p]! + 1) if (isField(p, field)) elements.push(child(p));
      return elements;
    };
    if (nodes > LAZY_LIST) defer(out, field.name, list, input, first, last);
    else out[field.name] = list(input, first, last);
  }
  return out;
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
