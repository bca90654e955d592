import type { Alphabet } from '../bnf/alphabet';
import type { Expr, Grammar, Position, Rule } from '../bnf/model';
import { ACCEPT, CHARACTER, EPSILON, buildNfa } from './nfa';
import { GrammarProblemError } from './problems';

/** The most combined states one check of an alternation may visit; past it the check gives up (the grammar is not refused). */
export const CHECK_BUDGET = 20_000;
const OPTION = ' option ';

/**
 * Refuses an alternative that adds nothing to the alternation: every string it matches is
 * matched by an earlier alternative (so the tree, which takes the earlier alternative first,
 * never shows it). One subset construction over the automaton of the whole alternation, in
 * which the end of each alternative is marked: at each subset reached, the first alternative
 * that ends there is witnessed; an alternative never witnessed adds nothing. Bounded by
 * CHECK_BUDGET subsets: a check past it is skipped (returns false).
 */
export function checkAlternatives(grammar: Grammar, alphabet: Alphabet, rule: string, alt: Extract<Expr, { kind: 'alt' }>): boolean {
  const at = { line: 0, column: 0 };
  const rules = new Map<string, Rule>(grammar.rules);
  const wrapped: Expr = {
    kind: 'alt',
    options: alt.options.map((option, k) => {
      const name = `${OPTION}${k}`;
      rules.set(name, { name, expr: option, at });
      return { kind: 'ref', name, at };
    }),
  };
  const nfa = buildNfa({ rules, warnings: [] }, alphabet, rule, { node: (name) => name.startsWith(OPTION), keep: (name) => name.startsWith(OPTION) }, wrapped);
  /** Per state: the alternative whose end it marks (1-based), or 0. */
  const ends = new Int32Array(nfa.size);
  for (let s = 0; s < nfa.size; s++) if (nfa.mark[s]! < 0) ends[s] = Number(nfa.nodeNames[-nfa.mark[s]! - 1]!.slice(OPTION.length)) + 1;
  const seen = new Uint32Array(nfa.size);
  let stamp = 0;
  /** The character states reached by ε-moves, and the first alternative ending among the states passed. */
  const close = (from: number[]): { set: number[]; first: number } => {
    stamp++;
    const stack = [...from];
    for (const s of from) seen[s] = stamp;
    const set: number[] = [];
    let first = 0;
    while (stack.length > 0) {
      const s = stack.pop()!;
      const e = ends[s]!;
      if (e > 0 && (first === 0 || e < first)) first = e;
      if (nfa.kind[s] === CHARACTER) set.push(s);
      else if (nfa.kind[s] === EPSILON) {
        for (const t of nfa.eps[s]!) {
          if (seen[t] !== stamp) {
            seen[t] = stamp;
            stack.push(t);
          }
        }
      } else void ACCEPT;
    }
    return { set: set.sort((a, b) => a - b), first };
  };
  const witnessed = new Uint8Array(alt.options.length + 1);
  const start = close([nfa.start]);
  witnessed[start.first] = 1;
  const queue: number[][] = [start.set];
  const known = new Set<string>([start.set.join(',')]);
  while (queue.length > 0) {
    const set = queue.pop()!;
    for (let cls = 1; cls < alphabet.size; cls++) {
      const targets: number[] = [];
      for (const s of set) if (nfa.edge[s]![cls]) targets.push(nfa.target[s]!);
      if (targets.length === 0) continue;
      const next = close(targets);
      witnessed[next.first] = 1;
      const key = next.set.join(',') + '|' + next.first;
      if (known.has(key)) continue;
      if (known.size >= CHECK_BUDGET) return false;
      known.add(key);
      queue.push(next.set);
    }
  }
  for (let k = 2; k <= alt.options.length; k++) {
    if (!witnessed[k]) {
      throw new GrammarProblemError('unreachable-alternative', rule, `alternative ${k} can never be reached: every string it matches is matched by an earlier alternative`, placeOf(alt.options[k - 1]!) ?? alt.at);
    }
  }
  return true;
}

/** Where the text writes `expr`: its own position, else that of its first part that has one. */
export function placeOf(expr: Expr): Position | undefined {
  for (let e: Expr | undefined = expr; e; e = e.kind === 'seq' ? e.items[0] : e.kind === 'alt' ? e.options[0] : e.kind === 'repeat' ? e.item : undefined) {
    if (e.at) return e.at;
  }
  return undefined;
}
