import fc from 'fast-check';
import { readAbnfText } from '../../../src/engine/abnf/reader';
import { compileGrammar } from '../../../src/engine/grammar-text';

/** The compiled rule `rule` of an ABNF text. */
function rule(text: string, name: string) {
  const r = compileGrammar(text, { notation: 'abnf' }).rules[name];
  if (!r) throw new Error(`no rule ${name}`);
  return r;
}

/** The members of `candidates` that `name` matches. */
function accepted(text: string, name: string, candidates: string[]): string[] {
  const r = rule(text, name);
  return candidates.filter((c) => r.matches(c));
}

describe('RFC 5234 §2.1 rule names', () => {
  it('are case-insensitive: every spelling refers to the defined rule, which keeps its own spelling', () => {
    const text = 'rulename = "a"\nr = rulename Rulename RULENAME rUlENamE\n';
    const { grammar } = compileGrammar(text, { notation: 'abnf' });
    expect([...grammar.rules.keys()]).toEqual(['rulename', 'r']);
    expect(grammar.rules.get('r')!.expr).toEqual({
      kind: 'seq',
      at: { line: 2, column: 5 },
      items: [
        { kind: 'ref', name: 'rulename', at: { line: 2, column: 5 } },
        { kind: 'ref', name: 'rulename', at: { line: 2, column: 14 } },
        { kind: 'ref', name: 'rulename', at: { line: 2, column: 23 } },
        { kind: 'ref', name: 'rulename', at: { line: 2, column: 32 } },
      ],
    });
    expect(accepted(text, 'r', ['aaaa', 'aaa', 'AAAA'])).toEqual(['aaaa', 'AAAA']);
  });
  it('the reader keeps the written spelling of references (linking resolves them)', () => {
    expect(readAbnfText('a = B\nb = "x"').grammar.rules.get('a')!.expr).toEqual({ kind: 'ref', name: 'B', at: { line: 1, column: 5 } });
  });
});

describe('RFC 5234 §2.3 terminal values', () => {
  it('CR = %d13 and CR = %x0D are one code unit', () => {
    for (const text of ['CR = %d13', 'CR = %x0D', 'CR = %b1101', 'CR = %X0d']) {
      expect(readAbnfText(text).grammar.rules.get('CR')!.expr).toEqual({ kind: 'chars', ranges: [[13, 13]], label: text.slice(5), at: { line: 1, column: 6 } });
      expect(accepted(text, 'CR', ['\r', '\n', '', '\r\r'])).toEqual(['\r']);
    }
  });
  it('CRLF = %d13.10 is a concatenation', () => {
    expect(readAbnfText('CRLF = %d13.10').grammar.rules.get('CRLF')!.expr).toEqual({ kind: 'literal', text: '\r\n', at: { line: 1, column: 8 } });
    expect(accepted('CRLF = %d13.10', 'CRLF', ['\r\n', '\r', '\n\r'])).toEqual(['\r\n']);
  });
  it('command = "command string" and rulename = "abc" are case-insensitive', () => {
    expect(accepted('command = "command string"', 'command', ['command string', 'COMMAND String', 'command  string'])).toEqual(['command string', 'COMMAND String']);
    const abc = ['abc', 'Abc', 'aBc', 'abC', 'ABc', 'aBC', 'AbC', 'ABC'];
    expect(accepted('rulename = "abc"', 'rulename', abc)).toEqual(abc);
    expect(accepted('rulename = "aBc"', 'rulename', abc)).toEqual(abc);
    expect(readAbnfText('rulename = "aBc"').grammar.rules.get('rulename')!.expr).toEqual({ kind: 'literal', text: 'aBc', caseInsensitive: true, at: { line: 1, column: 12 } });
  });
  it('rulename = %d97 %d98 %d99 and %d97.98.99 match "abc" only', () => {
    for (const text of ['rulename = %d97 %d98 %d99', 'rulename = %d97.98.99']) {
      expect(accepted(text, 'rulename', ['abc', 'ABC', 'aBc'])).toEqual(['abc']);
    }
  });
  it('"" is the empty string', () => {
    expect(accepted('e = "" "a" ""', 'e', ['a', '', 'aa'])).toEqual(['a']);
  });
  it('a value above U+FFFF is its UTF-16 pair: RFC 3987\'s ucschar and iprivate as published', () => {
    const iri = 'x = ucschar / iprivate\nucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / %xE1000-EFFFD\niprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD';
    const cps = [0xa0, 0xd7ff, 0xd800, 0x10000, 0x1fffd, 0x1fffe, 0xe0fff, 0xe1000, 0xefffd, 0xf0000, 0x10fffd, 0x10fffe];
    expect(accepted(iri, 'x', cps.map((c) => String.fromCodePoint(c))).map((s) => s.codePointAt(0)!.toString(16))).toEqual(['a0', 'd7ff', '10000', '1fffd', 'e1000', 'efffd', 'f0000', '10fffd']);
    expect(accepted('y = %x1F600.41', 'y', ['\u{1F600}A', '\u{1F600}', 'A'])).toEqual(['\u{1F600}A']);
  });
  it('a range of code points matches exactly the code points in it, whatever its ends (across U+FFFF and surrogate blocks)', () => {
    const cp = fc.oneof(fc.integer({ min: 0x20, max: 0x10ffff }), fc.constantFrom(0xffff, 0x10000, 0x103ff, 0x10400, 0x10ffff), fc.integer({ min: 0xfff0, max: 0x10810 }));
    fc.assert(
      fc.property(cp, cp, fc.array(cp, { maxLength: 12 }), (a, b, probes) => {
        const [first, last] = a <= b ? [a, b] : [b, a];
        const text = `r = %x${first.toString(16)}-${last.toString(16)}`;
        const rule = compileGrammar(text, { notation: 'abnf' }).rules.r!;
        for (const c of [first, last, first - 1, last + 1, ...probes]) {
          if (c < 0 || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff)) continue; // a lone surrogate is no code point of a string
          expect([c, rule.matches(String.fromCodePoint(c))]).toEqual([c, c >= first && c <= last]);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('RFC 7405 %s and %i', () => {
  it('%s"…" is case-sensitive, %i"…" and "…" are not', () => {
    expect(accepted('r = %s"aBc"', 'r', ['aBc', 'abc', 'ABC'])).toEqual(['aBc']);
    expect(accepted('r = %i"aBc"', 'r', ['aBc', 'abc', 'ABC'])).toEqual(['aBc', 'abc', 'ABC']);
    expect(accepted('r = %S"aBc"', 'r', ['aBc', 'abc'])).toEqual(['aBc']); // "s" is itself a quoted string in RFC 7405's ABNF
    expect(readAbnfText('r = %s"aBc"').grammar.rules.get('r')!.expr).toEqual({ kind: 'literal', text: 'aBc', at: { line: 1, column: 5 } });
  });
});

describe('RFC 5234 §3 operators', () => {
  it('§3.1 concatenation: mumble = foo bar foo', () => {
    const text = 'foo         =  %x61           ; a\nbar         =  %x62           ; b\nmumble      =  foo bar foo\n';
    expect(accepted(text, 'mumble', ['aba', 'ab', 'abab', 'ABA'])).toEqual(['aba']);
  });
  it('§3.2 alternatives: foo / bar', () => {
    expect(accepted('r = foo / bar\nfoo = %x61\nbar = %x62', 'r', ['a', 'b', 'ab', ''])).toEqual(['a', 'b']);
  });
  it('§3.3 incremental alternatives: =/ gives the same rule as one definition', () => {
    const alts = 'alt1 = "1"\nalt2 = "2"\nalt3 = "3"\nalt4 = "4"\nalt5 = "5"\n';
    const incremental = readAbnfText('ruleset     =  alt1 / alt2\nruleset     =/ alt3\nruleset     =/ alt4 / alt5\n').grammar;
    const whole = readAbnfText('ruleset     =  alt1 / alt2 / alt3 / alt4 / alt5\n').grammar;
    const strip = (e: unknown): unknown => JSON.parse(JSON.stringify(e, (k, v) => (k === 'at' ? undefined : v)));
    expect(strip(incremental.rules.get('ruleset')!.expr)).toEqual(strip(whole.rules.get('ruleset')!.expr));
    expect(accepted('ruleset = alt1 / alt2\nruleset =/ alt3\nRuleSet =/ alt4 / alt5\n' + alts, 'ruleset', ['1', '3', '5', '6'])).toEqual(['1', '3', '5']);
    expect(accepted('r = "a"\nr =/ "b"', 'r', ['a', 'b'])).toEqual(['a', 'b']);
  });
  it('§3.4 value ranges: DIGIT = %x30-39 equals the ten alternatives', () => {
    const digits = '0123456789/:'.split('');
    expect(accepted('DIGIT = %x30-39', 'DIGIT', digits)).toEqual(digits.slice(0, 10));
    expect(accepted('DIGIT       =  "0" / "1" / "2" / "3" / "4" / "5" / "6" /\n               "7" / "8" / "9"', 'DIGIT', digits)).toEqual(digits.slice(0, 10));
    expect(accepted('char-line = %x0D.0A %x20-7E %x0D.0A', 'char-line', ['\r\na\r\n', '\r\n~\r\n', '\r\n\x7f\r\n', '\r\nab\r\n'])).toEqual(['\r\na\r\n', '\r\n~\r\n']);
  });
  it('§3.5 grouping: elem (foo / bar) blat differs from elem foo / bar blat', () => {
    const names = 'elem = "e"\nfoo = "f"\nbar = "b"\nblat = "t"\n';
    const candidates = ['eft', 'ebt', 'ef', 'bt', 'et'];
    expect(accepted(`r = elem (foo / bar) blat\n${names}`, 'r', candidates)).toEqual(['eft', 'ebt']);
    expect(accepted(`r = elem foo / bar blat\n${names}`, 'r', candidates)).toEqual(['ef', 'bt']);
    expect(accepted(`r = (elem foo) / (bar blat)\n${names}`, 'r', candidates)).toEqual(['ef', 'bt']);
  });
  it('§3.6 variable repetition: *, 1*, 3*3, 1*2', () => {
    const runs = ['', 'a', 'aa', 'aaa', 'aaaa'];
    expect(accepted('r = *"a"', 'r', runs)).toEqual(runs);
    expect(accepted('r = 1*"a"', 'r', runs)).toEqual(runs.slice(1));
    expect(accepted('r = 3*3"a"', 'r', runs)).toEqual(['aaa']);
    expect(accepted('r = 1*2"a"', 'r', runs)).toEqual(['a', 'aa']);
    expect(accepted('r = *2"a"', 'r', runs)).toEqual(['', 'a', 'aa']);
    expect(accepted('r = 2*"a"', 'r', runs)).toEqual(['aa', 'aaa', 'aaaa']);
    expect(readAbnfText('r = 1*2"a"').grammar.rules.get('r')!.expr).toEqual({
      kind: 'repeat', min: 1, max: 2, at: { line: 1, column: 5 }, item: { kind: 'literal', text: 'a', caseInsensitive: true, at: { line: 1, column: 8 } },
    });
  });
  it('§3.6 a repetition of something that can match empty is legal ABNF, and compiles', () => {
    expect(accepted('r = *( [ "a" ] "b" / [ "c" ] )', 'r', ['', 'ab', 'abcb', 'cc', 'x', 'ba'])).toEqual(['', 'ab', 'abcb', 'cc']);
    expect(rule('r = *( [ "a" ] "b" / [ "c" ] )', 'r').viablePrefix('abx')).toBe(2);
  });
  it('§3.7 specific repetition: 2DIGIT, 3ALPHA', () => {
    expect(accepted('r = 2DIGIT', 'r', ['1', '12', '123', '1a'])).toEqual(['12']);
    expect(accepted('r = 3ALPHA', 'r', ['ab', 'abc', 'aBC', 'ab1', 'abcd'])).toEqual(['abc', 'aBC']);
  });
  it('§3.8 optional: [foo bar] equals *1(foo bar)', () => {
    const names = '\nfoo = "f"\nbar = "b"';
    const candidates = ['', 'fb', 'f', 'fbfb'];
    expect(accepted(`r = [foo bar]${names}`, 'r', candidates)).toEqual(['', 'fb']);
    expect(accepted(`r = *1(foo bar)${names}`, 'r', candidates)).toEqual(['', 'fb']);
  });
  it('§3.9 comments run to the end of the line, but not inside strings', () => {
    expect(accepted('r = "a;b" ; a comment "c"\n  ; a comment line\n  "d"', 'r', ['a;bd', 'a;b'])).toEqual(['a;bd']);
  });
  it('§3.10 precedence: repetition binds tighter than concatenation, which binds tighter than alternation', () => {
    expect(accepted('r = "a" 2"b" / "c"', 'r', ['abb', 'c', 'abbc', 'ababc', 'ab'])).toEqual(['abb', 'c']);
  });
});

describe('RFC 5234 §4 layout', () => {
  it('continues a rule on lines indented deeper than its first line, with LF or CRLF line ends', () => {
    for (const nl of ['\n', '\r\n']) {
      const text = ['   a = "x"', '       "y"', '   b = a', '         / "z"', ''].join(nl);
      expect(accepted(text, 'b', ['xy', 'z', 'x'])).toEqual(['xy', 'z']);
      expect([...readAbnfText(text).grammar.rules.keys()]).toEqual(['a', 'b']);
    }
  });
  it('reads an RFC\'s indented grammar as written (RFC 5870 §3.3, page layout)', () => {
    const text = '             mark          = "-" / "_" / "." / "!" / "~" / "*" /\n                             "\'" / "(" / ")"\n';
    expect(accepted(text, 'mark', ["'", ')', '-', 'a'])).toEqual(["'", ')', '-']);
  });
  it('positions: every rule and element carries its line and column', () => {
    const { rules } = readAbnfText('; header\n\nx = [ "a" ]\n    %x30-39\n').grammar;
    expect(rules.get('x')).toEqual({
      name: 'x',
      at: { line: 3, column: 1 },
      expr: {
        kind: 'seq',
        at: { line: 3, column: 5 },
        items: [
          { kind: 'repeat', min: 0, max: 1, at: { line: 3, column: 5 }, item: { kind: 'literal', text: 'a', caseInsensitive: true, at: { line: 3, column: 7 } } },
          { kind: 'chars', ranges: [[0x30, 0x39]], label: '%x30-39', at: { line: 4, column: 5 } },
        ],
      },
    });
  });
  it('reads elements written without white space between them as a concatenation (RFC 5234 §4 asks for it; RFCs omit it)', () => {
    expect(accepted('r = "a""b"(%x63)[ "d" ]2DIGIT', 'r', ['abc12', 'abcd12', 'ab c12'])).toEqual(['abc12', 'abcd12']);
  });
  it('zero repetitions of a prose value is the empty string (RFC 3986: path-empty = 0<pchar>)', () => {
    expect(readAbnfText('path-empty    = 0<pchar>').grammar.rules.get('path-empty')!.expr).toEqual({ kind: 'literal', text: '', at: { line: 1, column: 17 } });
  });
});
