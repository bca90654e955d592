import { renamed } from '../bnf/rename';
import { readGrammar } from '../bnf/reader';
import { grammarText as bnfText } from '../bnf/files';
import type { Expr, Grammar, Position, Rule } from '../bnf/model';
import { CORE_RULES } from './core';
import { GrammarError, linesOf } from './errors';
import { shippedGrammar } from './files';
import { nearest } from '../nearest';
import { readAbnfText } from './reader';

/**
 * A named set of built-in rules that a text may use without defining them:
 * RFC 3986 Appendix A (`grammar/rfc3986.abnf`), RFC 2396 Appendix A (`grammar/rfc2396.bnf`)
 * or RFC 1738 §5 (`grammar/rfc1738.bnf`).
 *
 * @example
 * ```ts
 * const uses: BuiltinSet = 'rfc3986';
 * compileGrammar('h = IP-literal', { notation: 'abnf', uses }).rules.h!.matches('[::1]'); //=> true
 * ```
 */
export type BuiltinSet = 'rfc3986' | 'rfc2396' | 'rfc1738';
export const BUILTIN_SETS: readonly BuiltinSet[] = ['rfc3986', 'rfc2396', 'rfc1738'];

/** A grammar whose every reference names a rule of its own. */
export interface Linked {
  /** The text's rules (in its order, under their defining spelling), then the built-in rules they use. */
  grammar: Grammar;
  /** The names of the text's own rules. */
  userRules: string[];
  /** Undefined and recursive rules, in the order found; empty when the grammar is complete. */
  problems: GrammarError[];
  /** The prose values that name a rule, and the rule each resolved to (its name in the model). */
  prose: ProseReference[];
}

/** How many undefined rules get a "did you mean" (a search over the text's rules each). */
const TYPO_HINTS = 100;

/** A prose value of the text (RFC 5234 §4) read as a reference to a built-in rule. */
export interface ProseReference {
  /** The text between `<` and `>`. */
  prose: string;
  at: Position;
  /** The rule it resolved to, under its name in the model (`rfc3986:host` when the text has a `host` too). */
  rule: string;
}

interface RuleSet {
  id: 'text' | 'core' | BuiltinSet;
  /** By the lookup key of the name (see `key`). */
  rules: Map<string, Rule>;
  /** The sets searched after this one, in order. */
  fallback: RuleSet[];
}

/** ABNF names are case-insensitive (RFC 5234 §2.1); RFC 2396/1738 write `_` where ABNF writes `-`. */
function key(name: string): string {
  return name.toLowerCase().replace(/_/g, '-');
}

function keyed(grammar: Grammar): Map<string, Rule> {
  return new Map([...grammar.rules.values()].map((r) => [key(r.name), r]));
}

const cache = new Map<string, RuleSet>();

function core(): RuleSet {
  let set = cache.get('core');
  if (!set) cache.set('core', (set = { id: 'core', rules: keyed(readAbnfText(CORE_RULES).grammar), fallback: [] }));
  return set;
}

/** The built-in rule set `id` (read once). */
function builtin(id: BuiltinSet): RuleSet {
  let set = cache.get(id);
  if (set) return set;
  if (id === 'rfc3986') {
    const read = readAbnfText(shippedGrammar('rfc3986.abnf'));
    if (read.problems.length > 0) throw read.problems[0]!;
    set = { id, rules: keyed(read.grammar), fallback: [core()] };
  } else {
    set = { id, rules: keyed(readGrammar(bnfText(id))), fallback: [] };
  }
  cache.set(id, set);
  return set;
}

/** Whether `name` is a rule of the built-in set `id` (ABNF spelling or its own). */
function isBuiltinRule(id: BuiltinSet, name: string): boolean {
  return builtin(id).rules.has(key(name));
}

/**
 * Resolves the references of an ABNF text's rules: to the text's own rules whatever their
 * case, else to the core rules of RFC 5234 Appendix B.1, else to the rules of `uses`. A
 * built-in rule refers to its own set (and RFC 3986 to the core rules), never to the text, so
 * it keeps its RFC's meaning when the text redefines a name it uses; such a built-in rule is
 * renamed `<set>:<name>` in the model. Refuses rules that refer to themselves (the engine
 * compiles regular grammars).
 *
 * @example
 * ```ts
 * import { readAbnfText } from './reader';
 * const { grammar } = linkAbnf(readAbnfText('nss = 1*pchar').grammar, 'nss = 1*pchar', 'rfc3986');
 * [...grammar.rules.keys()]; //=> ['nss', 'pchar', 'unreserved', 'pct-encoded', 'sub-delims', 'ALPHA', 'DIGIT', 'HEXDIG']
 * ```
 */
export function linkAbnf(user: Grammar, text: string, uses?: BuiltinSet): Linked {
  const textSet: RuleSet = { id: 'text', rules: keyed(user), fallback: uses ? [core(), builtin(uses)] : [core()] };
  const problems: GrammarError[] = [];
  const taken = new Set([...user.rules.keys()].map(key));
  const names = new Map<Rule, string>();
  const out = new Map<string, Rule>();
  const queue: Array<[RuleSet, Rule]> = [];
  const nameOf = (set: RuleSet, rule: Rule): string => {
    let name = names.get(rule);
    if (name !== undefined) return name;
    name = set.id === 'text' || !taken.has(key(rule.name)) ? rule.name : `${set.id}:${rule.name}`;
    taken.add(key(name));
    names.set(rule, name);
    queue.push([set, rule]);
    return name;
  };
  const reported = new Set<string>();
  const lineOf = linesOf(text);
  const resolve = (set: RuleSet, ref: Extract<Expr, { kind: 'ref' }>, inRule: string): string => {
    if (ref.prose !== undefined && set.id === 'text') return resolveProse(ref, inRule);
    for (const s of [set, ...set.fallback]) {
      const target = s.rules.get(key(ref.name));
      if (target) return nameOf(s, target);
    }
    if (set.id !== 'text') throw new Error(`uri-grammar: built-in rule set ${set.id} refers to undefined rule ${ref.name}`);
    if (!reported.has(key(ref.name))) {
      reported.add(key(ref.name));
      // a typo's likely meaning, for the first few (each search is over every rule of the text)
      const typo = reported.size <= TYPO_HINTS ? nearest(ref.name, user.rules.keys()) : undefined;
      const hint = typo === undefined ? '' : `; did you mean ${typo}?`;
      problems.push(new GrammarError('undefined-rule', `rule ${ref.name} (used in ${inRule}) is not defined${whereFrom(ref.name, uses)}${hint}`, ref.at, lineOf(ref.at.line), ref.name));
    }
    return ref.name;
  };
  // A prose value that names a rule (`<host, defined in [RFC3986], Section 3.2.2>`) means the
  // rule of the set it cites, else of `uses`, else a core rule: never the text's own, which
  // often has the same name (`host = <host, …>`).
  const resolveProse = (ref: Extract<Expr, { kind: 'ref' }>, inRule: string): string => {
    const cited = citedSet(ref.prose!);
    const sets = cited === 'unavailable' ? [] : cited !== undefined ? [cited === 'core' ? core() : builtin(cited)] : uses ? [builtin(uses), core()] : [core()];
    for (const s of sets) {
      const target = s.rules.get(key(ref.name));
      if (target) {
        const name = nameOf(s, target);
        prose.push({ prose: ref.prose!, at: ref.at, rule: name });
        return name;
      }
    }
    const where = cited === 'unavailable' ? `the RFC it cites is not a built-in rule set (${BUILTIN_SETS.join(', ')}, or RFC 5234's core rules)` : `it is not a rule of ${cited ?? (uses ? `${uses} nor a core rule` : 'the core rules (give uses)')}`;
    problems.push(new GrammarError('prose-value', `prose value <${ref.prose}> (in ${inRule}) names ${ref.name}, but ${where}: define ${ref.name} in the text instead`, ref.at, lineOf(ref.at.line)));
    return ref.name;
  };
  const prose: ProseReference[] = [];
  for (const rule of user.rules.values()) nameOf(textSet, rule);
  for (let k = 0; k < queue.length; k++) {
    const [set, rule] = queue[k]!;
    const name = names.get(rule)!;
    out.set(name, { name, at: rule.at, expr: renamed(rule.expr, (ref) => resolve(set, ref, rule.name)) });
  }
  const grammar: Grammar = { rules: out, warnings: [] }; // recursive rules are the compiler's (src/engine/compile/recursion.ts)
  return { grammar, userRules: [...user.rules.keys()], problems, prose };
}

/** The rule set an ABNF prose value cites (`[RFC3986]`), 'unavailable' for an RFC with none, or undefined when it cites none. */
function citedSet(prose: string): BuiltinSet | 'core' | 'unavailable' | undefined {
  const at = prose.indexOf('[RFC');
  if (at < 0) return undefined;
  let end = at + 4;
  while (end < prose.length && prose.charCodeAt(end) >= 0x30 && prose.charCodeAt(end) <= 0x39) end++;
  const id = `rfc${prose.slice(at + 4, end)}`;
  if (id === 'rfc5234') return 'core';
  return (BUILTIN_SETS as readonly string[]).includes(id) ? (id as BuiltinSet) : 'unavailable';
}

/** The end of an undefined-rule message: what was searched, and which set would define it. */
function whereFrom(name: string, uses: BuiltinSet | undefined): string {
  const searched = `: it is neither in the text nor a core rule (RFC 5234 Appendix B.1)${uses ? ` nor a rule of ${uses}` : ''}`;
  const offer = BUILTIN_SETS.filter((id) => id !== uses && isBuiltinRule(id, name));
  return offer.length === 0 ? searched : `${searched}; ${offer.map((id) => `uses: '${id}'`).join(' or ')} would define it`;
}

