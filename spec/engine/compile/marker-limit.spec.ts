/**
 * withMarkerLimit (src/engine/compile/markers.ts): the CLI holds every derivation of a line to
 * its memory bound. A derivation whose markers need more entries than the limit throws
 * DerivationTooLarge, having grown its buffer to the limit at most; one within it gives the
 * markers it gives without a limit; a non-member is still told as one (its error, not a
 * refusal). The one pass, the two passes and the stack machine each hold to it.
 */
import { readAbnf } from '../../../src/engine/abnf';
import { DerivationTooLarge, withMarkerLimit } from '../../../src/engine/compile/markers';
import { CompiledStart } from '../../../src/engine/compile/rule';
import type { StartRule } from '../../../src/engine/compile/start';

/** Every rule a node, as a scheme grammar given as text has it. */
const compiled = (text: string, start: string): StartRule => new CompiledStart(readAbnf(text).grammar, start, { node: () => true });

/** The markers of `input` as a list, or null for a non-member. */
function markersOf(rule: StartRule, input: string): number[] | null {
  const count = rule.deriveCount(input);
  return count < 0 ? null : Array.from(rule.markers.subarray(0, count));
}

const GRAMMARS: Array<[name: string, text: string, start: string, unit: string]> = [
  // a node per character, decided by the next one (a rule of one character is read as the character: no node)
  ['one pass', 'd = "d:" *c\nc = "a" / "bb"', 'd', 'a'],
  // "a" is an x or a y until the last character says which: the two passes
  ['two passes', 'd = *x "!" / *y "?"\nx = "a" / "bb"\ny = "a" / "cc"', 'd', 'a'],
  // a recursive rule: the stack machine
  ['stack machine', 'l = *i\ni = "a" / "(" l ")"', 'l', 'a'],
];

describe.each(GRAMMARS)('a derivation under withMarkerLimit: %s', (_name, text, start, unit) => {
  const member = (n: number) => (start === 'd' && text.startsWith('d = "d:"') ? 'd:' : '') + unit.repeat(n) + (text.includes('"!"') ? '!' : '');
  const rule = compiled(text, start);

  it('within the limit: the markers it gives without one, in a buffer no larger than the limit', () => {
    const input = member(500);
    const free = markersOf(rule, input)!;
    expect(free.length).toBeGreaterThanOrEqual(4 * 500); // a node per unit: two markers, two entries each
    const limited = withMarkerLimit(free.length, () => markersOf(rule, input));
    expect(limited).toEqual(free);
    const fresh = compiled(text, start); // a buffer grown from its first size under the limit
    expect(withMarkerLimit(free.length, () => markersOf(fresh, input))).toEqual(free);
    expect(fresh.markers.length).toBeLessThanOrEqual(free.length);
  });

  it('past it: DerivationTooLarge, with the buffer grown to the limit at most', () => {
    const input = member(500);
    const needed = markersOf(compiled(text, start), input)!.length;
    const fresh = compiled(text, start);
    let thrown: unknown;
    try {
      withMarkerLimit(needed - 1, () => fresh.deriveCount(input));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(DerivationTooLarge);
    expect(thrown).toBeInstanceOf(RangeError); // what the CLI turns into exit 2
    expect((thrown as DerivationTooLarge).limit).toBe(needed - 1);
    expect(fresh.markers.length).toBeLessThanOrEqual(needed - 1);
    // and the rule derives as before once the limit is gone
    expect(markersOf(fresh, input)!.length).toBe(needed);
  });

  it('a non-member past the limit is a non-member: -1, and the same failure as without the limit', () => {
    const input = member(500) + '#';
    expect(rule.deriveCount(input)).toBe(-1);
    const fresh = compiled(text, start); // a buffer not grown yet: the derivation outgrows the limit before the "#"
    expect(withMarkerLimit(16, () => fresh.deriveCount(input))).toBe(-1);
    expect(withMarkerLimit(16, () => rule.diagnose(input))).toEqual(rule.diagnose(input));
  });
});

describe('withMarkerLimit', () => {
  it('restores the limit it replaced, also when its run throws', () => {
    const rule = compiled('d = "d:" *c\nc = "a" / "bb"', 'd');
    const input = 'd:' + 'a'.repeat(100);
    expect(() => withMarkerLimit(8, () => rule.deriveCount(input))).toThrow(DerivationTooLarge);
    expect(rule.deriveCount(input)).toBe(400); // no limit left behind (a node per "a": two markers of two entries)
    expect(withMarkerLimit(1000, () => withMarkerLimit(8, () => 0) + rule.deriveCount(input))).toBe(400); // the outer limit again after the inner run
    const fresh = compiled('d = "d:" *c\nc = "a" / "bb"', 'd'); // its buffer not grown yet (a buffer is held to the limit when it grows)
    expect(() => withMarkerLimit(1000, () => (withMarkerLimit(2000, () => 0), withMarkerLimit(8, () => fresh.deriveCount(input))))).toThrow(DerivationTooLarge);
  });
});
