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
    ['RFC 1738 fileurl verbatim', 'fileurl = "file://" [ host | "localhost" ] "/" fpath', 'bnf', ['fileurl'], undefined, ['unreachable-alternative']],
    ['a bare slash', 'x = "x:" "a" / "b"', 'bnf', ['x'], undefined, ['bare-slash']],
    ['a limit and a good rule', 'many = 10001"a"\ngood = "g:" 1*alpha', 'bnf', ['many', 'good'], undefined, ['repetition-too-large']],
    ['an alternation past the check\'s budget (a warning only)', 'x = "x:" ( *( "a" | "b" ) | *( "a" | "b" ) "a" 20( "a" | "b" ) )', 'bnf', ['x'], undefined, []],
    ['an empty repetition', 'x = "x:" *""', 'bnf', ['x'], undefined, ['empty-repetition']],
    ['recursion', 'x = "x:" y\ny = "a" [ x ]', 'bnf', ['x', 'y'], undefined, ['recursive-rule']],
    ['an undefined name', 'x = "x:" nowhere', 'bnf', ['x'], undefined, ['undefined-rule']],
    ['RFC 2396 names with uses rfc2396', 'x = "x:" 1*uric', 'bnf', ['x'], 'rfc2396', []],
    ['ABNF: an unreachable alternative', 'x = "x:" ( "ab" / "a" / "ab" )\ny = "y:" 1*ALPHA', 'abnf', ['x', 'y'], undefined, ['unreachable-alternative']],
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
