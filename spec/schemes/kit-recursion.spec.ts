import { defineScheme, g, schemeFromBnf } from '../../src';

describe('a kit grammar with a recursive rule', () => {
  // group = "(" *( alpha / group ) ")", written with g.ref to itself (alpha: RFC 1738's)
  const group = g.rule('group', g.seq(g.literal('('), g.many(g.alt(g.ref('alpha'), g.ref('group'))), g.literal(')')));
  const kitg = defineScheme({ name: 'kitg', hierarchical: false, grammar: g.rule('kitgurl', g.seq(g.literal('kitg:'), group)) });
  it('parses nested groups, with a node per occurrence', () => {
    const r = kitg.parse('kitg:(a(b)(c(d)))');
    expect(r.ok).toBe(true);
    const types: string[] = [];
    const walk = (n: { type: string; children?: unknown }) => {
      types.push(n.type);
      for (const c of (n.children as Array<{ type: string }>) ?? []) walk(c);
    };
    if (r.ok) walk(r.value.url as { type: string });
    expect(types.filter((t) => t === 'group')).toHaveLength(4);
  });
  it('an unclosed group is an error at its end', () => {
    const r = kitg.parse('kitg:(a(b)');
    expect(!r.ok && [r.error.offset, r.error.code]).toEqual([10, 'unexpected-end']);
  });
});

describe('maxNesting of a kit grammar', () => {
  const grammarOf = (name: string) => {
    const group = g.rule('group', g.seq(g.literal('('), g.many(g.alt(g.ref('alpha'), g.ref('group'))), g.literal(')')));
    return g.rule(`${name}url`, g.seq(g.literal(`${name}:`), group));
  };
  const nested = (scheme: string, depth: number) => `${scheme}:${'('.repeat(depth)}a${')'.repeat(depth)}`;

  // every kit part on the cycle is a rule of the grammar, called at each level: the first group is 4 calls (g.rule,
  // g.seq, g.many, g.alt), each group inside another 5 (its g.ref too); docs/grammar-compiler.md, "Nesting limit"
  it('bounds the calls open at once: past it the error is nesting-too-deep, at the longest prefix viable within it', () => {
    const kitn = defineScheme({ name: 'kitn', hierarchical: false, grammar: grammarOf('kitn'), maxNesting: 14 });
    expect(kitn.parse(nested('kitn', 3)).ok).toBe(true);
    const r = kitn.parse(nested('kitn', 4));
    expect(!r.ok && [r.error.code, r.error.offset]).toEqual(['nesting-too-deep', 8]);
  });

  it('is 1,000 by default, and Infinity lifts it', () => {
    const kitd = defineScheme({ name: 'kitd', hierarchical: false, grammar: grammarOf('kitd') });
    expect(kitd.parse(nested('kitd', 200)).ok).toBe(true); // 4 + 199 · 5 = 999 calls
    const r = kitd.parse(nested('kitd', 201));
    expect(!r.ok && r.error.code).toBe('nesting-too-deep');
    const kiti = defineScheme({ name: 'kiti', hierarchical: false, grammar: grammarOf('kiti'), maxNesting: Infinity });
    expect(kiti.parse(nested('kiti', 5000)).ok).toBe(true);
  });

  it('refuses a value that is no positive integer, before registering the scheme', () => {
    for (const maxNesting of [0, -1, 2.5, NaN, '3' as unknown as number]) {
      expect(() => defineScheme({ name: 'kitbad', hierarchical: false, grammar: grammarOf('kitbad'), maxNesting })).toThrow(TypeError);
    }
    expect(() => defineScheme({ name: 'kitbad', hierarchical: false, grammar: grammarOf('kitbad') })).not.toThrow();
  });

  it('is refused on a grammar from text, whose maxNesting its schemeFromBnf or schemeFromAbnf takes', () => {
    const text = schemeFromBnf('kittxturl = "kittxt:" group\ngroup = "(" *[ alpha | group ] ")"', { name: 'kittxt', hierarchical: false });
    expect(() => defineScheme({ ...text, maxNesting: 3 })).toThrow(/schemeFromBnf or schemeFromAbnf/);
  });
});
