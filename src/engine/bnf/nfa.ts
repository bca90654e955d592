import type { Alphabet } from './alphabet';
import { type Ranges, inRanges, literalCharacter } from './charset';
import type { Expr, Grammar } from './model';

/**
 * A Thompson NFA (every state has ε-moves and at most one character edge) for one rule,
 * with every rule reference inlined — possible because no rule is recursive (check.ts).
 */
export interface Nfa {
  start: number;
  accept: number;
  eps: number[][];
  /** Per state: the classes its character edge accepts (null: no edge). */
  edge: Array<Uint8Array | null>;
  /** Per state: the target of its character edge. */
  target: number[];
}

interface Fragment {
  start: number;
  end: number;
}

export function buildNfa(
  grammar: Grammar,
  alphabet: Alphabet,
  single: (expr: Expr) => Ranges | null,
  rule: string,
): Nfa {
  const nfa: Nfa = { start: 0, accept: 0, eps: [], edge: [], target: [] };
  const state = (): number => {
    nfa.eps.push([]);
    nfa.edge.push(null);
    nfa.target.push(-1);
    return nfa.eps.length - 1;
  };
  const epsilon = (from: number, to: number): void => void nfa.eps[from]!.push(to);
  const chars = (ranges: Ranges): Fragment => {
    const start = state();
    const end = state();
    const classes = new Uint8Array(alphabet.size);
    for (let cls = 1; cls < alphabet.size; cls++) if (inRanges(ranges, alphabet.rangeOf[cls]![0])) classes[cls] = 1;
    nfa.edge[start] = classes;
    nfa.target[start] = end;
    return { start, end };
  };
  const chain = (parts: Array<() => Fragment>): Fragment => {
    const start = state();
    let end = start;
    for (const part of parts) {
      const f = part();
      epsilon(end, f.start);
      end = f.end;
    }
    return { start, end };
  };

  const build = (expr: Expr): Fragment => {
    const ranges = single(expr);
    if (ranges) return chars(ranges);
    switch (expr.kind) {
      case 'literal':
        return chain(Array.from({ length: expr.text.length }, (_, k) => () => chars(literalCharacter(expr, k))));
      case 'chars':
        return chars(expr.ranges);
      case 'ref':
        return build(grammar.rules.get(expr.name)!.expr);
      case 'seq':
        return chain(expr.items.map((item) => () => build(item)));
      case 'alt': {
        const start = state();
        const end = state();
        for (const option of expr.options) {
          const f = build(option);
          epsilon(start, f.start);
          epsilon(f.end, end);
        }
        return { start, end };
      }
      case 'repeat':
        return repeat(expr.min, expr.max, expr.item);
    }
  };

  /** `min` copies in sequence, then either a loop or `max - min` nested optional copies. */
  const repeat = (min: number, max: number | null, item: Expr): Fragment => {
    const mandatory = chain(Array.from({ length: min }, () => () => build(item)));
    const start = state();
    const end = state();
    epsilon(mandatory.end, start);
    epsilon(start, end);
    if (max === null) {
      const f = build(item);
      epsilon(start, f.start);
      epsilon(f.end, start);
    } else {
      let from = start;
      for (let k = min; k < max; k++) {
        const f = build(item);
        epsilon(from, f.start);
        epsilon(f.end, end);
        from = f.end;
      }
    }
    return { start: mandatory.start, end };
  };

  const root = build(grammar.rules.get(rule)!.expr);
  nfa.start = root.start;
  nfa.accept = root.end;
  return nfa;
}
