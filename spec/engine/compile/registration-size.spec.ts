// What a registration builds is linear in the grammar: a literal's labels are not one copy of
// the rest of the literal per character, and the alphabet's class ids do not wrap.
import { compileGrammar } from '../../../src';
import { readAbnf } from '../../../src/engine/abnf';
import { Alphabet } from '../../../src/engine/bnf/alphabet';
import { buildNfa, labelText } from '../../../src/engine/compile/nfa';

/** The characters of label text the automaton of `s = "x:" "<n a's>"` holds, and its number of labels. */
function literalLabels(n: number): { characters: number; labels: number } {
  const { grammar } = readAbnf(`s = "x:" "${'a'.repeat(n)}"`);
  const nfa = buildNfa(grammar, new Alphabet(grammar), 's');
  const texts = new Set<string>();
  let characters = 0;
  for (const label of nfa.labels) {
    const text = typeof label === 'string' ? label : label.literal; // what is stored, not what an error writes out
    if (!texts.has(text)) characters += text.length;
    texts.add(text);
  }
  return { characters, labels: nfa.labels.length };
}

describe('registration size', () => {
  it('a literal of n characters stores its text once, not the rest of it at every character (2x, 4x, 8x: linear)', () => {
    const sizes = [1000, 2000, 4000, 8000].map(literalLabels);
    expect(sizes.map((s) => s.characters)).toEqual([1002, 2002, 4002, 8002]);
    expect(sizes.map((s) => s.labels)).toEqual([1002, 2002, 4002, 8002]);
  });

  it('an error still names the rest of the literal where it stops', () => {
    const { rules } = compileGrammar('s = "x:" "abcd"', { notation: 'abnf' });
    expect(rules.s!.expectedAt('x:abz')).toMatchObject({ offset: 4 });
    const { grammar } = readAbnf('s = "x:" "abcd"');
    const nfa = buildNfa(grammar, new Alphabet(grammar), 's');
    expect(nfa.labels.map(labelText)).toEqual(['"x:"', '":"', '"abcd"', '"bcd"', '"cd"', '"d"']);
  });

  it('a 70,000-character literal registers and matches (it ran out of memory)', () => {
    const text = 'a'.repeat(70_000);
    const { rules } = compileGrammar(`s = "x:" "${text}"`, { notation: 'abnf' });
    expect([rules.s!.matches(`x:${text}`), rules.s!.viablePrefix(`x:${text.slice(1)}b`)]).toEqual([true, 70_001]);
  });

  it('regression: %xFFFF matched nothing once a grammar told all 65,536 code units apart (the class table wrapped at 16 bits)', () => {
    const everyCodeUnit = Array.from({ length: 0x10000 }, (_, c) => `%x${c.toString(16).toUpperCase()}`).join(' / ');
    const { rules } = compileGrammar(`s = c\nc = ${everyCodeUnit}`, { notation: 'abnf' });
    expect(['\uffff', '\ufffe', '\u0000', 'ab'].map((s) => rules.s!.matches(s))).toEqual([true, true, true, false]);
  });
});
