import type { UriSyntaxError } from '../combinators';
import { StartRule } from '../engine/compile/start';
import { syntaxError } from '../combinators/diagnose';
import { rfc3986Model } from '../engine/bnf/shipped';
import { scheme_source } from '../generated/rfc2396-membership';
import type { Components } from '../rfc2396';

let uri: StartRule | undefined;

/** RFC 3986 §3 `URI` (grammar/rfc3986.abnf), built on first use. */
export function compiledUri(): StartRule {
  return (uri ??= new StartRule(rfc3986Model(), 'URI'));
}

/** How many times a grammar is asked before it is proven: a program that parses a few URLs pays no proof. */
const PROVE_AFTER = 64;

/**
 * What a proof may leave out, tried in turn when the whole language is not proven within RFC
 * 3986's: "[" and "]", the gen-delims RFC 3986 admits only around an IP-literal host (§3.2.2),
 * which scheme grammars admit elsewhere more often than any other character RFC 3986 restricts
 * by place (RFC 5870's geo parameters have them in `p-unreserved`); then "#" too, which RFC
 * 3966's local numbers hold unescaped (`local-number-digits`: tel) and RFC 3986 reads as a
 * fragment's start.
 */
const EXCLUSIONS: ReadonlyArray<readonly number[]> = [[0x5b, 0x5d], [0x23, 0x5b, 0x5d]];

/**
 * What is proven of `compiled`'s language within RFC 3986's `URI`: [] when all of it is, else
 * the first of EXCLUSIONS whose code units, left out, make it so; null when neither. A walk of
 * their product within a budget (StartRule.within). What the build computes for the
 * catalogue's grammars (scripts/generate-models.mjs) and a parser of another grammar asks at
 * its PROVE_AFTER-th member.
 */
export function provenWithinUri3986(compiled: StartRule): readonly number[] | null {
  return compiled.isWithin(compiledUri()) ? [] : (EXCLUSIONS.find((units) => compiled.isWithin(compiledUri(), units)) ?? null);
}

/** Whether `input` holds none of `characters`. */
function holdsNone(input: string, characters: readonly string[]): boolean {
  for (const c of characters) if (input.indexOf(c) >= 0) return false;
  return true;
}

/**
 * The question whether a member `input` of `compiled`'s language (read whole) is an RFC 3986
 * `URI` by what is proven of the language, for a parser to ask once per member it reads
 * whole: its product with grammar/rfc3986.abnf is walked at the PROVE_AFTER-th asking, within
 * a budget, for every member, and if that fails for the members without the code units of
 * each of EXCLUSIONS in turn; the answer is false until then and when none is proven. A
 * member it answers true for needs no second check. `proven`: what the build already proved
 * (provenWithinUri3986), asked from the first member on.
 */
export function withinUri3986(compiled: StartRule, proven?: readonly number[] | null): (input: string) => boolean {
  let asked = 0;
  // what the walks proved, once asked (they are remembered by the rule too; these save a parse the lookups):
  // undefined before, null when nothing is proven, else the code units a member proven within holds none of
  const charactersOf = (codes: readonly number[] | null) => (codes ? codes.map((code) => String.fromCharCode(code)) : null);
  let without: readonly string[] | null | undefined = proven === undefined ? undefined : charactersOf(proven);
  return (input) => {
    if (without === undefined) {
      if (++asked < PROVE_AFTER) return false;
      without = charactersOf(provenWithinUri3986(compiled));
    }
    return without !== null && holdsNone(input, without);
  };
}

/** Whether input[0, to) is an RFC 3986 `URI`. */
export function isUri3986(input: string, to: number): boolean {
  return compiledUri().matches(input, 0, to);
}

/**
 * Whether `input` is an RFC 3986 `URI`: null when it is, else the error at the longest
 * viable prefix, in the words of grammar/rfc3986.abnf (`in URI > hier-part > …`).
 *
 * @example
 * ```ts
 * uri3986Error('http://[::1]/'); //=> null // an IP literal: RFC 3986 §3.2.2, not in RFC 2396
 * uri3986Error('urn:a b')?.offset; //=> 5
 * ```
 */
export function uri3986Error(input: string): UriSyntaxError | null {
  const compiled = compiledUri();
  if (compiled.matches(input)) return null;
  const failure = compiled.diagnose(input)!;
  // "[" and "]" are gen-delims in RFC 3986 (§2.2): URI characters, only not allowed at this place
  const bracket = input[failure.offset] === '[' || input[failure.offset] === ']';
  return syntaxError(input, failure.offset, failure.expected, failure.rulePath, bracket ? 'unexpected-character' : undefined, 'rfc3986');
}

/** `scheme ":"` at the head (RFC 2396 §3.1; RFC 3986 §3.1 is the same rule): the expression generated from grammar/rfc2396.bnf. */
const SCHEME_AT_HEAD = new RegExp(`^${scheme_source}:`);

/** The scheme name at the head of `input` (before its first ":"), or undefined when it has none. */
export function schemeAtHead(input: string): string | undefined {
  return SCHEME_AT_HEAD.test(input) ? input.slice(0, input.indexOf(':')) : undefined;
}

/**
 * The five components of a URI as RFC 3986 Appendix B's expression
 * `^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?` splits it: what a scheme that
 * does not use RFC 2396's generic syntax has for `components`. A scan, not the expression:
 * it runs for every such parseUrl.
 *
 * @example
 * ```ts
 * splitComponents('geo:13.4,103.8?z#f'); //=> { scheme: 'geo', path: '13.4,103.8', query: 'z', fragment: 'f' }
 * ```
 */
export function splitComponents(input: string): Components {
  const hash = input.indexOf('#');
  const end = hash < 0 ? input.length : hash;
  const question = input.indexOf('?');
  const query = question >= 0 && question < end ? question : -1;
  const pathEnd = query < 0 ? end : query; // no "?" or "#" before it
  let k = 0;
  for (let c = input.charCodeAt(0); k < pathEnd && c !== 0x3a && c !== 0x2f; c = input.charCodeAt(++k)); // [^:/?#]*
  const scheme = k > 0 && k < pathEnd && input.charCodeAt(k) === 0x3a ? input.slice(0, k) : undefined;
  let at = scheme === undefined ? 0 : k + 1;
  let authority: string | undefined;
  if (at + 1 < pathEnd && input.charCodeAt(at) === 0x2f && input.charCodeAt(at + 1) === 0x2f) {
    const slash = input.indexOf('/', at + 2);
    const authorityEnd = slash < 0 || slash > pathEnd ? pathEnd : slash;
    authority = input.slice(at + 2, authorityEnd);
    at = authorityEnd;
  }
  const parts: Components = { path: input.slice(at, pathEnd) };
  if (scheme !== undefined) parts.scheme = scheme;
  if (authority !== undefined) parts.authority = authority;
  if (query >= 0) parts.query = input.slice(query + 1, end);
  if (hash >= 0) parts.fragment = input.slice(hash + 1);
  return parts;
}
