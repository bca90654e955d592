import { relativize as relativizeUri } from '../../resolver';
import { Command, Io, UsageError } from '../command';
import { parseOptions } from '../options';
import { refuseHugePath } from '../limits';
import { EXIT_HELP, RECORD_HELP, recordFlags, recordOptions, resolveProblem, runRecords } from '../records';
import { aboveRootFlag, loopholeFlag, refuseArgument, resolveOptionsFrom } from './resolve';

const flags = { ...recordFlags, ...aboveRootFlag, ...loopholeFlag } as const;

const help = `Usage: uri-grammar relativize [--above-root MODE] [--loophole MODE] [--json | --quiet] [--max-line SIZE] BASE [TARGET ...]

Prints, for each TARGET, the shortest reference that resolves against BASE to TARGET (the inverse of "uri-grammar resolve"; an empty line is the empty reference, the current document): TARGET itself when scheme or authority differ or BASE is opaque. With no TARGET arguments, reads one target per line from stdin. An invalid BASE: exit 2, its error on stderr.
  --above-root MODE
                    keep (default), remove or error: resolve with the same choice
  --loophole MODE   strict (default) or compat: resolve with the same choice
${RECORD_HELP}
${EXIT_HELP}`;

export const relativize: Command = {
  name: 'relativize',
  summary: 'the shortest references from a base URI to target URIs',
  help,
  flags,
  async run(args: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOptions(args, flags);
    if (positionals.length === 0) throw new UsageError('relativize needs a BASE URI');
    const options = resolveOptionsFrom(values);
    const [base, ...targets] = positionals;
    const probe = relativizeUri(base, base, options); // checks the base once
    if (!probe.ok && probe.error.argument === 'base') return refuseArgument(io, probe.error);
    return runRecords(io, recordOptions(values), {
      inputs: targets,
      noun: 'target',
      handle: (target) => {
        refuseHugePath(target);
        const r = relativizeUri(base, target, options);
        return r.ok ? r : { ok: false, problem: resolveProblem(r.error) };
      },
      show: (reference) => reference,
    });
  },
};
