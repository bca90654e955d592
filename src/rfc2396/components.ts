import { assertString } from '../combinators/arguments';
import { own } from '../own';
import type { Host, Port, Server, UriReference, Userinfo } from './ast';

/**
 * The five components of RFC 2396 §3/§4 as raw text; a key is absent when its separator is.
 *
 * @example
 * ```ts
 * const r = parseUriReference('http://a/b?q');
 * const parts: Components | undefined = r.ok ? components(r.value) : undefined;
 * parts; //=> { scheme: 'http', authority: 'a', path: '/b', query: 'q' }
 * ```
 */
export interface Components {
  scheme?: string;
  authority?: string;
  /** Always present: empty when the reference has no path (§5.2 step 2). */
  path: string;
  query?: string;
  fragment?: string;
}

/**
 * The components of a parsed URI reference: exactly what Appendix B's regular
 * expression gives for it. For an opaque_part the BNF has no query, but Appendix B
 * splits one off at the first "?" (`mailto:a?b` → path `a`, query `b`); this view
 * follows Appendix B, and the AST keeps the opaque_part whole.
 *
 * @example
 * ```ts
 * const r = parseUriReference('http://a/b/c/d;p?q#f');
 * if (r.ok) components(r.value);
 * //=> { path: '/b/c/d;p', scheme: 'http', authority: 'a', query: 'q', fragment: 'f' }
 * ```
 */
export function components(ref: UriReference): Components {
  if (typeof ref !== 'object' || ref === null || ref.type !== 'URI-reference') {
    throw new TypeError('uri-grammar: components expects a URI-reference node (the value of parseUriReference)');
  }
  const out: Components = { path: '' };
  if (ref.absoluteURI) out.scheme = ref.absoluteURI.scheme.text;
  const opaque = ref.absoluteURI?.opaquePart?.text;
  if (opaque !== undefined) {
    const q = opaque.indexOf('?');
    out.path = q === -1 ? opaque : opaque.slice(0, q);
    if (q !== -1) out.query = opaque.slice(q + 1);
  }
  const hier = ref.absoluteURI?.hierPart ?? ref.relativeURI;
  if (hier) {
    if (hier.netPath) {
      out.authority = hier.netPath.authority.text;
      out.path = hier.netPath.absPath?.text ?? '';
    } else {
      out.path = (hier.absPath ?? hier.relPath)!.text;
    }
    const query = own(hier, 'query'); // optional fields read as own properties: an inherited key is no part
    if (query) out.query = query.text;
  }
  const fragment = own(ref, 'fragment');
  if (fragment) out.fragment = fragment.text;
  return out;
}

/**
 * A `port` node with its number (RFC 2396 `port = *digit`): see `portNumber`.
 *
 * @example
 * ```ts
 * const r = parseUriReference('http://h:8080/');
 * const port: PortWithNumber | undefined = r.ok ? portOf(r.value) : undefined;
 * [port?.text, port?.number]; //=> ['8080', 8080]
 * ```
 */
export interface PortWithNumber extends Port {
  number: number | null;
}

/**
 * The number a port's digits spell (`"080"` → 80), or null when there are none (`//h:/`: RFC
 * 2396 `port = *digit`) or they exceed Number.MAX_SAFE_INTEGER. Beyond 65535 a port is still
 * RFC 2396 syntax, so its number is given as it is: checking the range is the caller's.
 *
 * @example
 * ```ts
 * portNumber('8080'); //=> 8080
 * ```
 */
export function portNumber(digits: string): number | null {
  assertString(digits, 'digits');
  if (digits === '') return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : null;
}

/** The server of a reference's authority, or undefined (no authority, or a reg_name: §3.2.1). */
function serverOf(ref: UriReference): Server | undefined {
  if (typeof ref !== 'object' || ref === null || ref.type !== 'URI-reference') {
    throw new TypeError('uri-grammar: expected a URI-reference node (the value of parseUriReference or parseUrl)');
  }
  const hier = ref.absoluteURI ? ref.absoluteURI.hierPart : ref.relativeURI;
  return hier?.netPath?.authority.server;
}

/**
 * The host of a server-based authority (RFC 2396 §3.2.2): a `host` node holding a `hostname`
 * or an `IPv4address`. Undefined when the reference has no authority, an empty one
 * (`file:///x`), or a registry-based one (`//a_b/`, §3.2.1: a reg_name has no host).
 *
 * @example
 * ```ts
 * const r = parseUriReference('http://Example.COM:8080/');
 * if (r.ok) hostOf(r.value)?.text; //=> 'Example.COM'
 * ```
 */
export function hostOf(ref: UriReference): Host | undefined {
  return serverOf(ref)?.hostport?.host;
}

/**
 * The port of a server-based authority, with its number beside its text (`portNumber`).
 * Undefined when there is no ":" (`http://h/`); `{ text: '', number: null }` for an empty
 * port (`http://h:/`). The scheme's default port is not filled in: see `defaultPort`.
 *
 * @example
 * ```ts
 * const r = parseUriReference('http://h:8080/');
 * if (r.ok) portOf(r.value)?.number; //=> 8080
 * ```
 */
export function portOf(ref: UriReference): PortWithNumber | undefined {
  const hostport = serverOf(ref)?.hostport;
  const port = hostport && own(hostport, 'port');
  return port && { ...port, span: { ...port.span }, number: portNumber(port.text) };
}

/**
 * The userinfo of a server-based authority (§3.2.2), raw: undefined without "@", empty text
 * for `//@h/`. Its escapes are not decoded (`%3A` may stand for a ":" that is data).
 *
 * @example
 * ```ts
 * const r = parseUriReference('ftp://anon@h/');
 * if (r.ok) userinfoOf(r.value)?.text; //=> 'anon'
 * ```
 */
export function userinfoOf(ref: UriReference): Userinfo | undefined {
  const server = serverOf(ref);
  return server && own(server, 'userinfo');
}
