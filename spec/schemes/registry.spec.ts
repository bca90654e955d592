/** The registry's one door: defineScheme / overrideScheme, and the checks made at registration. */
import { Node } from '../../src/combinators';
import { parseUrl } from '../../src/parse-url/parseUrl';
import { isValidUrl } from '../../src/parse-url/isValidUrl';
import { SchemeGrammarError, defaultPort, defineScheme, g, isHierarchical, lookupScheme, overrideScheme, registeredSchemes, schemeFromBnf } from '../../src/rfc1738-namespace';

const leaf = <T extends string>(name: T, body: Parameters<typeof g.rule>[1]) => g.rule<Node<T>, unknown>(name, body, () => ({}));

describe('names', () => {
  const grammar = leaf('x', g.literal('x:y'));
  it('defineScheme refuses a registered name, case-insensitively', () => {
    expect(() => defineScheme({ name: 'FTP', hierarchical: true, grammar })).toThrow(/"ftp" is already registered; use overrideScheme/);
  });
  it('overrideScheme refuses an unknown name', () => {
    expect(() => overrideScheme({ name: 'nope', hierarchical: true, grammar })).toThrow(/"nope" is not registered; use defineScheme/);
  });
  it('refuses a name that is no scheme, and a bad port', () => {
    expect(() => defineScheme({ name: '1x', hierarchical: true, grammar })).toThrow(RangeError);
    expect(() => defineScheme({ name: 'x', defaultPort: 70000, hierarchical: true, grammar })).toThrow(RangeError);
  });
  it('a lookup by a name that is no string is a TypeError', () => {
    for (const lookup of [defaultPort, isHierarchical, lookupScheme]) expect(() => lookup(42 as never)).toThrow(new TypeError('uri-grammar: a scheme name must be a string, got number'));
  });
  it('finds the scheme at an input\'s head in either case, and only a scheme name (a regression: the lookup skips the test of the characters for a name registered as written)', () => {
    defineScheme(schemeFromBnf('kurl = "kelvin:" x\nx = 1*alpha', { name: 'kelvin', hierarchical: false }));
    expect(parseUrl('kelvin:x')).toMatchObject({ ok: true, value: { schemeName: 'kelvin' } });
    expect(parseUrl('KELVIN:x')).toMatchObject({ ok: true, value: { schemeName: 'kelvin' } });
    // U+212A KELVIN SIGN lower-cases to "k", but is no letter of RFC 2396 §3.1's scheme: no head, a relative reference
    expect(parseUrl('\u212Aelvin:x')).toMatchObject({ ok: false, error: { offset: 0 } });
    expect(isValidUrl('\u212Aelvin:x')).toBe(false);
    expect(parseUrl('kelvin/x:y')).toMatchObject({ ok: true, value: { schemeName: null } }); // "/" before the ":": a path
  });
  it('a scheme named like an Object.prototype member is plain data', () => {
    defineScheme({ name: 'constructor', defaultPort: 7, hierarchical: false, grammar: leaf('c', g.literal('constructor:x')) });
    expect(defaultPort('constructor')).toBe(7);
    expect(defaultPort('hasOwnProperty')).toBeUndefined();
    expect(defaultPort('__proto__')).toBeUndefined();
  });
  it('overrideScheme replaces a built-in scheme, default port included', () => {
    overrideScheme({ name: 'gopher', defaultPort: 7070, hierarchical: true, grammar: leaf('g', g.literal('gopher://x')) });
    expect(defaultPort('gopher')).toBe(7070);
    const gopher = registeredSchemes().find((s) => s.name === 'gopher');
    expect(gopher && [gopher.source, gopher.notation, gopher.generic]).toEqual(['user', 'typescript', 'rfc2396']);
  });
});

function problem(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof SchemeGrammarError) return `${e.problem} ${e.rule}`;
    throw e;
  }
  return undefined;
}

describe('checks of BNF text (schemeFromBnf)', () => {
  const build = (text: string) => () => schemeFromBnf(text, { name: 'bnf-x', start: 'xurl', hierarchical: false });
  it.each([
    ['xurl = "x:" hostprot', 'undefined-rule hostprot'],
    ['xurl = "x:" *[ "" ]', 'empty-repetition xurl'],
    ['yurl = "x:"', 'unknown-start xurl'],
    ['xurl = "x:" a / b\na = "1"\nb = "2"', 'bare-slash xurl'],
    ['xurl = "x:" 10001"a"', 'repetition-too-large xurl'],
    ['xurl = "x:" 10000( 100"a" )', 'automaton-too-large xurl'],
    ['xurl = "x:" part\npart = "a" xurl', 'unproductive-rule xurl'],
    ['xurl = "x:" part\npart = part "a" | "b"', 'left-recursive-rule part'],
  ])('%s → %s', (text, expected) => {
    expect(problem(build(text))).toBe(expected);
  });
  it('accepts repetitions of what can match empty (RFC 5234 grammars may), alternatives that add strings, and the RFC 1738 rules it uses unchecked', () => {
    // schemepart = *xchar | ip-schemepart: the RFC's own second alternative adds nothing, but it is a built-in
    expect(problem(build('xurl = "x:" ( "a" | alpha | "ab" ) schemepart'))).toBeUndefined();
    expect(problem(build('xurl = "x:" *[ *digit ]'))).toBeUndefined();
    expect(problem(build('xurl = "x:" *( [ alpha ] "" )'))).toBeUndefined();
  });
  it('says where the bare slash is, and what to write instead', () => {
    try {
      build('xurl = "x:" seg\nseg = a / b\na = "1"\nb = "2"')();
      throw new Error('not refused');
    } catch (e) {
      expect(e).toBeInstanceOf(SchemeGrammarError);
      expect(e).toMatchObject({ problem: 'bare-slash', rule: 'seg', line: 2, column: 9 });
      expect((e as Error).message).toMatch(/quote it as "\/" for a slash, or use "\|" for alternatives/);
    }
  });
});

describe('checks of kit grammars (defineScheme)', () => {
  const define = (grammar: Parameters<typeof defineScheme>[0]['grammar']) => () => defineScheme({ name: 'kit-x', hierarchical: false, grammar });
  it('an undefined rule name', () => {
    expect(problem(define(leaf('xurl', g.seq(g.literal('x:'), g.ref('hostprot')))))).toBe('undefined-rule hostprot');
  });
  it('accepts an alternative that adds nothing to the earlier ones (the grammar means its BNF language, which it leaves as it is)', () => {
    const same = defineScheme({ name: 'kit-x2', hierarchical: false, grammar: leaf('x2url', g.alt(g.literal('kit-x2:ab'), g.literal('kit-x2:a'), g.literal('kit-x2:ab'))) });
    expect(['kit-x2:ab', 'kit-x2:a', 'kit-x2:b'].map((url) => same.parse(url).ok)).toEqual([true, true, false]);
    expect(problem(() => defineScheme({ name: 'kit-x1', hierarchical: false, grammar: leaf('x1url', g.alt(g.literal('kit-x1:a'), g.literal('kit-x1:ab'))) }))).toBeUndefined();
  });
  it('passes a sound grammar, and its references work once registered', () => {
    const grammar = leaf('xurl', g.seq(g.literal('kit-y://'), g.ref('hostport'), g.alt(g.literal('/ab'), g.literal('/a'))));
    const s = defineScheme({ name: 'kit-y', hierarchical: true, grammar });
    expect(s.parse('kit-y://h.dom/a').ok).toBe(true);
    expect(s.parse('kit-y://h.dom/ab').ok).toBe(true);
    const bad = s.parse('kit-y://h.dom:x/');
    expect(bad.ok || bad.error.offset).toBe(14);
  });
});

describe('the http family registered as built-ins', () => {
  it.each([
    ['https', 443, 'rfc2818'],
    ['ws', 80, 'rfc6455'],
    ['wss', 443, 'rfc6455'],
    ['HTTPS', 443, 'rfc2818'],
  ] as const)('%s: default port %i, hierarchical, grammar from %s', (name, port, source) => {
    expect(defaultPort(name)).toBe(port);
    const entry = registeredSchemes().find((s) => s.name === name.toLowerCase());
    expect(entry && [entry.hierarchical, entry.source, typeof entry.grammar]).toEqual([true, source, 'object']);
  });
});
