import type { Position } from '../bnf/model';
import { GrammarRefusalError } from '../grammar-errors';

import type { GrammarProblem } from './problem';

export type { GrammarProblem };

/**
 * A grammar the compiler refuses: the problem, the rule it lies in, and where, when known.
 *
 * @example
 * ```ts
 * import { GrammarProblemError } from 'uri-grammar';
 * import { compileGrammar } from 'uri-grammar/grammar-compiler';
 * try {
 *   compileGrammar('x = 100000"a"', { notation: 'abnf' }).rules.x!.matches('a');
 * } catch (e) {
 *   if (e instanceof GrammarProblemError) [e.problem, e.rule]; //=> ['repetition-too-large', 'x']
 * }
 * ```
 */
export class GrammarProblemError extends GrammarRefusalError {
  declare readonly problem: GrammarProblem;

  constructor(
    problem: GrammarProblem,
    rule: string,
    reason: string,
    readonly at?: Position,
  ) {
    super(`rule "${rule}": ${reason}${at && at.line > 0 ? ` (line ${at.line}, column ${at.column})` : ''}`, problem, rule, reason, at?.line ?? 0, at?.column ?? 0);
    this.name = 'GrammarProblemError';
  }
}

/**
 * The documented limits of a compiled grammar. Each bounds the work and memory of
 * compilation, so that any grammar is compiled in well under a second or refused.
 *
 * @example
 * ```ts
 * import { GRAMMAR_LIMITS } from 'uri-grammar';
 * GRAMMAR_LIMITS.repeat; //=> 10000 // the largest repetition count a grammar may write
 * ```
 */
export const LIMITS = Object.freeze({
  /** The largest count of a repetition (`n`, `n*m`). */
  repeat: 10_000,
  /** The deepest nesting of groups, options and repetitions, counting each rule reference as one level (a sequence is no level). */
  depth: 1_000,
  /** The most states of a rule's automaton (about two per character of an inlined literal or class), counted from the grammar before it is built. */
  states: 250_000,
  /**
   * The most (state, class) pairs of an automaton: its states, counted before it is built,
   * times the classes of its alphabet. The edges themselves are class intervals, linear in the
   * grammar (docs/grammar-compiler.md, Cost of registration); the limit is kept, so the grammars
   * it refuses stay refused.
   */
  classPairs: 64_000_000,
  /** The most subsets one check of an alternation by `grammar check` (its `unreachable-alternative` warning) may visit; past it that alternation is left unchecked (a warning, `alternatives-unchecked`). */
  checkSubsets: 20_000,
  /** The work all alternation checks of one `grammar check` of a text may do, plus `checkWorkPerItem` per item of its rules; past it the rest are left unchecked (one warning). Registration checks no alternation. */
  checkWork: 5_000_000,
  /** The work the alternation checks may do per item (expression or literal character) of the rules checked, on top of `checkWork`. */
  checkWorkPerItem: 6_000,
  /** The most deterministic states kept per automaton; past it the cache is cleared and rebuilt (RE2's policy). */
  cachedStates: 2_000,
  /** The most memory, in bytes, the state cache of one automaton may hold (fewer states for a larger automaton). */
  cacheBytes: 32 * 1024 * 1024,
  /** The default of `maxNesting`: the most calls of recursive rules open at once while an input is read (deeper is the input's error `nesting-too-deep`). */
  nesting: 1_000,
});

/** How many deterministic states fit the cache when each costs about `bytesPerState` (at least 16). */
export function cacheBudget(bytesPerState: number): number {
  return Math.max(16, Math.min(LIMITS.cachedStates, Math.floor(LIMITS.cacheBytes / bytesPerState)));
}
