import type { Reporting } from '../engine/compile/reporting';

/**
 * How a failure of grammar/rfc2396.bnf is told, where the grammar does not say it (keyed by
 * RFC 2396 rule name; none of it changes the language): the words `parseUriReference` has
 * always used. spec/rfc2396/reporting.spec.ts holds the compiled grammar's errors with it to
 * the error results parseUriReference gave on mutants of the corpus.
 */
export const RFC2396_REPORTING: Reporting = {
  // a run names its members, escapes included (`pchar`, not `unreserved` and `"%"`)
  oneItem: ['escaped', 'pchar', 'uric', 'uric_no_slash'],
  // a hostname is read as labels of letters, digits and hyphens, joined by dots (§3.2.2)
  items: { hostname: ['alphanum', '"-"', '"."'] },
  // a segment's params are part of it (§3.3)
  hidden: ['param'],
  byCharacter: ['net_path'],
  // a reference that starts with "//" has an authority (§3.2): its abs_path reading is not named
  firstAlive: ['hier_part', 'relativeURI'],
  // host and authority take the longest of their alternatives (§3.2: a server where no reg_name character follows)
  longest: ['host', 'authority'],
  codes: {
    escaped: { code: 'bad-escape', where: 'within' },
    rel_segment: { code: 'colon-in-first-segment', found: ':' }, // §5
    fragment: { code: 'second-number-sign', found: '#' }, // §4.1
    hier_part: { code: 'empty-scheme-specific-part', found: null, where: 'start' }, // §3
  },
};
