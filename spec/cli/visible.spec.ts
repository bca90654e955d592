import { visible } from '../../src/cli/visible';

describe('visible: what a terminal shows is what the input holds', () => {
  it.each([
    ['http://a/', 'http://a/'],
    ['a\tb', 'a\\u{0009}b'],
    ['a\u0000\u001B[31m', 'a\\u{0000}\\u{001B}[31m'],
    ['\u007F\u0085', '\\u{007F}\\u{0085}'],
    ['http://a/\u202Egpj.exe', 'http://a/\\u{202E}gpj.exe'],
    ['\u200B\u200F\u2066\u2069\uFEFF\u00AD', '\\u{200B}\\u{200F}\\u{2066}\\u{2069}\\u{FEFF}\\u{00AD}'],
    ['a\\u{202E}', 'a\\\\u{202E}'],
    ['\u0430 \u00E9', '\u0430 \u00E9'],
  ])('%j → %j', (input, shown) => {
    expect(visible(input)).toBe(shown);
  });
});
