/**
 * The RFC 2732 reading (`updates: rfc2732`): grammar/rfc2732.bnf's rules in place of RFC
 * 2396's (§3: `host` gains `IPv6reference`, RFC 2373's IPv6address and IPv4address, "[" and "]"
 * reserved), run by the compiled grammar; off by default, so RFC 2396 stays exact. Parsed,
 * resolved, relativized, normalized, compared and linted.
 */
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import fc from 'fast-check';
import { equivalent, lint, normalize, parseUriReference, relativize, resolveString, rfc2732 } from '../../src';
import type { Host, ParseUriReferenceOptions, UriReference } from '../../src';
import { readGrammar } from '../../src/engine/bnf';
import { readRules } from '../../src/engine/bnf/reader';
import { RFC2396_BNF, RFC2732_BNF } from '../../src/generated/grammars';
import { memberOf } from '../engine/bnf/generate';
import { runs } from '../runs';

const RFC2732: ParseUriReferenceOptions = { updates: rfc2732 };

function parsed(input: string, options: ParseUriReferenceOptions = RFC2732): UriReference {
  const r = parseUriReference(input, options);
  if (!r.ok) throw new Error(`${input}: ${r.error.message}`);
  return r.value;
}

const hostOf = (ast: UriReference): Host | undefined => (ast.absoluteURI?.hierPart ?? ast.relativeURI)?.netPath?.authority.server?.hostport?.host;

describe('the RFC 2732 reading of RFC 2396', () => {
  it('is off by default: RFC 2396 as published has no IPv6 literal, and says so', () => {
    const r = parseUriReference('http://[fe80::1]/a');
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.offset, r.error.code, r.error.message.includes('RFC 2732 added them')]).toEqual([7, 'illegal-character', true]);
    expect(parseUriReference('http://[fe80::1]/a', { updates: 'none' }).ok).toBe(false);
  });

  it('gives a typed IPv6reference node, its IPv6address, and an IPv4address within it', () => {
    const host = hostOf(parsed('http://[fe80::1]:8080/a'))!;
    expect([host.text, host.IPv6reference?.type, host.IPv6reference?.text, host.IPv6reference?.IPv6address.text]).toEqual(['[fe80::1]', 'IPv6reference', '[fe80::1]', 'fe80::1']);
    expect([host.hostname, host.IPv4address]).toEqual([undefined, undefined]);
    const mixed = hostOf(parsed('//[::ffff:1:1.2.3.4]/'))!;
    expect(mixed.IPv6reference?.IPv6address.IPv4address?.text).toBe('1.2.3.4');
    expect(mixed.IPv6reference?.IPv6address.IPv4address?.span).toEqual({ start: 12, end: 19 });
  });

  it('takes IPv4address from RFC 2373: at most three digits a part (§3 (2))', () => {
    expect(hostOf(parsed('http://1.2.3.4567/', { updates: 'none' }))?.IPv4address?.text).toBe('1.2.3.4567');
    const under = parsed('http://1.2.3.4567/');
    expect([hostOf(under), under.absoluteURI?.hierPart?.netPath?.authority.regName?.text]).toEqual([undefined, '1.2.3.4567']);
  });

  it('reserves "[" and "]" (§3 (3)): a query or fragment may hold them, a path segment may not', () => {
    expect([parseUriReference('http://a/?[x]').ok, parseUriReference('http://a/?[x]#[y]', RFC2732).ok]).toEqual([false, true]);
    const r = parseUriReference('http://a/[x]', RFC2732);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.offset, r.error.code, r.error.expected[0], r.error.rulePath.at(-1)]).toEqual([9, 'unexpected-character', 'pchar', 'segment']);
  });

  it("tells an error RFC 2396 shares in RFC 2396's words, every field", () => {
    for (const input of ['http://a/%zz', 'http://a/%4', 'a:b c', 'http://a/ x', 'http:', '1a:b', 'a#b#c', '//a b/', 'http://a:b@c d/', '?y', 'http://a/b%']) {
      const published = parseUriReference(input);
      const under = parseUriReference(input, RFC2732);
      expect([input, under.ok]).toEqual([input, false]);
      if (!published.ok && !under.ok) expect([input, under.error]).toEqual([input, published.error]);
    }
  });

  it("is RFC 2373's grammar as published: no \"::\" right before an IPv4address; errors in the grammar's words", () => {
    const r = parseUriReference('http://[::1.2.3.4]/', RFC2732);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.offset, r.error.rulePath.slice(-5)]).toEqual([11, ['IPv6reference', 'IPv6address', 'hexpart', 'hexseq', 'hex4']]);
    expect(parseUriReference('http://[1:2:3:4:5:6:7:8:9]/', RFC2732).ok).toBe(true); // hexseq counts no groups
    expect(hostOf(parsed('http://[::0:1.2.3.4]/'))?.IPv6reference?.IPv6address.IPv4address?.text).toBe('1.2.3.4'); // what docs/rules.md advises
    for (const bad of ['http://[]/', 'http://[fe80::1/', 'http://[12345::]/', 'http://[:::]/']) expect([bad, parseUriReference(bad, RFC2732).ok]).toEqual([bad, false]);
  });

  it('resolves, relativizes, normalizes, compares and lints', () => {
    expect(resolveString('http://[FE80::1]:80/a/b', '../g', RFC2732)).toEqual({ ok: true, value: 'http://[FE80::1]:80/g' });
    expect(resolveString('http://[::1]/a/b', '//[::2]/x', RFC2732)).toEqual({ ok: true, value: 'http://[::2]/x' });
    expect(resolveString(parsed('http://[::1]/a/b'), 'c', RFC2732)).toEqual({ ok: true, value: 'http://[::1]/a/c' });
    expect(resolveString('http://[::1]/a/b', 'c').ok).toBe(false); // the base is read as RFC 2396
    expect(relativize('http://[::1]/a/b', 'http://[::1]/a/c', RFC2732)).toEqual({ ok: true, value: 'c' });
    expect(normalize('HTTP://[FE80::A]:80/%7e', RFC2732)).toEqual({ ok: true, value: 'http://[fe80::a]/~' });
    expect(equivalent('http://[::A]/', 'HTTP://[::a]:80/', RFC2732)).toBe(true);
    expect(lint('http://u:p@[::1]:8080/', RFC2732).map((f) => f.code)).toEqual(['userinfo-password', 'non-default-port']);
    expect(lint(parsed('http://[::1]/')).map((f) => f.code)).toEqual([]);
    expect(lint('http://[::1]/').map((f) => f.code)).toEqual(['syntax-error']);
  });

  it('reads its option as an own property, refuses an unknown one, and is the reading value itself', () => {
    expect(parseUriReference('http://[::1]/', Object.create(RFC2732)).ok).toBe(false);
    expect(() => parseUriReference('http://a/', { updates: 'rfc3986' } as never)).toThrow(RangeError);
    expect(() => parseUriReference('http://a/', { updates: 'rfc2732' } as never)).toThrow(/import \{ rfc2732 \} from 'uri-grammar'/);
    expect(() => lint('http://a/', { updates: { name: 'rfc2732' } } as never)).toThrow(RangeError);
    expect(rfc2732.parse('http://[::1]/')).toEqual(parseUriReference('http://[::1]/', RFC2732));
    expect(() => rfc2732.parse(1 as never)).toThrow(TypeError);
    expect(() => resolveString('http://a/', 'b', { updates: 'x' } as never)).toThrow(RangeError);
  });

  describe('on members of the grammar it reads (grammar/rfc2396.bnf with grammar/rfc2732.bnf)', () => {
    const base = readGrammar(RFC2396_BNF);
    const rules = new Map(base.rules);
    for (const [name, rule] of readRules(RFC2732_BNF).rules) rules.set(name, rule);
    const grammar = { rules, warnings: base.warnings };

    it('parses each; an absolute one resolves to itself (its components read back); normalizing is idempotent; lint answers', () => {
      fc.assert(
        fc.property(memberOf(grammar, 'URI-reference'), (input) => {
          const ast = parsed(input);
          expect(ast.text).toBe(input);
          const hash = input.indexOf('#');
          if (ast.absoluteURI) expect(resolveString(ast, '', RFC2732)).toEqual({ ok: true, value: hash < 0 ? input : input.slice(0, hash) });
          const once = normalize(ast, RFC2732);
          if (once.ok) expect(normalize(once.value, RFC2732)).toEqual(once);
          expect(Array.isArray(lint(ast))).toBe(true);
        }),
        { numRuns: runs(2000), seed: 2732 },
      );
    });
  });

  const corpus = join(__dirname, '../../..', 'shared', 'corpus', 'urls.txt');
  (existsSync(corpus) ? it : it.skip)(`changes nothing on the corpus's URLs without IPv6 literals or long IPv4 parts${existsSync(corpus) ? '' : ` (skipped: ${corpus} is missing)`}`, () => {
    const lines = readFileSync(corpus, 'utf8').split('\n');
    for (const line of lines.slice(0, runs(lines.length))) {
      const published = parseUriReference(line);
      if (published.ok && /\d{4}/.test(hostOf(published.value)?.IPv4address?.text ?? '')) continue;
      const under = parseUriReference(line, RFC2732);
      expect([line, under.ok]).toEqual([line, published.ok]);
      if (published.ok && under.ok) expect(under.value).toEqual(published.value);
    }
  });
});
