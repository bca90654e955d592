import { ResolveError, ResolveOptions, resolve as resolveReference } from '../../resolver';
import { Command, EXIT, Io, UsageError } from '../command';
import { write } from '../io';
import { ParsedOptions, parseOptions } from '../options';
import { baseFromHtml } from '../base-from-html';
import { EXIT_HELP, RECORD_HELP, recordFlags, recordOptions, resolveProblem, runRecords } from '../records';

/** The option flags shared by the resolver commands. */
export const aboveRootFlag = { 'above-root': { type: 'string' } } as const;
export const loopholeFlag = { loophole: { type: 'string' } } as const;

const ABOVE_ROOT = ['keep', 'remove', 'error'] as const;
const LOOPHOLE = ['strict', 'compat'] as const;

function choice<T extends string>(flag: string, value: unknown, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${flag} must be one of ${allowed.join(', ')}, got ${JSON.stringify(value)}`);
}

/** ResolveOptions from --above-root and --loophole (usage error for other values). */
export function resolveOptionsFrom(values: ParsedOptions['values']): ResolveOptions {
  const dotSegmentsAboveRoot = choice('above-root', values['above-root'], ABOVE_ROOT);
  const sameSchemeLoophole = choice('loophole', values.loophole, LOOPHOLE);
  return { ...(dotSegmentsAboveRoot ? { dotSegmentsAboveRoot } : {}), ...(sameSchemeLoophole ? { sameSchemeLoophole } : {}) };
}

/**
 * Refuses the fixed argument of a command (BASE, A): its report with a caret on stderr, exit 2,
 * with or without --json (it is not an input: no record).
 */
export async function refuseArgument(io: Io, e: ResolveError): Promise<number> {
  await write(io.stderr, `uri-grammar: ${resolveProblem(e).report(io.color.stderr)}\n`);
  return EXIT.usage;
}

const flags = { ...recordFlags, ...aboveRootFlag, ...loopholeFlag, 'base-from-html': { type: 'string' }, base: { type: 'string' } } as const;

const help = `Usage: uri-grammar resolve [--above-root MODE] [--loophole MODE] [--json | --quiet] [--max-line SIZE] [--base-from-html FILE [--base URI]] BASE [REF ...]

Resolves each REF against BASE (RFC 2396 §5.2) and prints the target URI, one per line. With no REF arguments, reads one reference per line from stdin (streamed). BASE must be an absolute URI (else exit 2, its error on stderr). A same-document reference (empty, or "#fragment": §4.2) gives the base without its fragment, plus the reference's fragment. With --json, the record's "value" is {"target","sameDocument"} (and "baseSource" with --base-from-html).
  --above-root MODE
                    ".." above the root (§5.2 step 6g): keep (default: http://a/../g), remove (http://a/g) or error
  --loophole MODE   "http:g" against an http base (§5.2 step 3): strict (default: http:g) or compat (http://a/b/c/g; only for hierarchical schemes)
  --base-from-html FILE
                    take the base from the HTML file (RFC 2396 §5.1.1, Appendix D): the href of the first BASE element in its HEAD, which must be an absolute URI; every positional argument is then a REF. BASE elements outside HEAD or after the first, and a relative href, are reported on stderr and not used.
  --base URI        with --base-from-html: the URI the file was retrieved from (§5.1.3), used when the file has no BASE in HEAD or its href is not absolute. Without it, such a file is refused (exit 2).
${RECORD_HELP}
${EXIT_HELP}`;

export const resolve: Command = {
  name: 'resolve',
  summary: 'resolve references against a base URI (RFC 2396 §5.2)',
  help,
  flags,
  async run(args: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOptions(args, flags);
    const options = resolveOptionsFrom(values);
    const htmlFile = values['base-from-html'] as string | undefined;
    if (htmlFile === undefined && values.base !== undefined) throw new UsageError('--base is only for --base-from-html (otherwise BASE is the first argument)');
    if (htmlFile === undefined && positionals.length === 0) throw new UsageError('resolve needs a BASE URI');
    const found = htmlFile === undefined ? undefined : await baseFromHtml(htmlFile, values.base as string | undefined, io);
    if (found && 'exit' in found) return found.exit;
    const [base, ...refs] = found ? [found.base, ...positionals] : positionals;
    const baseSource = found ? { baseSource: found.source } : {};
    // The base once: a same-document reference to it checks it (and gives it without its fragment).
    const probe = resolveReference(base, '', options);
    if (!probe.ok) return refuseArgument(io, probe.error);
    return runRecords(io, recordOptions(values), {
      inputs: refs,
      noun: 'reference',
      handle: (reference) => {
        const r = resolveReference(probe.value.target, reference, options);
        return r.ok ? { ok: true, value: { target: r.value.text, sameDocument: r.value.sameDocument, ...baseSource } } : { ok: false, problem: resolveProblem(r.error) };
      },
      show: (value) => value.target,
    });
  },
};
