import type { Expr, Grammar } from '../engine/bnf/model';

/**
 * The grammar with the scheme name at the head of its start rule matching in either case
 * (RFC 2396 §3.1, RFC 1738 §2.1): the first literal of the start rule (through sequences'
 * first items, and references to rules that `follow` allows), when it begins `"<scheme>:"`,
 * has its scheme part made case-insensitive. Unchanged when there is no such literal.
 */
export function withCaseInsensitiveHead(grammar: Grammar, start: string, scheme: string, follow: (rule: string) => boolean = () => false): Grammar {
  const rules = new Map(grammar.rules);
  const prefix = `${scheme.toLowerCase()}:`;
  let name = start;
  for (let hops = 0; hops < 1000; hops++) {
    const rule = rules.get(name)!;
    let path: number[] = [];
    let e: Expr = rule.expr;
    while (e.kind === 'seq' && e.items.length > 0) {
      path.push(0);
      e = e.items[0]!;
    }
    if (e.kind === 'ref' && follow(e.name) && rules.has(e.name)) {
      name = e.name;
      continue;
    }
    if (e.kind !== 'literal' || e.caseInsensitive || !e.text.toLowerCase().startsWith(prefix)) return grammar;
    const head: Expr = {
      kind: 'seq',
      items: [
        { kind: 'literal', text: e.text.slice(0, scheme.length), caseInsensitive: true },
        { kind: 'literal', text: e.text.slice(scheme.length) },
      ],
    };
    const replace = (x: Expr, depth: number): Expr => (depth === path.length ? head : { ...(x as Extract<Expr, { kind: 'seq' }>), items: [replace((x as Extract<Expr, { kind: 'seq' }>).items[0]!, depth + 1), ...(x as Extract<Expr, { kind: 'seq' }>).items.slice(1)] });
    rules.set(name, { ...rule, expr: replace(rule.expr, 0) });
    path = [];
    return { rules, warnings: grammar.warnings };
  }
  return grammar;
}
