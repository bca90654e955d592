/**
 * The RFC 1738 rules, now run by the compiled grammar/rfc1738.bnf with the node table
 * (src/rfc1738/nodes.ts), give what the hand-written combinators they replaced gave: on the
 * inputs recorded in recorded.json (fast-check members of each rule and mutants of them, per
 * reading), the same value (every field, in key order) or the same error (offset, code,
 * expected, rule path, message). Recorded from the combinators before they were deleted
 * (their last commit: the parent of the one that added this spec).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Rule, runRule } from '../../src/combinators';
import { type Updates, withProfile } from '../../src/rfc1738/profile';
import { isRuleName1738, rules1738 } from '../../src/rfc1738/rules';
import { result } from './digest';

const recorded = JSON.parse(readFileSync(join(__dirname, 'recorded.json'), 'utf8')) as Record<string, Array<[string, string]>>;
const rows = Object.entries(recorded).map(([key, cases]) => {
  const [rule, updates, schemeCase] = key.split(' ') as [string, Updates, 'ignore' | 'exact'];
  return { key, rule, updates, schemeCase, cases };
});

it('records every rule of rules1738 under three readings', () => {
  expect(new Set(rows.map((r) => r.rule))).toEqual(new Set(Object.keys(rules1738)));
  expect(rows.length).toBe(Object.keys(rules1738).length * 3);
});

describe.each(rows)('$key', ({ rule, updates, schemeCase, cases }) => {
  it(`gives the recorded result on ${cases.length} inputs`, () => {
    expect(isRuleName1738(rule)).toBe(true);
    const r = rules1738[rule as keyof typeof rules1738] as Rule<unknown>;
    const wrong = cases.filter(([input, want]) => withProfile({ updates, schemeCase }, () => result(runRule(r, input))) !== want);
    expect(wrong.map(([input]) => input)).toEqual([]);
  });
});
