import type { Rule } from '../combinators';
import type { RuleName, RuleNodes } from './ast';
import { authority, reg_name, server, userinfo } from './authority';
import * as c from './characters';
import { IPv4address, domainlabel, host, hostname, hostport, port, toplabel } from './host';
import { abs_path, param, path, path_segments, opaque_part, rel_path, rel_segment, segment } from './path';
import { absoluteURI, fragment, hier_part, net_path, query, relativeURI, scheme, uriReference } from './uri';

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

/**
 * Every rule of RFC 2396 Appendix A, keyed by its name in the RFC, in the Appendix's order.
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
  'URI-reference': uriReference,
  absoluteURI,
  relativeURI,
  hier_part,
  opaque_part,
  uric_no_slash: c.uric_no_slash,
  net_path,
  abs_path,
  rel_path,
  rel_segment,
  scheme,
  authority,
  reg_name,
  server,
  userinfo,
  hostport,
  host,
  hostname,
  domainlabel,
  toplabel,
  IPv4address,
  port,
  path,
  path_segments,
  segment,
  param,
  pchar: c.pchar,
  query,
  fragment,
  uric: c.uric,
  reserved: c.reserved,
  unreserved: c.unreserved,
  mark: c.mark,
  escaped: c.escaped,
  hex: c.hex,
  alphanum: c.alphanum,
  alpha: c.alpha,
  lowalpha: c.lowalpha,
  upalpha: c.upalpha,
  digit: c.digit,
});

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
