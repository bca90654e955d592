/**
 * The code frame of formatError (src/combinators/frame.ts) read in one pass from the offset
 * outwards, against a reading by slices written from its description: the offset's line
 * from its start (or `context` characters before the offset, then "…") to its end (or
 * `context` characters after, then "…"), controls as U+2400 pictures, the caret's column in
 * code points. On random inputs full of line feeds, controls, surrogate halves and "…".
 */
import fc from 'fast-check';
import { codeFrame } from '../../src/combinators/frame';
import { runs } from '../runs';

function bySlices(input: string, offset: number, context: number) {
  const lineStart = input.lastIndexOf('\n', offset - 1) + 1;
  const next = input.indexOf('\n', offset);
  const lineEnd = next < 0 ? input.length : next;
  const from = Math.max(lineStart, offset - context);
  const to = Math.min(lineEnd, offset + context);
  const picture = (text: string) => text.replace(/[\x00-\x1f\x7f]/g, (c) => String.fromCharCode(c === '\x7f' ? 0x2421 : 0x2400 + c.charCodeAt(0)));
  const before = (from > lineStart ? '…' : '') + picture(input.slice(from, offset));
  const after = picture(input.slice(offset, to)) + (to < lineEnd ? '…' : '');
  return { line: before + after, caretColumn: [...before].length };
}

describe('codeFrame', () => {
  const character = fc.constantFrom('a', '/', ' ', '\n', '\t', '\u0000', '\u007f', '\ud83d', '\ude00', 'é', '…');
  const input = fc.array(character, { maxLength: 50 }).map((cs) => cs.join(''));

  it('is the reading by slices, for every offset in the input and every context', () => {
    fc.assert(
      fc.property(input, fc.nat(60), fc.nat(70), (s, context, at) => {
        const offset = Math.min(at, s.length);
        expect(codeFrame(s, offset, context)).toEqual(bySlices(s, offset, context));
      }),
      { seed: 1738, numRuns: runs(30_000) },
    );
  });

  it('is the reading by slices for a control character at the offset of a plain line (a NUL in a URL)', () => {
    const plainCharacter = fc.constantFrom('a', '/', ' ', 'é', '…', '%');
    const line = fc.array(plainCharacter, { maxLength: 90 }).map((cs) => cs.join(''));
    const control = fc.constantFrom('\u0000', '\t', '\r', '\u001f', '\u007f', '\n');
    fc.assert(
      fc.property(line, control, fc.nat(90), fc.nat(70), (s, c, at, context) => {
        const offset = Math.min(at, s.length);
        const input = s.slice(0, offset) + c + s.slice(offset);
        expect(codeFrame(input, offset, context)).toEqual(bySlices(input, offset, context));
      }),
      { seed: 2396, numRuns: runs(20_000) },
    );
  });

  it('cuts a long line on both sides, and not where a line starts or ends', () => {
    expect(codeFrame('abcdefgh', 4, 2)).toEqual({ line: '…cdef…', caretColumn: 3 });
    expect(codeFrame('x\ncdefg\nh', 4, 2)).toEqual({ line: 'cdef…', caretColumn: 2 });
    expect(codeFrame('abcdef\nh', 4, 2)).toEqual({ line: '…cdef', caretColumn: 3 });
  });

  it('counts a surrogate pair as one column, and a lone half as one', () => {
    expect(codeFrame('\ud83d\ude00\ud83dx', 3, 60).caretColumn).toBe(2);
    expect(codeFrame('\ude00\ud83d\ude00x', 3, 60).caretColumn).toBe(2);
    expect(codeFrame('a\ud83d\ude00x', 3, 1)).toEqual({ line: '…\ude00x', caretColumn: 2 });
  });

  it('takes odd offsets and contexts by slice\'s rules (a negative index counts from the end), without throwing', () => {
    expect(codeFrame('abc', -1, 60)).toEqual({ line: 'abc', caretColumn: 2 });
    expect(codeFrame('abc', 5, 60)).toEqual({ line: 'abc', caretColumn: 3 });
    expect(codeFrame('abcdef', 3, 1.5)).toEqual({ line: '…bcd…', caretColumn: 3 });
  });
});
