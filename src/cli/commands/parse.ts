import { Command, EXIT, Io } from '../command';
import { write } from '../io';
import { parseOptions } from '../options';
import { EXIT_HELP, RECORD_HELP, recordFlags, recordOptions, runRecords, syntaxProblem } from '../records';
import { GRAMMAR_HELP, grammarFlags, grammarParser } from '../rules';
import { jsonText } from '../terminal';

const flags = { ...grammarFlags, ...recordFlags } as const;

const help = `Usage: uri-grammar parse [--rule NAME] [--generic] [--updates rfc2396] [--scheme-case exact] [--json] [--max-line SIZE] [URI ...]

Parses each URI and prints its typed AST: every node has its RFC rule name as "type", its
span and its text. A registered scheme (RFC 1738's ten, or one you defined) adds its own AST
under "url"; --generic keeps to RFC 2396. With no URI arguments, reads one URI per line from
stdin.

Output: the AST as indented JSON; for an invalid URI, "error[CODE]" on stdout and the error
with a caret on stderr. With --json, the record's "value" is the AST.
${RECORD_HELP}
${GRAMMAR_HELP}
${EXIT_HELP}`;

/** V8's longest string, in UTF-16 units (2^29 - 24 on 64-bit). */
const MAX_STRING = 2 ** 29 - 24;

/**
 * Throws a RangeError (exit 2, "too large to write") for an input whose AST could not be
 * written, before building it: a node per segment, param, label… would be materialized
 * first, and 25 million of them exhaust the heap (a native abort) before the JSON runs out
 * of string. The estimate, about 160 JSON characters for each separator (a segment node of
 * the generic AST and one of the scheme's) and 12 copies of the text (the nested nodes'
 * "text"), only refuses inputs whose AST would come near the limit.
 */
function refuseHugeAst(input: string): void {
  if (input.length * 172 <= MAX_STRING) return; // under 3 MB no estimate can pass the limit: nothing to count
  let separators = 0;
  for (let k = 0; k < input.length; k++) {
    const c = input.charCodeAt(k);
    if (c === 47 || c === 59 || c === 46 || c === 38 || c === 61 || c === 44 || c === 43) separators++; // / ; . & = , +
  }
  const estimate = 12 * input.length + 160 * separators;
  if (estimate > MAX_STRING) throw new RangeError(`its AST would be about ${Math.round(estimate / 2 ** 20)} MiB of JSON, more than the longest string (512 MiB); "uri-grammar check" validates it`);
}

export const parse: Command = {
  name: 'parse',
  summary: 'print the typed AST of URIs',
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
        refuseHugeAst(input);
        const r = parse(input);
        return r.ok ? { ok: true, value: r.value } : { ok: false, problem: syntaxProblem(r.error, input) };
      },
      show: (ast) => jsonText(ast, 2),
    });
  },
};
