import { extract, extractorFor } from '../../src/text/extract';

/**
 * The work of `f`, in characters read: calls of String.prototype.charCodeAt, characters
 * scanned by regular expressions (from where each search starts to where it stops), and
 * characters copied by slice (a sticky expression that fails counts one). Counted, not timed (the pattern of
 * spec/resolver/scaling.spec.ts): the count is the same on any machine and under any load.
 */
function work(f: () => void): number {
  const { charCodeAt, slice } = String.prototype;
  const { exec } = RegExp.prototype;
  let read = 0;
  String.prototype.charCodeAt = function (this: string, k: number) {
    read++;
    return charCodeAt.call(this, k);
  };
  String.prototype.slice = function (this: string, from?: number, to?: number) {
    const r = slice.call(this, from, to);
    read += r.length;
    return r;
  };
  RegExp.prototype.exec = function (this: RegExp, input: string) {
    const from = this.global || this.sticky ? this.lastIndex : 0;
    const r = exec.call(this, input);
    // A sticky expression tries one place; a search scans on to its match or the end.
    if (this.sticky) read += r ? r[0].length : 1;
    else read += (r ? r.index + r[0].length : input.length) - from;
    return r;
  };
  try {
    f();
  } finally {
    Object.assign(String.prototype, { charCodeAt, slice });
    RegExp.prototype.exec = exec;
  }
  return read;
}

const scanAll = (text: string) => () => {
  for (const _ of extract(text));
};

const TEN_MB = 10 * 1024 * 1024;
const ofLength = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

describe('the streaming scan is linear, even one character at a time', () => {
  it.each([
    ['a long URI in brackets', (n: number) => '<http://a/' + 'b'.repeat(n) + '>'],
    ['a bare run longer than allowed', (n: number) => 'http://a/' + 'b'.repeat(n) + ' x'],
  ])('%s: 4x the text, at most 4.2x the work', (_name, make) => {
    const byCharacter = (text: string) => () => {
      const extractor = extractorFor(undefined);
      for (let k = 0; k < text.length; k++) for (const _ of extractor.push(text[k] as string));
      for (const _ of extractor.end());
    };
    const w1 = work(byCharacter(make(20_000)));
    const w4 = work(byCharacter(make(80_000)));
    expect(w4 / w1).toBeLessThan(4.2);
  });
});

describe('extract is linear: the work on 10 MB of text is 64x the work on 1/64 of it, and a few reads a character', () => {
  it('the count can fail: it sees a scan, and a quadratic loop shows as 64x64', () => {
    expect(work(scanAll('http://a/'))).toBeGreaterThan(9);
    const quadratic = (s: string) => () => {
      for (let i = 0; i < s.length; i++) for (let k = i; k < s.length; k++) s.charCodeAt(k);
    };
    expect(work(quadratic('a'.repeat(3200))) / work(quadratic('a'.repeat(50)))).toBeGreaterThan(3000);
  });

  it.each([
    ['a mail body, URIs of every kind', 'Yes, Jim, see "http://www.w3.org/Addressing/", <ftp://ds.internic.\n net/rfc/>, www.w3.org. <http://a/%zz> Thanks!\n'],
    ['"<" and no ">"', '<http://a/b c '],
    ['one run of URI characters (skipped whole)', 'http://a/?u='],
    ['runs that end in many ")" and "."', 'http://a/b' + ')'.repeat(300) + '.'.repeat(300) + ' '],
    ['words before colons, no scheme registered', 'Note:x-y.z:'],
    ['one endless word', 'wwwwwwww'],
    ['quotes', '"http://a/b" "x" "'],
  ])('%s', (_name, unit) => {
    const large = ofLength(unit, TEN_MB);
    const small = large.slice(0, TEN_MB / 64);
    const w1 = work(scanAll(small));
    const w64 = work(scanAll(large));
    expect(w64 / w1).toBeLessThan(64 * 1.05);
    expect(w64 / TEN_MB).toBeLessThan(8);
  });
});
