/**
 * Linear time and bounded memory by construction: after the caches are warm, a longer input
 * of the same shape costs no new transitions and no new choices — only one table step per
 * character per pass (operation counts, not wall clock; bench/scaling.ts times it).
 */
import { readGrammar } from '../../../src/engine/bnf';
import { CompiledStart } from '../../../src/engine/compile/rule';
import { LIMITS } from '../../../src/engine/compile/problems';
import { buildTree } from '../../../src/schemes/tree';

interface Shape {
  name: string;
  grammar: string;
  unit: string;
  head?: string;
}

const SHAPES: Shape[] = [
  { name: 'long repetition', grammar: 'x = "y:" seg *( "/" seg )\nseg = *( alpha | digit )\nalpha = "a" | "b"\ndigit = "0" | "1"', head: 'y:', unit: 'ab/' },
  {
    name: 'long rule chain',
    grammar: ['x = *r0', ...Array.from({ length: 40 }, (_, k) => `r${k} = "." r${k + 1}`), 'r40 = 1*( "a" | "b" )'].join('\n'),
    unit: '........................................ab',
  },
  { name: 'nested optionals', grammar: `x = *part\npart = "<" ${'[ "a" '.repeat(30)}${' ]'.repeat(30)} ">"`, unit: '<aaaaaaaaaa>' },
  { name: 'many alternatives', grammar: `x = *( ${Array.from({ length: 300 }, (_, k) => `"w${k};"`).join(' | ')} )`, unit: 'w17;w299;w3;' },
  { name: 'ambiguous repetition', grammar: 'x = *( "a" | "ab" | "b" ) "b"', unit: 'ab' },
];

const nodeRules = (text: string) => new Set([...readGrammar(text).rules.keys()]);

describe.each(SHAPES)('$name', ({ grammar, unit, head = '' }) => {
  const names = nodeRules(grammar);
  const c = new CompiledStart(readGrammar(grammar), 'x', { node: (name) => names.has(name) });
  const input = (n: number) => head + unit.repeat(n);

  it('costs no new transition or choice once warm, from 1 KB to 1 MB', () => {
    expect(c.matches(input(64))).toBe(true);
    expect(c.derive(input(64))).not.toBeNull();
    const warm = c.stats;
    for (let n = 1024 / unit.length; n * unit.length <= 1 << 20; n *= 4) {
      expect(c.matches(input(n))).toBe(true);
      expect(c.derive(input(n))).not.toBeNull();
    }
    expect(c.stats).toEqual(warm);
  });

  it('finds the same failure offset at any length', () => {
    const bad = input(1 << 14) + '\u0000';
    expect(c.diagnose(bad)?.offset).toBe(bad.length - 1);
  });

  it('builds the tree iteratively (1 MB, no recursion)', () => {
    const text = input(Math.floor((1 << 20) / unit.length));
    const markers = c.derive(text)!;
    const tree = buildTree(text, 0, text.length, 'x', markers, c.nfa.nodeNames);
    expect(tree.span).toEqual({ start: 0, end: text.length });
  });
});

describe('the cache budget', () => {
  it('keeps the forward cache within its budget on an input that visits exponentially many states', () => {
    const c = new CompiledStart(readGrammar('x = *( "a" | "b" ) "a" 20( "a" | "b" )'), 'x');
    let seed = 2396;
    const random = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 16) & 1;
    const text = Array.from({ length: 200_000 }, () => (random() ? 'a' : 'b')).join('');
    c.matches(text);
    expect(c.stats.forwardStates).toBeLessThanOrEqual(LIMITS.cachedStates);
    expect(c.stats.forwardClears).toBeGreaterThan(0);
    // still exact: the 21st character from the end decides
    expect(c.matches('b'.repeat(50) + 'a' + 'b'.repeat(20))).toBe(true);
    expect(c.matches('b'.repeat(50) + 'b' + 'b'.repeat(20))).toBe(false);
  });
});
