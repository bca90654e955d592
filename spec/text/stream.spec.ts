import fc from 'fast-check';
import { extract, extractStream } from '../../src/text/extract';
import { Extractor } from '../../src/text/extractor';
import { lookupScheme } from '../../src/registry/lookup';
import { MAX_CANDIDATE } from '../../src/text/step';
import type { Extraction } from '../../src/text/types';
import { runs } from '../runs';

async function collect(pieces: Iterable<string> | AsyncIterable<string>): Promise<Extraction[]> {
  const finds: Extraction[] = [];
  for await (const x of extractStream(pieces)) finds.push(x);
  return finds;
}

/** `text` cut at `cuts` (sorted, deduplicated offsets). */
function piecesOf(text: string, cuts: number[]): string[] {
  const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const c of at) {
    pieces.push(text.slice(from, c));
    from = c;
  }
  pieces.push(text.slice(from));
  return pieces;
}

// Pieces of text that meet every rule of the scan, and its chunk boundaries.
const token = fc.constantFrom(
  'http://a/b', 'http:', 'ht', 'tp://x', '<', '>', '"', "'", ' ', '\n', '\t', 'www.x.y', 'www', '.', ',', ')', '(', 'URL:',
  '%zz', 'mailto:x@y', '#', 'a', 'é', '😀', '<http://a/%zz\n b>', '<URL:', 'news:', '<https://q', 'ftp.a', '-', 'xsl:t', '?', '/',
);
export const text = fc.array(token, { maxLength: 40 }).map((ts) => ts.join(''));

describe('extractStream: the finds of extract on the whole text, however it is cut', () => {
  it('random texts, random cuts (pieces down to one character)', async () => {
    await fc.assert(
      fc.asyncProperty(text, fc.array(fc.nat(), { maxLength: 12 }), async (t, cuts) => {
        expect(await collect(piecesOf(t, cuts))).toEqual([...extract(t)]);
      }),
      { numRuns: 300 },
    );
  });

  it('one character at a time', async () => {
    const t = 'Yes, "http://www.w3.org/Addressing/", <ftp://ds.internic.\n      net/rfc/>. <http://a/%zz\n b> www.x.org.';
    expect(await collect(t.split(''))).toEqual([...extract(t)]);
  });

  it('an async iterable of pieces', async () => {
    async function* pieces() {
      yield 'see <http://a';
      yield '/b> and http://c/';
    }
    expect((await collect(pieces())).map((x) => x.ok && x.uri)).toEqual(['http://a/b', 'http://c/']);
  });

  it.each([
    ['a "<" with no ">" within the limit, cut anywhere', '<http://a/' + 'b'.repeat(MAX_CANDIDATE) + '> http://c/'],
    ['a bracketed URI of exactly the limit', '<http://a/' + 'b'.repeat(MAX_CANDIDATE - 9) + '> http://c/'],
    ['an overlong bare run with a URI inside', 'http://a/' + 'b'.repeat(MAX_CANDIDATE) + '?u=http://c/ http://d/'],
    ['a bare run of exactly the limit', 'x http://a/' + 'b'.repeat(MAX_CANDIDATE - 9) + '. http://d/'],
    ['a long word, then a scheme', 'a'.repeat(MAX_CANDIDATE + 10) + ' http://d/ ' + 'w'.repeat(3 * MAX_CANDIDATE) + 'http://e/'],
    ['a long word that ends in www.', 'w'.repeat(MAX_CANDIDATE + 1000) + '.x http://d/'],
    ['a long word that ends in a colon', 'x'.repeat(MAX_CANDIDATE + 1000) + ':http://d/'],
  ])('%s: the same finds for chunks of 1,000, 4,096 and 65,536', async (_name, t) => {
    const whole = [...extract(t)];
    for (const size of [1000, 4096, 65_536]) {
      const pieces = Array.from({ length: Math.ceil(t.length / size) }, (_, k) => t.slice(k * size, (k + 1) * size));
      expect(await collect(pieces)).toEqual(whole);
    }
  });

  it('a word too long to start a URI, cut so that its last letters read "www." alone, starts nothing', async () => {
    const pieces = ['w'.repeat(MAX_CANDIDATE + 10), 'w', 'w.x ', 'http://d/'];
    expect(await collect(pieces)).toEqual([...extract(pieces.join(''))]);
    expect((await collect(pieces)).map((x) => x.ok && x.uri)).toEqual(['http://d/']);
  });

  it('a non-iterable is a TypeError at the call; a piece that is not a string, when it is read', async () => {
    expect(() => extractStream(42 as never)).toThrow(/extractStream needs an iterable of strings/);
    await expect(collect([Buffer.from('http://a/')] as never)).rejects.toThrow(new TypeError('uri-grammar: each piece of the text must be a string, got object'));
  });
});

describe('the limits, with a limit of a few characters (so that random texts meet it)', () => {
  const taken = (s: string) => lookupScheme(s) !== undefined;
  const run = (pieces: string[], limit: number) => {
    const extractor = new Extractor({ taken, limit });
    const finds: Extraction[] = [];
    let most = 0;
    for (const piece of pieces) {
      finds.push(...extractor.push(piece));
      most = Math.max(most, extractor.held - piece.length);
    }
    finds.push(...extractor.end());
    return { finds, most };
  };
  const longTokens = fc.constantFrom('http://a/b', 'http://abcdefgh/', 'www.abc', 'wwwwwwwwwww', 'www', '.x', '<', '>', ' ', 'http:', 'xyzxyz', '?u=', 'http', ':', '<URL:', '\n');
  const longText = fc.array(longTokens, { maxLength: 30 }).map((ts) => ts.join(''));

  it('cut anywhere, the same finds as whole; what is carried is at most the limit plus two characters', () => {
    fc.assert(
      fc.property(longText, fc.array(fc.nat(), { maxLength: 10 }), fc.integer({ min: 4, max: 24 }), (t, cuts, limit) => {
        const whole = run([t], limit).finds;
        const { finds, most } = run(piecesOf(t, cuts), limit);
        expect(finds).toEqual(whole);
        expect(most).toBeLessThanOrEqual(limit + 2);
      }),
      { numRuns: runs(1000) },
    );
  });
});

describe('constant memory: what is held between pieces stays bounded', () => {
  it.each([
    ['mail-like text', 'See <http://a/b/\n c> and http://d/e. '],
    ['"<" and no ">"', '<http://a/'],
    ['one endless bare run', 'http://a/?u='],
    ['one endless word', 'abcdefgh'],
  ])('%s, 2 MB in 64 KiB chunks: held <= MAX_CANDIDATE + a chunk + 2', (_name, unit) => {
    const chunk = unit.repeat(Math.ceil(65_536 / unit.length)).slice(0, 65_536);
    const extractor = new Extractor({ taken: (s) => lookupScheme(s) !== undefined, limit: MAX_CANDIDATE });
    let most = 0;
    for (let k = 0; k < 32; k++) {
      for (const _ of extractor.push(chunk));
      most = Math.max(most, extractor.held);
    }
    expect(most).toBeLessThanOrEqual(MAX_CANDIDATE + 65_536 + 2);
  });
});
