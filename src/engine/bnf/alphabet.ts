import type { Expr, Grammar } from './model';

/**
 * A partition of the UTF-16 code units into classes that no rule tells apart: each code
 * unit that occurs in a literal is a class of its own, every other code unit is class 0
 * (no literal contains it, so no rule accepts it anywhere).
 */
export class Alphabet {
  /** Class of every code unit, one table lookup per input character. */
  readonly classOf = new Uint16Array(0x10000);
  /** The code unit of each class, `-1` for class 0. */
  readonly codeOf: number[] = [-1];

  constructor(grammar: Grammar) {
    const add = (expr: Expr): void => {
      switch (expr.kind) {
        case 'literal':
          for (let k = 0; k < expr.text.length; k++) {
            const code = expr.text.charCodeAt(k);
            if (this.classOf[code] === 0) this.classOf[code] = this.codeOf.push(code) - 1;
          }
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
  }

  get size(): number {
    return this.codeOf.length;
  }
}

/**
 * The code units of a rule that matches exactly one character (`alpha`, `hex`, `uric`…),
 * or null. Such rules become one automaton edge instead of dozens.
 */
export function singleCharacters(grammar: Grammar): (expr: Expr) => number[] | null {
  const memo = new Map<string, number[] | null>();
  const of = (expr: Expr): number[] | null => {
    switch (expr.kind) {
      case 'literal':
        return expr.text.length === 1 ? [expr.text.charCodeAt(0)] : null;
      case 'ref': {
        if (!memo.has(expr.name)) memo.set(expr.name, of(grammar.rules.get(expr.name)!.expr));
        return memo.get(expr.name)!;
      }
      case 'alt': {
        const parts = expr.options.map(of);
        if (parts.some((p) => p === null)) return null;
        return [...new Set(parts.flat() as number[])].sort((a, b) => a - b);
      }
      default:
        return null;
    }
  };
  return of;
}
