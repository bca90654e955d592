/**
 * The grammar kit means what its BNF means (one model, one compiled engine for every
 * front end), reads the scheme name in either case, and is re-entrant.
 */
import { Node } from '../../src/combinators';
import { defineScheme, g, parseUrl, rules1738, schemeFromBnf } from '../../src/rfc1738-namespace';

const leaf = <T extends string>(name: T, body: Parameters<typeof g.rule>[1]) => g.rule<Node<T>, unknown>(name, body, () => ({}));

describe('a kit transcription accepts what the RFC rule accepts (BNF, not PEG)', () => {
  // k1url = "k1:" *[ alpha | digit ] alpha   — PEG's greedy repetition would eat the last alpha
  const grammar = leaf('k1url', g.seq(g.literal('k1:'), g.many(g.alt<unknown>(rules1738.alpha, rules1738.digit)), rules1738.alpha));
  const k1 = defineScheme({ name: 'k1', hierarchical: false, grammar });
  it.each(['k1:a', 'k1:1a', 'k1:abc'])('accepts %s', (input) => {
    expect(k1.parse(input).ok).toBe(true);
  });
  it('refuses k1:a1 at its end, expecting alpha or digit', () => {
    const r = k1.parse('k1:a1');
    expect(r.ok || { offset: r.error.offset, expected: r.error.expected, rulePath: r.error.rulePath }).toEqual({ offset: 5, expected: ['alpha', 'digit'], rulePath: ['k1url'] });
  });
  it('the same rule as BNF text gives the same verdicts', () => {
    const k2 = defineScheme(schemeFromBnf('k2url = "k2:" *[ alpha | digit ] alpha', { name: 'k2', start: 'k2url', hierarchical: false }));
    for (const rest of ['a', '1a', 'abc', 'a1', '', '1']) expect([rest, k2.parse(`k2:${rest}`).ok]).toEqual([rest, k1.parse(`k1:${rest}`).ok]);
  });
});

describe('the scheme name at the head of a grammar matches in either case (RFC 2396 §3.1)', () => {
  it('BNF text', () => {
    const x = defineScheme(schemeFromBnf('xurl = "xc:" digits "/" digits', { name: 'xc', start: 'xurl', hierarchical: false }));
    const r = x.parse('XC:1/2');
    expect(r.ok && r.value.url).toEqual({ type: 'xurl', span: { start: 0, end: 6 }, text: 'XC:1/2', children: [{ type: 'digits', span: { start: 3, end: 4 }, text: '1', children: [] }, { type: 'digits', span: { start: 5, end: 6 }, text: '2', children: [] }] });
    expect(x.parse('Xc:1/x').ok).toBe(false);
  });
  it('kit', () => {
    const k = defineScheme({ name: 'kc', hierarchical: false, grammar: leaf('kcurl', g.seq(g.literal('kc:'), g.many(rules1738.digit, 1))) });
    expect(k.parse('KC:12').ok).toBe(true);
    expect(parseUrl('kC:12').ok).toBe(true);
  });
});

describe('re-entrant: a callback may call the library', () => {
  const inner: string[] = [];
  const grammar = g.rule<Node<'reurl'> & { nested: boolean }, [string, unknown[]]>('reurl', g.seq(g.literal('re:'), g.many(rules1738.digit, 1)), ([, digits]) => {
    const nested = parseUrl('ftp://h/%zz'); // fails inside the callback
    inner.push(nested.ok ? 'ok' : String(nested.error.offset));
    return { nested: digits.length > 0 };
  });
  const re = defineScheme({ name: 're', hierarchical: false, grammar });
  it('a nested failing parse leaves the outer result alone', () => {
    const ok = re.parse('re:12');
    expect(ok.ok && ok.value.url).toMatchObject({ type: 'reurl', nested: true, span: { start: 0, end: 5 } });
    expect(inner).toEqual(['9']);
  });
  // regression: the nested derivation wrote over the markers the outer one was still making its values from (TypeError)
  it('a callback that parses a URL of its own scheme leaves the outer values alone', () => {
    let depth = 0;
    const nested: unknown[] = [];
    const seg = g.rule<Node<'seg'>, unknown>('seg', g.many(rules1738.alpha, 1), () => {
      if (depth++ === 0) {
        const r = parseUrl('ownre:zz/yyyy/x/');
        nested.push(r.ok && (r.value.url as { texts: string[] }).texts);
      }
      depth--;
      return {};
    });
    const grammar = g.rule<Node<'ownreurl'> & { texts: string[] }, [string, Array<[Node<'seg'>, string]>]>('ownreurl', g.seq(g.literal('ownre:'), g.many(g.seq(seg, g.literal('/')))), ([, segs]) => ({
      texts: segs.map(([s]) => s.text),
    }));
    const own = defineScheme({ name: 'ownre', hierarchical: false, grammar });
    const r = own.parse('ownre:ab/cde/f/ghij/');
    expect(r.ok && r.value.url.texts).toEqual(['ab', 'cde', 'f', 'ghij']);
    expect(nested).toEqual(Array(4).fill(['zz', 'yyyy', 'x'])); // one nested parse per outer seg
  });
  it('and an outer failure after it is reported at its own offset', () => {
    expect(re.parse('re:12').ok).toBe(true);
    const bad = re.parse('re:1x');
    expect(bad.ok || [bad.error.offset, bad.error.expected]).toEqual([4, ['digit', '"#"', 'end of input']]);
  });
});

describe('the tree where the grammar is ambiguous: an earlier alternative first, a longer repetition first', () => {
  const amb = defineScheme(schemeFromBnf(['amburl = "amb:" first second', 'first = *[ "a" | "b" ]', 'second = *[ "b" | "c" ]'].join('\n'), { name: 'amb', start: 'amburl', hierarchical: false }));
  it('gives the b in the middle to the first repetition (greedy, as RFC 2396 §4.3 reads)', () => {
    const r = amb.parse('amb:abbc');
    expect(r.ok && r.value.url.children.map((c) => [c.type, c.text])).toEqual([['first', 'abb'], ['second', 'c']]);
  });
  it('but never more than leaves the rest a match', () => {
    const alt = defineScheme(schemeFromBnf(['alturl = "alt:" ( long | short ) "z"', 'long = "ab" 1*"y"', 'short = "a" *( "b" | "y" )'].join('\n'), { name: 'alt', start: 'alturl', hierarchical: false }));
    const first = alt.parse('alt:abyz');
    expect(first.ok && first.value.url.children.map((c) => c.type)).toEqual(['long']);
    const second = alt.parse('alt:abyby' + 'z');
    expect(second.ok && second.value.url.children.map((c) => c.type)).toEqual(['short']);
  });
});

describe("a scheme's own parse reads URIs of that scheme only", () => {
  const own = defineScheme(schemeFromBnf('ownurl = "own:" digits', { name: 'own', start: 'ownurl', hierarchical: false }));
  it('refuses a URI of another scheme where it stops being "own:"', () => {
    const r = own.parse('http://a/b');
    expect(r.ok || [r.error.offset, r.error.expected, r.error.rulePath]).toEqual([0, ['"own:"'], ['own']]);
    const s = own.parse('OWX:1');
    expect(s.ok || [s.error.offset, s.error.expected]).toEqual([2, ['"n:"']]);
    expect(own.parse('Own:12').ok).toBe(true);
  });
});

describe('the values of literal parts (no nodes of their own in the derivation)', () => {
  interface Lv extends Node<'lvurl'> {
    value: unknown;
  }
  // lvurl = "lv:" *"ab" [ "!" ] ( "x" | "yy" | digit ) [ "" ] *( "-" | digit ) 1*[ "." ]
  const body = g.seq<unknown[]>(
    g.literal('lv:'),
    g.many(g.literal('ab')),
    g.opt(g.literal('!')),
    g.alt<unknown>(g.literal('x'), g.literal('yy'), rules1738.digit),
    g.opt(g.literal('')),
    g.many(g.alt<unknown>(g.literal('-'), rules1738.digit)),
    g.many(g.opt(g.literal('.')), 1),
  );
  const lv = defineScheme({ name: 'lv', hierarchical: false, grammar: g.rule<Lv, unknown[]>('lvurl', body, (value) => ({ value })) });
  it.each([
    ['LV:abab!yy-1.', ['LV:', ['ab', 'ab'], '!', 'yy', '', ['-', { type: 'digit', span: { start: 11, end: 12 }, text: '1' }], ['.']]],
    ['lv:x', ['lv:', [], undefined, 'x', '', [], [undefined]]],
    ['lv:7..', ['lv:', [], undefined, { type: 'digit', span: { start: 3, end: 4 }, text: '7' }, '', [], ['.', '.']]],
  ])('%s', (input, value) => {
    const r = lv.parse(input);
    expect(r.ok && r.value.url.value).toEqual(value);
  });
});

// Regression: when literal parts stopped being derivation nodes they also stopped keeping their
// own states, and a one-character literal was named in errors by its hidden rule (" k11").
describe('an error names a one-character literal of a kit grammar by its text', () => {
  const k7 = defineScheme({
    name: 'k7',
    hierarchical: false,
    grammar: leaf('k7url', g.seq(g.literal('k7:'), g.many(rules1738.alpha, 1), g.many(g.seq(g.literal(','), g.opt(g.literal('!')), g.many(rules1738.alpha, 1))))),
  });
  it.each([
    ['k7:ab,', 6, ['"!"', 'alpha']],
    ['k7:ab;', 5, ['alpha', '","', '"#"', 'end of input']],
  ])('%s', (input, offset, expected) => {
    const r = k7.parse(input);
    expect(r.ok || [r.error.offset, r.error.expected, r.error.rulePath]).toEqual([offset, expected, ['k7url']]);
  });
});

/** What `f` throws, as `Class: message`, or 'nothing'. */
function thrown(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return `${(e as Error).constructor.name}: ${(e as Error).message}`;
  }
  return 'nothing';
}

describe('the kit checks its arguments when a grammar is built, and names at registration', () => {
  const a = g.literal('a');
  it.each<[string, () => unknown, string]>([
    ['g.literal(5)', () => g.literal(5 as unknown as string), 'TypeError: uri-grammar: g.literal expects a string, got number'],
    ['g.seq with a string', () => g.seq(a, 'b' as unknown as typeof a), 'TypeError: uri-grammar: g.seq expects rules (made with g, or rules1738.*, rules.*), got string as part 2'],
    ['g.alt()', () => g.alt(), 'TypeError: uri-grammar: g.alt needs at least one option'],
    ['g.opt()', () => (g.opt as (p?: unknown) => unknown)(), 'TypeError: uri-grammar: g.opt expects rules (made with g, or rules1738.*, rules.*), got undefined as part 1'],
    ['g.many(a, -1)', () => g.many(a, -1), 'RangeError: uri-grammar: g.many expects a whole number of at least 0 as its minimum, got -1'],
    ['g.many(a, 1.5)', () => g.many(a, 1.5), 'RangeError: uri-grammar: g.many expects a whole number of at least 0 as its minimum, got 1.5'],
    ['g.many(a, "2")', () => g.many(a, '2' as unknown as number), 'TypeError: uri-grammar: g.many expects a number as its minimum, got string'],
    ['g.rule("", a)', () => g.rule('', a), 'TypeError: uri-grammar: g.rule expects a name, got an empty string'],
    ['g.rule(42, a)', () => g.rule(42 as unknown as string, a), 'TypeError: uri-grammar: g.rule expects a string, got number'],
    ['g.rule with fields "x"', () => g.rule('r', a, 'x' as unknown as () => object), 'TypeError: uri-grammar: g.rule expects fields to be a function (value, span, input) => fields, got string'],
    ['g.ref(null)', () => g.ref(null as unknown as string), 'TypeError: uri-grammar: g.ref expects a string, got null'],
  ])('%s', (_, build, error) => {
    expect(thrown(build)).toBe(error);
  });

  it('refuses two different g.rules of one name (duplicate-rule); one g.rule used twice is fine', () => {
    const first = g.rule('dd', g.literal('a'));
    const second = g.rule('dd', g.literal('b'));
    expect(() => defineScheme({ name: 'kdup', hierarchical: false, grammar: g.rule('kdupurl', g.seq(g.literal('kdup:'), first, second)) })).toThrow(
      expect.objectContaining({ name: 'SchemeGrammarError', problem: 'duplicate-rule', rule: 'dd' }),
    );
    const twice = defineScheme({ name: 'ktwice', hierarchical: false, grammar: g.rule('ktwiceurl', g.seq(g.literal('ktwice:'), first, g.literal('-'), first)) });
    expect(twice.parse('ktwice:a-a').ok).toBe(true);
  });
});
