import type { Span, UriSyntaxError } from '../combinators';

/**
 * How serious a lint finding is: `error` (not a URI of its grammar), `warning` (valid but likely wrong), `info`.
 *
 * @example
 * ```ts
 * const [finding]: LintFinding[] = lint('http://a/%2e%2e/b');
 * const code: LintCode | undefined = finding?.code;
 * const severity: LintSeverity | undefined = finding?.severity;
 * [code, severity]; //=> ['escaped-dot-segment', 'warning']
 * ```
 */
export type LintSeverity = 'error' | 'warning' | 'info';

/**
 * What each lint code means: its fixed severity and the RFC text it rests on.
 *
 * @example
 * ```ts
 * const info: LintCodeInfo = LINT_CODES['userinfo-looks-like-host'];
 * info.severity; //=> 'error'
 * ```
 */
export interface LintCodeInfo {
  severity: LintSeverity;
  /** The RFC section (or sections) the check comes from. */
  rfc: string;
  /** One line: what the code reports. */
  summary: string;
}

/**
 * Every lint code, with its severity. Codes are stable: never renamed, never reused.
 * The severity of a code never depends on the input.
 *
 * @example
 * ```ts
 * LINT_CODES['escaped-dot-segment'];
 * //=> { severity: 'warning', rfc: 'RFC 2396 §2.3, §5.2 step 6', summary: 'a segment that is "." or ".." once unescaped' }
 * ```
 */
export const LINT_CODES = Object.freeze({
  'syntax-error': { severity: 'error', rfc: 'RFC 2396 Appendix A', summary: 'the input is not a URI-reference' },
  'non-ascii-lookalike': { severity: 'error', rfc: 'RFC 2396 §2.4.3, §7', summary: 'a non-ASCII character that looks like an ASCII one (as is, or escaped UTF-8 in the host)' },
  'invisible-character': { severity: 'error', rfc: 'RFC 2396 §2.4.3, §7', summary: 'an invisible or text-direction character' },
  'userinfo-password': { severity: 'warning', rfc: 'RFC 2396 §7 (last paragraph); RFC 1738 §3.1', summary: 'a password in the userinfo' },
  'userinfo-looks-like-host': { severity: 'error', rfc: 'RFC 2396 §3.2.2, §7', summary: 'a userinfo that looks like a host name or address' },
  'non-default-port': { severity: 'info', rfc: 'RFC 2396 §7 (paragraph 2)', summary: "a port other than the scheme's default, 1024 or above" },
  'reserved-port': { severity: 'warning', rfc: 'RFC 2396 §7 (paragraph 2)', summary: "a port below 1024 other than the scheme's default" },
  'port-out-of-range': { severity: 'error', rfc: 'RFC 2396 §3.2.2, §7', summary: 'a port above 65535, which some clients wrap around' },
  'escaped-line-break': { severity: 'error', rfc: 'RFC 2396 §7 (paragraph 3)', summary: "an escaped CR or LF in a URL of a line-based protocol" },
  'escaped-nul': { severity: 'error', rfc: 'RFC 2396 §7 (paragraph 3)', summary: 'an escaped NUL octet' },
  'escaped-delimiter': { severity: 'error', rfc: 'RFC 2396 §7 (paragraph 3)', summary: "another escaped delimiter of the scheme's protocol" },
  'rare-ip-form': { severity: 'warning', rfc: 'RFC 2396 §3.2.2, §7', summary: 'a host that some parsers read as an IPv4 address in a non-dotted-decimal form' },
  'dot-segment-above-root': { severity: 'warning', rfc: 'RFC 2396 §5.2 step 6 g)', summary: 'a ".." segment that climbs above the root' },
  'escaped-dot-segment': { severity: 'warning', rfc: 'RFC 2396 §2.3, §5.2 step 6', summary: 'a segment that is "." or ".." once unescaped' },
} as const satisfies Record<string, LintCodeInfo>);

/**
 * A lint finding's stable code (one per check).
 *
 * @example
 * ```ts
 * const [finding]: LintFinding[] = lint('http://a/%2e%2e/b');
 * const code: LintCode | undefined = finding?.code;
 * const severity: LintSeverity | undefined = finding?.severity;
 * [code, severity]; //=> ['escaped-dot-segment', 'warning']
 * ```
 */
export type LintCode = keyof typeof LINT_CODES;

interface FindingOf<C extends LintCode> {
  code: C;
  severity: (typeof LINT_CODES)[C]['severity'];
  /** UTF-16 offsets into the linted input: `input.slice(span.start, span.end)` is what the finding is about. */
  span: Span;
  message: string;
}

/**
 * One finding; a `syntax-error` carries the parser's error.
 *
 * @example
 * ```ts
 * const [finding]: LintFinding[] = lint('http://a/%2e%2e/b');
 * const code: LintCode | undefined = finding?.code;
 * const severity: LintSeverity | undefined = finding?.severity;
 * [code, severity]; //=> ['escaped-dot-segment', 'warning']
 * ```
 */
export type LintFinding = {
  [C in LintCode]: C extends 'syntax-error' ? FindingOf<C> & { error: UriSyntaxError } : FindingOf<C>;
}[LintCode];

/** A finding of `code` over `span`, its severity from LINT_CODES. */
export function finding<C extends Exclude<LintCode, 'syntax-error'>>(code: C, span: Span, message: string): LintFinding {
  // a span of its own: the one given may be a node's of the caller's AST
  return { code, severity: LINT_CODES[code].severity, span: { start: span.start, end: span.end }, message } as LintFinding;
}
