import { assertString, type Rule } from '../combinators';
import { optionsOf } from '../combinators/arguments';
import { http_URL_rest } from '../generated/rfc2396-membership';
import { isBacktrackOverflow, isUriReference } from '../rfc2396/fast/membership';
import { httpFamilyOf, httpURLMatches } from '../rfc1738/http2616';
import { membershipOf } from '../rfc1738/compiled';
import { type Profile, profileOf, runWith } from '../rfc1738/profile';
import { entryAtHead } from '../registry/registry';
import { schemeParsers } from '../schemes/compiled';
import { isUri3986 } from '../schemes/generic3986';
import { type ParseUrlOptions, parseUrl } from './parseUrl';

/**
 * Whether `parseUrl(input, options)` succeeds, answered without its AST or error: RFC 2396
 * membership (as `isValid`) and, for a registered scheme, its grammar's membership test on
 * the part `parseUrl` gives it (the text before any fragment, or all of it). The languages
 * are those `parseUrl` runs, so the answer is always its `ok`; a kit grammar with `fields`
 * callbacks or a built-in rule's value (which may read the profile or call the library) is run
 * by `parseUrl` itself. A non-string is a TypeError, an option outside its set a RangeError, as
 * there.
 *
 * @example
 * ```ts
 * isValidUrl('http://example.com/a?b'); //=> true
 * isValidUrl('http://u@example.com/'); //=> false // RFC 2616 §3.2.2: no userinfo in an http URL
 * isValidUrl('http://u@example.com/', { generic: true }); //=> true // RFC 2396 has one
 * ```
 */
export function isValidUrl(input: string, options?: ParseUrlOptions): boolean {
  const given = optionsOf<ParseUrlOptions>(options, 'isValidUrl');
  const settings = profileOf(given);
  assertString(input);
  const entry = given.generic === true ? undefined : entryAtHead(input);
  if (!entry?.grammar) return isUriReference(input);
  const grammar = entry.grammar as Rule<unknown>;
  const http = httpFamilyOf(grammar);
  if (http !== undefined && settings.updates === 'rfc2616') return isHttpUrl(input, input.slice(0, input.indexOf(':')), http.scheme, settings);
  const parser = schemeParsers.get(grammar);
  // the http family under the older readings is RFC 1738's httpurl (a kit grammar always has a parser)
  const builtin = parser === undefined ? membershipOf(http?.httpurl ?? grammar) : undefined;
  // RFC 1738's compiled rules (ftp, mailto, …), read under the profile, up to any fragment
  if (builtin) return isUriReference(input) && runWith(settings, builtin, input, beforeFragment(input));
  // a kit grammar with a `fields` callback or a built-in rule's value may read the profile or call back into the library
  if (parser?.readsProfile === true || !parser?.matches) return parseUrl(input, given).ok;
  const end = parser.wholeInput === true ? input.length : beforeFragment(input);
  if (entry.generic === undefined || entry.generic === 'rfc2396') return isUriReference(input) && parser.matches(input, end);
  // as parseUrl reads a scheme with RFC 3986's generic syntax (or none): the scheme grammar, then
  // RFC 3986 `URI` unless the grammar's language is proven within it
  const whole = entry.generic === 'none' || end === input.length;
  if (!parser.matches(input, whole ? input.length : end)) return false;
  return entry.generic === 'none' || (whole && parser.isWithinRfc3986?.(input) === true) || isUri3986(input, input.length);
}

/**
 * Whether `input` (whose scheme is `head`) is a URL of the http-family scheme `scheme` by RFC
 * 2616's `http_URL`, the grammar of updates 'rfc2616': its scheme name (in lower case under
 * schemeCase 'exact'), then the rest of `http_URL` up to any fragment, which the generic
 * syntax judges (a member without one is a URI-reference: the generator proved it). Where V8
 * runs out of backtrack stack on the expression (an entry per escape or label: a RangeError at
 * 16 MB), the compiled rule's automaton.
 */
function isHttpUrl(input: string, head: string, scheme: string, settings: Profile): boolean {
  if (settings.schemeCase === 'exact' && head !== scheme) return false;
  const end = beforeFragment(input);
  if (end < input.length && !isUriReference(input)) return false;
  http_URL_rest.lastIndex = head.length + 1;
  try {
    return http_URL_rest.test(end === input.length ? input : input.slice(0, end));
  } catch (error) {
    if (!isBacktrackOverflow(error)) throw error;
    return runWith(settings, httpURLMatches, scheme, input, end);
  }
}

/** Where the text a scheme grammar reads ends: at the first "#" ("#" is no uric: it starts the fragment), or the end. */
function beforeFragment(input: string): number {
  const hash = input.indexOf('#');
  return hash < 0 ? input.length : hash;
}
