import { NormalizeOptions, normalize as normalizeUri } from '../../resolver';
import { Command, EXIT, Io } from '../command';
import { lines, write } from '../io';
import { ParsedOptions, parseOptions } from '../options';
import { aboveRootFlag, reportError, resolveErrorJson, resolveOptionsFrom } from './resolve';

/** NormalizeOptions from --remove-dot-segments and --above-root (which implies it). */
export function normalizeOptionsFrom(values: ParsedOptions['values']): NormalizeOptions {
  const { dotSegmentsAboveRoot } = resolveOptionsFrom(values);
  if (dotSegmentsAboveRoot) return { removeDotSegments: true, dotSegmentsAboveRoot };
  return values['remove-dot-segments'] === true ? { removeDotSegments: true } : {};
}

export const normalizeFlags = { json: { type: 'boolean' }, 'remove-dot-segments': { type: 'boolean' }, ...aboveRootFlag } as const;

const help = `Usage: uri-grammar normalize [options] [URI ...]

Prints the normal form of each URI reference (RFC 2396 §6, §2.4.2), one per line.
With no URI arguments, reads one per line from stdin (streamed).
Scheme and hostname lower-cased; an empty port or the scheme's default port elided;
escapes' hex upper-cased; escapes of unreserved characters decoded in userinfo and path
(never into a "." or ".." segment). Reserved escapes, registry names, opaque parts,
queries and fragments are kept. Dot-segments are kept unless asked:
  --remove-dot-segments  remove "." and ".." segments from absolute paths (§5.2 step 6)
  --above-root MODE      with it (implies it): keep (default), remove or error for ".." above the root
  --json                 one JSON object per URI: {"input","ok":true,"normal"} or {"input","ok":false,"error"}
Errors go to stderr with a caret under the offset.
Exit status: 0 all normalized, 1 any error, 2 usage error.`;

export const normalize: Command = {
  name: 'normalize',
  summary: 'print the normal form of URIs (RFC 2396 §6)',
  help,
  async run(args: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOptions(args, normalizeFlags);
    if (values.help) return write(io.stdout, help + '\n').then(() => EXIT.ok);
    const options = normalizeOptionsFrom(values);
    const json = values.json === true;
    let failed = 0;
    const report = async (input: string, label: string) => {
      const r = normalizeUri(input, options);
      if (!r.ok) failed++;
      if (json) await write(io.stdout, JSON.stringify(r.ok ? { input, ok: true, normal: r.value } : { input, ok: false, error: resolveErrorJson(r.error) }) + '\n');
      else if (r.ok) await write(io.stdout, r.value + '\n');
      else await reportError(io, r.error, label);
    };
    if (positionals.length > 0) {
      for (let k = 0; k < positionals.length; k++) await report(positionals[k], positionals.length > 1 ? `uri ${k + 1}` : '');
    } else {
      let k = 0;
      for await (const line of lines(io.stdin)) await report(line, `line ${++k}`);
    }
    return failed > 0 ? EXIT.failed : EXIT.ok;
  },
};
