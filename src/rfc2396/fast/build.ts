import type {
  AbsPath, AbsoluteUri, Authority, Domainlabel, Fragment, HierPart, Host, Hostname, Hostport, NetPath, Param, PathSegments, RelPath, RelativeUri, Segment, Server,
  Toplabel, UriReference,
} from '../ast';
import {
  IPv4address_end, abs_path_end, abs_path_start, authority_end, fragment_start, host_end, opaque_part_end,
  query_start, reg_name_end, rel_path_end, rel_segment_end, scheme_end, userinfo_end,
} from '../../generated/rfc2396-scanner';
import { hostname_separator as DOT, path_segments_separator as SLASH, segment_separator as SEMICOLON } from '../../generated/rfc2396-lists';
import { authorityStartOf, hostStartOf, portStartOf } from './components';
import { leaf } from '../../combinators/node';
import { LAZY_LIST, lazyHostname, lazyPathSegments, lazySegment } from './lazy';

/*
 * The AST of a scanned URI-reference (`t`: the tags of its derivation, ./scan; `b`: its
 * bytes), node for node what `rules['URI-reference']` builds
 * (same fields, in the same order: `{ type, span, text, ...fields }`: ../compiled.ts), so
 * that results compare equal with toEqual and JSON.stringify alike.
 *
 * Nodes with the same span share one text string (an authority, its server, hostport, host
 * and hostname are often the same characters): strings are values, so nothing can tell,
 * and each slice saved is an allocation saved. Spans are never shared (they are objects).
 * Delimiters are looked for in the scanner's bytes (`b`, ./bytes), not with charCodeAt: each
 * list's separator, generated from the grammar with the proof that no item holds it.
 * A list of more than LAZY_LIST nodes is built on first read, from the string (./lazy).
 */


// param = *pchar: the text after each ";" of the segment at `[start, end)` (src/rfc2396/path.ts over bytes)
function paramsOf(s: string, b: Uint8Array, start: number, end: number): Param[] {
  const params: Param[] = [];
  let from = -1;
  for (let p = start; p <= end; p++) {
    if (p < end && b[p] !== SEMICOLON) continue;
    if (from >= 0) params.push(leaf('param', s, from, p));
    from = p + 1;
  }
  return params;
}

/*
 * A list is split before it is built: the end of each element (and each segment's ";" count)
 * go to these scratch arrays (parsing is synchronous). A split that passes LAZY_LIST nodes
 * stops there, and the list is built on first read instead (./lazy). Either way the bytes of
 * a list are read once, whatever its length.
 */
const ENDS = new Int32Array(LAZY_LIST + 1);
const SEMICOLONS = new Int32Array(LAZY_LIST + 1);

/**
 * path_segments = segment *( "/" segment ) at `[start, end)`: the number of segments, their ends
 * and ";" counts in ENDS and SEMICOLONS; or -1 as soon as they and their params pass LAZY_LIST
 * nodes (the params of a segment with more than LAZY_LIST count none: they are built on first read).
 */
function splitSegments(b: Uint8Array, start: number, end: number): number {
  let count = 0;
  let nodes = 0;
  let semicolons = 0;
  for (let p = start; p <= end; p++) {
    const c = p < end ? b[p] : SLASH;
    if (c === SEMICOLON) semicolons++;
    else if (c === SLASH) {
      nodes += semicolons > LAZY_LIST ? 1 : 1 + semicolons;
      if (nodes > LAZY_LIST) return -1;
      ENDS[count] = p;
      SEMICOLONS[count++] = semicolons;
      semicolons = 0;
    }
  }
  return count;
}

// segment = *pchar *( ";" param ): the `count` segments splitSegments found from `start`
function segmentsOf(s: string, b: Uint8Array, start: number, end: number, count: number, text: string): Segment[] {
  const segments: Segment[] = [];
  let from = start;
  for (let k = 0; k < count; k++) {
    const p = ENDS[k];
    const semicolons = SEMICOLONS[k]; // params are split off only in a segment that has a ";"
    const segmentText = from === start && p === end ? text : s.slice(from, p);
    segments.push(
      semicolons > LAZY_LIST
        ? lazySegment(s, from, p, segmentText)
        : { type: 'segment', span: { start: from, end: p }, text: segmentText, params: semicolons > 0 ? paramsOf(s, b, from, p) : [] },
    );
    from = p + 1;
  }
  return segments;
}

// abs_path = "/" path_segments
function absPathOf(s: string, b: Uint8Array, start: number, end: number, text: string): AbsPath {
  const segmentsText = s.slice(start + 1, end);
  const count = splitSegments(b, start + 1, end);
  const pathSegments: PathSegments =
    count < 0
      ? lazyPathSegments(s, start + 1, end, segmentsText)
      : { type: 'path_segments', span: { start: start + 1, end }, text: segmentsText, segments: segmentsOf(s, b, start + 1, end, count, segmentsText) };
  return { type: 'abs_path', span: { start, end }, text, pathSegments };
}

/** The dots of a hostname's labels before `last`: how many, their offsets in ENDS; or -1 when there are more than LAZY_LIST. */
function splitLabels(b: Uint8Array, start: number, last: number): number {
  let count = 0;
  for (let p = start; p < last; p++) {
    if (b[p] !== DOT) continue;
    if (count === LAZY_LIST) return -1;
    ENDS[count++] = p;
  }
  return count;
}

// hostname = *( domainlabel "." ) toplabel [ "." ]: the labels between the dots
function hostname(s: string, b: Uint8Array, start: number, end: number, text: string): Hostname {
  const last = b[end - 1] === DOT ? end - 1 : end;
  const count = splitLabels(b, start, last);
  if (count < 0) {
    let dot = last - 1;
    while (b[dot] !== DOT) dot--;
    return lazyHostname(s, start, end, text, last, leaf('toplabel', s, dot + 1, last));
  }
  const domainlabels: Domainlabel[] = [];
  let from = start;
  for (let k = 0; k < count; k++) {
    domainlabels.push(leaf('domainlabel', s, from, ENDS[k]));
    from = ENDS[k] + 1;
  }
  const toplabel: Toplabel = from === start && last === end ? { type: 'toplabel', span: { start, end }, text } : leaf('toplabel', s, from, last);
  return { type: 'hostname', span: { start, end }, text, domainlabels, toplabel };
}

// hostport = host [ ":" port ]; host = hostname | IPv4address
function hostport(s: string, b: Uint8Array, t: Int32Array, end: number, text: string): Hostport {
  const hostStart = hostStartOf(t);
  const hostEnd = t[host_end]!;
  const hostText = hostEnd === end ? text : s.slice(hostStart, hostEnd);
  const host: Host =
    t[IPv4address_end]! >= 0
      ? { type: 'host', span: { start: hostStart, end: hostEnd }, text: hostText, IPv4address: { type: 'IPv4address', span: { start: hostStart, end: hostEnd }, text: hostText } }
      : { type: 'host', span: { start: hostStart, end: hostEnd }, text: hostText, hostname: hostname(s, b, hostStart, hostEnd, hostText) };
  const span = { start: hostStart, end };
  const port = portStartOf(t);
  return port < 0 ? { type: 'hostport', span, text, host } : { type: 'hostport', span, text, host, port: leaf('port', s, port, end) };
}

// authority = server | reg_name; server = [ [ userinfo "@" ] hostport ]
function authority(s: string, b: Uint8Array, t: Int32Array): Authority {
  const start = authorityStartOf(t);
  const end = t[authority_end]!;
  const span = { start, end };
  const text = s.slice(start, end);
  if (t[reg_name_end]! >= 0) return { type: 'authority', span, text, regName: { type: 'reg_name', span: { start, end }, text } };
  const userinfo = t[userinfo_end]!;
  let server: Server;
  if (t[host_end]! < 0) server = { type: 'server', span: { start, end }, text };
  else if (userinfo < 0) server = { type: 'server', span: { start, end }, text, hostport: hostport(s, b, t, end, text) };
  else server = { type: 'server', span: { start, end }, text, userinfo: leaf('userinfo', s, start, userinfo), hostport: hostport(s, b, t, end, s.slice(userinfo + 1, end)) }; // the host after the "@"
  return { type: 'authority', span, text, server };
}

// net_path = "//" authority [ abs_path ]
function netPathOf(s: string, b: Uint8Array, t: Int32Array, start: number, text: string): NetPath {
  const pathStart = t[abs_path_start]!;
  const end = pathStart < 0 ? t[authority_end]! : t[abs_path_end]!;
  const a = authority(s, b, t);
  return pathStart < 0
    ? { type: 'net_path', span: { start, end }, text, authority: a }
    : { type: 'net_path', span: { start, end }, text, authority: a, absPath: absPathOf(s, b, pathStart, end, s.slice(pathStart, end)) };
}

// rel_path = rel_segment [ abs_path ]
function relPathOf(s: string, b: Uint8Array, t: Int32Array, text: string): RelPath {
  const seg = t[rel_segment_end]!;
  const end = t[rel_path_end]!;
  return seg === end
    ? { type: 'rel_path', span: { start: 0, end }, text, relSegment: { type: 'rel_segment', span: { start: 0, end }, text } }
    : { type: 'rel_path', span: { start: 0, end }, text, relSegment: leaf('rel_segment', s, 0, seg), absPath: absPathOf(s, b, seg, end, s.slice(seg, end)) };
}

/**
 * hier_part (§3) or relativeURI (§5) over `[start, end)`: a path, then the query if any.
 * Object literals throughout (no spread, which V8 runs in a slow path).
 */
function hierOrRelative<K extends 'hier_part' | 'relativeURI'>(type: K, s: string, b: Uint8Array, t: Int32Array, start: number, end: number, text: string): K extends 'hier_part' ? HierPart : RelativeUri {
  const span = { start, end };
  const queryStart = t[query_start]!;
  const pathEnd = queryStart < 0 ? end : queryStart - 1;
  const pathText = pathEnd === end ? text : s.slice(start, pathEnd);
  const query = queryStart < 0 ? undefined : leaf('query', s, queryStart, end);
  let node: object;
  if (t[authority_end]! >= 0) {
    const netPath = netPathOf(s, b, t, start, pathText);
    node = query ? { type, span, text, netPath, query } : { type, span, text, netPath };
  } else if (t[rel_segment_end]! >= 0) {
    const relPath = relPathOf(s, b, t, pathText);
    node = query ? { type, span, text, relPath, query } : { type, span, text, relPath };
  } else {
    const absPath = absPathOf(s, b, t[abs_path_start]!, t[abs_path_end]!, pathText);
    node = query ? { type, span, text, absPath, query } : { type, span, text, absPath };
  }
  return node as K extends 'hier_part' ? HierPart : RelativeUri;
}

// absoluteURI = scheme ":" ( hier_part | opaque_part )
function absoluteUri(s: string, b: Uint8Array, t: Int32Array, end: number, text: string): AbsoluteUri {
  const colon = t[scheme_end]!;
  const scheme = leaf('scheme', s, 0, colon);
  const span = { start: 0, end };
  return t[opaque_part_end]! >= 0
    ? { type: 'absoluteURI', span, text, scheme, opaquePart: leaf('opaque_part', s, colon + 1, end) }
    : { type: 'absoluteURI', span, text, scheme, hierPart: hierOrRelative('hier_part', s, b, t, colon + 1, end, s.slice(colon + 1, end)) };
}

/** URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]   (§4.1): the AST of `s`, of bytes `b` and derivation tags `t` (./scan). */
export function buildUriReference(s: string, b: Uint8Array, t: Int32Array): UriReference {
  const n = s.length;
  const fragmentStart = t[fragment_start]!;
  const end = fragmentStart < 0 ? n : fragmentStart - 1;
  const type = 'URI-reference';
  const span = { start: 0, end: n };
  const text = s;
  const fragment: Fragment | undefined = fragmentStart < 0 ? undefined : leaf('fragment', s, fragmentStart, n);
  const partText = end === n ? s : s.slice(0, end);
  if (t[scheme_end]! >= 0) {
    const absoluteURI = absoluteUri(s, b, t, end, partText);
    return fragment ? { type, span, text, absoluteURI, fragment } : { type, span, text, absoluteURI };
  }
  if (end > 0) {
    // a relativeURI is never empty (§5)
    const relativeURI = hierOrRelative('relativeURI', s, b, t, 0, end, partText);
    return fragment ? { type, span, text, relativeURI, fragment } : { type, span, text, relativeURI };
  }
  return fragment ? { type, span, text, fragment } : { type, span, text };
}
