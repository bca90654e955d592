import { createReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { formatError } from '../../combinators/format';
import { parseUriReference } from '../../rfc2396/parse';
import { extractorFor } from '../../text/extract';
import type { Extraction } from '../../text/types';
import { Command, EXIT, Io, UsageError } from '../command';
import { fileError } from '../file-errors';
import { reason, untilClosed, write } from '../io';
import { parseOptions } from '../options';
import { escapeUnsafe } from '../terminal';

const help = `Usage: uri-grammar extract [--json] [--scheme NAME]... [FILE]

Finds the URI-references in free text, as RFC 2396 Appendix E delimits them: in angle brackets (<http://a/b>, <URL:http://a/b>, possibly broken across lines: the whitespace is dropped), in double quotes, or bare (absolute URIs of a registered scheme, and names starting www. or ftp.; trailing . , ; : ! ? and an unmatched ")" are left out). Reads FILE, or stdin when FILE is absent or "-", in chunks: constant memory.

Output: one line per URI found on stdout, "LINE:COLUMN: URI". Text in angle brackets that is meant as a URI but is not one is reported on stderr, with its error.
  -j, --json        one JSON object per find on stdout: {"input","ok":true,"value":{"uri"[,"unhyphenated"],"delimiter","span","outer"}} or {"input","ok":false,"error":{"candidate","delimiter","span","outer","offset","line","column","found","expected","rulePath","code","message"}} ("input" is the text as written; positions are in the whole text)
  --scheme NAME     also take bare and quoted URIs of scheme NAME (repeatable: --scheme https)

Exit status: 0 no invalid URI in angle brackets, 1 some, 2 usage or I/O error.`;

/** The --json record of a find: `input` is the find's text as written. */
function record(x: Extraction): string {
  const { delimiter, span, outer, text } = x;
  if (x.ok) return JSON.stringify({ input: text, ok: true, value: { uri: x.uri, unhyphenated: x.unhyphenated, delimiter, span, outer } });
  const { offset, line, column, found, expected, rulePath, code, message } = x.error;
  const error = { candidate: x.candidate, delimiter, span, outer, offset, line, column, found, expected, rulePath, code, message };
  return JSON.stringify({ input: text, ok: false, error });
}

// Bidirectional controls (Unicode 15, UAX #9), which would reorder the terminal's line; formatError shows control characters as pictures already.
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const escapeBidi = (text: string) => text.replace(BIDI, (c) => `\\u{${c.charCodeAt(0).toString(16).toUpperCase()}}`);

/** The human diagnostic of an invalid URI in angle brackets: where it is in the text, then its error within the candidate. */
function diagnostic(x: Extract<Extraction, { ok: false }>, where: string, color: boolean): string {
  const local = parseUriReference(x.candidate);
  const report = local.ok ? x.error.message : formatError(local.error, x.candidate, { color });
  return escapeBidi(`${where}${x.error.line}:${x.error.column}: invalid URI in angle brackets\n${report}\n`);
}

/** A failure to read the input (not to write the output): exit 2. */
class ReadError extends Error {
  constructor(readonly error: unknown) {
    super((error as Error).message);
  }
}

/** The next chunk of a byte or string stream, decoded (a multi-byte character split across chunks is joined); undefined at its end. */
async function nextChunk(chunks: AsyncIterator<Buffer | string>, decoder: StringDecoder): Promise<string | undefined> {
  let r: IteratorResult<Buffer | string>;
  try {
    r = await chunks.next();
  } catch (e) {
    throw new ReadError(e);
  }
  if (r.done) return undefined;
  return typeof r.value === 'string' ? r.value : decoder.write(r.value);
}

const EXTRACT_FLAGS = { json: { type: 'boolean' }, scheme: { type: 'string', multiple: true } } as const;

export const extract: Command = {
  name: 'extract',
  summary: 'find the URIs in free text (RFC 2396 Appendix E), streamed from a file or stdin',
  help,
  flags: EXTRACT_FLAGS,
  async run(args: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOptions(args, EXTRACT_FLAGS);
    if (positionals.length > 1) throw new UsageError('extract reads one FILE (or stdin)');
    const file = positionals[0] === '-' ? undefined : positionals[0];
    const schemes = (values.scheme as unknown as string[] | undefined) ?? [];
    const json = values.json === true;
    const input = file === undefined ? io.stdin : createReadStream(file, { highWaterMark: 64 * 1024 });
    const where = file === undefined ? '' : `${file}:`;
    const extractor = extractorFor({ schemes });
    let invalid = 0;
    // The finds of one chunk, written at once (a write per find would cost more than the scan).
    const report = async (finds: Iterable<Extraction>) => {
      let out = '';
      let err = '';
      for (const x of finds) {
        if (!x.ok) invalid++;
        if (json) out += record(x) + '\n';
        else if (x.ok) out += `${x.span.line}:${x.span.column}: ${x.uri}\n`;
        else err += diagnostic(x, where, io.color.stderr);
      }
      if (out) await write(io.stdout, out);
      if (err) await write(io.stderr, err);
    };
    const chunks = (input as AsyncIterable<Buffer | string>)[Symbol.asyncIterator]();
    const decoder = new StringDecoder('utf8');
    let unreadable: ReadError | undefined;
    await untilClosed(io.stdout, async () => {
      try {
        for (let chunk = await nextChunk(chunks, decoder); chunk !== undefined; chunk = await nextChunk(chunks, decoder)) {
          await report(extractor.push(chunk));
        }
      } catch (e) {
        if (!(e instanceof ReadError)) throw e;
        unreadable = e;
        return;
      }
      await report(extractor.end(decoder.end()));
    });
    if (unreadable) {
      const why = file === undefined ? `cannot read stdin: ${reason(unreadable.error as NodeJS.ErrnoException)}` : escapeUnsafe(fileError(file, unreadable.error));
      await write(io.stderr, `uri-grammar: ${why}\n`);
      return EXIT.usage;
    }
    return invalid > 0 ? EXIT.failed : EXIT.ok;
  },
};
