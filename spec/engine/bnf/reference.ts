/**
 * A deliberately naive second reading of the grammar model, to check the automaton against:
 * sets of end positions computed straight from the definitions, no NFA, no DFA, no
 * character classes. Polynomial, so only for short inputs.
 */
import type { Expr, Grammar } from '../../../src/engine/bnf';
import { inRanges, literalAt } from '../../../src/engine/bnf/charset';

export class Reference {
  constructor(
    private readonly grammar: Grammar,
    private readonly rule: string,
  ) {}

  matches(input: string): boolean {
    return new Run(this.grammar, input).ends(this.root(), 0).has(input.length);
  }

  /** Whether some member of the language starts with `prefix`. */
  isViable(prefix: string): boolean {
    return new Run(this.grammar, prefix).viable(this.root(), 0);
  }

  /** Viability is prefix-closed, so the longest viable prefix can be found by bisection. */
  viablePrefix(input: string): number {
    let [lo, hi] = [0, input.length]; // lo is viable; everything longer than hi is not
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.isViable(input.slice(0, mid))) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private root(): Expr {
    return this.grammar.rules.get(this.rule)!.expr;
  }
}

class Run {
  private readonly endsMemo = new Map<Expr, Map<number, Set<number>>>();
  private readonly viableMemo = new Map<Expr, Map<number, boolean>>();

  constructor(
    private readonly grammar: Grammar,
    private readonly s: string,
  ) {}

  /** Every j such that s[i..j) is a member of L(expr). */
  ends(expr: Expr, i: number): Set<number> {
    let byPos = this.endsMemo.get(expr);
    if (!byPos) this.endsMemo.set(expr, (byPos = new Map()));
    let result = byPos.get(i);
    if (!result) byPos.set(i, (result = this.computeEnds(expr, i)));
    return result;
  }

  /** Whether s[i..] is a prefix of some member of L(expr) (every L(expr) here is non-empty). */
  viable(expr: Expr, i: number): boolean {
    if (i === this.s.length) return true;
    let byPos = this.viableMemo.get(expr);
    if (!byPos) this.viableMemo.set(expr, (byPos = new Map()));
    let result = byPos.get(i);
    if (result === undefined) byPos.set(i, (result = this.computeViable(expr, i)));
    return result;
  }

  private computeEnds(expr: Expr, i: number): Set<number> {
    switch (expr.kind) {
      case 'literal':
        return new Set(literalAt(expr, this.s, i) ? [i + expr.text.length] : []);
      case 'chars':
        return new Set(i < this.s.length && inRanges(expr.ranges, this.s.charCodeAt(i)) ? [i + 1] : []);
      case 'ref':
        return this.ends(this.grammar.rules.get(expr.name)!.expr, i);
      case 'alt':
        return new Set(expr.options.flatMap((o) => [...this.ends(o, i)]));
      case 'seq':
        return expr.items.reduce((from, item) => this.step(item, from), new Set([i]));
      case 'repeat': {
        let layer = new Set([i]);
        const result = new Set(expr.min === 0 ? [i] : []);
        for (let k = 1; expr.max === null || k <= expr.max; k++) {
          layer = this.step(expr.item, layer);
          if (k >= expr.min) {
            const fresh = [...layer].filter((j) => !result.has(j));
            if (expr.max === null && fresh.length === 0 && k > expr.min) break;
            fresh.forEach((j) => result.add(j));
          }
          if (layer.size === 0) break;
        }
        return result;
      }
    }
  }

  private computeViable(expr: Expr, i: number): boolean {
    switch (expr.kind) {
      case 'literal': {
        const rest = this.s.slice(i);
        return expr.caseInsensitive ? expr.text.toLowerCase().startsWith(rest.toLowerCase()) : expr.text.startsWith(rest);
      }
      case 'chars': // one character: viable when exactly one is left, and it is in the ranges
        return i === this.s.length - 1 && inRanges(expr.ranges, this.s.charCodeAt(i));
      case 'ref':
        return this.viable(this.grammar.rules.get(expr.name)!.expr, i);
      case 'alt':
        return expr.options.some((o) => this.viable(o, i));
      case 'seq': {
        let from = new Set([i]);
        for (const item of expr.items) {
          if ([...from].some((p) => this.viable(item, p))) return true;
          from = this.step(item, from);
        }
        return from.has(this.s.length);
      }
      case 'repeat': {
        // Reaching a position in fewer iterations leaves more budget, so first visits suffice.
        let layer = new Set([i]);
        const seen = new Set([i]);
        for (let k = 0; expr.max === null || k < expr.max; k++) {
          if ([...layer].some((p) => this.viable(expr.item, p))) return true;
          layer = new Set([...this.step(expr.item, layer)].filter((j) => !seen.has(j)));
          layer.forEach((j) => seen.add(j));
          if (layer.size === 0) return false;
        }
        return layer.has(this.s.length);
      }
    }
  }

  private step(expr: Expr, from: Set<number>): Set<number> {
    return new Set([...from].flatMap((p) => [...this.ends(expr, p)]));
  }
}
