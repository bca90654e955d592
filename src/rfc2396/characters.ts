import { CharClass, HEX, Rule, badEscapeAt, charOf, failure, fromFn, leafRule, rule, success } from '../combinators';
import * as RFC2396 from '../generated/rfc2396-charsets';
import type { Escaped, Leaf } from './ast';

// Character classes of RFC 2396 §1.6 and §2, from grammar/rfc2396.bnf (src/generated/rfc2396-charsets.ts).
// Each is named as the rule it stands for.

/** lowalpha = "a" | "b" | ... | "z" */
export const LOWALPHA = new CharClass('lowalpha', RFC2396.lowalpha);
/** upalpha = "A" | "B" | ... | "Z" */
export const UPALPHA = new CharClass('upalpha', RFC2396.upalpha);
/** digit = "0" | "1" | ... | "9" */
export const DIGIT = new CharClass('digit', RFC2396.digit);
/** alpha = lowalpha | upalpha */
export const ALPHA = new CharClass('alpha', RFC2396.alpha);
/** alphanum = alpha | digit */
export const ALPHANUM = new CharClass('alphanum', RFC2396.alphanum);
// hex = digit | "A" | "B" | "C" | "D" | "E" | "F" | "a" | "b" | "c" | "d" | "e" | "f"
export { HEX };
/** mark = "-" | "_" | "." | "!" | "~" | "*" | "'" | "(" | ")"   (§2.3) */
export const MARK = new CharClass('mark', RFC2396.mark);
/** unreserved = alphanum | mark   (§2.3) */
export const UNRESERVED = new CharClass('unreserved', RFC2396.unreserved);
/** reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | ","   (§2.2) */
export const RESERVED = new CharClass('reserved', RFC2396.reserved);
/** uric = reserved | unreserved | escaped   (escapes are scanned separately) */
export const URIC = new CharClass('uric', RFC2396.uric);
/** uric_no_slash = unreserved | escaped | ";" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | "," */
export const URIC_NO_SLASH = new CharClass('uric_no_slash', RFC2396.uric_no_slash);
/** pchar = unreserved | escaped | ":" | "@" | "&" | "=" | "+" | "$" | "," */
export const PCHAR = new CharClass('pchar', RFC2396.pchar);

const PERCENT = 37;
const PERCENT_SIGN = ['"%"'];
const HEX_DIGIT = ['hex'];

/** A single character of `cls`, as a leaf named `name`. */
function characterRule<T extends string>(name: T, cls: CharClass): Rule<Leaf<T>> {
  return leafRule(name, charOf(cls));
}

/** escaped = "%" hex hex   (§2.4.1) */
export const escaped: Rule<Escaped> = rule<Escaped, number>(
  'escaped',
  fromFn((input, i) => {
    if (input.charCodeAt(i) !== PERCENT) return failure(i, PERCENT_SIGN);
    const bad = badEscapeAt(input, i);
    if (bad >= 0) return failure(bad, HEX_DIGIT, 'bad-escape');
    return success(i + 3, parseInt(input.slice(i + 1, i + 3), 16));
  }),
  (octet) => ({ octet }),
);

/** One character of `cls` or one escape, as a leaf named `name` (uric, uric_no_slash, pchar). */
function characterOrEscapeRule<T extends string>(name: T, cls: CharClass): Rule<Leaf<T>> {
  const expected = [cls.name];
  return leafRule(
    name,
    fromFn((input, i) => {
      if (cls.has(input.charCodeAt(i))) return success(i + 1, null);
      if (input.charCodeAt(i) !== PERCENT) return failure(i, expected);
      const bad = badEscapeAt(input, i);
      return bad >= 0 ? failure(bad, HEX_DIGIT, 'bad-escape') : success(i + 3, null);
    }),
  );
}

/** The rule `lowalpha` (RFC 2396 Appendix A): one character of the class, as a leaf node. */
export const lowalpha = characterRule('lowalpha', LOWALPHA);
/** The rule `upalpha` (RFC 2396 Appendix A): one character of the class, as a leaf node. */
export const upalpha = characterRule('upalpha', UPALPHA);
/** The rule `digit` (RFC 2396 Appendix A): one character of the class, as a leaf node. */
export const digit = characterRule('digit', DIGIT);
/** The rule `alpha` (RFC 2396 Appendix A): one character of the class, as a leaf node. */
export const alpha = characterRule('alpha', ALPHA);
/** The rule `alphanum` (RFC 2396 Appendix A): one character of the class, as a leaf node. */
export const alphanum = characterRule('alphanum', ALPHANUM);
/** The rule `hex` (RFC 2396 Appendix A): one character of the class, as a leaf node. */
export const hex = characterRule('hex', HEX);
/** The rule `mark` (RFC 2396 Appendix A): one character of the class, as a leaf node. */
export const mark = characterRule('mark', MARK);
/** The rule `unreserved` (RFC 2396 Appendix A): one character of the class, as a leaf node. */
export const unreserved = characterRule('unreserved', UNRESERVED);
/** The rule `reserved` (RFC 2396 Appendix A): one character of the class, as a leaf node. */
export const reserved = characterRule('reserved', RESERVED);
/** The rule `uric` (RFC 2396 Appendix A): one character of the class, or an escape, as a leaf node. */
export const uric = characterOrEscapeRule('uric', URIC);
/** The rule `uric_no_slash` (RFC 2396 Appendix A): one character of the class, or an escape, as a leaf node. */
export const uric_no_slash = characterOrEscapeRule('uric_no_slash', URIC_NO_SLASH);
/** The rule `pchar` (RFC 2396 Appendix A): one character of the class, or an escape, as a leaf node. */
export const pchar = characterOrEscapeRule('pchar', PCHAR);
