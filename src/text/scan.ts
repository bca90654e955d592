import { angleCandidate } from './angle';
import { bareCandidate } from './bare';
import { isSchemeChar } from './chars';
import type { ScanRules, Step } from './step';
import { alphanum_source, scheme_continues, scheme_source } from '../generated/rfc2396-membership';

/**
 * Where a candidate may start: a `<`, or, not right after a scheme character (a word
 * boundary of sorts), `www.`/`ftp.` and a letter or digit (Appendix F's abbreviated URLs) or
 * `scheme ":"` (RFC 2396 §3.1; group 1). Linear: the scheme branch is tried in full only at
 * the start of a run of scheme characters.
 */
const START = new RegExp(`<|(?<!${scheme_continues})(?:(?:www|ftp)\\.(?=${alphanum_source})|(${scheme_source}):)`, 'gi');

/**
 * The next step of the scan of `buffer` from `from`. When `final` is false the buffer is a
 * prefix of the text: a decision that needs what follows is put off (`more`).
 */
export function nextStep(buffer: string, from: number, final: boolean, rules: ScanRules): Step {
  START.lastIndex = from;
  const m = START.exec(buffer);
  if (!m) return final ? { kind: 'resume', next: buffer.length } : putOff(buffer, from, rules.limit);
  const at = m.index;
  if (m[0] === '<') return angleCandidate(buffer, at, final, rules);
  const scheme = m[1];
  if (scheme !== undefined && !rules.taken(scheme)) return { kind: 'resume', next: at + m[0].length };
  return bareCandidate(buffer, at, m[0].length, final, rules.limit);
}

/**
 * No candidate starts in the buffer from `from`, but one may start at its trailing run of
 * scheme characters (`htt` of `http:`, `www` of `www.`) once more text comes: keep that run,
 * unless it began before `from` (its start was decided; inside a run is no boundary) or is
 * too long to start a candidate at all.
 */
function putOff(buffer: string, from: number, limit: number): Step {
  let k = buffer.length;
  while (k > from && isSchemeChar(buffer.charCodeAt(k - 1))) k--;
  const none = k === buffer.length || (k > 0 && isSchemeChar(buffer.charCodeAt(k - 1))) || buffer.length - k > limit;
  return none ? { kind: 'resume', next: buffer.length } : { kind: 'more', from: k };
}
