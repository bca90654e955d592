/**
 * Registration stores what is linear in the grammar: a long literal and many distinct
 * characters, registered at 1x, 2x, 4x and 8x, store label characters and edge cells in
 * proportion (counted by the automaton, `nfa.stored`, not timed). And the alphabet's class ids
 * never wrap.
 */
import { readAbnf } from '../../../src/engine/abnf';
import { Alphabet } from '../../../src/engine/bnf/alphabet';
import { type Ranges, inRanges } from '../../../src/engine/bnf/charset';
import { compileModel } from '../../../src/engine/bnf';
import { EdgeTable, accepts } from '../../../src/engine/compile/edges';
import { buildNfa, labelOf } from '../../../src/engine/compile/nfa';
import { CompiledStart } from '../../../src/engine/compile/rule';
import { compileGrammar, defineScheme, schemeFromAbnf } from '../../../src';

const values = (n: number, from: number) => Array.from({ length: n }, (_, k) => (from + k).toString(16)).join('.');
const compile = (text: string, start = 's') => new CompiledStart(readAbnf(text).grammar, start);

const SHAPES: Array<[string, (n: number) => string, number]> = [
  ['a long quoted literal', (n) => `s = "${'a'.repeat(n)}"`, 2000],
  // 500 at 1x: 4,000 values at 8x stay within LIMITS.classPairs (states × classes), which refuses more
  ['many distinct characters (%x100.101.…)', (n) => `s = %x${values(n, 0x100)}`, 500],
  ['many distinct one-character rules', (n) => `s = ${Array.from({ length: n }, (_, k) => `c${k}`).join(' ')}\n${Array.from({ length: n }, (_, k) => `c${k} = %x${(0x100 + k).toString(16)}`).join('\n')}`, 500],
];

describe('registration stores label characters and edge cells linear in the grammar', () => {
  it.each(SHAPES)('%s at 1x, 2x, 4x, 8x', (_, shape, n) => {
    const counts = [1, 2, 4, 8].map((k) => {
      const text = shape(n * k);
      const { nfa } = compile(text);
      return { text: text.length, states: nfa.size, labels: nfa.stored.labelCharacters, cells: nfa.stored.edgeCells };
    });
    const [one] = counts;
    for (const c of counts) {
      // k times the grammar: about k times what 1x stores (longer names at 8x), never k² times
      const k = c.text / one!.text;
      expect(c.labels).toBeLessThanOrEqual(k * one!.labels * 1.25 + 64);
      expect(c.cells).toBeLessThanOrEqual(k * one!.cells * 1.25 + 64);
      expect(c.labels + c.cells).toBeLessThanOrEqual(4 * c.text + 64);
      expect(c.states).toBeLessThanOrEqual(k * one!.states * 1.25 + 64);
    }
  });

  it('a literal of n characters stores its text once, not the rest of it at every character (2x, 4x, 8x: exact)', () => {
    const sizes = [1000, 2000, 4000, 8000].map((n) => {
      const { grammar } = readAbnf(`s = "x:" "${'a'.repeat(n)}"`);
      return buildNfa(grammar, new Alphabet(grammar), 's');
    });
    expect(sizes.map((nfa) => nfa.stored.labelCharacters)).toEqual([1002, 2002, 4002, 8002]);
    expect(sizes.map((nfa) => nfa.labels.length)).toEqual([2, 2, 2, 2]);
  });

  it('an error still names the rest of the literal where it stops', () => {
    const { rules } = compileGrammar('s = "x:" "abcd"', { notation: 'abnf' });
    expect(rules.s!.expectedAt('x:abz')).toMatchObject({ offset: 4, expected: ['"cd"'] });
    const { grammar } = readAbnf('s = "x:" "abcd"');
    const nfa = buildNfa(grammar, new Alphabet(grammar), 's');
    const characterStates = Array.from({ length: nfa.size }, (_, s) => s).filter((s) => nfa.label[s]! >= 0);
    expect(characterStates.map((s) => labelOf(nfa, s))).toEqual(['"x:"', '":"', '"abcd"', '"bcd"', '"cd"', '"d"']);
  });

  it('a 70,000-character literal registers, matches, and names the rest of the literal where an input leaves it', () => {
    const long = 'a'.repeat(70_000);
    const scheme = defineScheme(schemeFromAbnf(`rsl = "rsl:${long}"`, { name: 'rsl', hierarchical: false }));
    expect(scheme.parse(`rsl:${long}`).ok).toBe(true);
    expect(scheme.parse(`rsl:${long}a`).ok).toBe(false);
    // the label of the character at 35,000 is the rest of the literal, quoted, as it always was
    const s = compileModel(readAbnf(`s = "${long}"`).grammar).rules['s']!;
    const half = s.expectedAt(`${'a'.repeat(35_000)}b`);
    expect(half.offset).toBe(35_000);
    expect(half.expected).toEqual([JSON.stringify('a'.repeat(35_000))]);
    expect(s.viablePrefix(`${long.slice(1)}b`)).toBe(69_999);
  });
});

describe('edges as class intervals', () => {
  it('accept exactly the classes whose first code unit lies in their ranges (short lists scanned, long ones halved)', () => {
    // a grammar that cuts 0x20..0x220 into classes of 1 to 3 code units
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n);
    const cuts: string[] = [];
    for (let c = 0x20; c < 0x220; c += 1 + random(3)) cuts.push(`%x${c.toString(16)}`);
    const text = `s = %x20-21F\n${cuts.map((c, k) => `c${k} = ${c}`).join('\n')}`;
    const alphabet = new Alphabet(readAbnf(text).grammar);
    const table = new EdgeTable(alphabet);
    const lists: Ranges[] = [];
    for (let n = 1; n <= 40; n += 3) {
      const ranges: Ranges = [];
      let at = 0x20 + random(8);
      for (let k = 0; k < n && at < 0x220; k++) {
        const last = Math.min(0x21f, at + random(12));
        ranges.push([at, last]);
        at = last + 2 + random(10);
      }
      lists.push(ranges);
    }
    const ids = lists.map((ranges) => table.of(ranges));
    const edges = table.done();
    const wrong: Array<[number, number]> = [];
    let long = 0;
    lists.forEach((ranges, k) => {
      if (edges.start[ids[k]! + 1]! - edges.start[ids[k]!]! > 16) long++;
      for (let cls = 0; cls < alphabet.size + 2; cls++) {
        const expected = cls >= 1 && cls < alphabet.size && inRanges(ranges, alphabet.rangeOf[cls]![0]);
        if (accepts(edges, ids[k]!, cls) !== expected) wrong.push([k, cls]);
      }
    });
    expect(wrong).toEqual([]);
    expect(long).toBeGreaterThan(3); // the halving path is taken
    expect(table.of(lists[3]!.map(([a, b]) => [a, b] as [number, number]))).toBe(ids[3]); // equal sets share one edge
  });
});

describe('bug: the 65,536th class wrapped to class 0 (U+FFFF not matched by %xFFFF)', () => {
  it('%xFFFF matches U+FFFF in a grammar that cuts the code units into 65,536 classes', () => {
    // every code unit its own class: 16 rules of 4,096 values each, and s
    const blocks = Array.from({ length: 16 }, (_, b) => `t${b} = %x${values(b === 15 ? 4095 : 4096, b * 4096)}`);
    const model = readAbnf(`s = %xFFFF\n${blocks.join('\n')}`).grammar;
    const alphabet = new Alphabet(model);
    expect(alphabet.size).toBe(0x10001);
    expect(alphabet.classOf[0xffff]).toBe(0x10000);
    const s = compileModel(model).rules['s']!;
    expect(s.matches('\uffff')).toBe(true);
    expect(s.matches('\ufffe')).toBe(false);
    expect(s.matches('\u0000')).toBe(false);
  });

  it('%xFFFF matches U+FFFF in a rule of 65,536 alternatives, one per code unit', () => {
    const everyCodeUnit = Array.from({ length: 0x10000 }, (_, c) => `%x${c.toString(16).toUpperCase()}`).join(' / ');
    const { rules } = compileGrammar(`s = c\nc = ${everyCodeUnit}`, { notation: 'abnf' });
    expect(['\uffff', '\ufffe', '\u0000', 'ab'].map((s) => rules.s!.matches(s))).toEqual([true, true, true, false]);
  });
});
