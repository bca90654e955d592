import type { AbsPath, Hostport as GenericHostport, UriReference } from '../rfc2396';
import { own } from '../own';
import { LAZY_LIST } from '../rfc2396/fast/lazy';
import { type Decoded, decode } from './decode';
import type { Fpath, Ftptype, Ftpurl } from './ftp';
import type { Hpath, Httpurl, Search } from './http';
import type { Host, Hostport, Login, Password, Port, User } from './login';
import { appendixG, isSchemeName, profile } from './profile';
import { defaultPort } from '../registry/registry';
import { deferField, isDeferred, segmentListOf } from './segments';
import { ftptype as FTPTYPE } from '../generated/rfc1738-charsets';

// RFC 1738 §5 `httpurl` and `ftpurl` as RFC 2396 Appendix G.2–G.3 updates them (`~`
// unreserved, a port of *digit, a hostname that may end in "."), read off the generic RFC
// 2396 AST. Under those updates the grammars name the same characters: hsegment's `uchar |
// ";" | ":" | "@" | "&" | "="` is RFC 2396's pchar and ";" (alphanum, mark, escaped,
// ":@&=+$,;"), fsegment is pchar without ";" (and "?", which the generic grammar reads as a
// query's start), search is a query without "/" and "?", user and password are userinfo's
// characters but ":" (and "?"), hostname and hostnumber are RFC 2396's hostname and
// IPv4address, and port is *digit in both.

/**
 * The `httpurl` node (RFC 1738 with Appendix G) of an input whose generic RFC 2396 AST (`ref`,
 * of `input.slice(0, end)` and any fragment) already is one: an absoluteURI with a net_path
 * whose authority is a server without userinfo, a query only after an abs_path and holding
 * no "/" or "?". Undefined otherwise (then the grammar is run, for its error), and under any
 * reading but 'rfc2396'. The node the grammar gives (spec/schemes/rfc1738FromGeneric.spec.ts), with no
 * second parse; the hostname node is the generic AST's own (the same rule builds both).
 */
export function httpurlFromGeneric(scheme: string, ref: UriReference, input: string, end: number): Httpurl | undefined {
  if (profile.updates !== 'rfc2396') return undefined;
  const uri = ref.absoluteURI;
  const hier = uri?.hierPart;
  const net = hier?.netPath;
  const server = net?.authority.server;
  if (!uri || !hier || !net || !server?.hostport || server.userinfo || uri.span.end !== end) return undefined;
  const { query } = hier;
  const path = net.absPath;
  if (query && (!path || query.text.includes('/') || query.text.includes('?'))) return undefined;
  if (!isSchemeName(uri.scheme.text, scheme)) return undefined;
  const hostport = hostportOf(server.hostport);
  const node = { type: 'httpurl', span: { start: 0, end }, text: input.slice(0, end), hostport } as Httpurl;
  if (path) {
    const hsegments = segmentsOf('hsegment', path, path.span.end);
    const { span, text } = path.pathSegments;
    node.hpath = hsegments ? { type: 'hpath', span, text, hsegments } : segmentListOf<Hpath, 'hsegment'>('hpath', 'hsegments', 'hsegment', input, path.span.start + 1, path.span.end);
  }
  if (query) node.search = { type: 'search', span: query.span, text: query.text, decoded: decode(query.text) } satisfies Search;
  node.effectivePort = own(hostport, 'port')?.value ?? defaultPort(scheme);
  return node;
}

/**
 * The segments of RFC 1738's `x *[ "/" x ]` over the generic abs_path `path` up to `end`, from
 * the generic segments (their text holds their params, as an hsegment's or fsegment's does),
 * when that is the whole path_segments and short (no list deferred on either side); else
 * undefined, and the caller splits the text (`segmentListOf`). The caller writes the node
 * literal: a computed key (`{ [field]: … }`) made this V8's slow path, 12% of the row.
 */
function segmentsOf<T extends string>(type: T, path: AbsPath, end: number): Array<Decoded<T>> | undefined {
  const generic = path.pathSegments;
  if (end !== path.span.end || generic.text.length >= LAZY_LIST) return undefined;
  const segments: Array<Decoded<T>> = [];
  const plain = generic.text.indexOf('%') < 0; // one search for the path, not one per segment
  for (const s of generic.segments) segments.push({ type, span: s.span, text: s.text, decoded: plain ? s.text : decode(s.text) });
  return segments;
}

/** RFC 1738's hostport from RFC 2396's: the hostname node as it is, an IPv4address as a hostnumber, the port with its value. */
function hostportOf(generic: GenericHostport): Hostport {
  const { host } = generic;
  const port = own(generic, 'port');
  const ip = host.IPv4address;
  const host1738: Host = ip ? { type: 'host', span: host.span, text: host.text, hostnumber: { type: 'hostnumber', span: ip.span, text: ip.text } } : (host as unknown as Host);
  const node: Hostport = { type: 'hostport', span: generic.span, text: generic.text, host: host1738 };
  if (port) node.port = { type: 'port', span: port.span, text: port.text, value: port.text === '' ? undefined : Number(port.text) } satisfies Port;
  return node;
}

const TYPE = ';type=';

/**
 * The `ftpurl` node (RFC 1738 with Appendix G, the reading of every `updates` but 'none') of
 * an input whose generic RFC 2396 AST already is one: an absoluteURI with a net_path whose
 * authority is a server (its userinfo with at most one ":"), no query, and a path whose only
 * ";" starts a final `;type=` and an ftptype. Undefined otherwise (then the grammar is run).
 * The node the grammar gives (spec/schemes/rfc1738FromGeneric.spec.ts), cwd and name included.
 */
export function ftpurlFromGeneric(ref: UriReference, input: string, end: number): Ftpurl | undefined {
  if (!appendixG()) return undefined;
  const uri = ref.absoluteURI;
  const hier = uri?.hierPart;
  const net = hier?.netPath;
  const server = net?.authority.server;
  if (!uri || !hier || !net || !server?.hostport || own(hier, 'query') || uri.span.end !== end) return undefined;
  if (!isSchemeName(uri.scheme.text, 'ftp')) return undefined;
  const login = loginOf(server.userinfo, net.authority.span, net.authority.text, hostportOf(server.hostport));
  if (!login) return undefined;
  const path = net.absPath;
  let pathEnd = path ? path.span.end : end;
  let ftptype: Ftptype | undefined;
  if (path) {
    const semicolon = path.text.indexOf(';');
    if (semicolon >= 0) {
      // the one ";" of the path starts a final ";type=" and an ftptype (fsegment has no ";")
      const at = path.span.start + semicolon;
      if (semicolon !== path.text.length - TYPE.length - 1 || !path.text.startsWith(TYPE, semicolon) || !FTPTYPE.includes(path.text[path.text.length - 1]!)) return undefined;
      pathEnd = at;
      ftptype = { type: 'ftptype', span: { start: path.span.end - 1, end: path.span.end }, text: path.text[path.text.length - 1]! };
    }
  }
  const node = { type: 'ftpurl', span: { start: 0, end }, text: input.slice(0, end), login } as Ftpurl;
  const fsegments = path && segmentsOf('fsegment', path, pathEnd);
  const fpath: Fpath | undefined = !path
    ? undefined
    : fsegments
      ? { type: 'fpath', span: path.pathSegments.span, text: path.pathSegments.text, fsegments }
      : segmentListOf<Fpath, 'fsegment'>('fpath', 'fsegments', 'fsegment', input, path.span.start + 1, pathEnd);
  if (fpath) node.fpath = fpath;
  if (ftptype) node.ftptype = ftptype;
  const deferred = fpath !== undefined && isDeferred(fpath, 'fsegments');
  const segments = fpath && !deferred ? fpath.fsegments.map((s) => s.decoded) : [];
  node.cwd = segments.slice(0, -1);
  node.name = fpath ? segments[segments.length - 1] : undefined;
  node.typecode = ftptype ? (ftptype.text.toLowerCase() as 'a' | 'i' | 'd') : undefined;
  node.effectivePort = own(login.hostport, 'port')?.value ?? defaultPort('ftp');
  if (!deferred) return node;
  // as the grammar's node: a long path's cwd and name computed on first read
  deferField(node, 'cwd', () => fpath.fsegments.slice(0, -1).map((s) => s.decoded));
  return deferField(node, 'name', () => decode(fpath.text.slice(fpath.text.lastIndexOf('/') + 1)));
}

/** RFC 1738's login (`[ user [ ":" password ] "@" ] hostport`) from RFC 2396's userinfo, or undefined for a userinfo with two ":". */
function loginOf(userinfo: { span: { start: number; end: number }; text: string } | undefined, span: { start: number; end: number }, text: string, hostport: Hostport): Login | undefined {
  const login = { type: 'login', span, text } as Login;
  if (userinfo) {
    const colon = userinfo.text.indexOf(':');
    if (colon >= 0 && userinfo.text.indexOf(':', colon + 1) >= 0) return undefined;
    const { start, end } = userinfo.span;
    const userText = colon < 0 ? userinfo.text : userinfo.text.slice(0, colon);
    login.user = { type: 'user', span: { start, end: start + userText.length }, text: userText, decoded: decode(userText) } satisfies User;
    if (colon >= 0) {
      const passwordText = userinfo.text.slice(colon + 1);
      login.password = { type: 'password', span: { start: start + colon + 1, end }, text: passwordText, decoded: decode(passwordText) } satisfies Password;
    }
  }
  login.hostport = hostport;
  return login;
}
