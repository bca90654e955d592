import { Alphabet } from '../bnf/alphabet';
import type { Expr, Grammar } from '../bnf/model';
import { type Facts, analyze } from './analyze';
import { automatonStates, refuseClassPairs } from './estimate';
import { GrammarProblemError, LIMITS } from './problems';
import { recursionOf } from './recursion';
import { type CompileOptions, StartRule, type RunOptions, nestingOf } from './start';
import { STACKS } from './stacks';

export { StartRule, nestingOf, type CompileOptions, type Failure, type RunOptions } from './start';

/**
 * One start rule of a grammar, compiled: checked first (analysis and limits: a refusal is a
 * GrammarProblemError), then built to run (StartRule: membership, the failure of a non-member,
 * the derivation of a member, in time linear in the input), a grammar with recursive rules on
 * the stack machine.
 */
export class CompiledStart extends StartRule {
  /** The states counted from the model before the automaton was built (automatonStates): for the specs, which compare it with `nfa.size`. */
  readonly estimatedStates: number;

  /** `facts`: what an earlier analysis of the grammar found (reused, not recomputed). */
  constructor(grammar: Grammar, start: string, options: CompileOptions = {}, alphabet?: Alphabet, facts?: WeakMap<Expr, Facts>, run: RunOptions = {}) {
    const maxNesting = nestingOf(run.maxNesting);
    analyze(grammar, start, facts);
    // counted from the model first: a grammar past the limit is refused before anything is built
    const estimatedStates = automatonStates(grammar, start, options);
    if (estimatedStates > LIMITS.states) {
      throw new GrammarProblemError('automaton-too-large', start, `its automaton would have more than ${LIMITS.states} states (counted before building it)`, grammar.rules.get(start)!.at);
    }
    const letters = alphabet ?? new Alphabet(grammar);
    refuseClassPairs(estimatedStates, letters, start, grammar.rules.get(start)!.at);
    super(grammar, start, options, letters, { maxNesting }, STACKS, () => recursionOf(grammar, start).rules.has(start));
    this.estimatedStates = estimatedStates;
    this.makeSibling = (rule) => new CompiledStart(grammar, rule, options, letters, facts, run);
  }
}
