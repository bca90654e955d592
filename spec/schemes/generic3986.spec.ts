import fc from 'fast-check';
import { catalogue, defineScheme, g, lookupScheme, overrideScheme, parseUrl, schemeFromAbnf, schemeFromBnf } from '../../src';
import { schemeParsers } from '../../src/schemes/compiled';
import * as generic3986 from '../../src/schemes/generic3986';
import { schemeAtHead, splitComponents, uri3986Error } from '../../src/schemes/generic3986';
import { runs } from '../runs';

// A scheme says which generic syntax holds besides its own grammar (RFC 3986 for the schemes
// specified in ABNF since 1998, RFC 2396 by default, or none).

describe('RFC 3986 URI as a generic syntax', () => {
  it('accepts what RFC 3986 §3 accepts and RFC 2396 does not: brackets in an authority (RFC 3986 §3.2.2)', () => {
    expect(uri3986Error('ldap://[2001:db8::7]/c=GB?objectClass?one')).toBeNull();
    expect(uri3986Error('urn:isbn:0451450523')).toBeNull();
  });

  it('refuses at the longest viable prefix, in the rule names of grammar/rfc3986.abnf', () => {
    expect(uri3986Error('mailto:user@[127.0.0.1]')).toEqual({
      offset: 12,
      line: 1,
      column: 13,
      found: '[',
      expected: ['unreserved', '"%"', 'sub-delims', '":"', '"@"', '"/"', '"?"', '"#"', 'end of input'],
      rulePath: ['URI', 'hier-part', 'path-rootless', 'segment-nz', 'pchar'],
      code: 'unexpected-character', // a gen-delim of RFC 3986 §2.2, not a character excluded from URIs
      message: expect.stringContaining('"["'),
    });
    expect(uri3986Error('geo:1,2#a b')).toMatchObject({ offset: 9, found: ' ', code: 'illegal-character', rulePath: ['URI', 'fragment', 'pchar'] });
    expect(uri3986Error('x:')).toBeNull(); // path-empty: RFC 3986 allows "x:", RFC 2396 §3 does not
  });

  it('splits components by Appendix B', () => {
    expect(splitComponents('geo:13.4,103.8?z#f')).toEqual({ scheme: 'geo', path: '13.4,103.8', query: 'z', fragment: 'f' });
    expect(splitComponents('ldap://[::1]/o?a#')).toEqual({ scheme: 'ldap', authority: '[::1]', path: '/o', query: 'a', fragment: '' });
    expect(splitComponents('a\nb#c')).toEqual({ path: 'a\nb', fragment: 'c' });
  });

  it('reads the scheme at the head only when a ":" ends it', () => {
    expect([schemeAtHead('URN:x'), schemeAtHead('a+b.c-d:'), schemeAtHead('1a:'), schemeAtHead('a/b:'), schemeAtHead('abc')]).toEqual(['URN', 'a+b.c-d', undefined, undefined, undefined]);
  });
});

describe('parseUrl with a scheme of another generic syntax', () => {
  it('the catalogue schemes run with RFC 3986: the value is a URI node with components, generic and url', () => {
    const r = parseUrl('geo:13.4125,103.8667#here');
    expect(r.ok && { ...r.value, url: (r.value.url as { type: string }).type }).toEqual({
      type: 'URI',
      span: { start: 0, end: 25 },
      text: 'geo:13.4125,103.8667#here',
      generic: 'rfc3986',
      schemeName: 'geo',
      components: { scheme: 'geo', path: '13.4125,103.8667', fragment: 'here' },
      url: 'geo-URI',
    });
    expect(lookupScheme('urn')).toMatchObject({ source: 'rfc8141', notation: 'abnf', generic: 'rfc3986' });
  });

  it('an illegal character is cited from RFC 3986 where it is the generic syntax, from RFC 2396 where that one is', () => {
    const messages = ['tag:a.com,2000:a b', 'geo:1,2#a b', 'urn:ab:c é', 'http://a/ b'].map((s) => {
      const r = parseUrl(s);
      return r.ok ? 'ok' : [r.error.code, r.error.message.replace(/^.*?: /, '')];
    });
    expect(messages).toEqual([
      ['illegal-character', 'it is in no URI (RFC 3986 §2); write it as %20.'],
      ['illegal-character', 'it is in no URI (RFC 3986 §2); write it as %20.'],
      ['illegal-character', 'it is in no URI (RFC 3986 §2); write it as %20.'],
      ['illegal-character', 'it is excluded from URIs (RFC 2396 §2.4.3); write it as %20.'],
    ]);
  });

  it('RFC 2396 schemes are unchanged, and say so', () => {
    const r = parseUrl('http://a/b#c');
    expect(r.ok && [r.value.generic, r.value.absoluteURI?.scheme.text, r.value.fragment?.text]).toEqual(['rfc2396', 'http', 'c']);
    const unregistered = parseUrl('zz:a');
    expect(unregistered.ok && [unregistered.value.generic, unregistered.value.schemeName]).toEqual(['rfc2396', null]);
  });

  it('`generic: true` still means the RFC 2396 syntax alone, whatever the scheme', () => {
    const r = parseUrl('urn:a', { generic: true });
    expect(r.ok && [r.value.generic, r.value.schemeName, r.value.absoluteURI?.opaquePart?.text]).toEqual(['rfc2396', null, 'a']);
  });

  it('RFC 6068 mailto: the generic syntax refuses the raw "[" its own ABNF allows (§2: it must be percent-encoded)', () => {
    const before = lookupScheme('mailto')!;
    try {
      overrideScheme(catalogue.mailto6068);
      const raw = parseUrl('mailto:user@[127.0.0.1]');
      expect(raw.ok || [raw.error.offset, raw.error.rulePath]).toEqual([12, ['URI', 'hier-part', 'path-rootless', 'segment-nz', 'pchar']]);
      const encoded = parseUrl('mailto:user@%5B127.0.0.1%5D');
      expect(encoded.ok || encoded.error.offset).toBe(true);
    } finally {
      overrideScheme({ ...before, grammar: before.grammar! } as never);
    }
  });

  it('when both fail, the error at the smaller offset wins; at one offset, the scheme grammar\'s', () => {
    // the scheme grammar fails first: NID needs a letter or digit after "urn:"
    const urn = parseUrl('urn:-x:a b');
    expect(urn.ok || [urn.error.offset, urn.error.rulePath[0]]).toEqual([4, 'namestring']);
    // both fail at the space: the scheme grammar's error, in its rule names
    const space = parseUrl('urn:ab:c d');
    expect(space.ok || [space.error.offset, space.error.rulePath[0]]).toEqual([8, 'namestring']);
  });

  it('a scheme grammar without a "#" of its own leaves the fragment to RFC 3986', () => {
    const data = parseUrl('data:,x#a%zz');
    expect(data.ok || [data.error.offset, data.error.code, data.error.rulePath]).toEqual([10, 'unexpected-character', ['URI', 'fragment', 'pchar', 'pct-encoded']]);
  });
});

describe('a scheme chooses its generic syntax', () => {
  afterEach(() => {
    for (const name of ['gx', 'gy', 'gz', 'gk']) if (lookupScheme(name)) overrideScheme({ name, hierarchical: false, grammar: g.literal(`${name}:z`) });
  });

  it('schemeFromAbnf defaults to RFC 3986; the value is typed so', () => {
    const gx = defineScheme(schemeFromAbnf('gx = "gx:" 1*( ALPHA / "[" / "]" )', { name: 'gx', hierarchical: false }));
    const r = gx.parse('gx:a');
    const generic: 'rfc3986' | false = r.ok && r.value.generic; // typed: the definition says rfc3986
    expect(generic).toBe('rfc3986');
    expect(r.ok && [r.value.generic, r.value.type, r.value.components]).toEqual(['rfc3986', 'URI', { scheme: 'gx', path: 'a' }]);
    const bracket = gx.parse('gx:a[b');
    expect(bracket.ok || [bracket.error.offset, bracket.error.rulePath[0]]).toEqual([4, 'URI']);
    // RFC 3986 fails at 4, the scheme grammar at 6: the smaller offset wins
    const both = gx.parse('gx:a[b1');
    expect(both.ok || [both.error.offset, both.error.rulePath[0]]).toEqual([4, 'URI']);
  });

  it("'none': the scheme grammar alone, fragment included", () => {
    const gy = defineScheme(schemeFromAbnf('gy = "gy:" 1*( ALPHA / "[" / "]" / "#" / " " )', { name: 'gy', hierarchical: false, generic: 'none' }));
    const r = gy.parse('gy:a[b] #c');
    expect(r.ok && [r.value.generic, (r.value.url as { text: string }).text, r.value.components.fragment]).toEqual(['none', 'gy:a[b] #c', 'c']);
    const bad = gy.parse('gy:a1');
    expect(bad.ok || [bad.error.offset, bad.error.rulePath]).toEqual([4, ['gy']]);
  });

  it('schemeFromBnf and the kit default to RFC 2396, and may ask for RFC 3986', () => {
    const gz = defineScheme(schemeFromBnf('gzurl = "gz:" 1*( alpha | "[" )', { name: 'gz', start: 'gzurl', hierarchical: false }));
    const in2396 = gz.parse('gz:a[');
    expect(in2396.ok || [in2396.error.offset, in2396.error.code]).toEqual([4, 'illegal-character']);
    overrideScheme(schemeFromBnf('gzurl = "gz:" 1*( alpha | digit )', { name: 'gz', start: 'gzurl', hierarchical: false, generic: 'rfc3986' }));
    const r = parseUrl('gz:a1');
    expect(r.ok && r.value.generic).toBe('rfc3986');
    const gk = defineScheme({ name: 'gk', hierarchical: false, generic: 'rfc3986', grammar: g.seq(g.literal('gk:'), g.many(g.literal('a'), 1)) });
    const k = gk.parse('gk:aa');
    expect(k.ok && [k.value.generic, k.value.components.path]).toEqual(['rfc3986', 'aa']);
  });

  it('refuses a generic syntax it does not know', () => {
    expect(() => defineScheme({ name: 'gk', hierarchical: false, generic: 'rfc1808' as never, grammar: g.literal('gk:a') })).toThrow(RangeError);
    expect(() => schemeFromAbnf('gx = "gx:"', { name: 'gx', hierarchical: false, generic: 'whatwg' as never })).toThrow(/generic of gx must be one of 'rfc2396', 'rfc3986', 'none', got "whatwg"/);
  });

  it('a non-string input is a TypeError on every path', () => {
    expect(() => parseUrl(42 as never)).toThrow(TypeError);
  });
});

describe('splitComponents is RFC 3986 Appendix B', () => {
  const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/s;
  const byExpression = (s: string) => {
    const m = APPENDIX_B.exec(s)!;
    return Object.fromEntries(Object.entries({ scheme: m[2], authority: m[4], path: m[5], query: m[7], fragment: m[9] }).filter(([, v]) => v !== undefined));
  };
  it.each(['', ':', 'a:', '//', 'a://b:c/d?e#f', '?#', 'a/b:c', ':a', 'x:?a?b#c#d', '///a', 'a:b//c', 'a:#', 'http://h:80?q', 'a\nb:c//d'])('%j', (s) => {
    expect(splitComponents(s)).toEqual(byExpression(s));
  });
  it('on generated strings of its delimiters', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(':', '/', '?', '#', 'a', '\n')).map((cs) => cs.join('')), (s) => {
      expect(splitComponents(s)).toEqual(byExpression(s));
    }), { numRuns: runs(500) });
  });
});

describe('parseUrl under RFC 3986 is the conjunction of the two grammars', () => {
  // RFC examples with a few characters replaced or inserted, from those both grammars care about
  const EXAMPLES: Record<string, string[]> = {
    'geo:': ['geo:13.4125,103.8667', 'geo:48.2010,16.3695,183;crs=wgs84;u=40', 'geo:66,30;u=6.500;FOo=this%2dthat#f'],
    'urn:': ['urn:example:a123,z456?+abc?=xyz#789', 'urn:isbn:0451450523', 'urn:example:1/406/47452/2'],
    'tag:': ['tag:timothy@hpl.hp.com,2001:web/externalHome', 'tag:sandro@w3.org,2004-05:Sandro#f', 'tag:my-ids.com,2001-09-15:TimKindberg:presentations:UBath2004-05-19'],
  };
  const edit = fc.tuple(fc.nat(), fc.constantFrom(...'0123456789.,;=-+:/?#%aAzZ[] '), fc.boolean());
  const text = (head: string) =>
    fc.tuple(fc.constantFrom(...EXAMPLES[head]!), fc.array(edit, { maxLength: 3 })).map(([example, edits]) => {
      let s = example;
      for (const [at, c, insert] of edits) {
        const k = head.length + (at % (s.length - head.length + 1));
        s = s.slice(0, k) + c + s.slice(insert ? k : k + 1);
      }
      return s;
    });
  const schemeOnly = (s: string) => {
    const parser = schemeParsers.get(lookupScheme(s.slice(0, s.indexOf(':')))!.grammar!)!;
    const hash = s.indexOf('#');
    return parser.parse(s, parser.wholeInput || hash < 0 ? s.length : hash);
  };

  const bothAccept = (s: string) => {
    const parser = schemeParsers.get(lookupScheme(s.slice(0, s.indexOf(':')))!.grammar!)!;
    const hash = s.indexOf('#');
    return uri3986Error(s) === null && parser.matches!(s, parser.wholeInput || hash < 0 ? s.length : hash);
  };

  it('expects "end of input" and "#" only where both grammars could end: geo:1,2;a=[ is refused by RFC 3986, and geo needs a value after "="', () => {
    const r = parseUrl('geo:1,2;a=[');
    expect(r.ok || [r.error.offset, r.error.expected, r.error.rulePath]).toEqual([
      10,
      ['unreserved', '"%"', 'sub-delims', '":"', '"@"', '"/"', '"?"'],
      ['URI', 'hier-part', 'path-rootless', 'segment-nz', 'pchar'],
    ]);
    expect(uri3986Error('geo:1,2;a=[')?.expected).toEqual(expect.arrayContaining(['"#"', 'end of input'])); // RFC 3986 alone could end there
  });

  it.each(['geo:', 'urn:', 'tag:'])('%s… : valid exactly when both accept; refused at the smaller offset', (head) => {
    fc.assert(
      fc.property(text(head), (s) => {
        const r = parseUrl(s);
        const generic = uri3986Error(s);
        const scheme = schemeOnly(s);
        expect(r.ok).toBe(generic === null && scheme.ok);
        if (!r.ok) {
          const offsets = [generic?.offset, scheme.ok ? undefined : scheme.error.offset].filter((o): o is number => o !== undefined);
          expect(r.error.offset).toBe(Math.min(...offsets));
          // "end of input" (beside something else) only where a text both grammars accept ends
          if (r.error.expected.includes('end of input') && r.error.expected.length > 1) expect(bothAccept(s.slice(0, r.error.offset))).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  // the property above runs past the 64th parse of each scheme, so it holds after the proof too
  it('a grammar proven within RFC 3986 (on its 64th parse) has its members checked once, its non-members twice', () => {
    defineScheme(schemeFromAbnf('wx = "wx:" 1*( ALPHA / "/" )', { name: 'wx', start: 'wx', hierarchical: false }));
    const parser = schemeParsers.get(lookupScheme('wx')!.grammar!)!;
    for (let k = 0; k < 63; k++) expect(parseUrl('wx:ab/c').ok).toBe(true);
    expect(parser.isWithinRfc3986!('wx:ab/c')).toBe(true); // the 64th question
    const check = jest.spyOn(generic3986, 'uri3986Error');
    try {
      expect(parseUrl('wx:ab/c')).toEqual({
        ok: true,
        value: { type: 'URI', span: { start: 0, end: 7 }, text: 'wx:ab/c', generic: 'rfc3986', schemeName: 'wx', components: { scheme: 'wx', path: 'ab/c' }, url: { type: 'wx', span: { start: 0, end: 7 }, text: 'wx:ab/c', children: [] } },
      });
      expect(check).not.toHaveBeenCalled();
      expect(parseUrl('wx:a1')).toMatchObject({ ok: false, error: { offset: 4, expected: ['ALPHA', '"/"', '"#"', 'end of input'], rulePath: ['wx'] } }); // a fragment may follow wx:a
      expect(check).toHaveBeenCalledTimes(1);
      expect(parseUrl('wx:a#b c')).toMatchObject({ ok: false, error: { offset: 6, rulePath: ['URI', 'fragment', 'pchar'] } }); // the fragment is RFC 3986's to judge
      expect(check).toHaveBeenCalledTimes(2);
    } finally {
      check.mockRestore();
    }
  });

  it('a kit grammar is proven the same way', () => {
    const wk = defineScheme({ name: 'wk', hierarchical: false, generic: 'rfc3986', grammar: g.seq(g.literal('wk:'), g.many(g.literal('a'), 1)) });
    for (let k = 0; k < 64; k++) expect(wk.parse('wk:aa').ok).toBe(true);
    expect(schemeParsers.get(lookupScheme('wk')!.grammar!)!.isWithinRfc3986!('wk:aa')).toBe(true);
  });

  it('a grammar with a member outside RFC 3986 only by "[" or "]" (in a path) has its members without them checked once, the others twice', () => {
    defineScheme(schemeFromAbnf('wy = "wy:" 1*( ALPHA / "[" )', { name: 'wy', start: 'wy', hierarchical: false }));
    for (let k = 0; k < 70; k++) expect(parseUrl('wy:ab').ok).toBe(true);
    const parser = schemeParsers.get(lookupScheme('wy')!.grammar!)!;
    expect([parser.isWithinRfc3986!('wy:ab'), parser.isWithinRfc3986!('wy:a[')]).toEqual([true, false]);
    const check = jest.spyOn(generic3986, 'uri3986Error');
    try {
      expect(parseUrl('wy:ab').ok).toBe(true);
      expect(check).not.toHaveBeenCalled();
      expect(parseUrl('wy:a[')).toMatchObject({ ok: false, error: { offset: 4, found: '[', rulePath: ['URI', 'hier-part', 'path-rootless', 'segment-nz', 'pchar'] } });
      expect(check).toHaveBeenCalledTimes(1);
    } finally {
      check.mockRestore();
    }
  });

  it('a grammar with members outside RFC 3986 by an unescaped "#" (as RFC 3966 local numbers) has its members without "#", "[" or "]" checked once', () => {
    defineScheme(schemeFromAbnf('wn = "wn:" 1*( DIGIT / "#" / "*" ) [ ";" 1*ALPHA ]', { name: 'wn', start: 'wn', hierarchical: false }));
    for (let k = 0; k < 70; k++) expect(parseUrl('wn:12;a').ok).toBe(true);
    const parser = schemeParsers.get(lookupScheme('wn')!.grammar!)!;
    expect([parser.isWithinRfc3986!('wn:12*;a'), parser.isWithinRfc3986!('wn:1#2')]).toEqual([true, false]);
    const check = jest.spyOn(generic3986, 'uri3986Error');
    try {
      expect(parseUrl('wn:12*;a').ok).toBe(true);
      expect(check).not.toHaveBeenCalled();
      // a "#" the scheme grammar reads as its own (it writes "#", so it reads the whole input): RFC 3986 reads a fragment, "#2;a"
      expect(parseUrl('wn:1#2;a').ok).toBe(true);
      expect(check).toHaveBeenCalledTimes(1);
      expect(parseUrl('wn:1##')).toMatchObject({ ok: false, error: { offset: 5, found: '#', rulePath: ['URI', 'fragment', 'pchar'] } });
      expect(check).toHaveBeenCalledTimes(2);
    } finally {
      check.mockRestore();
    }
  });

  it('a grammar outside RFC 3986 by other characters stays checked: "%" without two hex digits', () => {
    defineScheme(schemeFromAbnf('wz = "wz:" 1*( ALPHA / "%" )', { name: 'wz', start: 'wz', hierarchical: false }));
    for (let k = 0; k < 70; k++) expect(parseUrl('wz:ab').ok).toBe(true);
    expect(schemeParsers.get(lookupScheme('wz')!.grammar!)!.isWithinRfc3986!('wz:ab')).toBe(false);
    expect(parseUrl('wz:a%')).toMatchObject({ ok: false, error: { offset: 5, found: null } }); // RFC 3986 reads "%" as an escape's start
  });
});
