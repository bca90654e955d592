import { ParseResult } from '../combinators';
import { type CliParseOptions, parseForCli } from './parse-for-cli';
import { isValidUrl } from '../parse-url/isValidUrl';
import { isValid } from '../rfc2396-calls';
import { isRuleName } from '../rfc2396';
import { parseUrl } from '../parse-url/parseUrl';
import type { Updates } from '../rfc1738/profile';
import { DEFAULT_UPDATES, UPDATES } from '../rfc1738/profile';
import type { SchemeCase } from '../rfc1738/profile';
import { UsageError } from './command';
import { useGrammars } from './grammars';
import { RULE_SOURCE_HELP, ruleSourceFlags } from './rule-sources';

/** The options `parse` and `check` share: which rule, and whether and how the scheme grammars apply. */
export const grammarFlags = {
  rule: { type: 'string' },
  generic: { type: 'boolean' },
  updates: { type: 'string' },
  'scheme-case': { type: 'string' },
  grammar: { type: 'string', multiple: true },
  'scheme-name': { type: 'string' },
  uses: { type: 'string', multiple: true },
  pick: { type: 'string', multiple: true },
  prose: { type: 'string', multiple: true },
} as const;

/** `--max-nesting N`, listed after the record flags: `--max` still suggests `--max-line`, the older flag (did-you-mean.ts takes the first it begins). */
export const nestingFlag = { 'max-nesting': { type: 'string' } } as const;

export const GRAMMAR_HELP = `  -r, --rule NAME   an RFC 2396 Appendix A rule (e.g. absoluteURI, hostname), an RFC 1738 §5 rule (e.g. ftpurl) or RFC 2616's http_URL
  --generic         RFC 2396 only: skip the scheme grammar of a registered scheme
  --updates WHICH   the published updates the scheme grammars follow, each with the ones before: rfc2616 (default) RFC 2396 Appendix G's changes to RFC 1738 (~ unreserved, empty port, trailing dot), and http, https, ws, wss by RFC 2616 §3.2.2 http_URL; rfc2396 Appendix G only; none: RFC 1738 as published
  --scheme-case exact
                    scheme names in scheme grammars in lower case only, as RFC 1738 §5 writes them (default ignore: upper case is equivalent, §2.1)
  -g, --grammar PATH
                    register the scheme grammar in PATH for this run (.abnf: RFC 5234; .bnf: RFC 1738/2396 notation); the scheme is the file's base name; repeatable. --rule may then name its rules, and those of the catalogue (grammar/schemes/*.abnf)
  --scheme-name NAME
                    the scheme of the one --grammar, instead of the file's base name
  --max-nesting N   the most calls of recursive rules open at once while a URI is read by the --grammar grammars (and the catalogue's rules --rule names): a positive integer (default 1000); past it, error nesting-too-deep
${RULE_SOURCE_HELP}`;

/** What the command's options judge an input by: its parse, and its verdict alone (no tree or error, where a membership test gives it). */
export interface GrammarRun {
  parse(input: string): ParseResult<unknown>;
  /** `parse(input).ok`. */
  valid(input: string): boolean;
}

/** The parser and verdict for the command's options; unknown rule or updates values are usage errors (exit 2). */
export function grammarParser(values: Record<string, string | boolean | undefined>): GrammarRun {
  const updates = values.updates ?? DEFAULT_UPDATES;
  if (typeof updates !== 'string' || !(UPDATES as readonly string[]).includes(updates)) {
    throw new UsageError(`--updates must be ${UPDATES.join(', ')}, got ${JSON.stringify(updates)}`);
  }
  const schemeCase = values['scheme-case'] ?? 'ignore';
  if (schemeCase !== 'ignore' && schemeCase !== 'exact') throw new UsageError(`--scheme-case must be ignore or exact, got ${JSON.stringify(schemeCase)}`);
  const options = {
    rule: values.rule as string | undefined,
    generic: values.generic === true,
    updates: updates as Updates,
    schemeCase: schemeCase as SchemeCase,
  };
  const grammars = { grammar: values.grammar as unknown as string[] | undefined, schemeName: values['scheme-name'] as string | undefined, maxNesting: maxNestingOf(values['max-nesting']), ...ruleSourceFlags(values) };
  const ruleOf = useGrammars(grammars); // registers the --grammar files first: their schemes then judge URIs
  try {
    parseForCli('', options); // validates the rule name once, before any input is read
  } catch (e) {
    if (!(e instanceof RangeError) || e instanceof UsageError) throw e;
    // not an RFC 2396, RFC 1738 or RFC 2616 rule: a rule of a --grammar file or of the catalogue?
    const rule = ruleOf(options.rule!);
    if (rule) return { parse: rule, valid: (input) => rule(input).ok };
    throw new UsageError(`${e.message.replace(/^uri-grammar: /, '').replace(/ rule$/, '')} rule, nor one of a --grammar file or of the catalogue`);
  }
  // parseUrl copies the options it is given (own keys only) on every call: given none, it reads its defaults
  const defaults = options.rule === undefined && !options.generic && options.updates === DEFAULT_UPDATES && options.schemeCase === 'ignore';
  const parse = defaults ? (input: string) => parseUrl(input) : (input: string) => parseForCli(input, options);
  return { parse, valid: verdictOf(options, parse) };
}

/** parseForCli's verdict: isValidUrl where it runs parseUrl, isValid for an RFC 2396 rule, else the parse's `ok`. */
function verdictOf(options: CliParseOptions, parse: (input: string) => ParseResult<unknown>): (input: string) => boolean {
  const { rule, generic, updates, schemeCase } = options;
  if (rule !== undefined && rule !== 'URI-reference') return isRuleName(rule) ? (input) => isValid(input, rule) : (input) => parse(input).ok;
  if (generic) return (input) => isValid(input);
  const defaults = updates === DEFAULT_UPDATES && schemeCase === 'ignore';
  return defaults ? (input) => isValidUrl(input) : (input) => isValidUrl(input, { updates, schemeCase });
}

/** `--max-nesting N`: a positive integer in decimal, else a usage error (exit 2). */
function maxNestingOf(value: string | boolean | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = typeof value === 'string' && /^[0-9]+$/.test(value) ? Number(value) : NaN;
  if (!(Number.isSafeInteger(n) && n >= 1)) throw new UsageError(`--max-nesting must be a positive integer, got ${JSON.stringify(value)}`);
  return n;
}
