import { own } from '../own';
import type { Components, UriReference } from '../rfc2396';
import type { Outline } from '../rfc2396/outline';
import { isHierarchical } from '../registry/registry';
import { removeDotSegmentsOfPath } from './dot-segments';
import { ResolveError, ResolverResult, describeArgument, resolveError } from './errors';
import { ResolveOptions, ResolvedOptions, resolveOptions } from './options';
import { Reference, ReferenceOutline, baseOutline, referenceOutline } from './reference';
import { RelativeParts, fromOpaque, relativeParts } from './relative-parts';
import { Resolution } from './resolution';
import { build } from './target';

/**
 * The result of `resolve`: a Resolution, or a ResolveError.
 *
 * @example
 * ```ts
 * const r: ResolveResult = resolve('http://a/b/c/d;p?q', 'g;x?y#s');
 * if (r.ok) String(r.value); //=> 'http://a/b/c/g;x?y#s'
 * ```
 */
export type ResolveResult = ResolverResult<Resolution>;

function fail(error: ResolveError): { ok: false; error: ResolveError } {
  return { ok: false, error };
}

/**
 * RFC 2396 §5.2: the target of `reference` resolved against `base`. Both may be
 * strings or parsed ASTs. Errors (invalid base or reference, a relative or unsuitable
 * base, ".." above the root with `dotSegmentsAboveRoot: 'error'`) are results that say
 * which argument and where; only a non-string, non-AST argument throws (TypeError).
 * §5.2 reads components, not nodes: a string is scanned to its outline, with no AST.
 *
 * @example
 * ```ts
 * const r = resolve('http://a/b/c/d;p?q', '../g');
 * if (r.ok) [String(r.value), r.value.sameDocument]; //=> ['http://a/b/g', false]
 * ```
 */
export function resolve(base: string | UriReference, reference: string | Reference, options?: ResolveOptions): ResolveResult {
  const opts = resolveOptions(options);
  const b = baseOutline(base, 'base', opts.updates);
  const r = referenceOutline(reference, 'reference', opts.updates);
  if (!b.ok) return b;
  if (!r.ok) return r;
  return resolveParsed(b.value, r.value, opts);
}

/**
 * `resolve`, giving the target's text.
 *
 * @example
 * ```ts
 * resolveString('http://a/b/c/d;p?q', '../../../g', { dotSegmentsAboveRoot: 'remove' });
 * //=> { ok: true, value: 'http://a/g' }
 * ```
 */
export function resolveString(base: string | UriReference, reference: string | Reference, options?: ResolveOptions): ResolverResult<string> {
  const r = resolve(base, reference, options);
  return r.ok ? { ok: true, value: r.value.text } : r;
}

function finish(parts: Components, sameDocument: boolean, ref: ReferenceOutline, opts: ResolvedOptions): ResolveResult {
  const t = build(parts, 'reference', ref.text, 0, opts.updates);
  return t.ok ? { ok: true, value: new Resolution(t.value, sameDocument) } : t;
}

/** §5.2 on outlines (src/rfc2396/outline.ts); `base` must be an absoluteURI. */
export function resolveParsed(base: Outline, ref: ReferenceOutline, opts: ResolvedOptions): ResolveResult {
  const baseParts = base.parts; // shared: never changed
  const fragment = own(ref.parts, 'fragment'); // optional parts read as own properties (src/own.ts)

  // Step 2: an empty path and no scheme, authority or query: the current document (§4.2).
  // The base's fragment is never inherited (§5.2).
  if (ref.form === 'none') return finish({ ...baseParts, fragment }, true, ref, opts);

  let rel: RelativeParts | undefined;
  if (ref.form === 'relative' || ref.form === 'empty-path') {
    rel = relativeParts(ref);
  } else {
    // Step 3: a scheme makes the reference absolute, unless the loophole is allowed for it.
    const scheme = ref.parts.scheme!;
    const loophole = opts.sameSchemeLoophole === 'compat' && scheme.toLowerCase() === baseParts.scheme!.toLowerCase() && isHierarchical(scheme) && base.form === 'hier';
    if (loophole) rel = ref.form === 'hier' ? relativeParts(ref) : fromOpaque(ref);
    if (!rel) return finish(ref.parts, false, ref, opts);
  }

  if (base.form !== 'hier') {
    return fail(
      resolveError(
        'unsuitable-base',
        'base',
        base.text,
        base.pathStart,
        `The base ${JSON.stringify(base.text)} is opaque (it has no hier_part), so the relative reference ${JSON.stringify(ref.text)} cannot be resolved against it (RFC 2396 §5: relative URI cannot be used within a document that has an unsuitable base URI).`,
      ),
    );
  }

  const target: Components = { scheme: baseParts.scheme, path: rel.path };
  const authority = own(rel, 'authority');
  if (authority !== undefined) {
    // Step 4: a network-path reference.
    target.authority = authority;
  } else {
    const baseAuthority = own(baseParts, 'authority');
    if (baseAuthority !== undefined) target.authority = baseAuthority;
    if (rel.kind !== 'abs') {
      // Step 6: merge with the base path (step 5 skipped it for an absolute path).
      const merged = mergePaths(base, ref.text, rel, opts);
      if (!merged.ok) return merged;
      target.path = merged.value;
    }
  }
  const query = own(rel, 'query');
  if (query !== undefined) target.query = query;
  const relFragment = own(rel, 'fragment');
  if (relFragment !== undefined) target.fragment = relFragment;
  return finish(target, false, ref, opts);
}

/**
 * §5.2 step 6 over path text: all but the last base segment, then the reference's path,
 * then dot-segments (removeDotSegmentsOfPath). No segment node is read and none is made, so
 * a path of any length costs a constant number of objects (issue 6).
 */
function mergePaths(base: Outline, refText: string, rel: RelativeParts, opts: ResolvedOptions): ResolverResult<string> {
  const basePath = base.parts.path; // a hier_part's: an abs_path, or "" for a net_path without one
  // A base with an authority and an empty path ("http://a"): RFC 2396 would give "http://ag" for "g",
  // which reads back as another host. Merge as if the base path were "/" (RFC 3986 §5.2.3); an
  // empty-path reference ("?y") keeps the empty path.
  if (!basePath && rel.kind === 'empty') return { ok: true, value: '' };
  // a) the base path up to its last "/" (an offset in it is one in basePath); b) the reference's path
  const dir = basePath ? basePath.slice(0, basePath.lastIndexOf('/') + 1) : '/';
  const out = removeDotSegmentsOfPath(dir + (rel.kind === 'empty' ? '' : rel.path), opts.dotSegmentsAboveRoot); // c)–h)
  if (out.ok) return { ok: true, value: out.path };
  const fromBase = out.offset < dir.length;
  const argument = fromBase ? 'base' : 'reference';
  const offset = fromBase ? base.pathStart + out.offset : rel.pathStart + out.offset - dir.length;
  return fail(
    resolveError(
      'above-root',
      argument,
      fromBase ? base.text : refText,
      offset,
      `The ".." segment at offset ${offset} of ${describeArgument(argument)} climbs above the root of the path (RFC 2396 §5.2 step 6g; dotSegmentsAboveRoot is 'error').`,
    ),
  );
}
