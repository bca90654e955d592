import { type Ranges, literalCharacter, union } from './charset';
import type { Expr, Grammar } from './model';

/**
 * A partition of the UTF-16 code units into classes that no rule tells apart: the intervals
 * between the bounds of every literal character and numeric range of the grammar. Code units
 * that no rule mentions fall in class 0 (no rule accepts them anywhere).
 */
export class Alphabet {
  /**
   * Class of every code unit, one table lookup per input character. 32 bits: a grammar that
   * tells all 65,536 code units apart has classes up to 65,536, one more than 16 bits hold.
   */
  readonly classOf = new Uint32Array(0x10000);
  /** The code units of each class (`[-1, -1]` for class 0). */
  readonly rangeOf: Array<[number, number]> = [[-1, -1]];

  constructor(grammar: Grammar) {
    const mentioned: Ranges[] = [];
    const add = (expr: Expr): void => {
      switch (expr.kind) {
        case 'literal':
          for (let k = 0; k < expr.text.length; k++) mentioned.push(literalCharacter(expr, k));
          return;
        case 'chars':
          mentioned.push(expr.ranges);
          return;
        case 'ref':
          return;
        case 'seq':
          return expr.items.forEach(add);
        case 'alt':
          return expr.options.forEach(add);
        case 'repeat':
          return add(expr.item);
      }
    };
    for (const rule of grammar.rules.values()) add(rule.expr);
    // every start of a mentioned range, and every code unit after one, begins a new interval
    const bounds = new Set<number>();
    for (const [first, last] of mentioned.flat()) bounds.add(first).add(last + 1);
    const covered = union(mentioned);
    const sorted = [...bounds].sort((a, b) => a - b);
    let r = 0;
    for (let k = 0; k < sorted.length; k++) {
      const first = sorted[k]!;
      const last = (sorted[k + 1] ?? 0x10000) - 1;
      if (first > 0xffff) break;
      while (r < covered.length && covered[r]![1] < first) r++;
      if (r === covered.length || covered[r]![0] > first) continue; // in no range: class 0
      const cls = this.rangeOf.push([first, last]) - 1;
      this.classOf.fill(cls, first, last + 1);
    }
  }

  get size(): number {
    return this.rangeOf.length;
  }
}

/**
 * The code units of a rule that matches exactly one character (`alpha`, `hex`, `uric`,
 * `%x41-5A`…), as ranges, or null. Such rules become one automaton edge instead of dozens.
 */
export function singleCharacters(grammar: Grammar): (expr: Expr) => Ranges | null {
  const memo = new Map<string, Ranges | null>();
  const of = (expr: Expr): Ranges | null => {
    switch (expr.kind) {
      case 'literal':
        return expr.text.length === 1 ? literalCharacter(expr, 0) : null;
      case 'chars':
        return expr.ranges;
      case 'ref': {
        if (!memo.has(expr.name)) {
          memo.set(expr.name, null); // a recursive rule is no one-character rule (and is not walked again)
          memo.set(expr.name, of(grammar.rules.get(expr.name)!.expr));
        }
        return memo.get(expr.name)!;
      }
      case 'alt': {
        const parts = expr.options.map(of);
        if (parts.some((p) => p === null)) return null;
        return union(parts as Ranges[]);
      }
      default:
        return null;
    }
  };
  return of;
}
