import type { Components } from '../components';
import { asciiBytes, asciiBytesOfPieces } from './bytes';
import { authority_end, deriveUriReference, fragment_start, opaque_part_end, query_start, scheme_end } from '../../generated/rfc2396-scanner';
import { QUESTION } from './codes';
import { authorityStartOf, pathEndOf, pathStartOf } from './components';
import { tags as t } from './scan';

/**
 * Whether the text `parts` recompose to (§5.2 step 7: scheme ":", "//" authority, path, "?"
 * query, "#" fragment, each where defined) is a URI-reference whose components are `parts`
 * again, as `components()` reads them (Appendix B; src/rfc2396/components.ts). RFC 2396's
 * resolution can produce parts that read back otherwise (a path "//g" with no authority
 * reads as one). `text` is that text, as the caller joined it. Decided on its bytes and the
 * offsets where its components start and end; a long text's bytes are encoded piece by piece,
 * so that it is not made one flat string (./bytes), a copy of all of it.
 */
export function readsBackAs(parts: Components, text: string): boolean {
  const { scheme, authority, path, query, fragment } = parts;
  // Where each component starts and ends in the text.
  const schemeEnd = scheme === undefined ? -1 : scheme.length;
  const authorityEnd = schemeEnd + 1 + (authority === undefined ? 0 : 2 + authority.length);
  const pathStart = authorityEnd;
  const pathEnd = pathStart + path.length;
  const queryEnd = pathEnd + (query === undefined ? 0 : 1 + query.length);
  const n = text.length;
  if (n !== queryEnd + (fragment === undefined ? 0 : 1 + fragment.length)) return false; // not the text of these parts

  const b = n < PIECE_BY_PIECE ? asciiBytes(text) : asciiBytesOfPieces(piecesOf(parts), n);
  const ok = b !== undefined && deriveUriReference(b, n, t) && t[scheme_end] === schemeEnd && t[fragment_start] === (fragment === undefined ? -1 : queryEnd + 1);
  if (!ok) return false;
  if (t[opaque_part_end]! >= 0) {
    // An opaque part: the path up to its first "?", the query after it (Appendix B).
    if (authority !== undefined || t[opaque_part_end] !== queryEnd) return false;
    let q = pathStart;
    while (q < queryEnd && b[q] !== QUESTION) q++;
    return q === pathEnd && (query === undefined) === (q === queryEnd);
  }
  const authorityRead =
    t[authority_end]! >= 0
      ? authority !== undefined && authorityStartOf(t) === authorityEnd - authority.length && t[authority_end] === authorityEnd
      : authority === undefined;
  const read = pathStartOf(t);
  const pathRead = read < 0 ? path.length === 0 : read === pathStart && pathEndOf(t) === pathEnd;
  const queryRead = query === undefined ? t[query_start]! < 0 : t[query_start] === pathEnd + 1;
  return authorityRead && pathRead && queryRead;
}

/** From this length on, a text is encoded piece by piece (a short one is cheaper flattened than its pieces encoded one by one). */
const PIECE_BY_PIECE = 1 << 14;

/** The pieces of the text, in order (§5.2 step 7). */
function piecesOf({ scheme, authority, path, query, fragment }: Components): string[] {
  const pieces: string[] = [];
  if (scheme !== undefined) pieces.push(scheme, ':');
  if (authority !== undefined) pieces.push('//', authority);
  pieces.push(path);
  if (query !== undefined) pieces.push('?', query);
  if (fragment !== undefined) pieces.push('#', fragment);
  return pieces;
}
