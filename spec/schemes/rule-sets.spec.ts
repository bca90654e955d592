/**
 * ABNF from several RFCs: `uses` with several built-in sets and texts of one's own, each import
 * resolving its names within itself; a name two imports define (`ambiguous-rule`), `pick` and
 * `rename`; the `prose` option; the shipped sets of grammar/sets/ against their RFCs' examples.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GrammarError, SchemeGrammarError, compileGrammar, defineScheme, overrideScheme, schemeFromAbnf } from '../../src';
import { checkAbnf, readAbnf } from '../../src/engine/abnf';
import { withRuleSets } from '../../src/engine/abnf/sets';
import { checkGrammarText } from '../../src/schemes/grammarCheck';
import { lookupScheme } from '../../src/registry/lookup';
import { PUBLISHED } from './rule-sets/published';

withRuleSets(); // checkAbnf and readAbnf are the engine's: the public functions provide the sets themselves
const fixture = (name: string) => readFileSync(join(__dirname, 'rule-sets', name), 'utf8');

/** What compiling throws: [problem, line, column, reason], or 'accepted'. */
function refusal(text: string, options: Record<string, unknown>): unknown {
  try {
    compileGrammar(text, { notation: 'abnf', ...options });
    return 'accepted';
  } catch (e) {
    return e instanceof GrammarError ? [e.problem, e.line, e.column, e.reason] : String(e);
  }
}

describe('uses: several sets', () => {
  it('takes names from each of them (RFC 3966 telephone-subscriber, RFC 3986 host)', () => {
    const { rules } = compileGrammar('x = telephone-subscriber "@" host', { notation: 'abnf', uses: ['rfc3986', 'rfc3966'] });
    expect(rules.x!.matches('+1-201-555-0123@[::1]')).toBe(true);
    expect(rules.x!.matches('+1-201-555-0123@[::1')).toBe(false);
  });

  it("keeps uses: 'rfc3986' (one set, as a string) and the core rules first", () => {
    expect(compileGrammar('x = 1*pchar', { notation: 'abnf', uses: 'rfc3986' }).rules.x!.matches('a:b')).toBe(true);
    // RFC 4512 redefines SP as 1*SPACE; a text's SP is still RFC 5234's one space
    const { rules } = compileGrammar('x = SP oid', { notation: 'abnf', uses: ['rfc4512'] });
    expect([rules.x!.matches(' cn'), rules.x!.matches('  cn')]).toEqual([true, false]);
    const picked = compileGrammar('x = SP oid', { notation: 'abnf', uses: ['rfc4512'], pick: { SP: 'rfc4512' } }).rules.x!;
    expect([picked.matches(' cn'), picked.matches('  cn')]).toEqual([true, true]);
  });

  it('refuses a name two imports define, naming both definitions, at the reference (ambiguous-rule)', () => {
    const text = 'x = telephone-subscriber\n  / "u:" 1*unreserved';
    expect(refusal(text, { uses: ['rfc3986', 'rfc3966'] })).toEqual([
      'ambiguous-rule', 2, 12,
      "rule unreserved (used in x) is defined by both rfc3986 (grammar/rfc3986.abnf, line 83, column 1) and rfc3966 (grammar/sets/rfc3966.abnf, line 28, column 1): say which with pick: { 'unreserved': 'rfc3986' }, rename one ({ ruleSet, rename: { … } }), or define unreserved in the text",
    ]);
    // the text's own rule is no clash
    expect(refusal(`${text}\nunreserved = ALPHA`, { uses: ['rfc3986', 'rfc3966'] })).toBe('accepted');
  });

  it('takes a name two imports define written alike as one rule (RFC 3987 restates RFC 3986\'s): RFC 5122\'s xmpp URIs and IRIs', () => {
    // RFC 5122 §2.2 uses RFC 3986 (host, fragment, …) and RFC 3987 (ihost, ifragment, …); pct-encoded is written the same in both
    const xmpp = 'xmppuri = "xmpp:" [ node "@" ] host [ "#" fragment ]\nxmppiri = "xmpp:" [ inode "@" ] ihost [ "#" ifragment ]\nnode = *( unreserved / pct-encoded / ";" )\ninode = *( iunreserved / pct-encoded / ";" )';
    const { rules } = compileGrammar(xmpp, { notation: 'abnf', uses: ['rfc3986', 'rfc3987'] });
    expect([rules.xmppuri!.matches('xmpp:node%40@example.com#f'), rules.xmppiri!.matches('xmpp:n\u00f8de@ex\u00e4mple.com')]).toEqual([true, true]);
    // written alike through the rules they refer to, a rule referring to itself included; one element apart is still a clash
    const set = (name: string, b: string) => ({ name, abnf: `a = "(" [ a ] ")" b\nb = ${b}` });
    expect(refusal('x = a', { uses: [set('one', '"b"'), set('two', '"b"')] })).toBe('accepted');
    expect((refusal('x = a', { uses: [set('one', '"b"'), set('two', '"c"')] }) as unknown[]).slice(0, 3)).toEqual(['ambiguous-rule', 1, 5]);
    expect((refusal('x = a', { uses: [set('one', '"b"'), set('two', '%s"b"')] }) as unknown[]).slice(0, 3)).toEqual(['ambiguous-rule', 1, 5]);
  });

  it('refuses it at registration as a SchemeGrammarError with the rule, code, line and column', () => {
    let thrown: unknown;
    try {
      schemeFromAbnf('x-uri = "x:" telephone-subscriber\nrest = "/" 1*unreserved', { name: 'x', hierarchical: false, uses: ['rfc3986', 'rfc3966'] });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(SchemeGrammarError);
    const e = thrown as SchemeGrammarError;
    expect([e.rule, e.problem, e.line, e.column]).toEqual(['unreserved', 'ambiguous-rule', 2, 14]);
    expect(e.message).toContain('rest = "/" 1*unreserved\n             ^');
  });

  it('compares names in any case (RFC 5234 §2.1): RFC 4512 attributetype and RFC 4514 attributeType clash', () => {
    const r = refusal('x = AttributeType', { uses: ['rfc4512', 'rfc4514'] }) as [string, number, number, string];
    expect(r.slice(0, 3)).toEqual(['ambiguous-rule', 1, 5]);
    expect(r[3]).toContain('rfc4512 (grammar/sets/rfc4512.abnf, line 67, column 1) and rfc4514 (grammar/sets/rfc4514.abnf, line 15, column 1)');
  });

  it('pick says which import wins the name', () => {
    const uses = ['rfc3986', 'rfc3966'] as const;
    const x = (pick: string) => compileGrammar('x = 1*unreserved', { notation: 'abnf', uses, pick: { UNRESERVED: pick } }).rules.x!;
    // RFC 3966's unreserved has mark ("!", "*", "'", "(", ")"); RFC 3986's does not
    expect([x('rfc3986').matches('a!'), x('rfc3966').matches('a!')]).toEqual([false, true]);
  });

  it('rename gives an import\'s rule another name, and frees the old one', () => {
    const { rules } = compileGrammar('x = 1*unreserved "/" 1*tel-unreserved', {
      notation: 'abnf',
      uses: ['rfc3986', { ruleSet: 'rfc3966', rename: { unreserved: 'tel-unreserved' } }],
    });
    expect([rules.x!.matches('a/!'), rules.x!.matches('!/a')]).toEqual([true, false]);
  });

  it("an import's rule keeps its own meaning: RFC 3966's paramchar uses RFC 3966's unreserved whatever the text or RFC 3986 defines", () => {
    // the text takes RFC 3986's unreserved (no "!"), and telephone-subscriber still allows "!" in a parameter value
    const picked = compileGrammar('x = telephone-subscriber "/" 1*unreserved', { notation: 'abnf', uses: ['rfc3986', 'rfc3966'], pick: { unreserved: 'rfc3986' } }).rules.x!;
    expect([picked.matches('+1-201;a=b!/u'), picked.matches('+1-201;a=b/u!')]).toEqual([true, false]);
    // a text defining unreserved itself changes nothing in RFC 3966's rules
    const own = compileGrammar('x = telephone-subscriber "/" unreserved\nunreserved = "u"', { notation: 'abnf', uses: 'rfc3966' });
    expect([own.rules.x!.matches('+1-201;a=b!/u'), own.rules.x!.matches('+1-201;a=b/!')]).toEqual([true, false]);
    expect([...own.grammar.rules.keys()]).toContain('rfc3966:unreserved');
  });

  it("RFC 4514's and RFC 4515's escaped each keep their meaning; naming escaped in the text is a clash", () => {
    const { rules } = compileGrammar('x = distinguishedName "?" assertionvalue', { notation: 'abnf', uses: ['rfc4514', 'rfc4515'] });
    expect(rules.x!.matches('CN=James \\"Jim\\" Smith\\, III?cn\\2a')).toBe(true); // 4514: \" \, ; 4515: \2a
    expect(rules.x!.matches('CN=a?x\\,')).toBe(false); // \, is no 4515 escape
    expect((refusal('x = escaped', { uses: ['rfc4514', 'rfc4515'] }) as unknown[])[0]).toBe('ambiguous-rule');
  });

  it('imports ABNF text of one\'s own, resolved within itself first, then its own uses', () => {
    const rfc4511 = 'attributeSelector = attributedescription / selectorspecial\nselectorspecial = noattrs / alluserattrs\nnoattrs = %x31.2E.31 ; "1.1"\nalluserattrs = %x2A ; asterisk ("*")';
    const { rules, grammar } = compileGrammar('x = attributeSelector *("," attributeSelector)\nnoattrs = "!"', { notation: 'abnf', uses: [{ name: 'rfc4511', abnf: rfc4511, uses: 'rfc4512' }] });
    expect(['cn;lang-de,1.1,*', '!'].map((s) => rules.x!.matches(s))).toEqual([true, false]);
    expect(grammar.rules.has('rfc4511:noattrs')).toBe(true);
    // a problem of an imported text is reported in that text's lines, saying which text
    const r = refusal('x = a', { uses: [{ name: 'mine', abnf: 'a = b' }] }) as [string, number, number, string];
    expect(r).toEqual(['undefined-rule', 1, 5, 'in the imported text mine: rule b (used in a) is not defined: it is neither in the imported text mine nor a core rule (RFC 5234 Appendix B.1)']);
  });

  it('refuses non-string and unknown set names, and bad options, with a clear TypeError', () => {
    const options = (extra: Record<string, unknown>) => () => compileGrammar('x = "a"', { notation: 'abnf', ...extra });
    expect(options({ uses: 'rfc9999' })).toThrow(new TypeError("uri-grammar: uses must be one of 'rfc3986', 'rfc2396', 'rfc1738', 'rfc3966', 'rfc3987', 'rfc5322', 'rfc4512', 'rfc4514', 'rfc4515' or { abnf, name }, got \"rfc9999\""));
    expect(options({ uses: ['rfc3986', 42] })).toThrow(new TypeError('uri-grammar: uses[1] must be a set name (rfc3986, rfc2396, rfc1738, rfc3966, rfc3987, rfc5322, rfc4512, rfc4514, rfc4515) or { ruleSet } or { abnf, name }, got number'));
    expect(options({ uses: ['rfc3986', 'rfc3986'] })).toThrow(new TypeError('uri-grammar: uses imports rfc3986 twice'));
    expect(options({ uses: [{ abnf: 'a = "b"' }] })).toThrow(/^uri-grammar: uses\[0\]\.name must name the text/);
    expect(options({ uses: [{ name: 'rfc3986', abnf: 'a = "b"' }] })).toThrow(/is taken/);
    expect(options({ uses: [{ ruleSet: 'rfc3986', abnf: 'a = "b"' }] })).toThrow(/either ruleSet .* or abnf .*, not both/);
    expect(options({ uses: 'rfc3986', pick: { pchar: 'rfc3966' } })).toThrow(/pick gives pchar to "rfc3966", which is not imported/);
    expect(options({ uses: 'rfc3986', pick: { nosuch: 'rfc3986' } })).toThrow(/pick gives nosuch to rfc3986, which does not define it/);
    expect(options({ uses: [{ ruleSet: 'rfc3966', rename: { nosuch: 'x' } }] })).toThrow(/rfc3966 does not define nosuch/);
    expect(options({ prose: { a: 1 } })).toThrow(new TypeError('uri-grammar: prose["a"] must be a string, got number'));
    expect(() => schemeFromAbnf('x = "x:"', { name: 'x', hierarchical: false, uses: [null] as never })).toThrow(TypeError);
  });
});

describe('the prose option', () => {
  const TEXT = 'x = "x:" 1<any CHAR excluding "/">';

  it('maps a prose value to a rule name, resolved as a name of the text', () => {
    const { rules } = compileGrammar(`${TEXT}\nsafe = ALPHA / DIGIT`, { notation: 'abnf', prose: { 'any CHAR excluding "/"': 'safe' } });
    expect([rules.x!.matches('x:a'), rules.x!.matches('x:/')]).toEqual([true, false]);
  });

  it('maps a prose value to ABNF elements', () => {
    const { rules } = compileGrammar(TEXT, { notation: 'abnf', prose: { 'any CHAR excluding "/"': '%x01-2E / %x30-7F' } });
    expect([rules.x!.matches('x:a'), rules.x!.matches('x:/'), rules.x!.matches('x:ab')]).toEqual([true, false, false]);
  });

  it('wins over a prose value that names a rule', () => {
    const { rules } = compileGrammar('x = <host, defined in [RFC3986], Section 3.2.2>', { notation: 'abnf', prose: { 'host, defined in [RFC3986], Section 3.2.2': '"h"' } });
    expect([rules.x!.matches('h'), rules.x!.matches('example.com')]).toEqual([true, false]);
  });

  it('an unmapped prose value stays prose-value, and the message names the option', () => {
    const r = refusal(TEXT, {}) as [string, number, number, string];
    expect(r.slice(0, 3)).toEqual(['prose-value', 1, 11]);
    expect(r[3]).toContain('map it to a rule or ABNF with the prose option ({ prose: { "any CHAR excluding \\"/\\"": \'…\' } })');
    const named = refusal('x = <nosuch, defined in [RFC3986]>', {}) as [string, number, number, string];
    expect(named[3]).toContain('or map the prose to a rule or ABNF with the prose option');
  });

  it('refuses ABNF it cannot read, at the prose', () => {
    expect(refusal(TEXT, { prose: { 'any CHAR excluding "/"': '"unterminated' } })).toEqual([
      'unterminated-string', 1, 11, 'the prose option maps <any CHAR excluding "/"> (in x) to "\\"unterminated", which is no ABNF: unterminated string: a quoted string ends on its own line with "',
    ]);
  });

  it('lists every prose value and what it resolved to (what grammar check prints)', () => {
    const text = 'x = <host, defined in [RFC3986], Section 3.2.2> ":" <a port> "/" <any CHAR excluding "/">';
    const { prose } = readAbnf(text, { uses: 'rfc3986', prose: { 'a port': 'port', 'any CHAR excluding "/"': '%x01-2E' } });
    expect(prose.map((p) => [p.prose, p.rule, p.abnf, p.mapped])).toEqual([
      ['host, defined in [RFC3986], Section 3.2.2', 'host', undefined, undefined],
      ['a port', 'port', undefined, true],
      ['any CHAR excluding "/"', 'prose:1', '%x01-2E', true],
    ]);
    const checked = checkGrammarText(text, 'abnf', 'rfc3986', { prose: { 'a port': 'port', 'any CHAR excluding "/"': '%x01-2E' } });
    expect([checked.problems, checked.prose!.map((p) => p.rule)]).toEqual([[], ['host', 'port', 'prose:1']]);
  });
});

describe('the shipped sets', () => {
  const sets = ['rfc3966', 'rfc3987', 'rfc5322', 'rfc4512', 'rfc4514', 'rfc4515'] as const;
  const setText = (set: string) => readFileSync(join(__dirname, '../../grammar/sets', `${set}.abnf`), 'utf8');

  it.each(sets)('%s reads, and every name it uses is defined (in it, the core rules or the set it imports)', (set) => {
    const uses = set === 'rfc4514' || set === 'rfc4515' ? 'rfc4512' : undefined;
    const problems = checkAbnf(setText(set), uses ? { uses } : {});
    expect(problems.map((p) => p.message)).toEqual([]); // RFC 5322's comment and RFC 4515's filter are recursive: compiled
  });

  const matches = (set: (typeof sets)[number], rule: string, inputs: string[]) => {
    const { rules } = compileGrammar(`x = ${rule}`, { notation: 'abnf', uses: set });
    return inputs.map((s) => rules.x!.matches(s));
  };

  it('rfc3966: the examples of RFC 3966 §6 and §5.1.5', () => {
    const examples = ['+1-201-555-0123', '7042;phone-context=example.com', '863-1234;phone-context=+1-914-555', '+1-212-555-0101', '1234;phone-context=munich.example.com'];
    expect(matches('rfc3966', 'telephone-subscriber', examples)).toEqual(examples.map(() => true));
    expect(matches('rfc3966', 'telephone-uri', ['tel:+1-201-555-0123', 'tel:7042', 'tel:+'])).toEqual([true, false, false]); // a local number needs a context
  });

  it('rfc3987: IRIs with characters beyond ASCII, above U+FFFF too, and private characters in the query only', () => {
    const iris = ['http://r\u00E9sum\u00E9.example.org', 'http://www.example.org/red%09ros\u00E9#red', 'http://example.com/\u{10300}\u{10301}', 'http://example.com/?\uE000'];
    expect(matches('rfc3987', 'IRI', iris)).toEqual([true, true, true, true]);
    expect(matches('rfc3987', 'IRI', ['http://example.com/\uE000', 'http://example.com/\uD800', 'http://example.com/\u{1FFFE}'])).toEqual([false, false, false]);
    expect(matches('rfc3987', 'IRI-reference', ['../\u00E9', '//h/p?q'])).toEqual([true, true]);
  });

  it('rfc4512: OIDs, descriptors and attribute descriptions (§1.4, §2.5)', () => {
    expect(matches('rfc4512', 'oid', ['2.5.4.0', 'cn', '1.01', '-cn'])).toEqual([true, true, false, false]);
    expect(matches('rfc4512', 'attributedescription', ['cn;lang-de;lang-en', 'cn;x-bar;x-foo', 'cn;'])).toEqual([true, true, false]);
  });

  it('rfc4514: the examples of RFC 4514 §4', () => {
    const dns = ['UID=jsmith,DC=example,DC=net', 'OU=Sales+CN=J.  Smith,DC=example,DC=net', 'CN=James \\"Jim\\" Smith\\, III,DC=example,DC=net', 'CN=Before\\0dAfter,DC=example,DC=net', '1.3.6.1.4.1.1466.0=#04024869', 'CN=Lu\\C4\\8Di\\C4\\87'];
    expect(matches('rfc4514', 'distinguishedName', dns)).toEqual(dns.map(() => true));
    expect(matches('rfc4514', 'distinguishedName', ['CN=a,b', 'CN= a', 'CN=#zz'])).toEqual([false, false, false]);
  });

  it('rfc4515: the items of the examples of RFC 4515 §4 (the filters around them are recursive)', () => {
    const items = ['cn=Babs Jensen', 'o=univ*of*mich*', 'seeAlso=', 'cn:caseExactMatch:=Fred Flintstone', 'cn:=Betty Rubble', 'sn:dn:2.4.6.8.10:=Barney Rubble', 'o:dn:=Ace Industry', ':1.2.3:=Wilma Flintstone', ':DN:2.4.6.8.10:=Dino', 'o=Parens R Us \\28for all your parenthetical needs\\29', 'cn=*\\2A*', 'filename=C:\\5cMyFile', 'bin=\\00\\00\\00\\04', 'sn=Lu\\c4\\8di\\c4\\87', '1.3.6.1.4.1.1466.0=\\04\\02\\48\\69'];
    expect(matches('rfc4515', 'item', items)).toEqual(items.map(() => true));
    expect(matches('rfc4515', 'item', ['cn=(x)', 'cn=\\zz'])).toEqual([false, false]);
  });

  it('rfc5322: the tokens that do not reach comment', () => {
    expect(matches('rfc5322', 'dot-atom-text', ['jdoe', 'john.q.public', "mary.smith!#$%&'*+/=?^_`{|}~", 'a..b', '.a'])).toEqual([true, true, true, false, false]);
    expect(matches('rfc5322', 'dtext', ['a', '['])).toEqual([true, false]);
  });

  // addr-spec reaches CFWS and comment, which refers to itself (RFC 5322 §3.2.2): a recursive rule, compiled
  it('rfc5322: the addr-specs of RFC 5322 Appendix A', () => {
    expect(matches('rfc5322', 'addr-spec', ['jdoe@example.org', 'john.q.public@example.com', '"Joe Q. Public"@example.com', 'pete(his account)@silly.test(his host)'])).toEqual([true, true, true, true]);
  });
});

describe('schemes from their RFC texts', () => {
  // ldap is registered by two specs below
  const register = (d: ReturnType<typeof schemeFromAbnf>) => (lookupScheme(d.name) ? overrideScheme(d) : defineScheme(d));
  const RFC4511 = { name: 'rfc4511', uses: 'rfc4512', abnf: [
    // RFC 4511 §4.5.1.8, as published; LDAPString (§4.1.2) is an ASN.1 OCTET STRING of UTF-8, so this spec gives it one rule
    'attributeSelector = attributedescription / selectorspecial',
    'selectorspecial = noattrs / alluserattrs',
    'noattrs = %x31.2E.31 ; "1.1"',
    'alluserattrs = %x2A ; asterisk ("*")',
    'LDAPString = *UTF8',
  ].join('\n') } as const;
  const LDAP_USES = ['rfc3986', 'rfc4512', 'rfc4514', 'rfc4515', RFC4511] as const;
  const LDAP_EXAMPLES = [ // RFC 4516 §4, lines printed in two joined
    'ldap:///o=University%20of%20Michigan,c=US',
    'ldap://ldap1.example.net/o=University%20of%20Michigan,c=US',
    'ldap://ldap1.example.net/o=University%20of%20Michigan,c=US?postalAddress',
    'ldap://ldap2.example.com/o=Question%3f,c=US?mail',
    'ldap://ldap.example.com/o=An%20Example%5C2C%20Inc.,c=US',
    'ldap://ldap.example.net',
    'ldap://ldap.example.net/',
    'ldap://ldap.example.net/?',
    'ldap:///??sub??e-bindname=cn=Manager%2cdc=example%2cdc=com',
    'ldap:///??sub??!e-bindname=cn=Manager%2cdc=example%2cdc=com',
  ];
  const WITH_FILTERS = ['ldap://ldap1.example.net:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)', 'ldap://ldap3.example.com/o=Babsco,c=US???(four-octet=%5c00%5c00%5c00%5c04)'];

  it('RFC 4516 links with RFC 4512, 4514, 4515 and RFC 3986 as published, with no problem', () => {
    expect(checkAbnf(fixture('rfc4516.abnf'), { uses: LDAP_USES }).map((p) => p.message)).toEqual([]);
  });

  // RFC 4515's filter refers to itself (filter -> filtercomp -> and -> filterlist -> filter): a recursive rule, compiled
  it('ldap URLs (RFC 4516) register from the RFC text', () => {
    const ldap = register(schemeFromAbnf(fixture('rfc4516.abnf'), { name: 'ldap', hierarchical: true, uses: LDAP_USES }));
    for (const url of [...LDAP_EXAMPLES, ...WITH_FILTERS]) expect([url, ldap.parse(url).ok]).toEqual([url, true]);
  });

  it('an ldap URL grammar whose filter is one item registers now, and reads the RFC 4516 examples', () => {
    // the text as published, but `filter` one parenthesized item of RFC 4515 (not recursive)
    const text = `${fixture('rfc4516.abnf')}\n      filter = LPAREN item RPAREN\n`;
    const ldap = register(schemeFromAbnf(text, { name: 'ldap', hierarchical: true, uses: LDAP_USES }));
    for (const url of [...LDAP_EXAMPLES, ...WITH_FILTERS]) expect([url, ldap.parse(url).ok]).toEqual([url, true]);
    // (RFC 4514's string allows "?" and "(": the dn of 'ldap://h/o=x??sub?(cn=a' is all of it; RFC 4516 §2.1 wants them percent-encoded)
    expect(['ldap://h/o=x,', 'ldap://h/=x', 'ldap://h:x/', 'ldap://h/o=x??sub?(cn=a'].map((u) => ldap.parse(u).ok)).toEqual([false, false, false, true]);
  });

  it('tel URIs register from RFC 3966 (telephone-uri of the set)', () => {
    const tel = defineScheme(schemeFromAbnf('tel-URI = telephone-uri', { name: 'tel', hierarchical: false, uses: 'rfc3966' }));
    expect(['tel:+1-201-555-0123', 'tel:7042;phone-context=example.com', 'tel:863-1234;phone-context=+1-914-555'].map((u) => tel.parse(u).ok)).toEqual([true, true, true]);
    expect(tel.parse('tel:7042').ok).toBe(false);
  });

  it('RFC 3261 links with RFC 3966 (its 11 shared names each keep their meaning), with no problem', () => {
    expect(checkAbnf(fixture('rfc3261.abnf'), { uses: 'rfc3966' }).map((p) => p.message)).toEqual([]);
    // without RFC 3966, telephone-subscriber is undefined: the import is what defines it
    expect(checkAbnf(fixture('rfc3261.abnf')).map((p) => [p.problem, p.rule])).toEqual([['undefined-rule', 'telephone-subscriber']]);
  });

  // RFC 3261's comment refers to itself (§25.1): a recursive rule, compiled
  it('sip URIs (RFC 3261 + RFC 3966) register from the RFC text', () => {
    const sip = defineScheme(schemeFromAbnf(fixture('rfc3261.abnf'), { name: 'sip', hierarchical: false, start: 'SIP-URI', uses: 'rfc3966' }));
    // RFC 3261 §19.1.3
    for (const url of ['sip:alice@atlanta.com', 'sip:alice:secretword@atlanta.com;transport=tcp', 'sip:+1-212-555-1212:1234@gateway.com;user=phone', 'sip:alice@192.0.2.4', 'sip:atlanta.com;method=REGISTER?to=alice%40atlanta.com', 'sip:alice;day=tuesday@atlanta.com']) {
      expect([url, sip.parse(url).ok]).toEqual([url, true]);
    }
  });

  it('mailto (RFC 6068 §2) with RFC 5322 dot-atom-text registers now (its own addr-spec wins over RFC 5322\'s)', () => {
    // the text as published, but local-part without quoted-string (which reaches RFC 5322's recursive CFWS)
    const text = fixture('rfc6068.abnf').replace('local-part   = dot-atom-text / quoted-string', 'local-part   = dot-atom-text');
    const mailto = overrideScheme(schemeFromAbnf(text, { name: 'mailto', hierarchical: false, uses: ['rfc3986', 'rfc5322'] }));
    expect(['mailto:chris@example.com', 'mailto:addr1@an.example,addr2@an.example', 'mailto:infobot@example.com?subject=current-issue'].map((u) => mailto.parse(u).ok)).toEqual([true, true, true]);
    expect(mailto.parse('mailto:a..b@example.com').ok).toBe(false);
  });

  // Recursion: quoted-string reaches CFWS and comment (RFC 5322 §3.2.2).
  it('mailto (RFC 6068 §2) registers from the RFC text with RFC 5322', () => {
    const mailto = overrideScheme(schemeFromAbnf(fixture('rfc6068.abnf'), { name: 'mailto', hierarchical: false, uses: ['rfc3986', 'rfc5322'] }));
    expect(['mailto:chris@example.com', 'mailto:%22not%40me%22@example.org'].map((u) => mailto.parse(u).ok)).toEqual([true, true]);
  });
  // imap, pop, ssh, sftp, sms: the texts `grammar extract` takes out of the RFC, with no edit (bench/schemes.ts times them)
  it.each(PUBLISHED.map((p) => [p.name, p] as const))('%s registers from the text extracted from its RFC, and reads the RFC\'s examples', (_name, p) => {
    expect(checkAbnf(fixture(p.file), p.options(fixture)).map((x) => x.message)).toEqual([]);
    const scheme = register(schemeFromAbnf(fixture(p.file), p.options(fixture)));
    for (let k = 0; k < 12; k++) expect([p.examples(k), scheme.parse(p.examples(k)).ok]).toEqual([p.examples(k), true]);
    expect(scheme.parse(p.nonMember).ok).toBe(false);
  });
});
