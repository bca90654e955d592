import { type Alphabet, singleCharacters } from '../bnf/alphabet';
import type { Ranges } from '../bnf/charset';
import type { Expr, Grammar, Position } from '../bnf/model';
import type { NfaOptions } from './nfa';
import { GrammarProblemError, LIMITS } from './problems';
import { recursionOf } from './recursion';

/** Counts past the limit are capped here: the exact number no longer matters, and products stay finite. */
const CAP = LIMITS.states + 1;

/**
 * The number of states buildNfa makes for `root` (the body of `start`) with `options`,
 * counted from the model without building anything: what lets a grammar past LIMITS.states be
 * refused before its automaton is built (capped at LIMITS.states + 1). It mirrors buildNfa
 * state for state: a literal of n characters is 2n + 1 states, a character set 2, a sequence
 * one plus its items, an alternation two plus its options, a repetition three plus its
 * copies, a reference its body (2 for a one-character rule not kept) plus 2 for a node's
 * markers (a call and its return point, 2, for a recursive rule, whose fragment is counted
 * once, plus its RETURN state), and one accepting state. The grammar has passed `analyze` (nesting within
 * LIMITS.depth bounds the recursion); each expression is counted once per rule frame name
 * (a node depends on the frame it is referenced from).
 */
export function automatonStates(grammar: Grammar, start: string, options: NfaOptions = {}, root: Expr = grammar.rules.get(start)!.expr, single = singlesOf(grammar)): number {
  const keep = options.keep ?? (() => false);
  const shown = options.frameName ?? ((name: string) => name);
  const isNode = options.node;
  const recursive = recursionOf(grammar, start).rules;
  /** The recursive rules called so far: each one's fragment is counted once, as buildNfa builds it. */
  const called = new Set<string>();
  const memo = new Map<Expr, Map<string, number>>();
  const count = (expr: Expr, frame: string): number => {
    const key = isNode ? frame : '';
    let known = memo.get(expr);
    const hit = known?.get(key);
    if (hit !== undefined) return hit;
    const n = Math.min(CAP, own(expr, frame));
    if (!known) memo.set(expr, (known = new Map()));
    known.set(key, n);
    return n;
  };
  const own = (expr: Expr, frame: string): number => {
    switch (expr.kind) {
      case 'literal':
        return 2 * expr.text.length + 1;
      case 'chars':
        return 2;
      case 'ref': {
        if (!keep(expr.name) && single(expr)) return 2;
        if (recursive.has(expr.name)) {
          called.add(expr.name);
          return 2 + (isNode?.(expr.name, frame) ? 2 : 0);
        }
        const body = count(grammar.rules.get(expr.name)!.expr, shown(expr.name) ?? frame);
        return body + (isNode?.(expr.name, frame) ? 2 : 0);
      }
      case 'seq': {
        let n = 1;
        for (const item of expr.items) n = Math.min(CAP, n + count(item, frame));
        return n;
      }
      case 'alt': {
        let n = 2;
        for (const option of expr.options) n = Math.min(CAP, n + count(option, frame));
        return n;
      }
      case 'repeat': {
        const copies = expr.max === null ? expr.min + 1 : expr.max;
        return 3 + Math.min(CAP, copies) * count(expr.item, frame);
      }
    }
  };
  const rootName = shown(start) ?? start;
  let states = count(root, rootName) + 1;
  for (const name of called) states = Math.min(CAP, states + count(grammar.rules.get(name)!.expr, shown(name) ?? '') + 1); // a Set's iteration visits what is added during it
  return Math.min(CAP, states);
}

const singles = new WeakMap<Grammar, (expr: Expr) => Ranges | null>();

/** singleCharacters of `grammar`, made once per grammar: its memo serves every count (a registration counts once per alternation checked). */
export function singlesOf(grammar: Grammar): (expr: Expr) => Ranges | null {
  let single = singles.get(grammar);
  if (!single) singles.set(grammar, (single = singleCharacters(grammar)));
  return single;
}

/**
 * Refuses, before it is built, an automaton of `states` states over `alphabet` past
 * `LIMITS.classPairs` (30,000 distinct %x values: 30,000 character sets of 30,000 classes).
 */
export function refuseClassPairs(states: number, alphabet: Alphabet, rule: string, at: Position | undefined): void {
  if (states * alphabet.size <= LIMITS.classPairs) return;
  throw new GrammarProblemError('automaton-too-large', rule, `its automaton would read ${alphabet.size} classes of characters in about ${states} states, more than ${LIMITS.classPairs} (state, class) pairs (counted before building it)`, at);
}
