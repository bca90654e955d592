import { Node, Rule, failure, fnOf, fromFn, literal, opt, quoted, rule, seq, success } from '../combinators';
import { own } from '../own';
import type { AbsPath, Host, Port, Query, UriReference } from '../rfc2396';
import { rules } from '../rfc2396/rules';
import { PortWithNumber, portNumber } from '../rfc2396/components';
import { Httpurl, httpurlFor } from './http';
import { type Ftpurl, ftpurl } from './ftp';
import { ftpurlFromGeneric, httpurlFromGeneric } from './fromGeneric';
import { isSchemeName, profile } from './profile';
import { defaultPort } from '../registry/registry';

// RFC 2616 §3.2.2: the http URL as HTTP/1.1 reads it, on RFC 2396's rules (§3.2.1 adopts its
// "host", "port" and "abs_path"; "query" is RFC 2396's too). Unlike RFC 1738 §3.3: "~" and
// "/" in a query are allowed, a port may be empty, a hostname may end in "."; as in RFC 1738,
// there is no userinfo.

/**
 * `"<scheme>://"` with the scheme name's letters in either case under schemeCase 'ignore'
 * (RFC 1738 §2.1), the rest exactly.
 */
function schemeLiteral(text: string): Rule<string> {
  const colon = text.indexOf(':');
  return fromFn((input, i) => {
    for (let k = 0; k < text.length; k++) {
      let c = input.charCodeAt(i + k);
      if (k < colon && c >= 65 && c <= 90 && profile.schemeCase === 'ignore') c += 32;
      if (c !== text.charCodeAt(k)) return failure(i + k, [quoted(text[k]!)]);
    }
    return success(i + text.length, input.slice(i, i + text.length));
  });
}

/**
 * An http URL by RFC 2616 §3.2.2; its nodes below are RFC 2396's (`Host`, `Port`, `AbsPath`, `Query`).
 *
 * @example
 * ```ts
 * const r = parseUrl('http://a.example:8080/x?y');
 * const url: Http2616Url | undefined = r.ok && r.value.schemeName === 'http' && r.value.url.type === 'http_URL' ? r.value.url : undefined;
 * [url?.host.text, url?.port?.number, url?.query?.text]; //=> ['a.example', 8080, 'y']
 * ```
 */
export interface Http2616Url extends Node<'http_URL'> {
  host: Host;
  /**
   * Undefined without ":"; empty text and `number: null` for `http://h:/` ("If the port is
   * empty or not given, port 80 is assumed"). `number` as `portNumber` reads it.
   */
  port?: PortWithNumber;
  /** Undefined when the URL ends after the authority (a Request-URI then uses "/"). */
  absPath?: AbsPath;
  /** Undefined without "?"; empty text for a bare "?". */
  query?: Query;
  /**
   * The explicit port's number; the registry's default (80 for http) when the port is empty or
   * not given; undefined for a port whose digits exceed Number.MAX_SAFE_INTEGER.
   */
  effectivePort: number | undefined;
}

type Parts = [string, Host, [string, Port] | undefined, [AbsPath, [string, Query] | undefined] | undefined];

/**
 * RFC 2616 `http_URL` with `scheme` in place of "http" (https, ws and wss share the grammar).
 *
 * @example
 * ```ts
 * import { runRule } from '../combinators';
 * runRule(httpURLFor('http'), 'http://example.com/search?q=a/b').ok; //=> true
 * ```
 */
export function httpURLFor(scheme: string): Rule<Http2616Url> {
  // http_URL = "http:" "//" host [ ":" port ] [ abs_path [ "?" query ]]
  return rule<Http2616Url, Parts>(
    'http_URL',
    seq(
      schemeLiteral(`${scheme}://`),
      rules.host,
      opt(seq(literal(':'), rules.port)),
      opt(seq(rules.abs_path, opt(seq(literal('?'), rules.query)))),
    ),
    ([, host, port, path]) => ({
      host,
      ...(port ? { port: { ...port[1], number: portNumber(port[1].text) } } : {}),
      ...(path ? { absPath: path[0] } : {}),
      ...(path?.[1] ? { query: path[1][1] } : {}),
      effectivePort: port && port[1].text !== '' ? (portNumber(port[1].text) ?? undefined) : defaultPort(scheme),
    }),
  );
}

// http_URL = "http:" "//" host [ ":" port ] [ abs_path [ "?" query ]]
export const http_URL: Rule<Http2616Url> = httpURLFor('http');

/**
 * What an http-family scheme's URL is: RFC 2616's `http_URL` by default, RFC 1738's `httpurl` under updates 'none' or 'rfc2396'.
 *
 * @example
 * ```ts
 * const r = parseUrl('http://a/b', { updates: 'none' }); // RFC 1738's httpurl
 * const ast: HttpAst | undefined = r.ok && r.value.schemeName === 'http' ? r.value.url : undefined;
 * ast?.type; //=> 'httpurl'
 * ```
 */
export type HttpAst = Http2616Url | Httpurl;

/**
 * The grammar registered for `scheme` in the http family: RFC 2616's `http_URL` under
 * updates 'rfc2616' (the default), RFC 1738's `httpurl` (with Appendix G under 'rfc2396') otherwise.
 */
export function httpGrammar(scheme: string): Rule<HttpAst> {
  const published = fnOf(httpurlFor(scheme));
  const updated = fnOf(httpURLFor(scheme));
  const grammar = fromFn<HttpAst>((input, i) => (profile.updates === 'rfc2616' ? updated : published)(input, i));
  httpFamily.set(grammar as Rule<unknown>, scheme);
  return grammar;
}

/** The http-family grammars, with their scheme name. */
const httpFamily = new WeakMap<Rule<unknown>, string>();

/**
 * The http-family node of an input whose generic AST already is one, read off that AST (no
 * second parse): RFC 2616's `http_URL` (below) under the default reading, RFC 1738's
 * `httpurl` under 'rfc2396', and RFC 1738's `ftpurl` under both (./rfc1738FromGeneric);
 * undefined under 'none', for other schemes, and for any other input.
 *
 * The `http_URL` node of an input whose generic RFC 2396 AST (`ref`, of `input.slice(0, end)`
 * and any fragment) already is one — an absoluteURI with a net_path whose authority is a
 * server without userinfo, and a query only after an abs_path — made from that AST's nodes,
 * or undefined (then the grammar is run, for its error). The same node the grammar gives
 * (spec/schemes/http2616.spec.ts), with no second parse: RFC 2616 adopts RFC 2396's host, port,
 * abs_path and query, and the generic AST's long lists are built on first read, so a path of
 * millions of segments costs no node until it is read.
 */
export function httpURLFromGeneric(grammar: Rule<unknown>, ref: UriReference, input: string, end: number): HttpAst | Ftpurl | undefined {
  if (grammar === ftpurl) return ftpurlFromGeneric(ref, input, end);
  const scheme = httpFamily.get(grammar);
  if (scheme !== undefined && profile.updates === 'rfc2396') return httpurlFromGeneric(scheme, ref, input, end);
  if (scheme === undefined || profile.updates !== 'rfc2616') return undefined;
  const uri = ref.absoluteURI;
  const hier = uri?.hierPart;
  const net = hier?.netPath;
  const server = net?.authority.server;
  if (!uri || !hier || !net || !server?.hostport || server.userinfo || uri.span.end !== end) return undefined;
  const query = own(hier, 'query');
  if (query && !net.absPath) return undefined; // http_URL has a query only after an abs_path
  if (!isSchemeName(uri.scheme.text, scheme)) return undefined;
  const { host } = server.hostport;
  const port = own(server.hostport, 'port');
  // the field order of the grammar's node: host, port, absPath, query, effectivePort (added
  // last, not deleted and added again: a `delete` turns the object into a slow dictionary)
  const node = { type: 'http_URL', span: { start: 0, end }, text: input.slice(0, end), host } as Http2616Url;
  const number = port ? portNumber(port.text) : null;
  if (port) node.port = Object.assign({}, port, { number });
  if (net.absPath) node.absPath = net.absPath;
  if (query) node.query = query;
  node.effectivePort = port && port.text !== '' ? (number ?? undefined) : defaultPort(scheme);
  return node;
}
