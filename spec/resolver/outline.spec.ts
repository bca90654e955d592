/**
 * resolve reads a string argument by the fast scan (src/rfc2396/outline.ts, `fastOutline`)
 * and an AST argument by `outlineOf`. The two must give the same result, errors included
 * (offsets into the base's path and opaque part, the same-scheme loophole), under every option.
 */
import fc from 'fast-check';
import { parseUriReference, resolve, toReference } from '../../src';
import type { ResolveOptions } from '../../src/resolver/options';
import { absoluteUri, segment } from './arbitraries';
import { runs } from '../runs';

const OPTIONS: ResolveOptions[] = [{}, { dotSegmentsAboveRoot: 'error' }, { dotSegmentsAboveRoot: 'keep' }, { sameSchemeLoophole: 'compat' }];

/** A reference: Appendix C's kinds, random paths of dot-segments, other schemes, and errors. */
const reference = fc.oneof(
  fc.constantFrom('', '#s', '?y', '?y#s', 'g', './g', '../g', '../../../g', '//g', '//g/x/../y', '/./g', 'g:h', 'http:g', 'HTTP:../g', 'mailto:x', 'http:?y#f', 'a b', '%zz', '?a b'),
  fc.array(segment, { minLength: 1, maxLength: 5 }).map((s) => s.join('/')),
  fc.tuple(fc.constantFrom('http:', 'foo:', '/', '//a/', ''), fc.array(segment, { maxLength: 5 })).map(([p, s]) => p + s.join('/')),
);

const base = fc.oneof({ weight: 6, arbitrary: absoluteUri }, { weight: 1, arbitrary: fc.constantFrom('g', '/a/b', 'http:', 'a b:c', 'http://a') });

function baseAst(input: string) {
  const r = parseUriReference(input);
  return r.ok ? r.value : undefined;
}

function referenceAst(input: string) {
  const r = toReference(input);
  return r.ok ? r.value : undefined;
}

describe('resolve: a string and its AST give the same result', () => {
  it(`on ${runs(20_000)} generated pairs (fixed seed), under each option`, () => {
    fc.assert(
      fc.property(base, reference, fc.constantFrom(...OPTIONS), (b, r, options) => {
        const fromStrings = resolve(b, r, options);
        const bAst = baseAst(b);
        const rAst = referenceAst(r);
        if (bAst) expect(resolve(bAst, r, options)).toEqual(fromStrings);
        if (rAst) expect(resolve(b, rAst, options)).toEqual(fromStrings);
        if (bAst && rAst) expect(resolve(bAst, rAst, options)).toEqual(fromStrings);
      }),
      { seed: 2396, numRuns: runs(20_000) },
    );
  });

  function ast(input: string) {
    const r = parseUriReference(input);
    if (!r.ok) throw new Error(`${input} is no URI-reference`);
    return r.value;
  }

  it('an error offset in the base path (the second "..", at 14), by string and by AST', () => {
    const b = 'http://h/a/../../b/c';
    const expected = {
      ok: false,
      error: {
        code: 'above-root',
        argument: 'base',
        offset: 14,
        input: b,
        message: `The ".." segment at offset 14 of the base climbs above the root of the path (RFC 2396 §5.2 step 6g; dotSegmentsAboveRoot is 'error').`,
      },
    };
    expect(resolve(b, 'g', { dotSegmentsAboveRoot: 'error' })).toEqual(expected);
    expect(resolve(ast(b), 'g', { dotSegmentsAboveRoot: 'error' })).toEqual(expected);
  });

  it('an opaque base: the error points at its opaque part (7), by string and by AST', () => {
    const expected = {
      ok: false,
      error: {
        code: 'unsuitable-base',
        argument: 'base',
        offset: 7,
        input: 'mailto:x@y',
        message:
          'The base "mailto:x@y" is opaque (it has no hier_part), so the relative reference "g" cannot be resolved against it (RFC 2396 §5: relative URI cannot be used within a document that has an unsuitable base URI).',
      },
    };
    expect(resolve('mailto:x@y', 'g')).toEqual(expected);
    expect(resolve(ast('mailto:x@y'), 'g')).toEqual(expected);
  });
});
