import type { Expr, Grammar } from '../bnf/model';
import { GrammarProblemError, LIMITS } from './problems';
import { type Recursion, checkRecursion, recursionOf } from './recursion';

/** What the compiler needs to know of an expression, computed once per expression object. */
export interface Facts {
  /** Nesting depth, a rule reference counting one level. */
  depth: number;
  /** Whether it matches the empty string. */
  nullable: boolean;
  /** Whether it matches the empty string and nothing else. */
  onlyEmpty: boolean;
  /** The length of its longest match (Infinity when unbounded). */
  maxLength: number;
}

/**
 * Checks the expressions reachable from `start` and returns their facts: every reference
 * defined, repetition counts and nesting within LIMITS, no empty repetition (the automaton's
 * size is automatonStates'), and recursive rules productive and not left-recursive
 * (checkRecursion). A recursive rule (one on a cycle of references) is checked once, from its
 * own body; a reference to it is a leaf here. Iterative (an explicit stack): any grammar,
 * however deep or long, is checked without recursion and refused with a GrammarProblemError.
 */
export function analyze(grammar: Grammar, start: string, facts = new WeakMap<Expr, Facts>()): WeakMap<Expr, Facts> {
  const rootRule = grammar.rules.get(start);
  if (!rootRule) throw new GrammarProblemError('unknown-start', start, 'no such rule');
  const recursion = recursionOf(grammar, start);
  analyzeFrom(grammar, start, facts, recursion);
  for (const name of recursion.rules) if (name !== start) analyzeFrom(grammar, name, facts, recursion);
  checkRecursion(grammar, recursion);
  return facts;
}

/**
 * analyze from one root: its body, and the rules it inlines (a recursive rule is a leaf). An
 * expression whose facts are known (from this root or an earlier one) is not walked again,
 * unless it is nested so deep here that walking it would pass the depth limit: then it is
 * walked afresh (`fresh`), so that the refusal comes where it would without the earlier roots.
 */
function analyzeFrom(grammar: Grammar, start: string, facts: WeakMap<Expr, Facts>, recursion: Recursion): void {
  const rootRule = grammar.rules.get(start)!;
  const known = facts.get(rootRule.expr);
  if (known && known.depth <= LIMITS.depth) return;
  type Frame = { expr: Expr; rule: string; next: number; enters: boolean; fresh: boolean; children?: Child[] };
  const stack: Frame[] = [{ expr: rootRule.expr, rule: start, next: 0, enters: true, fresh: known !== undefined }];
  /** Nesting levels open on the stack (a sequence is no level of its own: it lies in a group or a rule). */
  let levels = rootRule.expr.kind === 'seq' ? 0 : 1;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const { expr } = frame;
    const children: Child[] = facts.has(expr) && !frame.fresh ? [] : (frame.children ??= childrenOf(grammar, expr, frame.rule, recursion));
    if (frame.next < children.length) {
      const child = children[frame.next++]!;
      const childFacts = facts.get(child.expr);
      // known, and not so deep here that a walk of it would pass the limit
      if (childFacts && levels + childFacts.depth <= LIMITS.depth) continue;
      if (levels > LIMITS.depth) {
        throw new GrammarProblemError('nesting-too-deep', frame.rule, `expressions nested more than ${LIMITS.depth} levels deep (a rule reference counts as a level)`, positionOf(expr));
      }
      if (child.expr.kind !== 'seq') levels++;
      stack.push({ expr: child.expr, rule: child.rule, next: 0, enters: child.enters, fresh: childFacts !== undefined || frame.fresh });
      continue;
    }
    if (!facts.has(expr)) facts.set(expr, factsOf(expr, children.map((c) => facts.get(c.expr)!), frame.rule, recursion));
    if (expr.kind !== 'seq') levels--;
    stack.pop();
  }
}

interface Child {
  expr: Expr;
  rule: string;
  /** True when the child is the body of a referenced rule. */
  enters: boolean;
}

function childrenOf(grammar: Grammar, expr: Expr, rule: string, recursion: Recursion): Child[] {
  switch (expr.kind) {
    case 'literal':
    case 'chars':
      return [];
    case 'ref': {
      const target = grammar.rules.get(expr.name);
      if (!target) throw new GrammarProblemError('undefined-rule', rule, `refers to "${expr.name}", which is not defined`, expr.at);
      if (recursion.rules.has(expr.name)) return []; // called, not inlined: checked from its own body
      return [{ expr: target.expr, rule: expr.name, enters: true }];
    }
    case 'seq':
      return expr.items.map((e) => ({ expr: e, rule, enters: false }));
    case 'alt':
      return expr.options.map((e) => ({ expr: e, rule, enters: false }));
    case 'repeat':
      return [{ expr: expr.item, rule, enters: false }];
  }
}

/** The largest of `values` (no spread into a call: an expression may have 100,000s of items). */
function largest(values: Facts[], of: (f: Facts) => number, from: number): number {
  let most = from;
  for (const v of values) if (of(v) > most) most = of(v);
  return most;
}

/** The facts of `expr` from its children's. */
function factsOf(expr: Expr, children: Facts[], rule: string, recursion: Recursion): Facts {
  const depth = (expr.kind === 'seq' ? 0 : 1) + largest(children, (c) => c.depth, 0);
  switch (expr.kind) {
    case 'literal':
      return { depth, nullable: expr.text === '', onlyEmpty: expr.text === '', maxLength: expr.text.length };
    case 'chars':
      return { depth, nullable: false, onlyEmpty: false, maxLength: 1 };
    case 'ref': {
      // a recursive rule (productive, not left-recursive: checkRecursion) reads a character on
      // each turn of its cycle, so its strings are unboundedly long
      if (recursion.rules.has(expr.name)) return { depth: 1, nullable: recursion.nullable.get(expr.name)!, onlyEmpty: false, maxLength: Infinity };
      const c = children[0]!;
      return { ...c, depth };
    }
    case 'seq':
      return {
        depth,
        nullable: children.every((c) => c.nullable),
        onlyEmpty: children.every((c) => c.onlyEmpty),
        maxLength: children.reduce((n, c) => n + c.maxLength, 0),
      };
    case 'alt':
      return {
        depth,
        nullable: children.some((c) => c.nullable),
        onlyEmpty: children.every((c) => c.onlyEmpty),
        maxLength: largest(children, (c) => c.maxLength, -Infinity),
      };
    case 'repeat': {
      const c = children[0]!;
      const at = expr.at;
      for (const count of [expr.min, expr.max]) {
        if (count !== null && count > LIMITS.repeat) {
          throw new GrammarProblemError('repetition-too-large', rule, `a repetition count of ${count} is above the limit of ${LIMITS.repeat}`, at);
        }
      }
      if (expr.max !== null && expr.max < expr.min) throw new GrammarProblemError('empty-repetition', rule, `the repetition ${expr.min}*${expr.max} has an empty range`, at);
      if (expr.max !== 0 && c.onlyEmpty && (expr.max === null || expr.max > 1)) {
        throw new GrammarProblemError('empty-repetition', rule, 'a repetition of something that matches only the empty string', at);
      }
      return {
        depth,
        nullable: expr.min === 0 || c.nullable,
        onlyEmpty: expr.max === 0 || c.onlyEmpty,
        maxLength: expr.max === null ? (c.maxLength === 0 ? 0 : Infinity) : expr.max * c.maxLength,
      };
    }
  }
}

function positionOf(expr: Expr) {
  return expr.kind === 'ref' ? expr.at : expr.at;
}
