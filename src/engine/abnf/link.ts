import { renamed } from '../bnf/rename';
import type { Expr, Grammar, Position, Rule } from '../bnf/model';
import { CORE_RULES } from './core';
import { GrammarError, linesOf } from './errors';
import { unpackGrammar } from '../bnf/packed';
import { RFC3986_ABNF } from '../../generated/grammars';
import { rfc1738 as RFC1738_MODEL, rfc2396 as RFC2396_MODEL } from '../../generated/models';
import { BUILTIN_SETS, type BuiltinSet, type CheckedImport, type CheckedScope, type ScopeOptions, checkedScope, key } from './imports';
import { nearest } from '../nearest';
import { type Seen, writtenAlike } from './alike';
import { own as ownProperty } from '../../own';
import { citedRfc, proseName, readAbnfText } from './reader';

export { BUILTIN_SETS, type BuiltinSet } from './imports';

/** A grammar whose every reference names a rule of its own. */
export interface Linked {
  /** The text's rules (in its order, under their defining spelling), then the built-in and imported rules they use. */
  grammar: Grammar;
  /** The names of the text's own rules. */
  userRules: string[];
  /** Undefined, ambiguous and recursive rules, in the order found; empty when the grammar is complete. */
  problems: GrammarError[];
  /** The prose values that name a rule or that the `prose` option maps, and what each resolved to. */
  prose: ProseReference[];
}

/** How many undefined rules get a "did you mean" (a search over the text's rules each). */
const TYPO_HINTS = 100;

/** A prose value of the text (RFC 5234 §4) read as a rule: one it names, or what the `prose` option maps it to. */
export interface ProseReference {
  /** The text between `<` and `>`. */
  prose: string;
  at: Position;
  /** The rule it resolved to, under its name in the model (`rfc3986:host` when the text has a `host` too). */
  rule: string;
  /** When the `prose` option maps it to ABNF elements (not a rule name): that text (`rule` is then the rule made of it, `prose:1`). */
  abnf?: string;
  /** Whether the `prose` option mapped it. */
  mapped?: true;
}

/** The rules of one text, and where its other names come from. */
interface Scope {
  /** 'text', 'core', a built-in set, or an imported text's name: the prefix of its rules in the model when their name is taken. */
  id: string;
  /** By the lookup key of the name (see `key`). */
  rules: Map<string, Rule>;
  /** Whether names fall back to the core rules (not in RFC 2396's and RFC 1738's BNF). */
  core: boolean;
  imports: Import[];
  /** Lookup key → the import that wins a name several imports define. */
  pick: Map<string, Import>;
  prose: Map<string, string>;
  /** The user's text or an imported text (its problems are reported); else a shipped set (a problem is a bug). */
  user: boolean;
  lineOf: (line: number) => string;
  /** Where its rules are written, for messages: `grammar/sets/rfc3966.abnf`, `the imported text rfc4511`. */
  file: string;
}

/** One import of a scope: the imported scope, and its rules under the names the importer sees (renames applied). */
interface Import {
  scope: Scope;
  exports: Map<string, Rule>;
}

/** The files of the built-in sets, under grammar/, and the sets each imports. */
const SHIPPED: Readonly<Record<BuiltinSet, { file: string; uses: readonly BuiltinSet[] }>> = {
  rfc3986: { file: 'rfc3986.abnf', uses: [] },
  rfc2396: { file: 'rfc2396.bnf', uses: [] },
  rfc1738: { file: 'rfc1738.bnf', uses: [] },
  rfc3966: { file: 'sets/rfc3966.abnf', uses: [] },
  rfc3987: { file: 'sets/rfc3987.abnf', uses: [] },
  rfc5322: { file: 'sets/rfc5322.abnf', uses: [] },
  rfc4512: { file: 'sets/rfc4512.abnf', uses: [] },
  rfc4514: { file: 'sets/rfc4514.abnf', uses: ['rfc4512'] },
  rfc4515: { file: 'sets/rfc4515.abnf', uses: ['rfc4512'] },
};

function keyed(grammar: Grammar): Map<string, Rule> {
  return new Map([...grammar.rules.values()].map((r) => [key(r.name), r]));
}

const cache = new Map<string, Scope>();
const NO_LINES = () => '';

/**
 * The texts of grammar/sets/, once `provideSetTexts` gave them: the functions that take
 * `uses` from a caller give them (abnf/sets), so that what registers the catalogue, which
 * uses RFC 3986 and RFC 2396 only, does not carry them into a browser bundle.
 */
let setTexts: Readonly<Record<string, string>> = {};

/** Makes the rule sets of grammar/sets/ available (see `setTexts`). */
export function provideSetTexts(texts: Readonly<Record<string, string>>): void {
  setTexts = texts;
}

/** Whether the text of set `id` is at hand (the sets of grammar/sets/ only once provided). */
function available(id: BuiltinSet): boolean {
  const { file } = SHIPPED[id];
  return !file.startsWith('sets/') || Object.prototype.hasOwnProperty.call(setTexts, file);
}

function core(): Scope {
  let set = cache.get('core');
  if (!set) {
    const rules = keyed(readAbnfText(CORE_RULES).grammar);
    cache.set('core', (set = { id: 'core', rules, core: false, imports: [], pick: new Map(), prose: new Map(), user: false, lineOf: NO_LINES, file: 'RFC 5234 Appendix B.1' }));
  }
  return set;
}

/** The built-in rule set `id` (read once). */
function builtin(id: BuiltinSet): Scope {
  let set = cache.get(id);
  if (set) return set;
  const { file, uses } = SHIPPED[id];
  if (!available(id)) throw new Error(`uri-grammar: the rule set ${id} was not provided (provideSetTexts)`);
  let rules: Map<string, Rule>;
  if (file.endsWith('.abnf')) {
    const read = readAbnfText(file.startsWith('sets/') ? setTexts[file]! : RFC3986_ABNF);
    if (read.problems.length > 0) throw read.problems[0]!;
    rules = keyed(read.grammar);
  } else {
    rules = keyed(unpackGrammar(id === 'rfc2396' ? RFC2396_MODEL : RFC1738_MODEL)); // grammar/<id>.bnf as read (by the build)
  }
  const imports = uses.map((u) => ({ scope: builtin(u), exports: builtin(u).rules }));
  // no line of a built-in set is quoted: a problem in one is the library's (`report` throws)
  set = { id, rules, core: file.endsWith('.abnf'), imports, pick: new Map(), prose: new Map(), user: false, lineOf: NO_LINES, file: `grammar/${file}` };
  cache.set(id, set);
  return set;
}

/** Whether `name` is a rule of the built-in set `id` (ABNF spelling or its own). */
function isBuiltinRule(id: BuiltinSet, name: string): boolean {
  return available(id) && builtin(id).rules.has(key(name));
}

/**
 * Resolves the references of an ABNF text's rules: to the text's own rules whatever their
 * case, else to the import `pick` names for it, else to the core rules of RFC 5234 Appendix
 * B.1, else to the rules of its imports (`uses`): the one that defines the name (two or more
 * are an `ambiguous-rule`). An imported rule resolves its names within its own text in the same way,
 * never in the importer's, so it keeps its RFC's meaning whatever the importer or another
 * import defines; such a rule is renamed `<set>:<name>` in the model when its name is taken.
 * A prose value that the `prose` option maps is what it maps to; one that names a rule is
 * that rule of the set it cites, else of the imports, else a core rule. Refuses rules that
 * refer to themselves (the engine compiles regular grammars). Throws a TypeError for bad
 * options (see `checkedScope`).
 *
 * @example
 * ```ts
 * import { readAbnfText } from './reader';
 * const { grammar } = linkAbnf(readAbnfText('nss = 1*pchar').grammar, 'nss = 1*pchar', { uses: 'rfc3986' });
 * [...grammar.rules.keys()]; //=> ['nss', 'pchar', 'unreserved', 'pct-encoded', 'sub-delims', 'ALPHA', 'DIGIT', 'HEXDIG']
 * ```
 */
export function linkAbnf(user: Grammar, text: string, options: ScopeOptions = {}): Linked {
  const problems: GrammarError[] = [];
  const textScope = scopeOf('text', keyed(user), checkedScope(options), text, 'the text', problems);
  if (problems.length > 0) return { grammar: { rules: new Map(), warnings: [] }, userRules: [...user.rules.keys()], problems, prose: [] };
  const taken = new Set([...user.rules.keys()].map(key));
  const names = new Map<Rule, string>();
  const out = new Map<string, Rule>();
  const queue: Array<[Scope, Rule]> = [];
  const nameOf = (scope: Scope, rule: Rule): string => {
    let name = names.get(rule);
    if (name !== undefined) return name;
    name = scope.id === 'text' || !taken.has(key(rule.name)) ? rule.name : `${scope.id}:${rule.name}`;
    taken.add(key(name));
    names.set(rule, name);
    queue.push([scope, rule]);
    return name;
  };
  const reported = new Set<string>();
  let typos = 0;
  /** A problem of a user's text: in an imported text, said so (its line and column are that text's). */
  const report = (scope: Scope, problem: ConstructorParameters<typeof GrammarError>[0], reason: string, at: Position, rule = '') => {
    if (!scope.user) throw new Error(`uri-grammar: built-in rule set ${scope.id}: ${reason}`);
    problems.push(new GrammarError(problem, scope.id === 'text' ? reason : `in ${scope.file}: ${reason}`, at, scope.lineOf(at.line), rule));
  };
  /** The rule that `name` means in `scope` beyond its own rules: core, picked or the one import that defines it. */
  const imported = (scope: Scope, ref: Extract<Expr, { kind: 'ref' }>, inRule: string, withCore: boolean): string | undefined => {
    const k = key(ref.name);
    const picked = scope.pick.get(k); // a pick wins over a core rule too (RFC 4512's SP is not RFC 5234's)
    if (picked) return nameOf(picked.scope, picked.exports.get(k)!);
    if (withCore && scope.core) {
      const c = core().rules.get(k);
      if (c) return nameOf(core(), c);
    }
    const found = scope.imports.filter((i) => i.exports.has(k));
    const once = `${scope.id}\0${k}`;
    if (found.length > 1 && !reported.has(once)) {
      reported.add(once); // asked once per scope and name
      if (!allAlike(found, k)) {
        const defs = found.map((i) => `${i.scope.id} (${where(i.scope, i.exports.get(k)!)})`).join(' and ');
        const pick = `pick: { '${ref.name}': '${found[0]!.scope.id}' }`;
        report(scope, 'ambiguous-rule', `rule ${ref.name} (used in ${inRule}) is defined by both ${defs}: say which with ${pick}, rename one ({ ruleSet, rename: { … } }), or define ${ref.name} in the text`, ref.at, ref.name);
      }
    }
    return found.length > 0 ? nameOf(found[0]!.scope, found[0]!.exports.get(k)!) : undefined;
  };
  const resolve = (scope: Scope, ref: Extract<Expr, { kind: 'ref' }>, inRule: string): string => {
    const written = ownProperty(ref, 'prose'); // own: an inherited "prose" is no prose value
    if (written !== undefined) {
      const mapped = scope.prose.get(written);
      if (mapped !== undefined) return mapProse(scope, { ...ref, prose: written }, mapped, inRule);
      if (scope.user) return resolveProse(scope, { ...ref, prose: written }, inRule);
    }
    const own = scope.rules.get(key(ref.name));
    if (own) return nameOf(scope, own);
    const found = imported(scope, ref, inRule, true);
    if (found !== undefined) return found;
    if (!reported.has(`${scope.id}\0${key(ref.name)}`)) {
      reported.add(`${scope.id}\0${key(ref.name)}`);
      // a typo's likely meaning, for the first few (each search is over every rule of the text)
      const typo = scope.id === 'text' && ++typos <= TYPO_HINTS ? nearest(ref.name, user.rules.keys()) : undefined;
      const hint = typo === undefined ? '' : `; did you mean ${typo}?`;
      report(scope, 'undefined-rule', `rule ${ref.name} (used in ${inRule}) is not defined${whereFrom(ref.name, scope)}${hint}`, ref.at, ref.name);
    }
    return ref.name;
  };
  // A prose value that names a rule (`<host, defined in [RFC3986], Section 3.2.2>`) means the
  // rule of the set it cites, else of the imports, else a core rule: never the text's own,
  // which often has the same name (`host = <host, …>`).
  const resolveProse = (scope: Scope, ref: Extract<Expr, { kind: 'ref' }>, inRule: string): string => {
    const cited = citedSet(ref.prose!, scope);
    const k = key(ref.name);
    let name: string | undefined;
    if (cited === undefined) name = imported(scope, ref, inRule, false) ?? (core().rules.has(k) ? nameOf(core(), core().rules.get(k)!) : undefined);
    else if (typeof cited === 'object' && cited.rules.has(k)) name = nameOf(cited, cited.rules.get(k)!);
    if (name !== undefined) {
      if (scope.id === 'text') prose.push({ prose: ref.prose!, at: ref.at, rule: name });
      return name;
    }
    const sets = scope.imports.map((i) => i.scope.id).join(', ');
    const why = cited === 'unavailable' ? `the RFC it cites is neither a built-in rule set (${BUILTIN_SETS.join(', ')}, or RFC 5234's core rules) nor an imported text` : `it is not a rule of ${typeof cited === 'object' ? cited.id : sets ? `${sets} nor a core rule` : 'the core rules (give uses)'}`;
    const names = proseName(ref.prose!) === undefined ? `stands for the rule it defines, ${ref.name},` : `names ${ref.name},`;
    report(scope, 'prose-value', `prose value <${ref.prose}> (in ${inRule}) ${names} but ${why}: define ${ref.name} in the text instead, or map the prose to a rule or ABNF with the prose option ({ prose: { ${JSON.stringify(ref.prose)}: '…' } })`, ref.at);
    return `<${ref.prose}>`; // no rule's name: not the text's rule of the same name (`x = <x, see [RFC4647]>` would be a recursion, a second problem that is not one)
  };
  // A prose value the option maps: to a rule name (resolved as a name of the text), or to
  // ABNF elements, which become a rule `prose:<n>` of their own, resolved in the text too.
  const made = new Map<string, string>();
  const mapProse = (scope: Scope, ref: Extract<Expr, { kind: 'ref' }>, value: string, inRule: string): string => {
    const named = /^\s*([A-Za-z][A-Za-z0-9-]*)\s*$/.exec(value);
    if (named) {
      const rule = resolve(scope, { kind: 'ref', name: named[1]!, at: ref.at }, inRule);
      if (scope.id === 'text') prose.push({ prose: ref.prose!, at: ref.at, rule, mapped: true });
      return rule;
    }
    const id = `${scope.id}\0${ref.prose}`;
    let rule = made.get(id);
    if (rule === undefined) {
      const read = readAbnfText(`prose = ${value}`);
      const expr = read.grammar.rules.get('prose')?.expr;
      if (read.problems.length > 0 || read.grammar.rules.size !== 1 || expr === undefined) {
        const why = read.problems[0]?.reason ?? 'it must be one rule name or the elements of one rule';
        report(scope, read.problems[0]?.problem ?? 'prose-value', `the prose option maps <${ref.prose}> (in ${inRule}) to ${JSON.stringify(value)}, which is no ABNF: ${why}`, ref.at);
        return ref.name;
      }
      rule = `prose:${made.size + 1}`;
      made.set(id, rule);
      taken.add(key(rule));
      out.set(rule, { name: rule, at: ref.at, expr: renamed(placed(expr, ref.at), (r) => resolve(scope, r, inRule)) });
    }
    if (scope.id === 'text') prose.push({ prose: ref.prose!, at: ref.at, rule, abnf: value, mapped: true }); // (an imported text's are at places of that text)
    return rule;
  };
  const prose: ProseReference[] = [];
  for (const rule of user.rules.values()) nameOf(textScope, rule);
  for (let k = 0; k < queue.length; k++) {
    const [scope, rule] = queue[k]!;
    const name = names.get(rule)!;
    out.set(name, { name, at: rule.at, expr: renamed(rule.expr, (ref) => resolve(scope, ref, rule.name)) });
  }
  const grammar: Grammar = { rules: out, warnings: [] }; // recursive rules are the compiler's (src/engine/compile/recursion.ts)
  return { grammar, userRules: [...user.rules.keys()], problems, prose };
}

/**
 * The scope of a user's text (or of a text it imports), its imports made: built-in sets read
 * once, imported texts read and made scopes of their own. Problems of reading an imported
 * text go to `problems`; a rename or pick of a name its import does not define is a TypeError.
 */
function scopeOf(id: string, rules: Map<string, Rule>, options: CheckedScope, text: string, file: string, problems: GrammarError[]): Scope {
  const imports = options.imports.map((i) => importOf(i, problems));
  const pick = new Map<string, Import>();
  for (const [k, setId] of options.pick) {
    const i = imports[options.imports.findIndex((c) => c.id === setId)]!;
    if (!i.exports.has(k)) throw new TypeError(`uri-grammar: pick gives ${k} to ${setId}, which does not define it`);
    pick.set(k, i);
  }
  return { id, rules, core: true, imports, pick, prose: options.prose, user: true, lineOf: linesOf(text), file };
}

function importOf(i: CheckedImport, problems: GrammarError[]): Import {
  let scope: Scope;
  if (i.kind === 'set') scope = builtin(i.id);
  else {
    const read = readAbnfText(i.abnf, (prose) => i.scope.prose.has(prose));
    const lineOf = linesOf(i.abnf);
    for (const e of read.problems) problems.push(new GrammarError(e.problem, `in the imported text ${i.id}: ${e.reason}`, e, lineOf(e.line), e.rule));
    scope = scopeOf(i.id, keyed(read.grammar), i.scope, i.abnf, `the imported text ${i.id}`, problems);
  }
  if (i.rename.size === 0) return { scope, exports: scope.rules };
  const exports = new Map(scope.rules);
  for (const [from, to] of i.rename) {
    const rule = scope.rules.get(from);
    if (!rule) throw new TypeError(`uri-grammar: rename gives ${from} of ${i.id} a new name, but ${i.id} does not define ${from}`);
    exports.delete(from);
    exports.set(key(to), rule);
  }
  return { scope, exports };
}

/** Where `rule` is defined: its file, line and column. */
function where(scope: Scope, rule: Rule): string {
  return `${scope.file}, line ${rule.at.line}, column ${rule.at.column}`;
}

/** A copy of `expr` placed at `at` throughout (ABNF that the prose option gives has no place in the text). */
function placed(expr: Expr, at: Position): Expr {
  switch (expr.kind) {
    case 'seq':
      return { ...expr, at, items: expr.items.map((e) => placed(e, at)) };
    case 'alt':
      return { ...expr, at, options: expr.options.map((e) => placed(e, at)) };
    case 'repeat':
      return { ...expr, at, item: placed(expr.item, at) };
    default:
      return { ...expr, at };
  }
}

/**
 * Whether every import of `found` defines `k` written alike (./alike): RFC 3987 restates RFC
 * 3986's `pct-encoded`, `port` and others rule for rule, so a text that uses both sets means
 * one rule by such a name, and no pick is needed.
 */
function allAlike(found: readonly Import[], k: string): boolean {
  const first = { scope: found[0]!.scope, rule: found[0]!.exports.get(k)! };
  return found.every((i, n) => n === 0 || writtenAlike(first, { scope: i.scope, rule: i.exports.get(k)! }, definition));
}

/** Where `name` leads in `scope` as linking resolves it (its own rule, a pick, a core rule, the one import that defines it), nothing linked. */
function definition(scope: Scope, name: string): Seen<Scope> | undefined {
  const k = key(name);
  const own = scope.rules.get(k);
  if (own) return { scope, rule: own };
  const picked = scope.pick.get(k);
  if (picked) return { scope: picked.scope, rule: picked.exports.get(k)! };
  const c = scope.core ? core().rules.get(k) : undefined;
  if (c) return { scope: core(), rule: c };
  const found = scope.imports.filter((i) => i.exports.has(k));
  return found.length === 1 ? { scope: found[0]!.scope, rule: found[0]!.exports.get(k)! } : undefined;
}

/**
 * The rule set an ABNF prose value cites (`[RFC3986]`): the text's import of that name, else
 * a built-in set; 'unavailable' for an RFC with neither, undefined when it cites none.
 */
function citedSet(prose: string, scope: Scope): Scope | 'unavailable' | undefined {
  const id = citedRfc(prose);
  if (id === undefined) return undefined;
  if (id === 'rfc5234') return core();
  const own = scope.imports.find((i) => i.scope.id.toLowerCase() === id);
  if (own) return own.scope;
  return (BUILTIN_SETS as readonly string[]).includes(id) ? builtin(id as BuiltinSet) : 'unavailable';
}

/** The end of an undefined-rule message: what was searched, and which set would define it. */
function whereFrom(name: string, scope: Scope): string {
  const sets = scope.imports.map((i) => i.scope.id);
  const searched = `: it is neither in ${scope.id === 'text' ? 'the text' : scope.file} nor a core rule (RFC 5234 Appendix B.1)${sets.length > 0 ? ` nor a rule of ${sets.join(', ')}` : ''}`;
  const offer = BUILTIN_SETS.filter((id) => !sets.includes(id) && isBuiltinRule(id, name));
  if (offer.length === 0) return searched;
  return sets.length === 0 ? `${searched}; ${offer.map((id) => `uses: '${id}'`).join(' or ')} would define it` : `${searched}; ${offer.map((id) => `'${id}'`).join(' or ')} in uses would define it`;
}

