import { LINT_CODES, LintFinding, LintSeverity, lint as lintUri } from '../../lint';
import { Command, EXIT, Io } from '../command';
import { untilClosed, write } from '../io';
import { argumentLines, type InputLine, readLines } from '../lines';
import { recordFlags, recordOptions, utf8Problem } from '../records';
import { parseOptions } from '../options';
import { jsonText } from '../terminal';
import { visible } from '../visible';

/** The codes with their severities, a few to a line. */
function codeList(): string {
  const items = Object.entries(LINT_CODES).map(([code, { severity }]) => `${code} (${severity})`);
  const rows: string[] = [];
  items.push('invalid-utf8 (error, a stdin line whose bytes are not UTF-8)');
  for (let k = 0; k < items.length; k += 3) rows.push('  ' + items.slice(k, k + 3).join(', '));
  return rows.join('\n');
}

const flags = recordFlags;

const help = `Usage: uri-grammar lint [--json] [--max-line SIZE] [URI ...]

Lints each URI for the hazards of RFC 2396 §7 (Security Considerations): a password in the
userinfo, a userinfo that looks like a host, a non-default or reserved port, escaped CR, LF,
NUL or other delimiters of the scheme's protocol, rare IPv4 forms (3232235777, 0300.0250.0.1),
".." above the root, non-ASCII lookalikes and syntax errors.
With no URI arguments, reads one URI per line from stdin (streamed).

Output: one line per input on stdout: "ok", or the highest severity and the codes found,
then a tab and the input (control and bidi characters shown as \\u{...}). Each finding goes
to stderr: the input, severity[code], the span and the message.
  --json            one JSON object per input on stdout, nothing on stderr:
                    {"input","ok","value":[{"code","severity","span","message"}, ...]}
                    ("ok" is false when a finding has severity error)
  --max-line SIZE   refuse (exit 2) an input longer than SIZE bytes (k, M, G suffixes); default 100M
Codes and severities (docs/lint.md says what each reports):
${codeList()}
Exit status: 0 no finding of severity error, 1 some, 2 usage error.`;

const RANK: Record<LintSeverity, number> = { info: 1, warning: 2, error: 3 };

/** A finding as the CLI writes it: the library's, or `invalid-utf8` for a line that is not text (as check reports it). */
type Finding = Pick<LintFinding, 'severity' | 'span' | 'message'> & { code: string };

/** The findings of one input line: a line that is not UTF-8 is that alone (its U+FFFD are not what was sent). */
function findingsOf(line: InputLine): Finding[] {
  if (!line.notUtf8) return lintUri(line.text);
  const { offset, message } = utf8Problem(line.text, line.notUtf8).error;
  return [{ code: 'invalid-utf8', severity: 'error', span: { start: offset, end: offset + 1 }, message }];
}

function verdict(findings: Finding[]): string {
  if (findings.length === 0) return 'ok';
  const worst = findings.reduce((w, f) => (RANK[f.severity] > RANK[w] ? f.severity : w), 'info' as LintSeverity);
  return `${worst} ${[...new Set(findings.map((f) => f.code))].join(',')}`;
}

function jsonFinding(f: Finding) {
  const { code, severity, span, message } = f;
  return { code, severity, span, message };
}

export const lint: Command = {
  name: 'lint',
  summary: 'lint URIs for the security hazards of RFC 2396 §7',
  help,
  flags,
  async run(args: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOptions(args, flags);
    if (values.help) return write(io.stdout, help + '\n').then(() => EXIT.ok);
    const json = values.json === true;
    let failed = 0;
    const report = async (line: InputLine) => {
      const input = line.text;
      const findings = findingsOf(line);
      const ok = !findings.some((f) => f.severity === 'error');
      if (!ok) failed++;
      if (json) return write(io.stdout, jsonText({ input, ok, value: findings.map(jsonFinding) }) + '\n');
      await write(io.stdout, `${verdict(findings)}\t${visible(input)}\n`);
      for (const f of findings) await write(io.stderr, `${visible(input)}: ${f.severity}[${f.code}] at ${f.span.start}-${f.span.end}: ${visible(f.message)}\n`);
    };
    const maxLine = recordOptions(values).maxLine;
    await untilClosed(io.stdout, async () => {
      const lines = positionals.length > 0 ? argumentLines(positionals, maxLine) : readLines(io.stdin, maxLine);
      for await (const line of lines) await report(line);
    });
    return failed > 0 ? EXIT.failed : EXIT.ok;
  },
};
