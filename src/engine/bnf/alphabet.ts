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
   * tells all 65,536 code units apart has classes up to 65,536, one more than 16 bits hold
   * (one array type for every grammar, so the lookup's call sites stay monomorphic).
   */
  readonly classOf = new Uint32Array(0x10000);
  /** The code units of each class (`[-1, -1]` for class 0); ascending, so a set of code units is a set of class intervals. */
  readonly rangeOf: Array<[number, number]> = [[-1, -1]];

  constructor(grammar: Grammar) {
    // each distinct range once (a long literal repeats its few characters)
    const mentioned = new Map<number, [number, number]>();
    const mention = (ranges: Ranges): void => {
      for (const [first, last] of ranges) if (!mentioned.has(first * 0x10001 + last)) mentioned.set(first * 0x10001 + last, [first, last]);
    };
    const add = (expr: Expr): void => {
      switch (expr.kind) {
        case 'literal':
          for (let k = 0; k < expr.text.length; k++) mention(literalCharacter(expr, k));
          return;
        case 'chars':
          mention(expr.ranges);
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
    for (const [first, last] of mentioned.values()) bounds.add(first).add(last + 1);
    const covered = union([[...mentioned.values()]]);
    const sorted = [...bounds].sort((a, b) => a - b);
    let r = 0;
    for (let k = 0; k < sorted.length; k++) {
      const first = sorted[k]!;
      const last = (sorted[k + 1] ?? 0x10000) - 1;
      if (first > 0xffff) break;
      while (r < covered.length && covered[r]![1] < first) r++;
      if (r === covered.length || covered[r]![0] > first) continue; // in no range: class 0
      this.rangeOf.push([first, last]);
    }
    for (let cls = 1; cls < this.rangeOf.length; cls++) this.classOf.fill(cls, this.rangeOf[cls]![0], this.rangeOf[cls]![1] + 1);
  }

  /** The classes whose first code unit lies in [first, last], as an interval [low, high] of ids (low > high: none). */
  classesWithin(first: number, last: number): [number, number] {
    return [this.firstClassFrom(first), this.firstClassFrom(last + 1) - 1];
  }

  /** The lowest class whose first code unit is `code` or after (the size when there is none). */
  private firstClassFrom(code: number): number {
    let low = 1;
    let high = this.rangeOf.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.rangeOf[mid]![0] < code) low = mid + 1;
      else high = mid;
    }
    return low;
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
