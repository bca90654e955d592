import { ResolveError, ResolveOptions, formatResolveError, resolve as resolveReference } from '../../resolver';
import { Command, EXIT, Io, UsageError } from '../command';
import { lines, write } from '../io';
import { ParsedOptions, parseOptions } from '../options';
import { baseFromHtml } from '../base-from-html';

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

/** The error fields of the --json output (the syntax error's fields when there is one). */
export function resolveErrorJson(e: ResolveError) {
  const { code, argument, offset, message, syntax } = e;
  return { code, argument, offset, message, ...(syntax ? { syntax: { code: syntax.code, expected: syntax.expected, rulePath: syntax.rulePath, message: syntax.message } } : {}) };
}

/** Writes a resolver error to stderr: the argument named, its text, a caret under the offset. */
export function reportError(io: Io, e: ResolveError, label = ''): Promise<void> {
  return write(io.stderr, (label ? `${label}: ` : '') + formatResolveError(e, { color: io.color }) + '\n');
}

const help = `Usage: uri-grammar resolve [options] BASE [REF ...]
       uri-grammar resolve [options] --base-from-html FILE [--base URI] [REF ...]

Resolves each REF against BASE (RFC 2396 §5.2) and prints the target URI, one per line.
With no REF arguments, reads one reference per line from stdin (streamed).
BASE must be an absolute URI. A same-document reference (empty, or "#fragment": §4.2)
gives the base without its fragment, plus the reference's fragment.
  --json                 one JSON object per reference:
                         {"base","reference","ok":true,"target","sameDocument"} or {"base","reference","ok":false,"error"}
  --above-root MODE      ".." above the root (§5.2 step 6g): keep (default: http://a/../g),
                         remove (http://a/g) or error
  --loophole MODE        "http:g" against an http base (§5.2 step 3): strict (default: http:g)
                         or compat (http://a/b/c/g; only for hierarchical schemes)
  --base-from-html FILE  take the base from the HTML file (RFC 2396 §5.1.1, Appendix D): the href of
                         the first BASE element in its HEAD, which must be an absolute URI; every
                         positional argument is then a REF. BASE elements outside HEAD or after the
                         first, and a relative href, are reported on stderr and not used.
  --base URI             with --base-from-html: the URI the file was retrieved from (§5.1.3), used
                         when the file has no BASE in HEAD or its href is not absolute. Without it,
                         such a file is an error (exit 1). JSON records then carry "baseSource".
Errors go to stderr with a caret under the offset, naming the bad argument (base or reference).
Exit status: 0 all resolved, 1 any error, 2 usage error (or an unreadable --base-from-html FILE).`;

export const resolve: Command = {
  name: 'resolve',
  summary: 'resolve references against a base URI (RFC 2396 §5.2)',
  help,
  async run(args: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOptions(args, { json: { type: 'boolean' }, ...aboveRootFlag, ...loopholeFlag, 'base-from-html': { type: 'string' }, base: { type: 'string' } });
    if (values.help) return write(io.stdout, help + '\n').then(() => EXIT.ok);
    const options = resolveOptionsFrom(values);
    const json = values.json === true;
    const htmlFile = values['base-from-html'] as string | undefined;
    if (htmlFile === undefined && values.base !== undefined) throw new UsageError('--base is only for --base-from-html (otherwise BASE is the first argument)');
    if (htmlFile === undefined && positionals.length === 0) throw new UsageError('resolve needs a BASE URI');
    const found = htmlFile === undefined ? undefined : await baseFromHtml(htmlFile, values.base as string | undefined, io, json);
    if (found && 'exit' in found) return found.exit;
    const [base, ...refs] = found ? [found.base, ...positionals] : positionals;
    const baseSource = found ? { baseSource: found.source } : {};
    // The base once: a same-document reference to it checks it (and gives it without its fragment).
    const probe = resolveReference(base, '', options);
    if (!probe.ok) {
      if (json) await write(io.stdout, JSON.stringify({ base, ok: false, error: resolveErrorJson(probe.error) }) + '\n');
      else await reportError(io, probe.error);
      return EXIT.failed;
    }
    let failed = 0;
    const report = async (reference: string, index: number) => {
      const r = resolveReference(probe.value.target, reference, options);
      if (!r.ok) failed++;
      if (json) {
        const out = r.ok ? { base, ...baseSource, reference, ok: true, target: r.value.text, sameDocument: r.value.sameDocument } : { base, ...baseSource, reference, ok: false, error: resolveErrorJson(r.error) };
        await write(io.stdout, JSON.stringify(out) + '\n');
      } else if (r.ok) {
        await write(io.stdout, r.value.text + '\n');
      } else {
        await reportError(io, r.error, `reference ${index} ${JSON.stringify(reference)}`);
      }
    };
    if (refs.length > 0) {
      for (let k = 0; k < refs.length; k++) await report(refs[k], k + 1);
    } else {
      let k = 0;
      for await (const line of lines(io.stdin)) await report(line, ++k);
    }
    return failed > 0 ? EXIT.failed : EXIT.ok;
  },
};
