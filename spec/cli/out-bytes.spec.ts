import { splitRegion } from '../../src/cli/lines';
import { appendCount, OutBytes, type Part, PlainLines } from '../../src/cli/out-bytes';
import { runCli } from './run';

/** The stdout bytes of parts (reports and pieces marked, to see their place). */
function bytesOf(parts: readonly Part[]): string {
  return parts
    .map((p) => ('report' in p ? `<report ${p.report}>` : 'pieces' in p ? `<pieces ${[...p.pieces].join('')}>` : typeof p.out === 'string' ? p.out : Buffer.from(p.out).toString('utf8')))
    .join('');
}

/** A seeded generator (mulberry32): the same lines on every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Lines of URI-ish text, now and then with a character some record escapes (quote, backslash, controls, DEL, non-ASCII, a CR), a long one or an empty one. */
function lines(n: number, seed: number): string[] {
  const next = random(seed);
  const plain = 'abc/:.?#=%0-';
  const odd = ['"', '\\', '\x01', '\t', '\x7f', 'é', '\u202e', '\r', '\ud83d\ude00'];
  return Array.from({ length: n }, () => {
    const r = next();
    if (r < 0.01) return '';
    if (r < 0.02) return 'http://a/' + 'b'.repeat(70_000);
    let line = 'http://';
    const length = Math.floor(next() * 40);
    for (let k = 0; k < length; k++) line += next() < 0.01 ? odd[Math.floor(next() * odd.length)] : plain[Math.floor(next() * plain.length)];
    return line;
  });
}

const ESCAPED = /[^\x20-\x5b\x5d-\x7e]/;
const ESCAPED_IN_JSON = /[^\x20\x21\x23-\x5b\x5d-\x7e]/;

describe('PlainLines: the lines of plain successes, without making them one by one', () => {
  // What a renderer writes for each line: the plain line for a success that PlainLines takes, else a line of its own and a report.
  function render(texts: string[], text: string | undefined, json: boolean, success: (k: number) => boolean): string {
    const out = new OutBytes();
    const plain = new PlainLines(out, { first: 1, texts, text }, '[', ']', json);
    for (let k = 0; k < texts.length; k++) {
      if (success(k) && plain.add(texts[k])) continue;
      plain.skip(texts[k]);
      out.line(`other ${JSON.stringify(texts[k])}`, false);
      if (k % 3 === 0) out.part({ report: `line ${k}\n` });
    }
    plain.flush();
    return bytesOf(out.end());
  }

  /** The same, each line made as a string. */
  function expected(texts: string[], json: boolean, success: (k: number) => boolean): string {
    return texts
      .map((t, k) => {
        if (success(k) && t.length < 65536 && !(json ? ESCAPED_IN_JSON : ESCAPED).test(t)) return `[${t}]\n`;
        return `other ${JSON.stringify(t)}\n` + (k % 3 === 0 ? `<report line ${k}\n>` : '');
      })
      .join('');
  }

  it.each([
    [false, 1],
    [true, 2],
    [false, 3],
    [true, 4],
  ])('json %s, seed %i: the same bytes as line by line, for batches with and without a character to escape', (json, seed) => {
    const all = lines(3000, seed);
    const next = random(seed + 100);
    const verdicts = all.map(() => next() < 0.9);
    for (let from = 0; from < all.length; from += 150) {
      const some = all.slice(from, from + 150);
      const { batch } = splitRegion(Buffer.from(some.join('\n')), true, 1, 2 ** 30);
      const success = (k: number) => verdicts[from + k];
      expect(render(batch.texts, batch.text, json, success)).toBe(expected(batch.texts, json, success));
      // without the batch's text (arguments): line by line
      expect(render(batch.texts, undefined, json, success)).toBe(expected(batch.texts, json, success));
    }
  });

  it('a batch with nothing to escape is written in a few appends, not one or more per line', () => {
    const texts = Array.from({ length: 2000 }, (_, k) => `http://a/${k}?q="${k}"`);
    const { batch } = splitRegion(Buffer.from(texts.join('\n')), true, 1, 2 ** 30);
    const before = appendCount.appends;
    expect(render(batch.texts, batch.text, false, () => true)).toBe(expected(batch.texts, false, () => true));
    expect(appendCount.appends - before).toBeLessThanOrEqual(4);
    // a failure in the middle: two runs and the line between them
    const middle = appendCount.appends;
    render(batch.texts, batch.text, false, (k) => k !== 1000);
    expect(appendCount.appends - middle).toBeLessThanOrEqual(10);
    // JSON: the quotes are escaped there, so each line is written on its own
    const json = appendCount.appends;
    render(batch.texts, batch.text, true, () => true);
    expect(appendCount.appends - json).toBeGreaterThanOrEqual(2000);
  });
});

describe('OutBytes', () => {
  it('seals in order around parts, counts the failed records with the chunk they end in, and keeps a long line out of the chunk', () => {
    const out = new OutBytes();
    out.line('a', false);
    out.line('b', true);
    out.part({ report: 'r\n' });
    out.line('c'.repeat(70_000), true);
    out.text('é');
    out.byte(10);
    const parts = out.end();
    expect(parts.map((p) => ('report' in p ? 'report' : 'pieces' in p ? 'pieces' : [typeof p.out, p.failed]))).toEqual([['object', 1], 'report', ['string', 1], ['object', 0]]);
    expect(bytesOf(parts)).toBe(`a\nb\n<report r\n>${'c'.repeat(70_000)}\né\n`);
    expect(out.end()).toEqual([]);
  });

  it('a chunk outgrown starts another, the records whole', () => {
    const out = new OutBytes();
    const line = 'x'.repeat(1000);
    for (let k = 0; k < 1000; k++) out.line(line, k % 2 === 0);
    const parts = out.end();
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.reduce((n, p) => n + ('failed' in p ? p.failed : 0), 0)).toBe(500);
    expect(bytesOf(parts)).toBe((line + '\n').repeat(1000));
  });
});

describe('check and lint through the CLI: plain lines and escaped ones mixed', () => {
  const input = ['http://a/', 'http://a/"q"', 'http://a/\u202e', 'a b', 'http://b/', 'http://a/\\', ''].join('\n') + '\n';

  it('check', async () => {
    const r = await runCli(['check'], input);
    expect(r.stdout).toBe(['valid: http://a/', 'invalid: http://a/"q"', 'invalid: http://a/\\u202E', 'invalid: a b', 'valid: http://b/', 'invalid: http://a/\\\\', 'valid: '].join('\n') + '\n');
  });

  it('check --json', async () => {
    const r = await runCli(['check', '--json'], input);
    const records = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(records.map((x) => [x.input, x.ok])).toEqual(input.slice(0, -1).split('\n').map((t) => [t, t === 'http://a/' || t === 'http://b/' || t === '']));
    expect(r.stdout.split('\n')[0]).toBe('{"input":"http://a/","ok":true}');
  });

  it('lint and lint --json', async () => {
    const r = await runCli(['lint'], 'http://a/\nhttp://b/\nhttp://u:p@a/\n');
    expect(r.stdout.split('\n').slice(0, 2)).toEqual(['ok\thttp://a/', 'ok\thttp://b/']);
    const j = await runCli(['lint', '--json'], 'http://a/\nhttp://b/\n');
    expect(j.stdout).toBe('{"input":"http://a/","ok":true,"value":[]}\n{"input":"http://b/","ok":true,"value":[]}\n');
  });
});
