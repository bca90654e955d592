// The `meaning` option of schemeFromAbnf (src/schemes/fromAbnf.ts → schemeFromGrammar's hook
// in src/schemes/fromBnf.ts): a user scheme with a reader of its own.
import { defineScheme, parseUrl, schemeFromAbnf, type BnfNode, type Meaning } from '../../../src';

interface PercentNode extends BnfNode {
  percent: number;
}

function readPercent(tree: BnfNode): Meaning<PercentNode> {
  const digits = tree.children.find((c) => c.type === 'digits')!;
  const percent = Number(digits.text);
  if (percent > 100) return { ok: false, span: digits.span, rulePath: [tree.type, digits.type], message: `${percent} is more than 100.` };
  return { ok: true, value: Object.assign(tree, { percent }) };
}

const scheme = defineScheme(schemeFromAbnf('pcturl = "x-pct:" digits\ndigits = 1*3DIGIT', { name: 'x-pct', hierarchical: false, meaning: readPercent }));

describe('schemeFromAbnf { meaning }', () => {
  it('adds the reader\'s fields to the tree parseUrl gives', () => {
    const r = scheme.parse('x-pct:42');
    const percent: number | false = r.ok && r.value.url.percent; // typed by the reader: PercentNode
    expect(percent).toBe(42);
    expect(r.ok && r.value.url).toEqual({
      type: 'pcturl', span: { start: 0, end: 8 }, text: 'x-pct:42', percent: 42,
      children: [{ type: 'digits', span: { start: 6, end: 8 }, text: '42', children: [] }],
    });
  });

  it('turns a refusal into an invalid-value error, after the grammar\'s own errors', () => {
    expect(parseUrl('x-pct:420')).toEqual({
      ok: false,
      error: { offset: 6, line: 1, column: 7, found: '4', expected: [], rulePath: ['pcturl', 'digits'], code: 'invalid-value', message: '420 is more than 100.', span: { start: 6, end: 9 } },
    });
    const syntax = parseUrl('x-pct:4200');
    expect(syntax.ok || [syntax.error.code, syntax.error.offset, syntax.error.span]).toEqual(['unexpected-character', 9, undefined]);
  });

  it('refuses a meaning that is not a function', () => {
    expect(() => schemeFromAbnf('a = "x-a:" 1*DIGIT', { name: 'x-a', hierarchical: false, meaning: 'no' as never })).toThrow(new TypeError('uri-grammar: meaning must be a function (tree, input) => Meaning, got string'));
  });
});
