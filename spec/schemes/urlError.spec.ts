/**
 * The error of a scheme URL is the error of the language both grammars accept (the generic
 * syntax and the scheme's): the smaller offset of the two, "end of input" and "#" only where
 * both can end. For RFC 1738's schemes, whose languages lie within RFC 2396's, that offset is
 * the exact longest viable prefix; the automata compiled from grammar/*.bnf are the oracle.
 */
import { readAbnf } from '../../src/engine/abnf';
import { shippedGrammar } from '../../src/engine/abnf/files';
import { compileBnf, compileModel, readGrammar } from '../../src/engine/bnf';
import { grammarText } from '../../src/engine/bnf/files';
import { CompiledStart } from '../../src/engine/compile/rule';
import { defineScheme, parseUrl, schemeFromBnf } from '../../src/rfc1738-namespace';
import { schemeFromAbnf } from '../../src/schemes/fromAbnf';
import { RULE_OF, schemeRuleOf, urlDisagreement } from './urlOracle';

const rfc1738 = compileBnf(grammarText('rfc1738')).rules;
const rfc2396 = compileBnf(grammarText('rfc2396')).rules['URI-reference']!;

describe('regression: http://host:80x/ y was refused at the space, where RFC 2396 stops, not at the "x" no http URL can have', () => {
  it.each([
    ['http://host:80x/ y', 14, 'http_URL > port'],
    ['http://host:80x#a b', 14, 'http_URL > port'], // before the fragment, whatever follows
    ['ftp://h/a;type=x b', 15, 'ftpurl > ftptype'],
  ])('%s: at %i, in %s', (input, offset, path) => {
    const r = parseUrl(input);
    expect(r.ok || [r.error.offset, r.error.rulePath.join(' > ')]).toEqual([offset, path]);
  });

  it('a user grammar too (RFC 2396 generic syntax)', () => {
    defineScheme(schemeFromBnf('ue = "ue://" hostport [ "/" hpath ]', { name: 'ue', hierarchical: true }));
    const r = parseUrl('ue://h:8x/ y');
    expect(r.ok || [r.error.offset, r.error.expected, r.error.rulePath]).toEqual([8, ['digit', '"/"', '"#"', 'end of input'], ['ue', 'hostport', 'port', 'digits']]);
  });
});

describe('regression: http://[::1]/ lost the IPv6 note when the scheme grammar\'s error won the tie', () => {
  it.each([
    ['http://[::1]/', 'http_URL > host > hostname'],
    ['ftp://[::1]/', 'ftpurl > login > user'],
    ['gopher://[::1]/', 'gopherurl > hostport > host > hostname'],
  ])('%s: in %s', (input, path) => {
    const r = parseUrl(input);
    expect(r.ok || [r.error.offset, r.error.rulePath.join(' > '), r.error.message.endsWith('; RFC 2396 has no IPv6 literals (RFC 2732 added them).')]).toEqual([input.indexOf('['), path, true]);
  });
});

describe('what is expected where both grammars could end', () => {
  it('"#" with "end of input": a fragment may follow every URL the scheme grammar ends', () => {
    const r = parseUrl('telnet://h/x', { updates: 'none' });
    expect(r.ok || r.error.expected).toEqual(['"#"', 'end of input']);
  });

  it('neither where the other grammar cannot end there (RFC 3986 refuses "[", geo needs a value after "=")', () => {
    const r = parseUrl('geo:1,2;a=[');
    expect(r.ok || r.error.expected).not.toEqual(expect.arrayContaining(['"#"']));
    expect(r.ok || r.error.expected).not.toContain('end of input');
  });

  it("the generic grammar's code where it names the problem, the scheme's words for what was expected", () => {
    const r = parseUrl('http:');
    expect(r.ok || [r.error.offset, r.error.code, r.error.expected, r.error.rulePath]).toEqual([5, 'empty-scheme-specific-part', ['"/"'], ['http_URL']]);
  });
});

describe('RFC 1738 as published (updates: none)', () => {
  it.each([...new Set(Object.values(RULE_OF))])('%s lies within RFC 2396 URI-reference, so its own error offset is the exact one', (rule) => {
    const inner = new CompiledStart(readGrammar(grammarText('rfc1738')), rule);
    expect(inner.within(new CompiledStart(readGrammar(grammarText('rfc2396')), 'URI-reference'))).toBe('within');
  });

  it('examples of every scheme edited one character at a time: the offset is the longest prefix both grammars can go on from', () => {
    const examples = ['telnet://u:p@h:23/', 'gopher://h/1a%09b', 'news:a.b', 'news:a@b.c', 'nntp://h/g/1', 'wais://h/d?s', 'wais://h/d/t/p', 'prospero://h/a;b=c', 'mailto:a@b.c', 'file://h/a', 'ftp://u@h/a;type=d', 'http://h:80/a?q#f'];
    const edits = [...'/?#;:@&=+$,-_.!~*()%a0 [<|'];
    const wrong: string[] = [];
    let errors = 0;
    for (const example of examples) {
      const name = example.slice(0, example.indexOf(':') + 1);
      const scheme = schemeRuleOf(rfc1738, example)!;
      for (let at = 0; at <= example.length; at++) {
        for (const c of edits) {
          for (const input of [example.slice(0, at) + c + example.slice(at), example.slice(0, at) + c + example.slice(at + 1)]) {
            if (!input.startsWith(name)) continue; // another scheme, or none
            const r = parseUrl(input, { updates: 'none' });
            const problem = urlDisagreement(scheme, rfc2396, input, r);
            if (problem) wrong.push(`${input}: ${problem}`);
            if (!r.ok) errors++;
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(errors).toBeGreaterThan(3000);
  });

  it("under every reading, never past where RFC 2396 stops, and from a prefix RFC 2396 can go on from", () => {
    const examples = ['http://h:80/a?q#f', 'ftp://u:p@h/a;type=d', 'mailto:a@b.c', 'news:a@b.c', 'gopher://h/1a%09b'];
    const wrong: string[] = [];
    for (const example of examples) {
      for (let at = 0; at <= example.length; at++) {
        for (const c of '/?#;:@%a0 [~') {
          const input = example.slice(0, at) + c + example.slice(at);
          for (const updates of ['rfc2396', 'rfc2616'] as const) {
            const r = parseUrl(input, { updates });
            if (r.ok || r.error.code === 'invalid-value') continue;
            const generic = rfc2396.matches(input) ? input.length : rfc2396.viablePrefix(input);
            if (r.error.offset > generic) wrong.push(`${input} (${updates}): ${r.error.offset}, RFC 2396 ${generic}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the catalogue (RFC 3986 generic syntax)', () => {
  const uri = compileModel(readAbnf(shippedGrammar('rfc3986.abnf')).grammar).rules['URI']!;
  const rule = (file: string, name: string, uses: 'rfc3986' | 'rfc2396') => compileModel(readAbnf(shippedGrammar(`schemes/${file}.abnf`), { uses }).grammar).rules[name]!;
  it.each([
    ['urn:example:a123,z456?+abc?=x#789', rule('urn', 'namestring', 'rfc3986'), true],
    ['tag:timothy@hpl.hp.com,2001-02-03:web/x#f', rule('tag', 'tagURI', 'rfc3986'), true],
    ['data:text/plain;charset=a,%be%fe#f', rule('data', 'dataurl', 'rfc2396'), false],
  ] as const)('%s, edited one character at a time: the longest prefix both grammars can go on from (the scheme lies within RFC 3986)', (example, scheme, readsFragment) => {
    const name = example.slice(0, example.indexOf(':') + 1);
    const wrong: string[] = [];
    for (let at = name.length; at <= example.length; at++) {
      for (const c of '/?#;:@&=+$,-_.%a0 [<|') {
        for (const input of [example.slice(0, at) + c + example.slice(at), example.slice(0, at) + c + example.slice(at + 1)]) {
          const problem = urlDisagreement(scheme, uri, input, parseUrl(input), readsFragment);
          if (problem) wrong.push(`${input}: ${problem}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('a user grammar from BNF text (RFC 2396 generic syntax)', () => {
  const H2 = 'h2url = "h2://" hostport [ "/" hpath [ "?" search ]]';
  defineScheme(schemeFromBnf(H2, { name: 'h2', hierarchical: true }));
  const scheme = compileBnf(`${H2}\n${grammarText('rfc1738')}`).rules['h2url']!;

  it('RFC 1738 httpurl under another name lies within RFC 2396 URI-reference', () => {
    const inner = new CompiledStart(readGrammar(`${H2}\n${grammarText('rfc1738')}`), 'h2url');
    expect(inner.within(new CompiledStart(readGrammar(grammarText('rfc2396')), 'URI-reference'))).toBe('within');
  });

  it.each(['h2://h.com:80/a/b?q#f', 'h2://1.2.3.4/x;y', 'h2://a-b.c/%41'])('%s, edited one character at a time: the longest prefix both grammars can go on from', (example) => {
    const wrong: string[] = [];
    for (let at = 'h2://'.length; at <= example.length; at++) {
      for (const c of '/?#;:@&=+$,-_.!~*()%aZ0 [<|') {
        for (const input of [example.slice(0, at) + c + example.slice(at), example.slice(0, at) + c + example.slice(at + 1)]) {
          const problem = urlDisagreement(scheme, rfc2396, input, parseUrl(input));
          if (problem) wrong.push(`${input}: ${problem}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('a grammar outside its generic syntax: the joint language decides', () => {
  defineScheme(schemeFromAbnf('x = "xj:" ( 1*ALPHA "%" / 1*DIGIT )', { name: 'xj', hierarchical: false }));
  defineScheme(schemeFromBnf('ye = "ye:" 1*alpha "{"', { name: 'ye', hierarchical: false }));

  it('xj:ab% is the scheme\'s and a viable prefix of RFC 3986, but no URL both accept starts with xj:a', () => {
    const r = parseUrl('xj:ab%');
    expect(r.ok || [r.error.offset, r.error.expected, r.error.rulePath]).toEqual([3, ['DIGIT'], ['x']]);
  });

  it('a scheme whose every text the generic syntax refuses: at 0, and says so', () => {
    const r = parseUrl('ye:ab{');
    expect(r.ok || [r.error.offset, r.error.expected, r.error.message]).toEqual([
      0, [], 'No text is both a ye and an RFC 2396 URI reference: every text the scheme\'s grammar accepts is one the generic syntax refuses (`uri-grammar grammar check` shows one).',
    ]);
  });

  it('unchanged where the smaller offset is already the joint one (geo, which RFC 3986 does not contain)', () => {
    const r = parseUrl('geo:1,2;a=[');
    expect(r.ok || [r.error.offset, r.error.rulePath]).toEqual([10, ['URI', 'hier-part', 'path-rootless', 'segment-nz', 'pchar']]);
  });
});
