import { Node } from '../combinators/node';
import { Rule, fnOf, fromFn } from '../combinators/core';
import type { Expr, Grammar } from '../engine/bnf/model';
import { unpackGrammar } from '../engine/bnf/packed';
import { type Reporting, reporterOf } from '../engine/compile/reporting';
import { rfc2616 as RFC2616_MODEL } from '../generated/models';
import { startAst } from '../rfc2396/compiled';
import { type AstSource, astRule } from '../rfc2396/compiledRules';
import { rfc2396Model } from '../engine/bnf/shipped';
import { RFC2396_REPORTING } from '../rfc2396/reporting';
import { foldedSchemes } from './readings';
import { own } from '../own';
import type { AbsPath, Host, Query, UriReference } from '../rfc2396';
import { PortWithNumber, portNumber } from '../rfc2396/components';
import { Httpurl, httpurlFor } from './http';
import { type Ftpurl, ftpurl } from './ftp';
import { ftpurlFromGeneric, httpurlFromGeneric } from './fromGeneric';
import { isSchemeName, profile } from './profile';
import { defaultPort } from '../registry/registry';

// RFC 2616 §3.2.2: the http URL as HTTP/1.1 reads it (grammar/rfc2616.bnf, on RFC 2396's
// rules), run by the compiled engine; what the grammar cannot say is here: the scheme name of
// the http family, the port's number and the effective port.

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

/** The rules of grammar/rfc2396.bnf and grammar/rfc2616.bnf's http_URL (as the build read them). */
let grammar: Grammar | undefined;
/** http_URL compiled per scheme name and schemeCase. */
const sources = new Map<string, AstSource>();

/** How an http_URL failure is told: RFC 2396's words, its literals one character at a time. */
const REPORTING: Reporting = { ...RFC2396_REPORTING, byCharacter: [...(RFC2396_REPORTING.byCharacter ?? []), 'http_URL'] };

/** http_URL with `scheme` in place of "http", its name in either case under schemeCase 'ignore' (RFC 1738 §2.1), compiled on first use. */
function sourceOf(scheme: string): AstSource {
  const folded = profile.schemeCase === 'ignore';
  const key = `${folded ? 'i' : 's'}${scheme}`;
  let source = sources.get(key);
  if (source) return source;
  grammar ??= { rules: new Map([...rfc2396Model().rules, ...unpackGrammar(RFC2616_MODEL).rules]), warnings: [] };
  const http = grammar.rules.get('http_URL')!;
  const expr = http.expr as Extract<Expr, { kind: 'seq' }>;
  const named: Expr = { ...expr, items: [{ kind: 'literal', text: `${scheme}:` }, ...expr.items.slice(1)] };
  const rules = new Map(grammar.rules).set('http_URL', { ...http, expr: folded ? foldedSchemes(named) : named });
  const ast = startAst({ rules, warnings: [] }, 'http_URL', { reporter: reporterOf(REPORTING) });
  source = {
    ast,
    finish: (node) => {
      const url = node as Http2616Url;
      const port = own(url, 'port');
      const number = port ? portNumber(port.text) : null;
      if (port) (port as PortWithNumber).number = number;
      url.effectivePort = port && port.text !== '' ? (number ?? undefined) : defaultPort(scheme);
    },
  };
  sources.set(key, source);
  return source;
}

/**
 * RFC 2616 `http_URL` (grammar/rfc2616.bnf) with `scheme` in place of "http" (https, ws and
 * wss share the grammar), run by the compiled engine.
 *
 * @example
 * ```ts
 * import { runRule } from '../combinators';
 * runRule(httpURLFor('http'), 'http://example.com/search?q=a/b').ok; //=> true
 * ```
 */
export function httpURLFor(scheme: string): Rule<Http2616Url> {
  return astRule<Http2616Url>(() => sourceOf(scheme));
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
  const httpurl = httpurlFor(scheme);
  const published = fnOf(httpurl);
  const updated = fnOf(httpURLFor(scheme));
  const grammar = fromFn<HttpAst>((input, i) => (profile.updates === 'rfc2616' ? updated : published)(input, i));
  httpFamily.set(grammar as Rule<unknown>, { scheme, httpurl: httpurl as Rule<unknown> });
  return grammar;
}

/** The http-family grammars, with their scheme name and their RFC 1738 `httpurl` (the rule of updates 'none' and 'rfc2396'). */
const httpFamily = new WeakMap<Rule<unknown>, { scheme: string; httpurl: Rule<unknown> }>();

/**
 * Whether input[0, end) is RFC 2616's `http_URL` with `scheme` in place of "http" (in either
 * case under schemeCase 'ignore'), by the compiled rule's automaton: linear, no tree (what
 * isValidUrl asks of an input too long for the generated expression).
 */
export function httpURLMatches(scheme: string, input: string, end: number): boolean {
  return sourceOf(scheme).ast.start.matches(input, 0, end);
}

/** The scheme name of an http-family grammar (the name its rules are written with) and its `httpurl` rule; undefined for any other grammar. */
export function httpFamilyOf(grammar: Rule<unknown>): { scheme: string; httpurl: Rule<unknown> } | undefined {
  return httpFamily.get(grammar);
}

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
  const scheme = httpFamily.get(grammar)?.scheme;
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
