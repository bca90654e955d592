import { nearest } from '../nearest';
import { BnfError } from './errors';
import type { Expr, Grammar } from './model';

/**
 * Every referenced rule is defined (recursive rules are the compiler's: src/engine/compile/recursion.ts).
 * Iterative (an explicit stack), so a deep expression is no risk.
 */
export function checkGrammar(grammar: Grammar): void {
  for (const rule of grammar.rules.values()) {
    const refs = references(rule.expr);
    for (const ref of refs) {
      if (!grammar.rules.has(ref.name)) {
        const typo = nearest(ref.name, grammar.rules.keys());
        throw new BnfError(`undefined rule "${ref.name}" in rule "${rule.name}"${typo === undefined ? '' : `; did you mean "${typo}"?`}`, ref.at, 'undefined-rule', ref.name);
      }
    }
  }
}

/** The references of an expression, in order (iterative). */
export function references(expr: Expr): Array<Extract<Expr, { kind: 'ref' }>> {
  const out: Array<Extract<Expr, { kind: 'ref' }>> = [];
  const stack: Expr[] = [expr];
  while (stack.length > 0) {
    const e = stack.pop()!;
    switch (e.kind) {
      case 'ref':
        out.push(e);
        break;
      case 'seq':
        for (let k = e.items.length - 1; k >= 0; k--) stack.push(e.items[k]!);
        break;
      case 'alt':
        for (let k = e.options.length - 1; k >= 0; k--) stack.push(e.options[k]!);
        break;
      case 'repeat':
        stack.push(e.item);
        break;
      default:
        break;
    }
  }
  return out;
}
