import { BnfError } from './errors';
import type { Position } from './model';

export type Token =
  | { type: 'name'; value: string }
  | { type: 'literal'; value: string }
  /** `<n>*<m>` (RFC 822 §2.6): `*` is 0..∞, `1*` is 1..∞, `<n>` alone is exactly n. */
  | { type: 'repeat'; min: number; max: number | null }
  | { type: '=' | '|' | '(' | ')' | '[' | ']' | '/' | 'end' };

export type Located = Token &
  Position & {
    /** Column of the first token on this token's line (the line's indentation + 1). */
    lineIndent: number;
    /** True for the first token of its line. */
    firstOnLine: boolean;
  };

const NAME = /[A-Za-z][A-Za-z0-9_+-]*/y;
const REPEAT = /(\d*)\*(\d*)|(\d+)/y;

/** Characters of grammar text tokenized so far (for the specs: a text is read a bounded number of times). */
export const lexerStats = { characters: 0 };

/**
 * Splits BNF text into tokens; `;` starts a comment that runs to the end of the line. Lines
 * are numbered from `firstLine` (a part of a larger text).
 */
export function tokenize(text: string, firstLine = 1): Located[] {
  lexerStats.characters += text.length;
  const tokens: Located[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((source, index) => {
    const line = index + firstLine;
    let lineIndent = 0;
    let pos = 0;
    const push = (token: Token, start: number): void => {
      if (lineIndent === 0) lineIndent = start + 1;
      tokens.push(Object.assign(token, { line, column: start + 1, lineIndent, firstOnLine: lineIndent === start + 1 })); // each token is a fresh object: no copy
    };
    while (pos < source.length) {
      const ch = source[pos]!;
      if (ch === ' ' || ch === '\t') {
        pos++;
      } else if (ch === ';') {
        break;
      } else if (ch === '"') {
        const close = source.indexOf('"', pos + 1);
        if (close < 0) throw new BnfError('unterminated literal', { line, column: pos + 1 }, 'unterminated-string');
        push({ type: 'literal', value: source.slice(pos + 1, close) }, pos);
        pos = close + 1;
      } else if (source.startsWith('<">', pos)) {
        push({ type: 'literal', value: '"' }, pos); // RFC 822 §2.8 spelling of the quote mark
        pos += 3;
      } else if ('=|()[]/'.includes(ch)) {
        push({ type: ch as '=' }, pos);
        pos++;
      } else if (match(NAME, source, pos)) {
        const value = NAME.exec(source)![0];
        push({ type: 'name', value }, pos);
        pos += value.length;
      } else if (match(REPEAT, source, pos)) {
        const m = REPEAT.exec(source)!;
        push(repeatToken(m, line, pos), pos);
        pos += m[0].length;
      } else {
        throw new BnfError(`unexpected character ${JSON.stringify(ch)}`, { line, column: pos + 1 }, 'unexpected-character');
      }
    }
  });
  const last = lines[lines.length - 1]!;
  tokens.push({ type: 'end', line: lines.length + firstLine - 1, column: last.length + 1, lineIndent: 0, firstOnLine: false });
  return tokens;
}

function match(re: RegExp, source: string, pos: number): boolean {
  re.lastIndex = pos;
  const found = re.test(source);
  re.lastIndex = pos;
  return found;
}

function repeatToken(m: RegExpExecArray, line: number, pos: number): Token {
  if (m[3] !== undefined) {
    const n = Number(m[3]);
    return { type: 'repeat', min: n, max: n };
  }
  const min = m[1] === '' ? 0 : Number(m[1]);
  const max = m[2] === '' ? null : Number(m[2]);
  // An empty range would give a rule with an empty language, which breaks the guarantee
  // that every automaton state lies on a path to acceptance (see compile.ts).
  if (max !== null && max < min) throw new BnfError(`empty repetition range ${m[0]}`, { line, column: pos + 1 }, 'bad-repetition');
  return { type: 'repeat', min, max };
}
