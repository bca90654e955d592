import { formatError } from '../../engine';
import { Command, EXIT, Io, UsageError } from '../command';
import { write } from '../io';
import { parseOptions } from '../options';
import { GRAMMAR_HELP, grammarFlags, grammarParser } from '../rules';

const help = `Usage: uri-grammar parse [--rule NAME] [--generic] [--updates rfc2396] [--json] URI

Parses URI and prints its typed AST: every node has its RFC rule name as "type", its span
and its text. A registered scheme (RFC 1738's ten, or one you defined) adds its own AST
under "url"; --generic keeps to RFC 2396.
  --json            the AST on one line
${GRAMMAR_HELP}
On a syntax error, prints the error with a caret and exits 1 (2 on a usage error).`;

export const parse: Command = {
  name: 'parse',
  summary: 'print the typed AST of a URI',
  help,
  async run(args: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOptions(args, { ...grammarFlags, json: { type: 'boolean' } });
    if (values.help) return write(io.stdout, help + '\n').then(() => EXIT.ok);
    if (positionals.length !== 1) throw new UsageError(`parse takes exactly one URI, got ${positionals.length}`);
    const input = positionals[0];
    const r = grammarParser(values)(input);
    if (!r.ok) {
      await write(io.stderr, formatError(r.error, input, { color: io.color }) + '\n');
      return EXIT.failed;
    }
    await write(io.stdout, (values.json ? JSON.stringify(r.value) : JSON.stringify(r.value, null, 2)) + '\n');
    return EXIT.ok;
  },
};
