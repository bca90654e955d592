import { relativize as relativizeUri } from '../../resolver';
import { Command, EXIT, Io, UsageError } from '../command';
import { write } from '../io';
import { parseOptions } from '../options';
import { aboveRootFlag, loopholeFlag, reportError, resolveErrorJson, resolveOptionsFrom } from './resolve';

const help = `Usage: uri-grammar relativize [options] BASE TARGET

Prints the shortest reference that resolves against BASE to TARGET (the inverse of
"uri-grammar resolve"; an empty line is the empty reference, the current document).
TARGET itself when scheme or authority differ or BASE is opaque.
  --above-root MODE      keep (default), remove or error: resolve with the same choice
  --loophole MODE        strict (default) or compat: resolve with the same choice
  --json                 {"base","target","reference"} or {"base","target","error"}
Errors go to stderr with a caret under the offset, naming BASE or TARGET.
Exit status: 0 done, 1 an error, 2 usage error.`;

export const relativize: Command = {
  name: 'relativize',
  summary: 'the shortest reference from a base URI to a target URI',
  help,
  async run(args: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOptions(args, { json: { type: 'boolean' }, ...aboveRootFlag, ...loopholeFlag });
    if (values.help) return write(io.stdout, help + '\n').then(() => EXIT.ok);
    if (positionals.length !== 2) throw new UsageError(`relativize takes BASE and TARGET, got ${positionals.length} arguments`);
    const [base, target] = positionals;
    const r = relativizeUri(base, target, resolveOptionsFrom(values));
    if (values.json) {
      await write(io.stdout, JSON.stringify(r.ok ? { base, target, reference: r.value } : { base, target, error: resolveErrorJson(r.error) }) + '\n');
    } else if (r.ok) {
      await write(io.stdout, r.value + '\n');
    } else {
      await reportError(io, r.error);
    }
    return r.ok ? EXIT.ok : EXIT.failed;
  },
};
