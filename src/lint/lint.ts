import { kindOf } from '../combinators';
import { parseUriReference } from '../rfc2396/parse';
import { type ParseUriReferenceOptions, readingOf } from '../rfc2396/readings';
import type { UriReference } from '../rfc2396';
import { authorityParts, netPathOf } from './authority';
import { authorityFindings } from './authority-checks';
import { LINT_CODES, LintFinding } from './codes';
import { dotSegmentFindings } from './dot-segments';
import { escapeFindings } from './escapes';
import { lookalikeFindings, skeleton } from './lookalikes';

const ORDER = Object.keys(LINT_CODES);
/** Up to this length, a syntax error's message shows the input as it reads with lookalikes made ASCII. */
const SHOWN = 2048;

function byPosition(a: LintFinding, b: LintFinding): number {
  return a.span.start - b.span.start || a.span.end - b.span.end || ORDER.indexOf(a.code) - ORDER.indexOf(b.code);
}

/** The §7 findings of a parsed reference whose text is `input`. */
function astFindings(ref: UriReference, input: string): LintFinding[] {
  const scheme = ref.absoluteURI?.scheme.text;
  const netPath = netPathOf(ref);
  const authority = netPath ? authorityFindings(scheme, authorityParts(netPath.authority, input)) : [];
  const escapes = escapeFindings(ref, input);
  const dots = dotSegmentFindings(ref);
  // most references have no finding: no spread of three empty lists
  return authority.length + escapes.length + dots.length === 0 ? [] : [...authority, ...escapes, ...dots];
}

function isUriReferenceNode(value: unknown): value is UriReference {
  const v = value as UriReference | null;
  return typeof v === 'object' && v !== null && v.type === 'URI-reference' && typeof v.text === 'string' && typeof v.span === 'object';
}

/**
 * Lints a URI reference for the hazards of RFC 2396 §7 (Security Considerations): a
 * password in the userinfo, a userinfo that looks like a host, a port other than the
 * scheme's default (reserved ports apart), escaped delimiters of the scheme's protocol,
 * rare IPv4 forms, ".." above the root, and, for a string, non-ASCII lookalikes and
 * syntax errors. Findings are sorted by position; see LINT_CODES for codes and severities.
 * A string is read as `parseUriReference` reads it with the same `options` (`updates:
 * rfc2732`: IPv6 literals).
 *
 * @example
 * ```ts
 * lint('http://www.bank.example@evil.example/');
 * //=> [{ code: 'userinfo-looks-like-host', severity: 'error', span: { start: 7, end: 23 } }]
 * ```
 */
export function lint(uri: string | UriReference, options?: ParseUriReferenceOptions): LintFinding[] {
  const reading = readingOf(options);
  if (typeof uri !== 'string') {
    if (!isUriReferenceNode(uri)) throw new TypeError(`uri-grammar: lint expects a string or a URI-reference node (the value of parseUriReference), got ${kindOf(uri)}`);
    return astFindings(uri, uri.text).sort(byPosition);
  }
  const parsed = reading ? reading.parse(uri) : parseUriReference(uri);
  if (parsed.ok) return astFindings(parsed.value, uri).sort(byPosition);
  const lookalikes = lookalikeFindings(uri);
  const { error } = parsed;
  const readsAs = lookalikes.length > 0 && uri.length <= SHOWN ? ` (as it reads once lookalikes become ASCII: ${JSON.stringify(skeleton(uri))})` : '';
  const syntax: LintFinding = {
    code: 'syntax-error',
    severity: LINT_CODES['syntax-error'].severity,
    span: { start: error.offset, end: error.found === null ? error.offset : error.offset + error.found.length },
    message: `not a URI reference${readsAs}: ${error.message}`,
    error,
  };
  return [...lookalikes, syntax].sort(byPosition);
}
