import type { Rule } from '../combinators/core';
import { kindOf } from '../combinators/arguments';
import { own } from '../own';
import { isSchemeName } from '../rfc2396/classes';
import { SchemeRegistryError } from './errors';

/**
 * The scheme registry: one door for built-in and user schemes. Keyed by the
 * lower-cased scheme name (RFC 2396 §3.1, RFC 1738 §2.1: schemes are case-insensitive),
 * in a Map so that a scheme named `constructor` or `__proto__` is plain data.
 */
/**
 * Where a registered grammar comes from: the RFC that defines it, or a user definition.
 *
 * @example
 * ```ts
 * const source: GrammarSource | undefined = lookupScheme('https')?.source;
 * source; //=> 'rfc2818'
 * ```
 */
export type GrammarSource = 'rfc1738' | 'rfc2616' | 'rfc2818' | 'rfc6455' | 'rfc8141' | 'rfc2397' | 'rfc4151' | 'rfc5870' | 'rfc6068' | 'user';

/**
 * The notation a grammar was written in: the BNF of RFC 1738 §5 / RFC 2396 §1.6, ABNF (RFC 5234), or the TypeScript grammar kit.
 *
 * @example
 * ```ts
 * const notation: GrammarNotation | undefined = lookupScheme('urn')?.notation;
 * notation; //=> 'abnf'
 * ```
 */
export type GrammarNotation = 'bnf' | 'abnf' | 'typescript';

/**
 * Which generic syntax must hold besides a scheme's own grammar: RFC 2396 (its AST is the
 * value's generic part), RFC 3986 (`grammar/rfc3986.abnf`, as post-1998 schemes assume), or
 * none (the scheme grammar alone decides).
 *
 * @example
 * ```ts
 * const generic: GenericSyntax | undefined = lookupScheme('urn')?.generic;
 * generic; //=> 'rfc3986'
 * ```
 */
export type GenericSyntax = 'rfc2396' | 'rfc3986' | 'none';

/**
 * A scheme as the registry holds it: name, default port, hierarchy, and its grammar with where it comes from.
 *
 * @example
 * ```ts
 * const entry: SchemeEntry | undefined = lookupScheme('ftp');
 * entry; //=> { name: 'ftp', defaultPort: 21, hierarchical: true }
 * ```
 */
export interface SchemeEntry {
  name: string;
  /** The port a server of this scheme listens on when none is given. */
  defaultPort?: number;
  /** Whether references are resolved against it hierarchically (RFC 2396 §3, §5.2). */
  hierarchical: boolean;
  /** The scheme-specific grammar of a whole URL; none: the generic RFC 2396 AST only. */
  grammar?: Rule<unknown>;
  /** Where the grammar comes from (with a grammar). */
  source?: GrammarSource;
  /** The notation of the grammar (with a grammar). */
  notation?: GrammarNotation;
  /** The generic syntax that must hold too (with a grammar; default 'rfc2396'). */
  generic?: GenericSyntax;
}

const registry = new Map<string, SchemeEntry>();

function seed(entry: SchemeEntry): void {
  registry.set(entry.name, entry);
}

// RFC 1738 §3 default ports (grammars attached by ./builtins).
seed({ name: 'ftp', defaultPort: 21, hierarchical: true });
seed({ name: 'http', defaultPort: 80, hierarchical: true });
seed({ name: 'gopher', defaultPort: 70, hierarchical: true });
seed({ name: 'mailto', hierarchical: false });
seed({ name: 'news', hierarchical: false });
seed({ name: 'nntp', defaultPort: 119, hierarchical: true });
seed({ name: 'telnet', defaultPort: 23, hierarchical: true });
seed({ name: 'wais', defaultPort: 210, hierarchical: true });
seed({ name: 'file', hierarchical: true });
seed({ name: 'prospero', defaultPort: 1525, hierarchical: true });
// The http grammar under other names: https (RFC 2818 §2.4: port 443), ws and wss (RFC 6455 §3: 80, 443).
seed({ name: 'https', defaultPort: 443, hierarchical: true });
seed({ name: 'ws', defaultPort: 80, hierarchical: true });
seed({ name: 'wss', defaultPort: 443, hierarchical: true });

/**
 * The registry's entry for a scheme (case-insensitive, RFC 1738 §2.1), or undefined: what
 * `parseUrl` reads. A user's `lookupScheme` (./lookup) is this, from a module that makes the
 * entries' grammars parsimmon parsers.
 */
export function entryOf(scheme: string): SchemeEntry | undefined {
  if (typeof scheme !== 'string') throw new TypeError(`uri-grammar: a scheme name must be a string, got ${kindOf(scheme)}`);
  return registry.get(scheme) ?? registry.get(scheme.toLowerCase()); // keys are lower case: most names are already
}

/**
 * The entry of the scheme named at the head of `input` (RFC 2396 §3.1: `scheme ":"` before
 * anything else), or undefined when it has none or an unregistered one: what `parseUrl` and
 * `isValidUrl` ask of every input. A registered name is a scheme name (`register` refuses any
 * other), so a name found as it is written needs no test of its characters; any other
 * spelling is tested, then looked up in lower case.
 */
export function entryAtHead(input: string): SchemeEntry | undefined {
  const colon = input.indexOf(':');
  if (colon <= 0) return undefined;
  const name = input.slice(0, colon);
  return registry.get(name) ?? (isSchemeName(name) ? registry.get(name.toLowerCase()) : undefined);
}

/**
 * The scheme's default port, or undefined when it has none or is unregistered.
 *
 * @example
 * ```ts
 * defaultPort('http'); //=> 80
 * defaultPort('mailto'); //=> undefined
 * ```
 */
export function defaultPort(scheme: string): number | undefined {
  const entry = entryOf(scheme);
  return entry && own(entry, 'defaultPort'); // an entry without one has none, whatever Object.prototype holds
}

/**
 * Whether the registry marks the scheme hierarchical (false when unregistered).
 *
 * @example
 * ```ts
 * isHierarchical('ftp'); //=> true
 * isHierarchical('mailto'); //=> false
 * ```
 */
export function isHierarchical(scheme: string): boolean {
  return entryOf(scheme)?.hierarchical ?? false;
}

/** Every registered scheme's entry, in registration order (the built-in ones first): what ./lookup's `registeredSchemes` gives a user. */
export function allEntries(): SchemeEntry[] {
  return [...registry.values()];
}

const GENERIC_SYNTAXES: readonly GenericSyntax[] = ['rfc2396', 'rfc3986', 'none'];

/** Refuses (RangeError) a `generic` that is not a GenericSyntax. */
export function assertGeneric(generic: unknown, scheme: string): asserts generic is GenericSyntax {
  if (!GENERIC_SYNTAXES.includes(generic as GenericSyntax)) {
    throw new RangeError(`uri-grammar: generic of ${scheme} must be one of ${GENERIC_SYNTAXES.map((g) => `'${g}'`).join(', ')}, got ${JSON.stringify(generic)}`);
  }
}

/**
 * Adds (`mode: 'define'`) or replaces (`'override'`) an entry; the grammar has been
 * checked by the caller. Refuses a registered name for define, an unknown one for override.
 */
export function register(entry: SchemeEntry, mode: 'define' | 'override'): SchemeEntry {
  if (typeof entry.name !== 'string' || !isSchemeName(entry.name)) {
    throw new RangeError(`uri-grammar: ${JSON.stringify(entry.name)} is not a scheme name (RFC 2396 §3.1: scheme = alpha *( alpha | digit | "+" | "-" | "." ))`);
  }
  const port = own(entry, 'defaultPort');
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65535)) {
    throw new RangeError(`uri-grammar: defaultPort of ${entry.name} must be an integer 0–65535, got ${String(port)}`);
  }
  if (typeof entry.hierarchical !== 'boolean') throw new TypeError(`uri-grammar: hierarchical of ${entry.name} must be a boolean`);
  const generic = own(entry, 'generic');
  if (generic !== undefined) assertGeneric(generic, entry.name);
  const key = entry.name.toLowerCase();
  const known = registry.has(key);
  if (mode === 'define' && known) throw new SchemeRegistryError('already-registered', key, `uri-grammar: scheme "${key}" is already registered; use overrideScheme to replace it`);
  if (mode === 'override' && !known) throw new SchemeRegistryError('not-registered', key, `uri-grammar: scheme "${key}" is not registered; use defineScheme to add it`);
  const stored: SchemeEntry = Object.freeze({ ...entry, name: key });
  registry.set(key, stored);
  return stored;
}
