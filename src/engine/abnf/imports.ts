import { ownProperties } from '../../own';
import { kindOf } from '../../combinators/arguments';

/**
 * A named set of rules shipped with the package that a text may use without defining them:
 * RFC 3986 Appendix A, RFC 2396 Appendix A, RFC 1738 §5, and the rules scheme RFCs import
 * most: RFC 3966 §3 (`telephone-subscriber`), RFC 3987 §2.2 (IRIs), RFC 5322 §3.2 and §3.4
 * (`addr-spec`, `dot-atom-text`, `quoted-string`), RFC 4512 §1.4 and §2.5, RFC 4514 §3
 * (`distinguishedName`) and RFC 4515 §3 (`filter`). Each is a file under `grammar/`.
 *
 * @example
 * ```ts
 * const uses: BuiltinSet = 'rfc3986';
 * compileGrammar('h = IP-literal', { notation: 'abnf', uses }).rules.h!.matches('[::1]'); //=> true
 * ```
 */
export type BuiltinSet = 'rfc3986' | 'rfc2396' | 'rfc1738' | 'rfc3966' | 'rfc3987' | 'rfc5322' | 'rfc4512' | 'rfc4514' | 'rfc4515';
export const BUILTIN_SETS: readonly BuiltinSet[] = ['rfc3986', 'rfc2396', 'rfc1738', 'rfc3966', 'rfc3987', 'rfc5322', 'rfc4512', 'rfc4514', 'rfc4515'];

/**
 * One import of `uses`: a built-in set, or ABNF text of one's own (another RFC's rules), with
 * the names under which the importing text sees its rules.
 *
 * @example
 * ```ts
 * const tel: RuleImport = { ruleSet: 'rfc3966', rename: { unreserved: 'tel-unreserved' } };
 * const ldap: RuleImport = { name: 'rfc4511', abnf: 'LDAPString = *UTF8', uses: 'rfc4512' };
 * compileGrammar('x = LDAPString "/" tel-unreserved', { notation: 'abnf', uses: [tel, ldap] }).rules.x!.matches('cn=a/!'); //=> true
 * ```
 */
export interface RuleImport {
  /** A built-in set (give this or `abnf`). */
  ruleSet?: BuiltinSet;
  /** ABNF text of one's own (give this or `ruleSet`), its names resolved within itself first. */
  abnf?: string;
  /** With `abnf`: what messages and `pick` call it; a rule it adds to the model may be named `<name>:<rule>`. */
  name?: string;
  /** With `abnf`: where the names it leaves undefined come from, as the option of the same name. */
  uses?: RuleSource | readonly RuleSource[];
  /** With `abnf`: which import defines a name that several of its imports define. */
  pick?: Readonly<Record<string, string>>;
  /** With `abnf`: its prose values, mapped as the option of the same name. */
  prose?: Readonly<Record<string, string>>;
  /** The importing text sees the rule `key` of this import as `value` (and no longer as `key`). */
  rename?: Readonly<Record<string, string>>;
}

/**
 * A built-in set by name, or a `RuleImport`.
 *
 * @example
 * ```ts
 * const uses: RuleSource[] = ['rfc3986', { ruleSet: 'rfc3966', rename: { unreserved: 'tel-unreserved' } }];
 * compileGrammar('x = 1*tel-unreserved', { notation: 'abnf', uses }).rules.x!.matches('a!'); //=> true
 * ```
 */
export type RuleSource = BuiltinSet | RuleImport;

/**
 * How the names of one text resolve, beyond its own rules and the core rules: its imports,
 * which import wins a name several define, and what its prose values stand for.
 *
 * @example
 * ```ts
 * const options: ScopeOptions = { uses: ['rfc3986', 'rfc3966'], pick: { unreserved: 'rfc3986' } };
 * const { rules } = compileGrammar('x = telephone-subscriber "/" 1*unreserved', { notation: 'abnf', ...options });
 * rules.x!.matches('+1-201;a=b!/u'); //=> true // RFC 3966's paramchar keeps RFC 3966's unreserved
 * rules.x!.matches('+1-201/u!'); //=> false // the text's unreserved is RFC 3986's
 * ```
 */
export interface ScopeOptions {
  /**
   * The sets the names the text leaves undefined may come from: one or several built-in sets
   * and ABNF texts. A name two of them define is an `ambiguous-rule` unless `pick` says which.
   */
  uses?: RuleSource | readonly RuleSource[];
  /** By rule name (any case): the import (`'rfc3986'`, or a text's `name`) that defines it for this text. */
  pick?: Readonly<Record<string, string>>;
  /**
   * By prose value (the text between `<` and `>`): the rule name or ABNF elements it stands
   * for, read as the right-hand side of a rule of this text (`'%x21 / %x23-7E'`).
   */
  prose?: Readonly<Record<string, string>>;
}

/** One import, checked: a built-in set or a text (with its own scope), and its renames by lookup key. */
export type CheckedImport = ({ kind: 'set'; id: BuiltinSet } | { kind: 'text'; id: string; abnf: string; scope: CheckedScope }) & { rename: Map<string, string> };

export interface CheckedScope {
  imports: CheckedImport[];
  /** Lookup key of the name → the id of the import that wins it. */
  pick: Map<string, string>;
  /** Prose text → rule name or ABNF elements. */
  prose: Map<string, string>;
}

const NAME = /^[A-Za-z][A-Za-z0-9-]*$/;

/** ABNF names are case-insensitive (RFC 5234 §2.1); RFC 2396/1738 write `_` where ABNF writes `-`. */
export function key(name: string): string {
  return name.toLowerCase().replace(/_/g, '-');
}

/**
 * The options `uses`, `pick` and `prose`, checked: a TypeError names what is wrong (a
 * non-string or unknown set, an import given twice, a `pick` naming no import of the text).
 */
export function checkedScope(options: ScopeOptions, at = ''): CheckedScope {
  const where = `${at}uses`;
  const given = options.uses === undefined ? [] : Array.isArray(options.uses) ? (options.uses as readonly unknown[]) : [options.uses];
  const imports = given.map((u, k) => checkedImport(u, Array.isArray(options.uses) ? `${where}[${k}]` : where));
  const ids = new Set<string>();
  for (const i of imports) {
    if (ids.has(i.id)) throw new TypeError(`uri-grammar: ${where} imports ${i.id} twice`);
    ids.add(i.id);
  }
  const pick = new Map<string, string>();
  for (const [name, id] of entries(options.pick, `${at}pick`)) {
    if (!ids.has(id)) throw new TypeError(`uri-grammar: pick gives ${name} to ${JSON.stringify(id)}, which is not imported (uses: ${[...ids].join(', ') || 'none'})`);
    pick.set(key(name), id);
  }
  const prose = new Map(entries(options.prose, `${at}prose`));
  return { imports, pick, prose };
}

function checkedImport(u: unknown, where: string): CheckedImport {
  if (typeof u === 'string') {
    if (!(BUILTIN_SETS as readonly string[]).includes(u)) throw new TypeError(`uri-grammar: ${where} must be one of ${BUILTIN_SETS.map((s) => `'${s}'`).join(', ')} or { abnf, name }, got ${JSON.stringify(u)}`);
    return { kind: 'set', id: u as BuiltinSet, rename: new Map() };
  }
  if (typeof u !== 'object' || u === null || Array.isArray(u)) throw new TypeError(`uri-grammar: ${where} must be a set name (${BUILTIN_SETS.join(', ')}) or { ruleSet } or { abnf, name }, got ${kindOf(u)}`);
  const i = ownProperties(u as RuleImport); // an inherited key is no option
  const rename = new Map<string, string>();
  for (const [from, to] of entries(i.rename, `${where}.rename`)) {
    if (!NAME.test(to)) throw new TypeError(`uri-grammar: ${where}.rename gives ${from} the name ${JSON.stringify(to)}, which is no ABNF rule name`);
    rename.set(key(from), to);
  }
  if ((i.ruleSet === undefined) === (i.abnf === undefined)) throw new TypeError(`uri-grammar: ${where} needs either ruleSet (a built-in set) or abnf (a text), not ${i.ruleSet === undefined ? 'neither' : 'both'}`);
  if (i.ruleSet !== undefined) {
    for (const only of ['name', 'uses', 'pick', 'prose'] as const) if (i[only] !== undefined) throw new TypeError(`uri-grammar: ${where}.${only} is for an abnf text; ruleSet ${JSON.stringify(i.ruleSet)} brings its own`);
    return { ...checkedImport(i.ruleSet, `${where}.ruleSet`), rename } as CheckedImport;
  }
  if (typeof i.abnf !== 'string') throw new TypeError(`uri-grammar: ${where}.abnf must be ABNF text, got ${kindOf(i.abnf)}`);
  if (typeof i.name !== 'string' || !NAME.test(i.name)) throw new TypeError(`uri-grammar: ${where}.name must name the text (letters, digits and "-", e.g. 'rfc4511'), got ${typeof i.name === 'string' ? JSON.stringify(i.name) : kindOf(i.name)}`);
  if ((BUILTIN_SETS as readonly string[]).includes(i.name.toLowerCase()) || ['core', 'text', 'prose'].includes(i.name.toLowerCase())) {
    throw new TypeError(`uri-grammar: ${where}.name ${JSON.stringify(i.name)} is taken (a built-in set, or core, text, prose)`);
  }
  return { kind: 'text', id: i.name, abnf: i.abnf, scope: checkedScope({ uses: i.uses, pick: i.pick, prose: i.prose }, `${where}.`), rename };
}

/** The own entries of a record of strings (undefined: none); anything else is a TypeError. */
function entries(record: unknown, where: string): Array<[string, string]> {
  if (record === undefined) return [];
  if (typeof record !== 'object' || record === null || Array.isArray(record)) throw new TypeError(`uri-grammar: ${where} must be an object of strings, got ${kindOf(record)}`);
  return Object.keys(record).map((k) => {
    const v = (record as Record<string, unknown>)[k];
    if (typeof v !== 'string') throw new TypeError(`uri-grammar: ${where}[${JSON.stringify(k)}] must be a string, got ${kindOf(v)}`);
    return [k, v];
  });
}
