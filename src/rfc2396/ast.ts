import type { Node } from '../engine';

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
/** A node whose text is all there is to it. */
export type Leaf<T extends string> = Node<T>;

type OneOf<Options extends Record<string, unknown>> = {
  [K in keyof Options]: { [P in K]: Options[P] } & { [P in Exclude<keyof Options, K>]?: never };
}[keyof Options];

/** URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ] */
export type UriReference = Node<'URI-reference'> &
  (OneOf<{ absoluteURI: AbsoluteUri; relativeURI: RelativeUri }> | { absoluteURI?: never; relativeURI?: never }) & {
    fragment?: Fragment;
  };

/** absoluteURI = scheme ":" ( hier_part | opaque_part ) */
export type AbsoluteUri = Node<'absoluteURI'> & { scheme: Scheme } & OneOf<{ hierPart: HierPart; opaquePart: OpaquePart }>;

/** relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ] */
export type RelativeUri = Node<'relativeURI'> & OneOf<{ netPath: NetPath; absPath: AbsPath; relPath: RelPath }> & { query?: Query };

/** hier_part = ( net_path | abs_path ) [ "?" query ] */
export type HierPart = Node<'hier_part'> & OneOf<{ netPath: NetPath; absPath: AbsPath }> & { query?: Query };

/** opaque_part = uric_no_slash *uric */
export type OpaquePart = Leaf<'opaque_part'>;

/** net_path = "//" authority [ abs_path ] */
export interface NetPath extends Node<'net_path'> {
  authority: Authority;
  absPath?: AbsPath;
}

/** abs_path = "/" path_segments */
export interface AbsPath extends Node<'abs_path'> {
  pathSegments: PathSegments;
}

/** rel_path = rel_segment [ abs_path ] */
export interface RelPath extends Node<'rel_path'> {
  relSegment: RelSegment;
  absPath?: AbsPath;
}

/** rel_segment = 1*( unreserved | escaped | ";" | "@" | "&" | "=" | "+" | "$" | "," ) */
export type RelSegment = Leaf<'rel_segment'>;

/** scheme = alpha *( alpha | digit | "+" | "-" | "." ) */
export type Scheme = Leaf<'scheme'>;

/** authority = server | reg_name  (§3.2: a server only when it spans the whole authority) */
export type Authority = Node<'authority'> & OneOf<{ server: Server; regName: RegName }>;

/** reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" ) */
export type RegName = Leaf<'reg_name'>;

/** server = [ [ userinfo "@" ] hostport ] */
export type Server = Node<'server'> & ({ hostport: Hostport; userinfo?: Userinfo } | { hostport?: never; userinfo?: never });

/** userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," ) */
export type Userinfo = Leaf<'userinfo'>;

/** hostport = host [ ":" port ] */
export interface Hostport extends Node<'hostport'> {
  host: Host;
  port?: Port;
}

/** host = hostname | IPv4address */
export type Host = Node<'host'> & OneOf<{ hostname: Hostname; IPv4address: IPv4Address }>;

/** hostname = *( domainlabel "." ) toplabel [ "." ] */
export interface Hostname extends Leaf<'hostname'> {
  domainlabels: Domainlabel[];
  toplabel: Toplabel;
}

/** domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum */
export type Domainlabel = Leaf<'domainlabel'>;

/** toplabel = alpha | alpha *( alphanum | "-" ) alphanum */
export type Toplabel = Leaf<'toplabel'>;

/** IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit  (no range check in RFC 2396) */
export type IPv4Address = Leaf<'IPv4address'>;

/** port = *digit */
export type Port = Leaf<'port'>;

/** path = [ abs_path | opaque_part ] */
export type Path = Node<'path'> & (OneOf<{ absPath: AbsPath; opaquePart: OpaquePart }> | { absPath?: never; opaquePart?: never });

/** path_segments = segment *( "/" segment ) */
export interface PathSegments extends Node<'path_segments'> {
  segments: Segment[];
}

/** segment = *pchar *( ";" param ) */
export interface Segment extends Leaf<'segment'> {
  params: Param[];
}

/** param = *pchar */
export type Param = Leaf<'param'>;

/** query = *uric */
export type Query = Leaf<'query'>;

/** fragment = *uric */
export type Fragment = Leaf<'fragment'>;

/** escaped = "%" hex hex */
export interface Escaped extends Leaf<'escaped'> {
  /** The octet the escape stands for (§2.4.1). */
  octet: number;
}

/** The single-character rules: each yields a leaf with the character as text. */
export type CharacterRuleName =
  | 'uric_no_slash' | 'pchar' | 'uric' | 'reserved' | 'unreserved' | 'mark'
  | 'hex' | 'alphanum' | 'alpha' | 'lowalpha' | 'upalpha' | 'digit';

/** The node each Appendix A rule yields, keyed by the rule's RFC name. */
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
 */
export type RuleName = keyof RuleNodes;
/**
 * Any node of the RFC 2396 AST.
 */
export type AnyNode = RuleNodes[RuleName];
