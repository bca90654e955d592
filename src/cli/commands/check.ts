import { Command, EXIT, Io } from '../command';
import { write } from '../io';
import { parseOptions } from '../options';
import { EXIT_HELP, type Outcome, RECORD_HELP, recordFlags, recordOptions, runRecords, syntaxProblem } from '../records';
import { GRAMMAR_HELP, grammarFlags, grammarParser } from '../rules';
import { escapeUnsafe } from '../terminal';

const flags = { ...grammarFlags, ...recordFlags } as const;

const help = `Usage: uri-grammar check [--rule NAME] [--generic] [--updates none|rfc2396|rfc2616] [--scheme-case exact] [--grammar PATH]... [--scheme-name NAME] [--uses SET] [--json] [--max-line SIZE] [URI ...]

Checks each URI against RFC 2396 and, when its scheme is registered, the scheme's grammar
(RFC 1738 for ftp, http, gopher, mailto, news, nntp, telnet, wais, file, prospero).
With no URI arguments, reads one URI per line from stdin (streamed; LF or CRLF ends a line).

Output, one line per input on stdout: "valid" or "invalid" (with several inputs, followed by
": " and the input); for an invalid URI, the error with a caret under the offset of the first
character that no valid URI could have there goes to stderr.
${RECORD_HELP}
${GRAMMAR_HELP}
${EXIT_HELP}`;

/** Every valid input's outcome: one object, not one per line. */
const VALID: Outcome<undefined> = Object.freeze({ ok: true, value: undefined });

export const check: Command = {
  name: 'check',
  summary: 'check URIs (arguments or stdin lines) against RFC 2396 and the scheme grammars',
  help,
  flags,
  async run(args: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOptions(args, flags);
    if (values.help) return write(io.stdout, help + '\n').then(() => EXIT.ok);
    const parse = grammarParser(values);
    return runRecords(io, recordOptions(values), {
      inputs: positionals,
      noun: 'URI',
      handle: (input) => {
        const r = parse(input);
        return r.ok ? VALID : { ok: false, problem: syntaxProblem(r.error, input) };
      },
      show: (_value, input, labelled) => (labelled ? `valid: ${input}` : 'valid'),
      showProblem: (_problem, input, labelled) => (labelled ? `invalid: ${escapeUnsafe(input)}` : 'invalid'),
    });
  },
};
