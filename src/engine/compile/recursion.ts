import { references as referencesIn } from '../bnf/check';
import type { Expr, Grammar } from '../bnf/model';
import { GrammarProblemError } from './problems';

/**
 * What the compiler knows of the recursive rules reachable from a start rule: the rules that
 * lie on a cycle of references (a strongly connected set of two or more rules, or a rule that
 * refers to itself). Only these are compiled as their own fragments and called with a stack;
 * every other reference stays inlined (docs/grammar-compiler.md, "Recursive rules").
 */
export interface Recursion {
  /** The rules on a cycle of references, reachable from the start. */
  readonly rules: ReadonlySet<string>;
  /** Whether each of them matches the empty string. */
  readonly nullable: ReadonlyMap<string, boolean>;
}

const NONE: Recursion = { rules: new Set(), nullable: new Map() };

const known = new WeakMap<Grammar, Map<string, Recursion>>();
/**
 * Per grammar, the rules from which no cycle is reachable (found by earlier walks): a walk
 * stops there, so that walks from every rule of a grammar without recursion cost the grammar
 * once, not once per rule (a chain of 100,000 rules checked rule by rule).
 */
const acyclic = new WeakMap<Grammar, Set<string>>();

/**
 * The recursive rules reachable from `start` (Tarjan's algorithm with an explicit stack).
 * References to undefined rules are skipped here (analyze refuses them).
 */
export function recursionOf(grammar: Grammar, start: string): Recursion {
  let byStart = known.get(grammar);
  if (!byStart) known.set(grammar, (byStart = new Map()));
  let found = byStart.get(start);
  if (!found) byStart.set(start, (found = findRecursion(grammar, start)));
  return found;
}

function findRecursion(grammar: Grammar, start: string): Recursion {
  if (!grammar.rules.has(start)) return NONE;
  let done = acyclic.get(grammar);
  if (!done) acyclic.set(grammar, (done = new Set()));
  if (done.has(start)) return NONE;
  const skip = done;
  const refs = new Map<string, string[]>();
  const refsOf = (name: string): string[] => {
    let list = refs.get(name);
    if (!list) {
      list = [];
      for (const ref of referencesIn(grammar.rules.get(name)!.expr)) if (grammar.rules.has(ref.name) && !skip.has(ref.name)) list.push(ref.name);
      refs.set(name, list);
    }
    return list;
  };
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const sccStack: string[] = [];
  const rules = new Set<string>();
  const work: Array<{ name: string; next: number }> = [];
  const enter = (name: string) => {
    index.set(name, index.size);
    low.set(name, index.get(name)!);
    sccStack.push(name);
    onStack.add(name);
    work.push({ name, next: 0 });
  };
  enter(start);
  while (work.length > 0) {
    const top = work[work.length - 1]!;
    const list = refsOf(top.name);
    if (top.next < list.length) {
      const to = list[top.next++]!;
      if (!index.has(to)) enter(to);
      else if (onStack.has(to)) low.set(top.name, Math.min(low.get(top.name)!, index.get(to)!));
      continue;
    }
    work.pop();
    const parent = work[work.length - 1];
    if (parent) low.set(parent.name, Math.min(low.get(parent.name)!, low.get(top.name)!));
    if (low.get(top.name) !== index.get(top.name)) continue;
    const component: string[] = [];
    let member: string;
    do {
      member = sccStack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== top.name);
    if (component.length > 1 || refsOf(top.name).includes(top.name)) for (const name of component) rules.add(name);
  }
  if (rules.size === 0) {
    for (const name of index.keys()) skip.add(name);
    return NONE;
  }
  // the start first, then in the order of the text: what a refusal names first
  const at = (name: string) => grammar.rules.get(name)!.at;
  const ordered = [...rules].sort((a, b) => (a === start ? -1 : b === start ? 1 : at(a).line - at(b).line || at(a).column - at(b).column));
  return { rules: new Set(ordered), nullable: leastFixpoint(grammar, rules, 'nullable') };
}

/**
 * Whether each recursive rule has the property `what` (matches the empty string; derives some
 * finite string): the least fixpoint, one pass over the rules per change.
 */
function leastFixpoint(grammar: Grammar, recursive: ReadonlySet<string>, what: 'nullable' | 'productive'): Map<string, boolean> {
  const values = new Map<string, boolean>();
  for (const name of recursive) values.set(name, false);
  const memo = new Map<string, boolean>(); // non-recursive rules: their value does not depend on the fixpoint's progress once it has settled
  for (let changed = true; changed; ) {
    changed = false;
    memo.clear();
    for (const name of recursive) {
      if (values.get(name)) continue;
      if (evaluate(grammar, grammar.rules.get(name)!.expr, recursive, values, memo, what)) {
        values.set(name, true);
        changed = true;
      }
    }
  }
  return values;
}

function evaluate(grammar: Grammar, expr: Expr, recursive: ReadonlySet<string>, values: ReadonlyMap<string, boolean>, memo: Map<string, boolean>, what: 'nullable' | 'productive'): boolean {
  switch (expr.kind) {
    case 'literal':
      return what === 'productive' || expr.text === '';
    case 'chars':
      return what === 'productive';
    case 'ref': {
      if (recursive.has(expr.name)) return values.get(expr.name)!;
      let v = memo.get(expr.name);
      if (v === undefined) memo.set(expr.name, (v = evaluate(grammar, grammar.rules.get(expr.name)!.expr, recursive, values, memo, what)));
      return v;
    }
    case 'seq':
      return expr.items.every((item) => evaluate(grammar, item, recursive, values, memo, what));
    case 'alt':
      return expr.options.some((option) => evaluate(grammar, option, recursive, values, memo, what));
    case 'repeat':
      return expr.min === 0 || expr.max === 0 || evaluate(grammar, expr.item, recursive, values, memo, what);
  }
}

/**
 * Refuses what the stack machine cannot run exactly within its bounds (after analyze):
 * - `unproductive-rule`: a recursive rule that derives no finite string (`a = "(" a ")"`): a
 *   prefix of its would look viable though no member starts with it;
 * - `left-recursive-rule`: a cycle of calls through which no character is read (`a = a "x" / "y"`,
 *   or `a = [ "-" ] b`, `b = a "+"`): its stacks would grow without reading.
 */
export function checkRecursion(grammar: Grammar, recursion: Recursion): void {
  const { rules: recursive, nullable } = recursion;
  if (recursive.size === 0 || passed.has(recursion)) return;
  const productive = leastFixpoint(grammar, recursive, 'productive');
  for (const name of recursive) {
    if (!productive.get(name)) {
      const rule = grammar.rules.get(name)!;
      throw new GrammarProblemError('unproductive-rule', name, 'derives no finite string: every alternative refers to a recursive rule again; give it an alternative that ends the recursion', rule.at);
    }
  }
  // left calls: the recursive rules each one can call before reading a character
  const nullMemo = new Map<string, boolean>();
  const isNullable = (e: Expr) => evaluate(grammar, e, recursive, nullable, nullMemo, 'nullable');
  const leftMemo = new Map<string, Array<Extract<Expr, { kind: 'ref' }>>>();
  const leftCalls = (expr: Expr, out: Array<Extract<Expr, { kind: 'ref' }>>): void => {
    switch (expr.kind) {
      case 'ref':
        if (recursive.has(expr.name)) out.push(expr);
        else {
          let inner = leftMemo.get(expr.name);
          if (!inner) {
            leftMemo.set(expr.name, (inner = []));
            leftCalls(grammar.rules.get(expr.name)!.expr, inner);
          }
          for (const r of inner) out.push(r);
        }
        return;
      case 'seq':
        for (const item of expr.items) {
          leftCalls(item, out);
          if (!isNullable(item)) return;
        }
        return;
      case 'alt':
        for (const option of expr.options) leftCalls(option, out);
        return;
      case 'repeat':
        if (expr.max !== 0) leftCalls(expr.item, out);
        return;
      default:
        return;
    }
  };
  const edges = new Map<string, Array<Extract<Expr, { kind: 'ref' }>>>();
  for (const name of recursive) {
    const out: Array<Extract<Expr, { kind: 'ref' }>> = [];
    leftCalls(grammar.rules.get(name)!.expr, out);
    edges.set(name, out);
  }
  // a cycle among the left calls (depth-first, explicit stack)
  const state = new Map<string, 'open' | 'done'>();
  for (const root of recursive) {
    if (state.has(root)) continue;
    const stack: Array<{ name: string; next: number }> = [{ name: root, next: 0 }];
    state.set(root, 'open');
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const out = edges.get(top.name)!;
      if (top.next === out.length) {
        state.set(top.name, 'done');
        stack.pop();
        continue;
      }
      const ref = out[top.next++]!;
      const seen = state.get(ref.name);
      if (seen === 'done') continue;
      if (seen === 'open') {
        const names = stack.map((f) => f.name);
        const cycle = [...names.slice(names.indexOf(ref.name)), ref.name].join(' -> ');
        throw new GrammarProblemError(
          'left-recursive-rule',
          top.name,
          `is left-recursive (${cycle}): it calls itself before reading a character; write the recursion as a repetition (\`a = a "x" / "y"\` is \`a = "y" *"x"\`)`,
          ref.at,
        );
      }
      state.set(ref.name, 'open');
      stack.push({ name: ref.name, next: 0 });
    }
  }
  passed.add(recursion);
}

/** The recursions checkRecursion passed (a refusal is thrown again on every call). */
const passed = new WeakSet<Recursion>();

/**
 * Whether `expr` calls a recursive rule, directly or through the rules it inlines: then its
 * language is no regular one, and what needs an automaton of it (the unreachable-alternative
 * check) leaves it alone. Iterative; each rule looked at once.
 */
export function callsRecursion(grammar: Grammar, expr: Expr, recursion: Recursion): boolean {
  if (recursion.rules.size === 0) return false;
  const seen = new Set<string>();
  const stack: Expr[] = [expr];
  while (stack.length > 0) {
    const e = stack.pop()!;
    if (e.kind === 'ref') {
      if (recursion.rules.has(e.name)) return true;
      if (!seen.has(e.name) && grammar.rules.has(e.name)) {
        seen.add(e.name);
        stack.push(grammar.rules.get(e.name)!.expr);
      }
    } else if (e.kind === 'seq') for (const item of e.items) stack.push(item);
    else if (e.kind === 'alt') for (const option of e.options) stack.push(option);
    else if (e.kind === 'repeat') stack.push(e.item);
  }
  return false;
}
