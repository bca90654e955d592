import { Command, Io } from '../command';
import { inWorkers, JOBS_HELP, jobsFlag, jobsOf } from '../jobs';
import { type ParsedOptions, parseOptions } from '../options';
import { EXIT_HELP, RECORD_HELP, recordFlags, type RecordOptions, type Records, recordOptions, runRecords, syntaxProblem } from '../records';
import { GRAMMAR_HELP, grammarFlags, grammarParser, nestingFlag } from '../rules';
import { refuseHugeAst } from '../limits';
import { jsonPieces } from '../json-pieces';
import { jsonText } from '../terminal';

const flags = { ...grammarFlags, ...recordFlags, ...jobsFlag, ...nestingFlag } as const;

const help = `Usage: uri-grammar parse [--rule NAME] [--generic] [--updates none|rfc2396|rfc2616] [--scheme-case exact] [--grammar PATH]... [--scheme-name NAME] [--max-nesting N] [--uses SET[,SET]|NAME=PATH]... [--pick NAME=SET]... [--prose '<TEXT>=ABNF']... [--json | --quiet] [--max-line SIZE] [--jobs N] [URI ...]

Parses each URI and prints its typed AST: every node has its RFC rule name as "type", its span and its text. A registered scheme (RFC 1738's ten, or one you defined) adds its own AST under "url"; --generic keeps to RFC 2396. With no URI arguments, reads one URI per line from stdin.

Output: the AST as indented JSON; for an invalid URI, "error[CODE]" on stdout and the error with a caret on stderr. With --json, the record's "value" is the AST.
${RECORD_HELP}
${JOBS_HELP}
${GRAMMAR_HELP}
${EXIT_HELP}`;

/** The records of `uri-grammar parse` from its parsed options (the --grammar files registered). */
function parseRecordsOf(values: ParsedOptions['values'], positionals: string[]): { options: RecordOptions; records: Records<unknown> } {
  const { parse } = grammarParser(values);
  return {
    options: recordOptions(values),
    records: {
      inputs: positionals,
      noun: 'URI',
      handle: (input) => {
        refuseHugeAst(input);
        const r = parse(input);
        return r.ok ? { ok: true, value: r.value } : { ok: false, problem: syntaxProblem(r.error, input) };
      },
      show: (ast) => jsonText(ast, 2),
      showPieces: (ast) => jsonPieces(ast, 2),
    },
  };
}

/** The same from the command's arguments: what a --jobs worker runs (worker.ts). */
export function parseRecords(args: string[]): { options: RecordOptions; records: Records<unknown> } {
  const { values, positionals } = parseOptions(args, flags);
  return parseRecordsOf(values, positionals);
}

export const parse: Command = {
  name: 'parse',
  summary: 'print the typed AST of URIs',
  help,
  flags,
  async run(args: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOptions(args, flags);
    const jobs = jobsOf(values);
    const { options, records } = parseRecordsOf(values, positionals);
    return runRecords(io, options, records, inWorkers(jobs, { command: 'parse', args, color: io.color }));
  },
};
