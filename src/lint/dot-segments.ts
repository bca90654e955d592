import type { Span } from '../combinators';
import type { AbsPath, UriReference } from '../rfc2396';
import { LintFinding, finding } from './codes';

/** The abs_path a reference starts its path with: absolute or network-path, or a relative "/…". */
function rootedPath(ref: UriReference): AbsPath | undefined {
  const hier = ref.absoluteURI?.hierPart ?? ref.relativeURI;
  if (!hier) return undefined;
  return hier.netPath ? hier.netPath.absPath : hier.absPath;
}

/** "." or ".." once its escapes are decoded, when it holds one ("%2E", "%2e."): §2.3 says "." is unreserved, so unescaping it changes nothing for RFC 2396, but not for every parser. */
const DOT = 46;
const ESCAPED_DOT_SEGMENT = /^(?:%2[Ee]|\.){1,2}$/;

/**
 * RFC 2396 §5.2 step 6 g): in a path that starts at the root, a ".." with no segment
 * before it to remove climbs above the root (`http://a/../b`); resolvers disagree on what
 * to do with it. Counts the segments still in place: one pass, the depth of the §5.2 stack.
 * The segments are read from the path_segments' text, split at "/" as path_segments is, so
 * that a path of millions of segments costs no node per segment (issue 28): a string is made
 * only of a segment that may be an escaped dot-segment (it has a "%" and at most six characters).
 */
export function dotSegmentFindings(ref: UriReference): LintFinding[] {
  const path = rootedPath(ref);
  if (!path) return [];
  const { text: all, span } = path.pathSegments;
  // a dot-segment starts the path or follows a "/", an escaped one holds a "%": most paths have neither
  if (all.charCodeAt(0) !== DOT && all.indexOf('/.') < 0 && all.indexOf('%') < 0) return [];
  const out: LintFinding[] = [];
  const climbing: Span[] = []; // runs of adjacent ".." above the root ("/../../"): one finding each
  let depth = 0;
  for (let from = 0; from <= all.length; ) {
    let to = all.indexOf('/', from);
    if (to < 0) to = all.length;
    const start = span.start + from;
    const end = span.start + to;
    const length = to - from;
    const dots = length === 1 ? all.charCodeAt(from) === DOT : length === 2 && all.charCodeAt(from) === DOT && all.charCodeAt(from + 1) === DOT;
    from = to + 1;
    if (dots && length === 1) continue;
    if (dots) {
      if (depth > 0) depth--;
      else if (climbing.length > 0 && climbing[climbing.length - 1].end + 1 === start) climbing[climbing.length - 1].end = end;
      else climbing.push({ start, end });
      continue;
    }
    if (length >= 3 && length <= 6) {
      const text = all.slice(start - span.start, end - span.start);
      if (text.includes('%') && ESCAPED_DOT_SEGMENT.test(text)) {
        out.push(finding('escaped-dot-segment', { start, end }, `segment ${JSON.stringify(text)} is an escaped ${text.length > 3 ? '".."' : '"."'}: not a dot-segment for RFC 2396 (§5.2 step 6), but one for parsers that unescape first`));
      }
    }
    depth++;
  }
  for (const span of climbing) {
    const count = (span.end - span.start + 1) / 3;
    const what = count === 1 ? 'this ".." climbs' : `these ${count} ".." climb`;
    out.push(finding('dot-segment-above-root', span, `${what} above the root: §5.2 step 6 g) leaves it to the resolver, which may keep, drop or refuse ${count === 1 ? 'it' : 'them'}`));
  }
  return out;
}
