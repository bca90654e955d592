import { own, ownProperties } from '../own';
import type { Authority, Components, UriReference } from '../rfc2396';
import { components, portNumber } from '../rfc2396/components';
import { defaultPort } from '../registry/registry';
import { removeDotSegmentsOfPath } from './dot-segments';
import { ResolverArgument, ResolverResult, describeArgument, resolveError } from './errors';
import { decodeUnreserved, normalizePath, upperCaseEscapes } from '../rfc2396/escapes';
import { DotSegmentsAboveRoot, resolveOptions } from './options';
import { type Rfc2396Reading, type Updates2396, readingFrom } from '../rfc2396/readings';
import { toUriReference } from './reference';
import { readScheme, schemeEquivalent, schemeNormalForm } from './scheme-rules';
import { build } from './target';

/**
 * What `normalize` and `equivalent` do beyond the RFC 2396 §6 rules they always apply.
 *
 * @example
 * ```ts
 * const options: NormalizeOptions = { removeDotSegments: true };
 * normalize('http://a/b/../c', options); //=> { ok: true, value: 'http://a/c' }
 * ```
 */
export interface NormalizeOptions {
  /**
   * Also remove "." and ".." segments from an absolute path (§5.2 step 6 c–g). Default
   * false: §5.2 gives them their meaning only when resolving a relative path, and
   * `http://a/./g` is a different string from `http://a/g` (Appendix C: `/./g`).
   */
  removeDotSegments?: boolean;
  /** With removeDotSegments: what to do with ".." above the root (default 'keep'). */
  dotSegmentsAboveRoot?: DotSegmentsAboveRoot;
  /** Default `'none'`: strings are read as RFC 2396 Appendix A; a reading (`rfc2732`: IPv6 literals, their hex lower-cased) as `parseUriReference` reads them with it. */
  updates?: Updates2396;
}

/** The reading `options` ask for (a RangeError for an unknown one). */
function updatesOf(options: NormalizeOptions): Rfc2396Reading | undefined {
  return readingFrom(options.updates);
}

/** §3.2.2, §6: userinfo decoded, host lower-cased, an empty or default port elided. */
function normalizeAuthority(authority: Authority, scheme: string | undefined): string {
  // §3.2.1: a registry-based name is the scheme's business; decoding "%41" or "%2E" could
  // even turn it into a hostname. Only the hex of its escapes is upper-cased.
  if (authority.regName) return upperCaseEscapes(authority.regName.text);
  const server = authority.server!;
  if (!server.hostport) return '';
  // optional fields read as own properties (src/own.ts): a key on Object.prototype is no userinfo or port
  const info = own(server, 'userinfo');
  const userinfo = info ? decodeUnreserved(info.text) + '@' : '';
  // an IPv6reference (RFC 2732) is hex digits: lower-cased like a hostname
  const { host: node } = server.hostport;
  const ipv4 = own(node, 'IPv4address');
  const host = ipv4 ? ipv4.text : node.text.toLowerCase();
  const port = own(server.hostport, 'port')?.text;
  const elide = port === undefined || port === '' || (scheme !== undefined && defaultPort(scheme) === portNumber(port));
  return userinfo + host + (elide ? '' : ':' + port);
}

/** The number of "/" in `path` before `offset`. */
function slashesBefore(path: string, offset: number): number {
  let n = 0;
  for (let at = path.indexOf('/'); at !== -1 && at < offset; at = path.indexOf('/', at + 1)) n++;
  return n;
}

/** Where the segment after the `n`th "/" of `path` starts (normalizing keeps every "/", so the segments of both texts line up). */
function segmentStart(path: string, n: number): number {
  let at = -1;
  for (let k = 0; k < n; k++) at = path.indexOf('/', at + 1);
  return at + 1;
}

/**
 * The normal form of a URI reference (RFC 2396 §6, §2.4.2): scheme and hostname
 * lower-cased; a port that is empty or the scheme's default elided; escapes' hex
 * upper-cased; escapes of unreserved characters decoded in userinfo and path segments
 * (never into a "." or ".." segment). Everything else is kept as written: reserved
 * escapes, registry names, opaque parts, queries and fragments (their escapes are
 * data), and dot-segments unless `removeDotSegments` is set. A URN also has its NID
 * lower-cased (RFC 8141 §3.1); a geo URI its parameter names and `crs` label (RFC 5870
 * §3.3: case-insensitive). Idempotent.
 *
 * @example
 * ```ts
 * normalize('HTTP://A:80/%7e%2f'); //=> { ok: true, value: 'http://a/~%2F' }
 * normalize('URN:ISBN:a%2c?=b'); //=> { ok: true, value: 'urn:isbn:a%2C?=b' }
 * ```
 */
export function normalize(uri: string | UriReference, options: NormalizeOptions = {}): ResolverResult<string> {
  const settings = ownProperties(options);
  const parsed = toUriReference(uri, 'uri', updatesOf(settings));
  return parsed.ok ? normalizeRef(parsed.value, 'uri', settings) : parsed;
}

function normalizeRef(ref: UriReference, argument: ResolverArgument, options: NormalizeOptions, reading = readScheme(ref)): ResolverResult<string> {
  if (reading) return { ok: true, value: schemeNormalForm(reading) };
  const aboveRoot = resolveOptions({ dotSegmentsAboveRoot: options.dotSegmentsAboveRoot }).dotSegmentsAboveRoot;
  const abs = ref.absoluteURI;
  const out: Components = { path: '' };
  if (abs) out.scheme = abs.scheme.text.toLowerCase();
  const hier = abs ? abs.hierPart : ref.relativeURI;
  if (abs?.opaquePart) {
    // components() splits an opaque part at its first "?" (Appendix B); both halves keep their escapes.
    const c = components(ref);
    out.path = upperCaseEscapes(c.path);
    const query = own(c, 'query');
    if (query !== undefined) out.query = upperCaseEscapes(query);
  }
  if (hier) {
    if (hier.netPath) out.authority = normalizeAuthority(hier.netPath.authority, out.scheme);
    const absPath = hier.netPath ? hier.netPath.absPath : hier.absPath;
    if (absPath) {
      // The path's text, not its segment nodes: a path of millions of segments costs no node each (issue 28).
      out.path = normalizePath(absPath.text);
      if (options.removeDotSegments) {
        const r = removeDotSegmentsOfPath(out.path, aboveRoot);
        if (!r.ok) {
          const offset = absPath.span.start + segmentStart(absPath.text, slashesBefore(out.path, r.offset));
          const message = `The ".." segment at offset ${offset} of ${describeArgument(argument)} climbs above the root of the path (RFC 2396 §5.2 step 6g; dotSegmentsAboveRoot is 'error').`;
          return { ok: false, error: resolveError('above-root', argument, ref.text, offset, message) };
        }
        out.path = r.path;
      }
    } else if ('relPath' in hier && hier.relPath) {
      out.path = normalizePath(hier.relPath.text);
    }
    const query = own(hier, 'query');
    if (query) out.query = upperCaseEscapes(query.text);
  }
  const fragment = own(ref, 'fragment');
  if (fragment) out.fragment = upperCaseEscapes(fragment.text);
  return build(out, argument, ref.text, 0, updatesOf(options));
}

/**
 * What `equivalence` found: whether the normal forms agree, and both of them.
 *
 * @example
 * ```ts
 * const r = equivalence('HTTP://A:80/', 'http://a/');
 * const e: Equivalence | undefined = r.ok ? r.value : undefined;
 * e; //=> { equivalent: true, normal: ['http://a/', 'http://a/'] }
 * ```
 */
export interface Equivalence {
  equivalent: boolean;
  /** The normal forms of `a` and `b`, in that order. */
  normal: [a: string, b: string];
}

/**
 * Compares `a` and `b` by their normal forms (§6, see `normalize`), saying why: both forms,
 * or a structured error that names the argument (`'a'` or `'b'`) that is not a URI reference.
 * Two URNs are compared by URN-equivalence instead (RFC 8141 §3: the assigned-names' keys;
 * r-, q- and f-components ignored), two geo URIs by RFC 5870 §3.4.4 (numbers compared as
 * numbers, the poles and the date line, parameters in any order): then equivalent forms
 * may differ.
 *
 * @example
 * ```ts
 * equivalence('HTTP://A:80/%7Ex', 'http://a/~x')
 * //=> { ok: true, value: { equivalent: true, normal: ['http://a/~x', 'http://a/~x'] } }
 * equivalence('geo:90,-22.43;crs=WGS84', 'geo:90,46')
 * //=> { ok: true, value: { equivalent: true, normal: ['geo:90,-22.43;crs=wgs84', 'geo:90,46'] } }
 * ```
 */
export function equivalence(a: string | UriReference, b: string | UriReference, options: NormalizeOptions = {}): ResolverResult<Equivalence> {
  const settings = ownProperties(options);
  const ra = toUriReference(a, 'a', updatesOf(settings));
  const rb = toUriReference(b, 'b', updatesOf(settings));
  if (!ra.ok) return ra;
  const sa = readScheme(ra.value);
  const na = normalizeRef(ra.value, 'a', settings, sa);
  if (!na.ok) return na;
  if (!rb.ok) return rb;
  const sb = readScheme(rb.value);
  const nb = normalizeRef(rb.value, 'b', settings, sb);
  if (!nb.ok) return nb;
  const equivalent = sa && sb && sa.scheme === sb.scheme ? schemeEquivalent(sa, sb) : na.value === nb.value;
  return { ok: true, value: { equivalent, normal: [na.value, nb.value] } };
}

/**
 * Whether `a` and `b` are URI references with the same normal form (§6): `https://a:443/` and
 * `HTTPS://A/` are. Two URNs are compared by RFC 8141 §3, two geo URIs by RFC 5870 §3.4.4
 * (see `equivalence`). False when either is not a URI reference (`equivalence` says which and
 * where); a TypeError when either is neither a string nor a URI-reference AST.
 *
 * @example
 * ```ts
 * equivalent('http://a:80/', 'HTTP://A/'); //=> true
 * equivalent('urn:ISBN:0451450523', 'urn:isbn:0451450523?=x'); //=> true // RFC 8141 §3
 * ```
 */
export function equivalent(a: string | UriReference, b: string | UriReference, options: NormalizeOptions = {}): boolean {
  const r = equivalence(a, b, options);
  return r.ok && r.value.equivalent;
}
