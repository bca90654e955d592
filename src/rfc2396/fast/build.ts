import type {
  AbsPath, AbsoluteUri, Authority, Domainlabel, Fragment, HierPart, Host, Hostname, Hostport, NetPath, RelPath, RelativeUri, Server, UriReference,
} from '../ast';
import { segmentsOf } from '../path';
import type { Shape } from './shape';

/*
 * The AST of a scanned URI-reference, node for node what the combinators build (same
 * fields, in the same order: `{ type, span, text, ...fields }` as rule() makes them), so
 * that results compare equal with toEqual and JSON.stringify alike.
 */

const DOT = 46;

function leaf<T extends string>(type: T, s: string, start: number, end: number): { type: T; span: { start: number; end: number }; text: string } {
  return { type, span: { start, end }, text: s.slice(start, end) };
}

// abs_path = "/" path_segments
function absPath(s: string, start: number, end: number): AbsPath {
  return {
    type: 'abs_path',
    span: { start, end },
    text: s.slice(start, end),
    pathSegments: { type: 'path_segments', span: { start: start + 1, end }, text: s.slice(start + 1, end), segments: segmentsOf(s, start + 1, end) },
  };
}

// hostname = *( domainlabel "." ) toplabel [ "." ]: the labels between the dots
function hostname(s: string, start: number, end: number): Hostname {
  const last = s.charCodeAt(end - 1) === DOT ? end - 1 : end;
  const domainlabels: Domainlabel[] = [];
  let from = start;
  for (let p = start; p < last; p++) {
    if (s.charCodeAt(p) !== DOT) continue;
    domainlabels.push(leaf('domainlabel', s, from, p));
    from = p + 1;
  }
  return { type: 'hostname', span: { start, end }, text: s.slice(start, end), domainlabels, toplabel: leaf('toplabel', s, from, last) };
}

// hostport = host [ ":" port ]; host = hostname | IPv4address
function hostport(s: string, sh: Shape, end: number): Hostport {
  const { hostStart, hostEnd } = sh;
  const host: Host = sh.ipv4
    ? { type: 'host', span: { start: hostStart, end: hostEnd }, text: s.slice(hostStart, hostEnd), IPv4address: leaf('IPv4address', s, hostStart, hostEnd) }
    : { type: 'host', span: { start: hostStart, end: hostEnd }, text: s.slice(hostStart, hostEnd), hostname: hostname(s, hostStart, hostEnd) };
  const span = { start: hostStart, end };
  const text = s.slice(hostStart, end);
  return sh.portStart < 0 ? { type: 'hostport', span, text, host } : { type: 'hostport', span, text, host, port: leaf('port', s, sh.portStart, end) };
}

// authority = server | reg_name; server = [ [ userinfo "@" ] hostport ]
function authority(s: string, sh: Shape): Authority {
  const start = sh.authorityStart;
  const end = sh.authorityEnd;
  const span = { start, end };
  const text = s.slice(start, end);
  if (sh.regName) return { type: 'authority', span, text, regName: leaf('reg_name', s, start, end) };
  let server: Server;
  if (sh.hostStart < 0) server = { type: 'server', span: { start, end }, text };
  else if (sh.userinfoEnd < 0) server = { type: 'server', span: { start, end }, text, hostport: hostport(s, sh, end) };
  else server = { type: 'server', span: { start, end }, text, userinfo: leaf('userinfo', s, start, sh.userinfoEnd), hostport: hostport(s, sh, end) };
  return { type: 'authority', span, text, server };
}

// net_path = "//" authority [ abs_path ]
function netPath(s: string, sh: Shape, start: number): NetPath {
  const end = sh.pathStart < 0 ? sh.authorityEnd : sh.pathEnd;
  const a = authority(s, sh);
  return sh.pathStart < 0
    ? { type: 'net_path', span: { start, end }, text: s.slice(start, end), authority: a }
    : { type: 'net_path', span: { start, end }, text: s.slice(start, end), authority: a, absPath: absPath(s, sh.pathStart, end) };
}

// rel_path = rel_segment [ abs_path ]
function relPath(s: string, sh: Shape): RelPath {
  const { relSegmentEnd: seg, pathEnd: end } = sh;
  const relSegment = leaf('rel_segment', s, 0, seg);
  return seg === end
    ? { type: 'rel_path', span: { start: 0, end }, text: s.slice(0, end), relSegment }
    : { type: 'rel_path', span: { start: 0, end }, text: s.slice(0, end), relSegment, absPath: absPath(s, seg, end) };
}

/** hier_part (§3) or relativeURI (§5) over `[start, end)`: a path, then the query if any. */
function hierOrRelative<T extends 'hier_part' | 'relativeURI'>(type: T, s: string, sh: Shape, start: number, end: number): T extends 'hier_part' ? HierPart : RelativeUri {
  const span = { start, end };
  const text = s.slice(start, end);
  const path =
    sh.authorityStart >= 0 ? { netPath: netPath(s, sh, start) } : sh.relSegmentEnd >= 0 ? { relPath: relPath(s, sh) } : { absPath: absPath(s, sh.pathStart, sh.pathEnd) };
  const node = sh.queryStart < 0 ? { type, span, text, ...path } : { type, span, text, ...path, query: leaf('query', s, sh.queryStart, end) };
  return node as unknown as T extends 'hier_part' ? HierPart : RelativeUri;
}

// absoluteURI = scheme ":" ( hier_part | opaque_part )
function absoluteUri(s: string, sh: Shape, end: number): AbsoluteUri {
  const colon = sh.schemeEnd;
  const scheme = leaf('scheme', s, 0, colon);
  const span = { start: 0, end };
  const text = s.slice(0, end);
  return sh.opaqueEnd >= 0
    ? { type: 'absoluteURI', span, text, scheme, opaquePart: leaf('opaque_part', s, colon + 1, end) }
    : { type: 'absoluteURI', span, text, scheme, hierPart: hierOrRelative('hier_part', s, sh, colon + 1, end) };
}

/** URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]   (§4.1) */
export function buildUriReference(s: string, sh: Shape): UriReference {
  const n = s.length;
  const end = sh.fragmentStart < 0 ? n : sh.fragmentStart - 1;
  const fragment: Fragment | undefined = sh.fragmentStart < 0 ? undefined : leaf('fragment', s, sh.fragmentStart, n);
  const span = { start: 0, end: n };
  const text = s.slice(0, n);
  let uri: { absoluteURI: AbsoluteUri } | { relativeURI: RelativeUri } | undefined;
  if (sh.schemeEnd >= 0) uri = { absoluteURI: absoluteUri(s, sh, end) };
  else if (sh.pathStart >= 0 || sh.authorityStart >= 0) uri = { relativeURI: hierOrRelative('relativeURI', s, sh, 0, end) };
  if (uri === undefined) return fragment ? { type: 'URI-reference', span, text, fragment } : { type: 'URI-reference', span, text };
  return (fragment ? { type: 'URI-reference', span, text, ...uri, fragment } : { type: 'URI-reference', span, text, ...uri }) as UriReference;
}
