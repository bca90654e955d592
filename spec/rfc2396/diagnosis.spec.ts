/**
 * src/rfc2396/diagnosis.ts records the failures `rules['URI-reference']` (the compiled grammar)
 * records for a non-member, from a table generated from it (scripts/generate-diagnosis.mjs), so
 * `parseUriReference`'s error must be that rule's error, every field of it: offset, line,
 * column, found, expected (items and order), rule path, code, message. Checked on hand-picked
 * inputs reaching every rule, on short random strings over the characters the grammar treats
 * differently (fixed seed), and on every corpus line with one character replaced (as `npm run
 * bench` diagnoses them); and that the table is current. spec/rfc2396/fast.spec.ts checks the
 * same on mutants of generated members.
 */
import { execFileSync } from 'child_process';
import fc from 'fast-check';
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { parseUriReference } from '../../src';
import { runRule, tracker } from '../../src/combinators';
import { rules } from '../../src/rfc2396';
import { recordUriReferenceFailures } from '../../src/rfc2396/diagnosis';
import { runs } from '../runs';

function compiled(input: string) {
  return runRule(rules['URI-reference'], input);
}

function sameError(input: string): void {
  const slow = compiled(input);
  expect(slow.ok).toBe(false);
  expect(parseUriReference(input)).toEqual(slow);
  // the same field order too, as JSON shows it
  expect(JSON.stringify(parseUriReference(input))).toBe(JSON.stringify(slow));
}

/** `sameError`'s JSON comparison on every non-member that `input` generates (fixed seed). */
function agreeOn(input: fc.Arbitrary<string>, seed: number, numRuns: number): void {
  fc.assert(
    fc.property(input, (s) => {
      const slow = compiled(s);
      if (slow.ok) return;
      expect(JSON.stringify(parseUriReference(s))).toBe(JSON.stringify(slow));
    }),
    { seed, numRuns },
  );
}

describe('the failures of a non-member are the compiled grammar\'s failures', () => {
  it.each([
    // scheme and absoluteURI (§3, §3.1)
    '1http://a', 'h%t:p', 'http:', 'ht tp://a', 'http:/ /', 'mailto:%4', 'mailto:%', 'a:b c', 'a:/b?c d', 'g:h#x#y',
    // authority: server, userinfo, hostport, port, reg_name (§3.2)
    'http://<', 'http:// a', 'http://a b/', 'http://u@h@x<', 'http://u:p@h:80x y', 'http://u@:1 /', 'http://a-.b /', 'http://a.-b%',
    'http://1.2.3/ x', 'http://1.2.3.4.5 /', 'http://1.2.3.4:8 0/', 'http://a.b.1 /', 'http://a.b.c./ /', 'http://%zz/', 'http://%4/',
    'http://[::1]/', 'http://a:b:c@d /', 'http://@/ ', 'http://h:/p q', 'http://a_b /', 'http://@ /', '//a b', '//%', '// ',
    // paths, segments, params, query, fragment (§3.3, §3.4, §4.1)
    'http://a/b c', 'http://a/%', 'http://a/%4g', '/a/b;c d', '/a?b c', '/a?%x', '#a#b', '#%', 'a#b c', 'a b', ' ', '\u0000',
    // relative paths (§5): a colon in the first segment, an empty rel_segment
    'a:b/c d', 'this:that ', './a b', '..%', '%41:b', ':a', '?y', '?', 'a/b:c d', 'é', 'a\ud800', 'http://a/\ud83d\ude00',
    // line and column after a newline
    'http://a/\nb', 'a\nb c',
    // after an authority the fast scan read (the reading starts there; at its very end, from the start)
    'http://h<', 'http://h/a b', 'http://h?q r', 'http://h#f g', 'http://h:80/a%', 'http://u@h/ x', 'http://a_b/ x', 'http://a_b ',
    'http://h/a#b#c', 'http://h:/ ', 'http://h: ', 'http://1.2.3.4/%', 'http:///a b', 'http://h/a?b#c d', 'x://;/ ', 'http://h//a b',
    // after a scheme the fast scan read (the reading starts after its colon)
    'ab:<', 'a+b.c-d:%zz', 'g:/a b', 'g:?<', 'x:#<', 'x1:\u0000', 'g:%', 'g:/ ', 'g:: ', 'g:a:b c', 'g:// ', 'g:@ ',
  ])('%j', sameError);

  it('on 10,000 random ends after a scheme and an authority (fixed seed)', () => {
    const start = fc.constantFrom('http://a', 'http://u@h:80', 'ftp://a.b.c', 'http://1.2.3.4', 'http://a_b', 'x://', 'http://h.', 'http://u:p@');
    const character = fc.constantFrom(...'aZ09-._~;:@&=+$,/?#%[] <>é'.split(''), '\u0000');
    agreeOn(fc.tuple(start, fc.array(character, { maxLength: 10 })).map(([a, cs]) => a + cs.join('')), 1738, runs(10_000));
  });

  it('on 20,000 short random strings (fixed seed)', () => {
    const character = fc.constantFrom(...'aZ09-._~!*\'();:@&=+$,/?#%[] <>"{}|\\^`éFf.:@/%'.split(''), '\u0000', '\n');
    agreeOn(fc.array(character, { maxLength: 16 }).map((cs) => cs.join('')), 2396, runs(20_000));
  });

  const corpus = join(__dirname, '../../..', 'shared', 'corpus', 'urls.txt');
  (existsSync(corpus) ? it : it.skip)(`on every corpus line with one character replaced${existsSync(corpus) ? '' : ` (skipped: ${corpus} is missing)`}`, () => {
    const lines = readFileSync(corpus, 'utf8').split('\n').filter((l) => l.length > 0);
    const replacements = ' <>"{}|\\^`[]%#:/?@é\u0000';
    let checked = 0;
    lines.forEach((line, k) => {
      const at = (k * 7919) % line.length;
      const s = line.slice(0, at) + replacements[k % replacements.length] + line.slice(at + 1);
      const slow = compiled(s);
      if (slow.ok) return;
      checked++;
      expect(JSON.stringify(parseUriReference(s))).toBe(JSON.stringify(slow));
    });
    expect(checked).toBeGreaterThan(3000);
  });

  it('leaves the tracker as a run of the compiled rule leaves it, with an empty rule stack', () => {
    const end = recordUriReferenceFailures('http://a/b c');
    expect(end).toBe(10);
    expect(tracker.stack.top).toBeNull();
    expect([tracker.offset, tracker.expected, tracker.rulePath, tracker.code]).toEqual([
      10,
      ['pchar', '";"', '"/"', '"?"', '"#"', 'end of input'],
      ['URI-reference', 'absoluteURI', 'hier_part', 'net_path', 'abs_path', 'path_segments', 'segment'],
      undefined,
    ]);
  });

  it('is generated from the grammar as it is (scripts/generate-diagnosis.mjs --check)', () => {
    expect(() => execFileSync(process.execPath, [join(__dirname, '../../scripts/generate-diagnosis.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
