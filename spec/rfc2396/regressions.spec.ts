/**
 * Counterexamples found by the differential tests (spec/engine/bnf/differential-2396.spec.ts),
 * kept as permanent specs, each named after its input.
 */
import { parse, type RuleName } from '../../src';

/** reg_name (RFC 2396 §3.2): 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" ). */
const REG_NAME_ITEMS = ['unreserved', 'escaped', '"$"', '","', '";"', '":"', '"@"', '"&"', '"="', '"+"'];

describe('a server spanning the whole authority could still go on as a reg_name (§3.2)', () => {
  // authority = server | reg_name: every character of a server is a reg_name character, so
  // where the server ends, any reg_name character would continue the authority; `expected`
  // used to name only the hostname's continuations when the server had a userinfo.
  it.each<[RuleName, string, number]>([
    ['authority', '@xé', 2],
    ['URI-reference', 'A://@0.0.A ', 10],
    ['absoluteURI', 'A+://,@000.000.000.0 :00', 20],
  ])('%s %j fails at %i and names the reg_name characters', (rule, input, offset) => {
    const r = parse(rule, input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.offset).toBe(offset);
    expect(r.error.expected).toEqual(expect.arrayContaining([...REG_NAME_ITEMS, 'end of input']));
  });
});
