/** The grammar linter (`uri-grammar grammar check`) says what registration says: a text it passes registers from any of its rules, and each problem it reports is the one registration refuses that rule for. */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuiltinSet } from '../../src/engine/abnf/link';
import { SchemeGrammarError, schemeFromAbnf, schemeFromBnf } from '../../src';
import { checkGrammarText } from '../../src/schemes/grammarCheck';

const shipped = (name: string) => readFileSync(join(__dirname, '../../grammar', name), 'utf8');

/** What registering `text` with `start` gives: 'ok', the refusal's problem code, or the reader's error (no code). */
function registration(text: string, notation: 'abnf' | 'bnf', start: string, uses?: BuiltinSet): string {
  try {
    if (notation === 'abnf') schemeFromAbnf(text, { name: 'lint-x', start, hierarchical: false, ...(uses ? { uses } : {}) });
    else schemeFromBnf(text, { name: 'lint-x', start, hierarchical: false, ...(uses === 'rfc2396' ? { notation: 'rfc2396' as const } : {}) });
    return 'ok';
  } catch (e) {
    if (e instanceof SchemeGrammarError) return e.problem;
    if (e instanceof Error && (e.name === 'BnfError' || e.name === 'GrammarError')) return (e as { problem?: string }).problem ?? 'reader';
    throw e;
  }
}

/**
 * Registration refuses a text for its first problem, whatever the start (every rule of the
 * text is checked); the linter reports every rule's first. So: the linter passes the text
 * exactly when it registers from each of `rules`, and what registration refuses it for is
 * among what the linter reports.
 */
function expectAgreement(text: string, notation: 'abnf' | 'bnf', rules: string[], uses?: BuiltinSet): string[] {
  const problems = checkGrammarText(text, notation, uses).problems.filter((p) => p.severity === 'error');
  const linted = problems.map((p) => p.problem ?? 'reader');
  const registered = rules.map((rule) => registration(text, notation, rule, uses));
  expect({ good: problems.length === 0, refusals: registered.filter((v) => v !== 'ok' && !linted.includes(v)) }).toEqual({ good: registered.every((v) => v === 'ok'), refusals: [] });
  return linted;
}

describe('checkGrammarText agrees with registration', () => {
  it.each<[string, string, 'abnf' | 'bnf', string[], BuiltinSet | undefined, string[]]>([
    ['the README ldap', 'ldapurl = "ldap://" [ hostport ] "/" *uchar', 'bnf', ['ldapurl'], undefined, []],
    ['rules indented as the RFCs print them', '   x = "x:" seg\n   seg = 1*alpha', 'bnf', ['x', 'seg'], undefined, []],
    ['RFC 1738 fileurl verbatim', 'fileurl = "file://" [ host | "localhost" ] "/" fpath', 'bnf', ['fileurl'], undefined, []],
    ['a bare slash', 'x = "x:" "a" / "b"', 'bnf', ['x'], undefined, ['bare-slash']],
    ['a limit and a good rule', 'many = 10001"a"\ngood = "g:" 1*alpha', 'bnf', ['many', 'good'], undefined, ['repetition-too-large']],
    ['an alternation past the check\'s budget (a warning only)', 'x = "x:" ( *( "a" | "b" ) | *( "a" | "b" ) "a" 20( "a" | "b" ) )', 'bnf', ['x'], undefined, []],
    ['an empty repetition', 'x = "x:" *""', 'bnf', ['x'], undefined, ['empty-repetition']],
    ['recursion (compiled)', 'x = "x:" y\ny = "a" [ x ]', 'bnf', ['x', 'y'], undefined, []],
    ['left recursion', 'x = "x:" y\ny = y "a" | "b"', 'bnf', ['x', 'y'], undefined, ['left-recursive-rule']],
    ['an undefined name', 'x = "x:" nowhere', 'bnf', ['x'], undefined, ['undefined-rule']],
    ['RFC 2396 names with uses rfc2396', 'x = "x:" 1*uric', 'bnf', ['x'], 'rfc2396', []],
    ['ABNF: an alternative that adds nothing (a warning only)', 'x = "x:" ( "ab" / "a" / "ab" )\ny = "y:" 1*ALPHA', 'abnf', ['x', 'y'], undefined, []],
    ['ABNF: prose', 'x = "x:" <anything>', 'abnf', ['x'], undefined, ['prose-value']],
    ['ABNF: RFC 8141', shipped('schemes/urn.abnf'), 'abnf', ['namestring', 'assigned-name', 'NID', 'NSS'], 'rfc3986', []],
    ['ABNF: RFC 5870', shipped('schemes/geo.abnf'), 'abnf', ['geo-URI', 'coordinates', 'parameter'], undefined, []],
  ])('%s', (...[, text, notation, rules, uses, codes]) => {
    // a rest parameter: jest would take a sixth declared one for `done`
    expect(expectAgreement(text, notation, rules, uses)).toEqual(codes);
  });

  it('on generated grammars: the same verdict for every rule', () => {
    const item = fc.constantFrom('"a"', '"b"', 'alpha', 'digit', 'y', '*"a"', '1*( "a" | "b" )', '[ "b" ]', '""', '*""', '"/"', '/', '10001"a"', 'nowhere', '( "a" | "a" )', '( "ab" | "a" | "ab" )', 'x');
    const body = fc.array(item, { minLength: 1, maxLength: 3 }).map((items) => items.join(' '));
    let refused = 0;
    fc.assert(
      fc.property(body, body, (x, y) => {
        const text = `x = "x:" ${x}\ny = "y" ${y}`;
        if (expectAgreement(text, 'bnf', ['x', 'y']).length > 0) refused++;
      }),
      { numRuns: 150, seed: 1738 },
    );
    expect(refused).toBeGreaterThan(50);
  });
});

describe('a warning where the start rule accepts what its generic syntax refuses', () => {
  const warnings = (text: string, notation: 'abnf' | 'bnf', uses?: BuiltinSet) =>
    checkGrammarText(text, notation, uses).problems.filter((p) => p.problem === 'outside-generic-syntax').map(({ rule, reason, line, column }) => ({ rule, reason, line, column }));

  it('names the shortest such text: RFC 5870 geo-URI lets "[" through, which RFC 3986 URI does not (ABNF is paired with RFC 3986)', () => {
    expect(warnings(shipped('schemes/geo.abnf'), 'abnf')).toEqual([{
      rule: 'geo-URI', line: 4, column: 1,
      reason: 'accepts "GEO:0,0;-=[", which is no RFC 3986 URI: parseUrl refuses every URL of this kind, as the generic syntax must hold too (registration accepts the rule)',
    }]);
  });

  it('BNF is paired with RFC 2396 URI-reference', () => {
    expect(warnings('x = "x:" 1*( alpha | "{" )', 'bnf').map((w) => w.reason)).toEqual([
      'accepts "x:{", which is no RFC 2396 URI reference: parseUrl refuses every URL of this kind, as the generic syntax must hold too (registration accepts the rule)',
    ]);
  });

  it('none for grammars within it: RFC 8141, RFC 4151, RFC 2397, the README ldap', () => {
    expect([
      warnings(shipped('schemes/urn.abnf'), 'abnf', 'rfc3986'),
      warnings(shipped('schemes/tag.abnf'), 'abnf', 'rfc3986'),
      warnings(shipped('schemes/data.abnf'), 'abnf', 'rfc2396'),
      warnings('ldapurl = "ldap://" [ hostport ] "/" *uchar', 'bnf'),
    ]).toEqual([[], [], [], []]);
  });

  it('none for a text with a "#" the rule never reads (parseUrl gives it the part before the first "#"), one where the rule writes "#" itself', () => {
    expect(warnings('x = "x:" 1*( ALPHA / %x23-24 )', 'abnf')).toEqual([]); // "x:##" is no URI, but the rule would read "x:"
    expect(warnings('x = "x:" 1*( ALPHA / "#" )', 'abnf').map((w) => w.reason)).toEqual([
      'accepts "X:##", which is no RFC 3986 URI: parseUrl refuses every URL of this kind, as the generic syntax must hold too (registration accepts the rule)',
    ]);
  });

  it('not while the text has errors, and a warning does not fail the check', () => {
    expect(checkGrammarText('x = "x:" "{" nowhere', 'bnf').problems.map((p) => p.problem)).toEqual(['undefined-rule']);
    expect(checkGrammarText('x = "x:" "{"', 'bnf').problems.map((p) => p.severity)).toEqual(['warning']);
  });
});
