import { abs_path_end, abs_path_start, authority_end, fragment_start, host_end, opaque_part_end, query_start, rel_path_end, rel_segment_end, scheme_end, userinfo_end } from '../../generated/rfc2396-scanner';
import type { Components } from '../components';
import type { Outline } from '../outline';

/**
 * Where the authority of a derivation (tags `t`, ./scan) starts, -1 without one: right after the "//"
 * of `net_path = "//" authority [ abs_path ]` (§3), which follows the scheme's ":" or begins
 * a relative reference. Not a tag of its own: each tag costs the generated code states.
 */
export function authorityStartOf(t: Int32Array): number {
  if (t[authority_end]! < 0) return -1;
  const scheme = t[scheme_end]!;
  return scheme < 0 ? 2 : scheme + 3;
}

/** Where the host of a derivation (tags `t`) starts, -1 without one: after the userinfo's "@", or where the authority does (`server = [ [ userinfo "@" ] hostport ]`, §3.2.2). */
export function hostStartOf(t: Int32Array): number {
  if (t[host_end]! < 0) return -1;
  const userinfo = t[userinfo_end]!;
  return userinfo >= 0 ? userinfo + 1 : authorityStartOf(t);
}

/** Where the port of a derivation (tags `t`) starts, -1 without one: after the ":" that follows the host, when the authority goes on past it (`hostport = host [ ":" port ]`). */
export function portStartOf(t: Int32Array): number {
  const host = t[host_end]!;
  return host >= 0 && host < t[authority_end]! ? host + 1 : -1;
}

/** Where the path of a derivation (tags `t`, ./scan) starts: 0 for a rel_path (§5), an abs_path's "/", or -1 for none. */
export function pathStartOf(t: Int32Array): number {
  return t[rel_segment_end]! >= 0 ? 0 : t[abs_path_start]!;
}

/** Where the path of a derivation ends (-1 for none). */
export function pathEndOf(t: Int32Array): number {
  return t[rel_segment_end]! >= 0 ? t[rel_path_end]! : t[abs_path_end]!;
}

/**
 * The components of a scanned URI-reference (tags `t`, ./scan), as `components()`
 * (src/rfc2396/components.ts) gives them for its AST — same keys, same order, same Appendix B
 * reading of an opaque part's "?" — read off the offsets alone, with no AST.
 */
export function componentsOfTags(s: string, t: Int32Array): Components {
  const fragment = t[fragment_start]!;
  const end = fragment < 0 ? s.length : fragment - 1;
  const out: Components = { path: '' };
  const scheme = t[scheme_end]!;
  if (scheme >= 0) out.scheme = s.slice(0, scheme);
  const pathStart = pathStartOf(t);
  if (t[opaque_part_end]! >= 0) {
    const opaque = s.slice(scheme + 1, t[opaque_part_end]);
    const q = opaque.indexOf('?');
    out.path = q === -1 ? opaque : opaque.slice(0, q);
    if (q !== -1) out.query = opaque.slice(q + 1);
  } else if (t[authority_end]! >= 0) {
    out.authority = s.slice(authorityStartOf(t), t[authority_end]);
    out.path = pathStart < 0 ? '' : s.slice(pathStart, pathEndOf(t));
  } else if (pathStart >= 0) {
    out.path = s.slice(pathStart, pathEndOf(t));
  }
  const query = t[query_start]!;
  if (query >= 0) out.query = s.slice(query, end);
  if (fragment >= 0) out.fragment = s.slice(fragment);
  return out;
}

/** The outline of a scanned URI-reference, as `outlineOf` (../outline) gives it for its AST. */
export function outlineOfTags(s: string, t: Int32Array): Outline {
  const parts = componentsOfTags(s, t);
  const scheme = t[scheme_end]!;
  if (t[opaque_part_end]! >= 0) return { text: s, parts, form: 'opaque', pathStart: scheme + 1 };
  const pathStart = pathStartOf(t);
  const form = scheme >= 0 ? 'hier' : pathStart >= 0 || t[authority_end]! >= 0 ? 'relative' : 'none';
  return { text: s, parts, form, pathStart };
}
