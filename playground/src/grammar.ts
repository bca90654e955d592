import type { BnfNode, BuiltinSet, ParseResult, SchemeReader } from './lib';
import { runUpTo, schemeFromAbnf, schemeFromBnf } from './lib';
import type { SchemeDefinition } from '../../src/index';

/**
 * The notations the grammar box reads: BNF with RFC 1738's or RFC 2396's built-in rules, and
 * ABNF (RFC 5234) with its core rules, plus the rules of RFC 3986, 2396 or 1738.
 */
export type Notation = 'bnf-rfc1738' | 'bnf-rfc2396' | 'abnf' | `abnf-${BuiltinSet}`;

export const NOTATIONS: { value: Notation; label: string }[] = [
  { value: 'bnf-rfc1738', label: 'BNF, RFC 1738 rules' },
  { value: 'bnf-rfc2396', label: 'BNF, RFC 2396 rules' },
  { value: 'abnf', label: 'ABNF (RFC 5234), core rules' },
  { value: 'abnf-rfc3986', label: 'ABNF, + RFC 3986 rules' },
  { value: 'abnf-rfc2396', label: 'ABNF, + RFC 2396 rules' },
  { value: 'abnf-rfc1738', label: 'ABNF, + RFC 1738 rules' },
];

const isAbnf = (notation: Notation) => notation === 'abnf' || notation.startsWith('abnf-');

/**
 * Whether this build can read a notation (ABNF needs the library's `schemeFromAbnf`).
 *
 * @example available('bnf-rfc1738') // true
 */
export function available(notation: Notation): boolean {
  return !isAbnf(notation) || schemeFromAbnf !== undefined;
}

/**
 * The rules a grammar text defines, in order: a name at the start of a line, then "=" (BNF) or "=" / "=/" (ABNF).
 *
 * @example ruleNames('myurl = "my:" word\nword = 1*alpha') // ['myurl', 'word']
 */
export function ruleNames(text: string): string[] {
  const names = [...text.matchAll(/^([A-Za-z][A-Za-z0-9_+-]*)[ \t]*=/gm)].map((m) => m[1]!);
  return [...new Set(names)];
}

export type Compiled = { ok: true; scheme: SchemeDefinition<BnfNode> } | { ok: false; name: string; message: string; line?: number; column?: number };

/**
 * The scheme a grammar text defines, with `start` as its start rule, or why it has none (the
 * reader's error, with its line and column when it gives them).
 *
 * @example compileGrammar('x = "a" (', 'bnf-rfc1738', 'x') // { ok: false, name: 'BnfError', message: '…', line: 2, column: 1 }
 */
export function compileGrammar(text: string, notation: Notation, start: string): Compiled {
  const reader: SchemeReader | undefined = isAbnf(notation) ? schemeFromAbnf : (t, o) => schemeFromBnf(t, { ...o, notation: notation === 'bnf-rfc2396' ? 'rfc2396' : 'rfc1738' });
  if (!reader) return { ok: false, name: 'Unavailable', message: 'This build of the library has no ABNF reader (schemeFromAbnf).' };
  const uses = notation.startsWith('abnf-') ? { uses: notation.slice('abnf-'.length) as BuiltinSet } : {};
  try {
    return { ok: true, scheme: reader(text, { name: 'playground', start, hierarchical: true, ...uses }) };
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e));
    const at = error as Error & { line?: unknown; column?: unknown };
    return {
      ok: false,
      name: error.name,
      message: error.message.split('\n')[0]!, // ABNF errors add the line and a caret, which the page draws itself
      // A position when the error has one (line 0 or none: a check that concerns a whole rule).
      ...(typeof at.line === 'number' && at.line >= 1 && typeof at.column === 'number' ? { line: at.line, column: at.column } : {}),
    };
  }
}

/**
 * The scheme's grammar over `input` up to its first "#" (a scheme grammar is a whole URL
 * without its fragment, as parseUrl runs it); offsets index the whole input.
 *
 * @example tryGrammar(compiled.scheme, 'my:42#top') // { ok: true, value: { type: 'myurl', span: { start: 0, end: 5 }, … } }
 */
export function tryGrammar(scheme: SchemeDefinition<BnfNode>, input: string): ParseResult<BnfNode> {
  const hash = input.indexOf('#');
  return runUpTo(scheme.grammar, input, hash < 0 ? input.length : hash);
}
