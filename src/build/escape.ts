import { CharClass, assertString } from '../combinators';
import { UriBuildError } from './errors';
import { optionsOf } from '../combinators/arguments';
import { type EscapeRule, escapeRules } from './escape-rules';
import { ESCAPE_TABLES, EscapeTable, UNRESERVED_OF, isEscapeRule } from './tables';
import { asciiString, codePointAt, utf8Length, writeEscapes } from './utf8';

/**
 * How `escape` escapes.
 *
 * @example
 * ```ts
 * const options: EscapeOptions = { escapeReserved: true };
 * escape('a/b?c', 'query', options); //=> 'a%2Fb%3Fc'
 * ```
 */
export interface EscapeOptions {
  /**
   * Escape the rule's reserved characters too, leaving only the unreserved ones of its
   * grammar (RFC 2396 §2.3; RFC 1738 §5 `unreserved`): for a key or value inside a query
   * whose "&" and "=" must stay delimiters. Default false.
   */
  escapeReserved?: boolean;
}

/**
 * The data `value` written as the text of `rule` (RFC 2396 §2.4): every character the rule
 * does not allow unescaped, and every reserved character that would change meaning there,
 * becomes the escapes of its UTF-8 octets with upper-case hex. `%` is always escaped (the
 * value is data). `escape(s, r)` matches `r`, and `unescape(escape(s, r)) === s`.
 *
 * @example
 * ```ts
 * escape('a b/c;d', 'segment'); //=> 'a%20b%2Fc%3Bd'
 * escape('%41', 'segment'); //=> '%2541'
 * escape('a:b', 'rel_segment'); //=> 'a%3Ab'
 * escape('naïve', 'query'); //=> 'na%C3%AFve'
 * ```
 */
export function escape(value: string, rule: EscapeRule, options?: EscapeOptions): string {
  assertString(value, 'value');
  assertString(rule, 'rule');
  const { escapeReserved } = optionsOf<EscapeOptions>(options, 'escape');
  if (!isEscapeRule(rule)) {
    throw new UriBuildError('unknown-rule', `escape knows no rule ${JSON.stringify(rule)}; the rules are ${escapeRules.join(', ')}`, 'rule');
  }
  return escapeWith(value, ESCAPE_TABLES[rule], rule, escapeReserved === true);
}

/** The length of the escaped text (and the lone-surrogate check), or -1 when nothing needs escaping. */
function escapedLength(value: string, allowed: CharClass, field: string): number {
  let length = 0;
  let escapes = false;
  for (let i = 0; i < value.length; i++) {
    if (allowed.has(value.charCodeAt(i))) {
      length++;
      continue;
    }
    const cp = codePointAt(value, i, field);
    length += 3 * utf8Length(cp);
    if (cp > 0xffff) i++;
    escapes = true;
  }
  return escapes ? length : -1;
}

/** `escape` with a table (also used for the parts that are not rules of their own). */
export function escapeWith(value: string, table: EscapeTable, field: string, escapeReserved = false): string {
  if (table.nonEmpty && value === '') {
    throw new UriBuildError('empty-value', `${field} needs at least one character (its rule is 1*)`, field);
  }
  const allowed = escapeReserved ? UNRESERVED_OF[table.grammar] : table.allowed;
  const length = escapedLength(value, allowed, field);
  if (length < 0) return value;
  const out = new Uint8Array(length);
  let n = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (allowed.has(c)) {
      out[n++] = c;
      continue;
    }
    const cp = codePointAt(value, i, field);
    n = writeEscapes(out, n, cp);
    if (cp > 0xffff) i++;
  }
  return asciiString(out);
}
