/**
 * Every problem of a grammar text in one run (`grammar check` and a refused registration), each
 * at its line and column; an alternative that adds nothing is a warning, not a refusal.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkAbnf, readAbnf } from '../../src/engine/abnf';
import { GrammarRefusalError } from '../../src/engine/grammar-errors';
import { defineScheme, schemeFromAbnf, schemeFromBnf } from '../../src';
import { checkGrammarText } from '../../src/schemes/grammarCheck';

/** What registering `text` throws (undefined when it registers). */
function refusal(text: string, start?: string): GrammarRefusalError | undefined {
  try {
    schemeFromAbnf(text, { name: 'all-x', hierarchical: false, generic: 'none', ...(start ? { start } : {}) });
  } catch (e) {
    if (e instanceof GrammarRefusalError) return e;
    throw e;
  }
  return undefined;
}

const brief = (p: { problem?: string; severity?: string; line: number; column: number }) => [p.severity ?? 'error', p.problem, p.line, p.column];

describe('every problem of a text in one run', () => {
  // a reading error (line 2), two undefined rules (lines 3 and 4), an alternative that adds nothing (line 5)
  const text = ['x = "x:" a b c', 'a = "a" / "b', 'b = "b" nowhere', 'c = "c" / missing', 'd = "ab" / "a" / "ab"', ''].join('\n');

  it('grammar check lists the errors in the order of the text, then the warning', () => {
    const { problems } = checkGrammarText(text, 'abnf');
    expect(problems.map(brief)).toEqual([
      ['error', 'unterminated-string', 2, 11],
      ['error', 'undefined-rule', 3, 9],
      ['error', 'undefined-rule', 4, 11],
      ['warning', 'unreachable-alternative', 5, 18],
    ]);
    // the rule that did not read is no undefined rule where it is used (x uses a)
    expect(problems.filter((p) => /rule a\b/.test(p.reason))).toEqual([]);
  });

  it('a refused registration throws the first problem, carrying them all, its message listing them', () => {
    const e = refusal(text)!;
    expect([e.problem, e.line, e.column]).toEqual(['unterminated-string', 2, 11]);
    expect(e.problems.map((p) => [p.problem, p.rule, p.line, p.column])).toEqual([
      ['unterminated-string', '', 2, 11],
      ['undefined-rule', 'nowhere', 3, 9],
      ['undefined-rule', 'missing', 4, 11],
    ]);
    expect(e.message).toMatch(/\n2 more problems:\n {2}line 3, column 9: undefined-rule: rule nowhere .*\n {2}line 4, column 11: undefined-rule: rule missing /);
  });

  it('every reading error, each rule\'s first: the reader reads on at the next rule', () => {
    expect(checkAbnf('a = "x\nb = %x\nc = "c"\nd = ( "d"\n').map((e) => [e.problem, e.line])).toEqual([
      ['unterminated-string', 1],
      ['bad-numeric-value', 2],
      ['unbalanced-brackets', 4],
    ]);
  });

  it('with a limit and an undefined rule: both, from the same registration', () => {
    const e = refusal('x = "x:" y nowhere\ny = 10001"a"\n')!;
    expect(e.problems.map((p) => p.problem)).toEqual(['undefined-rule', 'repetition-too-large']);
    expect(checkGrammarText('x = "x:" y nowhere\ny = 10001"a"\n', 'abnf').problems.map(brief)).toEqual([
      ['error', 'undefined-rule', 1, 12],
      ['error', 'repetition-too-large', 2, 5],
    ]);
  });

  it('the compiler\'s problems of several rules at once (a registration checks every rule of the text)', () => {
    const e = refusal('x = "x:" 1*DIGIT\ny = 10001"a"\nz = *""\n')!;
    expect(e.problems.map((p) => [p.problem, p.rule, p.line])).toEqual([
      ['repetition-too-large', 'y', 2],
      ['empty-repetition', 'z', 3],
    ]);
  });
});

describe('an alternative that adds nothing is a warning', () => {
  // RFC 5724 §2.2 and Appendix A (RFC 3966's telephone-subscriber, Erratum 203), as published
  const sms = [
    'sms-uri        = scheme ":" sms-hier-part [ "?" sms-fields ]',
    'scheme         = "sms"',
    'sms-hier-part  = sms-recipient *( "," sms-recipient )',
    'sms-recipient  = telephone-subscriber ; defined in RFC 3966',
    'sms-fields     = sms-field *( "&" sms-field )',
    'sms-field      = sms-field-name "=" escaped-value',
    'sms-field-name = "body" / sms-field-ext ; "body" MUST only appear once',
    'sms-field-ext  = 1*( unreserved )',
    'escaped-value  = *( unreserved / pct-encoded ) ; defined in RFC 3986',
    'telephone-subscriber = global-number / local-number',
    'global-number        = global-number-digits *par',
    'local-number         = local-number-digits *par context *par',
    'par                  = parameter / extension / isdn-subaddress',
    'isdn-subaddress      = ";isub=" 1*paramchar',
    'extension            = ";ext=" 1*phonedigit',
    'context              = ";phone-context=" descriptor',
    'descriptor           = domainname / global-number-digits',
    'global-number-digits = "+" *phonedigit DIGIT *phonedigit',
    'local-number-digits  =',
    '   *phonedigit-hex (HEXDIG / "*" / "#")*phonedigit-hex',
    'domainname           = *( domainlabel "." ) toplabel [ "." ]',
    'domainlabel          = alphanum',
    '                       / alphanum *( alphanum / "-" ) alphanum',
    'toplabel             = ALPHA / ALPHA *( alphanum / "-" ) alphanum',
    'parameter            = ";" pname ["=" pvalue ]',
    'pname                = 1*( alphanum / "-" )',
    'pvalue               = 1*paramchar',
    'paramchar            = param-unreserved / unreserved / pct-encoded',
    'unreserved           = alphanum / mark',
    'mark                 = "-" / "_" / "." / "!" / "~" / "*" /',
    '                       "\'" / "(" / ")"',
    'pct-encoded          = "%" HEXDIG HEXDIG',
    'param-unreserved     = "[" / "]" / "/" / ":" / "&" / "+" / "$"',
    'phonedigit           = DIGIT / [ visual-separator ]',
    'phonedigit-hex       = HEXDIG / "*" / "#" / [ visual-separator ]',
    'visual-separator     = "-" / "." / "(" / ")"',
    'alphanum             = ALPHA / DIGIT',
    '',
  ].join('\n');

  it('RFC 5724 sms registers, par and all, and parses as its RFC says', () => {
    const scheme = defineScheme(schemeFromAbnf(sms, { name: 'sms', hierarchical: false }));
    expect(['sms:+15105550101?body=hello%20there', 'sms:+15105550101;ext=12,+15105550102', 'sms:+1;isub=x7', 'sms:+1;ext='].map((url) => scheme.parse(url).ok)).toEqual([true, true, true, true]);
    expect(scheme.parse('sms:+1;').ok).toBe(false);
  });

  it('grammar check warns of par\'s isdn-subaddress, covered by parameter, and finds no error', () => {
    const { problems } = checkGrammarText(sms, 'abnf');
    const covered = problems.filter((p) => p.problem === 'unreachable-alternative');
    // not extension: ";ext=" (1*phonedigit matches "", a phonedigit may be empty) is no parameter, whose "=" wants a pvalue
    expect(covered.map((p) => [p.severity, p.rule, p.line, p.column])).toEqual([['warning', 'par', 13, 48]]);
    expect(covered[0]!.reason).toBe(
      'alternative 3 (isdn-subaddress, line 13, column 48) adds nothing: every string it matches is matched by alternative 1 (parameter, line 13, column 24) (the language is the same without it; the tree never shows it)',
    );
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('names every earlier alternative it takes to cover one', () => {
    const { problems } = checkGrammarText('x = "x:" ( "a" / "b" / ( "a" / "b" ) )', 'abnf');
    expect(problems.find((p) => p.problem === 'unreachable-alternative')?.reason).toMatch(/^alternative 3 \(line 1, column 26\) adds nothing: every string it matches is matched by alternatives 1 \("a", line 1, column 12\) and 2 \("b", line 1, column 18\) together /);
  });
});

describe('did you mean', () => {
  it('an undefined rule near a defined one, whatever the case: RFC 3261 rquest-uri is Request-URI', () => {
    const e = refusal('digest-uri-value = rquest-uri\nRequest-URI = "sip:" 1*ALPHA\n')!;
    expect([e.problem, e.rule]).toEqual(['undefined-rule', 'rquest-uri']);
    expect(e.reason).toMatch(/; did you mean Request-URI\?$/);
  });
});

describe('a comment continued on the next line without its ";"', () => {
  it('failing to read there: continued-comment, at the line, and the rest of the rule is read (its undefined rule found too)', () => {
    const text = ['digest-uri-value  =  rquest-uri ; Equal to request-uri as specified', '                     by HTTP/1.1', 'Request-URI = "sip:" 1*ALPHA', ''].join('\n');
    const problems = checkAbnf(text);
    expect(problems.map((e) => [e.problem, e.line, e.column])).toEqual([
      ['continued-comment', 2, 22],
      ['undefined-rule', 1, 22],
    ]);
    expect(problems[0]!.reason).toMatch(/^line 2 reads as part of rule digest-uri-value, but it looks like the rest of the comment on line 1, written without its ";": start it with ";"/);
    expect(problems[1]!.reason).toMatch(/did you mean Request-URI\?$/);
  });

  it('reading as rule names: one continued-comment for the line, not an undefined rule per word', () => {
    const problems = checkAbnf('x = "a" ; the letter a, as\n    specified by its RFC\n');
    expect(problems.map((e) => [e.problem, e.line, e.column])).toEqual([['continued-comment', 2, 5]]);
    expect(() => readAbnf('x = "a" ; the letter a, as\n    specified by its RFC\n')).toThrow(/looks like the rest of the comment on line 1/);
  });

  it('a line after a comment that reads is no problem, nor an error on a line that follows none', () => {
    expect(checkAbnf('x = "a" ; first\n    / "b" ; second\n    / "c"\n')).toEqual([]);
    expect(checkAbnf('x = "a"\n    by HTTP/1.1\n').map((e) => e.problem)).toEqual(['unexpected-character']);
  });
});

describe('RFC 3261 section 25 as published', () => {
  const text = readFileSync(join(__dirname, 'rfc3261-25.abnf'), 'utf8');

  it('is rule-sets/rfc3261.abnf line for line (layout aside) but for the two lines of its erratum', () => {
    // the two transcriptions of §25 hold each other honest: this one had lost from-spec's first line and from-param
    const lines = (t: string) => t.split('\n').filter((l) => l.trim() !== '' && !l.startsWith(';')).map((l) => l.trim().replace(/\s+/g, ' '));
    const fixed = lines(readFileSync(join(__dirname, 'rule-sets', 'rfc3261.abnf'), 'utf8'));
    const published = lines(text);
    const differ = published.flatMap((l, k) => (l === fixed[k] ? [] : [[l, fixed[k]]]));
    expect([published.length, differ]).toEqual([fixed.length, [
      ['digest-uri-value = rquest-uri ; Equal to request-uri as specified', 'digest-uri-value = Request-URI ; Equal to request-uri as specified'],
      ['by HTTP/1.1', '; by HTTP/1.1'],
    ]]);
  });

  it('grammar check lists all its problems in one run', () => {
    const errors = checkGrammarText(text, 'abnf').problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => [p.problem, p.line, p.column])).toEqual([
      // comment (line 98) is recursive: compiled, no problem
      ['undefined-rule', 115, 30],
      ['undefined-rule', 397, 22],
      ['continued-comment', 398, 22],
    ]);
    expect(errors[1]!.reason).toMatch(/^rule rquest-uri .*did you mean Request-URI\?$/);
  });
});

describe('BNF (RFC 1738, RFC 2396): every bare "/" and every undefined rule at once', () => {
  const bnf = (text: string): GrammarRefusalError | undefined => {
    try {
      schemeFromBnf(text, { name: 'all-b', hierarchical: false });
    } catch (e) {
      if (e instanceof GrammarRefusalError) return e;
      throw e;
    }
    return undefined;
  };

  it('a registration carries them all, and grammar check lists them', () => {
    expect(bnf('x = "x:" a / b\ny = "y" / "z"\n')!.problems.map((p) => [p.problem, p.line, p.column])).toEqual([
      ['bare-slash', 1, 12],
      ['bare-slash', 2, 9],
    ]);
    const text = 'x = "x:" nowhere hpath missing\n';
    expect(bnf(text)!.problems.map((p) => [p.problem, p.rule, p.column])).toEqual([
      ['undefined-rule', 'nowhere', 10],
      ['undefined-rule', 'missing', 24],
    ]);
    expect(checkGrammarText(text, 'bnf').problems.map(brief)).toEqual([
      ['error', 'undefined-rule', 1, 10],
      ['error', 'undefined-rule', 1, 24],
    ]);
  });
});

describe('a text of thousands of refused rules', () => {
  it('is refused with its first 100 problems, the rest unchecked and said so (a chain of 3,000 rules each nested past the depth limit: checked alone, each a walk a thousand levels deep)', () => {
    const rules = Array.from({ length: 3000 }, (_, k) => `r${k} = "c"${k + 1 < 3000 ? ` r${k + 1}` : ''}`);
    const e = refusal(['x = "x:" r0', ...rules].join('\n'));
    expect(e?.problems.length).toBe(100);
    expect(e?.problems.every((p) => p.problem === 'nesting-too-deep')).toBe(true);
    expect(e?.message).toContain("(the check stopped at 100 problems: the rules after r98 were not checked)"); // x and r0 … r98 checked
    // a text with fewer problems than that lists them all, and says nothing of a stop
    const few = refusal(['x = "x:" a b', 'a = "a" nowhere', 'b = "b" missing'].join('\n'));
    expect([few?.problems.length, few?.message.includes('stopped')]).toEqual([2, false]);
  });
});
