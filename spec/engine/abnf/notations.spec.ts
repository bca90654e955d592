/**
 * One grammar in two notations: RFC 2396 Appendix A, read by the BNF reader from
 * grammar/rfc2396.bnf and by the ABNF reader from its ABNF spelling (`|` → `/`, `_` → `-` in
 * names, literals `%s"…"` because BNF literals are case-sensitive). The compiled rules must
 * agree on members, mutants and viable prefixes.
 */
import fc from 'fast-check';
import { readAbnf } from '../../../src/engine/abnf';
import { compileBnf, compileModel } from '../../../src/engine/bnf';
import { memberOf, mutantOf } from '../bnf/generate';
import { bnf } from '../bnf/grammars';

/** The ABNF spelling of RFC 822-style BNF text (comments kept: both notations use `;`). */
function toAbnf(text: string): string {
  return text.replace(/;.*|"[^"]*"|<">|[A-Za-z][A-Za-z0-9_-]*|\|/g, (t) => {
    if (t.startsWith(';')) return t;
    if (t === '|') return '/';
    if (t === '<">') return '%x22';
    if (t.startsWith('"')) return `%s${t}`;
    return t.replace(/_/g, '-');
  });
}

const bnfGrammar = compileBnf(bnf('rfc2396'));
const abnfText = toAbnf(bnf('rfc2396'));
const abnfGrammar = compileModel(readAbnf(abnfText).grammar);

describe('RFC 2396 Appendix A read as BNF and as ABNF', () => {
  it('defines the same rules, ABNF names spelled with "-"', () => {
    expect([...abnfGrammar.grammar.rules.keys()]).toEqual([...bnfGrammar.grammar.rules.keys()].map((n) => n.replace(/_/g, '-')));
  });

  describe.each(['URI-reference', 'absoluteURI', 'authority', 'hostname', 'rel_path', 'query'])('%s', (name) => {
    const fromBnf = bnfGrammar.rules[name]!;
    const fromAbnf = abnfGrammar.rules[name.replace(/_/g, '-')]!;
    const member = memberOf(bnfGrammar.grammar, name, { maxExtraRepeats: 2 });
    it('agrees on members and mutants: membership and viable prefix', () => {
      fc.assert(
        fc.property(fc.oneof(member, mutantOf(member)), (s) => {
          expect([fromAbnf.matches(s), fromAbnf.viablePrefix(s)]).toEqual([fromBnf.matches(s), fromBnf.viablePrefix(s)]);
        }),
        { seed: 5234, numRuns: 150 },
      );
    });
  });
});
