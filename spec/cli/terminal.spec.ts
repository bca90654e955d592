import { colorFor, escapedOffset, escapeUnsafe, jsonText } from '../../src/cli/terminal';

describe('escapeUnsafe: human output never shows a control or bidi character raw', () => {
  it.each([
    ['a\u202Eb', 'a\\u202Eb'], // RIGHT-TO-LEFT OVERRIDE
    ['\u202A\u202B\u202C\u202D', '\\u202A\\u202B\\u202C\\u202D'],
    ['\u2066\u2067\u2068\u2069', '\\u2066\\u2067\\u2068\\u2069'], // isolates
    ['\u061C\u200E\u200F', '\\u061C\\u200E\\u200F'], // ALM, LRM, RLM
    ['\u0000\t\r\n\u001B\u001F', '\\u0000\\u0009\\u000D\\u000A\\u001B\\u001F'],
    ['\u007F\u0080\u009B', '\\u007F\\u0080\\u009B'], // DEL, C1 (U+009B is a CSI on some terminals)
    ['\u2028\u2029', '\\u2028\\u2029'],
    ['\uD800x\uDC00', '\\uD800x\\uDC00'], // lone surrogates
    ['\u00AD\u180E\u200B\u200C\u200D\u2060\u2064\uFEFF', '\\u00AD\\u180E\\u200B\\u200C\\u200D\\u2060\\u2064\\uFEFF'], // invisible
    ['a\\u202E', 'a\\\\u202E'], // a backslash in the input cannot pass for an escape
    ['http://a/b?q#f', 'http://a/b?q#f'],
    ['é\u00A0😀', 'é\u00A0😀'], // printable non-ASCII and a pair stay
  ])('%j → %j', (input, shown) => {
    expect(escapeUnsafe(input)).toBe(shown);
  });

  it('escapedOffset moves an offset past the five extra columns of each escape before it', () => {
    expect([0, 1, 2, 3, 4].map((o) => escapedOffset('a\u202Eb\u2066c', o))).toEqual([0, 1, 7, 8, 14]);
    expect(escapedOffset('\\\\x', 2)).toBe(4);
    expect(escapedOffset('plain', 3)).toBe(3);
  });
});

describe('jsonText', () => {
  it('escapes what JSON.stringify leaves raw: DEL, C1, U+2028/U+2029, bidi and invisible characters', () => {
    const text = jsonText({ input: 'a\u202Eb\u2028\u2029\u007F\u0085\u2066\t\u200B\uFEFF\\' });
    expect(text).toBe('{"input":"a\\u202Eb\\u2028\\u2029\\u007F\\u0085\\u2066\\t\\u200B\\uFEFF\\\\"}');
    expect(JSON.parse(text)).toEqual({ input: 'a\u202Eb\u2028\u2029\u007F\u0085\u2066\t\u200B\uFEFF\\' });
  });

  it('indents on request', () => {
    expect(jsonText({ a: ['\u202E'] }, 2)).toBe('{\n  "a": [\n    "\\u202E"\n  ]\n}');
  });
});

describe('colorFor: per stream, NO_COLOR only when non-empty, FORCE_COLOR when non-empty and not 0', () => {
  const tty = { isTTY: true };
  const pipe = { isTTY: false };
  it.each([
    [tty, {}, true],
    [pipe, {}, false],
    [tty, { NO_COLOR: '1' }, false],
    [tty, { NO_COLOR: '' }, true], // no-color.org: only a non-empty value counts
    [pipe, { FORCE_COLOR: '1' }, true],
    [pipe, { FORCE_COLOR: '' }, false],
    [tty, { FORCE_COLOR: '0' }, false],
    [pipe, { FORCE_COLOR: '3', NO_COLOR: '1' }, true], // an explicit force wins, as in Node
    [tty, { TERM: 'dumb' }, false],
    [{}, {}, false],
  ])('%j with %j → %s', (stream, env, color) => {
    expect(colorFor(stream, env)).toBe(color);
  });
});
