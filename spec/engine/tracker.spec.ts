/**
 * The furthest-failure tracker (src/combinators/tracker.ts): what it keeps, and that recording a
 * failure neither copies nor changes the primitives' lists (issue 6: diagnosis speed).
 */
import { FailureTracker, RuleStack, namesOf } from '../../src/combinators/tracker';

/** The tracker's record as plain data. */
function record(t: FailureTracker) {
  return { offset: t.offset, expected: t.expected, rulePath: t.rulePath, code: t.code };
}

describe('RuleStack', () => {
  it('is a persistent list: a snapshot (the top frame) keeps its names after later pushes and pops', () => {
    const stack = new RuleStack();
    stack.push('URI-reference');
    stack.push('absoluteURI');
    const snapshot = stack.top;
    stack.pop();
    stack.push('relativeURI');
    stack.push('rel_path');
    expect(namesOf(snapshot)).toEqual(['URI-reference', 'absoluteURI']);
    expect(namesOf(stack.top)).toEqual(['URI-reference', 'relativeURI', 'rel_path']);
  });

  it('pops nothing when empty, and clears', () => {
    const stack = new RuleStack();
    stack.pop();
    expect(stack.top).toBeNull();
    stack.push('a');
    stack.clear();
    expect(namesOf(stack.top)).toEqual([]);
  });
});

describe('FailureTracker', () => {
  it('keeps only the furthest offset; lists recorded there are merged in order, without repeats', () => {
    const t = new FailureTracker();
    t.fail(1, ['w']);
    t.fail(3, ['x', 'y', 'x']);
    t.fail(2, ['v']);
    t.fail(3, ['y', 'z']);
    t.fail(3, ['z']);
    expect(record(t)).toEqual({ offset: 3, expected: ['x', 'y', 'z'], rulePath: [], code: undefined });
  });

  it('rulePath is the rule stack of the first failure at the furthest offset', () => {
    const t = new FailureTracker();
    t.stack.push('URI-reference');
    t.stack.push('absoluteURI');
    t.fail(4, ['a']);
    t.stack.push('scheme');
    t.fail(4, ['b']);
    t.stack.pop();
    t.stack.pop();
    t.stack.push('relativeURI');
    t.fail(4, ['c']);
    expect(record(t)).toEqual({ offset: 4, expected: ['a', 'b', 'c'], rulePath: ['URI-reference', 'absoluteURI'], code: undefined });
    t.fail(5, ['d']);
    expect(record(t)).toEqual({ offset: 5, expected: ['d'], rulePath: ['URI-reference', 'relativeURI'], code: undefined });
  });

  it('the first code recorded at the furthest offset wins; a new furthest offset replaces it', () => {
    const t = new FailureTracker();
    t.fail(2, ['a']);
    t.fail(2, ['hex'], 'bad-escape');
    t.fail(2, ['b'], 'second-number-sign');
    expect(record(t)).toEqual({ offset: 2, expected: ['a', 'hex', 'b'], rulePath: [], code: 'bad-escape' });
    t.fail(3, ['c']);
    expect(record(t)).toEqual({ offset: 3, expected: ['c'], rulePath: [], code: undefined });
  });

  it('never changes the lists it is given (they are the primitives\' constants)', () => {
    const t = new FailureTracker();
    const first = Object.freeze(['a', 'b']);
    const second = Object.freeze(['b', 'c']);
    t.fail(1, first);
    t.fail(1, second);
    t.fail(1, first);
    expect(record(t)).toEqual({ offset: 1, expected: ['a', 'b', 'c'], rulePath: [], code: undefined });
    expect([first, second]).toEqual([['a', 'b'], ['b', 'c']]);
  });

  it('expected and rulePath are new arrays each time: changing one changes nothing recorded', () => {
    const t = new FailureTracker();
    t.stack.push('r');
    t.fail(0, ['a']);
    t.expected.push('changed');
    t.rulePath.push('changed');
    expect(record(t)).toEqual({ offset: 0, expected: ['a'], rulePath: ['r'], code: undefined });
  });

  it('reset forgets everything, the rule stack included', () => {
    const t = new FailureTracker();
    t.stack.push('r');
    t.fail(3, ['a'], 'bad-escape');
    t.reset();
    expect(record(t)).toEqual({ offset: -1, expected: [], rulePath: [], code: undefined });
    expect(t.stack.top).toBeNull();
    t.fail(0, ['b']);
    expect(record(t)).toEqual({ offset: 0, expected: ['b'], rulePath: [], code: undefined });
  });
});
