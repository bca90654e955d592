import {
  DomainShape, Node, NodeFields, Rule, alt, dottedQuadScanner, fnOf, fromFn, hostnameRule, hostnameScanner, labelScanner, literal, longest, opt,
  rule, scannerRule, seq, success,
} from '../combinators';
import { hostnameParts } from '../combinators/domain';
import { LAZY_LIST, lazyHostname } from '../rfc2396/fast/lazy';
import { leaf } from '../combinators/node';
import { ALPHA, ALPHADIGIT, DIGIT, Decoded, charRun, decodedRule, fromSpan } from './common';
import { appendixG } from './profile';

// RFC 1738 §5 "URL schemeparts for ip based protocols" (§3.1).

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

/** Both shapes of RFC 1738's hostname: as published (no trailing dot), and under RFC 2396 Appendix G. */
const PUBLISHED: DomainShape = { alnum: ALPHADIGIT, alpha: ALPHA, trailingDot: false };
const UPDATED: DomainShape = { ...PUBLISHED, trailingDot: true };
const DOT = 46;
const scanHostname = { published: hostnameScanner(PUBLISHED), updated: hostnameScanner(UPDATED) };

/** domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit */
export const domainlabel: Rule<Domainlabel> = scannerRule('domainlabel', labelScanner(PUBLISHED, ALPHADIGIT));
/** toplabel = alpha | alpha *[ alphadigit | "-" ] alphadigit */
export const toplabel: Rule<Toplabel> = scannerRule('toplabel', labelScanner(PUBLISHED, ALPHA));

/**
 * hostname = *[ domainlabel "." ] toplabel
 * One deterministic longest-match pass (GUIDE pitfalls 1, 2, 12), shared with RFC 2396 in
 * src/combinators/domain.ts. No trailing "." under updates 'none' (RFC 2396 G.3).
 */
export const hostname: Rule<Hostname> = fromSpan(longHostnames(hostnameRule(() => (appendixG() ? scanHostname.updated : scanHostname.published), (input, start, end) => (manyLabels(input, start, end) ? LONG : hostnameParts(input, start, end)))), hostnameOfSpan);

/** The hostname rule with the node of a hostname of more than LAZY_LIST labels made by `lazyLabels`. */
function longHostnames(made: Rule<Hostname>): Rule<Hostname> {
  const fn = fnOf(made);
  return fromFn((input, i) => {
    const r = fn(input, i);
    return r.status && r.value.domainlabels === LONG.domainlabels ? success(r.index, lazyLabels(input, i, r.index)) : r;
  });
}

/** What the hostname rule's node holds in place of a list of more than LAZY_LIST labels, which `lazyLabels` then defers. */
const LONG: Pick<Hostname, 'domainlabels' | 'toplabel'> = Object.freeze({ domainlabels: [], toplabel: leaf('toplabel', '', 0, 0) });

/** Whether the hostname at input[start, end) has more than LAZY_LIST domainlabels (a "." after each). */
function manyLabels(input: string, start: number, end: number): boolean {
  let dots = 0;
  for (let p = start; p < end; p++) if (input.charCodeAt(p) === DOT && ++dots > LAZY_LIST) return true;
  return false;
}

/**
 * A hostname of more than LAZY_LIST labels with its domainlabels built on first read, as the
 * RFC 2396 fast path builds them (src/rfc2396/fast/lazy.ts): 12 million labels built eagerly
 * outgrew a 1 GB heap (about 50 bytes per input character).
 */
function lazyLabels(input: string, start: number, end: number): Hostname {
  const last = input.charCodeAt(end - 1) === DOT ? end - 1 : end;
  const dot = input.lastIndexOf('.', last - 1);
  return lazyHostname(input, start, end, input.slice(start, end), last, leaf('toplabel', input, dot + 1, last)) as unknown as Hostname;
}

/** hostnumber = digits "." digits "." digits "." digits */
export const hostnumber: Rule<Hostnumber> = fromSpan(scannerRule('hostnumber', dottedQuadScanner(DIGIT)), (input, start, end) => leaf('hostnumber', input, start, end));

/** host = hostname | hostnumber   (disjoint: a toplabel starts with a letter; the longer match wins) */
export const host: Rule<Host> = fromSpan(
  rule<Host, Hostname | Hostnumber>('host', longest(hostname, hostnumber), (h) => (h.type === 'hostname' ? { hostname: h } : { hostnumber: h }) as NodeFields<Host>),
  hostOfSpan,
);

const digitRun = charRun(['digit']);
const digitRun1 = charRun(['digit'], 1);

/** port = digits   (RFC 2396 G.3: *digit unless updates 'none') */
export const port: Rule<Port> = fromSpan(
  rule<Port, string>(
    'port',
    fromFn((input, i) => fnOf(appendixG() ? digitRun : digitRun1)(input, i)),
    (text) => ({ value: text === '' ? undefined : Number(text) }),
  ),
  portOfSpan,
);

/** hostport = host [ ":" port ] */
export const hostport: Rule<Hostport> = fromSpan(
  rule<Hostport, [Host, [string, Port] | undefined]>('hostport', seq(host, opt(seq(literal(':'), port))), ([h, p]) => (p ? { host: h, port: p[1] } : { host: h })),
  hostportOfSpan,
);

// The nodes of hostport and its parts from a span known to match the rule (what the kit
// builds from a derivation), as the rules above give them: undefined where the current
// reading's rule would refuse the span (a final "." or an empty port under updates 'none').

function hostnameOfSpan(input: string, start: number, end: number): Hostname | undefined {
  if (input.charCodeAt(end - 1) === DOT && !appendixG()) return undefined;
  if (manyLabels(input, start, end)) return lazyLabels(input, start, end);
  const { domainlabels, toplabel } = hostnameParts(input, start, end);
  return { type: 'hostname', span: { start, end }, text: input.slice(start, end), domainlabels, toplabel };
}

/** A host is a hostnumber exactly when its last label starts with a digit (a toplabel starts with a letter). */
function hostOfSpan(input: string, start: number, end: number): Host | undefined {
  const last = input.charCodeAt(end - 1) === DOT ? end - 1 : end;
  const p = last > start ? Math.max(start - 1, input.lastIndexOf('.', last - 1)) : start - 1;
  const span = { start, end };
  const text = input.slice(start, end);
  if (DIGIT.has(input.charCodeAt(p + 1))) return { type: 'host', span, text, hostnumber: leaf('hostnumber', input, start, end) };
  const name = hostnameOfSpan(input, start, end);
  return name && { type: 'host', span, text, hostname: name };
}

function portOfSpan(input: string, start: number, end: number): Port | undefined {
  if (start === end && !appendixG()) return undefined;
  const text = input.slice(start, end);
  return { type: 'port', span: { start, end }, text, value: text === '' ? undefined : Number(text) };
}

function hostportOfSpan(input: string, start: number, end: number): Hostport | undefined {
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

/** user = *[ uchar | ";" | "?" | "&" | "=" ] */
export const user: Rule<User> = decodedRule('user', charRun(['uchar', '";"', '"?"', '"&"', '"="']));
/** password = *[ uchar | ";" | "?" | "&" | "=" ] */
export const password: Rule<Password> = decodedRule('password', charRun(['uchar', '";"', '"?"', '"&"', '"="']));

const nothing = fromFn((_input, i) => success(i, undefined));

/**
 * login = [ user [ ":" password ] "@" ] hostport
 * user and password have no ":" or "@", so the user part is taken exactly when an "@" ends it.
 */
export const login: Rule<Login> = rule<Login, [[User, [string, Password] | undefined, string] | undefined, Hostport]>(
  'login',
  seq(alt<[User, [string, Password] | undefined, string] | undefined>(seq(user, opt(seq(literal(':'), password)), literal('@')), nothing), hostport),
  ([credentials, hp]) => ({
    ...(credentials ? { user: credentials[0], ...(credentials[1] ? { password: credentials[1][1] } : {}) } : {}),
    hostport: hp,
  }),
);

/** The explicit port, else `fallback` (the registry's default port). */
export function effectivePort(hp: Hostport, fallback: number | undefined): number | undefined {
  return hp.port?.value ?? fallback;
}
