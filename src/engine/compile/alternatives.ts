import type { Alphabet } from '../bnf/alphabet';
import type { Expr, Grammar } from '../bnf/model';
import { DEAD, ForwardDfa } from './forward';
import { buildNfa } from './nfa';
import { GrammarProblemError, LIMITS } from './problems';

/** The most combined states one check of an alternation may visit; past it the check gives up (the grammar is not refused). */
const CHECK_BUDGET = 20_000;

/**
 * Refuses an alternative that adds nothing to the alternation: every string it matches is
 * matched by an earlier alternative (so the tree, which takes the earlier alternative first,
 * never shows it). One subset construction over all alternatives at once, each reading its
 * own lazy DFA: a combined state is the list of the alternatives still alive and their states;
 * at each, the first accepting alternative is witnessed. Polynomial in the combined states
 * visited, and bounded by CHECK_BUDGET: a check past it is skipped (returns false).
 */
export function checkAlternatives(grammar: Grammar, alphabet: Alphabet, rule: string, alt: Extract<Expr, { kind: 'alt' }>): boolean {
  const options = alt.options;
  const dfas = options.map((option) => new ForwardDfa(buildNfa(grammar, alphabet, rule, {}, option), alphabet, LIMITS.cachedStates));
  const witnessed = new Uint8Array(options.length);
  type Combined = Int32Array; // pairs [option, state] of the live alternatives
  const first: number[] = [];
  dfas.forEach((d, k) => first.push(k, d.start));
  const queue: Combined[] = [Int32Array.from(first)];
  const seen = new Set<string>([queue[0]!.join(',')]);
  const clears = () => dfas.reduce((n, d) => n + d.clears, 0);
  const codes: number[] = [];
  for (let cls = 1; cls < alphabet.size; cls++) codes.push(alphabet.rangeOf[cls]![0]);
  while (queue.length > 0) {
    const state = queue.pop()!;
    for (let p = 0; p < state.length; p += 2) {
      if (dfas[state[p]!]!.isAccepting(state[p + 1]!)) {
        witnessed[state[p]!] = 1;
        break;
      }
    }
    for (const code of codes) {
      const next: number[] = [];
      for (let p = 0; p < state.length; p += 2) {
        const to = dfas[state[p]!]!.step(state[p + 1]!, code);
        if (to !== DEAD) next.push(state[p]!, to);
      }
      if (clears() > 0) return false; // a cache was cleared: state numbers changed; give up
      if (next.length === 0) continue;
      const key = next.join(',');
      if (seen.has(key)) continue;
      if (seen.size >= CHECK_BUDGET) return false;
      seen.add(key);
      queue.push(Int32Array.from(next));
    }
  }
  for (let k = 1; k < options.length; k++) {
    if (!witnessed[k]) {
      throw new GrammarProblemError('unreachable-alternative', rule, `alternative ${k + 1} can never be reached: every string it matches is matched by an earlier alternative`, alt.at);
    }
  }
  return true;
}
