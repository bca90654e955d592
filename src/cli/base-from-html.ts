import { readFile } from 'node:fs/promises';
import { BaseSource, establishBase } from '../base';
import { EXIT, Io } from './command';
import { fileError } from './file-errors';
import { write } from './io';
import { escapeUnsafe } from './terminal';
import { visible } from './visible';

/** The base found for `resolve --base-from-html`, or the exit code when there is none. */
export type HtmlBaseOutcome = { base: string; source: BaseSource } | { exit: number };

const REASON = { 'outside-head': 'it is outside HEAD', 'not-first': 'an earlier BASE in HEAD gives the base', 'no-href': 'it has no href' } as const;

/**
 * Reads the HTML file and establishes its base (RFC 2396 §5.1): the first BASE href in its
 * HEAD (Appendix D), else `retrieval` (`--base`, the URI the file was retrieved from,
 * §5.1.3). Notes on ignored or rejected BASE elements go to stderr; so does the error when
 * no absolute base is found or the file cannot be read (exit 2).
 */
export async function baseFromHtml(file: string, retrieval: string | undefined, io: Io): Promise<HtmlBaseOutcome> {
  let html: string;
  try {
    html = await readFile(file, 'utf8');
  } catch (e) {
    await write(io.stderr, `uri-grammar: ${escapeUnsafe(fileError(file, e))}\n`);
    return { exit: EXIT.usage };
  }
  const r = establishBase({ content: html, ...(retrieval === undefined ? {} : { retrieval }) });
  const ignored = r.ok ? r.value.ignored : r.error.ignored;
  const rejected = r.ok ? r.value.rejected : r.error.rejected;
  for (const b of ignored) await write(io.stderr, `uri-grammar: ${visible(file)}: BASE at offset ${b.span.start} ignored: ${REASON[b.reason]}\n`);
  for (const b of rejected) await write(io.stderr, `uri-grammar: ${b.source === 'content' ? visible(file) : '--base'}: ${visible(b.message)}\n`);
  if (r.ok) return { base: r.value.base, source: r.value.source };
  const message = `${file} has no usable BASE in its HEAD${retrieval === undefined ? ' and no --base was given' : ' and --base is not an absolute URI'}`;
  // Like an invalid BASE argument: not an input, so no record (docs/cli.md).
  await write(io.stderr, `uri-grammar: ${visible(message)}\n`);
  return { exit: EXIT.usage };
}
