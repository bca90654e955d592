import { Alphabet, singleCharacters } from '../engine/bnf/alphabet';
import { DEAD, LazyDfa } from '../engine/bnf/dfa';
import type { Expr, Grammar, Rule as BnfRule } from '../engine/bnf/model';
import { buildNfa } from '../engine/bnf/nfa';

/**
 * A grammar refused at registration: the rule and what is wrong with it (`problem`).
 *
 * @example
 * ```ts
 * try {
 *   defineScheme({ name: 'ab', hierarchical: false, grammar: g.alt(g.literal('a'), g.literal('ab')) });
 * } catch (e) {
 *   if (e instanceof SchemeGrammarError) [e.rule, e.problem]; // ['(grammar)', 'unreachable-alternative']
 * }
 * ```
 */
export class SchemeGrammarError extends Error {
  constructor(
    readonly rule: string,
    readonly problem: 'undefined-rule' | 'empty-repetition' | 'unreachable-alternative' | 'unknown-start',
    message: string,
  ) {
    super(`uri-grammar: rule "${rule}": ${message}`);
    this.name = 'SchemeGrammarError';
  }
}

/** Whether `expr` can match the empty string. */
export function nullable(grammar: Grammar, expr: Expr, memo = new Map<string, boolean>()): boolean {
  switch (expr.kind) {
    case 'literal':
      return expr.text === '';
    case 'chars':
      return false;
    case 'ref': {
      if (!memo.has(expr.name)) {
        memo.set(expr.name, false);
        memo.set(expr.name, nullable(grammar, grammar.rules.get(expr.name)!.expr, memo));
      }
      return memo.get(expr.name)!;
    }
    case 'seq':
      return expr.items.every((e) => nullable(grammar, e, memo));
    case 'alt':
      return expr.options.some((e) => nullable(grammar, e, memo));
    case 'repeat':
      return expr.min === 0 || nullable(grammar, expr.item, memo);
  }
}

/**
 * How an alternative is "never reached":
 * - `'bnf'`: every string it matches is matched by an earlier alternative (it adds nothing);
 * - `'peg'` (ordered choice): every string it matches starts with one an earlier alternative
 *   matches, so the earlier one always wins first.
 */
export type Choice = 'bnf' | 'peg';

/** Whether L(a) ⊆ L(b) (`bnf`) or L(a) ⊆ L(b)·Σ* (`peg`), by walking the product of the two automata. */
function covered(grammar: Grammar, a: Expr, b: Expr, choice: Choice): boolean {
  const rules = new Map<string, BnfRule>(grammar.rules);
  const at = { line: 0, column: 0 };
  rules.set(' a', { name: ' a', expr: a, at });
  rules.set(' b', { name: ' b', expr: b, at });
  const g: Grammar = { rules, warnings: [] };
  const alphabet = new Alphabet(g);
  const single = singleCharacters(g);
  const da = new LazyDfa(buildNfa(g, alphabet, single, ' a'), alphabet);
  const db = new LazyDfa(buildNfa(g, alphabet, single, ' b'), alphabet);
  const seen = new Set<string>();
  const queue: Array<[number, number]> = [[da.start, db.start]];
  while (queue.length > 0) {
    const [sa, sb] = queue.pop()!;
    const key = `${sa},${sb}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (choice === 'peg' && sb !== DEAD && db.isAccepting(sb)) continue; // an earlier option already matched a prefix
    if (da.isAccepting(sa) && (sb === DEAD || !db.isAccepting(sb))) return false;
    for (let cls = 1; cls < alphabet.size; cls++) {
      const na = da.step(sa, cls);
      if (na !== DEAD) queue.push([na, sb === DEAD ? DEAD : db.step(sb, cls)]);
    }
  }
  return true;
}

/** Whether a model expression contains a part the checks cannot see into. */
export type Opaque = (expr: Expr) => boolean;

/**
 * The registration-time checks of issue 4 over the rules `names` of `grammar` (whose
 * references are all defined): no repetition of something that can match empty, and no
 * alternative that can never be reached. Throws a SchemeGrammarError for the first problem.
 */
export function checkRules(grammar: Grammar, names: Iterable<string>, choice: Choice, opaque: Opaque = () => false): void {
  const memo = new Map<string, boolean>();
  for (const name of names) {
    const visit = (expr: Expr): void => {
      switch (expr.kind) {
        case 'seq':
          return expr.items.forEach(visit);
        case 'repeat':
          if ((expr.max === null || expr.max > 1) && !opaque(expr.item) && nullable(grammar, expr.item, memo)) {
            throw new SchemeGrammarError(name, 'empty-repetition', 'a repetition of something that can match the empty string (it could repeat forever without consuming input)');
          }
          return visit(expr.item);
        case 'alt':
          expr.options.forEach(visit);
          for (let k = 1; k < expr.options.length; k++) {
            const earlier = expr.options.slice(0, k);
            const option = expr.options[k]!;
            if (opaque(option) || earlier.some(opaque)) continue;
            const previous: Expr = earlier.length === 1 ? earlier[0]! : { kind: 'alt', options: earlier };
            if (covered(grammar, option, previous, choice)) {
              throw new SchemeGrammarError(name, 'unreachable-alternative', `alternative ${k + 1} can never be reached: every string it matches ${choice === 'peg' ? 'begins with a match of' : 'is matched by'} an earlier alternative`);
            }
          }
          return;
        default:
          return;
      }
    };
    visit(grammar.rules.get(name)!.expr);
  }
}
