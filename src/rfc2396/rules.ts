// The rules handed to a user are parsimmon parsers (src/combinators/core.ts): this import makes them so wherever they are bundled.
import '../combinators/combinators';
import type { ParseResult } from '../combinators/errors';
import type { Rule } from '../combinators/core';
import { runRule } from '../combinators/run';
import { unknownRule } from './fast/membership';
import { parseUriReference } from './parse';
import type { RuleName, RuleNodes } from './ast';
import { compiledRule } from './compiledRules';

/**
 * The type of `rules`: each Appendix A rule name with its rule, typed with the rule's node.
 *
 * @example
 * ```ts
 * const all: Rules = rules;
 * all.hostport === rules.hostport; //=> true
 * ```
 */
export type Rules = { readonly [K in RuleName]: Rule<RuleNodes[K]> };

/** The rule `lowalpha` (RFC 2396 Appendix A): one character of the class, as a leaf node; `rules.lowalpha`. */
export const lowalpha: Rule<RuleNodes['lowalpha']> = compiledRule('lowalpha');
/** The rule `upalpha` (RFC 2396 Appendix A): one character of the class, as a leaf node; `rules.upalpha`. */
export const upalpha: Rule<RuleNodes['upalpha']> = compiledRule('upalpha');
/** The rule `digit` (RFC 2396 Appendix A): one character of the class, as a leaf node; `rules.digit`. */
export const digit: Rule<RuleNodes['digit']> = compiledRule('digit');
/** The rule `alpha` (RFC 2396 Appendix A): one character of the class, as a leaf node; `rules.alpha`. */
export const alpha: Rule<RuleNodes['alpha']> = compiledRule('alpha');
/** The rule `alphanum` (RFC 2396 Appendix A): one character of the class, as a leaf node; `rules.alphanum`. */
export const alphanum: Rule<RuleNodes['alphanum']> = compiledRule('alphanum');
/** The rule `hex` (RFC 2396 Appendix A): one character of the class, as a leaf node; `rules.hex`. */
export const hex: Rule<RuleNodes['hex']> = compiledRule('hex');
/** The rule `mark` (RFC 2396 Appendix A): one character of the class, as a leaf node; `rules.mark`. */
export const mark: Rule<RuleNodes['mark']> = compiledRule('mark');
/** The rule `unreserved` (RFC 2396 Appendix A): one character of the class, as a leaf node; `rules.unreserved`. */
export const unreserved: Rule<RuleNodes['unreserved']> = compiledRule('unreserved');
/** The rule `reserved` (RFC 2396 Appendix A): one character of the class, as a leaf node; `rules.reserved`. */
export const reserved: Rule<RuleNodes['reserved']> = compiledRule('reserved');
/** The rule `uric` (RFC 2396 Appendix A): one character of the class, or an escape, as a leaf node; `rules.uric`. */
export const uric: Rule<RuleNodes['uric']> = compiledRule('uric');
/** The rule `uric_no_slash` (RFC 2396 Appendix A): one character of the class, or an escape, as a leaf node; `rules.uric_no_slash`. */
export const uric_no_slash: Rule<RuleNodes['uric_no_slash']> = compiledRule('uric_no_slash');
/** The rule `pchar` (RFC 2396 Appendix A): one character of the class, or an escape, as a leaf node; `rules.pchar`. */
export const pchar: Rule<RuleNodes['pchar']> = compiledRule('pchar');
/** The rule `escaped` (RFC 2396 Appendix A): "%" and two hex digits, as a node with its `octet` (§2.4.1); `rules.escaped`. */
export const escaped: Rule<RuleNodes['escaped']> = compiledRule('escaped');

/**
 * Every rule of RFC 2396 Appendix A, keyed by its name in the RFC, in the Appendix's order:
 * each the rule of grammar/rfc2396.bnf run by the compiled engine (compiled on first use),
 * as a combinator that takes the longest match where it is run.
 *
 * @example
 * ```ts
 * import { defineScheme, g, rules } from 'uri-grammar';
 * const hostList = g.seq(rules.host, g.many(g.seq(g.literal(','), rules.host)));
 * const hosts = defineScheme({ name: 'hosts', hierarchical: false, grammar: g.seq(g.literal('hosts:'), hostList) });
 * hosts.parse('hosts:a.example,10.0.0.1').ok; //=> true
 * hosts.parse('hosts:a.example,').ok; //=> false
 * ```
 */
export const rules: Rules = Object.freeze({
  'URI-reference': compiledRule('URI-reference'),
  absoluteURI: compiledRule('absoluteURI'),
  relativeURI: compiledRule('relativeURI'),
  hier_part: compiledRule('hier_part'),
  opaque_part: compiledRule('opaque_part'),
  uric_no_slash,
  net_path: compiledRule('net_path'),
  abs_path: compiledRule('abs_path'),
  rel_path: compiledRule('rel_path'),
  rel_segment: compiledRule('rel_segment'),
  scheme: compiledRule('scheme'),
  authority: compiledRule('authority'),
  reg_name: compiledRule('reg_name'),
  server: compiledRule('server'),
  userinfo: compiledRule('userinfo'),
  hostport: compiledRule('hostport'),
  host: compiledRule('host'),
  hostname: compiledRule('hostname'),
  domainlabel: compiledRule('domainlabel'),
  toplabel: compiledRule('toplabel'),
  IPv4address: compiledRule('IPv4address'),
  port: compiledRule('port'),
  path: compiledRule('path'),
  path_segments: compiledRule('path_segments'),
  segment: compiledRule('segment'),
  param: compiledRule('param'),
  pchar,
  query: compiledRule('query'),
  fragment: compiledRule('fragment'),
  uric,
  reserved,
  unreserved,
  mark,
  escaped,
  hex,
  alphanum,
  alpha,
  lowalpha,
  upalpha,
  digit,
}) as Rules;

/**
 * Whether `name` is an RFC 2396 Appendix A rule name (a key of `rules`).
 *
 * @example
 * ```ts
 * isRuleName('hostname'); //=> true
 * isRuleName('host-name'); //=> false
 * ```
 */
export function isRuleName(name: string): name is RuleName {
  return Object.prototype.hasOwnProperty.call(rules, name);
}

/**
 * Parses the whole of `input` as the Appendix A rule `ruleName`.
 *
 * @example
 * ```ts
 * const r = parse('hostname', 'a.b.com.');
 * if (r.ok) [r.value.domainlabels.map((d) => d.text), r.value.toplabel.text]; //=> [['a', 'b'], 'com']
 * ```
 */
export function parse<K extends RuleName>(ruleName: K, input: string): ParseResult<RuleNodes[K]> {
  if (typeof ruleName !== 'string' || !isRuleName(ruleName)) {
    throw unknownRule(ruleName);
  }
  if (ruleName === 'URI-reference') return parseUriReference(input) as ParseResult<RuleNodes[K]>;
  return runRule(rules[ruleName] as Rule<RuleNodes[K]>, input);
}
