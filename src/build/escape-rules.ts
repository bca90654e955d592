// A module of its own, so that the names load without the tables (./tables: the characters
// each rule leaves as they are).
/**
 * The rules `escape` knows, RFC 2396 ones first.
 *
 * @example
 * ```ts
 * escapeRules.slice(0, 4); //=> ['segment', 'param', 'rel_segment', 'query']
 * ```
 */
export const escapeRules = Object.freeze([
  'segment',
  'param',
  'rel_segment',
  'query',
  'fragment',
  'userinfo',
  'reg_name',
  'user',
  'password',
  'fsegment',
  'hsegment',
  'search',
  'selector',
  'gopher+_string',
  'encoded822addr',
  'database',
  'wtype',
  'wpath',
  'psegment',
  'fieldname',
  'fieldvalue',
] as const);

/**
 * The name of a rule `escape` knows.
 *
 * @example
 * ```ts
 * const rule: EscapeRule = 'segment';
 * escape('a/b', rule); //=> 'a%2Fb'
 * ```
 */
export type EscapeRule = (typeof escapeRules)[number];
