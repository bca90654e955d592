import type { Components } from '../components';
import type { Outline } from '../outline';
import type { Shape } from './shape';

/**
 * The components of a scanned URI-reference, as `components()` (src/rfc2396/components.ts)
 * gives them for its AST — same keys, same order, same Appendix B reading of an opaque
 * part's "?" — read off the offsets alone, with no AST.
 */
export function componentsOfShape(s: string, sh: Shape): Components {
  const end = sh.fragmentStart < 0 ? s.length : sh.fragmentStart - 1;
  const out: Components = { path: '' };
  if (sh.schemeEnd >= 0) out.scheme = s.slice(0, sh.schemeEnd);
  if (sh.opaqueEnd >= 0) {
    const opaque = s.slice(sh.schemeEnd + 1, sh.opaqueEnd);
    const q = opaque.indexOf('?');
    out.path = q === -1 ? opaque : opaque.slice(0, q);
    if (q !== -1) out.query = opaque.slice(q + 1);
  } else if (sh.authorityStart >= 0) {
    out.authority = s.slice(sh.authorityStart, sh.authorityEnd);
    out.path = sh.pathStart < 0 ? '' : s.slice(sh.pathStart, sh.pathEnd);
  } else if (sh.pathStart >= 0) {
    out.path = s.slice(sh.pathStart, sh.pathEnd);
  }
  if (sh.queryStart >= 0) out.query = s.slice(sh.queryStart, end);
  if (sh.fragmentStart >= 0) out.fragment = s.slice(sh.fragmentStart);
  return out;
}

/** The outline of a scanned URI-reference, as `outlineOf` (../outline) gives it for its AST. */
export function outlineOfShape(s: string, sh: Shape): Outline {
  const parts = componentsOfShape(s, sh);
  if (sh.opaqueEnd >= 0) return { text: s, parts, form: 'opaque', pathStart: sh.schemeEnd + 1 };
  const form = sh.schemeEnd >= 0 ? 'hier' : sh.pathStart >= 0 || sh.authorityStart >= 0 ? 'relative' : 'none';
  return { text: s, parts, form, pathStart: sh.pathStart };
}
