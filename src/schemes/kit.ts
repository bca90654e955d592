import { Node, NodeFields, ParseResult, Rule, Span, assertString, failure, fnOf, fromFn, isRule, kindOf, success } from '../combinators';
import { Alphabet } from '../engine/bnf/alphabet';
import type { Expr, Grammar, Rule as ModelRule } from '../engine/bnf/model';
import { unpackGrammar } from '../engine/bnf/packed';
import { rfc1738 as RFC1738_MODEL } from '../generated/models';
import { rfc2396Model } from '../engine/bnf/shipped';
import { renamed } from '../engine/bnf/rename';
import { CompiledStart, type RunOptions, nestingOf } from '../engine/compile/rule';
import { syntaxError } from '../combinators/diagnose';
import { rules as rules2396 } from '../rfc2396/rules';
import { checkRules, registering } from './check';
import { SchemeGrammarError } from './grammar-error';
import type { SchemeParser } from './compiled';
import { withinUri3986 } from './generic3986';
import { withCaseInsensitiveHead } from './head';
import { rules1738 } from '../rfc1738/rules';
import { type SpanBuilder, spanBuilders } from '../combinators/spans';
import { LAZY_NODES, buildTree, rederiveBy, releaseMarkers } from './tree';

/** What a kit rule is made of: its part of the grammar model, and how its value is made. */
type KitPart =
  | { kind: 'literal'; text: string }
  | { kind: 'seq'; parts: Rule<unknown>[] }
  | { kind: 'alt'; options: Rule<unknown>[] }
  | { kind: 'opt'; part: Rule<unknown> }
  | { kind: 'many'; part: Rule<unknown>; min: number }
  | { kind: 'rule'; name: string; body: Rule<unknown>; fields: ((value: unknown, span: Span, input: string) => object) | undefined }
  | { kind: 'ref'; name: string };

/**
 * The node of a `g.rule` without `fields`, as in the tree of the same grammar given as text:
 * its `children` are, in order, the node of each `g.rule` within its body (one of at most one
 * character only if it has `fields`: else it folds into the text) and a leaf
 * `{ type, span, text, children: [] }` for each built-in rule there of more than three
 * characters (`hostport`, not `uchar`); literals and the kit's other parts are no nodes.
 *
 * @example
 * ```ts
 * const ex = defineScheme({ name: 'ex', hierarchical: false, grammar: g.rule('exurl', g.seq(g.literal('ex:'), g.rule('name', g.many(rules1738.uchar, 1)))) });
 * const r = ex.parse('ex:abc');
 * const tree: KitNode<'exurl'> | undefined = r.ok ? r.value.url : undefined;
 * tree?.children.map((c) => c.type); //=> ['name']
 * ```
 */
export interface KitNode<T extends string = string> extends Node<T> {
  children: Node<string>[];
}

const parts = new WeakMap<Rule<unknown>, KitPart>();

function kitRule<T>(part: KitPart): Rule<T> {
  let compiled: KitGrammar | undefined;
  // used as a plain parser (outside a scheme): the longest match at the position, by the same compiled engine
  const r = fromFn<T>((input, i) => {
    compiled ??= compileKit(r as Rule<unknown>);
    const { end, failure: f } = compiled.start.longest(input, i);
    if (end < 0) return failure(i + f!.offset, f!.expected);
    return success(end, compiled.value(input, i, end) as T);
  });
  parts.set(r as Rule<unknown>, part);
  return r;
}

/**
 * The grammar kit: a grammar written in TypeScript, meaning its BNF language (as a grammar
 * given as text does), compiled at registration by the same engine. Where the grammar is
 * ambiguous the derivation takes an earlier alternative first and a longer repetition first
 * (docs/grammar-compiler.md). Built-in rules (`rules1738.hostport`, the RFC 2396 `rules.host`)
 * compose directly; `g.ref(name)` names a `g.rule`, an RFC 1738 or an RFC 2396 rule (in that
 * order), resolved at registration.
 *
 * @example
 * ```ts
 * import { defineScheme, g, rules1738, type Node } from 'uri-grammar';
 *
 * interface Exurl extends Node<'exurl'> { name: string }
 * const exurl = g.rule<Exurl, [string, unknown[]]>(
 *   'exurl',
 *   g.seq(g.literal('ex:'), g.many(rules1738.uchar, 1)),
 *   (_value, span, input) => ({ name: input.slice(span.start + 3, span.end) }),
 * );
 * const ex = defineScheme({ name: 'ex', hierarchical: false, grammar: exurl });
 * const r = ex.parse('ex:abc');
 * if (r.ok) r.value.url.name; //=> 'abc'
 * ```
 */
export const g = {
  /** A literal string, case-sensitive. Its value is the string. */
  literal: (text: string): Rule<string> => kitRule({ kind: 'literal', text: checkedName('g.literal', text, true) }),
  /** The parts in sequence; its value is the tuple of their values. */
  seq: <T extends unknown[]>(...items: { [K in keyof T]: Rule<T[K]> }): Rule<T> => kitRule({ kind: 'seq', parts: checkedRules('g.seq', items) }),
  /** One of the options, at least one (an alternative that adds nothing to the earlier ones is refused at registration); its value is the chosen option's. */
  alt: <T>(...options: Rule<T>[]): Rule<T> => {
    if (options.length === 0) throw new TypeError('uri-grammar: g.alt needs at least one option');
    return kitRule({ kind: 'alt', options: checkedRules('g.alt', options) });
  },
  /** The part or nothing; its value is the part's, or undefined. */
  opt: <T>(part: Rule<T>): Rule<T | undefined> => kitRule({ kind: 'opt', part: checkedRules('g.opt', [part])[0]! }),
  /** `min` (a whole number, 0 by default) or more of the part; its value is the list of their values. */
  many: <T>(part: Rule<T>, min = 0): Rule<T[]> => {
    if (typeof min !== 'number') throw new TypeError(`uri-grammar: g.many expects a number as its minimum, got ${typeof min}`);
    if (!Number.isInteger(min) || min < 0) throw new RangeError(`uri-grammar: g.many expects a whole number of at least 0 as its minimum, got ${min}`);
    return kitRule({ kind: 'many', part: checkedRules('g.many', [part])[0]!, min });
  },
  /**
   * A named rule, named in error rule paths. With `fields`: the node `{ type: name, span, text,
   * ...fields(value of body, span, input) }`. Without: the node `{ type: name, span, text,
   * children }` of a grammar tree ({@link KitNode}), and no value of the body's parts is made.
   */
  rule: kitRuleOf,
  /** A rule by name: a `g.rule` of the grammar, else an RFC 1738 rule, else an RFC 2396 rule. */
  ref: <T = unknown>(name: string): Rule<T> => kitRule({ kind: 'ref', name: checkedName('g.ref', name) }),
};

/** `value` when it is a string (a non-empty one unless `emptyAllowed`), else a TypeError naming the kit function. */
function checkedName(where: string, value: unknown, emptyAllowed = false): string {
  if (typeof value !== 'string') throw new TypeError(`uri-grammar: ${where} expects a string, got ${kindOf(value)}`);
  if (!emptyAllowed && value === '') throw new TypeError(`uri-grammar: ${where} expects a name, got an empty string`);
  return value;
}

/** `parts` when each is a rule (made with g, or a built-in combinator), else a TypeError naming the first that is not. */
function checkedRules(where: string, parts: readonly unknown[]): Rule<unknown>[] {
  const k = parts.findIndex((p) => !isRule(p));
  if (k >= 0) throw new TypeError(`uri-grammar: ${where} expects rules (made with g, or rules1738.*, rules.*), got ${kindOf(parts[k])} as part ${k + 1}`);
  return parts as Rule<unknown>[];
}

function kitRuleOf<Name extends string>(name: Name, body: Rule<unknown>): Rule<KitNode<Name>>;
function kitRuleOf<N extends Node<string>, V>(name: N['type'], body: Rule<V>, fields: (value: V, span: Span, input: string) => NodeFields<N>): Rule<N>;
function kitRuleOf(name: string, body: Rule<unknown>, fields?: (value: never, span: Span, input: string) => object): Rule<unknown> {
  if (fields !== undefined && typeof fields !== 'function') throw new TypeError(`uri-grammar: g.rule expects fields to be a function (value, span, input) => fields, got ${kindOf(fields)}`);
  return kitRule({ kind: 'rule', name: checkedName('g.rule', name), body: checkedRules('g.rule', [body])[0]!, fields: fields as ((value: unknown, span: Span, input: string) => object) | undefined });
}

/** A kit grammar compiled: its start rule, and the value of a derivation. */
export interface KitGrammar {
  start: CompiledStart;
  /** Whether making a value reads the RFC 1738 profile: a built-in rule's value is made, or a `fields` callback may run. */
  readsProfile: boolean;
  /** The value of input[from, to), a member. */
  value(input: string, from: number, to: number): unknown;
  /** The value of input[from, to), or undefined for a non-member (one derivation, no membership pass before it). */
  derived(input: string, from: number, to: number): { value: unknown } | undefined;
}

let builtins: { rules: Map<string, ModelRule>; byRule: Map<Rule<unknown>, string> } | undefined;

/** The RFC 1738 rules under their names and the RFC 2396 rules as `rfc2396:<name>`, as model rules and by combinator. */
function builtinRules(): NonNullable<typeof builtins> {
  if (builtins) return builtins;
  const rules = new Map(unpackGrammar(RFC1738_MODEL).rules); // grammar/rfc1738.bnf as read (by the build)
  const byRule = new Map<Rule<unknown>, string>();
  for (const [name, r] of Object.entries(rules1738)) if (rules.has(name)) byRule.set(r, name);
  for (const r of rfc2396Model().rules.values()) {
    const name = `rfc2396:${r.name}`;
    rules.set(name, { ...r, name, expr: renamed(r.expr, (ref) => `rfc2396:${ref.name}`) });
    const combinator = (rules2396 as Record<string, Rule<unknown>>)[r.name];
    if (combinator && !byRule.has(combinator)) byRule.set(combinator, name);
  }
  return (builtins = { rules, byRule });
}


const at = { line: 0, column: 0 };

/**
 * Compiles the kit grammar whose root is `root`: each kit rule reachable from it becomes a
 * model rule (a `g.rule` under its name, every other part under a hidden name), every one a
 * tree node of the derivation, from which the values are made. Throws SchemeGrammarError;
 * `run.maxNesting` bounds the calls of recursive g.rules open at once (a TypeError unless a
 * positive integer or Infinity).
 */
export function compileKit(root: Rule<unknown>, scheme?: string, run: RunOptions = {}): KitGrammar {
  const maxNesting = nestingOf(run.maxNesting); // a bad value is a TypeError before anything is compiled
  const { rules: builtinModel, byRule } = builtinRules();
  const rules = new Map<string, ModelRule>(builtinModel);
  const names = new Map<Rule<unknown>, string>();
  /** Per model rule name: how its value is made. */
  const makers = new Map<string, Maker>();
  const userRules = new Map<string, Rule<unknown>>();
  const refs: Array<{ rule: Rule<unknown>; name: string }> = [];
  let hidden = 0;
  // every kit rule reachable from the root, iteratively
  const nameOf = (r: Rule<unknown>): string => {
    let name = names.get(r);
    if (name !== undefined) return name;
    const part = parts.get(r);
    if (!part) {
      const builtin = byRule.get(r);
      if (builtin === undefined) throw new SchemeGrammarError('(grammar)', 'undefined-rule', 'a part of the grammar is neither made with g nor a built-in rule (rules1738, rules): the compiled engine cannot read it');
      name = ` k${hidden++}`;
      makers.set(name, { builtin: r, name: builtin.replace(/^rfc2396:/, ''), role: BUILTIN });
      rules.set(name, { name, expr: { kind: 'ref', name: builtin, at }, at });
    } else if (part.kind === 'rule') {
      name = `user:${part.name}`;
      if (userRules.has(part.name) && userRules.get(part.name) !== r) {
        throw new SchemeGrammarError(part.name, 'duplicate-rule', `two different g.rules are named "${part.name}": give each a name of its own (errors, trees and g.ref tell rules apart by name)`);
      }
      userRules.set(part.name, r);
      makers.set(name, { part, inner: [], role: part.fields ? VALUED_RULE : TREE_RULE });
    } else {
      name = ` k${hidden++}`;
      makers.set(name, { part, inner: [], role: HIDDEN });
      if (part.kind === 'ref') refs.push({ rule: r, name });
    }
    names.set(r, name);
    owners.set(name, current);
    pending.push(r);
    return name;
  };
  /** The model rule whose parts are being named, and for each rule the one that first named it. */
  let current = '';
  const owners = new Map<string, string>();
  const pending: Rule<unknown>[] = [];
  const rootName = nameOf(root);
  while (pending.length > 0) {
    const r = pending.pop()!;
    const name = names.get(r)!;
    current = name;
    const part = parts.get(r);
    if (!part) continue; // a built-in: its model rule is made
    const ref = (x: Rule<unknown>): Expr => ({ kind: 'ref', name: nameOf(x), at });
    let expr: Expr;
    switch (part.kind) {
      case 'literal':
        expr = { kind: 'literal', text: part.text };
        break;
      case 'seq':
        expr = part.parts.length === 0 ? { kind: 'literal', text: '' } : { kind: 'seq', items: part.parts.map(ref) };
        break;
      case 'alt':
        expr = { kind: 'alt', options: part.options.map(ref) };
        break;
      case 'opt':
        expr = { kind: 'repeat', min: 0, max: 1, item: ref(part.part) };
        break;
      case 'many':
        expr = { kind: 'repeat', min: part.min, max: null, item: ref(part.part) };
        break;
      case 'rule':
        expr = ref(part.body);
        break;
      case 'ref':
        expr = { kind: 'literal', text: '' }; // resolved below, once every g.rule is known
        break;
    }
    rules.set(name, { name, expr, at });
  }
  /** Per `g.ref` of a `g.rule`: the rule's name. */
  const refTargets = new Map<string, string>();
  for (const { name } of refs) {
    const wanted = (makers.get(name) as { part: Extract<KitPart, { kind: 'ref' }> }).part.name;
    const user = userRules.get(wanted);
    const target = user ? names.get(user)! : builtinModel.has(wanted) ? wanted : builtinModel.has(`rfc2396:${wanted}`) ? `rfc2396:${wanted}` : undefined;
    if (target === undefined) throw new SchemeGrammarError(wanted, 'undefined-rule', 'undefined rule: it is neither a g.rule of this grammar nor an RFC 1738 or RFC 2396 rule');
    rules.set(name, { name, expr: { kind: 'ref', name: target, at }, at });
    if (user) refTargets.set(name, target);
    else makers.set(name, { builtin: target.startsWith('rfc2396:') ? (rules2396 as Record<string, Rule<unknown>>)[wanted]! : (rules1738 as Readonly<Record<string, Rule<unknown>>>)[wanted]!, name: wanted, role: BUILTIN });
  }
  const model: Grammar = { rules, warnings: [] };
  const grammar = scheme === undefined ? model : withCaseInsensitiveHead(model, rootName, scheme, (name) => makers.has(name));
  const kitNames = [...makers.keys()];
  const shown = (name: string): string | null => (name.startsWith(' ') ? null : name.startsWith('user:') ? name.slice(5) : name.replace(/^rfc2396:/, ''));
  const alphabet = new Alphabet(grammar);
  /** The rule a problem is reported in: the g.rule enclosing a hidden part. */
  const owner = (rule: string): string => {
    for (let r: string | undefined = rule, hops = 0; r && hops < 100_000; r = owners.get(r), hops++) {
      const visible = shown(r);
      if (visible !== null) return visible;
    }
    return '(grammar)';
  };
  const facts = checkRules(grammar, kitNames, owner);
  // a literal part whose value is its text (not the case-insensitive head, not "") is no node: its parent knows its value
  const constants = new Map<string, string>();
  for (const [name, maker] of makers) {
    if ('part' in maker && maker.part.kind === 'literal' && maker.part.text !== '' && grammar.rules.get(name)!.expr.kind === 'literal') constants.set(name, maker.part.text);
  }
  const { valued, inTrees } = readParts(rootName, makers, names, refTargets);
  const maxLength = (name: string) => facts.get(grammar.rules.get(name)!.expr)?.maxLength ?? Infinity;
  for (const [name, maker] of makers) {
    if ('builtin' in maker && maxLength(name) > 3) maker.role = LEAF;
    // a g.rule without fields of at most one character folds into its parent's text in a tree, as a text grammar's rule does
    if (maker.role === TREE_RULE && name !== rootName && maxLength(name) <= 1) maker.role = SHORT_RULE;
  }
  // a g.rule is a node (a short one only where its value is read); a hidden part where its value is read (a g.ref of a
  // g.rule never: its value is the rule's node); a built-in where its value is read or it is a tree's leaf
  const isNode = (name: string) => {
    const maker = makers.get(name);
    if (maker === undefined || constants.has(name)) return false;
    if ('builtin' in maker) return valued.has(name) || (inTrees.has(name) && maker.role === LEAF);
    if (maker.role === SHORT_RULE) return valued.has(name);
    return maker.part.kind === 'rule' || (valued.has(name) && !refTargets.has(name));
  };
  // every part keeps its own states, so that a one-character literal is named by its text in errors (not by its hidden
  // rule); a folded one-character g.rule does not: it is one edge, named by the rule, as in a text grammar
  const keep = (name: string) => makers.has(name) && !(makers.get(name)!.role === SHORT_RULE && !valued.has(name));
  const start = registering(() => new CompiledStart(grammar, rootName, { node: isNode, keep, frameName: shown }, alphabet, facts, { maxNesting }), owner);
  const constantOf = (r: Rule<unknown>) => constants.get(names.get(r)!);
  for (const maker of makers.values()) {
    if ('builtin' in maker) maker.fromSpan = spanBuilders.get(maker.builtin);
    else maker.inner = innerParts(maker.part).map(constantOf);
  }
  const byMarker = start.nfa.nodeNames.map((name) => makers.get(name)!); // marker k's maker at k - 1: no lookup by name per marker
  const roles = Int8Array.from(byMarker, (maker) => maker.role);
  const rootMaker = makers.get(rootName)!;
  // a grammar whose every node is a tree node (no fields anywhere): the tree builder of text grammars, children of a large tree built on read
  const tree = rootMaker.role === TREE_RULE && byMarker.every((maker) => maker.role === TREE_RULE || maker.role === LEAF);
  const typeOf = (maker: Maker) => ('builtin' in maker ? maker.name : maker.part.kind === 'rule' ? maker.part.name : '');
  const types = byMarker.map(typeOf);
  const rootType = typeOf(rootMaker);
  // a large tree is released before anything reads it (no meaning runs on a kit's tree): the one node ever derived
  // again is the root, whose first read derives the whole span and keeps those markers for the nodes below it
  const rederive = rederiveBy(() => start, () => types);
  /** How many derivations of this grammar are having their values made: more than one when a callback parsed with it again. */
  let reading = 0;
  const derived = (input: string, from: number, to: number): { value: unknown } | undefined => {
    // a callback of an outer derivation is running, whose values are read from the marker buffer: derive into a new one
    if (reading > 0) start.takeMarkers();
    const count = start.deriveCount(input, from, to);
    if (count < 0) return undefined;
    if (!tree) {
      reading++;
      try {
        return { value: valuesOf(input, from, to, start.markers, count, byMarker, roles, rootMaker) };
      } finally {
        reading--;
      }
    }
    const large = count > 4 * LAZY_NODES; // a tree built on read holds its markers until released: hand the buffer over rather than copy it
    const value = buildTree(input, from, to, rootType, large ? start.takeMarkers() : start.markers, types, count, large, undefined, rederive);
    if (large) releaseMarkers(value); // no meaning reads it: a node read derives its span again
    return { value };
  };
  const readsProfile = [...makers].some(([name, maker]) => ('builtin' in maker ? valued.has(name) : maker.role === VALUED_RULE));
  return {
    start,
    readsProfile,
    value: (input, from, to) => derived(input, from, to)!.value,
    derived,
  };
}

/**
 * What a node is: a hidden part (seq, alt, opt, many, ref, a literal that is a node), a
 * g.rule with fields, a g.rule without (one of at most one character: SHORT_RULE), a built-in
 * rule, a built-in rule that is a leaf where it is in a tree (of more than three characters,
 * as in the tree of a grammar given as text).
 */
type Role = typeof HIDDEN | typeof VALUED_RULE | typeof TREE_RULE | typeof SHORT_RULE | typeof BUILTIN | typeof LEAF;
const HIDDEN = 0;
const VALUED_RULE = 1;
const TREE_RULE = 2;
const BUILTIN = 3;
const LEAF = 4;
/** A g.rule without fields of at most one character: a node only where a callback reads it, folded in a tree. */
const SHORT_RULE = 5;

/**
 * Which parts' values are read (`valued`): the root's, and every part within the body of a
 * g.rule with `fields` (whose callback gets the body's value), down to the g.rules and
 * built-ins inside. The body of a g.rule without `fields` makes no value: its parts are read
 * for the tree's nodes only, and a built-in there (`inTrees`) is a leaf of the tree.
 * Iterative (a grammar may nest deeply).
 */
function readParts(root: string, makers: ReadonlyMap<string, Maker>, names: ReadonlyMap<Rule<unknown>, string>, refTargets: ReadonlyMap<string, string>): { valued: Set<string>; inTrees: Set<string> } {
  const valued = new Set<string>();
  const inTrees = new Set<string>();
  const work: Array<[name: string, read: boolean]> = [[root, true]];
  while (work.length > 0) {
    const [name, read] = work.pop()!;
    const maker = makers.get(name);
    const seen = read ? valued : inTrees;
    if (maker === undefined || seen.has(name)) continue;
    seen.add(name);
    if ('builtin' in maker) continue;
    const { part } = maker;
    if (part.kind === 'rule') {
      work.push([names.get(part.body)!, part.fields !== undefined]);
      continue;
    }
    const target = refTargets.get(name);
    if (target !== undefined) work.push([target, read]);
    for (const inner of innerParts(part)) work.push([names.get(inner)!, read]);
  }
  return { valued, inTrees };
}

/** The parts a kit part is made of, in order. */
function innerParts(part: KitPart): Rule<unknown>[] {
  switch (part.kind) {
    case 'seq':
      return part.parts;
    case 'alt':
      return part.options;
    case 'opt':
    case 'many':
      return [part.part];
    case 'rule':
      return [part.body];
    default:
      return [];
  }
}

/**
 * How a node's value is made: from a kit part (`inner`, filled once the grammar is compiled:
 * for each of its parts, the text of a literal that is no node, else undefined), or by a
 * built-in rule (`fromSpan`: its span builder, when it has one).
 */
type Maker = { part: KitPart; inner: Array<string | undefined>; role: Role } | BuiltinMaker;
type BuiltinMaker = { builtin: Rule<unknown>; name: string; fromSpan?: SpanBuilder<Node<string>> | undefined; role: typeof BUILTIN | typeof LEAF };

/**
 * The value of the root from the derivation's markers: each node's value made when it closes,
 * from its children's, which wait in `done` from where it opened (stacks by index, as the
 * tree builder's: no object per open node).
 */
function valuesOf(input: string, from: number, to: number, markers: ArrayLike<number>, count: number, byMarker: readonly Maker[], roles: Int8Array, root: Maker): unknown {
  const open: number[] = []; // per open node: its marker, start, first child in `done`, and 1 where it is in a tree (the body of a g.rule without fields)
  let depth = 0;
  const done: unknown[] = [];
  let waiting = 0;
  let inTree = root.role === TREE_RULE;
  for (let k = 0; k < count; k += 2) {
    const marker = markers[k]!;
    if (marker > 0) {
      open[depth] = marker;
      open[depth + 1] = markers[k + 1]!;
      open[depth + 2] = waiting;
      open[depth + 3] = inTree ? 1 : 0;
      depth += 4;
      const role = roles[marker - 1];
      inTree = role === TREE_RULE || role === SHORT_RULE || (role === HIDDEN && inTree);
    } else {
      depth -= 4;
      const node = open[depth]! - 1;
      const role = roles[node];
      inTree = open[depth + 3] === 1;
      const first = open[depth + 2]!;
      if (!inTree || role === VALUED_RULE || role === TREE_RULE) done[first] = valueOf(byMarker[node]!, input, open[depth + 1]!, markers[k + 1]!, done, first, waiting);
      else if (role === LEAF) done[first] = treeLeaf(byMarker[node] as BuiltinMaker, input, open[depth + 1]!, markers[k + 1]!);
      else continue; // in a tree, a hidden part, a short built-in or a short g.rule (a node because its value is read elsewhere): its nodes are its parent's children
      waiting = first + 1;
    }
  }
  return valueOf(root, input, from, to, done, 0, waiting);
}


/** A built-in rule in a tree: a leaf, as in the tree of a grammar given as text. */
function treeLeaf(maker: BuiltinMaker, input: string, start: number, end: number): KitNode {
  return { type: maker.name, span: { start, end }, text: input.slice(start, end), children: [] };
}

/** The value of a node of `maker` over input[start, end) whose children's values are done[first, last). */
function valueOf(maker: Maker, input: string, start: number, end: number, done: unknown[], first: number, last: number): unknown {
  if ('builtin' in maker) {
    // the node of a built-in rule over exactly [start, end): made from the span where the rule has a builder, else by a run of
    // the rule. The derivation marked the span as the rule's, by RFC 1738 as published, whose every rule's language each
    // reading's contains: the span is the rule's under the running reading too, and the builder need not test it.
    const made = maker.fromSpan?.(input, start, end, true);
    if (made) return made;
    const r = fnOf(maker.builtin)(input.slice(0, end), start);
    return r.status && r.index === end ? r.value : { type: maker.name, span: { start, end }, text: input.slice(start, end) };
  }
  const { part, inner } = maker;
  switch (part.kind) {
    case 'literal': // a literal that is a node: the head (in the input's case), or ""
      return input.slice(start, end);
    case 'seq': {
      const tuple: unknown[] = new Array(inner.length);
      let child = first;
      for (let k = 0; k < inner.length; k++) tuple[k] = inner[k] ?? done[child++];
      return tuple;
    }
    case 'alt': // no child: the option taken is a literal, its text the span's
      return first < last ? done[first] : input.slice(start, end);
    case 'ref':
      return done[first];
    case 'opt':
      return first < last ? done[first] : inner[0] !== undefined && end > start ? inner[0] : undefined;
    case 'many':
      return inner[0] === undefined ? done.slice(first, last) : new Array<string>((end - start) / inner[0].length).fill(inner[0]);
    case 'rule': {
      if (part.fields === undefined) return { type: part.name, span: { start, end }, text: input.slice(start, end), children: first === last ? [] : done.slice(first, last) };
      const node = { type: part.name, span: { start, end }, text: input.slice(start, end) };
      const fields = part.fields(inner[0] ?? done[first], { start, end }, input);
      checkFields(fields, part.name);
      // assign, not spread: V8 (Node 20) spreads an object several times slower
      return Object.assign(node, fields);
    }
  }
}

/**
 * The keys a `fields` result may not give: the node's own, and `__proto__` (which
 * `Object.assign` would make its prototype). `children` is no key of a node with fields: a
 * rule typed as a tree node (`KitNode`) gives its own.
 */
const NODE_KEYS = ['type', 'span', 'text', '__proto__'] as const;

/** Refuses (TypeError, naming the rule and the key) a `fields` result that would overwrite the node's type, span, text or prototype. */
function checkFields(fields: unknown, rule: string): void {
  if (typeof fields !== 'object' || fields === null) return;
  // the own enumerable string keys are what Object.assign copies (one list, from V8's enum cache: not a lookup per key)
  const keys = Object.keys(fields);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k]!;
    if ((NODE_KEYS as readonly string[]).includes(key)) {
      throw new TypeError(`uri-grammar: the fields of g.rule "${rule}" give "${key}", which would overwrite the node's ${key === '__proto__' ? 'prototype' : key}: name the field otherwise`);
    }
  }
}

/** The scheme parser of a kit grammar: the value of a member, or the error of a non-member in the grammar's words. */
export function kitParser(kit: KitGrammar): SchemeParser {
  return {
    readsProfile: kit.readsProfile,
    isWithinRfc3986: withinUri3986(kit.start),
    matches: (input, end) => kit.start.matches(input, 0, end),
    start: kit.start,
    parse(input, end): ParseResult<unknown> {
      assertString(input);
      const member = kit.derived(input, 0, end);
      if (member) return { ok: true, value: member.value };
      const f = kit.start.diagnose(input, 0, end)!;
      return { ok: false, error: syntaxError(input, f.offset, f.expected, f.rulePath, f.nestingTooDeep ? 'nesting-too-deep' : undefined) };
    },
  };
}

