import { formatError, UriSyntaxError } from '../../engine';
import { Command, EXIT, Io } from '../command';
import { lines, write } from '../io';
import { parseOptions } from '../options';
import { GRAMMAR_HELP, grammarFlags, grammarParser } from '../rules';

const help = `Usage: uri-grammar check [--rule NAME] [--generic] [--updates rfc2396] [--json] [URI ...]

Checks each URI against RFC 2396 and, when its scheme is registered, the scheme's grammar
(RFC 1738 for ftp, http, gopher, mailto, news, nntp, telnet, wais, file, prospero).
With no URI arguments, reads one URI per line from stdin (streamed).

Output: "valid", or the error with a caret under the offset of the first character
that no valid URI could have there. With several inputs, each line is prefixed by the input.
  --json            one JSON object per input: {"input","valid"[,"error"]}
${GRAMMAR_HELP}
Exit status: 0 all valid, 1 any invalid, 2 usage error.`;

/** The error fields of the --json output. */
export function errorJson(e: UriSyntaxError) {
  const { offset, line, column, found, expected, rulePath, code, message } = e;
  return { offset, line, column, found, expected, rulePath, code, message };
}

export const check: Command = {
  name: 'check',
  summary: 'check URIs (arguments or stdin lines) against RFC 2396 and the scheme grammars',
  help,
  async run(args: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOptions(args, { ...grammarFlags, json: { type: 'boolean' } });
    if (values.help) return write(io.stdout, help + '\n').then(() => EXIT.ok);
    const parse = grammarParser(values);
    const json = values.json === true;
    let invalid = 0;
    const report = async (input: string, labelled: boolean) => {
      const r = parse(input);
      if (!r.ok) invalid++;
      if (json) {
        await write(io.stdout, JSON.stringify(r.ok ? { input, valid: true } : { input, valid: false, error: errorJson(r.error) }) + '\n');
      } else if (r.ok) {
        await write(io.stdout, labelled ? `valid: ${input}\n` : 'valid\n');
      } else {
        await write(io.stdout, formatError(r.error, input, { color: io.color }) + '\n');
      }
    };
    if (positionals.length > 0) {
      for (const input of positionals) await report(input, positionals.length > 1);
    } else {
      for await (const line of lines(io.stdin)) await report(line, true);
    }
    return invalid > 0 ? EXIT.failed : EXIT.ok;
  },
};
