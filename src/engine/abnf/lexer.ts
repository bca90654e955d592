import type { Position } from '../bnf/model';
import type { GrammarProblem } from './errors';

/** An ABNF token (RFC 5234 §4, RFC 7405 §2.2). */
export type Token =
  | { type: 'name'; value: string }
  /** `"…"` and `%i"…"` are case-insensitive, `%s"…"` is not (RFC 5234 §2.3, RFC 7405). */
  | { type: 'string'; value: string; caseSensitive: boolean }
  /** `%x41`, `%d48-57`: one code unit in a range (§3.4); `label` is the text as written. */
  | { type: 'range'; first: number; last: number; label: string }
  /** `%d13.10`: a concatenation of values, a case-sensitive string (§2.3). */
  | { type: 'values'; value: string }
  /** `<…>` (§4 prose-val): kept so that the reader can refuse it with its position. */
  | { type: 'prose'; value: string }
  /** `n*m`, `n*`, `*m`, `*`, `n` (§3.6, §3.7). */
  | { type: 'repeat'; min: number; max: number | null }
  | { type: '=' | '=/' | '/' | '(' | ')' | '[' | ']' | 'end' }
  /** A character sequence that is no token: the reader reports it and skips its rule. */
  | { type: 'error'; problem: GrammarProblem; reason: string };

export type Located = Token & Position & {
  firstOnLine: boolean;
  /** On the first token of a line when the line before it that holds anything ends in a comment: that line's number (a wrapped comment whose next line lacks its ";" reads as rule text). */
  afterComment?: number;
};

const NAME = /[A-Za-z][A-Za-z0-9-]*/y;
const REPEAT = /(\d*)\*(\d*)|(\d+)/y;
/** `%` then b, d or x (case-insensitive: they are quoted strings in §4), the digits, then `.`/`-` parts. */
const NUMERIC = /%([bdxBDX])([0-9A-Za-z]*)((?:[.-][0-9A-Za-z]*)*)/y;
const DIGITS: Record<string, RegExp> = { b: /^[01]+$/, d: /^[0-9]+$/, x: /^[0-9A-Fa-f]+$/ };
const RADIX: Record<string, number> = { b: 2, d: 10, x: 16 };

/**
 * Splits ABNF text into tokens. Lines end with CRLF or LF; `;` starts a comment (outside
 * strings and prose) that runs to the end of the line. A character that starts no token
 * gives an `error` token, and the rest of its line is skipped.
 *
 * @example
 * ```ts
 * tokenize('a = 2DIGIT').map((t) => t.type); //=> ['name', '=', 'repeat', 'name', 'end']
 * ```
 */
export function tokenize(text: string): Located[] {
  const tokens: Located[] = [];
  const lines = text.split(/\r?\n/);
  /** The last line that held a token or a comment, when it ended in a comment. */
  let commented: number | undefined;
  lines.forEach((source, index) => {
    const line = index + 1;
    let first = true;
    // the token made Located where it is (fields set, not copied: a large grammar has hundreds of thousands)
    const push = (token: Token, start: number): void => {
      const located = token as Located;
      located.line = line;
      located.column = start + 1;
      located.firstOnLine = first;
      if (first && commented !== undefined) located.afterComment = commented;
      tokens.push(located);
      first = false;
    };
    let comment = false;
    let pos = 0;
    while (pos < source.length) {
      const ch = source[pos]!;
      if (ch === ' ' || ch === '\t') {
        pos++;
        continue;
      }
      if (ch === ';') {
        comment = true;
        break;
      }
      const read = token(source, pos);
      push(read.token, pos);
      if (read.token.type === 'error') break;
      pos = read.end;
    }
    if (comment) commented = line;
    else if (!first) commented = undefined;
  });
  const last = lines[lines.length - 1]!;
  tokens.push({ type: 'end', line: lines.length, column: last.length + 1, firstOnLine: true });
  return tokens;
}

/** The token starting at `pos` of one line and where it ends. */
function token(source: string, pos: number): { token: Token; end: number } {
  const ch = source[pos]!;
  const sticky = (re: RegExp): RegExpExecArray | null => {
    re.lastIndex = pos;
    return re.exec(source);
  };
  if (ch === '"') return quoted(source, pos + 1, false);
  if (ch === '%' && /[sSiI]/.test(source[pos + 1] ?? '') && source[pos + 2] === '"') {
    return quoted(source, pos + 3, /[sS]/.test(source[pos + 1]!));
  }
  if (ch === '%') return numeric(sticky(NUMERIC), source, pos);
  if (ch === '<') {
    const close = source.indexOf('>', pos + 1);
    const end = close < 0 ? source.length : close + 1;
    return { token: { type: 'prose', value: source.slice(pos + 1, close < 0 ? end : close) }, end };
  }
  if (source.startsWith('=/', pos)) return { token: { type: '=/' }, end: pos + 2 };
  if ('=/()[]'.includes(ch)) return { token: { type: ch as '=' }, end: pos + 1 };
  const name = sticky(NAME);
  if (name) {
    if (source[pos + name[0].length] === '_') return error('unexpected-character', 'unexpected "_": ABNF rule names use "-" (RFC 5234 §2.1)');
    return { token: { type: 'name', value: name[0] }, end: pos + name[0].length };
  }
  const repeat = sticky(REPEAT);
  if (repeat) {
    const exact = repeat[3] === undefined ? undefined : Number(repeat[3]);
    const min = exact ?? (repeat[1] === '' ? 0 : Number(repeat[1]));
    const max = exact ?? (repeat[2] === '' ? null : Number(repeat[2]));
    if (max !== null && max < min) return error('bad-repetition', `repetition ${repeat[0]} allows no count: its maximum is below its minimum`);
    return { token: { type: 'repeat', min, max }, end: pos + repeat[0].length };
  }
  return error('unexpected-character', `unexpected character ${JSON.stringify(ch)}${ADVICE[ch] ?? ''}`);
}

const ADVICE: Record<string, string> = {
  '|': ': ABNF separates alternatives with "/" (RFC 5234 §3.2)',
  "'": ': ABNF strings are in double quotes (RFC 5234 §2.3)',
  ':': ': ABNF defines a rule with "=" (RFC 5234 §2.2)',
  '{': ': ABNF repeats with "*" (RFC 5234 §3.6)',
};

function error(problem: GrammarProblem, reason: string): { token: Token; end: number } {
  return { token: { type: 'error', problem, reason }, end: Infinity };
}

/** A quoted string whose text starts at `from` (RFC 5234 §4 char-val: %x20-21 / %x23-7E). */
function quoted(source: string, from: number, caseSensitive: boolean): { token: Token; end: number } {
  const close = source.indexOf('"', from);
  if (close < 0) return error('unterminated-string', 'unterminated string: a quoted string ends on its own line with "');
  const value = source.slice(from, close);
  const bad = /[^\x20-\x7e]/.exec(value);
  if (bad) {
    const code = bad[0].charCodeAt(0).toString(16).toUpperCase().padStart(2, '0');
    return error('unexpected-character', `character U+${code.padStart(4, '0')} inside a quoted string: write it as %x${code} (RFC 5234 §2.3)`);
  }
  return { token: { type: 'string', value, caseSensitive }, end: close + 1 };
}

/** `%b`, `%d`, `%x` values: one value, a `-` range, or a `.` concatenation (RFC 5234 §2.3, §3.4). */
function numeric(m: RegExpExecArray | null, source: string, pos: number): { token: Token; end: number } {
  const label = m?.[0] ?? source.slice(pos, pos + 2);
  const base = m?.[1]?.toLowerCase();
  if (!m || base === undefined) return error('bad-numeric-value', `bad numeric value ${JSON.stringify(label)}: "%" is followed by b, d or x, "s" or "i" and a string (RFC 5234 §4, RFC 7405)`);
  const parts = [m[2]!, ...(m[3]!.match(/[.-][0-9A-Za-z]*/g) ?? [])];
  const digits = parts.map((p, k) => (k === 0 ? p : p.slice(1)));
  const separators = parts.slice(1).map((p) => p[0]);
  const end = pos + label.length;
  const bad = (why: string) => error('bad-numeric-value', `bad numeric value ${label}: ${why}`);
  if (digits.some((d) => !DIGITS[base]!.test(d))) return bad(`each value needs one or more ${base === 'b' ? 'binary' : base === 'd' ? 'decimal' : 'hexadecimal'} digits`);
  if (separators.includes('-') && parts.length !== 2) return bad('a range is two values joined by "-", with no "."');
  const values = digits.map((d) => parseInt(d, RADIX[base]));
  if (values.some((v) => v > 0x10ffff)) return error('value-too-large', `numeric value ${label} is above U+10FFFF, the last code point of Unicode`);
  if (separators[0] === '-') {
    const [first, last] = values as [number, number];
    if (last < first) return bad('the range is empty (its end is below its start)');
    return { token: { type: 'range', first, last, label }, end };
  }
  if (values.length === 1) return { token: { type: 'range', first: values[0]!, last: values[0]!, label }, end };
  // one value at a time: a spread into the call overflows the stack at ~100,000 values; a code point above U+FFFF is its UTF-16 pair
  let value = '';
  for (const v of values) value += String.fromCodePoint(v);
  return { token: { type: 'values', value }, end };
}
