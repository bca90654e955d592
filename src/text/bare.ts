import { isUriReference } from '../rfc2396/fast/membership';
import {
  APOSTROPHE, LEFT_PARENTHESIS, QUOTATION_MARK, RIGHT_PARENTHESIS, isSentencePunctuation, isUriChar,
} from './chars';
import type { Step } from './step';

// A letter, digit or combining mark outside ASCII: a run stopped by one is cut inside a word (an IRI, not a URI).
const WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/uy;

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;

/**
 * The candidate that starts at `start` with a prefix (`http:`, `www.`) of `prefixLength`
 * characters: the run of URI characters from there, in double quotes when a `"` stands on
 * both sides of it, otherwise bare with its trailing punctuation cut off (`trimBare`).
 * Taken only when the rest is a URI-reference (RFC 2396 §4.1) that keeps the whole prefix.
 */
export function bareCandidate(buffer: string, start: number, prefixLength: number, final: boolean, limit: number): Step {
  const stop = Math.min(buffer.length, start + limit + 1);
  let end = start + prefixLength;
  while (end < stop && isUriChar(buffer.charCodeAt(end))) end++;
  if (end - start > limit) return { kind: 'overlong', next: end };
  if (!final && (end === buffer.length || (end === buffer.length - 1 && isHighSurrogate(buffer.charCodeAt(end))))) return { kind: 'more', from: start };
  if (end < buffer.length && (WORD_CHARACTER.lastIndex = end, WORD_CHARACTER.test(buffer))) return { kind: 'resume', next: end };
  const quoted = start > 0 && buffer.charCodeAt(start - 1) === QUOTATION_MARK && buffer.charCodeAt(end) === QUOTATION_MARK;
  const uriEnd = quoted ? end : trimBare(buffer, start, end);
  if (uriEnd <= start + prefixLength) return { kind: 'resume', next: end };
  const uri = buffer.slice(start, uriEnd);
  if (!isUriReference(uri)) return { kind: 'resume', next: end };
  const place = quoted
    ? { delimiter: 'quote' as const, start, end, outerStart: start - 1, outerEnd: end + 1 }
    : { delimiter: 'bare' as const, start, end: uriEnd, outerStart: start, outerEnd: uriEnd };
  return { kind: 'uri', place, uri, next: quoted ? end + 1 : end };
}

/**
 * Where a bare URI in `buffer[start, end)` ends once the characters that end sentences, not
 * URIs, are dropped from its end, one at a time: `. , ; : ! ?`; a `)` with no `(` left to
 * match it; a `'` when one stands right before the URI (`'http://a/b'`).
 */
function trimBare(buffer: string, start: number, end: number): number {
  let open = 0;
  let close = 0;
  for (let k = start; k < end; k++) {
    const c = buffer.charCodeAt(k);
    if (c === LEFT_PARENTHESIS) open++;
    else if (c === RIGHT_PARENTHESIS) close++;
  }
  const inApostrophes = start > 0 && buffer.charCodeAt(start - 1) === APOSTROPHE;
  while (end > start) {
    const c = buffer.charCodeAt(end - 1);
    if (isSentencePunctuation(c) || (c === APOSTROPHE && inApostrophes)) end--;
    else if (c === RIGHT_PARENTHESIS && close > open) {
      end--;
      close--;
    } else break;
  }
  return end;
}
