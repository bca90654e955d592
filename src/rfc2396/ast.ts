import type { Node } from '../combinators';

export type { Node };

/**
 * Typed AST of RFC 2396 Appendix A. Every rule yields a node whose `type` is the
 * rule's name; fields are the names of the rules it is made of, in camelCase. Where
 * the BNF chooses between alternatives, the node has one field per alternative and
 * the types allow exactly one of them (`never` on the others). An optional part whose
 * separator is absent is `undefined`; present but empty, it is a node with empty text
 * (RFC 2396 §5.2 keeps the two apart). `input.slice(node.span.start, node.span.end)`
 * is the node's `text`.
 */
/**
 * A node whose text is all there is to it.
 *
 * @example
 * ```ts
 * const r = parse('port', '80');
 * const leaf: Leaf<'port'> | undefined = r.ok ? r.value : undefined;
 * leaf?.text; //=> '80'
 * ```
 */
export type Leaf<T extends string> = Node<T>;

type OneOf<Options extends Record<string, unknown>> = {
  [K in keyof Options]: { [P in K]: Options[P] } & { [P in Exclude<keyof Options, K>]?: never };
}[keyof Options];

/**
 * URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
 *
 * @example
 * ```ts
 * const r = parseUriReference('http://u@a.example:8080/b/c;p?q#f');
 * if (r.ok) {
 *   const uri: UriReference = r.value;
 *   const server = uri.absoluteURI?.hierPart?.netPath?.authority.server;
 *   [server?.userinfo?.text, server?.hostport?.host.text, server?.hostport?.port?.text]; //=> ['u', 'a.example', '8080']
 *   uri.absoluteURI?.hierPart?.netPath?.absPath?.pathSegments.segments.map((s) => s.text); //=> ['b', 'c;p']
 *   [uri.absoluteURI?.hierPart?.query?.text, uri.fragment?.text]; //=> ['q', 'f']
 * }
 * ```
 */
export type UriReference = Node<'URI-reference'> &
  (OneOf<{ absoluteURI: AbsoluteUri; relativeURI: RelativeUri }> | { absoluteURI?: never; relativeURI?: never }) & {
    fragment?: Fragment;
  };

/**
 * absoluteURI = scheme ":" ( hier_part | opaque_part )
 *
 * @example
 * ```ts
 * const r = parse('absoluteURI', 'mailto:a@b.example');
 * if (r.ok) [r.value.scheme.text, r.value.opaquePart?.text]; //=> ['mailto', 'a@b.example']
 * ```
 */
export type AbsoluteUri = Node<'absoluteURI'> & { scheme: Scheme } & OneOf<{ hierPart: HierPart; opaquePart: OpaquePart }>;

/**
 * relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]
 *
 * @example
 * ```ts
 * const r = parse('relativeURI', '../g?q');
 * if (r.ok) [r.value.relPath?.text, r.value.query?.text]; //=> ['../g', 'q']
 * ```
 */
export type RelativeUri = Node<'relativeURI'> & OneOf<{ netPath: NetPath; absPath: AbsPath; relPath: RelPath }> & { query?: Query };

/**
 * hier_part = ( net_path | abs_path ) [ "?" query ]
 *
 * @example
 * ```ts
 * const r = parse('hier_part', '//a/b?q');
 * if (r.ok) [r.value.netPath?.text, r.value.query?.text]; //=> ['//a/b', 'q']
 * ```
 */
export type HierPart = Node<'hier_part'> & OneOf<{ netPath: NetPath; absPath: AbsPath }> & { query?: Query };

/**
 * opaque_part = uric_no_slash *uric
 *
 * @example
 * ```ts
 * const r = parse('opaque_part', 'a@b.example');
 * if (r.ok) r.value.text; //=> 'a@b.example'
 * ```
 */
export type OpaquePart = Leaf<'opaque_part'>;

/**
 * net_path = "//" authority [ abs_path ]
 *
 * @example
 * ```ts
 * const r = parse('net_path', '//a/b');
 * if (r.ok) [r.value.authority.text, r.value.absPath?.text]; //=> ['a', '/b']
 * ```
 */
export interface NetPath extends Node<'net_path'> {
  authority: Authority;
  absPath?: AbsPath;
}

/**
 * abs_path = "/" path_segments
 *
 * @example
 * ```ts
 * const r = parse('abs_path', '/a/b');
 * if (r.ok) r.value.pathSegments.segments.length; //=> 2
 * ```
 */
export interface AbsPath extends Node<'abs_path'> {
  pathSegments: PathSegments;
}

/**
 * rel_path = rel_segment [ abs_path ]
 *
 * @example
 * ```ts
 * const r = parse('rel_path', 'a/b');
 * if (r.ok) [r.value.relSegment.text, r.value.absPath?.text]; //=> ['a', '/b']
 * ```
 */
export interface RelPath extends Node<'rel_path'> {
  relSegment: RelSegment;
  absPath?: AbsPath;
}

/**
 * rel_segment = 1*( unreserved | escaped | ";" | "@" | "&" | "=" | "+" | "$" | "," )
 *
 * @example
 * ```ts
 * const r = parse('rel_segment', 'a;b');
 * if (r.ok) r.value.type; //=> 'rel_segment'
 * ```
 */
export type RelSegment = Leaf<'rel_segment'>;

/**
 * scheme = alpha *( alpha | digit | "+" | "-" | "." )
 *
 * @example
 * ```ts
 * const r = parse('scheme', 'svn+ssh');
 * if (r.ok) r.value.text; //=> 'svn+ssh'
 * ```
 */
export type Scheme = Leaf<'scheme'>;

/**
 * authority = server | reg_name  (§3.2: a server only when it spans the whole authority)
 *
 * @example
 * ```ts
 * const r = parse('authority', 'u@a.example:80');
 * if (r.ok) r.value.server?.hostport?.host.text; //=> 'a.example'
 * ```
 */
export type Authority = Node<'authority'> & OneOf<{ server: Server; regName: RegName }>;

/**
 * reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )
 *
 * @example
 * ```ts
 * const r = parse('authority', 'a_b'); // a registry-based authority (§3.2.1): "_" is no hostname character
 * if (r.ok) r.value.regName?.text; //=> 'a_b'
 * ```
 */
export type RegName = Leaf<'reg_name'>;

/**
 * server = [ [ userinfo "@" ] hostport ]
 *
 * @example
 * ```ts
 * const r = parse('server', 'u@a.example:80');
 * if (r.ok) [r.value.userinfo?.text, r.value.hostport?.port?.text]; //=> ['u', '80']
 * ```
 */
export type Server = Node<'server'> & ({ hostport: Hostport; userinfo?: Userinfo } | { hostport?: never; userinfo?: never });

/**
 * userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," )
 *
 * @example
 * ```ts
 * const r = parse('userinfo', 'user:pw');
 * if (r.ok) r.value.text; //=> 'user:pw'
 * ```
 */
export type Userinfo = Leaf<'userinfo'>;

/**
 * hostport = host [ ":" port ]
 *
 * @example
 * ```ts
 * const r = parse('hostport', 'a.example:8080');
 * if (r.ok) [r.value.host.text, r.value.port?.text]; //=> ['a.example', '8080']
 * ```
 */
export interface Hostport extends Node<'hostport'> {
  host: Host;
  port?: Port;
}

/**
 * host = hostname | IPv4address (RFC 2732 §3 adds `| IPv6reference`, under its reading)
 *
 * @example
 * ```ts
 * const r = parse('host', '10.0.0.1');
 * if (r.ok) [r.value.IPv4address?.text, r.value.hostname]; //=> ['10.0.0.1', undefined]
 * ```
 */
export type Host = Node<'host'> & OneOf<{ hostname: Hostname; IPv4address: IPv4Address; IPv6reference: IPv6Reference }>;

/**
 * IPv6reference = "[" IPv6address "]" (RFC 2732 §3): a host only under the RFC 2732 reading
 * (`parseUriReference(input, { updates: rfc2732 })`); RFC 2396 as published has none.
 *
 * @example
 * ```ts
 * const r = parseUriReference('http://[fe80::1]:8080/a', { updates: rfc2732 });
 * if (r.ok) r.value.absoluteURI?.hierPart?.netPath?.authority.server?.hostport?.host.IPv6reference?.IPv6address.text; //=> 'fe80::1'
 * ```
 */
export interface IPv6Reference extends Node<'IPv6reference'> {
  IPv6address: IPv6Address;
}

/**
 * IPv6address = hexpart [ ":" IPv4address ] (RFC 2373 Appendix B, which RFC 2732 §3 cites),
 * with the trailing IPv4address, if any, as a node.
 *
 * @example
 * ```ts
 * const r = parseUriReference('//[::ffff:1:1.2.3.4]/', { updates: rfc2732 });
 * if (r.ok) r.value.relativeURI?.netPath?.authority.server?.hostport?.host.IPv6reference?.IPv6address.IPv4address?.text; //=> '1.2.3.4'
 * ```
 */
export interface IPv6Address extends Node<'IPv6address'> {
  IPv4address?: IPv4Address;
}

/**
 * hostname = *( domainlabel "." ) toplabel [ "." ]
 *
 * @example
 * ```ts
 * const r = parse('hostname', 'www.example.com');
 * if (r.ok) r.value.toplabel.text; //=> 'com'
 * ```
 */
export interface Hostname extends Leaf<'hostname'> {
  domainlabels: Domainlabel[];
  toplabel: Toplabel;
}

/**
 * domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum
 *
 * @example
 * ```ts
 * const r = parse('domainlabel', 'x-1');
 * if (r.ok) r.value.text; //=> 'x-1'
 * ```
 */
export type Domainlabel = Leaf<'domainlabel'>;

/**
 * toplabel = alpha | alpha *( alphanum | "-" ) alphanum
 *
 * @example
 * ```ts
 * const r = parse('toplabel', 'com');
 * if (r.ok) r.value.type; //=> 'toplabel'
 * ```
 */
export type Toplabel = Leaf<'toplabel'>;

/**
 * IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit  (no range check in RFC 2396)
 *
 * @example
 * ```ts
 * const r = parse('IPv4address', '127.0.0.1');
 * if (r.ok) r.value.text; //=> '127.0.0.1'
 * ```
 */
export type IPv4Address = Leaf<'IPv4address'>;

/**
 * port = *digit
 *
 * @example
 * ```ts
 * const r = parse('port', '8080');
 * if (r.ok) r.value.text; //=> '8080'
 * ```
 */
export type Port = Leaf<'port'>;

/**
 * path = [ abs_path | opaque_part ]
 *
 * @example
 * ```ts
 * const r = parse('path', '/a/b');
 * if (r.ok) r.value.absPath?.text; //=> '/a/b'
 * ```
 */
export type Path = Node<'path'> & (OneOf<{ absPath: AbsPath; opaquePart: OpaquePart }> | { absPath?: never; opaquePart?: never });

/**
 * path_segments = segment *( "/" segment )
 *
 * @example
 * ```ts
 * const r = parse('path_segments', 'a/b;p');
 * if (r.ok) r.value.segments.map((s) => s.text); //=> ['a', 'b;p']
 * ```
 */
export interface PathSegments extends Node<'path_segments'> {
  segments: Segment[];
}

/**
 * segment = *pchar *( ";" param )
 *
 * @example
 * ```ts
 * const r = parse('segment', 'b;p;q');
 * if (r.ok) r.value.params.map((p) => p.text); //=> ['p', 'q']
 * ```
 */
export interface Segment extends Leaf<'segment'> {
  params: Param[];
}

/**
 * param = *pchar
 *
 * @example
 * ```ts
 * const r = parse('param', 'type=i');
 * if (r.ok) r.value.text; //=> 'type=i'
 * ```
 */
export type Param = Leaf<'param'>;

/**
 * query = *uric
 *
 * @example
 * ```ts
 * const r = parse('query', 'a=1&b=2');
 * if (r.ok) r.value.text; //=> 'a=1&b=2'
 * ```
 */
export type Query = Leaf<'query'>;

/**
 * fragment = *uric
 *
 * @example
 * ```ts
 * const r = parse('fragment', 'sec-2');
 * if (r.ok) r.value.text; //=> 'sec-2'
 * ```
 */
export type Fragment = Leaf<'fragment'>;

/**
 * escaped = "%" hex hex
 *
 * @example
 * ```ts
 * const r = parse('escaped', '%7E');
 * if (r.ok) r.value.octet; //=> 0x7e
 * ```
 */
export interface Escaped extends Leaf<'escaped'> {
  /** The octet the escape stands for (§2.4.1). */
  octet: number;
}

/**
 * The single-character rules: each yields a leaf with the character as text.
 *
 * @example
 * ```ts
 * const rule: CharacterRuleName = 'pchar';
 * isValid(':', rule); //=> true
 * ```
 */
export type CharacterRuleName =
  | 'uric_no_slash' | 'pchar' | 'uric' | 'reserved' | 'unreserved' | 'mark'
  | 'hex' | 'alphanum' | 'alpha' | 'lowalpha' | 'upalpha' | 'digit';

/**
 * The node each Appendix A rule yields, keyed by the rule's RFC name.
 *
 * @example
 * ```ts
 * type HostportNode = RuleNodes['hostport']; // what parse('hostport', …) gives
 * type T = HostportNode['type']; //=> 'hostport'
 * ```
 */
export interface RuleNodes {
  'URI-reference': UriReference;
  absoluteURI: AbsoluteUri;
  relativeURI: RelativeUri;
  hier_part: HierPart;
  opaque_part: OpaquePart;
  uric_no_slash: Leaf<'uric_no_slash'>;
  net_path: NetPath;
  abs_path: AbsPath;
  rel_path: RelPath;
  rel_segment: RelSegment;
  scheme: Scheme;
  authority: Authority;
  reg_name: RegName;
  server: Server;
  userinfo: Userinfo;
  hostport: Hostport;
  host: Host;
  hostname: Hostname;
  domainlabel: Domainlabel;
  toplabel: Toplabel;
  IPv4address: IPv4Address;
  port: Port;
  path: Path;
  path_segments: PathSegments;
  segment: Segment;
  param: Param;
  pchar: Leaf<'pchar'>;
  query: Query;
  fragment: Fragment;
  uric: Leaf<'uric'>;
  reserved: Leaf<'reserved'>;
  unreserved: Leaf<'unreserved'>;
  mark: Leaf<'mark'>;
  escaped: Escaped;
  hex: Leaf<'hex'>;
  alphanum: Leaf<'alphanum'>;
  alpha: Leaf<'alpha'>;
  lowalpha: Leaf<'lowalpha'>;
  upalpha: Leaf<'upalpha'>;
  digit: Leaf<'digit'>;
}

/**
 * An RFC 2396 Appendix A rule name.
 *
 * @example
 * ```ts
 * const name: RuleName = 'hostport';
 * isValid('a.example:80', name); //=> true
 * ```
 */
export type RuleName = keyof RuleNodes;
/**
 * Any node of the RFC 2396 AST.
 *
 * @example
 * ```ts
 * const r = parse('port', '80');
 * const node: AnyNode | undefined = r.ok ? r.value : undefined;
 * node?.type; //=> 'port'
 * ```
 */
export type AnyNode = RuleNodes[RuleName];
