import { nearest } from '../nearest';
import { BnfError } from './errors';
import type { Expr, Grammar } from './model';

/**
 * Every referenced rule is defined, and no rule refers to itself, directly or not.
 * Iterative (explicit stacks), so a long chain of rules or a deep expression is no risk.
 */
export function checkGrammar(grammar: Grammar): void {
  const refsOf = new Map<string, Array<Extract<Expr, { kind: 'ref' }>>>();
  for (const rule of grammar.rules.values()) {
    const refs = references(rule.expr);
    for (const ref of refs) {
      if (!grammar.rules.has(ref.name)) {
        const typo = nearest(ref.name, grammar.rules.keys());
        throw new BnfError(`undefined rule "${ref.name}" in rule "${rule.name}"${typo === undefined ? '' : `; did you mean "${typo}"?`}`, ref.at, 'undefined-rule', ref.name);
      }
    }
    refsOf.set(rule.name, refs);
  }
  const state = new Map<string, 'open' | 'done'>();
  for (const root of grammar.rules.keys()) {
    if (state.has(root)) continue;
    const stack: Array<{ name: string; next: number }> = [{ name: root, next: 0 }];
    state.set(root, 'open');
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const refs = refsOf.get(top.name)!;
      if (top.next === refs.length) {
        state.set(top.name, 'done');
        stack.pop();
        continue;
      }
      const ref = refs[top.next++]!;
      const seen = state.get(ref.name);
      if (seen === 'done') continue;
      if (seen === 'open') {
        const names = stack.map((f) => f.name);
        const cycle = [...names.slice(names.indexOf(ref.name)), ref.name].join(' -> ');
        throw new BnfError(`recursive rule "${ref.name}": ${cycle}`, ref.at, 'recursive-rule', ref.name);
      }
      state.set(ref.name, 'open');
      stack.push({ name: ref.name, next: 0 });
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
