import { BUILTIN_SETS, type BuiltinSet } from '../engine/abnf/imports';
import { UsageError } from './command';

/** What `--uses`, `--pick` and `--prose` give an ABNF text: its imports, which wins a shared name, what its prose stands for. */
export interface RuleSourceFlags {
  uses?: BuiltinSet[];
  pick?: Record<string, string>;
  prose?: Record<string, string>;
}

/** The help lines of the three flags. */
export const RULE_SOURCE_HELP = `  --uses SET[,SET]  the built-in rules a grammar's undefined names come from; repeatable, or comma-separated: ABNF after the core rules: ${BUILTIN_SETS.join(', ')} (none by default); BNF: rfc2396 (else RFC 1738's)
  --pick NAME=SET   ABNF: the set that defines NAME when several of --uses do (an ambiguous-rule otherwise); repeatable
  --prose '<TEXT>=ABNF'
                    ABNF: the prose value <TEXT> stands for a rule name or ABNF elements; repeatable`;

/** `--uses`, `--pick` and `--prose` (each given once or more), checked: a bad value is a usage error (exit 2). */
export function ruleSourceFlags(values: Record<string, unknown>): RuleSourceFlags {
  const flags: RuleSourceFlags = {};
  const uses = listOf(values.uses).flatMap((v) => v.split(','));
  for (const set of uses) if (!(BUILTIN_SETS as readonly string[]).includes(set)) throw new UsageError(`--uses must be one or more of ${BUILTIN_SETS.join(', ')}, got ${JSON.stringify(set)}`);
  if (uses.length > 0) flags.uses = [...new Set(uses)] as BuiltinSet[];
  for (const p of listOf(values.pick)) {
    const m = /^([A-Za-z][A-Za-z0-9-]*)=(.+)$/.exec(p);
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

/** A repeatable string flag's values (node:util gives an array, or one string for a flag declared once). */
function listOf(value: unknown): string[] {
  return value === undefined ? [] : Array.isArray(value) ? (value as string[]) : [String(value)];
}

/** A BNF text's built-in rules: RFC 2396's when --uses names rfc2396, else RFC 1738's. */
export function bnfSet(uses: readonly string[] | undefined): 'rfc2396' | undefined {
  return uses?.includes('rfc2396') ? 'rfc2396' : undefined;
}
