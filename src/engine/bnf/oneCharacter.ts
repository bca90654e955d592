import type { Expr, Grammar, Rule } from './model';

/** Whether rule `name` of `grammar` matches one character only (its failure is then named by the rule: "expected alpha"). */
export function isOneCharacter(grammar: Grammar | ReadonlyMap<string, Rule>, name: string): boolean {
  const rules = 'rules' in grammar ? (grammar as Grammar).rules : (grammar as ReadonlyMap<string, Rule>);
  const one = (e: Expr, depth: number): boolean =>
    depth < 50 && (e.kind === 'literal' ? e.text.length === 1 : e.kind === 'chars' ? true : e.kind === 'ref' ? one(rules.get(e.name)!.expr, depth + 1) : e.kind === 'alt' ? e.options.every((o) => one(o, depth + 1)) : false);
  return one(rules.get(name)!.expr, 0);
}
