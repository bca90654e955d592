import '../../schemes/builtins';
import { CATALOGUE_OPT_IN } from '../../schemes/catalogue';
import { registeredSchemes } from '../../registry/lookup';
import { Command, EXIT, Io, UsageError } from '../command';
import { write } from '../io';
import { parseOptions } from '../options';
import { jsonText } from '../terminal';

const flags = { json: { type: 'boolean' } } as const;

const help = `Usage: uri-grammar schemes [--json]

Lists the scheme registry: each scheme's name, default port, whether it is hierarchical (RFC 2396 §3), where its grammar comes from (the RFC: rfc1738, rfc2616, rfc8141, …; user: a definition of yours, e.g. --grammar; none: the generic RFC 2396 syntax only), the notation it is written in (bnf, abnf, typescript) and the generic syntax that must hold too (rfc2396, rfc3986, none). Then the catalogue's schemes that replace a built-in only when asked.
  -j, --json   one JSON object per scheme: {"name","defaultPort","hierarchical","grammar","notation","generic"}
Exit status: 0, or 2 on a usage error.`;

export const schemes: Command = {
  name: 'schemes',
  summary: 'list the scheme registry (names, default ports, hierarchy, grammar source)',
  help,
  flags,
  async run(args: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOptions(args, flags);
    if (positionals.length > 0) throw new UsageError(`schemes takes no arguments, got ${JSON.stringify(positionals[0])}`);
    const rows = registeredSchemes().map((s) => ({
      name: s.name,
      defaultPort: s.defaultPort ?? null,
      hierarchical: s.hierarchical,
      grammar: s.source ?? 'none',
      notation: s.notation ?? null,
      generic: s.generic ?? 'rfc2396',
    }));
    if (values.json === true) {
      for (const row of rows) await write(io.stdout, jsonText(row) + '\n');
      return EXIT.ok;
    }
    const width = Math.max(6, ...rows.map((r) => r.name.length));
    await write(io.stdout, `${'scheme'.padEnd(width)}  port   hierarchical  grammar  notation    generic\n`);
    for (const r of rows) {
      const columns = [r.name.padEnd(width), String(r.defaultPort ?? '-').padEnd(5), (r.hierarchical ? 'yes' : 'no').padEnd(12), r.grammar.padEnd(7), (r.notation ?? '-').padEnd(10), r.generic];
      await write(io.stdout, columns.join('  ') + '\n');
    }
    for (const c of CATALOGUE_OPT_IN) {
      const flags = `--grammar grammar/schemes/${c.file}.abnf${c.uses ? ` --uses ${c.uses}` : ''}`;
      await write(io.stdout, `also in the catalogue: ${c.name} (${c.scheme}, ${c.rfc}, abnf, rfc3986), registered by ${flags}\n`);
    }
    return EXIT.ok;
  },
};
