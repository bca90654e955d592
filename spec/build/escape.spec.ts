import fc from 'fast-check';
import { EscapeRule, UriBuildError, escape, escapeRules, parse, rules1738, unescape } from '../../src';
import { runRule, type Rule } from '../../src/combinators';
import { ESCAPE_TABLES } from '../../src/build/tables';
import { nonEmptyValue, value } from './arbitraries';

/** Whether `text` is in the language of `rule`, by the library's own parsers. */
function matches(rule: EscapeRule, text: string): boolean {
  return ESCAPE_TABLES[rule].grammar === 'rfc2396' ? parse(rule as 'segment', text).ok : runRule((rules1738 as Readonly<Record<string, Rule<unknown>>>)[rule]!, text).ok;
}

/** The printable ASCII characters other than letters and digits that `rule` leaves as they are. */
function kept(rule: EscapeRule, options = {}): string {
  let out = '';
  for (let c = 32; c < 127; c++) {
    const ch = String.fromCharCode(c);
    if (!/[A-Za-z0-9]/.test(ch) && escape(ch, rule, options) === ch) out += ch;
  }
  return out;
}

describe('escape: exactly what each rule leaves unescaped (docs/building.md lists the same)', () => {
  // Letters and digits are kept by every rule; control characters, space, non-ASCII and
  // "%" are escaped by every rule; the table is the rest of printable ASCII.
  it.each<[EscapeRule, string]>([
    ['segment', "!$&'()*+,-.:=@_~"], // pchar: ";" (param), "/", "?" escaped
    ['param', "!$&'()*+,-.:=@_~"],
    ['rel_segment', "!$&'()*+,-.=@_~"], // also ":" (§5)
    ['query', "!$&'()*+,-./:;=?@_~"], // uric
    ['fragment', "!$&'()*+,-./:;=?@_~"],
    ['userinfo', "!$&'()*+,-.:;=_~"],
    ['reg_name', "!$&'()*+,-.;=_~"], // "@" and ":" escaped (§3.2)
    ['user', "!$&'()*+,-.;=_"], // RFC 1738: "~" unsafe, "?" escaped
    ['password', "!$&'()*+,-.;=_"],
    ['fsegment', "!$&'()*+,-.:=@_"],
    ['hsegment', "!$&'()*+,-.:=@_"], // ";" reserved in an HTTP path (RFC 1738 §3.3)
    ['search', "!$&'()*+,-.:=@_"],
    ['selector', "!$&'()*+,-./:;=@_"],
    ['gopher+_string', "!$&'()*+,-./:;=@_"],
    ['encoded822addr', "!$&'()*+,-./:;=@_"],
    ['database', "!$'()*+,-._"],
    ['wtype', "!$'()*+,-._"],
    ['wpath', "!$'()*+,-._"],
    ['psegment', "!$&'()*+,-.:=@_"],
    ['fieldname', "!$&'()*+,-.:@_"],
    ['fieldvalue', "!$&'()*+,-.:@_"],
  ])('%s keeps letters, digits and %j', (rule, marks) => {
    expect(kept(rule)).toBe(marks);
    expect(escape('Az09', rule)).toBe('Az09');
    expect(escape('% \x00\x7f\u00e9', rule)).toBe('%25%20%00%7F%C3%A9');
  });

  it('covers every rule it knows', () => {
    expect(escapeRules).toEqual([
      'segment', 'param', 'rel_segment', 'query', 'fragment', 'userinfo', 'reg_name',
      'user', 'password', 'fsegment', 'hsegment', 'search', 'selector', 'gopher+_string', 'encoded822addr',
      'database', 'wtype', 'wpath', 'psegment', 'fieldname', 'fieldvalue',
    ]);
    expect(Object.keys(ESCAPE_TABLES)).toEqual(escapeRules); // the tables, in the names' order
  });

  it('escapeReserved keeps only the unreserved characters of the rule\'s grammar (§2.3; RFC 1738 §5)', () => {
    expect(kept('query', { escapeReserved: true })).toBe("!'()*-._~");
    expect(kept('search', { escapeReserved: true })).toBe("!$'()*+,-._");
    expect(escape('a=1&b', 'query', { escapeReserved: true })).toBe('a%3D1%26b');
  });
});

describe('escape: examples (§2.4)', () => {
  it.each<[string, EscapeRule, string]>([
    ['%41', 'segment', '%2541'], // §2.4.2: "%" in data is always escaped
    ['a/b', 'segment', 'a%2Fb'],
    ['a;b', 'segment', 'a%3Bb'], // §3.3: ";" would start a param
    ['this:that', 'rel_segment', 'this%3Athat'], // §5: "./this:that" or escaped
    ['x?y#z', 'query', 'x?y%23z'], // §4.1: "#" would end the query
    ['a b', 'fragment', 'a%20b'],
    ['user:pw', 'userinfo', 'user:pw'],
    ['a@b', 'userinfo', 'a%40b'],
    ['a:1@b', 'reg_name', 'a%3A1%40b'],
    ['café', 'segment', 'caf%C3%A9'], // §2.4.1: UTF-8 octets, upper-case hex
    ['😀', 'query', '%F0%9F%98%80'],
    ['~joe', 'hsegment', '%7Ejoe'], // RFC 1738 §2.2: "~" unsafe
    ['~joe', 'segment', '~joe'], // RFC 2396 §2.3: "~" unreserved
    ['a;type=i', 'fsegment', 'a%3Btype=i'],
    ['q?x', 'user', 'q%3Fx'],
    ['a b;c', 'search', 'a%20b%3Bc'],
    ['x/y?z', 'selector', 'x/y%3Fz'],
    ['', 'segment', ''],
  ])('escape(%j, %s) is %j', (input, rule, expected) => {
    expect(escape(input, rule)).toBe(expected);
    expect(matches(rule, expected)).toBe(true);
  });
});

describe('escape: errors', () => {
  it('a lone surrogate is a lone-surrogate error at its offset', () => {
    const e = catchError(() => escape('ab\uDC00', 'query'));
    expect({ ...e, message: e.message }).toEqual({
      name: 'UriBuildError', code: 'lone-surrogate', field: 'query', offset: 2,
      message: 'uri-grammar: query: lone surrogate U+DC00 at offset 2 has no UTF-8 form',
    });
    expect(catchError(() => escape('a\uD800b', 'segment')).offset).toBe(1);
    expect(escape('\uD83D\uDE00', 'segment')).toBe('%F0%9F%98%80'); // a pair is one code point
  });

  it.each<EscapeRule>(['rel_segment', 'reg_name', 'encoded822addr'])('an empty %s is an empty-value error (the rule is 1*)', (rule) => {
    expect(catchError(() => escape('', rule)).code).toBe('empty-value');
  });

  it('an unknown rule is an unknown-rule RangeError naming the rules', () => {
    const e = catchError(() => escape('a', 'path' as EscapeRule));
    expect(e).toBeInstanceOf(RangeError);
    expect(e.code).toBe('unknown-rule');
    expect(e.message).toContain('segment, param, rel_segment');
    expect(catchError(() => escape('a', '__proto__' as EscapeRule)).code).toBe('unknown-rule');
  });

  it('a value that is not a string is a TypeError', () => {
    expect(() => escape(42 as unknown as string, 'segment')).toThrow(new TypeError('uri-grammar: value must be a string, got number'));
    expect(() => escape('a', 42 as unknown as EscapeRule)).toThrow(new TypeError('uri-grammar: rule must be a string, got number'));
    expect(() => escape('a', 'segment', null as unknown as object)).toThrow(new TypeError('uri-grammar: escape options must be an object, got null'));
  });
});

describe('escape: properties', () => {
  it.each(escapeRules.map((r) => [r]))('escape(s, %s) matches the rule and unescape gives s back', (rule) => {
    const values = ESCAPE_TABLES[rule].nonEmpty ? nonEmptyValue : value;
    fc.assert(
      fc.property(values, fc.boolean(), (s, escapeReserved) => {
        const text = escape(s, rule, { escapeReserved });
        expect(matches(rule, text)).toBe(true);
        expect(unescape(text)).toBe(s);
      }),
      { seed: 2396, numRuns: 150 },
    );
  });

  it('every "%" in a result starts an escape with upper-case hex (§2.4.1)', () => {
    fc.assert(
      fc.property(value, fc.constantFrom(...escapeRules), (s, rule) => {
        fc.pre(s !== '' || !ESCAPE_TABLES[rule].nonEmpty);
        expect(escape(s, rule).replace(/%[0-9A-F]{2}/g, '')).not.toContain('%');
      }),
      { seed: 1, numRuns: 200 },
    );
  });
});

function catchError(f: () => unknown): UriBuildError {
  try {
    f();
  } catch (e) {
    return e as UriBuildError;
  }
  throw new Error('expected an error');
}
