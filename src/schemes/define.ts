import P from 'parsimmon';
import { Node, NodeFields, ParseFn, ParseResult, Rule, Span, alt, fnOf, fromFn, literal, many, opt, rule, seq } from '../engine';
import { BnfError, readGrammar } from '../engine/bnf';
import { checkGrammar } from '../engine/bnf/check';
import type { Expr, Grammar, Rule as BnfRule } from '../engine/bnf/model';
import { rules as rules2396 } from '../rfc2396';
import { SchemeGrammarError, checkRules } from './check';
import { builtinText } from './fromBnf';
import { SchemeUrl, parseUrl, type ParseUrlOptions } from './parseUrl';
import { register } from './registry';
import { rules1738 } from './rules';

/** What defineScheme and overrideScheme take (and schemeFromBnf returns). */
export interface SchemeDefinition<T> {
  name: string;
  defaultPort?: number;
  hierarchical: boolean;
  /** A whole URL of the scheme (without fragment), e.g. `"ldap://" [ hostport ] ...`. */
  grammar: Rule<T>;
}

/** A registered scheme, with a parse whose result type carries the scheme's own AST. */
export interface RegisteredScheme<T> {
  readonly name: string;
  /**
   * Parses `input` with `parseUrl`; the result's `url` is typed with this scheme's grammar node.
   */
  parse(input: string, options?: ParseUrlOptions): ParseResult<SchemeUrl<string, T>>;
}

// ---- The grammar kit: engine combinators that also record their BNF model for the checks.

const OPAQUE = ' opaque';
const models = new WeakMap<Rule<unknown>, Expr>();
/** Rules made with `g.rule`: their name and body. */
const definitions = new Map<Expr, { name: string; body: Expr; rule: Rule<unknown> }>();
/** References by name made with `g.ref`: the slot the registration fills. */
const slots = new Map<Expr, { name: string; fn?: ParseFn<unknown> }>();
const at = { line: 0, column: 0 };

function builtinModel(): Map<Rule<unknown>, Expr> {
  const known = new Map<Rule<unknown>, Expr>();
  for (const [name, r] of Object.entries(rules1738)) known.set(r, { kind: 'ref', name, at });
  for (const [name, r] of Object.entries(rules2396)) if (!known.has(r as Rule<unknown>)) known.set(r as Rule<unknown>, { kind: 'ref', name: `rfc2396:${name}`, at });
  return known;
}
let builtins: Map<Rule<unknown>, Expr> | undefined;

/** The model of any rule: recorded by the kit, a built-in rule's name, or opaque. */
function modelOf(r: Rule<unknown>): Expr {
  return models.get(r) ?? (builtins ??= builtinModel()).get(r) ?? { kind: 'ref', name: OPAQUE, at };
}

function recorded<T>(r: Rule<T>, expr: Expr): Rule<T> {
  models.set(r as Rule<unknown>, expr);
  return r;
}

/**
 * Combinators for user grammars: the engine's, recording what they are made of so that a
 * grammar can be checked when registered. Built-in rules (`rules1738.hostport`, the RFC 2396
 * `rules.host`) compose directly; `g.ref(name)` names a `g.rule`, an RFC 1738 or an RFC 2396
 * rule (in that order) and is resolved at registration.
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
 * if (r.ok) r.value.url.name; // 'abc'
 * ```
 */
export const g = {
  /**
   * A case-sensitive literal.
   */
  literal: (text: string): Rule<string> => recorded(literal(text), { kind: 'literal', text }),
  /**
   * The parts in order; the value is the tuple of their values.
   */
  seq: <T extends unknown[]>(...parts: { [K in keyof T]: Rule<T[K]> }): Rule<T> =>
    recorded(seq<T>(...parts), { kind: 'seq', items: (parts as Rule<unknown>[]).map(modelOf) }),
  /** Ordered choice: an alternative that can never win is refused at registration. */
  alt: <T>(...options: Rule<T>[]): Rule<T> => recorded(alt(...options), { kind: 'alt', options: options.map((o) => modelOf(o as Rule<unknown>)) }),
  /**
   * `[ part ]`: the part's value, or undefined (consuming nothing).
   */
  opt: <T>(part: Rule<T>): Rule<T | undefined> => recorded(opt(part), { kind: 'repeat', min: 0, max: 1, item: modelOf(part as Rule<unknown>) }),
  /**
   * `*part` (or `<min>*part`): greedy repetition; the value is the list of the part's values.
   */
  many: <T>(part: Rule<T>, min = 0): Rule<T[]> => recorded(many(part, min), { kind: 'repeat', min, max: null, item: modelOf(part as Rule<unknown>) }),
  /**
   * A named rule: a node `{ type: name, span, text, ...fields(value, span, input) }`. `fields` gives the AST its type.
   */
  rule: <N extends Node<string>, V>(name: N['type'], body: Rule<V>, fields: (value: V, span: Span, input: string) => NodeFields<N>): Rule<N> => {
    const r = rule<N, V>(name, body, fields);
    const expr: Expr = { kind: 'ref', name: `user:${name}`, at };
    definitions.set(expr, { name, body: modelOf(body as Rule<unknown>), rule: r as Rule<unknown> });
    return recorded(r, expr);
  },
  /**
   * A rule by name (a `g.rule` of the same grammar, an RFC 1738 or an RFC 2396 rule), resolved at registration: for recursion-free forward references.
   */
  ref: <T = unknown>(name: string): Rule<T> => {
    const expr: Expr = { kind: 'ref', name, at };
    const slot: { name: string; fn?: ParseFn<unknown> } = { name };
    slots.set(expr, slot);
    const r = fromFn((input, i) => {
      if (!slot.fn) throw new Error(`uri-grammar: rule reference "${name}" used before its grammar was registered`);
      return slot.fn(input, i) as P.Reply<T>;
    });
    return recorded(r, expr);
  },
};

/** The user rules (by name) and the name references reachable from a grammar's model. */
function collect(root: Expr): { rules: Map<string, { body: Expr; rule: Rule<unknown> }>; refs: Expr[] } {
  const rules = new Map<string, { body: Expr; rule: Rule<unknown> }>();
  const refs: Expr[] = [];
  const seen = new Set<Expr>();
  const walk = (e: Expr): void => {
    if (seen.has(e)) return;
    seen.add(e);
    if (slots.has(e)) refs.push(e);
    const def = definitions.get(e);
    if (def) {
      rules.set(def.name, def);
      walk(def.body);
    }
    if (e.kind === 'seq') e.items.forEach(walk);
    else if (e.kind === 'alt') e.options.forEach(walk);
    else if (e.kind === 'repeat') walk(e.item);
  };
  walk(root);
  return { rules, refs };
}

/** Renames every reference of `expr`. */
function renamed(expr: Expr, f: (name: string) => string): Expr {
  switch (expr.kind) {
    case 'ref':
      return { ...expr, name: f(expr.name) };
    case 'seq':
      return { kind: 'seq', items: expr.items.map((e) => renamed(e, f)) };
    case 'alt':
      return { kind: 'alt', options: expr.options.map((e) => renamed(e, f)) };
    case 'repeat':
      return { ...expr, item: renamed(expr.item, f) };
    default:
      return expr;
  }
}

let builtinRules: Map<string, BnfRule> | undefined;
/** The RFC 1738 rules under their names and the RFC 2396 rules as `rfc2396:<name>`. */
function builtinGrammarRules(): Map<string, BnfRule> {
  if (builtinRules) return builtinRules;
  builtinRules = new Map(readGrammar(builtinText('rfc1738')).rules);
  for (const r of readGrammar(builtinText('rfc2396')).rules.values()) {
    const name = `rfc2396:${r.name}`;
    builtinRules.set(name, { ...r, name, expr: renamed(r.expr, (n) => `rfc2396:${n}`) });
  }
  return builtinRules;
}

/** Checks a kit grammar and connects its name references; throws SchemeGrammarError. */
function checkKitGrammar(grammar: Rule<unknown>): void {
  const root = modelOf(grammar);
  const { rules, refs } = collect(root);
  const all = new Map(builtinGrammarRules());
  // a name reference: a user rule, else an RFC 1738 rule, else an RFC 2396 rule
  const resolve = (name: string): string | undefined =>
    rules.has(name) ? `user:${name}` : all.has(name) && !name.startsWith('rfc2396:') ? name : all.has(`rfc2396:${name}`) ? `rfc2396:${name}` : undefined;
  for (const ref of refs) {
    const slot = slots.get(ref)!;
    const target = resolve(slot.name);
    if (target === undefined) throw new SchemeGrammarError(slot.name, 'undefined-rule', 'undefined rule: it is neither a g.rule of this grammar nor an RFC 1738 or RFC 2396 rule');
    const object = target.startsWith('user:') ? rules.get(slot.name)!.rule : target.startsWith('rfc2396:') ? (rules2396 as Record<string, Rule<unknown>>)[slot.name]! : (rules1738 as Readonly<Record<string, Rule<unknown>>>)[slot.name]!;
    slot.fn = fnOf(object);
  }
  const byName = (e: Expr): Expr => renamed(e, (n) => (n.startsWith('user:') || n === OPAQUE || all.has(n) ? n : resolve(n)!));
  for (const [name, def] of rules) all.set(`user:${name}`, { name: `user:${name}`, expr: byName(def.body), at });
  all.set(OPAQUE, { name: OPAQUE, expr: { kind: 'literal', text: '\uffff' }, at });
  all.set(' grammar', { name: ' grammar', expr: byName(root), at });
  const model: Grammar = { rules: all, warnings: [] };
  try {
    checkGrammar(model);
  } catch (e) {
    if (e instanceof BnfError) throw new SchemeGrammarError(' grammar', 'undefined-rule', e.reason);
    throw e;
  }
  const opaque = containsOpaque(model);
  const names = [' grammar', ...[...rules.keys()].map((n) => `user:${n}`)];
  try {
    checkRules(model, names, 'peg', opaque);
  } catch (e) {
    if (e instanceof SchemeGrammarError) throw new SchemeGrammarError(e.rule === ' grammar' ? '(grammar)' : e.rule.slice(5), e.problem, e.message.replace(/^uri-grammar: rule "[^"]*": /, ''));
    throw e;
  }
}

/** Whether an expression reaches a rule the kit did not make (which the checks cannot see into). */
function containsOpaque(model: Grammar): (e: Expr) => boolean {
  const memo = new Map<string, boolean>();
  const of = (e: Expr): boolean => {
    switch (e.kind) {
      case 'ref':
        if (e.name === OPAQUE) return true;
        if (!memo.has(e.name)) {
          memo.set(e.name, false);
          memo.set(e.name, of(model.rules.get(e.name)!.expr));
        }
        return memo.get(e.name)!;
      case 'seq':
        return e.items.some(of);
      case 'alt':
        return e.options.some(of);
      case 'repeat':
        return of(e.item);
      default:
        return false;
    }
  };
  return of;
}

function registerScheme<T>(definition: SchemeDefinition<T>, mode: 'define' | 'override', source: 'typescript' | 'bnf'): RegisteredScheme<T> {
  if (!definition || typeof definition !== 'object') throw new TypeError('uri-grammar: a scheme definition must be an object');
  const grammar = definition.grammar as Rule<unknown>;
  if (!(grammar instanceof P)) throw new TypeError(`uri-grammar: the grammar of ${definition.name} must be a rule (a parser combinator)`);
  if (!bnfGrammars.has(grammar)) checkKitGrammar(grammar);
  const { name } = register({ ...definition, grammar, source: bnfGrammars.has(grammar) ? 'bnf' : source }, mode);
  return {
    name,
    parse: (input, options) => parseUrl(input, options) as ParseResult<SchemeUrl<string, T>>,
  };
}

/** Grammars made by schemeFromBnf (checked when they were built). */
export const bnfGrammars = new WeakSet<Rule<unknown>>();

/**
 * Adds a scheme; refuses a registered name (built-in or user). The grammar is checked now
 * (a SchemeGrammarError names the rule and the problem). The result's `parse` is typed with
 * the grammar's node; for `parseUrl` to know it too, add the scheme to `SchemeAsts`.
 *
 * @example
 * ```ts
 * const ex = defineScheme(schemeFromBnf('exurl = "ex:" 1*uchar', { name: 'ex', start: 'exurl', hierarchical: false }));
 * const r = ex.parse('ex:abc');
 * if (r.ok) [r.value.schemeName, r.value.url.type, r.value.url.text]; // ['ex', 'exurl', 'ex:abc']
 * ```
 */
export function defineScheme<T>(definition: SchemeDefinition<T>): RegisteredScheme<T> {
  return registerScheme(definition, 'define', 'typescript');
}

/**
 * Replaces a registered scheme (its grammar, default port, hierarchy); refuses an unknown name.
 *
 * @example
 * ```ts
 * overrideScheme(schemeFromBnf('exurl = "ex:" 1*digit', { name: 'ex', start: 'exurl', hierarchical: false }));
 * ```
 */
export function overrideScheme<T>(definition: SchemeDefinition<T>): RegisteredScheme<T> {
  return registerScheme(definition, 'override', 'typescript');
}
