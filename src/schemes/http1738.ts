import type { Hostport as GenericHostport, UriReference } from '../rfc2396';
import { decode } from './common';
import type { Hpath, Httpurl, Search } from './http';
import type { Host, Hostport, Port } from './login';
import { profile } from './profile';
import { defaultPort } from './registry';
import { segmentListOf } from './segments';

// RFC 1738 §5 `httpurl` as RFC 2396 Appendix G.2–G.3 updates it (`~` unreserved, a port of
// *digit, a hostname that may end in "."), read off the generic RFC 2396 AST. Under those
// updates the two grammars name the same characters: hsegment's `uchar | ";" | ":" | "@" |
// "&" | "="` is RFC 2396's pchar and ";" (alphanum, mark, escaped, ":@&=+$,;"), search is a
// query without "/" and "?", hostname and hostnumber are RFC 2396's hostname and IPv4address,
// and port is *digit in both.

/**
 * The `httpurl` node (RFC 1738 with Appendix G) of an input whose generic RFC 2396 AST (`ref`,
 * of `input.slice(0, end)` and any fragment) already is one: an absoluteURI with a net_path
 * whose authority is a server without userinfo, a query only after an abs_path and holding
 * no "/" or "?". Undefined otherwise (then the grammar is run, for its error), and under any
 * reading but 'rfc2396'. The node the grammar gives (spec/schemes/http1738.spec.ts), with no
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
  const name = uri.scheme.text;
  if (profile.schemeCase === 'exact' ? name !== scheme : name.toLowerCase() !== scheme) return undefined;
  const hostport = hostportOf(server.hostport);
  const node = { type: 'httpurl', span: { start: 0, end }, text: input.slice(0, end), hostport } as Httpurl;
  if (path) node.hpath = segmentListOf<Hpath, 'hsegment'>('hpath', 'hsegments', 'hsegment', input, path.span.start + 1, path.span.end);
  if (query) node.search = { type: 'search', span: query.span, text: query.text, decoded: decode(query.text) } satisfies Search;
  node.effectivePort = hostport.port?.value ?? defaultPort(scheme);
  return node;
}

/** RFC 1738's hostport from RFC 2396's: the hostname node as it is, an IPv4address as a hostnumber, the port with its value. */
function hostportOf(generic: GenericHostport): Hostport {
  const { host, port } = generic;
  const ip = host.IPv4address;
  const host1738: Host = ip ? { type: 'host', span: host.span, text: host.text, hostnumber: { type: 'hostnumber', span: ip.span, text: ip.text } } : (host as unknown as Host);
  const node: Hostport = { type: 'hostport', span: generic.span, text: generic.text, host: host1738 };
  if (port) node.port = { type: 'port', span: port.span, text: port.text, value: port.text === '' ? undefined : Number(port.text) } satisfies Port;
  return node;
}
