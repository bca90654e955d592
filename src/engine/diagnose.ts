import { ErrorCode, UriSyntaxError } from './errors';
import { FailureTracker } from './tracker';

/**
 * Characters that may appear in a URI at all: RFC 2396 §2 `uric` plus `#` (the
 * fragment delimiter, §4.1) and `%` (the escape introducer, §2.4.1). Anything else is
 * excluded (§2.4.3: control, space, delims `<>"`, unwise `{}|\^[]` and backquote) or
 * not ASCII (§2.1).
 */
const URI_CHARACTERS = new Set(
  "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.!~*'();/?:@&=+$,#%",
);

/** The code point at `offset` (both halves of a surrogate pair), or null at the end. */
function characterAt(input: string, offset: number): string | null {
  if (offset >= input.length) return null;
  const cp = input.codePointAt(offset)!;
  return String.fromCodePoint(cp).length === 2 && offset + 1 < input.length ? input.slice(offset, offset + 2) : input[offset];
}

/** Line and column of `offset`, reading only the characters before it (never the rest of a long input). */
function lineAndColumn(input: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let p = 0; p < offset; p++) {
    if (input.charCodeAt(p) !== 10) continue;
    line++;
    lineStart = p + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** A character as the messages show it: quoted, with a name for the invisible ones. */
function describeCharacter(ch: string): string {
  const cp = ch.codePointAt(0)!;
  const hex = cp.toString(16).toUpperCase().padStart(4, '0');
  if (cp === 0x20) return '" " (space)';
  if (cp < 0x20 || cp === 0x7f) return `U+${hex} (control character)`;
  if (cp >= 0xd800 && cp <= 0xdfff) return `U+${hex} (lone surrogate)`;
  if (cp > 0x7f) return `${JSON.stringify(ch)} (U+${hex})`;
  return JSON.stringify(ch);
}

function escapeAdvice(ch: string): string {
  const cp = ch.codePointAt(0)!;
  if (cp >= 0xd800 && cp <= 0xdfff) return 'a lone surrogate has no UTF-8 encoding and cannot be escaped';
  const hex = (b: number) => '%' + b.toString(16).toUpperCase().padStart(2, '0');
  if (cp < 0x80) return `write it as ${hex(cp)}`; // one octet: no UTF-8 encoder needed
  return `write it as ${[...Buffer.from(ch, 'utf8')].map(hex).join('')}`;
}

function listExpected(expected: readonly string[]): string {
  if (expected.length === 0) return 'nothing more';
  if (expected.length === 1) return expected[0];
  return `${expected.slice(0, -1).join(', ')} or ${expected[expected.length - 1]}`;
}

function chooseCode(recorded: ErrorCode | undefined, found: string | null): ErrorCode {
  if (recorded) return recorded;
  if (found === null) return 'unexpected-end';
  if (!URI_CHARACTERS.has(found)) return 'illegal-character';
  return 'unexpected-character';
}

function detail(code: ErrorCode, found: string | null, expected: readonly string[], rulePath: readonly string[], input: string, offset: number): string {
  const wanted = `expected ${listExpected(expected)}`;
  switch (code) {
    case 'illegal-character': {
      const ipv6 = found === '[' && rulePath.some((r) => r === 'authority' || r === 'net_path') ? '; RFC 2396 has no IPv6 literals (RFC 2732 added them)' : '';
      const why = found!.codePointAt(0)! > 0x7f ? 'URIs are written in ASCII (RFC 2396 §2.1)' : 'it is excluded from URIs (RFC 2396 §2.4.3)';
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
    default:
      return wanted;
  }
}

/** The error for a failed parse, from what the tracker saw at the furthest offset. */
export function buildError(input: string, tracker: FailureTracker): UriSyntaxError {
  const offset = Math.max(0, tracker.offset);
  const found = characterAt(input, offset);
  const expected = tracker.expected.filter((e, k, all) => all.indexOf(e) === k);
  const rulePath = tracker.rulePath;
  const code = chooseCode(tracker.code, found);
  const { line, column } = lineAndColumn(input, offset);
  const where = rulePath.length ? ` in ${rulePath[rulePath.length - 1]}` : '';
  const lead = found === null ? `Unexpected end of input${where}` : `Unexpected ${describeCharacter(found)}${where}`;
  const message = `${lead}: ${detail(code, found, expected, rulePath, input, offset)}.`;
  return { offset, line, column, found, expected, rulePath: rulePath.slice(), code, message };
}

