import { GrammarError, SchemeGrammarError, defineScheme, overrideScheme, formatError, schemeFromAbnf } from '../../src';

const URN = `
      namestring    = assigned-name
                      [ rq-components ]
                      [ "#" f-component ]
      assigned-name = "urn" ":" NID ":" NSS
      NID           = (alphanum) 0*30(ldh) (alphanum)
      ldh           = alphanum / "-"
      NSS           = pchar *(pchar / "/")
      rq-components = [ "?+" r-component ]
                      [ "?=" q-component ]
      r-component   = pchar *( pchar / "/" / "?" )
      q-component   = pchar *( pchar / "/" / "?" )
      f-component   = fragment
      alphanum      = ALPHA / DIGIT
`;

describe('schemeFromAbnf', () => {
  it('registers a scheme from its RFC text as printed (RFC 8141 §2, indented), start = the first rule', () => {
    const urn = overrideScheme(schemeFromAbnf(URN, { name: 'urn', hierarchical: false, uses: 'rfc3986' }));
    const r = urn.parse('URN:example:a123,z456#789');
    // (children of two characters or more: whether an empty match of rq-components gets a node is the tree builder's choice)
    expect(r.ok && [r.value.url.type, r.value.url.span, r.value.url.children.filter((c) => c.text.length >= 2).map((c) => [c.type, c.text])]).toEqual([
      // RFC 8141 writes "#" f-component: the urn grammar reads the fragment too
      'namestring', { start: 0, end: 25 }, [['assigned-name', 'URN:example:a123,z456'], ['f-component', '789']],
    ]);
    const input = 'urn:a:b';
    const bad = urn.parse(input);
    // the position is the grammar's (the longest viable prefix); the wording of "expected" is the engine's
    expect(!bad.ok && formatError(bad.error, input).split('\n').slice(0, 3)).toEqual([
      'error[unexpected-character] at line 1, column 6 (offset 5)',
      '  urn:a:b',
      '       ^',
    ]);
  });

  it('takes the start rule in any case, and keeps its defining spelling', () => {
    const def = schemeFromAbnf('a = "x:" B\nb = 1*DIGIT', { name: 'x', start: 'A', hierarchical: false });
    const x = defineScheme(def);
    const r = x.parse('x:12');
    expect(r.ok && r.value.url).toEqual({ type: 'a', span: { start: 0, end: 4 }, text: 'x:12', children: [{ type: 'b', span: { start: 2, end: 4 }, text: '12', children: [] }] });
  });

  it('refuses a prose value with SchemeGrammarError prose-value, its position and advice', () => {
    const text = 'x = "x:" part\npart = <any printable text>';
    expect.assertions(2);
    expect(() => schemeFromAbnf(text, { name: 'x', hierarchical: false })).toThrow(SchemeGrammarError);
    try {
      schemeFromAbnf(text, { name: 'x', hierarchical: false });
    } catch (e) {
      expect([(e as SchemeGrammarError).rule, (e as SchemeGrammarError).problem, (e as SchemeGrammarError).message]).toEqual([
        'part',
        'prose-value',
        'uri-grammar: rule "part": prose value <any printable text> cannot be compiled: map it to a rule or ABNF with the prose option ({ prose: { "any printable text": \'…\' } }), or replace it with a rule that defines what it describes (RFC 5234 §4 calls prose "a last resort") (line 2, column 8)\npart = <any printable text>\n       ^',
      ]);
    }
  });

  it('refuses an undefined rule with SchemeGrammarError undefined-rule', () => {
    expect(() => schemeFromAbnf('x = "x:" NSS\nNSS = 1*pchar', { name: 'x', hierarchical: false })).toThrow(
      new SchemeGrammarError('pchar', 'undefined-rule', "rule pchar (used in NSS) is not defined: it is neither in the text nor a core rule (RFC 5234 Appendix B.1); uses: 'rfc3986' or uses: 'rfc2396' would define it (line 2, column 9)\nNSS = 1*pchar\n        ^"),
    );
  });

  it('refuses an unknown start rule with SchemeGrammarError unknown-start', () => {
    expect(() => schemeFromAbnf('x = "x:"', { name: 'x', start: 'y', hierarchical: false })).toThrow(expect.objectContaining({ problem: 'unknown-start' }));
  });

  it('throws the GrammarError of text that cannot be read', () => {
    expect(() => schemeFromAbnf('x = "x:', { name: 'x', hierarchical: false })).toThrow(GrammarError);
  });

  it('refuses non-strings and bad options with a TypeError', () => {
    expect(() => schemeFromAbnf(42 as unknown as string, { name: 'x', hierarchical: false })).toThrow(new TypeError('uri-grammar: schemeFromAbnf expects ABNF text, got number'));
    expect(() => schemeFromAbnf('x = "x:"', null as never)).toThrow(TypeError);
    expect(() => schemeFromAbnf('x = "x:"', { name: 'x', hierarchical: false, uses: 'rfc9999' as never })).toThrow(new TypeError("uri-grammar: uses must be one of 'rfc3986', 'rfc2396', 'rfc1738', 'rfc3966', 'rfc3987', 'rfc5322', 'rfc4512', 'rfc4514', 'rfc4515' or { abnf, name }, got \"rfc9999\""));
  });
});
