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
  let depth = 0;
  for (const segment of path.pathSegments.segments) {
    const text = segment.text;
    if (text === '.') continue;
    if (text === '..') {
      if (depth > 0) depth--;
      else out.push(finding('dot-segment-above-root', segment.span, 'this ".." climbs above the root: §5.2 step 6 g) leaves it to the resolver, which may keep it, drop it or refuse it'));
      continue;
    }
    if (text.includes('%') && ESCAPED_DOT_SEGMENT.test(text)) {
      out.push(finding('escaped-dot-segment', segment.span, `segment ${JSON.stringify(text)} is an escaped ${text.length > 3 ? '".."' : '"."'}: not a dot-segment for RFC 2396 (§5.2 step 6), but one for parsers that unescape first`));
    }
    depth++;
  }
  return out;
}
