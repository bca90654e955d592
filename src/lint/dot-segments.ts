import type { Span } from '../engine';
import type { AbsPath, UriReference } from '../rfc2396';
import { LintFinding, finding } from './codes';

/** The abs_path a reference starts its path with: absolute or network-path, or a relative "/…". */
function rootedPath(ref: UriReference): AbsPath | undefined {
  const hier = ref.absoluteURI?.hierPart ?? ref.relativeURI;
  if (!hier) return undefined;
  return hier.netPath ? hier.netPath.absPath : hier.absPath;
}

/** "." or ".." once its escapes are decoded, when it holds one ("%2E", "%2e."): §2.3 says "." is unreserved, so unescaping it changes nothing for RFC 2396, but not for every parser. */
const ESCAPED_DOT_SEGMENT = /^(?:%2[Ee]|\.){1,2}$/;

/**
 * RFC 2396 §5.2 step 6 g): in a path that starts at the root, a ".." with no segment
 * before it to remove climbs above the root (`http://a/../b`); resolvers disagree on what
 * to do with it. Counts the segments still in place: one pass, the depth of the §5.2 stack.
 */
export function dotSegmentFindings(ref: UriReference): LintFinding[] {
  const path = rootedPath(ref);
  if (!path) return [];
  const out: LintFinding[] = [];
  const climbing: Span[] = []; // runs of adjacent ".." above the root ("/../../"): one finding each
  let depth = 0;
  for (const segment of path.pathSegments.segments) {
    const text = segment.text;
    if (text === '.') continue;
    if (text === '..') {
      if (depth > 0) depth--;
      else if (climbing.length > 0 && climbing[climbing.length - 1].end + 1 === segment.span.start) climbing[climbing.length - 1].end = segment.span.end;
      else climbing.push({ ...segment.span });
      continue;
    }
    if (text.includes('%') && ESCAPED_DOT_SEGMENT.test(text)) {
      out.push(finding('escaped-dot-segment', segment.span, `segment ${JSON.stringify(text)} is an escaped ${text.length > 3 ? '".."' : '"."'}: not a dot-segment for RFC 2396 (§5.2 step 6), but one for parsers that unescape first`));
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
