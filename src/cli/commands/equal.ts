import { ResolveError, normalize } from '../../resolver';
import { Command, EXIT, Io, UsageError } from '../command';
import { write } from '../io';
import { parseOptions } from '../options';
import { normalizeFlags, normalizeOptionsFrom } from './normalize';
import { reportError, resolveErrorJson } from './resolve';

const help = `Usage: uri-grammar equal [options] A B

Whether URI references A and B are equivalent (RFC 2396 §6): the same normal form
(see "uri-grammar normalize --help"). Prints "equivalent" or "not equivalent" and both
normal forms when they differ.
  --remove-dot-segments  remove "." and ".." segments from absolute paths first
  --above-root MODE      with it (implies it): keep (default), remove or error
  --json                 {"a","b","equivalent","normal":[A', B']} or {"a","b","error"}
Exit status: 0 equivalent, 1 not equivalent, 2 usage error or an argument that is not a
URI reference (printed to stderr with a caret, naming A or B).`;

export const equal: Command = {
  name: 'equal',
  summary: 'exit 0 when two URIs are equivalent (RFC 2396 §6), 1 when not',
  help,
  async run(args: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOptions(args, normalizeFlags);
    if (values.help) return write(io.stdout, help + '\n').then(() => EXIT.ok);
    if (positionals.length !== 2) throw new UsageError(`equal takes exactly two URIs, got ${positionals.length}`);
    const options = normalizeOptionsFrom(values);
    const [a, b] = positionals;
    const na = normalize(a, options);
    const nb = normalize(b, options);
    if (!na.ok || !nb.ok) {
      const error: ResolveError = !na.ok ? { ...na.error, argument: 'a' } : { ...(nb as { error: ResolveError }).error, argument: 'b' };
      if (values.json) await write(io.stdout, JSON.stringify({ a, b, error: resolveErrorJson(error) }) + '\n');
      else await reportError(io, error);
      return EXIT.usage;
    }
    const same = na.value === nb.value;
    if (values.json) await write(io.stdout, JSON.stringify({ a, b, equivalent: same, normal: [na.value, nb.value] }) + '\n');
    else await write(io.stdout, same ? 'equivalent\n' : `not equivalent\n  A: ${na.value}\n  B: ${nb.value}\n`);
    return same ? EXIT.ok : EXIT.failed;
  },
};
