import type { UriReference } from '../rfc2396';
import { components } from '../rfc2396/components';
import { removeDotSegmentsOfPath } from './dot-segments';
import { ResolverResult, resolveError } from './errors';
import { ResolveOptions, ResolvedOptions, resolveOptions } from './options';
import { outlineOfReference, toBase, toReference, toUriReference } from './reference';
import { outlineOf } from '../rfc2396/outline';
import { resolveParsed } from './resolve';
import { ownParts } from './recompose';

/** The number of "/" in `text` from `from` on. */
function slashes(text: string, from: number): number {
  let n = 0;
  for (let p = text.indexOf('/', from); p >= 0; p = text.indexOf('/', p + 1)) n++;
  return n;
}

/**
 * Relative-path spellings of the target path against the base's directory: "../"
 * for each directory level to leave, then the rest of the target path. "./" goes
 * before a first segment that is empty ("//" in the path) or has a ":" (§5: `this:that`
 * would read as a scheme); "." and ".." stand for a trailing "./" and "../".
 * Over the paths' text (`basePath` and `targetPath` as `components` gives them): no segment
 * is split off, so a path of any length costs a few strings.
 */
function relativePaths(basePath: string, targetPath: string, opts: ResolvedOptions): string[] {
  if (!targetPath.startsWith('/')) return []; // no abs_path: no relative path reaches it
  // The base's directory as step 6 sees it: all but the last segment, dot-segments applied.
  const dirRun = removeDotSegmentsOfPath(basePath === '' ? '/' : basePath.slice(0, basePath.lastIndexOf('/') + 1), opts.dotSegmentsAboveRoot);
  if (!dirRun.ok) return [];
  const dir = dirRun.path; // "/" and segments, each ended by "/"
  // The directory segments both have: the longest common prefix of the two, back to a "/".
  const targetDirEnd = targetPath.lastIndexOf('/') + 1;
  const most = Math.min(dir.length, targetDirEnd);
  let same = 0;
  while (same < most && dir.charCodeAt(same) === targetPath.charCodeAt(same)) same++;
  const common = dir.lastIndexOf('/', same - 1) + 1;
  const ups = slashes(dir, common);
  const rest = targetPath.slice(common);
  const spelled = '../'.repeat(ups) + rest;
  const slash = rest.indexOf('/');
  const first = ups > 0 ? '..' : slash < 0 ? rest : rest.slice(0, slash);
  const out: string[] = [];
  out.push(first === '' || first.includes(':') ? './' + spelled : spelled);
  if (ups === 0 && rest === '') out.push('.');
  if (spelled === '../' || spelled.endsWith('/../')) out.push(spelled.slice(0, -1));
  return out;
}

/**
 * The shortest reference `r` with `resolve(base, r)` giving `target` back (same text),
 * under the same options: a fragment, query or path reference when scheme and authority
 * are the base's (exactly, as text: resolution copies the base's); a network-path
 * reference (`//host/p`, §5.2 step 4) when only the scheme is; else the absolute target
 * (another scheme, or an opaque base or target). Every candidate is checked by resolving
 * it, so the answer is never longer than the target.
 *
 * @example
 * ```ts
 * relativize('http://a/b/c', 'http://g/x'); //=> { ok: true, value: '//g/x' }
 * relativize('http://a/b/c/d;p?q', 'http://a/b/g'); //=> { ok: true, value: '../g' }
 * ```
 */
export function relativize(base: string | UriReference, target: string | UriReference, options?: ResolveOptions): ResolverResult<string> {
  const opts = resolveOptions(options);
  const b = toBase(base, 'base', opts.updates);
  const t = toUriReference(target, 'target', opts.updates);
  if (!b.ok) return b;
  if (!t.ok) return t;
  const tgt = t.value;
  if (!tgt.absoluteURI) {
    return { ok: false, error: resolveError('relative-target', 'target', tgt.text, 0, `The target ${JSON.stringify(tgt.text)} is not an absolute URI; relativize needs one (RFC 2396 §5.2: only a resolved URI can be relativized).`) };
  }
  // own properties only (src/own.ts): an absent part must read as undefined, not as a key on Object.prototype
  const B = ownParts(components(b.value));
  const T = ownParts(components(tgt));
  const candidates: string[] = [];
  const fragment = T.fragment === undefined ? '' : '#' + T.fragment;
  const suffix = (T.query === undefined ? '' : '?' + T.query) + fragment;
  const hierarchical = b.value.absoluteURI!.hierPart && tgt.absoluteURI.hierPart;
  if (hierarchical && B.scheme === T.scheme && B.authority === T.authority) {
    if (T.path === B.path && T.query === B.query) candidates.push(fragment); // §4.2: the current document
    if (T.query !== undefined) candidates.push(suffix); // "?y": the base's directory (Appendix C)
    for (const p of relativePaths(B.path, T.path, opts)) candidates.push(p + suffix);
    if (T.path.startsWith('/') && !T.path.startsWith('//')) candidates.push(T.path + suffix);
  }
  // A network-path reference (§5.2 step 4): the base's scheme, the target's authority.
  if (B.scheme === T.scheme && T.authority !== undefined) candidates.push('//' + T.authority + T.path + suffix);
  candidates.push(tgt.text);
  let best: string | undefined;
  const baseOutline = outlineOf(b.value);
  for (const c of candidates) {
    if (best !== undefined && c.length >= best.length) continue;
    const r = toReference(c, 'reference', opts.updates);
    if (!r.ok) continue;
    const got = resolveParsed(baseOutline, outlineOfReference(r.value), opts);
    if (got.ok && got.value.text === tgt.text) best = c;
  }
  if (best !== undefined) return { ok: true, value: best };
  return {
    ok: false,
    error: resolveError('unrepresentable', 'target', tgt.text, 0, `No reference resolves against ${JSON.stringify(b.value.text)} to ${JSON.stringify(tgt.text)} with these options (e.g. sameSchemeLoophole 'compat' reads "${T.scheme}:…" as relative).`),
  };
}
