import type {
  AbsPath, AbsoluteUri, Authority, Domainlabel, Fragment, HierPart, Host, Hostname, Hostport, NetPath, RelPath, RelativeUri, Server, UriReference,
} from '../ast';
import { segmentsOf } from '../path';
import type { Shape } from './shape';
import { DOT } from './codes';

/*
 * The AST of a scanned URI-reference, node for node what the combinators build (same
 * fields, in the same order: `{ type, span, text, ...fields }` as rule() makes them), so
 * that results compare equal with toEqual and JSON.stringify alike.
 */


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

/** The path of a hier_part (§3) or relativeURI (§5), keyed as the node has it. */
function pathOf(s: string, sh: Shape, start: number): { key: 'netPath' | 'relPath' | 'absPath'; node: NetPath | RelPath | AbsPath } {
  if (sh.authorityStart >= 0) return { key: 'netPath', node: netPath(s, sh, start) };
  if (sh.relSegmentEnd >= 0) return { key: 'relPath', node: relPath(s, sh) };
  return { key: 'absPath', node: absPath(s, sh.pathStart, sh.pathEnd) };
}

/**
 * hier_part (§3) or relativeURI (§5) over `[start, end)`: a path, then the query if any.
 * Object literals throughout (no spread, which V8 runs in a slow path).
 */
function hierOrRelative<T extends 'hier_part' | 'relativeURI'>(type: T, s: string, sh: Shape, start: number, end: number): T extends 'hier_part' ? HierPart : RelativeUri {
  const span = { start, end };
  const text = s.slice(start, end);
  const { key, node: path } = pathOf(s, sh, start);
  let node: object;
  if (sh.queryStart < 0) {
    node = key === 'netPath' ? { type, span, text, netPath: path } : key === 'relPath' ? { type, span, text, relPath: path } : { type, span, text, absPath: path };
  } else {
    const query = leaf('query', s, sh.queryStart, end);
    node =
      key === 'netPath' ? { type, span, text, netPath: path, query } : key === 'relPath' ? { type, span, text, relPath: path, query } : { type, span, text, absPath: path, query };
  }
  return node as T extends 'hier_part' ? HierPart : RelativeUri;
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
  const type = 'URI-reference';
  const span = { start: 0, end: n };
  const text = s.slice(0, n);
  const fragment: Fragment | undefined = sh.fragmentStart < 0 ? undefined : leaf('fragment', s, sh.fragmentStart, n);
  if (sh.schemeEnd >= 0) {
    const absoluteURI = absoluteUri(s, sh, end);
    return fragment ? { type, span, text, absoluteURI, fragment } : { type, span, text, absoluteURI };
  }
  if (sh.pathStart >= 0 || sh.authorityStart >= 0) {
    const relativeURI = hierOrRelative('relativeURI', s, sh, 0, end);
    return fragment ? { type, span, text, relativeURI, fragment } : { type, span, text, relativeURI };
  }
  return fragment ? { type, span, text, fragment } : { type, span, text };
}
