import { NormalizeOptions, normalize as normalizeUri } from '../../resolver';
import { Command, Io } from '../command';
import { ParsedOptions, parseOptions } from '../options';
import { EXIT_HELP, RECORD_HELP, recordFlags, recordOptions, resolveProblem, runRecords } from '../records';
import { aboveRootFlag, resolveOptionsFrom } from './resolve';

/** NormalizeOptions from --remove-dot-segments and --above-root (which implies it). */
export function normalizeOptionsFrom(values: ParsedOptions['values']): NormalizeOptions {
  const { dotSegmentsAboveRoot } = resolveOptionsFrom(values);
  if (dotSegmentsAboveRoot) return { removeDotSegments: true, dotSegmentsAboveRoot };
  return values['remove-dot-segments'] === true ? { removeDotSegments: true } : {};
}

export const normalizeFlags = { ...recordFlags, 'remove-dot-segments': { type: 'boolean' }, ...aboveRootFlag } as const;

export const NORMALIZE_HELP = `  --remove-dot-segments
                    remove "." and ".." segments from absolute paths (§5.2 step 6)
  --above-root MODE
                    with it (implies it): keep (default), remove or error for ".." above the root`;

const help = `Usage: uri-grammar normalize [--remove-dot-segments] [--above-root MODE] [--json | --quiet] [--max-line SIZE] [URI ...]

Prints the normal form of each URI reference (RFC 2396 §6, §2.4.2), one per line: the output's line N is the normal form of input N, or "error[CODE]" (never a URI: "[" is excluded from URIs) with the error on stderr. With no URI arguments, reads one per line from stdin. Scheme and hostname lower-cased; an empty port or the scheme's default port elided; escapes' hex upper-cased; escapes of unreserved characters decoded in userinfo and path (never into a "." or ".." segment). Reserved escapes, registry names, opaque parts, queries and fragments are kept. A urn's NID is lower-cased (RFC 8141 §3); a geo URI's parameter names and crs label too (RFC 5870 §3.4.4); a tag stays as it is (RFC 4151 §2.4). Dot-segments are kept unless asked:
${NORMALIZE_HELP}
${RECORD_HELP}
${EXIT_HELP}`;

export const normalize: Command = {
  name: 'normalize',
  summary: 'print the normal form of URIs (RFC 2396 §6)',
  help,
  flags: normalizeFlags,
  async run(args: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOptions(args, normalizeFlags);
    const options = normalizeOptionsFrom(values);
    return runRecords(io, recordOptions(values), {
      inputs: positionals,
      noun: 'URI',
      handle: (input) => {
        const r = normalizeUri(input, options);
        return r.ok ? r : { ok: false, problem: resolveProblem(r.error) };
      },
      show: (normal) => normal,
    });
  },
};
