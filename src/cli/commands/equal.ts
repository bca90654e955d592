import { equivalence, normalize } from '../../resolver';
import { Command, Io, UsageError } from '../command';
import { parseOptions } from '../options';
import { refuseHugePath } from '../limits';
import { EXIT_HELP, RECORD_HELP, recordOptions, resolveProblem, runRecords } from '../records';
import { NORMALIZE_HELP, normalizeFlags, normalizeOptionsFrom } from './normalize';
import { refuseArgument } from './resolve';

const help = `Usage: uri-grammar equal [--remove-dot-segments] [--above-root MODE] [--json | --quiet] [--max-line SIZE] A [B ...]

Whether each URI reference B is equivalent to A (RFC 2396 §6): the same normal form (see "uri-grammar normalize --help"); two urn URIs by RFC 8141 §3 (NID case, escapes' hex; r-, q- and f-components ignored), two geo URIs by RFC 5870 §3.4.4 (numbers compared as numbers), two tags by RFC 4151 §2.4 (character for character). Prints "equivalent", or "not equivalent: " and the two normal forms (A's, then B's). With no B arguments, reads one per line from stdin. With --json, the record's "value" is {"equivalent","normal":[A', B']}. An invalid A: exit 2, its error on stderr.
${NORMALIZE_HELP}
${RECORD_HELP}
${EXIT_HELP} Not equivalent counts as not ok: "uri-grammar equal A B" exits 0 exactly
when A and B are equivalent.`;

export const equal: Command = {
  name: 'equal',
  summary: 'exit 0 when URIs are equivalent to the first (RFC 2396 §6), 1 when not',
  help,
  flags: normalizeFlags,
  async run(args: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOptions(args, normalizeFlags);
    if (positionals.length === 0) throw new UsageError('equal needs a URI A');
    const options = normalizeOptionsFrom(values);
    const [a, ...bs] = positionals;
    const na = normalize(a, options);
    if (!na.ok) return refuseArgument(io, { ...na.error, argument: 'a' });
    return runRecords(io, recordOptions(values), {
      inputs: bs,
      noun: 'B',
      handle: (b) => {
        refuseHugePath(b);
        const r = equivalence(a, b, options); // A is valid: a failure is B's
        if (!r.ok) return { ok: false, problem: resolveProblem({ ...r.error, argument: 'b' }) };
        return { ok: true, value: r.value };
      },
      show: ({ equivalent, normal }) => (equivalent ? 'equivalent' : `not equivalent: ${normal[0]} ${normal[1]}`),
      failsExit: (value) => !value.equivalent,
    });
  },
};
