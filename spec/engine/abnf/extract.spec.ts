/**
 * extractAbnf: the ABNF of IETF plain-text RFCs (spec/engine/abnf/rfc/, copied verbatim from
 * the RFC Editor's texts), as aex takes it out. Each RFC's extracted rule names are pinned
 * (checked by hand against the RFC's rules) and the text compiles.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { extractAbnf, type ExtractedAbnf } from '../../../src/engine/abnf/extract';
import { work } from '../../../src/engine/abnf/pages';
import type { BuiltinSet } from '../../../src/engine/abnf/link';
import { compileGrammar } from '../../../src/engine/grammar-text';

const rfc = (n: number) => readFileSync(join(__dirname, 'rfc', `rfc${n}.txt`), 'utf8');

/** The extraction, which must succeed. */
function extracted(text: string, section?: string | string[]): ExtractedAbnf {
  const r = extractAbnf(text, section === undefined ? undefined : { section });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** An RFC page break: padding, footer, form feed, header, padding. */
const BREAK = '\n\n\n\nDoe                          Standards Track                    [Page 7]\n\f\nRFC 9999                    An Example                      May 2026\n\n\n';

describe('real RFCs: the rules they define, and the text compiles', () => {
  const cases: Array<{ rfc: number; section?: string | string[]; uses?: BuiltinSet; add?: string; rules: string[] }> = [
    {
      rfc: 3986, section: 'Appendix A', rules: [
        'URI', 'hier-part', 'URI-reference', 'absolute-URI', 'relative-ref', 'relative-part', 'scheme', 'authority', 'userinfo', 'host', 'port',
        'IP-literal', 'IPvFuture', 'IPv6address', 'h16', 'ls32', 'IPv4address', 'dec-octet', 'reg-name', 'path', 'path-abempty', 'path-absolute',
        'path-noscheme', 'path-rootless', 'path-empty', 'segment', 'segment-nz', 'segment-nz-nc', 'pchar', 'query', 'fragment', 'pct-encoded',
        'unreserved', 'reserved', 'gen-delims', 'sub-delims',
      ],
    },
    {
      rfc: 3966, rules: [
        'telephone-uri', 'telephone-subscriber', 'global-number', 'local-number', 'par', 'isdn-subaddress', 'extension', 'context', 'descriptor',
        'global-number-digits', 'local-number-digits', 'domainname', 'domainlabel', 'toplabel', 'parameter', 'pname', 'pvalue', 'paramchar',
        'unreserved', 'mark', 'pct-encoded', 'param-unreserved', 'phonedigit', 'phonedigit-hex', 'visual-separator', 'alphanum', 'reserved', 'uric',
      ],
    },
    {
      rfc: 5870, section: '3.3', rules: [
        'geo-URI', 'geo-scheme', 'geo-path', 'coordinates', 'coord-a', 'coord-b', 'coord-c', 'p', 'crsp', 'crslabel', 'uncp', 'uval', 'parameter',
        'pname', 'pvalue', 'paramchar', 'labeltext', 'pnum', 'num', 'unreserved', 'mark', 'pct-encoded', 'p-unreserved', 'alphanum', 'latitude',
        'longitude', 'altitude',
      ],
    },
    { rfc: 4151, uses: 'rfc3986', rules: ['tagURI', 'taggingEntity', 'authorityName', 'date', 'year', 'month', 'day', 'DNSname', 'DNScomp', 'emailAddress', 'alphaNum', 'specific', 'fragment'] },
    { rfc: 7064, uses: 'rfc3986', rules: ['stunURI', 'scheme'] },
    { rfc: 7065, uses: 'rfc3986', rules: ['turnURI', 'scheme', 'transport', 'transport-ext'] },
    { rfc: 7565, uses: 'rfc3986', rules: ['acctURI', 'userpart'] },
    { rfc: 8089, section: '2', uses: 'rfc3986', rules: ['file-URI', 'file-scheme', 'file-hier-part', 'auth-path', 'local-path', 'file-auth'] },
    { rfc: 7405, section: '2.2', rules: ['char-val', 'case-insensitive-string', 'case-sensitive-string', 'quoted-string'] },
    // RFC 8141 cites alphanum from RFC 3986, which has none (grammar/schemes/urn.abnf defines it too)
    {
      rfc: 8141, uses: 'rfc3986', add: 'alphanum = ALPHA / DIGIT', rules: [
        'namestring', 'assigned-name', 'NID', 'ldh', 'NSS', 'rq-components', 'r-component', 'q-component', 'f-component',
        'InformalNamespaceName', 'Number', 'DigitNonZero', 'Digit',
      ],
    },
    // names from RFC 4514, 4515, 4511 and 4512 (LDAP) are left undefined: the rules only are pinned
    { rfc: 4516, rules: ['ldapurl', 'scheme', 'dn', 'attributes', 'attrdesc', 'selector', 'scope', 'extensions', 'extension', 'extype', 'exvalue', 'EXCLAMATION', 'SLASH', 'COLON', 'QUESTION'] },
    // dot-atom-text, quoted-string and dtext come from RFC 5322
    { rfc: 6068, rules: ['mailtoURI', 'to', 'hfields', 'hfield', 'hfname', 'hfvalue', 'addr-spec', 'local-part', 'domain', 'dtext-no-obs', 'qchar', 'some-delims'] },
    {
      rfc: 5234, section: ['4', 'Appendix B'], rules: [
        'rulelist', 'rule', 'rulename', 'defined-as', 'elements', 'c-wsp', 'c-nl', 'comment', 'alternation', 'concatenation', 'repetition', 'repeat',
        'element', 'group', 'option', 'char-val', 'num-val', 'bin-val', 'dec-val', 'hex-val', 'prose-val', 'ALPHA', 'BIT', 'CHAR', 'CR', 'CRLF', 'CTL',
        'DIGIT', 'DQUOTE', 'HEXDIG', 'HTAB', 'LF', 'LWSP', 'OCTET', 'SP', 'VCHAR', 'WSP',
      ],
    },
  ];
  const compiling = new Set([3986, 3966, 5870, 4151, 7064, 7065, 7565, 8089, 7405, 8141]);

  it.each(cases)('RFC $rfc (section $section)', ({ rfc: n, section, uses, add, rules }) => {
    const r = extracted(rfc(n), section);
    expect(r.rules).toEqual(rules);
    if (!compiling.has(n)) return;
    const compiled = compileGrammar(r.text + (add === undefined ? '' : add + '\n'), uses === undefined ? { notation: 'abnf' } : { notation: 'abnf', uses });
    expect(Object.keys(compiled.rules).filter((k) => rules.includes(k))).toEqual(expect.arrayContaining(rules));
  });

  it('compiled, they judge the RFCs\' own examples', () => {
    const tel = compileGrammar(extracted(rfc(3966)).text, { notation: 'abnf' }).rules['telephone-uri']!;
    expect(['tel:+1-201-555-0123', 'tel:7042;phone-context=example.com', 'tel:863-1234;phone-context=+1-914-555'].map((u) => tel.matches(u))).toEqual([true, true, true]);
    expect(tel.viablePrefix('tel:xyz')).toBe(4);
    const geo = compileGrammar(extracted(rfc(5870), '3.3').text, { notation: 'abnf' }).rules['geo-URI']!;
    expect(['geo:13.4125,103.8667', 'geo:48.2010,16.3695,183', 'geo:48.198634,16.371648;crs=wgs84;u=40'].every((u) => geo.matches(u))).toBe(true);
  });

  it('RFC 3986 Appendix A is grammar/rfc3986.abnf, rule for rule and line for line (that file transcribes it by hand)', () => {
    const shipped = readFileSync(join(__dirname, '../../../grammar/rfc3986.abnf'), 'utf8').split('\n').filter((l) => l !== '' && !l.startsWith(';'));
    expect(extracted(rfc(3986), 'Appendix A').text.split('\n').filter((l) => l !== '')).toEqual(shipped);
  });

  it('RFC 3986 whole: each rule of Appendix A restates one of the sections (left out), the examples of Appendix B do not read', () => {
    const r = extracted(rfc(3986));
    expect(r.notes.filter((n) => n.kind === 'repeated').length).toBe(36);
    expect(r.notes.find((n) => n.rule === 'IPv6address')).toEqual({ kind: 'repeated', rule: 'IPv6address', line: 2726, message: 'restates the rule of line 1081' });
    expect(r.notes.filter((n) => n.kind === 'unreadable').map((n) => [n.line, n.rule])).toEqual([[2833, 'scheme'], [2834, 'authority'], [2835, 'path'], [2836, 'query'], [2837, 'fragment']]);
    // `result = ""` of §5.3's pseudocode reads as ABNF: the price of the whole text (a section leaves it out)
    expect(r.rules.length).toBe(37);
    expect(r.rules).toContain('result');
    expect(() => compileGrammar(r.text, { notation: 'abnf' })).not.toThrow();
  });

  it('RFC 5870 §3.3: the WGS-84 restatement of coord-a…coord-c is kept as comments, the first definitions stand', () => {
    const r = extracted(rfc(5870), '3.3');
    expect(r.notes).toEqual([
      { kind: 'redefined', rule: 'coord-a', line: 366, message: 'defines the rule of line 314 again otherwise' },
      { kind: 'redefined', rule: 'coord-b', line: 367, message: 'defines the rule of line 315 again otherwise' },
      { kind: 'redefined', rule: 'coord-c', line: 368, message: 'defines the rule of line 316 again otherwise' },
    ]);
    expect(r.text).toContain('\n; coord-a        = latitude\n; coord-b        = longitude\n');
  });
});

describe('page breaks, prose and layout', () => {
  it('removes footer, form feed and header, and joins a rule printed across the break (RFC 4514 §3, TUTF1)', () => {
    const r = extracted(rfc(4514));
    const at = r.text.split('\n').indexOf('TUTF1 = %x01-1F / %x21 / %x23-2A / %x2D-3A /');
    expect(r.text.split('\n').slice(at, at + 2)).toEqual(['TUTF1 = %x01-1F / %x21 / %x23-2A / %x2D-3A /', '   %x3D / %x3F-5B / %x5D-7F']);
    expect(r.lines.slice(at, at + 2)).toEqual([278, 287]); // lines 279–286: padding, footer, form feed, header
    expect(r.text).not.toMatch(/Page|RFC 4514|\f/);
  });

  it('a rule cut mid-rule by a page break, in an open bracket, with a blank line in it', () => {
    const text = `3.  Syntax\n\n   The syntax:\n\n      a = ( "x"\n          / "y"${BREAK}          / "z" )\n      b = [ a\n\n          a ]\n\n   Prose follows.\n`;
    const r = extracted(text);
    expect(r.text).toBe('a = ( "x"\n    / "y"\n    / "z" )\nb = [ a\n\n    a ]\n');
    expect(r.lines).toEqual([5, 6, 15, 16, 17, 18]); // lines 7–14: padding, footer, form feed, header
    expect(compileGrammar(r.text, { notation: 'abnf' }).rules.b!.matches('xz')).toBe(true);
  });

  it('a complete rule, then a page break, then a paragraph indented deeper: the rule, without the paragraph', () => {
    const text = `2.2.  Syntax\n\n  a = "x"\n  b = a ; defined here${BREAK}   Some examples are given in\n   Section 2.5.\n\n  c = b\n`;
    expect(extracted(text)).toEqual({ text: 'a = "x"\nb = a ; defined here\n\nc = b\n', rules: ['a', 'b', 'c'], lines: [3, 4, 0, 16], notes: [] });
    // a rule that does not read without the lines after the break either is left out, as before
    expect(extracted(`  a = "x" /${BREAK}   Some words.\n`).notes.map((n) => n.kind)).toEqual(['unreadable']);
  });

  it('RFC 5724 §2.2 as published: escaped-value, the last rule before a page break and a paragraph, is kept', () => {
    const r = extracted(rfc(5724), '2.2');
    expect(r.rules).toEqual(['sms-uri', 'scheme', 'sms-hier-part', 'sms-recipient', 'sms-fields', 'sms-field', 'sms-field-name', 'sms-field-ext', 'escaped-value']);
    expect(r.notes).toEqual([]);
    const { rules } = compileGrammar(r.text, { notation: 'abnf', uses: ['rfc3986', 'rfc3966'], pick: { unreserved: 'rfc3986', 'pct-encoded': 'rfc3986' } });
    expect(['sms:+15105550101?body=hello%20there', 'sms:+15105550101,+15105550102?body=hello%20there', 'sms:+1?body=a b'].map((s) => rules['sms-uri']!.matches(s))).toEqual([true, true, false]);
  });

  it('keeps a rule with a prose value (RFC 5234 §4 prose-val is ABNF): RFC 4501\'s dnsclassval and dnstypeval, which the prose option then maps', () => {
    const r = extracted(rfc(4501));
    expect(r.rules).toEqual(['dnsurl', 'dnsauthority', 'dnsname', 'dnsquery', 'dnsqueryelement', 'dnsclassval', 'dnstypeval']);
    expect(r.notes).toEqual([]);
    const prose = { 'Any IANA registered DNS class mnemonic': '1*ALPHA', 'Any IANA registered DNS type mnemonic': '1*( ALPHA / DIGIT )' };
    const { rules } = compileGrammar(r.text, { notation: 'abnf', uses: 'rfc3986', prose });
    // RFC 4501 §4
    const examples = ['dns:www.example.org.?clAsS=IN;tYpE=A', 'dns:www.example.org', 'dns:simon.example.org?type=CERT', 'dns://192.168.1.1/ftp.example.org?type=A', 'dns:world%20wide%20web.example%5c.domain.org?TYPE=TXT', 'dns://fw.example.org/*.%20%00.example?type=TXT'];
    expect(examples.map((s) => rules.dnsurl!.matches(s))).toEqual(examples.map(() => true));
    expect(rules.dnsurl!.matches('dns:example?TYPE=')).toBe(false);
  });

  it('RFC 4088 (snmp) with RFC 3061 imported, both as extracted: `oid = < as specified by [RFC 3061] >` is RFC 3061\'s oid', () => {
    const snmp = extracted(rfc(4088));
    expect(snmp.notes).toEqual([]);
    const rfc3061 = { name: 'rfc3061', abnf: extracted(rfc(3061)).text };
    const { rules } = compileGrammar(snmp.text, { notation: 'abnf', uses: ['rfc3986', rfc3061] });
    // RFC 4088 §5
    const examples = ['snmp://example.com', 'snmp://tester5@example.com:8161', 'snmp://example.com/bridge1', 'snmp://example.com/bridge1;800002b804616263', 'snmp://example.com//1.3.6.1.2.1.1.3.0', 'snmp://example.com//1.3.6.1.2.1.1.3+', 'snmp://example.com//1.3.6.1.2.1.1.3.*', 'snmp://example.com/bridge1/1.3.6.1.2.1.2.2.1.8.*', 'snmp://example.com//(1.3.6.1.2.1.2.2.1.7,1.3.6.1.2.1.2.2.1.8).*'];
    expect(examples.map((s) => rules['snmp-uri']!.matches(s))).toEqual(examples.map(() => true));
    expect(rules['snmp-uri']!.matches('snmp://example.com//1.03')).toBe(false); // RFC 3061 number: no leading zero
  });

  it('drops the prose between rule blocks, and parts blocks with one blank line', () => {
    const text = '   Intro: the rule = below is "x".\n\n      a = "x"   ; first\n      b = a a\n\n   Between, with a = sign and words.\n   More prose, a = b.\n\n      c = b\n';
    expect(extracted(text)).toEqual({ text: 'a = "x"   ; first\nb = a a\n\nc = b\n', rules: ['a', 'b', 'c'], lines: [3, 4, 0, 9], notes: [] });
  });

  it('keeps comment lines right before a rule and inside it, not comments alone in prose', () => {
    const text = '   ; the digits\n   d = %x30-39\n       ; (ASCII)\n   e = d\n\n   ; a stray comment\n\n   Prose.\n';
    expect(extracted(text).text).toBe('; the digits\nd = %x30-39\n    ; (ASCII)\ne = d\n');
  });

  it('takes `=/`, CRLF line ends, a byte order mark, tabs and a new-format RFC without page breaks', () => {
    const text = '\ufeffAppendix A.  Collected ABNF\r\n\r\n\tx = "a"\r\n\tx =/ "b"\r\n\t\t/ "c"\r\n        y = x\r\n';
    const r = extracted(text, 'A');
    expect(r.text).toBe('x = "a"\nx =/ "b"\n        / "c"\ny = x\n');
    expect(r.rules).toEqual(['x', 'y']);
    expect(['a', 'b', 'c', 'd'].map((t) => compileGrammar(r.text, { notation: 'abnf' }).rules.y!.matches(t))).toEqual([true, true, true, false]);
  });

  it('`=/` waits for no more elements: a blank line after it ends the rule', () => {
    expect(extracted('   x = "a"\n   x =/ "b"\n\n      Indented prose, not ABNF.\n').text).toBe('x = "a"\nx =/ "b"\n');
    expect(extracted('   x =\n\n      "a"\n').text).toBe('x =\n\n   "a"\n'); // `=` does
  });

  it('needs white space about "=": `v=0` of an SDP body or a query\'s `name=value` is no rule', () => {
    expect(extracted('      v=0\n      s=Session SDP\n      a =b\n      c= d\n').rules).toEqual(['a', 'c']);
  });

  it('leaves out a rule-shaped line that does not read as ABNF, with the reader\'s reason (an RFC\'s erratum stays visible)', () => {
    const r = extracted('      a = b | c\n      b = "x"\n      c = #b\n');
    expect(r.rules).toEqual(['b']);
    expect(r.notes.map((n) => [n.kind, n.rule, n.line])).toEqual([['unreadable', 'a', 1], ['unreadable', 'c', 3]]);
    expect(r.notes[0]!.message).toMatch(/^does not read as ABNF \(line 1: unexpected character "\|"/);
  });

  it('a repeated rule is left out whatever its spacing and comments; one that differs is kept as comments', () => {
    const r = extracted('   a = ( "x" / "y" ) ; one\n\n   Again:\n\n      A   =   ("x"   /  "y")\n\n      a = "z"\n        / "w"\n');
    expect(r.notes.map((n) => n.kind)).toEqual(['repeated', 'redefined']);
    expect(r.text).toBe('a = ( "x" / "y" ) ; one\n\n; a = "z"\n;   / "w"\n');
    expect(r.rules).toEqual(['a']);
  });
});

describe('sections', () => {
  const doc = [
    '1.  Introduction', '', '   a = "1"', '',
    '2.  Syntax', '', '   b = "2"', '',
    '2.1.  More', '', '   c = "21"', '',
    '2.10.  Still more', '', '   d = "210"', '',
    '3.  Rest', '', '   e = "3"', '',
    'Appendix A.  Collected', '', '   f = "A"', '',
    'A.1.  Sub', '', '   g = "A1"', '',
    'Appendix B.  Other', '', '   h = "B"', '',
    "Authors' Addresses", '', '   i = "none"', '',
  ].join('\n');

  it('a section and its subsections, to the next heading outside it', () => {
    expect(extracted(doc, '2').rules).toEqual(['b', 'c', 'd']);
    expect(extracted(doc, '2.1').rules).toEqual(['c']); // 2.10 is no subsection of 2.1
    expect(extracted(doc, 'Appendix A').rules).toEqual(['f', 'g']);
    expect(extracted(doc, 'A.1').rules).toEqual(['g']);
    expect(extracted(doc, 'B').rules).toEqual(['h']); // up to an unnumbered heading
    expect(extracted(doc, ['3', '1']).rules).toEqual(['a', 'e']); // in the text's order
  });

  it('written as people write them', () => {
    for (const s of ['2.', 'Section 2', '§2', ' 2 ', '02']) expect(extracted(doc, s).rules).toEqual(['b', 'c', 'd']);
    for (const s of ['appendix a', 'Appendix A.', 'a', 'A']) expect(extracted(doc, s).rules).toEqual(['f', 'g']);
  });

  it('real RFCs: RFC 8141 §2 and §5.2, RFC 4516 §2', () => {
    expect(extracted(rfc(8141), '2').rules).toEqual(['namestring', 'assigned-name', 'NID', 'ldh', 'NSS', 'rq-components', 'r-component', 'q-component', 'f-component']);
    expect(extracted(rfc(8141), '5.2').rules).toEqual(['InformalNamespaceName', 'Number', 'DigitNonZero', 'Digit']);
    expect(extracted(rfc(4516), '2').rules.length).toBe(15);
    expect(extracted(rfc(4516), '3').rules).toEqual([]); // prose only
  });

  it('a section the text has not, or no section at all: an error, not an exception', () => {
    expect(extractAbnf(doc, { section: '9' })).toEqual({ ok: false, error: { code: 'unknown-section', section: '9', message: 'no heading of the text opens section 9' } });
    expect(extractAbnf(doc, { section: ['2', 'Appendix Z'] })).toMatchObject({ ok: false, error: { code: 'unknown-section', section: 'Appendix Z' } });
    for (const s of ['', 'intro', '2..1', '1234', 'AB.1', '§']) expect(extractAbnf(doc, { section: s })).toMatchObject({ ok: false, error: { code: 'bad-section', section: s } });
    // the table of contents is indented: no heading
    expect(extractAbnf('   4.  Toc entry .... 7\n', { section: '4' })).toMatchObject({ ok: false, error: { code: 'unknown-section' } });
  });
});

describe('hostile input', () => {
  it('a non-string text, options or section is a TypeError', () => {
    for (const bad of [undefined, null, 42, {}, ['a = b']]) expect(() => extractAbnf(bad as unknown as string)).toThrow(TypeError);
    expect(() => extractAbnf('a = b', 'A' as never)).toThrow(TypeError);
    expect(() => extractAbnf('a = b', { section: 3 } as never)).toThrow(TypeError);
    expect(() => extractAbnf('a = b', { section: ['2', null] } as never)).toThrow(TypeError);
  });

  it('never throws on a string, and what it gives reads as ABNF', () => {
    const piece = fc.constantFrom('a = "x"', '   b =/ c', '\f', '[Page 3]', 'RFC 1 x', '2.  T', 'Appendix A', ' ( [ ', ' ) ] ', '"', '<', ';', '\t', '\r', '\n', '\n\n', '=', '/', '#', '\ud800', '\0', 'x');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.constantFrom(undefined, '2', 'A', 'x'), (parts, section) => {
        const r = extractAbnf(parts.join(''), section === undefined ? undefined : { section });
        if (!r.ok) return;
        const { text, rules, lines } = r.value;
        expect(text === '' ? 0 : text.split('\n').length - 1).toBe(lines.length);
        if (rules.length > 0) expect(() => compileGrammar(text, { notation: 'abnf' })).not.toThrow(/expected|unexpected|unbalanced|nesting/);
      }),
      { numRuns: 400, seed: 20260529 },
    );
  });

  /** Texts built to defeat a scan: each of about `n` characters. */
  const hostile: Record<string, (n: number) => string> = {
    'one rule per line': (n) => 'a = b\n'.repeat(n / 6),
    'an open bracket, then blank lines': (n) => 'a = (\n' + '\n'.repeat(n - 6),
    'one long rule': (n) => 'a = b\n' + '  / b\n'.repeat(n / 6),
    'one long line': (n) => 'a = ' + 'x '.repeat(n / 2),
    'form feeds': (n) => '\f\n'.repeat(n / 2),
    'footers and headers': (n) => 'x [Page 1]\nRFC 1 x\n'.repeat(n / 19),
    'quotes left open': (n) => 'a = "' + ' "'.repeat(n / 2) + '\n',
    'sections, each with a rule': (n) => '1.  A\n   a = b\n2.  B\n   c = d\n'.repeat(n / 30),
  };

  /** Characters looked at per character of text. */
  const perCharacter = (text: string, section?: string): number => {
    work.steps = 0;
    extractAbnf(text, section === undefined ? undefined : { section });
    return work.steps / text.length;
  };

  it('linear: the characters looked at, per character, stay under a constant however the text is built (a 1 MB RFC)', () => {
    const MB = 1 << 20;
    const text = rfc(3986).repeat(Math.ceil(MB / rfc(3986).length)).slice(0, MB);
    expect(perCharacter(text)).toBeLessThanOrEqual(2);
    for (const [name, make] of Object.entries(hostile)) {
      const small = perCharacter(make(64 * 1024), name.startsWith('sections') ? '1' : undefined);
      const big = perCharacter(make(512 * 1024), name.startsWith('sections') ? '1' : undefined);
      expect([name, big <= 6, big <= small * 1.1 + 0.1]).toEqual([name, true, true]);
    }
  });

  it('linear in time too where a string built by += once made it quadratic (4x the text within 12x the time, best of 5)', () => {
    const best = (text: string) => Math.min(...[0, 1, 2, 3, 4].map(() => {
      const t = performance.now();
      extractAbnf(text);
      return performance.now() - t;
    }));
    for (const name of ['one long rule', 'one long line']) {
      // measured again (up to three times) before it fails: the machine is shared
      const ratio = () => best(hostile[name]!(256 * 1024)) / Math.max(best(hostile[name]!(64 * 1024)), 1);
      let r = ratio();
      for (let again = 0; again < 2 && r > 12; again++) r = ratio();
      expect([name, r <= 12]).toEqual([name, true]);
    }
  });
});
