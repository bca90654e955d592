/**
 * src/rfc2396/fast/readback.ts decides whether recomposed parts (§5.2 step 7) read back as
 * themselves from the pieces' bytes and offsets, without joining the text. It must say what
 * reading the joined text says: `components()` of the text (src/rfc2396/components.ts, here
 * through `fastComponents`, held to the combinators by spec/rfc2396/fast.spec.ts) equals the
 * parts. Checked on hand-picked parts that read back otherwise (RFC 2396 §5.2 can produce
 * them), and on components of generated members recombined at random (fixed seed).
 */
import fc from 'fast-check';
import type { Components } from '../../../src';
import { compileBnf } from '../../../src/engine/bnf';
import { memberOf } from '../../engine/bnf/generate';
import { fastComponents, recomposesTo } from '../../../src/rfc2396/fast';
import { recompose } from '../../../src/resolver/recompose';
import { bnf } from '../../engine/bnf/grammars';
import { runs } from '../../runs';

const KEYS = ['scheme', 'authority', 'path', 'query', 'fragment'] as const;

/** What reading the joined text says (a key is absent exactly when its component is undefined, in both). */
function readsBack(parts: Components): boolean {
  const back = fastComponents(recompose(parts));
  return back !== undefined && KEYS.every((k) => back[k] === parts[k]);
}

const agree = (parts: Components) => expect([parts, recomposesTo(parts, recompose(parts))]).toEqual([parts, readsBack(parts)]);

describe('recomposesTo: recomposed parts read back as themselves', () => {
  it.each<[Components, boolean]>([
    [{ scheme: 'http', authority: 'a', path: '/b/c', query: 'q', fragment: 'f' }, true],
    [{ path: '' }, true],
    [{ path: '', fragment: '' }, true],
    [{ path: '', query: '' }, false], // "?": a query needs a path choice before it (docs/DESIGN.md on "?y")
    [{ scheme: 'http', authority: '', path: '' }, true],
    [{ scheme: 'g', path: 'h' }, true], // opaque
    [{ scheme: 'g', path: 'h', query: 'x' }, true], // opaque, Appendix B's query
    [{ scheme: 'g', path: '', query: 'x' }, true], // "g:?x"
    [{ scheme: 'g', path: '' }, false], // "g:" (§3: something after the colon)
    [{ scheme: 'g', path: '//g' }, false], // reads with an authority
    [{ path: '//g' }, false],
    [{ path: 'a:b' }, false], // reads as a scheme
    [{ path: '1a:b' }, false], // a colon in the first segment
    [{ path: 'a/b:c' }, true],
    [{ authority: 'a', path: 'b' }, false], // "//ab"
    [{ authority: 'a', path: '' }, true],
    [{ scheme: 'http', authority: 'a b', path: '' }, false],
    [{ scheme: 'http', authority: 'a', path: '/é' }, false],
    [{ scheme: 'g', path: 'h?x' }, false], // the path would end at the "?"
    [{ path: 'a', query: 'b#c' }, false],
    [{ scheme: 'g', path: '/h', query: '' }, true],
    [{ scheme: 'g', path: 'h?x', query: 'y' }, false], // reads as path "h", query "x?y"
    [{ scheme: 'g', path: 'h', query: 'x?y' }, true],
    [{ authority: 'a/b', path: '' }, false], // reads as authority "a", path "/b"
    [{ scheme: 'http', authority: 'a', path: '/b', query: 'c?d' }, true],
    [{ scheme: 'http', authority: 'a', path: '/b?c' }, false],
  ])('%j: %s', (parts, expected) => {
    expect(recomposesTo(parts, recompose(parts))).toBe(expected);
    agree(parts);
  });

  // From 16 KiB on, the text is encoded piece by piece (src/rfc2396/fast/readback.ts).
  const long = 'x'.repeat(20_000);
  it.each<[Components, boolean]>([
    [{ scheme: 'http', authority: long, path: '/' + long, query: long, fragment: long }, true],
    [{ scheme: 'g', path: long, query: long }, true],
    [{ scheme: 'g', path: `${long}?x`, query: long }, false],
    [{ path: `//${long}` }, false],
    [{ path: `${long}:b` }, false],
    [{ path: `${long}/b:c`, fragment: '' }, true],
    [{ authority: long, path: long }, false],
    [{ scheme: 'http', authority: 'a', path: `/${long}é` }, false],
    [{ scheme: 'http', authority: `${long}/`, path: '' }, false],
  ])('%# (a long text): %s', (parts, expected) => {
    expect(recomposesTo(parts, recompose(parts))).toBe(expected);
    agree(parts);
  });

  it('says no for a text that is not the parts\' text', () => {
    expect(recomposesTo({ scheme: 'http', authority: 'a', path: '/b' }, 'http://a/bc')).toBe(false);
  });

  it(`on ${runs(20_000)} recombinations of generated members' components (fixed seed)`, () => {
    const member = memberOf(compileBnf(bnf('rfc2396')).grammar, 'URI-reference');
    const partsOf = (s: string) => fastComponents(s)!;
    const optional = <T>(value: T | undefined) => fc.option(fc.constant(value), { nil: undefined });
    const recombined = fc.tuple(member, member, member).chain(([a, b, c]) => {
      const [pa, pb, pc] = [partsOf(a), partsOf(b), partsOf(c)];
      return fc.record({
        scheme: fc.constantFrom(pa.scheme, pb.scheme, undefined),
        authority: fc.constantFrom(pa.authority, pb.authority, '', undefined),
        path: fc.constantFrom(pa.path, pb.path, pc.path, '', '//g', 'g:h', '/' + pc.path, '/' + long + pc.path),
        query: optional(pc.query ?? ''),
        fragment: optional(pb.fragment ?? ''),
      });
    });
    fc.assert(
      fc.property(recombined, (raw) => {
        const parts: Components = { path: raw.path };
        for (const k of KEYS) if (k !== 'path' && raw[k] !== undefined) parts[k] = raw[k];
        agree(parts);
      }),
      { seed: 2396, numRuns: runs(20_000) },
    );
  });
});
