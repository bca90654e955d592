/**
 * The error a scheme URL must get, from two compiled automata: the scheme rule on the text
 * before the first "#" (or on the whole, for a rule that reads its fragment) and the generic
 * syntax (RFC 2396 `URI-reference`, RFC 3986 `URI`) on the whole. For a scheme rule within the
 * generic one (RFC 1738's within RFC 2396, RFC 8141's, 4151's and 2397's within RFC 3986),
 * the longest viable prefix is the scheme's where the scheme refuses its part, else the
 * generic syntax's. Used by spec/schemes/urlError.spec.ts and by `npm run fuzz`.
 */
import type { ParseResult } from '../../src/combinators';
import type { CompiledGrammar, CompiledRule } from '../../src/engine/bnf';

/** The RFC 1738 §5 rule of each scheme. */
export const RULE_OF: Readonly<Record<string, string>> = {
  ftp: 'ftpurl', http: 'httpurl', gopher: 'gopherurl', mailto: 'mailtourl', news: 'newsurl', nntp: 'nntpurl', telnet: 'telneturl', wais: 'waisurl', file: 'fileurl', prospero: 'prosperourl',
};

/**
 * Why `result` (parseUrl of `input`) is not what the two grammars give, or null when it is:
 * the verdict, the error offset, and "end of input" and `"#"` expected exactly where the
 * text before the offset is a member of both (before the fragment; in it, "end of input"
 * where the generic syntax can end). `readsFragment`: the scheme rule reads the whole input
 * (then "#" is the scheme's to expect, and not checked).
 */
export function urlDisagreement(scheme: CompiledRule, uriReference: CompiledRule, input: string, result: ParseResult<unknown>, readsFragment = false): string | null {
  const hash = readsFragment ? -1 : input.indexOf('#');
  const part = hash < 0 ? input : input.slice(0, hash);
  const offset = scheme.matches(part) ? (uriReference.matches(input) ? -1 : uriReference.viablePrefix(input)) : scheme.viablePrefix(part);
  // a value refused (code invalid-value) is one the grammars accept
  if (!result.ok && result.error.code === 'invalid-value') return offset < 0 ? null : `a value refused at ${result.error.offset}, the grammars refuse at ${offset}`;
  if (result.ok || offset < 0) return result.ok === (offset < 0) ? null : `parseUrl ${result.ok ? 'accepts' : 'refuses'}, the grammars ${offset < 0 ? 'accept' : 'refuse'}`;
  if (result.error.offset !== offset) return `error offset ${result.error.offset}, longest viable prefix ${offset}`;
  const prefix = input.slice(0, offset);
  const inPart = hash < 0 || offset <= hash;
  const ends = uriReference.matches(prefix) && (!inPart || scheme.matches(prefix));
  const { expected } = result.error;
  if (expected.includes('end of input') !== ends) return `"end of input" ${ends ? 'missing from' : 'wrongly in'} ${JSON.stringify(expected)}`;
  if (!readsFragment && expected.includes('"#"') !== (inPart && ends)) return `"#" ${inPart && ends ? 'missing from' : 'wrongly in'} ${JSON.stringify(expected)}`;
  return null;
}

/** The scheme rule of an input of an RFC 1738 scheme, or undefined for another scheme. */
export function schemeRuleOf(rules: CompiledGrammar['rules'], input: string): CompiledRule | undefined {
  const colon = input.indexOf(':');
  const rule = colon < 0 ? undefined : RULE_OF[input.slice(0, colon)];
  return rule === undefined ? undefined : rules[rule];
}
