import type { Alphabet } from '../bnf/alphabet';
import type { Expr, Grammar, Position, Rule } from '../bnf/model';
import { accepts } from './edges';
import { automatonStates, refuseClassPairs, singlesOf } from './estimate';
import { ACCEPT, CHARACTER, EPSILON, type NfaOptions, buildNfa } from './nfa';
import { GrammarProblemError, LIMITS } from './problems';

/** The most combined states one check of an alternation may visit; past it the check gives up (`grammar check` warns of it). */
export const CHECK_BUDGET = LIMITS.checkSubsets;
const OPTION = ' option ';
/** The steps one automaton state built counts for: building one costs about as much as trying 100 (state, class) pairs. */
const STATE_STEPS = 100;
const OPTIONS: NfaOptions = { node: (name) => name.startsWith(OPTION), keep: (name) => name.startsWith(OPTION) };

/**
 * The work the alternatives checks of one `grammar check` of a text may do, shared by all of them: steps
 * are automaton states built (STATE_STEPS each), states entered and ε-moves looked at, and
 * (state, character class) pairs tried. Linear in the grammar: LIMITS.checkWork plus LIMITS.checkWorkPerItem per
 * item of the rules checked (see `itemsOf`). A check that would pass it is not done (the
 * alternation is left unchecked: `grammar check` warns of it).
 */
export class CheckWork {
  /** Steps done so far, by every check sharing this budget. */
  steps = 0;

  constructor(readonly budget: number) {}

  /** A budget for checking the rules `names` of `grammar`. */
  static for(grammar: Grammar, names: Iterable<string>): CheckWork {
    let items = 0;
    for (const name of names) items += itemsOf(grammar.rules.get(name)!.expr);
    return new CheckWork(LIMITS.checkWork + LIMITS.checkWorkPerItem * items);
  }

  /** Counts `n` more steps: false (and the budget spent) when that passes it. */
  spend(n: number): boolean {
    this.steps = Math.min(this.budget, this.steps + n);
    return this.steps < this.budget || n === 0;
  }
}

/** Why a check was not done: past its subsets (CHECK_BUDGET), or past the registration's work (CheckWork). */
export type Unchecked = 'subsets' | 'work';

/** The size of an expression as written: one per expression, plus one per character of a literal (references not followed). */
export function itemsOf(expr: Expr): number {
  let items = 0;
  const stack: Expr[] = [expr];
  while (stack.length > 0) {
    const e = stack.pop()!;
    items += e.kind === 'literal' ? 1 + e.text.length : 1;
    if (e.kind === 'seq') for (const item of e.items) stack.push(item);
    else if (e.kind === 'alt') for (const option of e.options) stack.push(option);
    else if (e.kind === 'repeat') stack.push(e.item);
  }
  return items;
}

/** An alternative that adds nothing to its alternation: every string it matches is matched by earlier ones. */
export interface Covered {
  /** Its number in the alternation (1-based). */
  alternative: number;
  /** The earlier alternatives that match its strings (1-based, ascending): one when a single one covers it. */
  by: number[];
}

/**
 * Finds the alternatives that add nothing to an alternation: every string one matches is
 * matched by an earlier alternative (so the tree, which takes the earlier alternative first,
 * never shows it). Such an alternative leaves the language as it is, so it is no refusal:
 * `grammar check` warns of it. One subset construction over the automaton of the whole
 * alternation, in which the end of each alternative is marked: at each subset reached, the
 * first alternative that ends there is witnessed, and covers the others that end there; an
 * alternative never witnessed adds nothing. Bounded by CHECK_BUDGET subsets and by `work`
 * (its automaton's size counted before it is built): a check past either is given up, and
 * says which (`unchecked`).
 */
export function checkAlternatives(grammar: Grammar, alphabet: Alphabet, rule: string, alt: Extract<Expr, { kind: 'alt' }>, work = new CheckWork(Infinity)): { unchecked?: Unchecked; covered: Covered[] } {
  const at = { line: 0, column: 0 };
  const rules = new RulesWith(grammar.rules); // not a copy: a grammar may have 100,000s of rules, and as many alternations
  const wrapped: Expr = {
    kind: 'alt',
    options: alt.options.map((option, k) => {
      const name = `${OPTION}${k}`;
      rules.set(name, { name, expr: option, at });
      return { kind: 'ref', name, at };
    }),
  };
  const model: Grammar = { rules, warnings: [] };
  const states = automatonStates(model, rule, OPTIONS, wrapped, singlesOf(grammar)); // the options are kept: only the grammar's own rules are asked
  if (states > LIMITS.states) {
    throw new GrammarProblemError('automaton-too-large', rule, `its automaton would have more than ${LIMITS.states} states (counted before building it)`, grammar.rules.get(rule)?.at);
  }
  refuseClassPairs(states, alphabet, rule, grammar.rules.get(rule)?.at);
  if (!work.spend(states * STATE_STEPS)) return { unchecked: 'work', covered: [] };
  const nfa = buildNfa(model, alphabet, rule, OPTIONS, wrapped);
  /** Per state: the alternative whose end it marks (1-based), or 0. */
  const ends = new Int32Array(nfa.size);
  for (let s = 0; s < nfa.size; s++) if (nfa.mark[s]! < 0) ends[s] = Number(nfa.nodeNames[-nfa.mark[s]! - 1]!.slice(OPTION.length)) + 1;
  const seen = new Uint32Array(nfa.size);
  let stamp = 0;
  /** States entered and ε-moves looked at by the last `close` (charged to `work` after it). */
  let entered = 0;
  /** The alternatives ending among the states the last `close` passed (`first` among them covers the others there). */
  let ending: number[] = [];
  /** The character states reached by ε-moves, and the first alternative ending among the states passed. */
  const close = (from: number[]): { set: number[]; first: number } => {
    stamp++;
    entered = 0;
    ending = [];
    const stack = [...from];
    for (const s of from) seen[s] = stamp;
    const set: number[] = [];
    let first = 0;
    while (stack.length > 0) {
      const s = stack.pop()!;
      entered++;
      const e = ends[s]!;
      if (e > 0) {
        ending.push(e);
        if (first === 0 || e < first) first = e;
      }
      if (nfa.kind[s] === CHARACTER) set.push(s);
      else if (nfa.kind[s] === EPSILON) {
        entered += nfa.epsFirst[s + 1]! - nfa.epsFirst[s]!;
        for (let k = nfa.epsFirst[s]!; k < nfa.epsFirst[s + 1]!; k++) {
          const t = nfa.epsMoves[k]!;
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
  /** Per alternative that ended where an earlier one did: those earlier ones. */
  const coverers = new Map<number, Set<number>>();
  const cover = (first: number): void => {
    witnessed[first] = 1;
    for (const e of ending) if (e !== first) (coverers.get(e) ?? coverers.set(e, new Set()).get(e)!).add(first);
  };
  const start = close([nfa.start]);
  if (!work.spend(entered)) return { unchecked: 'work', covered: [] };
  cover(start.first);
  const queue: number[][] = [start.set];
  const known = new Set<string>([start.set.join(',')]);
  while (queue.length > 0) {
    const set = queue.pop()!;
    // the classes tried from each state of the set (and its key): charged before they are tried
    if (!work.spend(set.length * alphabet.size)) return { unchecked: 'work', covered: [] };
    for (let cls = 1; cls < alphabet.size; cls++) {
      const targets: number[] = [];
      for (const s of set) if (accepts(nfa.edges, nfa.edgeOf[s]!, cls)) targets.push(nfa.target[s]!);
      if (targets.length === 0) continue;
      const next = close(targets);
      if (!work.spend(entered)) return { unchecked: 'work', covered: [] };
      cover(next.first);
      const key = next.set.join(',') + '|' + next.first;
      if (known.has(key)) continue;
      if (known.size >= CHECK_BUDGET) return { unchecked: 'subsets', covered: [] };
      known.add(key);
      queue.push(next.set);
    }
  }
  const covered: Covered[] = [];
  for (let k = 2; k <= alt.options.length; k++) {
    if (!witnessed[k]) covered.push({ alternative: k, by: [...(coverers.get(k) ?? [])].sort((a, b) => a - b) });
  }
  return { covered };
}

/** The alternations of an expression, outermost first (no spread into a call: a rule may have 100,000s of items). */
export function alternations(expr: Expr): Array<Extract<Expr, { kind: 'alt' }>> {
  const out: Array<Extract<Expr, { kind: 'alt' }>> = [];
  const stack: Expr[] = [expr];
  while (stack.length > 0) {
    const e = stack.pop()!;
    if (e.kind === 'seq') for (const item of e.items) stack.push(item);
    else if (e.kind === 'repeat') stack.push(e.item);
    else if (e.kind === 'alt') {
      out.push(e);
      for (const option of e.options) stack.push(option);
    }
  }
  return out;
}

/** The rules of a grammar and some more (the options of the alternation checked), without copying the grammar's. */
class RulesWith implements ReadonlyMap<string, Rule> {
  private readonly more = new Map<string, Rule>();

  constructor(private readonly base: ReadonlyMap<string, Rule>) {}

  set(name: string, rule: Rule): void {
    this.more.set(name, rule);
  }

  get(name: string): Rule | undefined {
    return this.more.get(name) ?? this.base.get(name);
  }

  has(name: string): boolean {
    return this.more.has(name) || this.base.has(name);
  }

  get size(): number {
    return this.base.size + this.more.size;
  }

  *entries(): MapIterator<[string, Rule]> {
    yield* this.base.entries();
    yield* this.more.entries();
  }

  *keys(): MapIterator<string> {
    for (const [name] of this.entries()) yield name;
  }

  *values(): MapIterator<Rule> {
    for (const [, rule] of this.entries()) yield rule;
  }

  [Symbol.iterator](): MapIterator<[string, Rule]> {
    return this.entries();
  }

  forEach(f: (rule: Rule, name: string, map: ReadonlyMap<string, Rule>) => void): void {
    for (const [name, rule] of this.entries()) f(rule, name, this);
  }
}

/** Where the text writes `expr`: its own position, else that of its first part that has one. */
export function placeOf(expr: Expr): Position | undefined {
  for (let e: Expr | undefined = expr; e; e = e.kind === 'seq' ? e.items[0] : e.kind === 'alt' ? e.options[0] : e.kind === 'repeat' ? e.item : undefined) {
    if (e.at) return e.at;
  }
  return undefined;
}
