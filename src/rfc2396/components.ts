import type { UriReference } from './ast';

/** The five components of RFC 2396 §3/§4 as raw text; a key is absent when its separator is. */
export interface Components {
  scheme?: string;
  authority?: string;
  /** Always present: empty when the reference has no path (§5.2 step 2). */
  path: string;
  query?: string;
  fragment?: string;
}

/**
 * The components of a parsed URI reference: exactly what Appendix B's regular
 * expression gives for it. For an opaque_part the BNF has no query, but Appendix B
 * splits one off at the first "?" (`mailto:a?b` → path `a`, query `b`); this view
 * follows Appendix B, and the AST keeps the opaque_part whole.
 *
 * @example
 * ```ts
 * const r = parseUriReference('http://a/b/c/d;p?q#f');
 * if (r.ok) components(r.value);
 * // { path: '/b/c/d;p', scheme: 'http', authority: 'a', query: 'q', fragment: 'f' }
 * ```
 */
export function components(ref: UriReference): Components {
  if (typeof ref !== 'object' || ref === null || ref.type !== 'URI-reference') {
    throw new TypeError('uri-grammar: components expects a URI-reference node (the value of parseUriReference)');
  }
  const out: Components = { path: '' };
  if (ref.absoluteURI) out.scheme = ref.absoluteURI.scheme.text;
  const opaque = ref.absoluteURI?.opaquePart?.text;
  if (opaque !== undefined) {
    const q = opaque.indexOf('?');
    out.path = q === -1 ? opaque : opaque.slice(0, q);
    if (q !== -1) out.query = opaque.slice(q + 1);
  }
  const hier = ref.absoluteURI?.hierPart ?? ref.relativeURI;
  if (hier) {
    if (hier.netPath) {
      out.authority = hier.netPath.authority.text;
      out.path = hier.netPath.absPath?.text ?? '';
    } else {
      out.path = (hier.absPath ?? hier.relPath)!.text;
    }
    if (hier.query) out.query = hier.query.text;
  }
  if (ref.fragment) out.fragment = ref.fragment.text;
  return out;
}
