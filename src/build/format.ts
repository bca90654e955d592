import { rules } from '../rfc2396/rules';
import { UriBuildError } from './errors';
import { escapeWith } from './escape';
import { checked, optionalString, partsOf, portText, segmentsOf } from './fields';
import { ESCAPE_TABLES } from './tables';

/** A path as a string whose "/" separate the segments (a leading "/" makes it absolute). */
interface PathAsString {
  path?: string;
  segments?: never;
}
/** A path as its segments: `['', 'a', 'b/c']` is `/a/b%2Fc` (a "/" inside a segment is data). */
interface PathAsSegments {
  segments?: readonly string[];
  path?: never;
}

/** An authority: a host, with its userinfo and port; none of them without the host (§3.2.2). */
type AuthorityParts =
  | {
      /** A hostname or IPv4address (§3.2.2), checked, never escaped; `''` is the empty authority of `file:///etc`. */
      host: string;
      /** Escaped as `userinfo`. */
      userinfo?: string;
      /** An integer 0–65535 or a string of digits. */
      port?: number | string;
    }
  | { host?: undefined; userinfo?: never; port?: never };

/**
 * The parts of a URI reference, decoded: `format` escapes each for its place. A part left
 * undefined is absent with its separator; an empty string is present and empty (§5.2).
 *
 * @example
 * ```ts
 * const parts: UriParts = { scheme: 'http', host: 'a.example', segments: ['', 'a b'], query: 'x=1' };
 * format(parts); //=> 'http://a.example/a%20b?x=1'
 * ```
 */
export type UriParts = (PathAsString | PathAsSegments) &
  AuthorityParts & {
    /** `alpha *( alpha | digit | "+" | "-" | "." )` (§3.1); written as given. */
    scheme?: string;
    /** Escaped as `query` (its "&", "=" … stay delimiters; escape keys and values yourself with `escapeReserved`). */
    query?: string;
    /** Escaped as `fragment`. */
    fragment?: string;
  };

/** "//" authority, from the host, userinfo and port parts; undefined without a host. */
function authorityOf(parts: Record<string, unknown>): string | undefined {
  const host = optionalString(parts.host, 'host');
  const userinfo = optionalString(parts.userinfo, 'userinfo');
  if (host === undefined || host === '') {
    const orphan = userinfo !== undefined ? 'userinfo' : parts.port !== undefined ? 'port' : undefined;
    if (orphan) {
      // server = [ [ userinfo "@" ] hostport ] (§3.2.2): no userinfo or port without a host
      throw new UriBuildError('missing-field', `${orphan} needs a host (server = [ [ userinfo "@" ] hostport ], RFC 2396 §3.2.2)`, orphan);
    }
    return host;
  }
  checked(rules.host, host, 'host', 'a hostname or IPv4address (RFC 2396 §3.2.2)', 'invalid-host');
  const port = parts.port === undefined ? '' : ':' + portText(parts.port, 0);
  return (userinfo === undefined ? '' : escapeWith(userinfo, ESCAPE_TABLES.userinfo, 'userinfo') + '@') + host + port;
}

/**
 * The path's text: segments escaped, the first one of a relative path as `rel_segment` (§5: no
 * ":"). Joined once, into one flat string: `+=` per segment made a rope of a node per segment
 * (35 bytes kept per character of a path of a million "/").
 */
function pathOf(segments: readonly string[], relative: boolean): string {
  const escaped = new Array<string>(segments.length);
  for (let k = 0; k < segments.length; k++) {
    const table = k === 0 && relative ? ESCAPE_TABLES.rel_segment : ESCAPE_TABLES.segment;
    escaped[k] = escapeWith(segments[k]!, table, k === 0 && relative ? 'rel_segment' : 'segment');
  }
  return escaped.join('/');
}

/**
 * Builds an RFC 2396 URI-reference from decoded parts, escaping each for its place, and
 * refuses (a `UriBuildError`, with a stable `code`) what the grammar cannot express:
 * userinfo or port without host, a path starting
 * with "//" without one, a scheme with nothing after its ":", and a query with neither
 * scheme, authority nor path (`relativeURI` needs a path: give `path: '.'`, which
 * RFC 2396 §5.2 resolves as Appendix C resolves "?y").
 *
 * @example
 * ```ts
 * format({ scheme: 'http', host: 'example.com', port: 8080, segments: ['', 'a b', 'c/d'], query: 'x=1&y=2' })
 * //=> 'http://example.com:8080/a%20b/c%2Fd?x=1&y=2'
 * format({ path: 'this:that' }); //=> 'this%3Athat' // §5: a relative path's first segment has no ":"
 * ```
 */
export function format(parts: UriParts): string {
  return formatParts(partsOf(parts, 'format(parts)'));
}

function formatParts(parts: Record<string, unknown>): string {
  const scheme = optionalString(parts.scheme, 'scheme');
  const query = optionalString(parts.query, 'query');
  const fragment = optionalString(parts.fragment, 'fragment');
  const authority = authorityOf(parts);
  const segments = afterAuthority(authority, segmentsOf(parts) ?? []);
  const path: PathShape = segments.length === 0 || (segments.length === 1 && segments[0] === '') ? 'empty' : segments[0] === '' ? 'absolute' : 'relative';
  checkShape(scheme, authority, path, segments, query);

  let out = scheme === undefined ? '' : checked(rules.scheme, scheme, 'scheme', 'a scheme (RFC 2396 §3.1)', 'invalid-scheme') + ':';
  if (authority !== undefined) out += '//' + authority;
  // a relative path after "scheme:" is an opaque_part, where ":" is fine; without a scheme it is a rel_path
  if (path !== 'empty') out += pathOf(segments, path === 'relative' && scheme === undefined);
  if (query !== undefined) out += '?' + escapeWith(query, ESCAPE_TABLES.query, 'query');
  if (fragment !== undefined) out += '#' + escapeWith(fragment, ESCAPE_TABLES.fragment, 'fragment');
  return out;
}

type PathShape = 'empty' | 'absolute' | 'relative';

/**
 * After an authority the path is empty or an abs_path (`net_path = "//" authority [ abs_path ]`,
 * RFC 2396 §3), so the "/" that ends the authority is written whether or not the segments
 * begin with '': `['a', 'b']` and `['', 'a', 'b']` are both `/a/b`. This is the rule of
 * `formatUrl`, where that "/" is never part of the url-path (RFC 1738 §3.1).
 */
function afterAuthority(authority: string | undefined, segments: string[]): string[] {
  return authority === undefined || segments.length === 0 || segments[0] === '' ? segments : ['', ...segments];
}

/** Refuses the combinations of parts that no URI-reference has (RFC 2396 §3, §5, Appendix A). */
function checkShape(scheme: string | undefined, authority: string | undefined, path: PathShape, segments: readonly string[], query: string | undefined): void {
  if (authority !== undefined) return;
  if (path === 'absolute' && segments[1] === '' && segments.length > 2) {
    throw new UriBuildError('path-starts-with-two-slashes', 'without an authority a path cannot start with "//": it would be read as one (RFC 2396 §3, §5)', 'path');
  } else if (path === 'empty' && query === undefined && scheme !== undefined) {
    throw new UriBuildError('empty-scheme-specific-part', `"${scheme}:" needs a path, authority or query after it (absoluteURI, RFC 2396 §3)`, 'path');
  } else if (path === 'empty' && query !== undefined && scheme === undefined) {
    // relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]: "?y" is not derivable (docs/building.md)
    throw new UriBuildError('query-without-path', 'relativeURI cannot carry a query without a path (RFC 2396 §5, Appendix A); give path "." for what Appendix C resolves "?y" to', 'query');
  }
}
