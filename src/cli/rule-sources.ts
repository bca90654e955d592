import { readFileSync } from 'node:fs';
import { BUILTIN_SETS, type RuleSource } from '../engine/abnf/imports';
import { Refusal, UsageError } from './command';
import { fileError } from './file-errors';
import { withoutBom } from './io';

/** What `--uses`, `--pick` and `--prose` give an ABNF text: its imports (built-in sets, and ABNF files read as `{ name, abnf }`), which wins a shared name, what its prose stands for. */
export interface RuleSourceFlags {
  uses?: RuleSource[];
  pick?: Record<string, string>;
  prose?: Record<string, string>;
}

/** The help lines of the three flags. */
export const RULE_SOURCE_HELP = `  --uses SET[,SET]  the built-in rules a grammar's undefined names come from; repeatable, or comma-separated: ABNF after the core rules: ${BUILTIN_SETS.join(', ')} (none by default); BNF: rfc2396 (else RFC 1738's)
  --uses NAME=PATH  ABNF: the rules of the ABNF file PATH (another RFC's, e.g. rfc3061=rfc3061.abnf), imported as NAME; repeatable
  --pick NAME=SET   ABNF: the set that defines NAME when several of --uses do (an ambiguous-rule otherwise); repeatable
  --prose '<TEXT>=ABNF'
                    ABNF: the prose value <TEXT> stands for a rule name or ABNF elements; repeatable`;

/** `NAME=VALUE` of `--uses NAME=PATH` and `--pick NAME=SET`: a rule or set name, then anything. */
const NAMED = /^([A-Za-z][A-Za-z0-9-]*)=(.+)$/;

/** `--uses`, `--pick` and `--prose` (each given once or more), checked: a bad value is a usage error (exit 2). */
export function ruleSourceFlags(values: Record<string, unknown>): RuleSourceFlags {
  const flags: RuleSourceFlags = {};
  const sources = new Map<string, RuleSource>(); // by name, the first given of each
  for (const value of listOf(values.uses)) {
    const file = NAMED.exec(value); // NAME=PATH: one file (a path may hold a comma)
    if (file) {
      const [, name, path] = file as unknown as [string, string, string];
      if ((BUILTIN_SETS as readonly string[]).includes(name)) throw new UsageError(`--uses ${value}: ${name} is a built-in set; import the file under another name`);
      if (!sources.has(name)) sources.set(name, { name, abnf: readImport(path) });
      continue;
    }
    for (const set of value.split(',')) {
      if (!(BUILTIN_SETS as readonly string[]).includes(set)) throw new UsageError(`--uses must be one or more of ${BUILTIN_SETS.join(', ')}, or NAME=PATH of an ABNF file, got ${JSON.stringify(set)}`);
      if (!sources.has(set)) sources.set(set, set as RuleSource);
    }
  }
  const uses = [...sources.keys()];
  if (uses.length > 0) flags.uses = [...sources.values()];
  for (const p of listOf(values.pick)) {
    const m = NAMED.exec(p);
    if (!m) throw new UsageError(`--pick must be NAME=SET (e.g. unreserved=rfc3986), got ${JSON.stringify(p)}`);
    if (!uses.includes(m[2]!)) throw new UsageError(`--pick ${p}: ${m[2]} is not one of --uses (${uses.join(', ') || 'none'})`);
    (flags.pick ??= {})[m[1]!] = m[2]!;
  }
  for (const p of listOf(values.prose)) {
    // RFC 5234 §4: a prose value holds no ">", so the first ">=" ends it
    const m = /^<([^>]*)>=([\s\S]+)$/.exec(p);
    if (!m) throw new UsageError(`--prose must be '<TEXT>=ABNF' (the prose value in its brackets, then = and a rule name or ABNF elements), got ${JSON.stringify(p)}`);
    (flags.prose ??= {})[m[1]!] = m[2]!;
  }
  return flags;
}

/** The text of the ABNF file `--uses NAME=PATH` imports; one it cannot read is refused (exit 2) in the words of every file error. */
function readImport(path: string): string {
  try {
    return withoutBom(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new Refusal(fileError(path, e));
  }
}

/** A repeatable string flag's values (node:util gives an array, or one string for a flag declared once). */
function listOf(value: unknown): string[] {
  return value === undefined ? [] : Array.isArray(value) ? (value as string[]) : [String(value)];
}

/** A BNF text's built-in rules: RFC 2396's when --uses names rfc2396, else RFC 1738's. */
export function bnfSet(uses: readonly RuleSource[] | undefined): 'rfc2396' | undefined {
  return uses?.includes('rfc2396') ? 'rfc2396' : undefined;
}
