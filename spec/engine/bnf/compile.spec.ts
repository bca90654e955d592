import { compileBnf, readGrammar, type Expected } from '../../../src/engine/bnf';
import { CompiledStart } from '../../../src/engine/compile/rule';
import { bnf } from './grammars';

const rfc2396 = compileBnf(bnf('rfc2396')).rules;
const rfc1738 = compileBnf(bnf('rfc1738')).rules;

/** Expected characters as a string of the members, for readable assertions. */
function chars(e: Expected): string {
  return e.ranges.map(([a, b]) => Array.from({ length: b - a + 1 }, (_, k) => String.fromCharCode(a + k)).join('')).join('');
}

const ALPHA = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const DIGIT = '0123456789';
const HEX = '0123456789ABCDEFabcdef';

describe('compileBnf: a small hand-checked grammar', () => {
  const g = compileBnf(
    ['word = 1*letter [ "." ]', 'letter = "a" | "b"', 'pair = word "-" word', 'fixed = 2*3letter', 'any = *( "ab" | "a" )'].join('\n'),
  ).rules;

  it.each([
    ['word', 'ab.', true, 3],
    ['word', 'ab.a', false, 3],
    ['word', '', false, 0],
    ['word', 'c', false, 0],
    ['pair', 'a.-b', true, 4],
    ['pair', 'a-', false, 2],
    ['pair', 'a-c', false, 2],
    ['fixed', 'ab', true, 2],
    ['fixed', 'aba', true, 3],
    ['fixed', 'abab', false, 3],
    ['fixed', 'a', false, 1],
    ['any', 'aababa', true, 6],
    ['any', 'abb', false, 2],
  ])('%s on %j: matches %s, viablePrefix %i', (rule, input, matches, prefix) => {
    expect(g[rule]!.matches(input)).toBe(matches);
    expect(g[rule]!.viablePrefix(input)).toBe(prefix);
  });

  it('gives what may follow the viable prefix: ranges, the grammar\'s names for them, the rules open there, and whether it may end there', () => {
    expect(g['pair']!.expectedAt('a-c')).toEqual({ offset: 2, ranges: [[97, 98]], expected: ['letter'], rulePath: ['pair', 'word'], endOfInput: false });
    expect(g['word']!.expectedAt('ab.a')).toEqual({ offset: 3, ranges: [], expected: ['end of input'], rulePath: ['word'], endOfInput: true });
    expect(g['word']!.expectedAt('a!')).toEqual({ offset: 1, ranges: [[46, 46], [97, 98]], expected: ['letter', '"."', 'end of input'], rulePath: ['word'], endOfInput: true });
    expect(g['any']!.expectedAt('aab')).toEqual({ offset: 3, ranges: [[97, 97]], expected: ['"ab"', '"a"', 'end of input'], rulePath: ['any'], endOfInput: true });
  });

  it('rejects characters that occur in no literal, including non-ASCII', () => {
    expect(g['any']!.viablePrefix('aé')).toBe(1);
    expect(g['any']!.viablePrefix('a\ud83d\ude00')).toBe(1);
  });
});

describe('compileBnf: RFC 2396 URI-reference, hand-checked (GUIDE: precise errors)', () => {
  const uri = rfc2396['URI-reference']!;

  it.each([
    ['http://a/%zz', 10, HEX], // §2.4.1: "%" hex hex
    ['http://a/%4', 11, HEX],
    ['http://a b/', 8, null],
    ['http:', 5, null], // absoluteURI needs a character after ":"
    ['a#b#c', 3, null], // fragment = *uric has no "#"
    ['1a:b', 2, null], // rel_segment has no ":", scheme starts with alpha
    ['http://a/b<c', 10, null],
    ['http://[::1]/', 7, null], // no IPv6 in RFC 2396
    ['?y', 0, null], // rel_path needs a non-empty rel_segment
  ])('%j is rejected at %i', (input, offset, next) => {
    expect(uri.matches(input)).toBe(false);
    expect(uri.viablePrefix(input)).toBe(offset);
    const e = uri.expectedAt(input);
    expect(e.offset).toBe(offset);
    if (next) expect(chars(e)).toBe(next);
    if (offset < input.length) expect(chars(e)).not.toContain(input[offset]);
  });

  it.each([
    'http://a/b/c/d;p?q', // §5.1 base
    'g;x?y#s',
    '#s',
    '',
    'file:///etc', // empty authority (GUIDE note 4)
    '//a:/', // empty port
    'mailto:mduerst@ifi.unizh.ch', // §1.3
    'news:comp.infosystems.www.servers.unix',
    'ftp://ftp.is.co.za/rfc/rfc1808.txt',
  ])('accepts %j', (input) => {
    expect(uri.matches(input)).toBe(true);
    expect(uri.viablePrefix(input)).toBe(input.length);
  });

  it('says what may follow "http:" and that the input may not end there', () => {
    const e = rfc2396['absoluteURI']!.expectedAt('http:');
    expect(e.endOfInput).toBe(false);
    // hier_part starts with "/", opaque_part with uric_no_slash (§3); no "#": §3 needs a character.
    expect(chars(e)).toBe("!$%&'()*+,-./" + DIGIT + ':;=?@' + ALPHA.slice(0, 26) + '_' + ALPHA.slice(26) + '~');
  });
});

describe('compileBnf: the PEG pitfalls are plain BNF membership', () => {
  it.each([
    ['hostname', 'a.b.com.', true], // note 1
    ['hostname', 'a.1b', false],
    ['domainlabel', 'a-', false], // note 2
    ['domainlabel', 'a-b', true],
    ['authority', 'a:b', true], // note 3: a reg_name
    ['server', 'a:b', false],
    ['authority', '1.2.3.4a', true],
    ['IPv4address', '999.1.1.1', true], // note 8
    ['port', '', true],
  ])('2396 %s on %j: %s', (rule, input, ok) => {
    expect(rfc2396[rule]!.matches(input)).toBe(ok);
  });

  it.each([
    ['gopherurl', 'gopher://a/1sel%09search%09plus', true], // note 10
    ['gopherurl', 'gopher://a/', true],
    ['gopherurl', 'gopher://a/1%09%09%09', true], // the selector may contain "%09" itself
    ['gopherurl', 'gopher://a/1sel%0', false],
    ['newsurl', 'news:abc@host', true], // note 11
    ['newsurl', 'news:*', true],
    ['hostname', 'a.b.', false], // note 12: no trailing dot
    ['port', '', false],
    ['scheme', 'HTTP', false],
    ['fileurl', 'file://localhost/etc', true], // note 13
    ['fileurl', 'file:///etc', true],
    ['ftpurl', 'ftp://u:p@h:21/a/b;type=i', true],
    ['ftpurl', 'ftp://h/a;type=x', false],
  ])('1738 %s on %j: %s', (rule, input, ok) => {
    expect(rfc1738[rule]!.matches(input)).toBe(ok);
  });
});

describe('compileBnf: linear time', () => {
  // Operation counts, not wall clock (bench/ times it): once the automaton has met every
  // state these inputs reach, a 1 MB input is one table step per character, with no new
  // state, transition or cache clear.
  const uri = new CompiledStart(readGrammar(bnf('rfc2396')), 'URI-reference');

  it.each([
    ['a long path', (n: number) => 'http://a/' + 'b/'.repeat(n)],
    ['a long dotted hostname', (n: number) => 'http://' + 'a.'.repeat(n) + 'com/'],
    ['a long label of hyphens', (n: number) => 'http://a' + '-'.repeat(2 * n)],
    ['a long run of escapes', (n: number) => '%41'.repeat(n)],
  ])('handles 1 MB of %s with no new work once warm', (_, make) => {
    const large = make(500_000);
    expect(large.length).toBeGreaterThanOrEqual(1_000_000);
    uri.diagnose(make(1000), 0, undefined, true); // warm
    const warm = uri.stats;
    expect(uri.diagnose(large, 0, undefined, true)?.offset).toBe(large.length);
    expect(uri.stats).toEqual(warm);
  });
});
