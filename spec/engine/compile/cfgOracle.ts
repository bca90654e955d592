// An independent reading of a grammar model with recursive rules, for small inputs: sets of
// end positions per (expression, start), memoised per (rule, start) — no automaton, no stack
// machine. Valid for grammars without left recursion (a rule never reaches itself at the same
// position), which is what the compiler accepts. JavaScript recursion is fine here: inputs are short.
import type { Expr, Grammar } from '../../../src/engine/bnf/model';

export class CfgOracle {
  private memo = new Map<string, Set<number>>();
  private prefixMemo = new Map<string, boolean>();
  private input = '';

  constructor(private readonly grammar: Grammar) {}

  private reset(input: string): void {
    this.input = input;
    this.memo.clear();
    this.prefixMemo.clear();
  }

  /** Whether `input` is a member of `rule`'s language. */
  member(rule: string, input: string): boolean {
    this.reset(input);
    return this.ends(this.grammar.rules.get(rule)!.expr, 0).has(input.length);
  }

  /** Whether `input` is a prefix of some member of `rule`'s language. */
  viable(rule: string, input: string): boolean {
    this.reset(input);
    return this.prefix(this.grammar.rules.get(rule)!.expr, 0);
  }

  /** The longest k such that input[0, k) is viable. */
  viablePrefix(rule: string, input: string): number {
    let k = 0;
    while (k < input.length && this.viable(rule, input.slice(0, k + 1))) k++;
    return k;
  }

  private ends(expr: Expr, i: number): Set<number> {
    const s = this.input;
    switch (expr.kind) {
      case 'literal': {
        const piece = s.slice(i, i + expr.text.length);
        const same = expr.caseInsensitive ? piece.toLowerCase() === expr.text.toLowerCase() : piece === expr.text;
        return same && piece.length === expr.text.length ? new Set([i + expr.text.length]) : new Set();
      }
      case 'chars': {
        const c = s.charCodeAt(i);
        return i < s.length && expr.ranges.some(([a, b]) => c >= a && c <= b) ? new Set([i + 1]) : new Set();
      }
      case 'ref': {
        const key = `${expr.name}@${i}`;
        let known = this.memo.get(key);
        if (!known) {
          this.memo.set(key, new Set()); // left recursion would read this: the compiler refuses it
          known = this.ends(this.grammar.rules.get(expr.name)!.expr, i);
          this.memo.set(key, known);
        }
        return known;
      }
      case 'seq': {
        let at = new Set([i]);
        for (const item of expr.items) {
          const next = new Set<number>();
          for (const p of at) for (const q of this.ends(item, p)) next.add(q);
          at = next;
        }
        return at;
      }
      case 'alt': {
        const out = new Set<number>();
        for (const option of expr.options) for (const q of this.ends(option, i)) out.add(q);
        return out;
      }
      case 'repeat': {
        const out = new Set<number>();
        let at = new Set([i]);
        const seen = new Set<string>();
        for (let count = 0; at.size > 0; count++) {
          if (count >= expr.min) for (const p of at) out.add(p);
          if (expr.max !== null && count >= expr.max) break;
          const next = new Set<number>();
          for (const p of at) {
            for (const q of this.ends(expr.item, p)) {
              const key = `${Math.min(count + 1, expr.min)}:${q}`;
              if (!seen.has(key)) {
                seen.add(key);
                next.add(q);
              }
            }
          }
          at = next;
        }
        return out;
      }
    }
  }

  /** Whether input[i..] is a prefix of some string of `expr`'s language (every expression of a checked grammar derives some string). */
  private prefix(expr: Expr, i: number): boolean {
    const s = this.input;
    if (i === s.length) return true;
    switch (expr.kind) {
      case 'literal': {
        const rest = s.slice(i);
        if (rest.length > expr.text.length) return false;
        const head = expr.text.slice(0, rest.length);
        return expr.caseInsensitive ? head.toLowerCase() === rest.toLowerCase() : head === rest;
      }
      case 'chars':
        return s.length - i === 1 && this.ends(expr, i).size > 0;
      case 'ref': {
        const key = `${expr.name}@${i}`;
        let known = this.prefixMemo.get(key);
        if (known === undefined) {
          this.prefixMemo.set(key, false);
          known = this.prefix(this.grammar.rules.get(expr.name)!.expr, i);
          this.prefixMemo.set(key, known);
        }
        return known;
      }
      case 'seq': {
        let at = new Set([i]);
        for (const item of expr.items) {
          const next = new Set<number>();
          for (const p of at) {
            if (this.prefix(item, p)) return true;
            for (const q of this.ends(item, p)) next.add(q);
          }
          at = next;
        }
        return at.has(s.length);
      }
      case 'alt':
        return expr.options.some((o) => this.prefix(o, i));
      case 'repeat': {
        let at = new Set([i]);
        const seen = new Set<number>([i]);
        for (let count = 0; at.size > 0; count++) {
          if (at.has(s.length)) return true;
          if (expr.max !== null && count >= expr.max) return false;
          const next = new Set<number>();
          for (const p of at) {
            if (this.prefix(expr.item, p)) return true;
            for (const q of this.ends(expr.item, p)) if (!seen.has(q) || count < expr.min) next.add(q);
          }
          for (const q of next) seen.add(q);
          at = next;
        }
        return false;
      }
    }
  }
}

/**
 * The derivation a backtracking parser finds (the tree's policy: left to right, an earlier
 * alternative first, a repetition as long as the rest still matches): the markers
 * `[+k, at, …, -k, at]` of the rules `nodes` (k: 1-based index into `names`), or null.
 */
export function backtrackingDerivation(grammar: Grammar, start: string, input: string, isNode: (name: string) => boolean, names: string[]): number[] | null {
  type Cont = (i: number, out: number[]) => number[] | null;
  const idOf = (name: string) => {
    let k = names.indexOf(name);
    if (k < 0) k = names.push(name) - 1;
    return k + 1;
  };
  const run = (expr: Expr, i: number, out: number[], k: Cont): number[] | null => {
    switch (expr.kind) {
      case 'literal':
      case 'chars': {
        const ok = expr.kind === 'literal'
          ? (expr.caseInsensitive ? input.slice(i, i + expr.text.length).toLowerCase() === expr.text.toLowerCase() : input.slice(i, i + expr.text.length) === expr.text) && i + expr.text.length <= input.length
          : i < input.length && expr.ranges.some(([a, b]) => input.charCodeAt(i) >= a && input.charCodeAt(i) <= b);
        return ok ? k(i + (expr.kind === 'literal' ? expr.text.length : 1), out) : null;
      }
      case 'ref': {
        const body = grammar.rules.get(expr.name)!.expr;
        if (!isNode(expr.name)) return run(body, i, out, k);
        const id = idOf(expr.name);
        return run(body, i, [...out, id, i], (j, o) => k(j, [...o, -id, j]));
      }
      case 'seq': {
        const step = (n: number): Cont => (j, o) => (n === expr.items.length ? k(j, o) : run(expr.items[n]!, j, o, step(n + 1)));
        return step(0)(i, out);
      }
      case 'alt':
        for (const option of expr.options) {
          const r = run(option, i, out, k);
          if (r) return r;
        }
        return null;
      case 'repeat': {
        const loop = (count: number, j: number, o: number[]): number[] | null => {
          if (expr.max === null || count < expr.max) {
            // one more first (greedy); an iteration that reads nothing does not go on
            const r = run(expr.item, j, o, (j2, o2) => (j2 === j && count >= expr.min ? null : loop(count + 1, j2, o2)));
            if (r) return r;
          }
          return count >= expr.min ? k(j, o) : null;
        };
        return loop(0, i, out);
      }
    }
  };
  return run(grammar.rules.get(start)!.expr, 0, [], (i, out) => (i === input.length ? out : null));
}
