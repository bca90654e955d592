import { LINT_CODES, LintFinding, LintSeverity, lint as lintUri } from '../../lint';
import { Command, EXIT, Io } from '../command';
import { flush, OutputClosed } from '../io';
import { argumentBatch, type LineBatch, type NotUtf8, readBatches } from '../lines';
import { type Part, recordFlags, recordOptions, RecordWriter, utf8Problem } from '../records';
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

Lints each URI for the hazards of RFC 2396 §7 (Security Considerations): a password in the userinfo, a userinfo that looks like a host, a non-default or reserved port, escaped CR, LF, NUL or other delimiters of the scheme's protocol, rare IPv4 forms (3232235777, 0300.0250.0.1), ".." above the root, non-ASCII lookalikes and syntax errors.
With no URI arguments, reads one URI per line from stdin (streamed).

Output: one line per input on stdout: "ok", or the highest severity and the codes found, then a tab and the input (control and bidi characters shown as \\u{...}). Each finding goes to stderr: the input, severity[code], the span and the message.
  -j, --json        one JSON object per input on stdout, nothing on stderr: {"input","ok","value":[{"code","severity","span","message"}, ...]} ("ok" is false when a finding has severity error)
  --max-line SIZE   refuse (exit 2) an input longer than SIZE bytes (k, M, G suffixes); default 100M
Codes and severities (docs/lint.md says what each reports):
${codeList()}
Exit status: 0 no finding of severity error, 1 some, 2 usage error.`;

const RANK: Record<LintSeverity, number> = { info: 1, warning: 2, error: 3 };

/** A finding as the CLI writes it: the library's, or `invalid-utf8` for a line that is not text (as check reports it). */
type Finding = Pick<LintFinding, 'severity' | 'span' | 'message'> & { code: string };

/** The findings of one input line: a line that is not UTF-8 is that alone (its U+FFFD are not what was sent). */
function findingsOf(text: string, notUtf8: NotUtf8 | undefined): Finding[] {
  if (!notUtf8) return lintUri(text);
  const { offset, message } = utf8Problem(text, notUtf8).error;
  return [{ code: 'invalid-utf8', severity: 'error', span: { start: offset, end: offset + 1 }, message }];
}

/** The records of a batch: a line per input on stdout, gathered; its findings, in human output, on stderr after it. */
function lintBatch(batch: LineBatch, json: boolean): Part[] {
  const parts: Part[] = [];
  let out = '';
  let failed = 0;
  for (let k = 0; k < batch.texts.length; k++) {
    const input = batch.texts[k];
    const at = batch.notUtf8?.[k];
    const findings = findingsOf(input, at);
    const ok = !findings.some((f) => f.severity === 'error');
    if (!ok) failed++;
    if (json) {
      out += jsonText({ input, ok, value: findings.map(jsonFinding) }) + '\n';
      continue;
    }
    out += `${verdict(findings)}\t${visible(input)}\n`;
    if (findings.length === 0) continue;
    let report = '';
    for (const f of findings) report += `${visible(input)}: ${f.severity}[${f.code}] at ${f.span.start}-${f.span.end}: ${visible(f.message)}\n`;
    parts.push({ out, failed }, { report });
    out = '';
    failed = 0;
  }
  parts.push({ out, failed });
  return parts;
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
    const json = values.json === true;
    const maxLine = recordOptions(values).maxLine;
    const writer = new RecordWriter(io);
    try {
      const batches = positionals.length > 0 ? [argumentBatch(positionals, maxLine)] : readBatches(io.stdin, maxLine);
      for await (const batch of batches) await writer.write(lintBatch(batch, json));
      await writer.flush();
      await flush(io.stdout);
    } catch (e) {
      if (!(e instanceof OutputClosed)) await writer.failWith(e);
    }
    return writer.failed > 0 ? EXIT.failed : EXIT.ok;
  },
};
