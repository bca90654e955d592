import type { Expr, Grammar, Rule as ModelRule } from '../engine/bnf/model';
import type { NfaOptions } from '../engine/compile/nfa';
import { unpackGrammar } from '../engine/bnf/packed';
import { isOneCharacter } from '../engine/bnf/oneCharacter';
import { rfc1738Naming } from '../generated/models';

/*
 * How an RFC 1738 error names what could follow, as the library has always named it. Keyed
 * by RFC 1738 rule name, what the engine's error words say (NAMING, the automaton's options:
 * docs/grammar-compiler.md, "Error words"):
 * - a literal is named one character at a time (`";"`, then `"t"` of `";type="`);
 * - `uchar` and `xchar` are each one item, escape included: the run's members, not
 *   `unreserved` and `"%"`; after a "%", `hex`;
 * - ITEMS: the characters of a hostname are `alphadigit`, `"-"` and `"."`, of a port `digit`;
 *   no rule within them (a label, `digits`) shows in a rule path.
 * And the model the engine compiles is the grammar rewritten so that its failures come out in
 * the library's words, the language unchanged:
 * - HIDDEN: the rules within a rule that an error path does not show (wais's three forms);
 * - SEPARATED: `x *[ "/" x ]` read as `*[ x "/" ] x`, so that where a segment stops the
 *   segment's characters are named before the "/" (and the rule path is the segment's);
 * - rewrittenRules (grammar/rfc1738-naming.bnf): rules in another form of the same language,
 *   whose failures name what the library has always named (gopher's path: after gtype, a run
 *   of xchar);
 * - LOOPS: a repeated rule that starts with a literal and ends with a run (prospero's
 *   `*[ fieldspec ]`): where the run stops, the automaton lists the next repetition's literal
 *   first, in the rule's frame; the library names the run's members first, in the run's frame;
 * - COVERED: alternatives another covers, which an error does not name (fileurl's
 *   "localhost" is a hostname).
 * A rule made for naming has "\0" in its name: the error shows what is before it.
 */

/** The error words of the automaton (with the frame names and the rules kept of ./compiled). */
export const NAMING: NfaOptions = {
  oneItem: (name) => name === 'uchar' || name === 'xchar',
  itemsOf: (name) => (Object.hasOwn(ITEMS, name) ? ITEMS[name] : undefined),
  byCharacter: () => true,
};

/** Per rule: the items its characters are named by; no rule within it shows in a rule path. */
const ITEMS: Readonly<Record<string, readonly string[]>> = {
  hostname: ['alphadigit', '"-"', '"."'],
  hostnumber: ['digit', '"."'],
  port: ['digit'],
};

/** Per rule: the rules within it that a rule path does not show. */
const HIDDEN: Readonly<Record<string, readonly string[]>> = { waisurl: ['waisdatabase', 'waisindex', 'waisdoc'] };

let naming: Grammar | undefined;

/**
 * Rules in another form of the same language: grammar/rfc1738-naming.bnf (the build checks
 * that each has its rule's language). gopherurl: search is within *xchar (uchar, ";", ":",
 * "@", "&", "=" are all xchar) and so are "%09" and gopher+_string, so
 * `[ selector [ "%09" search [ "%09" gopher+_string ] ] ]` is `*xchar` (the "/" of the RFC's
 * typo "[ / [ gtype" is the literal).
 */
export function rewrittenRules(): Grammar {
  return (naming ??= unpackGrammar(rfc1738Naming));
}

/** Per rule: `uchar` or `xchar` entered as a rule of its own (its frame shown: the item within it). */
const ENTERED: Readonly<Record<string, string>> = { gtype: 'xchar' };

/** Per repeated rule: the literal it starts with, and the rule of the run it ends with. */
const LOOPS: Readonly<Record<string, readonly [string, string]>> = { fieldspec: ['";"', 'fieldvalue'] };

/**
 * A failure's items and rule path in the order the library names them (see LOOPS): where a
 * repeated rule's run stops, the run's members before the next repetition's literal, in the
 * run's frame. Unchanged elsewhere.
 */
export function inLoopOrder(items: readonly string[], rulePath: readonly string[]): { items: readonly string[]; rulePath: readonly string[] } {
  const loop = LOOPS[rulePath[rulePath.length - 1]!];
  if (!loop || items[0] !== loop[0] || items.length < 2) return { items, rulePath };
  return { items: [...items.slice(1), loop[0]], rulePath: [...rulePath, loop[1]] };
}

/** Per rule: literal alternatives that another alternative of the same choice already matches. */
const COVERED: Readonly<Record<string, string>> = { fileurl: 'localhost' };

/** The rules `x *[ "/" x ]` (RFC 1738's paths). */
const SEPARATED = ['fpath', 'hpath', 'ppath'];

const at = { line: 0, column: 0 };
const ref = (name: string): Expr => ({ kind: 'ref', name, at });

/**
 * `language` rewritten for the names of its errors (same language). `kept`: the rules of one
 * character whose nodes are made (ftptype): each keeps its own states for its markers, and its
 * character is one edge named by the rule, as before.
 */
export function namingModel(language: Grammar, kept: readonly string[] = []): Grammar {
  const rules = new Map<string, ModelRule>();
  const add = (name: string, expr: Expr) => rules.set(name, { name, expr, at });
  for (const [name, rule] of language.rules) {
    const hidden = HIDDEN[name] ?? [];
    const rename = (r: string): string | undefined => (ENTERED[name] === r ? `${r}\0f` : hidden.includes(r) ? `${r}\0` : undefined);
    const covered = COVERED[name];
    if (SEPARATED.includes(name)) {
      rules.set(name, { ...rule, expr: rewritten(segmentsFirst(rule.expr), rename) });
      continue;
    }
    rules.set(name, { ...rule, expr: rewritten(covered === undefined ? rule.expr : without(rule.expr, covered), rename) });
  }
  for (const name of new Set(Object.values(ENTERED))) add(`${name}\0f`, ref(name)); // the item, in a frame of its name
  for (const inner of new Set(Object.values(HIDDEN).flat())) add(`${inner}\0`, rules.get(inner)!.expr);
  for (const name of kept) {
    if (!isOneCharacter(rules, name)) continue;
    add(`${name}\0`, rules.get(name)!.expr);
    add(name, ref(`${name}\0`));
  }
  return { rules, warnings: language.warnings };
}

/** `x *[ s x ]` as `*[ x s ] x` (the same language). */
function segmentsFirst(expr: Expr): Expr {
  const [x, rest] = (expr as Extract<Expr, { kind: 'seq' }>).items as [Expr, Extract<Expr, { kind: 'repeat' }>];
  const [separator] = (rest.item as Extract<Expr, { kind: 'seq' }>).items as [Expr, Expr];
  return { kind: 'seq', items: [{ ...rest, item: { kind: 'seq', items: [x, separator] } }, x] };
}

/** `expr` without the literal alternative `text` (in a choice of more than one). */
function without(expr: Expr, text: string): Expr {
  switch (expr.kind) {
    case 'alt': {
      const options = expr.options.filter((o) => !(o.kind === 'literal' && o.text === text)).map((o) => without(o, text));
      return options.length === 1 ? options[0]! : { ...expr, options };
    }
    case 'seq':
      return { ...expr, items: expr.items.map((e) => without(e, text)) };
    case 'repeat':
      return { ...expr, item: without(expr.item, text) };
    default:
      return expr;
  }
}

/** `expr` with the references `rename` names renamed. */
function rewritten(expr: Expr, rename: (name: string) => string | undefined): Expr {
  switch (expr.kind) {
    case 'ref': {
      const name = rename(expr.name);
      return name === undefined ? expr : { ...expr, name };
    }
    case 'seq':
      return { ...expr, items: expr.items.map((e) => rewritten(e, rename)) };
    case 'alt':
      return { ...expr, options: expr.options.map((e) => rewritten(e, rename)) };
    case 'repeat':
      return { ...expr, item: rewritten(expr.item, rename) };
    default:
      return expr;
  }
}

/** The name a rule path shows for a rule of the naming model: none for a rule made for naming, but one entered as the rule it names ("\0f"). */
export function frameName(name: string): string | null {
  return name.includes('\0f') ? itemName(name) : name.includes('\0') ? null : name;
}

/** An expected item in the library's words: what is before "\0". */
export function itemName(label: string): string {
  const cut = label.indexOf('\0');
  return cut < 0 ? label : label.slice(0, cut);
}
