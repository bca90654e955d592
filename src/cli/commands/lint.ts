import { LINT_CODES, LintFinding, LintSeverity, lint as lintUri } from '../../lint';
import { Command, EXIT, Io } from '../command';
import { flush, IoError, OutputClosed } from '../io';
import { jsonPieces } from '../json-pieces';
import { refuseHugeLint } from '../limits';
import { argumentBatch, type LineBatch, type NotUtf8, readBatches } from '../lines';
import { type OutBytes, PlainLines } from '../out-bytes';
import { LONG_INPUT, type Part, recordFlags, recordOptions, RecordWriter, utf8Problem } from '../records';
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

const help = `Usage: uri-grammar lint [--json | --quiet] [--max-line SIZE] [URI ...]

Lints each URI for the hazards of RFC 2396 §7 (Security Considerations): a password in the userinfo, a userinfo that looks like a host, a non-default or reserved port, escaped CR, LF, NUL or other delimiters of the scheme's protocol, rare IPv4 forms (3232235777, 0300.0250.0.1), ".." above the root, non-ASCII lookalikes and syntax errors.
With no URI arguments, reads one URI per line from stdin (streamed).

Output: one line per input on stdout: "ok", or the highest severity and the codes found, then a tab and the input (control and bidi characters shown as \\u{...}). Each finding goes to stderr: the input, severity[code], the span and the message.
  -j, --json        one JSON object per input on stdout, nothing on stderr: {"input","ok","value":[{"code","severity","span","message"}, ...]} ("ok" is false when a finding has severity error)
  -q, --quiet       write nothing; stop at the first input with a finding of severity error
  --max-line SIZE   refuse (exit 2) an input longer than SIZE bytes (k, M, G suffixes); default 100M
Codes and severities (docs/lint.md says what each reports):
${codeList()}
Exit status: 0 no finding of severity error, 1 some, 2 usage error.`;

/** The most stderr a line's findings may take in human output, where each repeats the line (1 GiB: a 100 kB line with 10,000 findings). */
const MAX_REPORT = 2 ** 30;

const RANK: Record<LintSeverity, number> = { info: 1, warning: 2, error: 3 };

/** A finding as the CLI writes it: the library's, or `invalid-utf8` for a line that is not text (as check reports it). */
type Finding = Pick<LintFinding, 'severity' | 'span' | 'message'> & { code: string };

/** The findings of one input line: a line that is not UTF-8 is that alone (its U+FFFD are not what was sent). */
function findingsOf(text: string, notUtf8: NotUtf8 | undefined): Finding[] {
  if (!notUtf8) return lintUri(text);
  const { offset, message } = utf8Problem(text, notUtf8).error;
  return [{ code: 'invalid-utf8', severity: 'error', span: { start: offset, end: offset + 1 }, message }];
}

/**
 * The records of a batch, into `out`: a line per input on stdout, gathered as bytes; its
 * findings, in human output, on stderr after it, a part each (each repeats the input: never
 * joined into one string). A long input's JSON record is written in pieces. An input whose
 * findings could outgrow the heap is refused (src/cli/limits.ts): `error` ends the batch there.
 */
function lintBatch(batch: LineBatch, json: boolean, name: (k: number) => string, out: OutBytes): { parts: Part[]; error?: string } {
  // The common line (no finding, nothing to escape) written without being made.
  const plain = json ? new PlainLines(out, batch, '{"input":"', '","ok":true,"value":[]}', true) : new PlainLines(out, batch, 'ok\t', '', false);
  for (let k = 0; k < batch.texts.length; k++) {
    const input = batch.texts[k];
    const at = batch.notUtf8?.[k];
    let findings: Finding[];
    try {
      if (!at) refuseHugeLint(input);
      findings = findingsOf(input, at);
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      plain.flush();
      out.seal();
      return { parts: out.take(), error: `${name(k)}: the result is too large to write (${e.message})` };
    }
    if (findings.length === 0 && plain.add(input)) continue;
    plain.skip(input);
    const ok = !findings.some((f) => f.severity === 'error');
    if (json && input.length >= LONG_INPUT) {
      out.part({ pieces: jsonPieces({ input, ok, value: findings.map(jsonFinding) }), failed: ok ? 0 : 1 });
      out.byte(LF);
      continue;
    }
    if (json) {
      out.line(jsonText({ input, ok, value: findings.map(jsonFinding) }), !ok);
      continue;
    }
    const shown = visible(input);
    if (findings.length > 1 && findings.length * shown.length > MAX_REPORT) {
      out.seal();
      const size = Math.round((findings.length * shown.length) / 2 ** 20);
      return { parts: out.take(), error: `${name(k)}: the result is too large to write (its ${findings.length} findings would write the line ${findings.length} times on stderr, ${size} MiB; "uri-grammar lint --json" writes it once)` };
    }
    out.line(`${verdict(findings)}\t${shown}`, !ok);
    for (const f of findings) out.part({ report: `${shown}: ${f.severity}[${f.code}] at ${f.span.start}-${f.span.end}: ${visible(f.message)}\n` });
  }
  plain.flush();
  return { parts: out.take() };
}

const LF = 10;

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
    const { json, quiet, maxLine } = recordOptions(values);
    const writer = new RecordWriter(io);
    try {
      const batches = positionals.length > 0 ? [argumentBatch(positionals, maxLine)] : readBatches(io.stdin, maxLine);
      const fromStdin = positionals.length === 0;
      for await (const batch of batches) {
        const rendered = lintBatch(batch, json, (k) => `${fromStdin ? 'line' : 'URI'} ${batch.first + k}`, writer.bytes);
        if (quiet) {
          if (rendered.error) throw new IoError(rendered.error);
          const parts = [...rendered.parts, ...writer.bytes.end()]; // nothing is written: what was gathered is dropped
          if (parts.some((part) => 'failed' in part && part.failed > 0)) return EXIT.failed; // the first error-severity finding ends the run
          continue;
        }
        await writer.write(rendered.parts);
        if (rendered.error) throw new IoError(rendered.error);
      }
      await writer.flush();
      await flush(io.stdout);
    } catch (e) {
      if (!(e instanceof OutputClosed)) await writer.failWith(e);
    }
    return writer.failed > 0 ? EXIT.failed : EXIT.ok;
  },
};
