import { parseUriReference } from '../rfc2396/parse';
import { isUriReference } from '../rfc2396/fast/membership';
import { HYPHEN_MINUS, LESS_THAN, isLineBreak, isWhitespace } from './chars';
import type { ScanRules, Step } from './step';
import { alphanum_source, scheme_source } from '../generated/rfc2396-membership';

const CLOSE = /[<>]/g;
// Appendix E: 'The prefix "URL:" (with or without a trailing space)'.
const URL_PREFIX = /URL:/iy;
// What an angle-bracket URI starts with: scheme ":" (RFC 2396 §3.1), or an abbreviated www./ftp. (Appendix F).
const URI_START = new RegExp(`(?:www|ftp)\\.${alphanum_source}|(${scheme_source}):`, 'iy');

/**
 * The candidate in angle brackets whose `<` is at `lt` (RFC 2396 Appendix E): `<URI>` or
 * `<URL:URI>`, the URI possibly broken across lines (its whitespace is dropped). The URI
 * follows the `<` at once (a `<` then a space is prose: `a < b`), or `URL:` and any
 * whitespace; it must start with a scheme or `www.`/`ftp.` (after `URL:` anything goes); it ends at the
 * first `>`, within `limit` (MAX_CANDIDATE) characters and before any other `<`. A URI is found when
 * the content without whitespace is a URI-reference; otherwise it is an error when the
 * brackets plainly meant a URI (`URL:`, a taken scheme, or `scheme://`), else nothing.
 */
export function angleCandidate(buffer: string, lt: number, final: boolean, { taken, limit }: ScanRules): Step {
  const resume: Step = { kind: 'resume', next: lt + 1 };
  CLOSE.lastIndex = lt + 1;
  const close = CLOSE.exec(buffer)?.index ?? -1;
  if (close < 0) return !final && buffer.length - lt - 1 <= limit ? { kind: 'more', from: lt } : resume;
  if (close - lt - 1 > limit || buffer.charCodeAt(close) === LESS_THAN) return resume;
  let start = lt + 1;
  URL_PREFIX.lastIndex = start;
  const prefixed = URL_PREFIX.test(buffer);
  if (prefixed) {
    start += 4;
    while (start < close && isWhitespace(buffer.charCodeAt(start))) start++;
  }
  URI_START.lastIndex = start;
  const opening = start < close ? URI_START.exec(buffer) : null;
  if (!opening && !(prefixed && start < close)) return resume;
  let end = close;
  while (isWhitespace(buffer.charCodeAt(end - 1))) end--;
  const { candidate, pieces, unhyphenated } = withoutWhitespace(buffer, start, end);
  const place = { delimiter: prefixed ? ('angle-url' as const) : ('angle' as const), start, end, outerStart: lt, outerEnd: close + 1 };
  if (isUriReference(candidate)) {
    if (unhyphenated !== undefined && isUriReference(unhyphenated)) return { kind: 'uri', place, uri: candidate, unhyphenated, next: close + 1 };
    return { kind: 'uri', place, uri: candidate, next: close + 1 };
  }
  const scheme = opening?.[1];
  const meant = prefixed || (scheme !== undefined && (taken(scheme) || candidate.startsWith('//', scheme.length + 1)));
  if (!meant) return resume;
  const parsed = parseUriReference(candidate);
  if (parsed.ok) throw new Error('uri-grammar: internal error: isValid and parseUriReference disagree on ' + JSON.stringify(candidate));
  return { kind: 'error', place, candidate, error: parsed.error, pieces, next: close + 1 };
}

/**
 * `buffer[start, end)` without its whitespace; where each piece of it starts (pairs [index in
 * the result, index in the buffer]); and, when a piece ends in a hyphen before a line break,
 * the result without those hyphens (Appendix E: such a hyphen "may or may not actually be
 * part of the URI").
 */
function withoutWhitespace(buffer: string, start: number, end: number): { candidate: string; pieces: number[]; unhyphenated?: string } {
  const pieces: number[] = [];
  let candidate = '';
  let unhyphenated = '';
  let hyphenBreaks = false;
  let k = start;
  while (k < end) {
    let pieceEnd = k;
    while (pieceEnd < end && !isWhitespace(buffer.charCodeAt(pieceEnd))) pieceEnd++;
    pieces.push(candidate.length, k);
    const piece = buffer.slice(k, pieceEnd);
    candidate += piece;
    let lineBreak = false;
    for (k = pieceEnd; k < end && isWhitespace(buffer.charCodeAt(k)); k++) lineBreak ||= isLineBreak(buffer.charCodeAt(k));
    const dropHyphen = lineBreak && k < end && buffer.charCodeAt(pieceEnd - 1) === HYPHEN_MINUS;
    hyphenBreaks ||= dropHyphen;
    unhyphenated += dropHyphen ? piece.slice(0, -1) : piece;
  }
  return hyphenBreaks ? { candidate, pieces, unhyphenated } : { candidate, pieces };
}

