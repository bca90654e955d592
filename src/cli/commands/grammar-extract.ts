import { extractAbnf } from '../../engine/abnf/extract';
import { EXIT, type Io } from '../command';
import { readText, untilClosed, write } from '../io';
import { escapeUnsafe } from '../terminal';

/** The help of `grammar extract` (grammar.ts prints it with `grammar check`'s). */
export const EXTRACT_HELP = `extract prints the ABNF of an IETF RFC in plain text (FILE, or stdin when FILE is absent or "-") on stdout, as the IETF's ABNF extractor (aex) takes it out: page breaks, headers and footers removed, each rule with its continuation lines and comments, un-indented; the prose between the rules dropped. Noted on stderr ("PATH:LINE: note: ..."): a line shaped like a rule whose rule does not read as ABNF (left out), a rule restated as it was (left out), a rule defined again otherwise (kept as comments). The output is a file for --grammar: uri-grammar grammar extract rfc4516.txt > ldap.abnf.
  --section S       extract only: the rules of section S and its subsections (3.2, 25, "Appendix A", B.1); repeatable`;

/**
 * `uri-grammar grammar extract [--section S]... [FILE]`: the ABNF of the RFC in FILE (stdin
 * when absent or `-`) on stdout. Exit 0 with rules, 1 without, 2 for an unreadable input or
 * a section the text has not.
 */
export async function runExtract(file: string | undefined, sections: string[], io: Io): Promise<number> {
  const path = file === '-' ? undefined : file;
  const read = await readText(path, io.stdin);
  if ('why' in read) {
    await write(io.stderr, `uri-grammar: ${escapeUnsafe(read.why)}\n`);
    return EXIT.usage;
  }
  const { text } = read;
  const name = path === undefined ? '<stdin>' : escapeUnsafe(path);
  const result = extractAbnf(text, sections.length > 0 ? { section: sections } : undefined);
  if (!result.ok) {
    await write(io.stderr, `uri-grammar: ${name}: ${escapeUnsafe(result.error.message)}\n`);
    return EXIT.usage;
  }
  const { value } = result;
  let status: number = EXIT.ok;
  await untilClosed(io.stdout, async () => {
    await write(io.stdout, value.text);
    const notes = value.notes.map((n) => `${name}:${n.line}: note: rule ${escapeUnsafe(n.rule)} ${escapeUnsafe(n.message)}: ${n.kind === 'redefined' ? 'kept as comments' : 'left out'}\n`);
    if (notes.length > 0) await write(io.stderr, notes.join(''));
    if (value.rules.length === 0) {
      await write(io.stderr, `uri-grammar: ${name}: no ABNF rule found${sections.length > 0 ? ` in section ${sections.map(escapeUnsafe).join(', ')}` : ''}\n`);
      status = EXIT.failed;
    }
  });
  return status;
}
