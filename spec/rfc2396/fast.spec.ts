/**
 * The fast path of URI-reference (src/rfc2396/fast) against the combinators (issue 6):
 * - `isValid(input)` is `parse('URI-reference', input).ok` of the combinators;
 * - for a member, the fast AST deep-equals the combinators' (toEqual, and JSON.stringify:
 *   same fields in the same order, spans and text included);
 * - `parseUriReference` gives exactly the combinators' result, errors included;
 * - `fastComponents` (no AST) gives exactly `components()` of the combinators' AST, and
 *   `fastOutline` exactly `outlineOf()` of it (form and path offset included).
 * On generated members and mutants of grammar/rfc2396.bnf and strings of an authority's
 * characters (fixed seed, 45,000 cases) and on every line of ../shared/corpus/urls.txt (when
 * the corpus is there). The scanner is generated from the grammar (scripts/generate-scanner.mjs).
 */
import { execFileSync } from 'child_process';
import fc from 'fast-check';
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { components, isValid, parse, parseUriReference, resolveString } from '../../src';
import { runRule } from '../../src/combinators';
import { compileBnf } from '../../src/engine/bnf';
import { memberOf, mutantOf } from '../engine/bnf/generate';
import { rules } from '../../src/rfc2396';
import { fastComponents, fastOutline, fastUriReference } from '../../src/rfc2396/fast';
import { outlineOf } from '../../src/rfc2396/outline';
import { bnf } from '../engine/bnf/grammars';
import { runs } from '../runs';

const MEMBERS = runs(5_000);
const MUTANTS = runs(20_000);

/** A readable disagreement between the fast path and the combinators, or null. */
function disagreement(input: string): string | null {
  const slow = runRule(rules['URI-reference'], input);
  if (isValid(input) !== slow.ok) return `isValid ${!slow.ok}, combinators ${slow.ok}`;
  const fast = fastUriReference(input);
  if (slow.ok !== (fast !== undefined)) return `fast path ${fast ? 'accepts' : 'rejects'}, combinators ${slow.ok ? 'accept' : 'reject'}`;
  if (JSON.stringify(parseUriReference(input)) !== JSON.stringify(slow)) return 'parseUriReference differs from the combinators';
  if (JSON.stringify(parse('URI-reference', input)) !== JSON.stringify(slow)) return "parse('URI-reference') differs from the combinators";
  if (JSON.stringify(fastComponents(input)) !== JSON.stringify(slow.ok ? components(slow.value) : undefined)) return 'fastComponents differs from components() of the AST';
  if (JSON.stringify(fastOutline(input)) !== JSON.stringify(slow.ok ? outlineOf(slow.value) : undefined)) return 'fastOutline differs from outlineOf() of the AST';
  return null;
}

function agrees(input: string): void {
  const problem = disagreement(input);
  if (problem) throw new Error(`${JSON.stringify(input)}: ${problem}`);
  const slow = runRule(rules['URI-reference'], input);
  if (slow.ok) expect(fastUriReference(input)).toEqual(slow.value);
}

describe('URI-reference: the fast path and the combinators agree', () => {
  const members = memberOf(compileBnf(bnf('rfc2396')).grammar, 'URI-reference');
  it(`on ${MEMBERS} generated members`, () => {
    fc.assert(fc.property(members, agrees), { seed: 6, numRuns: MEMBERS });
  });
  it(`on ${MUTANTS} mutants`, () => {
    fc.assert(fc.property(mutantOf(members), agrees), { seed: 6, numRuns: MUTANTS });
  });

  const corpus = join(__dirname, '../../..', 'shared', 'corpus', 'urls.txt');
  (existsSync(corpus) ? it : it.skip)(`on every line of ../shared/corpus/urls.txt${existsSync(corpus) ? '' : ` (skipped: ${corpus} is missing)`}`, () => {
    const lines = readFileSync(corpus, 'utf8').split('\n').filter((l) => l.length > 0);
    expect(lines.length).toBeGreaterThan(4000);
    for (const line of lines) agrees(line);
  });

  // The authority is where the derivation's choices are close (server or reg_name, a domainlabel
  // or the toplabel, a hostname or an IPv4address): strings of its characters, then a path.
  const authorities = fc
    .tuple(fc.constantFrom('//', 'h://', 'x:'), fc.string({ unit: fc.constantFrom(...'ab1.-:@%4F;$'), maxLength: 16 }), fc.constantFrom('', '/p', '?q', '#f', '/p;x?q#f'))
    .map((parts) => parts.join(''));
  it(`on ${MUTANTS} strings of an authority's characters`, () => {
    fc.assert(fc.property(authorities, agrees), { seed: 6, numRuns: MUTANTS });
  });

  it('reads each code unit once: the generated derivation moves only forward, a code unit a step', () => {
    // Linear by construction: the offset p is only ever increased (a run's `p++`, an escape read
    // ahead), and every step of the state loop ends by reading a code unit (no `continue` skips
    // the loop's `p++`) or by returning.
    const text = readFileSync(join(__dirname, '../../src/generated/rfc2396-scanner.ts'), 'utf8');
    const writes = text.match(/\bp\s*(?:\+\+|--|[-+*/]?=(?!=))\s*[^;)]*/g) ?? [];
    expect(writes.filter((w) => !/^p\+\+$|^p \+= [1-9]$/.test(w.trim()))).toEqual(['p = 0']);
    expect(text).not.toMatch(/\bcontinue\b/);
    expect(text).toMatch(/\n    }\n    p\+\+;\n  }\n/); // the loop's step after the switch
  });

  it('uses the derivation generated from the grammar as it is (scripts/generate-scanner.mjs --check)', () => {
    expect(() => execFileSync(process.execPath, [join(__dirname, '../../scripts/generate-scanner.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it.each([
    '', '#', '#f', 'a', 'a:b', 'a:/', 'a://', '//', '///', '//@', '//a@', '//:', '//a:', '//a:1x', '//1.2.3.4', '//1.2.3.4.', '//1.2.3.4.a',
    '//a.1', '//a.b.', '//a-', '//-a', '//u@h:80/p;x;y/q?r#s', '//u@h@i/', '//a%41/', '//%41@b/', 'http://a/b/c/d;p?q', 'mailto:a?b',
    'g;x=1/../y', './g:h', '1a:b', '?y', 'http:', 'a#b#c', 'http://a/%zz', 'http://a/%4', 'http://[::1]/', 'http://a b/', 'x:%41', 'x:%4',
  ])('on %j', (input) => agrees(input));

  it('resolves with the same results as before (Appendix C through the fast path)', () => {
    expect(resolveString('http://a/b/c/d;p?q', '../../g')).toEqual({ ok: true, value: 'http://a/g' });
  });
});
