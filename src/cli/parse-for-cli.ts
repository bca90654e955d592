import { ParseResult, Rule, runRule } from '../combinators';
import { isRuleName, rules } from '../rfc2396';
import { http_URL } from '../rfc1738/http2616';
import { parseUrl } from '../parse-url/parseUrl';
import { DEFAULT_UPDATES, SchemeCase, Updates, withProfile } from '../rfc1738/profile';
import { isRuleName1738, rules1738 } from '../rfc1738/rules';

export interface CliParseOptions {
  /** An RFC 2396 Appendix A rule name, an RFC 1738 §5 rule name not in RFC 2396, or RFC 2616's `http_URL`. Default: URI-reference with the scheme grammar. */
  rule?: string;
  /** Skip the scheme grammar (`--generic`). */
  generic?: boolean;
  /** `--updates none|rfc2396|rfc2616`. Default 'rfc2616', as parseUrl's. */
  updates?: Updates;
  /** `--scheme-case exact`. Default 'ignore'. */
  schemeCase?: SchemeCase;
}

/**
 * What `uri-grammar parse` and `check` run: without `rule`, `parseUrl` with the same options
 * and defaults (so the CLI and the API judge a URI alike; `generic` gives the RFC 2396 AST
 * alone); with `rule`, that rule alone
 * (RFC 2396's when the name is one, RFC 2616's `http_URL`, else RFC 1738's, under `updates`). Throws RangeError
 * for an unknown rule name or updates value.
 */
export function parseForCli(input: string, options: CliParseOptions = {}): ParseResult<unknown> {
  const updates = options.updates ?? DEFAULT_UPDATES;
  const name = options.rule;
  if (name === undefined || (name === 'URI-reference' && !options.generic)) {
    // The generic AST as it is (parseUrl's generic: true adds schemeName and components, same language).
    return options.generic ? runRule(rules['URI-reference'], input) : parseUrl(input, { updates, schemeCase: options.schemeCase });
  }
  if (isRuleName(name)) return runRule(rules[name] as Rule<unknown>, input);
  if (name === 'http_URL') return withProfile({ schemeCase: options.schemeCase }, () => runRule(http_URL, input));
  const scheme = isRuleName1738(name) ? (rules1738[name] as Rule<unknown>) : undefined;
  if (!scheme) throw new RangeError(`uri-grammar: unknown rule ${JSON.stringify(name)}: not an RFC 2396 Appendix A, RFC 1738 §5 or RFC 2616 (http_URL) rule`);
  return withProfile({ updates, schemeCase: options.schemeCase }, () => runRule(scheme, input));
}
