import { Command, Io } from '../command';
import { inWorkers, JOBS_HELP, jobsFlag, jobsOf } from '../jobs';
import { type ParsedOptions, parseOptions } from '../options';
import { EXIT_HELP, type Outcome, RECORD_HELP, recordFlags, type RecordOptions, type Records, recordOptions, runRecords, syntaxProblem } from '../records';
import { GRAMMAR_HELP, grammarFlags, grammarParser, nestingFlag } from '../rules';
import { escapeUnsafe } from '../terminal';

const flags = { ...grammarFlags, ...recordFlags, ...jobsFlag, ...nestingFlag } as const;

const help = `Usage: uri-grammar check [--rule NAME] [--generic] [--updates none|rfc2396|rfc2616] [--scheme-case exact] [--grammar PATH]... [--scheme-name NAME] [--max-nesting N] [--uses SET[,SET]|NAME=PATH]... [--pick NAME=SET]... [--prose '<TEXT>=ABNF']... [--json | --quiet] [--max-line SIZE] [--jobs N] [URI ...]

Checks each URI against RFC 2396 and, when its scheme is registered, the scheme's grammar (RFC 1738 for ftp, http, gopher, mailto, news, nntp, telnet, wais, file, prospero). With no URI arguments, reads one URI per line from stdin (streamed; LF or CRLF ends a line).

Output, one line per input on stdout, however many inputs: "valid: " or "invalid: " and the input; for an invalid URI, the error with a caret under the offset of the first character that no valid URI could have there goes to stderr.
${RECORD_HELP}
${JOBS_HELP}
${GRAMMAR_HELP}
${EXIT_HELP}`;

/** Every valid input's outcome: one object, not one per line. */
const VALID: Outcome<undefined> = Object.freeze({ ok: true, value: undefined });

/** The records of `uri-grammar check` from its parsed options (the --grammar files registered). */
function checkRecordsOf(values: ParsedOptions['values'], positionals: string[]): { options: RecordOptions; records: Records<unknown> } {
  const { parse, valid } = grammarParser(values);
  return {
    options: recordOptions(values),
    records: {
      inputs: positionals,
      noun: 'URI',
      handle: (input) => {
        // the verdict first: a valid input builds no tree; an invalid one is parsed for its error
        if (valid(input)) return VALID;
        const r = parse(input);
        return r.ok ? VALID : { ok: false, problem: syntaxProblem(r.error, input) };
      },
      // One shape for one input or many (a line names its input, as ripgrep's lines show what matched).
      show: (_value, input) => `valid: ${escapeUnsafe(input)}`,
      // show's line, and recordText's JSON of a success without a value, for an input with nothing to escape
      plainLine: (json) => (json ? ['{"input":"', '","ok":true}'] : ['valid: ', '']),
      showProblem: (_problem, input) => `invalid: ${escapeUnsafe(input)}`,
    },
  };
}

/** The same from the command's arguments: what a --jobs worker runs (worker.ts). */
export function checkRecords(args: string[]): { options: RecordOptions; records: Records<unknown> } {
  const { values, positionals } = parseOptions(args, flags);
  return checkRecordsOf(values, positionals);
}

export const check: Command = {
  name: 'check',
  summary: 'check URIs (arguments or stdin lines) against RFC 2396 and the scheme grammars',
  help,
  flags,
  async run(args: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOptions(args, flags);
    const jobs = jobsOf(values);
    const { options, records } = checkRecordsOf(values, positionals);
    return runRecords(io, options, records, inWorkers(jobs, { command: 'check', args, color: io.color }));
  },
};
