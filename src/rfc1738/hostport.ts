import { hostnameParts } from '../combinators/domain';
import { own } from '../own';
import { leaf } from '../combinators/node';
import { LAZY_LIST, lazyHostname } from '../rfc2396/fast/lazy';
import type { Node } from '../combinators';
import * as RFC1738 from '../generated/rfc1738-charsets';
import type { Decoded } from './decode';
import { appendixG } from './profile';

// RFC 1738 §5 "URL schemeparts for ip based protocols" (§3.1): the nodes of login, hostport
// and its parts, made from a span known to match the rule (the compiled grammar finds it).

const DOT = 46;
const DIGIT = new Set(Array.from(RFC1738.digit, (c) => c.charCodeAt(0)));

/** RFC 1738 §5 `domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit`. */
export type Domainlabel = Node<'domainlabel'>;
/** RFC 1738 §5 `toplabel = alpha | alpha *[ alphadigit | "-" ] alphadigit`. */
export type Toplabel = Node<'toplabel'>;
export interface Hostname extends Node<'hostname'> {
  domainlabels: Domainlabel[];
  toplabel: Toplabel;
}
/** RFC 1738 §5 `hostnumber = digits "." digits "." digits "." digits`. */
export type Hostnumber = Node<'hostnumber'>;
/** RFC 1738 §5 `host = hostname | hostnumber`. */
export type Host = Node<'host'> & ({ hostname: Hostname; hostnumber?: never } | { hostnumber: Hostnumber; hostname?: never });
export interface Port extends Node<'port'> {
  /** The port number; undefined for an empty port (RFC 2396 G.3: not under updates 'none'). */
  value: number | undefined;
}
export interface Hostport extends Node<'hostport'> {
  host: Host;
  port?: Port;
}
/** RFC 1738 §5 `user = *[ uchar | ";" | "?" | "&" | "=" ]`. Its `decoded` value has the escapes decoded (§2.2). */
export type User = Decoded<'user'>;
/** RFC 1738 §5 `password = *[ uchar | ";" | "?" | "&" | "=" ]`. Its `decoded` value has the escapes decoded (§2.2). */
export type Password = Decoded<'password'>;
/** §3.1: an absent user (no "@") differs from an empty one (`ftp://@host.com/`); likewise the password. */
export interface Login extends Node<'login'> {
  user?: User;
  password?: Password;
  hostport: Hostport;
}

/** Whether the hostname at input[start, end) has more than LAZY_LIST domainlabels (a "." after each). */
export function manyLabels(input: string, start: number, end: number): boolean {
  let dots = 0;
  for (let p = start; p < end; p++) if (input.charCodeAt(p) === DOT && ++dots > LAZY_LIST) return true;
  return false;
}

/**
 * A hostname of more than LAZY_LIST labels with its domainlabels built on first read, as the
 * RFC 2396 fast path builds them (src/rfc2396/fast/lazy.ts): 12 million labels built eagerly
 * outgrew a 1 GB heap (about 50 bytes per input character).
 */
export function lazyLabels(input: string, start: number, end: number): Hostname {
  const last = input.charCodeAt(end - 1) === DOT ? end - 1 : end;
  const dot = input.lastIndexOf('.', last - 1);
  return lazyHostname(input, start, end, input.slice(start, end), last, leaf('toplabel', input, dot + 1, last)) as unknown as Hostname;
}

// The nodes of hostport and its parts from a span known to match the rule (what the kit
// builds from a derivation), as the rules above give them: undefined where the current
// reading's rule would refuse the span (a final "." or an empty port under updates 'none').

export function hostnameOfSpan(input: string, start: number, end: number): Hostname | undefined {
  if (input.charCodeAt(end - 1) === DOT && !appendixG()) return undefined;
  if (manyLabels(input, start, end)) return lazyLabels(input, start, end);
  const { domainlabels, toplabel } = hostnameParts(input, start, end);
  return { type: 'hostname', span: { start, end }, text: input.slice(start, end), domainlabels, toplabel };
}

/** A host is a hostnumber exactly when its last label starts with a digit (a toplabel starts with a letter). */
export function hostOfSpan(input: string, start: number, end: number): Host | undefined {
  const last = input.charCodeAt(end - 1) === DOT ? end - 1 : end;
  const p = last > start ? Math.max(start - 1, input.lastIndexOf('.', last - 1)) : start - 1;
  const span = { start, end };
  const text = input.slice(start, end);
  if (DIGIT.has(input.charCodeAt(p + 1))) return { type: 'host', span, text, hostnumber: leaf('hostnumber', input, start, end) };
  const name = hostnameOfSpan(input, start, end);
  return name && { type: 'host', span, text, hostname: name };
}

export function portOfSpan(input: string, start: number, end: number): Port | undefined {
  if (start === end && !appendixG()) return undefined;
  const text = input.slice(start, end);
  return { type: 'port', span: { start, end }, text, value: text === '' ? undefined : Number(text) };
}

export function hostportOfSpan(input: string, start: number, end: number): Hostport | undefined {
  const colon = input.lastIndexOf(':', end - 1);
  const hostEnd = colon < start ? end : colon;
  const h = hostOfSpan(input, start, hostEnd);
  if (!h) return undefined;
  const node: Hostport = { type: 'hostport', span: { start, end }, text: input.slice(start, end), host: h };
  if (hostEnd === end) return node;
  const p = portOfSpan(input, colon + 1, end);
  if (!p) return undefined;
  node.port = p;
  return node;
}

/** The explicit port, else `fallback` (the registry's default port). */
export function effectivePort(hp: Hostport, fallback: number | undefined): number | undefined {
  return own(hp, 'port')?.value ?? fallback;
}
