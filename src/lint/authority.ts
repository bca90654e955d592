import type { Authority, NetPath, UriReference } from '../rfc2396';
import type { Span } from '../combinators';
import { own } from '../own';

/** A piece of the input: its text and where it is. */
export interface Piece {
  text: string;
  span: Span;
}

/**
 * The userinfo, host and port of an authority. For a `server` they are its nodes. A
 * `reg_name` has none in RFC 2396 (§3.2.1), but clients that expect a server split it
 * anyway (`3232235777:8080` → host `3232235777`, port `8080`): `parsedAs` says which.
 */
export interface AuthorityParts {
  parsedAs: 'server' | 'reg_name';
  /** The RFC 2396 rule the host text matched: the server's host alternative, or the whole reg_name. */
  hostRule?: 'hostname' | 'IPv4address' | 'IPv6reference' | 'reg_name';
  userinfo?: Piece;
  host?: Piece;
  port?: Piece;
}

function piece(input: string, start: number, end: number): Piece {
  return { text: input.slice(start, end), span: { start, end } };
}

const DIGITS = /^[0-9]*$/;

/** The authority's parts; `input` is the text the AST's spans index. */
export function authorityParts(authority: Authority, input: string): AuthorityParts {
  if (authority.server) {
    const { hostport } = authority.server;
    if (!hostport) return { parsedAs: 'server' };
    // optional nodes read as own properties (src/own.ts): a key on Object.prototype is no userinfo or port
    const userinfo = own(authority.server, 'userinfo');
    const port = own(hostport, 'port');
    // the nodes are the pieces (their text and span; a finding copies its span)
    const parts: AuthorityParts = {
      parsedAs: 'server',
      hostRule: own(hostport.host, 'hostname') ? 'hostname' : own(hostport.host, 'IPv4address') ? 'IPv4address' : 'IPv6reference',
      host: hostport.host,
    };
    if (userinfo) parts.userinfo = userinfo;
    if (port) parts.port = port;
    return parts;
  }
  const { start, end } = authority.regName.span;
  const text = authority.regName.text;
  const at = text.lastIndexOf('@');
  const hostStart = at === -1 ? start : start + at + 1;
  const colon = text.lastIndexOf(':');
  const hasPort = colon > at && DIGITS.test(text.slice(colon + 1));
  const hostEnd = hasPort ? start + colon : end;
  return {
    parsedAs: 'reg_name',
    hostRule: 'reg_name',
    ...(at === -1 ? {} : { userinfo: piece(input, start, start + at) }),
    host: piece(input, hostStart, hostEnd),
    ...(hasPort ? { port: piece(input, start + colon + 1, end) } : {}),
  };
}

/** The net_path of a reference, if it has one (absolute `scheme://…` or relative `//…`). */
export function netPathOf(ref: UriReference): NetPath | undefined {
  return (ref.absoluteURI?.hierPart ?? ref.relativeURI)?.netPath;
}
