import { ParseResult } from '../engine';
import { parseForCli } from '../schemes/cli';
import type { Updates } from '../schemes';
import type { SchemeCase } from '../schemes/profile';
import { UsageError } from './command';

/** The options `parse` and `check` share: which rule, and whether and how the scheme grammars apply. */
export const grammarFlags = {
  rule: { type: 'string' },
  generic: { type: 'boolean' },
  updates: { type: 'string' },
  'scheme-case': { type: 'string' },
} as const;

export const GRAMMAR_HELP = `  --rule NAME       an RFC 2396 Appendix A rule (e.g. absoluteURI, hostname) or an RFC 1738 §5 rule (e.g. ftpurl)
  --generic         RFC 2396 only: skip the scheme grammar of a registered scheme
  --updates rfc2396 apply RFC 2396 Appendix G's changes to RFC 1738 (~ unreserved, empty port, trailing dot)
  --scheme-case exact
                    scheme names in scheme grammars in lower case only, as RFC 1738 §5 writes them
                    (default ignore: upper case is equivalent, §2.1)`;

/** A parser for the command's options; unknown rule or updates values are usage errors (exit 2). */
export function grammarParser(values: Record<string, string | boolean | undefined>): (input: string) => ParseResult<unknown> {
  const updates = values.updates ?? 'none';
  if (updates !== 'none' && updates !== 'rfc2396') throw new UsageError(`--updates must be none or rfc2396, got ${JSON.stringify(updates)}`);
  const schemeCase = values['scheme-case'] ?? 'ignore';
  if (schemeCase !== 'ignore' && schemeCase !== 'exact') throw new UsageError(`--scheme-case must be ignore or exact, got ${JSON.stringify(schemeCase)}`);
  const options = {
    rule: values.rule as string | undefined,
    generic: values.generic === true,
    updates: updates as Updates,
    schemeCase: schemeCase as SchemeCase,
  };
  try {
    parseForCli('', options); // validates the rule name once, before any input is read
  } catch (e) {
    if (e instanceof RangeError) throw new UsageError(e.message.replace(/^uri-grammar: /, ''));
    throw e;
  }
  return (input) => parseForCli(input, options);
}
