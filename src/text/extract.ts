import { own } from '../own';
import { assertString } from '../combinators/arguments';
import { entryOf } from '../registry/registry';
import { Extractor } from './extractor';
import { MAX_CANDIDATE, SchemeTest } from './step';
import type { Extraction, ExtractOptions } from './types';

/** Registered schemes (looked up at each find, so schemes defined later count) and the options' own. */
function schemeTest(options: ExtractOptions | undefined): SchemeTest {
  if (options === undefined) return (scheme) => entryOf(scheme) !== undefined;
  if (options === null || typeof options !== 'object') throw new TypeError('uri-grammar: extract options must be an object');
  const schemes = own(options, 'schemes') ?? [];
  if (!Array.isArray(schemes) || !schemes.every((s) => typeof s === 'string')) {
    throw new TypeError('uri-grammar: options.schemes must be an array of scheme names');
  }
  const extra = new Set(schemes.map((s) => s.toLowerCase()));
  return (scheme) => entryOf(scheme) !== undefined || extra.has(scheme.toLowerCase());
}

/** An Extractor for `options` (checked): the streaming scan behind `extract`, `extractStream` and the CLI. */
export function extractorFor(options: ExtractOptions | undefined): Extractor {
  return new Extractor({ taken: schemeTest(options), limit: MAX_CANDIDATE });
}

/**
 * The URI-references in free text, in order (RFC 2396 Appendix E): in angle brackets
 * (`<http://a/b>`, `<URL:http://a/b>`, possibly broken across lines: the whitespace is
 * dropped), in double quotes, or bare (absolute URIs of a registered scheme, and `www.`
 * or `ftp.` names; trailing `.,;:!?` and an unmatched `)` are left out). Lazy: a generator.
 * Every `ok` find is a valid URI-reference; text in angle brackets that is meant as a URI
 * but is not one is an `ok: false` find with its syntax error, positioned in the text.
 * The exact rules are in docs/extract.md.
 *
 * @example
 * ```ts
 * [...extract('See <http://www.ics.uci.edu/pub/\n  ietf/uri/>.')].map((x) => x.ok && x.uri)
 * //=> ['http://www.ics.uci.edu/pub/ietf/uri/']
 * ```
 */
export function extract(text: string, options?: ExtractOptions): Generator<Extraction, void, undefined> {
  assertString(text, 'text');
  return extractorFor(options).end(text);
}

/**
 * `extract` over a text that comes in pieces (a stream's chunks, decoded), holding at most
 * 64 KiB of it between pieces: the finds are those of `extract` on the whole text, offsets, lines
 * and columns included.
 *
 * @example
 * ```ts
 * // the pieces of a text, as a stream gives them (a file: `createReadStream('mail.txt', 'utf8')`)
 * async function* pieces() { yield 'See <http://www.ics.uci.edu/pub/\n'; yield '  ietf/uri/>.'; }
 * for await (const x of extractStream(pieces())) if (x.ok) console.log(x.uri, x.span.line);
 * // http://www.ics.uci.edu/pub/ietf/uri/ 1
 * ```
 */
export function extractStream(
  pieces: AsyncIterable<string> | Iterable<string>,
  options?: ExtractOptions,
): AsyncGenerator<Extraction, void, undefined> {
  if (pieces === null || typeof pieces !== 'object' || !(Symbol.asyncIterator in pieces || Symbol.iterator in pieces)) {
    throw new TypeError('uri-grammar: extractStream needs an iterable of strings (a stream: call setEncoding first)');
  }
  return pieceByPiece(pieces, extractorFor(options));
}

async function* pieceByPiece(pieces: AsyncIterable<string> | Iterable<string>, extractor: Extractor): AsyncGenerator<Extraction, void, undefined> {
  for await (const piece of pieces) {
    assertString(piece, 'each piece of the text');
    yield* extractor.push(piece);
  }
  yield* extractor.end();
}
