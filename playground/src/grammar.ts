import type { BnfNode, ParseResult, SchemeReader } from './lib';
import { runUpTo, schemeFromAbnf, schemeFromBnf } from './lib';
import type { SchemeDefinition } from '../../src/index';

/** The notations the grammar box reads: RFC 1738 BNF, RFC 2396 BNF, RFC 5234 ABNF. */
export type Notation = 'bnf-rfc1738' | 'bnf-rfc2396' | 'abnf';

export const NOTATIONS: { value: Notation; label: string }[] = [
  { value: 'bnf-rfc1738', label: 'BNF (RFC 1738 §5)' },
  { value: 'bnf-rfc2396', label: 'BNF (RFC 2396 §1.6)' },
  { value: 'abnf', label: 'ABNF (RFC 5234)' },
];

/** Whether this build can read a notation (ABNF needs the library's `schemeFromAbnf`). */
export function available(notation: Notation): boolean {
  return notation !== 'abnf' || schemeFromAbnf !== undefined;
}

/** The rules a grammar text defines, in order: a name at the start of a line, then "=" (BNF) or "=" / "=/" (ABNF). */
export function ruleNames(text: string): string[] {
  const names = [...text.matchAll(/^([A-Za-z][A-Za-z0-9_+-]*)[ \t]*=/gm)].map((m) => m[1]!);
  return [...new Set(names)];
}

export type Compiled = { ok: true; scheme: SchemeDefinition<BnfNode> } | { ok: false; name: string; message: string; line?: number; column?: number };

/**
 * The scheme a grammar text defines, with `start` as its start rule, or why it has none (the
 * reader's error, with its line and column when it gives them).
 */
export function compileGrammar(text: string, notation: Notation, start: string): Compiled {
  const reader: SchemeReader | undefined = notation === 'abnf' ? schemeFromAbnf : (t, o) => schemeFromBnf(t, { ...o, notation: notation === 'bnf-rfc2396' ? 'rfc2396' : 'rfc1738' });
  if (!reader) return { ok: false, name: 'Unavailable', message: 'This build of the library has no ABNF reader (schemeFromAbnf).' };
  try {
    return { ok: true, scheme: reader(text, { name: 'playground', start, hierarchical: true }) };
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e));
    const at = error as Error & { line?: unknown; column?: unknown };
    return {
      ok: false,
      name: error.name,
      message: error.message,
      ...(typeof at.line === 'number' && typeof at.column === 'number' ? { line: at.line, column: at.column } : {}),
    };
  }
}

/**
 * The scheme's grammar over `input` up to its first "#" (a scheme grammar is a whole URL
 * without its fragment, as parseUrl runs it); offsets index the whole input.
 */
export function tryGrammar(scheme: SchemeDefinition<BnfNode>, input: string): ParseResult<BnfNode> {
  const hash = input.indexOf('#');
  return runUpTo(scheme.grammar, input, hash < 0 ? input.length : hash);
}
