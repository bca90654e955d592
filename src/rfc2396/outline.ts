import type { UriReference } from './ast';
import { Components, components } from './components';

/**
 * What RFC 2396 §5.2 reads of a URI reference: its five components (as `components()` gives
 * them), which form of §4.1 it has, and where its path starts. No node below. The resolver
 * works on this; it is made from an AST (`outlineOf`), or from a string by the fast scan with
 * no AST at all (`fastOutline` in ./fast), which costs half as much as building the AST.
 */
export interface Outline {
  /** The reference's text. */
  readonly text: string;
  /** Its components; shared (the resolver remembers a base's outline): never to be changed. */
  readonly parts: Components;
  /**
   * `hier`: an absoluteURI with a hier_part (§3); `opaque`: with an opaque_part; `relative`: a
   * relativeURI (§5); `none`: neither, an empty reference or a fragment alone (§4.2).
   */
  readonly form: 'hier' | 'opaque' | 'relative' | 'none';
  /**
   * Where the path starts in `text`: the "/" of an abs_path, a rel_path's first segment, the
   * opaque_part; -1 for none (a net_path without abs_path, form `none`).
   */
  readonly pathStart: number;
}

/** The outline of a parsed URI-reference. */
export function outlineOf(ref: UriReference): Outline {
  const parts = components(ref);
  const abs = ref.absoluteURI;
  if (abs?.opaquePart) return { text: ref.text, parts, form: 'opaque', pathStart: abs.opaquePart.span.start };
  const hier = abs ? abs.hierPart : ref.relativeURI;
  if (!hier) return { text: ref.text, parts, form: 'none', pathStart: -1 };
  const path = hier.netPath ? hier.netPath.absPath : (hier.absPath ?? (ref.relativeURI?.relPath));
  return { text: ref.text, parts, form: abs ? 'hier' : 'relative', pathStart: path ? path.span.start : -1 };
}
