import type { Expr } from './model';

/** A copy of `expr` with every reference renamed by `f` (the expressions are nested no deeper than the readers allow). */
export function renamed(expr: Expr, f: (ref: Extract<Expr, { kind: 'ref' }>) => string): Expr {
  switch (expr.kind) {
    case 'ref':
      return { ...expr, name: f(expr) };
    case 'seq':
      return { ...expr, items: expr.items.map((e) => renamed(e, f)) };
    case 'alt':
      return { ...expr, options: expr.options.map((e) => renamed(e, f)) };
    case 'repeat':
      return { ...expr, item: renamed(expr.item, f) };
    default:
      return expr;
  }
}
