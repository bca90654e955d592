import { isRuleName, RuleName, rules } from '../rfc2396';
import { UsageError } from './command';

/** The `--rule` option's value, checked against RFC 2396 Appendix A (default URI-reference). */
export function ruleOption(name: string | undefined): RuleName {
  if (name === undefined) return 'URI-reference';
  if (!isRuleName(name)) throw new UsageError(`unknown rule ${JSON.stringify(name)}; rules: ${Object.keys(rules).join(', ')}`);
  return name;
}
