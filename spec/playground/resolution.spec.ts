import fc from 'fast-check';
import { components, parseUriReference, resolve } from '../../src';
import type { ResolveOptions } from '../../src';
import { referenceComponents, resolutionSteps } from '../../playground/src/resolution';
import { absPath, absoluteUri, authority, hierarchicalUri, segment } from '../resolver/arbitraries';

// The playground rebuilds RFC 2396 §5.2's steps from components(); the target must be the
// library's, or the page shows a warning. These check that the warning never has cause.

const BASE = 'http://a/b/c/d;p?q';

function parts(text: string) {
  const r = parseUriReference(text);
  if (!r.ok) throw new Error(`not a URI reference: ${text}`);
  return components(r.value);
}

/** The rebuilt target and the library's, for one base, reference and options (undefined when the library refuses). */
function both(base: string, reference: string, options: ResolveOptions) {
  const r = resolve(base, reference, options);
  if (!r.ok) return undefined;
  const rebuilt = resolutionSteps(parts(base), referenceComponents(reference)!.reference, options, r.value.components.path);
  return { rebuilt: rebuilt.target, library: r.value.components };
}

describe('referenceComponents', () => {
  it('reads a URI-reference, and the empty-path reference of Appendix C that the BNF does not derive', () => {
    expect(referenceComponents('g?y#s')).toEqual({ reference: { path: 'g', query: 'y', fragment: 's' }, emptyPath: false });
    expect(referenceComponents('?y')).toEqual({ reference: { path: '', query: 'y' }, emptyPath: true });
    expect(referenceComponents('?y#s')).toEqual({ reference: { path: '', query: 'y', fragment: 's' }, emptyPath: true });
    expect(referenceComponents('a#b#c')).toBeUndefined();
  });
});

describe('resolutionSteps', () => {
  it('gives the steps of §5.2 for ../g against the Appendix C base (step 6 a, b, then the library path)', () => {
    const r = resolve(BASE, '../g');
    expect(r.ok && r.value.text).toBe('http://a/b/g');
    expect(resolutionSteps(parts(BASE), parts('../g'), {}, '/b/g')).toEqual({
      steps: [
        { step: '1', says: 'The reference, parsed into its components.', remark: 'path "../g"' },
        { step: '2', says: 'Not the current document: the reference has a path, a scheme, an authority or a query.' },
        { step: '3', says: 'No scheme: the target inherits the base\u2019s scheme.', value: 'http' },
        { step: '4', says: 'No authority in the reference: the target inherits the base\u2019s.', value: '//a' },
        { step: '5', says: 'A relative path (or none): merge it with the base path (step 6).' },
        { step: '6a', says: 'a) The base path up to and including its last "/".', value: '/b/c/' },
        { step: '6b', says: 'b) The reference\u2019s path appended.', value: '/b/c/../g' },
        {
          step: '6c–g',
          says: `c)–g) "." segments removed, then each "<segment>/.." pair, innermost first; a ".." above the root per dotSegmentsAboveRoot 'keep'. (The library's result, not recomputed here.)`,
          value: '/b/g',
        },
      ],
      target: { scheme: 'http', authority: 'a', path: '/b/g' },
    });
  });

  it('stops at step 2 for a fragment-only reference, and at step 3 for an absolute one', () => {
    expect(resolutionSteps(parts(BASE), parts('#s'), {}, '/b/c/d;p')).toEqual({
      steps: [
        { step: '1', says: 'The reference, parsed into its components.', remark: 'path "", fragment "s"' },
        { step: '2', says: 'Empty path and no scheme, authority or query: a reference to the current document (§4.2). The target is the base with the reference\u2019s fragment (the base\u2019s own fragment is never inherited).' },
      ],
      target: { scheme: 'http', authority: 'a', path: '/b/c/d;p', query: 'q', fragment: 's' },
    });
    expect(resolutionSteps(parts(BASE), parts('g:h'), {}, 'h').target).toEqual({ scheme: 'g', path: 'h' });
  });

  it('shows the merge with an empty base path as the library makes it: as if the base path were "/" (RFC 3986 §5.2.3)', () => {
    const { steps, target } = resolutionSteps(parts('http://a'), parts('g'), {}, '/g');
    expect(steps.find((s) => s.step === '6a')?.value).toBe('/');
    expect(target).toEqual({ scheme: 'http', authority: 'a', path: '/g' });
    expect(both('http://a', 'g', {})).toEqual({ rebuilt: target, library: target });
    expect(both('http://a', '?y', {})?.rebuilt).toEqual({ scheme: 'http', authority: 'a', path: '', query: 'y' });
  });

  // Every option combination: the same-scheme loophole and ".." above the root change the target.
  const OPTIONS: ResolveOptions[] = (['keep', 'remove', 'error'] as const).flatMap((dotSegmentsAboveRoot) =>
    (['strict', 'compat'] as const).map((sameSchemeLoophole) => ({ dotSegmentsAboveRoot, sameSchemeLoophole })),
  );

  const relativePath = fc.array(segment, { minLength: 1, maxLength: 5 }).map((s) => s.join('/'));
  const tail = fc.tuple(fc.option(fc.constantFrom('', 'y', 'a=b'), { nil: undefined }), fc.option(fc.constantFrom('', 's'), { nil: undefined }));
  const reference = fc
    .tuple(
      fc.oneof(
        relativePath,
        absPath,
        fc.tuple(authority, absPath).map(([a, p]) => `//${a}${p}`),
        fc.constantFrom('', 'http:g', 'HTTP:/g', 'http://x/g', 'foo:g', '?y', '?'),
        absoluteUri,
      ),
      tail,
    )
    .map(([r, [q, f]]) => r + (q === undefined ? '' : `?${q}`) + (f === undefined ? '' : `#${f}`));

  it('rebuilds the library\u2019s target for random bases and references, under every option (property)', () => {
    fc.assert(
      fc.property(fc.oneof(hierarchicalUri, fc.constant(BASE), fc.constant('http://a')), reference, (base, ref) => {
        if (!referenceComponents(ref)) return; // e.g. a first segment with ":": not a reference
        for (const options of OPTIONS) {
          const r = both(base, ref, options);
          if (r) expect(r.rebuilt).toEqual(r.library);
        }
      }),
      { numRuns: 300 },
    );
  });
});
