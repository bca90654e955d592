/**
 * The error a URL of an RFC 1738 scheme must get under `updates: 'none'`, from the automata
 * compiled from grammar/rfc1738.bnf and grammar/rfc2396.bnf: the language is the scheme rule
 * on the text before the first "#" and RFC 2396 `URI-reference` on the whole, and since each
 * scheme rule lies within `URI-reference` (spec/schemes/urlError.spec.ts), the longest viable
 * prefix is the scheme's where the scheme refuses its part, else RFC 2396's. Used by the spec
 * and by `npm run fuzz`.
 */
import type { ParseResult } from '../../src/engine';
import type { CompiledGrammar, CompiledRule } from '../../src/engine/bnf';

/** The RFC 1738 §5 rule of each scheme. */
export const RULE_OF: Readonly<Record<string, string>> = {
  ftp: 'ftpurl', http: 'httpurl', gopher: 'gopherurl', mailto: 'mailtourl', news: 'newsurl', nntp: 'nntpurl', telnet: 'telneturl', wais: 'waisurl', file: 'fileurl', prospero: 'prosperourl',
};

/**
 * Why `result` (parseUrl of `input`, updates 'none') is not what the two grammars give, or
 * null when it is: the verdict, the error offset, and "end of input" and `"#"` expected
 * exactly where the text before the offset is a member of both (before the fragment; in
 * it, "end of input" where RFC 2396 can end).
 */
export function urlDisagreement(scheme: CompiledRule, uriReference: CompiledRule, input: string, result: ParseResult<unknown>): string | null {
  const hash = input.indexOf('#');
  const part = hash < 0 ? input : input.slice(0, hash);
  const offset = scheme.matches(part) ? (uriReference.matches(input) ? -1 : uriReference.viablePrefix(input)) : scheme.viablePrefix(part);
  if (result.ok || offset < 0) return result.ok === (offset < 0) ? null : `parseUrl ${result.ok ? 'accepts' : 'refuses'}, the grammars ${offset < 0 ? 'accept' : 'refuse'}`;
  if (result.error.offset !== offset) return `error offset ${result.error.offset}, longest viable prefix ${offset}`;
  if (result.error.code === 'invalid-value') return null;
  const prefix = input.slice(0, offset);
  const inPart = hash < 0 || offset <= hash;
  const ends = uriReference.matches(prefix) && (!inPart || scheme.matches(prefix));
  const { expected } = result.error;
  if (expected.includes('end of input') !== ends) return `"end of input" ${ends ? 'missing from' : 'wrongly in'} ${JSON.stringify(expected)}`;
  if (expected.includes('"#"') !== (inPart && ends)) return `"#" ${inPart && ends ? 'missing from' : 'wrongly in'} ${JSON.stringify(expected)}`;
  return null;
}

/** The scheme rule of an input of an RFC 1738 scheme, or undefined for another scheme. */
export function schemeRuleOf(rules: CompiledGrammar['rules'], input: string): CompiledRule | undefined {
  const colon = input.indexOf(':');
  const rule = colon < 0 ? undefined : RULE_OF[input.slice(0, colon)];
  return rule === undefined ? undefined : rules[rule];
}
