import { defineScheme, g } from '../../src';

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
