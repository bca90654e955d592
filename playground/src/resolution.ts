import type { Components, ResolveOptions } from './lib';
import { components, isHierarchical, toReference } from './lib';

/**
 * The components of a reference as the resolver reads it: a URI-reference, or an empty-path
 * reference `?query[#fragment]`, which RFC 2396's BNF does not derive but Appendix C resolves
 * (`?y`). Undefined when it is neither.
 *
 * @example referenceComponents('?y') // { reference: { path: '', query: 'y' }, emptyPath: true }
 */
export function referenceComponents(text: string): { reference: Components; emptyPath: boolean } | undefined {
  const r = toReference(text);
  if (!r.ok) return undefined;
  if (r.value.type === 'URI-reference') return { reference: components(r.value), emptyPath: false };
  const reference: Components = { path: '', query: r.value.query.text };
  if (r.value.fragment) reference.fragment = r.value.fragment.text;
  return { reference, emptyPath: true };
}

/** One line of the §5.2 walk-through: the step's number, what it does, and the text it gives (shown quoted) or a remark. */
export interface Step {
  step: string;
  says: string;
  value?: string;
  remark?: string;
}

/**
 * RFC 2396 §5.2's steps for this base and reference, reconstructed from their components
 * (`components()`): the library's `resolve` reports only its result, not its steps. Step 6's
 * c)–g) (dot-segment removal) is not recomputed here: its outcome is read from the library's
 * result (`targetPath`). `target` is what the reconstruction expects; the page compares it with
 * the library's result and says so when they differ.
 *
 * @example resolutionSteps({ scheme: 'http', authority: 'a', path: '/b/c/d;p', query: 'q' }, { path: '../g' }, {}, '/b/g')
 */
export function resolutionSteps(base: Components, ref: Components, options: ResolveOptions, targetPath: string | undefined): { steps: Step[]; target: Components } {
  const steps: Step[] = [{ step: '1', says: 'The reference, parsed into its components.', remark: describe(ref) || 'all undefined but an empty path' }];

  // Step 2: the current document (§4.2).
  if (ref.path === '' && ref.scheme === undefined && ref.authority === undefined && ref.query === undefined) {
    const target: Components = { ...base, fragment: ref.fragment };
    if (ref.fragment === undefined) delete target.fragment;
    steps.push({ step: '2', says: 'Empty path and no scheme, authority or query: a reference to the current document (§4.2). The target is the base with the reference\u2019s fragment (the base\u2019s own fragment is never inherited).' });
    return { steps, target };
  }

  steps.push({ step: '2', says: 'Not the current document: the reference has a path, a scheme, an authority or a query.' });

  let rel = ref;
  if (ref.scheme !== undefined) {
    const baseIsHier = base.authority !== undefined || base.path.startsWith('/');
    const loophole = options.sameSchemeLoophole === 'compat' && ref.scheme.toLowerCase() === base.scheme?.toLowerCase() && isHierarchical(ref.scheme) && baseIsHier;
    if (!loophole) {
      steps.push({ step: '3', says: 'The reference has a scheme: it is an absolute URI, and the target is the reference itself.' });
      return { steps, target: ref };
    }
    const { scheme: _dropped, ...rest } = ref;
    rel = rest;
    steps.push({ step: '3', says: `Same scheme as the base and sameSchemeLoophole 'compat': the scheme is dropped and the rest read as a relative reference.` });
  } else {
    steps.push({ step: '3', says: 'No scheme: the target inherits the base\u2019s scheme.', value: base.scheme });
  }

  const target: Components = { scheme: base.scheme, path: rel.path };
  if (rel.authority !== undefined) {
    steps.push({ step: '4', says: 'A network-path reference ("//"): its authority and path are the target\u2019s; go to step 7.', value: `//${rel.authority}` });
    target.authority = rel.authority;
  } else {
    if (base.authority !== undefined) target.authority = base.authority;
    steps.push({ step: '4', says: base.authority === undefined ? 'No authority in the reference, none in the base.' : 'No authority in the reference: the target inherits the base\u2019s.', value: base.authority === undefined ? undefined : `//${base.authority}` });
    if (rel.path.startsWith('/')) {
      steps.push({ step: '5', says: 'An absolute path: it is the target\u2019s path; go to step 7.', value: rel.path });
    } else {
      steps.push({ step: '5', says: 'A relative path (or none): merge it with the base path (step 6).' });
      if (base.path === '' && rel.path === '') {
        steps.push({ step: '6', says: 'The base path and the reference\u2019s are both empty: the target\u2019s path is empty.', value: '' });
        target.path = '';
      } else {
        const dir = base.path === '' ? '/' : base.path.slice(0, base.path.lastIndexOf('/') + 1);
        const aSays = base.path === '' ? 'The base path is empty: the library merges as if it were "/" (RFC 3986 §5.2.3), since "http://a" + "g" would read as another host.' : 'a) The base path up to and including its last "/".';
        steps.push({ step: '6a', says: aSays, value: dir });
        steps.push({ step: '6b', says: 'b) The reference\u2019s path appended.', value: dir + rel.path });
        steps.push({ step: '6c–g', says: `c)–g) "." segments removed, then each "<segment>/.." pair, innermost first; a ".." above the root per dotSegmentsAboveRoot '${options.dotSegmentsAboveRoot ?? 'keep'}'. (The library's result, not recomputed here.)`, value: targetPath });
        if (targetPath !== undefined) target.path = targetPath;
      }
    }
  }
  if (rel.query !== undefined) target.query = rel.query;
  if (rel.fragment !== undefined) target.fragment = rel.fragment;
  return { steps, target };
}

/** `{ scheme: "http", path: "/b" }` as `scheme "http", path "/b"`, undefined components left out. */
function describe(parts: Components): string {
  const names = ['scheme', 'authority', 'path', 'query', 'fragment'] as const;
  return names.flatMap((n) => (parts[n] === undefined ? [] : [`${n} ${JSON.stringify(parts[n])}`])).join(', ');
}

/**
 * Whether two component sets are the same (undefined and empty kept apart).
 *
 * @example sameComponents({ path: '' }, { path: '', query: '' }) // false
 */
export function sameComponents(a: Components, b: Components): boolean {
  const names = ['scheme', 'authority', 'path', 'query', 'fragment'] as const;
  return names.every((n) => a[n] === b[n]);
}
