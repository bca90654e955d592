import { ParseResult, Rule, runRule } from '../engine';
import { isRuleName, rules } from '../rfc2396';
import { parseUrl } from './parseUrl';
import { SchemeCase, Updates, withProfile } from './profile';
import { isRuleName1738, rules1738 } from './rules';

export interface CliParseOptions {
  /** An RFC 2396 Appendix A rule name, or an RFC 1738 §5 rule name not in RFC 2396. Default: URI-reference with the scheme grammar. */
  rule?: string;
  /** Skip the scheme grammar (`--generic`). */
  generic?: boolean;
  /** `--updates rfc2396`. Default 'none'. */
  updates?: Updates;
  /** `--scheme-case exact`. Default 'ignore'. */
  schemeCase?: SchemeCase;
}

/**
 * What `uri-grammar parse` and `check` run: without `rule`, the URI reference and then, when
 * the scheme is registered (and not `generic`), its grammar; with `rule`, that rule alone
 * (RFC 2396's when the name is one, else RFC 1738's, under `updates`). Throws RangeError
 * for an unknown rule name or updates value.
 */
export function parseForCli(input: string, options: CliParseOptions = {}): ParseResult<unknown> {
  const updates = options.updates ?? 'none';
  const name = options.rule;
  if (name === undefined || (name === 'URI-reference' && !options.generic)) {
    return options.generic ? runRule(rules['URI-reference'], input) : parseUrl(input, { updates, schemeCase: options.schemeCase });
  }
  if (isRuleName(name)) return runRule(rules[name] as Rule<unknown>, input);
  const scheme = isRuleName1738(name) ? (rules1738[name] as Rule<unknown>) : undefined;
  if (!scheme) throw new RangeError(`uri-grammar: unknown rule ${JSON.stringify(name)}: not an RFC 2396 Appendix A or RFC 1738 §5 rule`);
  return withProfile({ updates, schemeCase: options.schemeCase }, () => runRule(scheme, input));
}
