import '../../schemes/builtins';
import { registeredSchemes } from '../../schemes/registry';
import { Command, EXIT, Io, UsageError } from '../command';
import { write } from '../io';
import { parseOptions } from '../options';
import { jsonText } from '../terminal';

const flags = { json: { type: 'boolean' } } as const;

const help = `Usage: uri-grammar schemes [--json]

Lists the scheme registry: each scheme's name, default port, whether it is hierarchical
(RFC 2396 §3), and where its grammar comes from (rfc1738: RFC 1738 §5; typescript or bnf:
a user definition; none: the generic RFC 2396 syntax only).
  --json   one JSON object per scheme: {"name","defaultPort","hierarchical","grammar"}
Exit status: 0, or 2 on a usage error.`;

export const schemes: Command = {
  name: 'schemes',
  summary: 'list the scheme registry (names, default ports, hierarchy, grammar source)',
  help,
  flags,
  async run(args: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOptions(args, flags);
    if (values.help) return write(io.stdout, help + '\n').then(() => EXIT.ok);
    if (positionals.length > 0) throw new UsageError(`schemes takes no arguments, got ${JSON.stringify(positionals[0])}`);
    const rows = registeredSchemes().map((s) => ({ name: s.name, defaultPort: s.defaultPort ?? null, hierarchical: s.hierarchical, grammar: s.source ?? 'none' }));
    if (values.json === true) {
      for (const row of rows) await write(io.stdout, jsonText(row) + '\n');
      return EXIT.ok;
    }
    const width = Math.max(6, ...rows.map((r) => r.name.length));
    await write(io.stdout, `${'scheme'.padEnd(width)}  port   hierarchical  grammar\n`);
    for (const r of rows) {
      await write(io.stdout, `${r.name.padEnd(width)}  ${String(r.defaultPort ?? '-').padEnd(5)}  ${(r.hierarchical ? 'yes' : 'no').padEnd(12)}  ${r.grammar}\n`);
    }
    return EXIT.ok;
  },
};
