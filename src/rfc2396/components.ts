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

/** The components of a parsed URI reference: what Appendix B's regular expression gives for it. */
export function components(ref: UriReference): Components {
  const out: Components = { path: '' };
  if (ref.absoluteURI) out.scheme = ref.absoluteURI.scheme.text;
  if (ref.absoluteURI?.opaquePart) out.path = ref.absoluteURI.opaquePart.text;
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
