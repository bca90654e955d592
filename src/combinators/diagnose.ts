import { ErrorCode, Span, UriSyntaxError, internalized } from './errors';
import { FailureTracker, MergedExpected, RuleFrame, rememberedNames } from './tracker';
import * as RFC2396 from '../generated/rfc2396-charsets';

/**
 * Characters that may appear in a URI at all: RFC 2396 §2 `uric` plus `#` (the
 * fragment delimiter, §4.1) and `%` (the escape introducer, §2.4.1). Anything else is
 * excluded (§2.4.3: control, space, delims `<>"`, unwise `{}|\^[]` and backquote) or
 * not ASCII (§2.1).
 */
const URI_CHARACTERS = new Set(RFC2396.uric + '#%');

/** The code point at `offset` (both halves of a surrogate pair), or null at the end. */
function characterAt(input: string, offset: number): string | null {
  if (offset >= input.length) return null;
  const c = input.charCodeAt(offset);
  return c >= 0xd800 && c <= 0xdbff && input.codePointAt(offset)! > 0xffff ? input.slice(offset, offset + 2) : input[offset];
}

/**
 * Line and column of `offset`. Most inputs have no line break before the offset (a URI has
 * none at all, §2.4.3). For a short input, `indexOf` from the start (a fast builtin); for a
 * long one, `lastIndexOf` back from the offset (a call into the runtime, about 100 ns, but it
 * never reads the rest of a long input, where an early error would otherwise cost a scan of
 * all of it).
 */
function lineAndColumn(input: string, offset: number): { line: number; column: number } {
  if (input.length > SHORT_INPUT) return lineAndColumnBackwards(input, offset);
  const first = input.indexOf('\n');
  if (first < 0 || first >= offset) return { line: 1, column: offset + 1 };
  let line = 1;
  let lineStart = 0;
  for (let p = first; p >= 0 && p < offset; p = input.indexOf('\n', p + 1)) {
    line++;
    lineStart = p + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

const SHORT_INPUT = 4096;

function lineAndColumnBackwards(input: string, offset: number): { line: number; column: number } {
  const lineStart = input.lastIndexOf('\n', offset - 1) + 1;
  if (lineStart === 0 || offset === 0) return { line: 1, column: offset + 1 };
  let line = 2;
  for (let p = lineStart - 2; p >= 0; p--) {
    p = input.lastIndexOf('\n', p); // lastIndexOf reads a negative start as 0: never pass one
    if (p < 0) break;
    line++;
  }
  return { line, column: offset - lineStart + 1 };
}

/** Four or more upper-case hex digits, as in U+0041. */
function hex4(cp: number): string {
  return cp.toString(16).toUpperCase().padStart(4, '0');
}

/** A character as the messages show it: quoted, with a name for the invisible ones. */
function describe(ch: string): string {
  const cp = ch.codePointAt(0)!;
  if (cp === 0x20) return '" " (space)';
  if (cp < 0x20 || cp === 0x7f) return `U+${hex4(cp)} (control character)`;
  if (cp >= 0xd800 && cp <= 0xdfff) return `U+${hex4(cp)} (lone surrogate)`;
  if (cp > 0x7f) return `${JSON.stringify(ch)} (U+${hex4(cp)})`;
  return JSON.stringify(ch);
}

/** `describe` of each ASCII character, computed once, on its first error (the characters errors are mostly about). */
const ASCII_DESCRIPTIONS: string[] = [];

function describeCharacter(ch: string): string {
  const c = ch.charCodeAt(0);
  return c < 0x80 ? (ASCII_DESCRIPTIONS[c] ??= internalized(describe(ch[0]!))) : describe(ch);
}

/** "%" and two upper-case hex digits: the escape of one octet (RFC 2396 §2.4.1). */
const octetEscape = (b: number) => '%' + b.toString(16).toUpperCase().padStart(2, '0');

/** The advice for each ASCII character, computed once, on its first error: one octet, no UTF-8 encoder needed. */
const ASCII_ADVICE: string[] = [];

function escapeAdvice(ch: string): string {
  const cp = ch.codePointAt(0)!;
  if (cp < 0x80) return (ASCII_ADVICE[cp] ??= internalized(`write it as ${octetEscape(cp)}`));
  if (cp >= 0xd800 && cp <= 0xdfff) return 'a lone surrogate has no UTF-8 encoding and cannot be escaped';
  return `write it as ${utf8(cp).map(octetEscape).join('')}`;
}

/** The UTF-8 octets of a code point that is no surrogate (RFC 3629 §3). */
function utf8(cp: number): number[] {
  if (cp < 0x800) return [0xc0 | (cp >> 6), 0x80 | (cp & 0x3f)];
  if (cp < 0x10000) return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)];
  return [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)];
}

/** "a, b or c". */
function listExpected(expected: readonly string[]): string {
  if (expected.length === 0) return 'nothing more';
  if (expected.length === 1) return expected[0];
  let list = expected[0];
  for (let k = 1; k < expected.length - 1; k++) list += ', ' + expected[k];
  return `${list} or ${expected[expected.length - 1]}`;
}

function chooseCode(recorded: ErrorCode | undefined, found: string | null): ErrorCode {
  if (recorded) return recorded;
  if (found === null) return 'unexpected-end';
  if (!URI_CHARACTERS.has(found)) return 'illegal-character';
  return 'unexpected-character';
}

/** Rules of RFC 2396, RFC 1738 and RFC 2616 in which a "[" would start an IPv6 literal (RFC 2732). */
const WHERE_A_HOST_GOES: ReadonlySet<string> = new Set(['authority', 'net_path', 'server', 'hostport', 'host', 'hostname', 'login', 'user']);

/** The generic syntax an error is told in: which RFC an illegal character is cited from. */
export type Reading = 'rfc2396' | 'rfc3986';

/** Why a character can be in no URI, in the words of `reading`'s RFC. */
function excluded(found: string, reading: Reading): string {
  const ascii = found.codePointAt(0)! <= 0x7f;
  if (reading === 'rfc3986') return ascii ? 'it is in no URI (RFC 3986 §2)' : 'URIs are written in ASCII (RFC 3986 §2)';
  return ascii ? 'it is excluded from URIs (RFC 2396 §2.4.3)' : 'URIs are written in ASCII (RFC 2396 §2.1)';
}

function detail(code: ErrorCode, found: string | null, expected: readonly string[], rulePath: readonly string[], input: string, offset: number, reading: Reading): string {
  switch (code) {
    case 'illegal-character': {
      const ipv6 = found === '[' && reading === 'rfc2396' && rulePath.some((r) => WHERE_A_HOST_GOES.has(r)) ? '; RFC 2396 has no IPv6 literals (RFC 2732 added them)' : '';
      const why = excluded(found!, reading);
      return `${why}; ${escapeAdvice(found!)}${ipv6}`;
    }
    case 'bad-escape':
      return `"%" must be followed by two hex digits (RFC 2396 §2.4.1); a literal "%" is written %25`;
    case 'empty-scheme-specific-part':
      return `${JSON.stringify(input.slice(0, offset))} needs something after the colon (RFC 2396 §3: absoluteURI = scheme ":" ( hier_part | opaque_part ))`;
    case 'colon-in-first-segment':
      return `the first segment of a relative path cannot contain ":" (RFC 2396 §5) and a scheme starts with a letter (§3.1); write "./" before it or escape the colon as %3A`;
    case 'unsafe-character':
      return `RFC 1738 §2.2 calls ${describeCharacter(found!)} unsafe: it must always be encoded; ${escapeAdvice(found!)} (RFC 2396 made "~" unreserved: updates 'rfc2396')`;
    case 'second-number-sign':
      return `a fragment cannot contain "#" (RFC 2396 §4.1); write it as %23`;
    case 'nesting-too-deep':
      return `the grammar's recursive rules are nested deeper here than its maxNesting allows (within it, expected ${listExpected(expected)})`;
    default:
      return `expected ${listExpected(expected)}`;
  }
}

function messageOf(code: ErrorCode, found: string | null, expected: readonly string[], rulePath: readonly string[], input: string, offset: number, reading: Reading = 'rfc2396'): string {
  const where = rulePath.length ? ` in ${rulePath[rulePath.length - 1]}` : '';
  const lead = found === null ? `Unexpected end of input${where}` : `Unexpected ${describeCharacter(found)}${where}`;
  return `${lead}: ${detail(code, found, expected, rulePath, input, offset, reading)}.`;
}

/**
 * What an error is made of besides its position: the same for every error with the same
 * recorded failures (merged expected list, rule frame, recorded code) and the same character
 * found. Remembered by those (`diagnosisOf`). The lists are the tracker's own, frozen, and
 * every error with this diagnosis shares them: an error costs no copy, and ./format finds
 * the report's remembered lines by comparing the lists' identity, not their items.
 */
interface Diagnosis {
  readonly code: ErrorCode;
  readonly message: string;
  readonly expected: readonly string[];
  readonly rulePath: readonly string[];
  /** What ./format made of its report, remembered there (`reportMemoOf`). */
  readonly report: ReportMemo;
}

/** The parts of a report that are the same for every error with one diagnosis, filled in by ./format. */
export interface ReportMemo {
  /** The message, expected items and rule path lines. */
  tail: string | undefined;
  /** The first line (code and position) by offset, for an error on line 1 without colour. */
  firstLines: (string | undefined)[] | undefined;
}

/**
 * The diagnoses of one frame and merged list: by the character found (ASCII, or END_SLOT for
 * the end of the input) and the recorded code, or by code and character for any other.
 */
interface FrameDiagnoses {
  byCharacter: (Diagnosis | undefined)[];
  other: Map<string, Diagnosis> | undefined;
  /** How many are remembered (bounded: a character outside ASCII is a key of its own). */
  size: number;
}

/**
 * Diagnoses are remembered on the frame (an array indexed by the merged list's number: no
 * map lookup), so that they go with it: a frame the combinators stop using (they reuse a
 * rule's frame while the stack below it stays the same) takes its diagnoses with it.
 */
const NO_FRAME: (FrameDiagnoses | undefined)[] = [];
const MAX_PER_LIST = 512;
const END_SLOT = 0x80;
const SLOTS = 0x81;
/** The recorded codes that a diagnosis is remembered by (`empty-scheme-specific-part` quotes the input: never remembered). */
const CODE_ROWS: Partial<Record<ErrorCode, number>> = { 'bad-escape': 1, 'colon-in-first-segment': 2, 'second-number-sign': 3, 'unsafe-character': 4 };

function diagnosisOf(tracker: FailureTracker, found: string | null, input: string, offset: number): Diagnosis {
  const merged = tracker.mergedExpected();
  const frame = tracker.furthestFrame;
  const recorded = tracker.code;
  const row = recorded === undefined ? 0 : CODE_ROWS[recorded];
  // A message that quotes the input is made each time; so is one for a merged list not remembered.
  if (row === undefined || merged.id < 0) return diagnosisFrom(merged, frame, recorded, found, input, offset);
  const byList = frame === null ? NO_FRAME : ((frame.diagnoses ??= []) as (FrameDiagnoses | undefined)[]);
  const known = (byList[merged.id] ??= { byCharacter: [], other: undefined, size: 0 });
  const c = found === null ? END_SLOT : found.length === 1 && found.charCodeAt(0) < 0x80 ? found.charCodeAt(0) : -1;
  const slot = c < 0 ? -1 : row * SLOTS + c;
  const key = slot < 0 ? `${recorded ?? ''} ${found}` : '';
  const d = slot >= 0 ? known.byCharacter[slot] : known.other?.get(key);
  if (d) return d;
  const made = diagnosisFrom(merged, frame, recorded, found, input, offset);
  if (known.size >= MAX_PER_LIST) return made;
  known.size++;
  if (slot >= 0) known.byCharacter[slot] = made;
  else (known.other ??= new Map()).set(key, made);
  return made;
}

function diagnosisFrom(merged: MergedExpected, frame: RuleFrame | null, recorded: ErrorCode | undefined, found: string | null, input: string, offset: number): Diagnosis {
  const code = chooseCode(recorded, found);
  const rulePath = rememberedNames(frame);
  const message = internalized(messageOf(code, found, merged.items, rulePath, input, offset));
  return { code, message, expected: merged.items, rulePath, report: { tail: undefined, firstLines: undefined } };
}

/** The error built last and its diagnosis: most errors are formatted right after they are built. */
let lastError: UriSyntaxError | undefined;
let lastDiagnosis: Diagnosis | undefined;

/**
 * The report memo of `error`'s diagnosis when `error` is the error built last and still
 * says what its diagnosis says (an error is a plain object: its fields may have been
 * changed since); else undefined. An identity check and four comparisons instead of
 * finding the report's parts by content.
 */
export function reportMemoOf(error: UriSyntaxError): ReportMemo | undefined {
  const d = lastDiagnosis;
  if (error !== lastError || d === undefined) return undefined;
  return error.code === d.code && error.message === d.message && error.expected === d.expected && error.rulePath === d.rulePath ? d.report : undefined;
}

/**
 * The error for a failed parse, from what the tracker saw at the furthest offset.
 * `prefixOnOneLine`: the caller knows that no line feed comes before the offset, as in a
 * prefix of a URI (a viable prefix of RFC 2396 holds URI characters only, §2.4.3), so the
 * line is 1 and the input need not be searched.
 */
export function buildError(input: string, tracker: FailureTracker, prefixOnOneLine = false): UriSyntaxError {
  const offset = Math.max(0, tracker.offset);
  const found = characterAt(input, offset);
  const d = diagnosisOf(tracker, found, input, offset);
  const { line, column } = prefixOnOneLine ? { line: 1, column: offset + 1 } : lineAndColumn(input, offset);
  const error = { offset, line, column, found, expected: d.expected, rulePath: d.rulePath, code: d.code, message: d.message };
  lastError = error;
  lastDiagnosis = d;
  return error;
}

/**
 * The error for a failure found without the tracker (the compiled engine of scheme grammars):
 * the same code, message and position conventions as `buildError`. `expected` and `rulePath`
 * are frozen here; the caller may share them between errors.
 */
export function syntaxError(input: string, offset: number, expected: readonly string[], rulePath: readonly string[], code?: ErrorCode, reading?: Reading): UriSyntaxError {
  const found = characterAt(input, offset);
  code = chooseCode(code, found);
  const { line, column } = lineAndColumn(input, offset);
  const message = messageOf(code, found, expected, rulePath, input, offset, reading);
  return { offset, line, column, found, expected: Object.isFrozen(expected) ? expected : Object.freeze([...expected]), rulePath: Object.isFrozen(rulePath) ? rulePath : Object.freeze([...rulePath]), code, message };
}

/**
 * The error of a text that the grammar accepts but whose value is refused (code
 * `invalid-value`): at the start of `span`, nothing expected, the reader's rule path and message.
 *
 * @example
 * ```ts
 * semanticError('geo:91,0', { start: 4, end: 6 }, ['geo-URI', 'geo-path', 'coordinates', 'coord-a'], 'A latitude beyond 90 (RFC 5870 §3.4.2).');
 * //=> { offset: 4, line: 1, column: 5, found: '9', expected: [], code: 'invalid-value', span: { start: 4, end: 6 } }
 * ```
 */
export function semanticError(input: string, span: Span, rulePath: readonly string[], message: string): UriSyntaxError {
  const offset = span.start;
  const { line, column } = lineAndColumn(input, offset);
  return {
    offset, line, column, found: characterAt(input, offset), expected: NOTHING_EXPECTED,
    rulePath: Object.isFrozen(rulePath) ? rulePath : Object.freeze([...rulePath]),
    code: 'invalid-value', message, span: { start: span.start, end: span.end },
  };
}

const NOTHING_EXPECTED: readonly string[] = Object.freeze([]);
