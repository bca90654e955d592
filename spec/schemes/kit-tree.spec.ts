/**
 * A `g.rule` without `fields` has the tree of the same grammar given as text: `children` are
 * the nodes of the g.rules and the multi-character built-in rules within its body (the latter
 * leaves), and no value of its body's parts is made.
 */
import fc from 'fast-check';
import type { Node, Rule } from '../../src/combinators';
import { runRule } from '../../src/combinators';
import { type BnfNode, type Hostport, type KitNode, defineScheme, g, parseUrl, rules1738, schemeFromBnf } from '../../src/rfc1738-namespace';
import { runs } from '../runs';
import { keptMarkers } from '../kept-markers';

describe('a g.rule without fields', () => {
  // kt1url = "kt1://" hostport [ "/" hpath [ "?" search ]], hpath = hsegment *[ "/" hsegment ]
  const hpath = g.rule('hpath', g.seq(g.ref('hsegment'), g.many(g.seq(g.literal('/'), g.ref('hsegment')))));
  const kt1url: Rule<KitNode<'kt1url'>> = g.rule('kt1url', g.seq(g.literal('kt1://'), rules1738.hostport, g.opt(g.seq(g.literal('/'), hpath, g.opt(g.seq(g.literal('?'), g.ref('search')))))));
  const kt1 = defineScheme({ name: 'kt1', hierarchical: true, grammar: kt1url });

  it('is a tree node whose children are its g.rules and built-in rules, in order, with their spans', () => {
    const r = kt1.parse('KT1://a.b:80/c/d%41?q=1');
    expect(r.ok && r.value.url).toEqual({
      type: 'kt1url',
      span: { start: 0, end: 23 },
      text: 'KT1://a.b:80/c/d%41?q=1',
      children: [
        { type: 'hostport', span: { start: 6, end: 12 }, text: 'a.b:80', children: [] },
        {
          type: 'hpath',
          span: { start: 13, end: 19 },
          text: 'c/d%41',
          children: [
            { type: 'hsegment', span: { start: 13, end: 14 }, text: 'c', children: [] },
            { type: 'hsegment', span: { start: 15, end: 19 }, text: 'd%41', children: [] },
          ],
        },
        { type: 'search', span: { start: 20, end: 23 }, text: 'q=1', children: [] },
      ],
    });
  });

  it('has an empty list of children where nothing within matched', () => {
    const r = kt1.parse('kt1://h/');
    expect(r.ok && r.value.url.children[1]).toEqual({ type: 'hpath', span: { start: 8, end: 8 }, text: '', children: [{ type: 'hsegment', span: { start: 8, end: 8 }, text: '', children: [] }] });
  });

  it('fails as the same grammar with fields does: offset, expected and rule path', () => {
    const fieldsHpath = g.rule<KitNode<'hpath'>, unknown>('hpath', g.seq(g.ref('hsegment'), g.many(g.seq(g.literal('/'), g.ref('hsegment')))), () => ({ children: [] }));
    const fielded = defineScheme({
      name: 'kt2',
      hierarchical: true,
      grammar: g.rule<KitNode<'kt1url'>, unknown>('kt1url', g.seq(g.literal('kt2://'), rules1738.hostport, g.opt(g.seq(g.literal('/'), fieldsHpath, g.opt(g.seq(g.literal('?'), g.ref('search')))))), () => ({ children: [] })),
    });
    for (const rest of ['h/a%4', 'h:x', '-h/', 'h/a b', 'h/?', 'h/a#b']) {
      const a = kt1.parse(`kt1://${rest}`);
      const b = fielded.parse(`kt2://${rest}`);
      expect([rest, a.ok || [a.error.offset, a.error.expected, a.error.rulePath]]).toEqual([rest, b.ok || [b.error.offset, b.error.expected, b.error.rulePath]]);
    }
  });
});

describe('the tree of a kit grammar without fields is the tree of the same grammar as BNF text', () => {
  // The ambiguous example of docs/grammar-compiler.md ("The tree"), with a built-in leaf, a
  // folded one-character built-in, a folded one-character rule and an optional rule.
  const text = ['kturl = "kt:" first second [ ";" tail ]', 'first = *[ "a" | "b" ]', 'second = *[ "b" | "c" | dash ]', 'dash = "-"', 'tail = hostport *digit'].join('\n');
  const bnf = defineScheme(schemeFromBnf(text, { name: 'kt', start: 'kturl', hierarchical: false }));
  const first = g.rule('first', g.many(g.alt(g.literal('a'), g.literal('b'))));
  const second = g.rule('second', g.many(g.alt<unknown>(g.literal('b'), g.literal('c'), g.rule('dash', g.literal('-')))));
  const tail = g.rule('tail', g.seq(rules1738.hostport, g.many(rules1738.digit)));
  const kit = defineScheme({ name: 'ku', hierarchical: false, grammar: g.rule('kturl', g.seq(g.literal('ku:'), first, second, g.opt(g.seq(g.literal(';'), tail)))) });

  const strip = (n: BnfNode | KitNode): unknown => ({ type: n.type, span: n.span, children: n.children.map((c) => strip(c as KitNode)) });

  it('node for node, span for span, on generated members and non-members', () => {
    const word = (...cs: string[]) => fc.array(fc.constantFrom(...cs), { maxLength: 7 }).map((w) => w.join(''));
    const rest = fc.tuple(word('a', 'b', 'c', '-'), fc.constantFrom('', ';'), word('a', 'c', 'h', '.', ':', '1', '-', ';')).map((parts) => parts.join(''));
    let members = 0;
    fc.assert(
      fc.property(rest, (r) => {
        const a = bnf.parse(`kt:${r}`);
        const b = kit.parse(`ku:${r}`);
        expect(a.ok).toBe(b.ok);
        if (a.ok && b.ok) {
          members++;
          expect(strip(b.value.url)).toEqual(strip(a.value.url));
        } else if (!a.ok && !b.ok) {
          expect([b.error.offset, b.error.expected]).toEqual([a.error.offset, a.error.expected]);
        }
      }),
      { numRuns: runs(1500), seed: 14 },
    );
    expect(members).toBeGreaterThan(runs(1500) / 12); // 171 of 1,500 with this seed
  });

  it('gives the middle b to the first repetition', () => {
    const r = kit.parse('ku:abbc;h.x:81');
    expect(r.ok && r.value.url.children).toEqual([
      { type: 'first', span: { start: 3, end: 6 }, text: 'abb', children: [] },
      { type: 'second', span: { start: 6, end: 7 }, text: 'c', children: [] },
      { type: 'tail', span: { start: 8, end: 14 }, text: 'h.x:81', children: [{ type: 'hostport', span: { start: 8, end: 14 }, text: 'h.x:81', children: [] }] },
    ]);
  });
});

describe('a part shared by a g.rule with fields and one without', () => {
  // one `pair` part in both: a tuple where a callback reads it, nodes only where a tree does
  const pair = g.seq(rules1738.hostport, g.literal('/'), g.many(rules1738.digit, 1));
  const plain = g.rule('plain', pair);
  const typed = g.rule<KitNode<'typed'> & { port: number | undefined; digits: number }, [Hostport, string, Node<'digit'>[]]>('typed', pair, ([hostport, , digits]) => ({ children: [], port: hostport.port?.value, digits: digits.length }));
  const ks = defineScheme({ name: 'ks', hierarchical: false, grammar: g.rule('ksurl', g.seq(g.literal('ks:'), plain, g.literal(','), typed)) });

  it('is a value in one and a tree in the other', () => {
    const r = ks.parse('ks:a:1/23,b:4/567');
    expect(r.ok && r.value.url.children).toEqual([
      { type: 'plain', span: { start: 3, end: 9 }, text: 'a:1/23', children: [{ type: 'hostport', span: { start: 3, end: 6 }, text: 'a:1', children: [] }] },
      { type: 'typed', span: { start: 10, end: 17 }, text: 'b:4/567', children: [], port: 4, digits: 3 },
    ]);
  });
});

describe('a g.rule with fields under one without', () => {
  const port = g.rule<KitNode<'portno'> & { value: number }, Node<'digit'>[]>('portno', g.many(rules1738.digit, 1), (digits) => ({ children: [], value: Number(digits.map((d) => d.text).join('')) }));
  const kn = defineScheme({ name: 'kn', hierarchical: false, grammar: g.rule('knurl', g.seq(g.literal('kn:'), g.many(g.seq(port, g.literal(','))))) });

  it('is a child with its own fields', () => {
    const r = kn.parse('kn:8,90,');
    expect(r.ok && r.value.url).toEqual({
      type: 'knurl',
      span: { start: 0, end: 8 },
      text: 'kn:8,90,',
      children: [
        { type: 'portno', span: { start: 3, end: 4 }, text: '8', children: [], value: 8 },
        { type: 'portno', span: { start: 5, end: 7 }, text: '90', children: [], value: 90 },
      ],
    });
  });
});

describe('the reading (updates) a kit grammar is parsed under', () => {
  // RFC 2396 Appendix G.3 allows an empty port; RFC 1738 as published does not
  const emptyPortAllowed = () => runRule(rules1738.port, '').ok;
  const seen: boolean[] = [];
  defineScheme({
    name: 'kr',
    hierarchical: true,
    grammar: g.rule<KitNode<'krurl'>, unknown>('krurl', g.seq(g.literal('kr://'), rules1738.hostport), () => (seen.push(emptyPortAllowed()), { children: [] })),
  });
  defineScheme({ name: 'kt3', hierarchical: true, grammar: g.rule('kt3url', g.seq(g.literal('kt3://'), rules1738.hostport)) });

  it("is the one a fields callback runs under, parseUrl's", () => {
    expect([parseUrl('kr://h:1').ok, parseUrl('kr://h:1', { updates: 'none' }).ok, parseUrl('kr://h:1', { updates: 'rfc2396' }).ok]).toEqual([true, true, true]);
    expect(seen).toEqual([true, false, true]);
  });

  // a kit grammar's language is RFC 1738's as published under every reading; a tree reads no built-in's value
  it('gives a tree without callbacks the same tree under every reading', () => {
    const trees = (['none', 'rfc2396', 'rfc2616'] as const).map((updates) => {
      const r = parseUrl('kt3://a.b:81', { updates });
      return r.ok && r.value.url;
    });
    expect(trees[0]).toEqual({ type: 'kt3url', span: { start: 0, end: 12 }, text: 'kt3://a.b:81', children: [{ type: 'hostport', span: { start: 6, end: 12 }, text: 'a.b:81', children: [] }] });
    expect(trees[1]).toEqual(trees[0]);
    expect(trees[2]).toEqual(trees[0]);
  });
});

describe('a large tree of a kit grammar without fields', () => {
  const seg = g.rule('seg', g.many(rules1738.alpha, 1));
  const kl = defineScheme({ name: 'kl', hierarchical: false, grammar: g.rule('klurl', g.seq(g.literal('kl:'), g.many(g.seq(seg, g.literal('/'))))) });
  const input = 'kl:' + 'ab/'.repeat(350_000); // about 1 MB

  it('builds its children when they are first read, as a text grammar\'s tree does', () => {
    const r = kl.parse(input);
    if (!r.ok) throw new Error(r.error.message);
    const url = r.value.url;
    expect(typeof Object.getOwnPropertyDescriptor(url, 'children')?.get).toBe('function');
    expect(url.children).toHaveLength(350_000);
    expect(url.children[123_456]).toEqual({ type: 'seg', span: { start: 370_371, end: 370_373 }, text: 'ab', children: [] });
    expect(url.span).toEqual({ start: 0, end: input.length });
  });

  it('keeps no markers until read, then gives the tree its derivation gives', () => {
    const r = kl.parse(input);
    if (!r.ok) throw new Error(r.error.message);
    expect(keptMarkers(r.value.url)).toBe(0);
    const first = r.value.url.children[0]!;
    expect(first).toEqual({ type: 'seg', span: { start: 3, end: 5 }, text: 'ab', children: [] });
    expect(r.value.url.children).toHaveLength(350_000);
  });
});

describe('a one-character g.rule without fields', () => {
  const dash = g.rule('dash', g.literal('-'));
  const word = g.rule<KitNode<'word'> & { parts: unknown[] }, unknown[]>('word', g.many(g.alt<unknown>(rules1738.alpha, dash), 1), (parts) => ({ children: [], parts }));
  const kd = defineScheme({ name: 'kd', hierarchical: false, grammar: g.rule('kdurl', g.seq(g.literal('kd:'), dash, word)) });

  it('folds into its parent in a tree, and is a node where a callback reads it', () => {
    const r = kd.parse('kd:-a-');
    expect(r.ok && r.value.url.children).toEqual([
      {
        type: 'word',
        span: { start: 4, end: 6 },
        text: 'a-',
        children: [],
        parts: [
          { type: 'alpha', span: { start: 4, end: 5 }, text: 'a' },
          { type: 'dash', span: { start: 5, end: 6 }, text: '-', children: [] },
        ],
      },
    ]);
  });
});

describe('random grammars: the kit without fields and BNF text agree', () => {
  // an expression over literals, four built-ins and later rules (no recursion), as a kit part and as BNF text
  type Expr = { t: 'lit' | 'bi' | 'ref'; v: string } | { t: 'seq' | 'alt'; v: Expr[] } | { t: 'opt'; v: Expr } | { t: 'many'; v: Expr; min: 0 | 1 };
  const BUILTINS = ['alpha', 'digit', 'digits', 'hostport'] as const;
  const exprOf = (refs: string[]) =>
    fc.letrec<{ e: Expr }>((tie) => ({
      e: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constantFrom('a', 'b', '/', '-', 'ab', '.').map((v): Expr => ({ t: 'lit', v })),
        fc.constantFrom(...BUILTINS).map((v): Expr => ({ t: 'bi', v })),
        ...(refs.length > 0 ? [fc.constantFrom(...refs).map((v): Expr => ({ t: 'ref', v }))] : []),
        fc.array(tie('e'), { minLength: 2, maxLength: 3 }).map((v): Expr => ({ t: 'seq', v })),
        fc.array(tie('e'), { minLength: 2, maxLength: 2 }).map((v): Expr => ({ t: 'alt', v })),
        tie('e').map((v): Expr => ({ t: 'opt', v })),
        fc.tuple(tie('e'), fc.constantFrom(0 as const, 1 as const)).map(([v, min]): Expr => ({ t: 'many', v, min })),
      ),
    })).e;
  const bnfOf = (e: Expr): string => {
    switch (e.t) {
      case 'lit': return JSON.stringify(e.v);
      case 'bi': case 'ref': return e.v;
      case 'seq': return `( ${e.v.map(bnfOf).join(' ')} )`;
      case 'alt': return `( ${e.v.map(bnfOf).join(' | ')} )`;
      case 'opt': return `[ ${bnfOf(e.v)} ]`;
      case 'many': return `${e.min ? '1*' : '*'}( ${bnfOf(e.v)} )`;
    }
  };
  const kitOf = (e: Expr, made: Record<string, Rule<unknown>>): Rule<unknown> => {
    switch (e.t) {
      case 'lit': return g.literal(e.v);
      case 'bi': return rules1738[e.v as (typeof BUILTINS)[number]] as Rule<unknown>;
      case 'ref': return made[e.v]!;
      case 'seq': return g.seq(...e.v.map((x) => kitOf(x, made)));
      case 'alt': return g.alt(...e.v.map((x) => kitOf(x, made)));
      case 'opt': return g.opt(kitOf(e.v, made));
      case 'many': return g.many(kitOf(e.v, made), e.min);
    }
  };
  const SAMPLES: Record<(typeof BUILTINS)[number], string[]> = { alpha: ['a', 'Z'], digit: ['0', '7'], digits: ['1', '42'], hostport: ['h', 'a.b', 'a.b:80', '1.2.3.4'] };
  /** Strings of the language of `e` (the rules of `rules` defined), and some a character away from it. */
  const membersOf = (e: Expr, rules: Record<string, Expr>): fc.Arbitrary<string> => {
    switch (e.t) {
      case 'lit': return fc.constant(e.v);
      case 'bi': return fc.constantFrom(...SAMPLES[e.v as (typeof BUILTINS)[number]]);
      case 'ref': return membersOf(rules[e.v]!, rules);
      case 'seq': return fc.tuple(...e.v.map((x) => membersOf(x, rules))).map((xs) => xs.join(''));
      case 'alt': return fc.oneof(...e.v.map((x) => membersOf(x, rules)));
      case 'opt': return fc.oneof(fc.constant(''), membersOf(e.v, rules));
      case 'many': return fc.array(membersOf(e.v, rules), { minLength: e.min, maxLength: 3 }).map((xs) => xs.join(''));
    }
  };
  const nearMembersOf = (e: Expr, rules: Record<string, Expr>) =>
    fc.tuple(membersOf(e, rules), fc.nat(), fc.constantFrom('', '', 'x', '/', ':', '-', '.')).map(([m, at, c]) => m.slice(0, at % (m.length + 1)) + c + m.slice(at % (m.length + 1)));
  const strip = (n: BnfNode | KitNode): unknown => ({ type: n.type, span: n.span, children: n.children.map((c) => strip(c as KitNode)) });
  const errorOf = (r: { ok: false; error: { offset: number; expected: readonly string[]; rulePath: readonly string[] } }) => [r.error.offset, r.error.expected, r.error.rulePath];
  const cases = fc.tuple(exprOf([]), exprOf(['r2']), exprOf(['r1', 'r2'])).chain(([r2, r1, r0]) => {
    const rules = { r0, r1, r2 };
    return fc.tuple(fc.constant(rules), fc.array(nearMembersOf(r0, rules), { minLength: 20, maxLength: 20 }));
  });
  let count = 0;

  it('give equal trees and equal errors (offset, expected, rule path)', () => {
    let members = 0;
    let compared = 0;
    fc.assert(
      fc.property(cases, ([rules, inputs]) => {
        const scheme = `kr${count++}`;
        const texts = (head: string) => [`kr = "${head}:" r0`, ...Object.entries(rules).map(([name, e]) => `${name} = ${bnfOf(e)}`)].join('\n');
        let bnf;
        try {
          bnf = defineScheme(schemeFromBnf(texts(`${scheme}b`), { name: `${scheme}b`, start: 'kr', hierarchical: false }));
        } catch {
          return; // refused at registration (an alternative that adds nothing, an empty repetition): nothing to compare
        }
        const made: Record<string, Rule<unknown>> = {};
        for (const name of ['r2', 'r1', 'r0'] as const) made[name] = g.rule(name, kitOf(rules[name], made));
        const kit = defineScheme({ name: `${scheme}k`, hierarchical: false, grammar: g.rule('kr', g.seq(g.literal(`${scheme}k:`), made['r0']!)) });
        for (const rest of inputs) {
          const a = bnf.parse(`${scheme}b:${rest}`);
          const b = kit.parse(`${scheme}k:${rest}`);
          compared++;
          if (a.ok && b.ok) {
            members++;
            expect(strip(b.value.url)).toEqual(strip(a.value.url));
          } else {
            expect([rest, a.ok || errorOf(a)]).toEqual([rest, b.ok || errorOf(b)]);
          }
        }
      }),
      { numRuns: 60, seed: 2396 },
    );
    expect(compared).toBeGreaterThan(600);
    expect(members).toBeGreaterThan(200); // 296 of them with this seed
  });
});
