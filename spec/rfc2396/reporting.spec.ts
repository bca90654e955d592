/**
 * The compiled grammar/rfc2396.bnf tells a non-member's error in the words of
 * src/rfc2396/reporting.ts (src/rfc2396/failure.ts). It must be parseUriReference's error
 * (from a table generated from it: spec/rfc2396/diagnosis.spec.ts), every field of it (offset,
 * line, column, found, expected: items and order, rule path, code, message): on mutants of the
 * corpus (each line edited at random places), on hand-picked inputs reaching every code and
 * rule, and on short random strings (fixed seeds). And the words are asked for: the same
 * grammar compiled without them names what its rules are made of.
 */
import fc from 'fast-check';
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { parseUriReference, type UriSyntaxError } from '../../src';
import { readGrammar } from '../../src/engine/bnf';
import { grammarText } from '../../src/engine/bnf/files';
import { reporterOf } from '../../src/engine/compile/reporting';
import { CompiledStart } from '../../src/engine/compile/rule';
import { runRule } from '../../src/combinators/run';
import { rules } from '../../src/rfc2396/rules';
import { RFC2396_REPORTING } from '../../src/rfc2396/reporting';
import { compiledUriReference } from '../../src/schemes/generic2396';
import { runs } from '../runs';

/** The error of `input` by the compiled grammar (`rules['URI-reference']`, told in ./reporting's words), or null for a member. */
function uriReferenceError(input: string): UriSyntaxError | null {
  const r = runRule(rules['URI-reference'], input);
  return r.ok ? null : r.error;
}

/** The fields in which the compiled grammar's error differs from parseUriReference's ('' when none; 'member' when parseUriReference accepts). */
function differences(input: string): string {
  const parsed = parseUriReference(input);
  if (parsed.ok) return 'member';
  const compiled = uriReferenceError(input);
  if (compiled === null) return 'accepted';
  return JSON.stringify(compiled) === JSON.stringify(parsed.error) ? '' : Object.keys(parsed.error).filter((k) => JSON.stringify(compiled[k as 'offset']) !== JSON.stringify(parsed.error[k as 'offset'])).join(',') || 'field order';
}

function sameError(input: string): void {
  const parsed = parseUriReference(input);
  if (parsed.ok) throw new Error(`${JSON.stringify(input)} is a URI-reference`);
  expect(JSON.stringify(uriReferenceError(input))).toBe(JSON.stringify(parsed.error));
}

/** Every non-member that `input` generates (fixed seed): the same error; and no error for a member. */
function agreeOn(input: fc.Arbitrary<string>, seed: number, numRuns: number): void {
  fc.assert(
    fc.property(input, (s) => {
      const parsed = parseUriReference(s);
      expect(JSON.stringify(uriReferenceError(s))).toBe(parsed.ok ? 'null' : JSON.stringify(parsed.error));
    }),
    { seed, numRuns },
  );
}

const corpusFile = join(__dirname, '../../..', 'shared', 'corpus', 'urls.txt');
const corpus = existsSync(corpusFile) ? readFileSync(corpusFile, 'utf8').split('\n').filter((l) => l.length > 0) : [];

/**
 * Up to `perLine` non-members made from each of `lines` corpus lines (spread over the corpus)
 * by replacing, inserting or deleting one character at a random place (a fixed seed).
 */
function mutants(lines: number, perLine: number): string[] {
  const edits = [...' <>"{}|\\^`[]%#:/?@;&=+$,-_.!~*\'()aZ09é', '\u0000'];
  let seed = 2396;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const made: string[] = [];
  for (let u = 0; u < lines; u++) {
    const line = corpus[Math.floor((u * corpus.length) / lines)]!;
    let count = 0;
    for (let t = 0; t < 4 * perLine && count < perLine; t++) {
      const at = random(line.length + 1);
      const c = edits[random(edits.length)]!;
      const op = random(3);
      const s = op === 0 ? line.slice(0, at) + c + line.slice(at + 1) : op === 1 ? line.slice(0, at) + c + line.slice(at) : line.slice(0, at) + line.slice(at + 1);
      if (parseUriReference(s).ok) continue;
      made.push(s);
      count++;
    }
  }
  return made;
}

describe("the compiled grammar's errors, in RFC 2396's words, are parseUriReference's errors", () => {
  const lines = runs(1_500);
  (corpus.length > 0 ? it : it.skip)(`on mutants of ${lines} corpus lines, all five fields (offset, code, expected, rulePath, message) and the rest`, () => {
    const inputs = mutants(lines, 21);
    expect(inputs.length).toBeGreaterThan(lines * 15);
    const mismatches = inputs.map((s) => [s, differences(s)]).filter(([, d]) => d !== '');
    expect(mismatches).toEqual([]);
  });

  it.each([
    // scheme and absoluteURI (§3, §3.1): empty-scheme-specific-part only at the end, after the colon
    '1http://a', 'h%t:p', 'http:', 'http:#', 'ht tp://a', 'http:/ /', 'mailto:%4', 'mailto:%', 'a:b c', 'a:/b?c d', 'g:h#x#y',
    // authority: server, userinfo, hostport, port, reg_name (§3.2)
    'http://<', 'http:// a', 'http://a b/', 'http://u@h@x<', 'http://u:p@h:80x y', 'http://u@:1 /', 'http://a-.b /', 'http://a.-b%',
    'http://1.2.3/ x', 'http://1.2.3.4.5 /', 'http://1.2.3.4:8 0/', 'http://a.b.1 /', 'http://a.b.c./ /', 'http://%zz/', 'http://%4/',
    'http://[::1]/', 'http://a:b:c@d /', 'http://@/ ', 'http://h:/p q', 'http://a_b /', 'http://@ /', '//a b', '//%', '// ',
    'http://a<', 'http://a.<', 'http://a-<', 'http://1<', 'http://1.<', 'http://a1.b2.c3<', 'http://u@<', 'http://u:p@h.<',
    // paths, segments, params, query, fragment (§3.3, §3.4, §4.1)
    'http://a/b c', 'http://a/%', 'http://a/%4g', '/a/b;c d', '/a/b;c;%', '/a?b c', '/a?%x', '#a#b', '#%', 'a#b c', 'a b', ' ', '\u0000',
    // relative paths (§5): a colon in the first segment, an empty rel_segment
    'a:b/c d', 'this:that ', './a b', '..%', '%41:b', ':a', '?y', '?', 'a/b:c d', 'é', 'a\ud800', 'http://a/\ud83d\ude00', '%4:', 'a%:b',
    // a line feed after the offset
    'http://a/\nb', 'a\nb c',
    // a net_path and an abs_path read the same "//" (the net_path is named), and one "/" (both)
    'http://h<', 'http://h/a b', 'http://h?q r', 'http://h#f g', 'http://h:80/a%', 'http://u@h/ x', 'http://a_b/ x', 'http://a_b ',
    'http://h/a#b#c', 'http://h:/ ', 'http://h: ', 'http://1.2.3.4/%', 'http:///a b', 'http://h/a?b#c d', 'x://;/ ', 'http://h//a b',
    'http:/ ', 'http:/a<', '/<', '/a<', '//<', 'x:/>/a',
    'ab:<', 'a+b.c-d:%zz', 'g:/a b', 'g:?<', 'x:#<', 'x1:\u0000', 'g:%', 'g:/ ', 'g:: ', 'g:a:b c', 'g:// ', 'g:@ ',
  ])('%j', sameError);

  it('on 10,000 random ends after a scheme and an authority (fixed seed)', () => {
    const start = fc.constantFrom('http://a', 'http://u@h:80', 'ftp://a.b.c', 'http://1.2.3.4', 'http://a_b', 'x://', 'http://h.', 'http://u:p@', 'a:', '//', '/');
    const character = fc.constantFrom(...'aZ09-._~;:@&=+$,/?#%[] <>é'.split(''), '\u0000');
    agreeOn(fc.tuple(start, fc.array(character, { maxLength: 10 })).map(([a, cs]) => a + cs.join('')), 1738, runs(10_000));
  });

  it('on 20,000 short random strings (fixed seed)', () => {
    const character = fc.constantFrom(...'aZ09-._~!*\'();:@&=+$,/?#%[] <>"{}|\\^`éFf.:@/%'.split(''), '\u0000', '\n');
    agreeOn(fc.array(character, { maxLength: 16 }).map((cs) => cs.join('')), 2396, runs(20_000));
  });
});

describe('the words are asked for', () => {
  const plain = () => new CompiledStart(readGrammar(grammarText('rfc2396')), 'URI-reference');

  it('without them, the same grammar names what its rules are made of, in the automaton\'s order', () => {
    const failure = plain().diagnose('http://a/b<c')!;
    expect(failure.offset).toBe(10);
    expect(failure.expected).toContain('"%"');
    expect(failure.expected).not.toContain('pchar');
    expect(failure.rulePath[failure.rulePath.length - 1]).toBe('pchar');
    expect(failure.code).toBeUndefined();
    expect(uriReferenceError('http://a/b<c')).toMatchObject({ offset: 10, expected: ['pchar', '";"', '"/"', '"?"', '"#"', 'end of input'], rulePath: ['URI-reference', 'absoluteURI', 'hier_part', 'net_path', 'abs_path', 'path_segments', 'segment'] });
  });

  it('the generic syntax parseUrl compiles for its joint errors is the plain grammar', () => {
    const failure = compiledUriReference().diagnose('http://a/b<c')!;
    expect(failure).toEqual(plain().diagnose('http://a/b<c'));
  });
});

describe('an error told in those words costs time linear in the input', () => {
  /** The states the priority run entered to tell the error of `input`. */
  function work(input: string): number {
    const compiled = new CompiledStart(readGrammar(grammarText('rfc2396')), 'URI-reference', { reporter: reporterOf(RFC2396_REPORTING) });
    compiled.diagnose(input);
    return compiled.stats.reportWork;
  }

  it.each([
    ['a path', (n: number) => 'http://a/' + 'b/c;d'.repeat(n) + '<'],
    ['a hostname', (n: number) => 'http://' + 'a-1.'.repeat(n) + '<'],
    ['a query', (n: number) => 'x:/?' + 'a%41'.repeat(n) + '<'],
    ['a relative path', (n: number) => 'a'.repeat(n) + '/%4'],
  ])('at the end of %s: the same work per character at 1×, 4× and 16× the length', (_, input) => {
    const [w1, w4, w16] = [1_000, 4_000, 16_000].map((n) => work(input(n)));
    expect(w4! / w1!).toBeLessThan(4.2);
    expect(w16! / w4!).toBeLessThan(4.2);
  });

  it('an error near the start of a long input reads no further than the offset', () => {
    expect(work('http://a b' + 'c'.repeat(100_000))).toBe(work('http://a b'));
  });
});
