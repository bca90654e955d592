/**
 * Under updates 'rfc2396', parseUrl makes RFC 1738's httpurl node from the generic RFC 2396
 * AST when that AST already is one (no second parse), and its ftpurl node under 'rfc2396' and
 * 'rfc2616': the same node the grammar gives, and the grammar's error otherwise.
 */
import fc from 'fast-check';
import { parseUrl, type ParseUrlOptions } from '../../src';
import { runRule } from '../../src/combinators';
import { httpurlFor } from '../../src/rfc1738/http';
import { ftpurl } from '../../src/rfc1738/ftp';
import { ftpurlFromGeneric, httpurlFromGeneric } from '../../src/rfc1738/fromGeneric';
import { withProfile } from '../../src/rfc1738/profile';
import { runs } from '../runs';

const RFC2396: ParseUrlOptions = { updates: 'rfc2396' };

const MEMBERS = [
  'http://example.com/search?q=a',
  'http://host/~user',
  'http://a:8080/b;p/c?d=e',
  'http://a:/',
  'http://1.2.3.4',
  'http://1.2.3.4:99/x',
  'http://a.b.c./x/y/z?',
  'http://h/a%2Fb/',
  'http://h/',
  'http://h/?',
  'HTTP://Example.COM/%7Euser#frag',
  'https://h:443/p',
  'ws://h/chat?x',
  'http://h:99999999999999999999/',
];
const NON_MEMBERS = ['http://u@h/', 'http://h?x', 'http://a_b/', 'http:/a', 'http:a', 'http://a:b/', 'http://h/?a/b', 'http://h/?a?b', 'http:///'];

const viaGrammar = (input: string, schemeCase: 'ignore' | 'exact' = 'ignore') => {
  const end = input.indexOf('#') < 0 ? input.length : input.indexOf('#');
  const scheme = input.slice(0, input.indexOf(':')).toLowerCase();
  return withProfile({ updates: 'rfc2396', schemeCase }, () => runRule(httpurlFor(scheme), input.slice(0, end)));
};

describe('httpurl (RFC 1738 + Appendix G) from the generic AST', () => {
  it.each(MEMBERS)('%s: the node the grammar gives', (input) => {
    const fast = parseUrl(input, RFC2396);
    const slow = viaGrammar(input);
    expect(slow.ok).toBe(true);
    expect(fast.ok && fast.value.url).toEqual(slow.ok && slow.value);
    expect(JSON.stringify(fast.ok && fast.value.url)).toBe(JSON.stringify(slow.ok && slow.value));
  });

  it.each(NON_MEMBERS)('%s: not read off the generic AST; the grammar\'s error', (input) => {
    const generic = parseUrl(input, { generic: true });
    if (generic.ok) expect(withProfile({ updates: 'rfc2396' }, () => httpurlFromGeneric('http', generic.value, input, input.length))).toBeUndefined();
    const r = parseUrl(input, RFC2396);
    expect(r.ok).toBe(false);
    const slow = viaGrammar(input);
    if (generic.ok) expect(!r.ok && r.error.offset).toBe(!slow.ok && slow.error.offset);
  });

  it('is not used under the other readings', () => {
    const generic = parseUrl('http://h/~u', { generic: true });
    if (!generic.ok) throw new Error('generic');
    for (const updates of ['none', 'rfc2616'] as const) {
      expect(withProfile({ updates }, () => httpurlFromGeneric('http', generic.value, 'http://h/~u', 11))).toBeUndefined();
    }
  });

  it('follows schemeCase: an upper-case name only when case is ignored', () => {
    const exact = parseUrl('HTTP://h/', { updates: 'rfc2396', schemeCase: 'exact' });
    const grammar = viaGrammar('HTTP://h/', 'exact');
    expect(exact.ok).toBe(false);
    expect(grammar.ok).toBe(false);
    expect(!exact.ok && exact.error.offset).toBe(!grammar.ok && grammar.error.offset);
  });

  it('keeps a long path unbuilt until it is read', () => {
    const input = `http://h/${'a/'.repeat(1500)}`;
    const r = parseUrl(input, RFC2396);
    const hpath = r.ok && r.value.schemeName === 'http' && r.value.url.type === 'httpurl' ? r.value.url.hpath! : undefined;
    expect(typeof Object.getOwnPropertyDescriptor(hpath, 'hsegments')?.get).toBe('function');
    expect(hpath!.hsegments).toHaveLength(1501);
    const slow = viaGrammar(input);
    expect(r.ok && r.value.url).toEqual(slow.ok && slow.value);
  });

  it('agrees with the grammar on generated URLs (fast-check)', () => {
    const piece = fc.constantFrom('a', 'B', '1', '.', '-', '_', '~', '%41', '%4', ';', '=', ':', '@', '&', '+', '$', ',', '!', '*', "'", '(', '', ' ', '[', '?', '/');
    const text = fc.array(piece, { maxLength: 5 }).map((p) => p.join(''));
    const host = fc.constantFrom('h', 'a.b', 'a.b.', 'www.ex-1.com', '1.2.3.4', '1.2.3', 'a_b', 'u@h', '@h', '-a', 'a..b', '');
    const port = fc.constantFrom('', ':', ':80', ':8x', ':99999999999');
    const path = fc.option(fc.array(text, { maxLength: 4 }).map((segments) => `/${segments.join('/')}`));
    const query = fc.option(text.map((q) => `?${q}`));
    const url = fc
      .tuple(fc.constantFrom('http://', 'HTTP://', 'https://', 'ws://'), host, port, path, query, fc.option(fc.constantFrom('#f', '#')))
      .map(([head, h, p, pa, q, frag]) => head + h + p + (pa ?? '') + (q ?? '') + (frag ?? ''));
    let members = 0;
    fc.assert(
      fc.property(url, (input) => {
        const generic = parseUrl(input, { generic: true });
        if (!generic.ok) return;
        const fast = parseUrl(input, RFC2396);
        const slow = viaGrammar(input);
        expect(fast.ok).toBe(slow.ok);
        if (fast.ok) members++;
        if (fast.ok && slow.ok) expect(fast.value.url).toEqual(slow.value);
        if (!fast.ok && !slow.ok) expect(fast.error.offset).toBe(slow.error.offset);
      }),
      { numRuns: runs(3000), seed: 1738 },
    );
    expect(members).toBeGreaterThan(runs(3000) / 12); // the fast reading was exercised, not only refused
  });
});

const FTP_MEMBERS = [
  'ftp://h',
  'ftp://h/',
  'ftp://ftp.is.co.za/rfc/rfc1808.txt',
  'ftp://u@h/a/b',
  'ftp://@h/',
  'ftp://u:p@h:21/a%2Fb/c;type=d',
  'ftp://u:@h/x;type=I',
  'ftp://h:/~a/b+c,$d/',
  'FTP://1.2.3.4/%41;type=a#frag',
  'ftp://a.b./;type=A',
];
const FTP_NON_MEMBERS = ['ftp://h/a;b', 'ftp://h/a;type=x', 'ftp://h/a;type=a;type=a', 'ftp://h/;type=', 'ftp://u:p:q@h/', 'ftp://h/a?b', 'ftp://h?x', 'ftp://a_b/', 'ftp:///x'];

const ftpViaGrammar = (input: string, updates: 'rfc2396' | 'rfc2616') => {
  const end = input.indexOf('#') < 0 ? input.length : input.indexOf('#');
  return withProfile({ updates }, () => runRule(ftpurl, input.slice(0, end)));
};

describe('ftpurl (RFC 1738 + Appendix G) from the generic AST', () => {
  it.each(FTP_MEMBERS)('%s: the node the grammar gives, under both readings', (input) => {
    for (const updates of ['rfc2396', 'rfc2616'] as const) {
      const generic = parseUrl(input, { generic: true });
      expect(generic.ok && withProfile({ updates }, () => ftpurlFromGeneric(generic.value, input, generic.value.fragment ? input.indexOf('#') : input.length))).toBeTruthy();
      const fast = parseUrl(input, { updates });
      const slow = ftpViaGrammar(input, updates);
      expect(slow.ok).toBe(true);
      expect(fast.ok && fast.value.url).toEqual(slow.ok && slow.value);
      expect(JSON.stringify(fast.ok && fast.value.url)).toBe(JSON.stringify(slow.ok && slow.value));
    }
  });

  it.each(FTP_NON_MEMBERS)('%s: not read off the generic AST', (input) => {
    const generic = parseUrl(input, { generic: true });
    if (generic.ok) expect(withProfile({ updates: 'rfc2396' }, () => ftpurlFromGeneric(generic.value, input, input.length))).toBeUndefined();
    const fast = parseUrl(input, RFC2396);
    const slow = ftpViaGrammar(input, 'rfc2396');
    expect(fast.ok).toBe(slow.ok);
    if (fast.ok && slow.ok) expect(fast.value.url).toEqual(slow.value);
  });

  it('is not used under updates none', () => {
    const generic = parseUrl('ftp://h/~u', { generic: true });
    expect(generic.ok && withProfile({ updates: 'none' }, () => ftpurlFromGeneric(generic.value, 'ftp://h/~u', 10))).toBeUndefined();
  });

  it('keeps a long path unbuilt until it is read, cwd and name with it', () => {
    const input = `ftp://h/${'a/'.repeat(1500)}b;type=i`;
    const r = parseUrl(input, RFC2396);
    const url = r.ok && r.value.schemeName === 'ftp' ? r.value.url : undefined;
    expect(typeof Object.getOwnPropertyDescriptor(url!.fpath, 'fsegments')?.get).toBe('function');
    expect(typeof Object.getOwnPropertyDescriptor(url, 'cwd')?.get).toBe('function');
    expect(url!.cwd).toHaveLength(1500);
    expect(url!.name).toBe('b');
    expect(url).toEqual(ftpViaGrammar(input, 'rfc2396').ok && (ftpViaGrammar(input, 'rfc2396') as { value: unknown }).value);
  });

  it('agrees with the grammar on generated URLs (fast-check)', () => {
    const piece = fc.constantFrom('a', 'B', '1', '.', '-', '_', '~', '%41', '%4', ';', '=', ':', '@', '&', '+', '$', ',', '!', '*', '', ' ', '?', '/', ';type=a', ';type=D', ';type=x');
    const text = fc.array(piece, { maxLength: 4 }).map((p) => p.join(''));
    const userinfo = fc.option(fc.tuple(text, fc.option(text)).map(([u, p]) => `${u}${p === null ? '' : `:${p}`}@`));
    const host = fc.constantFrom('h', 'a.b', 'a.b.', '1.2.3.4', 'a_b', '');
    const port = fc.constantFrom('', ':', ':21', ':2x');
    const path = fc.option(fc.array(text, { maxLength: 4 }).map((segments) => `/${segments.join('/')}`));
    const url = fc
      .tuple(fc.constantFrom('ftp://', 'FTP://'), userinfo, host, port, path, fc.option(fc.constantFrom('#f', '#')), fc.constantFrom('rfc2396' as const, 'rfc2616' as const))
      .map(([head, ui, h, p, pa, frag, updates]) => ({ input: head + (ui ?? '') + h + p + (pa ?? '') + (frag ?? ''), updates }));
    let members = 0;
    fc.assert(
      fc.property(url, ({ input, updates }) => {
        const generic = parseUrl(input, { generic: true });
        if (!generic.ok) return;
        const fast = parseUrl(input, { updates });
        const slow = ftpViaGrammar(input, updates);
        expect(fast.ok).toBe(slow.ok);
        if (fast.ok) members++;
        if (fast.ok && slow.ok) expect(fast.value.url).toEqual(slow.value);
        if (!fast.ok && !slow.ok) expect(fast.error.offset).toBe(slow.error.offset);
      }),
      { numRuns: runs(3000), seed: 21 },
    );
    expect(members).toBeGreaterThan(runs(3000) / 12);
  });
});
