/**
 * parseUrl makes the http_URL node from the generic RFC 2396 AST when that AST already is
 * one (no second parse, long lists still built on first read): the same node the grammar
 * gives, and the grammar's error otherwise.
 */
import fc from 'fast-check';
import { parseUrl } from '../../src';
import { runRule } from '../../src/combinators';
import { httpURLFor } from '../../src/rfc1738/http2616';
import { runs } from '../runs';

const MEMBERS = [
  'http://example.com/search?q=a/b',
  'http://host/~user',
  'http://a:8080/b;p/c?d=e',
  'http://a:/',
  'http://1.2.3.4',
  'http://a.b.c./x/y/z?',
  'HTTP://Example.COM/%7Euser#frag',
  'https://h:443/p',
  'ws://h/chat?x',
];
const NON_MEMBERS = ['http://u@h/', 'http://h?x', 'http://a_b/', 'http:/a', 'http:a', 'http://a:b/'];

const viaGrammar = (input: string) => {
  const end = input.indexOf('#') < 0 ? input.length : input.indexOf('#');
  const scheme = input.slice(0, input.indexOf(':')).toLowerCase();
  return runRule(httpURLFor(scheme), input.slice(0, end));
};

describe('http_URL from the generic AST', () => {
  it.each(MEMBERS)('%s: the node the grammar gives', (input) => {
    const fast = parseUrl(input);
    const slow = viaGrammar(input);
    expect(slow.ok).toBe(true);
    expect(fast.ok && fast.value.url).toEqual(slow.ok && slow.value);
  });

  it.each(NON_MEMBERS)('%s: the grammar\'s error', (input) => {
    const r = parseUrl(input);
    expect(r.ok).toBe(false);
  });

  it('agrees with the grammar on generated URLs (fast-check)', () => {
    const part = fc.constantFrom('a', 'b', '1', '.', '-', '~', '%41', ';', '=', ':', '@', '/', '?', '', 'x y');
    const url = fc.tuple(fc.constantFrom('http://', 'HTTP://', 'https://'), fc.array(part, { maxLength: 12 }), fc.option(fc.constantFrom('#f', '#')))
      .map(([head, parts, frag]) => head + parts.join('') + (frag ?? ''));
    fc.assert(
      fc.property(url, (input) => {
        const fast = parseUrl(input);
        const generic = parseUrl(input, { generic: true });
        if (!generic.ok) return;
        const slow = viaGrammar(input);
        expect(fast.ok).toBe(slow.ok);
        if (fast.ok && slow.ok) expect(fast.value.url).toEqual(slow.value);
      }),
      { numRuns: runs(2000), seed: 2616 },
    );
  });

  it('keeps a long path unbuilt until it is read', () => {
    const input = 'http://a/' + 'b/'.repeat(5000);
    const r = parseUrl(input);
    expect(r.ok).toBe(true);
    const url = r.ok ? (r.value.url as unknown as { absPath: { pathSegments: object } }) : undefined;
    expect(typeof Object.getOwnPropertyDescriptor(url!.absPath.pathSegments, 'segments')?.get).toBe('function');
  });
});
