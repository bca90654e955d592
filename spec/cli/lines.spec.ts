import { Readable } from 'node:stream';
import { IoError } from '../../src/cli/io';
import { argumentLines, firstInvalidByte, InputLine, readLines } from '../../src/cli/lines';

async function linesOf(chunks: (string | Buffer)[], maxLine = 1024): Promise<InputLine[]> {
  const out: InputLine[] = [];
  for await (const line of readLines(Readable.from(chunks), maxLine)) out.push(line);
  return out;
}

const texts = (lines: InputLine[]) => lines.map((l) => l.text);

describe('readLines', () => {
  it('ends lines at LF or CRLF only: a lone CR is data', async () => {
    expect(await linesOf(['a\r\nb\nc\rd\n\ne'])).toEqual([
      { number: 1, text: 'a' },
      { number: 2, text: 'b' },
      { number: 3, text: 'c\rd' },
      { number: 4, text: '' },
      { number: 5, text: 'e' },
    ]);
  });

  it('joins lines across chunks, a CRLF split between two included', async () => {
    expect(texts(await linesOf(['ab', 'c\r', '\nd', 'e\n', 'f']))).toEqual(['abc', 'de', 'f']);
    expect(texts(await linesOf(['a\n']))).toEqual(['a']); // no empty last line
    expect(texts(await linesOf(['a\r']))).toEqual(['a\r']); // a CR at the end is data too
  });

  it('skips a UTF-8 byte order mark at the very start only', async () => {
    expect(texts(await linesOf([Buffer.from('\uFEFFa\n\uFEFFb\n')]))).toEqual(['a', '\uFEFFb']);
  });

  it('decodes UTF-8 split across chunks', async () => {
    const bytes = Buffer.from('é😀\n');
    expect(texts(await linesOf([bytes.subarray(0, 1), bytes.subarray(1, 3), bytes.subarray(3)]))).toEqual(['é😀']);
  });

  it('marks a line that is not UTF-8 with the byte offset, the byte and the UTF-16 offset', async () => {
    const [ok, bad] = await linesOf([Buffer.concat([Buffer.from('ok\nhttp://a/é'), Buffer.from([0xe9, 0x78]), Buffer.from('\n')])]);
    expect(ok).toEqual({ number: 1, text: 'ok' });
    expect(bad).toEqual({ number: 2, text: 'http://a/é\uFFFDx', notUtf8: { byteOffset: 11, byte: 0xe9, offset: 10 } });
  });

  it('refuses a line longer than maxLine bytes before reading it all', async () => {
    await expect(linesOf(['abc\nabcd\n'], 3)).rejects.toThrow(new IoError('line 2 is longer than --max-line (3 bytes)'));
    await expect(linesOf(['abc\r\n', 'abc\n'], 3)).resolves.toHaveLength(2); // the CRLF does not count
    let pulled = 0;
    const endless = Readable.from((function* () {
      for (;;) {
        pulled++;
        yield 'x'.repeat(1000);
      }
    })());
    await expect((async () => {
      for await (const _ of readLines(endless, 10_000)) void _;
    })()).rejects.toThrow(/line 1 is longer than --max-line \(10000 bytes\)/);
    expect(pulled).toBeLessThan(20);
  });

  it('turns a read error into an IoError naming it', async () => {
    const failing = new Readable({
      read() {
        this.destroy(Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' }));
      },
    });
    await expect(readLines(failing, 10).next()).rejects.toThrow(new IoError('cannot read stdin: input/output error (EIO)'));
  });
});

describe('argumentLines', () => {
  it('numbers the arguments and checks their UTF-8 length', () => {
    expect(argumentLines(['a', 'é'], 2)).toEqual([{ number: 1, text: 'a' }, { number: 2, text: 'é' }]);
    expect(() => argumentLines(['a', 'éé'], 3)).toThrow(new IoError('argument 2 is longer than --max-line (3 bytes)'));
  });
});

describe('firstInvalidByte (RFC 3629 §4)', () => {
  it.each([
    [[0x61, 0x62], -1],
    [[0xc3, 0xa9], -1], // é
    [[0xf0, 0x9f, 0x98, 0x80], -1], // 😀
    [[0x61, 0xff], 1],
    [[0x61, 0x80], 1], // a lone continuation byte
    [[0xc0, 0xaf], 0], // overlong "/"
    [[0xe0, 0x80, 0xaf], 0], // overlong
    [[0xed, 0xa0, 0x80], 0], // a surrogate, U+D800
    [[0xf4, 0x90, 0x80, 0x80], 0], // above U+10FFFF
    [[0x61, 0xe2, 0x82], 1], // truncated at the end
    [[0xe2, 0x28, 0xa1], 0], // bad second byte
  ])('%j → %d', (bytes, offset) => {
    expect(firstInvalidByte(Uint8Array.from(bytes))).toBe(offset);
  });
});
