import type { Expr, Rule } from '../bnf/model';

/** A rule as a scope sees it: the rule, and the scope its own names resolve in. */
export interface Seen<S> {
  scope: S;
  rule: Rule;
}

/** Where a name of `scope` leads: its rule, or undefined where it names no one rule. */
export type Definer<S> = (scope: S, name: string) => Seen<S> | undefined;

/** Element comparisons one question may take: past it, the rules count as not alike. */
const BUDGET = 100_000;

/**
 * Whether two rules, each read in its own rule set, are written alike: the same elements,
 * every reference leading to rules written alike in their sets (assumed alike while they are
 * compared, so that rules referring back end). RFC 3987 §2.2 restates RFC 3986's
 * `pct-encoded`, `port`, `IPv4address` and others rule for rule: a text that imports both
 * means one rule by such a name, not two. Enough for the same language, not needed: rules
 * written otherwise stay apart even where their languages agree.
 */
export function writtenAlike<S>(a: Seen<S>, b: Seen<S>, define: Definer<S>): boolean {
  const assumed = new Map<Rule, Set<Rule>>();
  let work = BUDGET;
  const sameRule = (x: Seen<S>, y: Seen<S>): boolean => {
    if (x.rule === y.rule) return true;
    let pairs = assumed.get(x.rule);
    if (pairs?.has(y.rule)) return true;
    if (!pairs) assumed.set(x.rule, (pairs = new Set()));
    pairs.add(y.rule);
    return sameExpr(x.rule.expr, x.scope, y.rule.expr, y.scope);
  };
  const sameExpr = (x: Expr, sx: S, y: Expr, sy: S): boolean => {
    if (--work < 0 || x.kind !== y.kind) return false;
    switch (x.kind) {
      case 'literal': {
        const other = y as typeof x;
        return x.text === other.text && (x.caseInsensitive === true) === (other.caseInsensitive === true);
      }
      case 'chars': {
        const other = y as typeof x;
        return x.ranges.length === other.ranges.length && x.ranges.every(([first, last], k) => first === other.ranges[k]![0] && last === other.ranges[k]![1]);
      }
      case 'seq': {
        const other = y as typeof x;
        return x.items.length === other.items.length && x.items.every((item, k) => sameExpr(item, sx, other.items[k]!, sy));
      }
      case 'alt': {
        const other = y as typeof x;
        return x.options.length === other.options.length && x.options.every((option, k) => sameExpr(option, sx, other.options[k]!, sy));
      }
      case 'repeat': {
        const other = y as typeof x;
        return x.min === other.min && x.max === other.max && sameExpr(x.item, sx, other.item, sy);
      }
      case 'ref': {
        const other = y as typeof x;
        if (x.prose !== undefined || other.prose !== undefined) return false; // what a prose value means is not written here
        const rx = define(sx, x.name);
        const ry = define(sy, other.name);
        return rx !== undefined && ry !== undefined && sameRule(rx, ry);
      }
    }
  };
  return sameRule(a, b);
}
