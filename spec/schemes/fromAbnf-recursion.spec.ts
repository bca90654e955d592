import { readFileSync } from 'fs';
import { join } from 'path';
import { defineScheme, schemeFromAbnf, schemeFromBnf, type BnfNode } from '../../src';
import { checkGrammarText } from '../../src/schemes/grammarCheck';

// RFC 4515 §3 and RFC 5322 §3.2.2 as published, with the rules they cite (spec/engine/compile/grammars)
const text = (name: string) => readFileSync(join(__dirname, '..', 'engine', 'compile', 'grammars', name), 'utf8');
const FILTER = text('rfc4515-filter.abnf');
const COMMENT = text('rfc5322-comment.abnf');

const ldapf = defineScheme(schemeFromAbnf(`      ldapf = "ldapf:" filter\n${FILTER}`, { name: 'ldapf', hierarchical: false, generic: 'none' }));
const cmt = defineScheme(schemeFromAbnf(`   cmt = "cmt:" comment\n${COMMENT}`, { name: 'cmt', hierarchical: false, generic: 'none' }));

/** The tree as [type, text, children] of the nodes of `types`, the others skipped. */
function shape(node: BnfNode, types: ReadonlySet<string>): unknown[] {
  const out: unknown[] = [];
  for (const child of node.children) {
    if (types.has(child.type)) out.push([child.type, child.text, shape(child, types)]);
    else out.push(...shape(child, types));
  }
  return out;
}

describe('schemeFromAbnf with recursive rules', () => {
  it('RFC 4515 §4: the examples of filters are members', () => {
    for (const filter of ['(cn=Babs Jensen)', '(!(cn=Tim Howes))', '(&(objectClass=Person)(|(sn=Jensen)(cn=Babs J*)))', '(o=univ*of*mich*)', '(seeAlso=)', '(cn:caseExactMatch:=Fred Flintstone)', '(cn:=Betty Rubble)', '(sn:dn:2.4.6.8.10:=Barney Rubble)', '(o:dn:=Ace Industry)', '(:1.2.3:=Wilma Flintstone)', '(:DN:2.4.6.8.10:=Dino)', '(o=Parens R Us \\28for all your parenthetical needs\\29)', '(cn=*\\2A*)', '(filename=C:\\5cMyFile)', '(sn=Lu\\c4\\8di\\c4\\87)', '(1.3.6.1.4.1.1466.0=\\04\\02\\48\\69)']) {
      const r = ldapf.parse(`ldapf:${filter}`);
      expect([filter, r.ok]).toEqual([filter, true]);
    }
  });

  it('an unbalanced filter is an error at the longest viable prefix, in the grammar\'s words', () => {
    const open = ldapf.parse('ldapf:(&(cn=a)(sn=b)');
    expect(!open.ok && [open.error.offset, open.error.code, open.error.expected]).toEqual([20, 'unexpected-end', ['LPAREN', 'RPAREN']]);
    expect(!open.ok && open.error.rulePath).toEqual(['ldapf', 'filter', 'filtercomp', 'and', 'filterlist', 'filter']); // the first item expected, LPAREN, opens a filter
    const extra = ldapf.parse('ldapf:(cn=a))');
    expect(!extra.ok && [extra.error.offset, extra.error.expected]).toEqual([12, ['end of input']]);
    const star = ldapf.parse('ldapf:(&(cn=a)(*=b))');
    expect(!star.ok && [star.error.offset, star.error.code]).toEqual([15, 'unexpected-character']);
  });

  it('the tree has a node per occurrence of each rule, nested as the filter is', () => {
    const r = ldapf.parse('ldapf:(&(cn=a)(!(sn=b)))');
    const types = new Set(['filter', 'and', 'not', 'filterlist', 'simple']);
    expect(r.ok && shape(r.value.url as BnfNode, types)).toEqual([
      ['filter', '(&(cn=a)(!(sn=b)))', [
        ['and', '&(cn=a)(!(sn=b))', [
          ['filterlist', '(cn=a)(!(sn=b))', [
            ['filter', '(cn=a)', [['simple', 'cn=a', []]]],
            ['filter', '(!(sn=b))', [['not', '!(sn=b)', [['filter', '(sn=b)', [['simple', 'sn=b', []]]]]]]],
          ]],
        ]],
      ]],
    ]);
  });

  it('RFC 5322 comments nest; an unclosed one is an error at its end', () => {
    const r = cmt.parse('cmt:(a (b \\) (c)) d)');
    expect(r.ok && shape(r.value.url as BnfNode, new Set(['comment']))).toEqual([
      ['comment', '(a (b \\) (c)) d)', [['comment', '(b \\) (c))', [['comment', '(c)', []]]]]],
    ]);
    const bad = cmt.parse('cmt:(a (b c)');
    expect(!bad.ok && [bad.error.offset, bad.error.code, bad.error.rulePath]).toEqual([12, 'unexpected-end', ['cmt', 'comment', 'FWS']]); // the first item expected lies in FWS
  });

  it('nesting past maxNesting is the error nesting-too-deep at the longest prefix viable within it', () => {
    // each level of parentheses opens two calls of recursive rules: comment, then ccontent (comment = "(" *([FWS] ccontent) …)
    const shallow = defineScheme(schemeFromAbnf(`   cmtn = "cmtn:" comment\n${COMMENT}`, { name: 'cmtn', hierarchical: false, generic: 'none', maxNesting: 6 }));
    expect(shallow.parse('cmtn:(a(b(c)))').ok).toBe(true);
    const deep = shallow.parse('cmtn:(a(b(c(d))))');
    expect(!deep.ok && [deep.error.offset, deep.error.code]).toEqual([11, 'nesting-too-deep']);
    expect(!deep.ok && deep.error.message).toMatch(/nested deeper here than its maxNesting allows/);
  });

  it('a URL nested 100,000 deep is an error, never a RangeError', () => {
    const url = `cmt:${'('.repeat(100_000)}${')'.repeat(100_000)}`;
    const r = cmt.parse(url);
    expect(!r.ok && [r.error.code, r.error.offset]).toEqual(['nesting-too-deep', 4 + 500]); // 1,000 calls: 500 levels of comment and ccontent
  });

  it('schemeFromBnf takes recursive rules and maxNesting too', () => {
    const nest = defineScheme(schemeFromBnf('nesturl = "nest:" group\ngroup = "(" *[ alpha | group ] ")"', { name: 'nest', hierarchical: false, maxNesting: 2 }));
    expect(nest.parse('nest:(a(b))').ok).toBe(true);
    const r = nest.parse('nest:(a(b(c)))');
    expect(!r.ok && [r.error.offset, r.error.code]).toEqual([9, 'nesting-too-deep']);
    expect(() => schemeFromBnf('nesturl = "nest:" group\ngroup = "(" *[ alpha | group ] ")"', { name: 'nest2', hierarchical: false, maxNesting: 0 })).toThrow(TypeError);
  });

  it('`grammar check` finds nothing wrong with the RFC texts, and names a left recursion where it is', () => {
    expect(checkGrammarText(`      ldapf = "ldapf:" filter\n${FILTER}`, 'abnf').problems).toEqual([]);
    expect(checkGrammarText(`   cmt = "cmt:" comment\n${COMMENT}`, 'abnf').problems).toEqual([]);
    const left = checkGrammarText('x = "x:" list\nlist = list "," item / item\nitem = 1*ALPHA', 'abnf').problems;
    expect(left.map((p) => [p.problem, p.rule, p.line, p.column])).toEqual([['left-recursive-rule', 'list', 2, 8]]); // once, though x and list both meet it
  });
});
