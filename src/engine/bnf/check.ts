import { BnfError } from './errors';
import type { Expr, Grammar, Rule } from './model';

/** Every referenced rule is defined, and no rule refers to itself, directly or not. */
export function checkGrammar(grammar: Grammar): void {
  const done = new Set<string>();
  const path: Rule[] = [];
  const visit = (rule: Rule): void => {
    if (done.has(rule.name)) return;
    path.push(rule);
    for (const ref of references(rule.expr)) {
      const target = grammar.rules.get(ref.name);
      if (!target) throw new BnfError(`undefined rule "${ref.name}" in rule "${rule.name}"`, ref.at);
      const cycleStart = path.indexOf(target);
      if (cycleStart >= 0) {
        const cycle = [...path.slice(cycleStart).map((r) => r.name), ref.name].join(' -> ');
        throw new BnfError(`recursive rule "${ref.name}": ${cycle}`, ref.at);
      }
      visit(target);
    }
    path.pop();
    done.add(rule.name);
  };
  for (const rule of grammar.rules.values()) visit(rule);
}

export function references(expr: Expr): Array<Extract<Expr, { kind: 'ref' }>> {
  switch (expr.kind) {
    case 'literal':
    case 'chars':
      return [];
    case 'ref':
      return [expr];
    case 'seq':
      return expr.items.flatMap(references);
    case 'alt':
      return expr.options.flatMap(references);
    case 'repeat':
      return references(expr.item);
  }
}
