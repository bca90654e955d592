import type { Expr, Grammar, Position, Rule } from './model';

/*
 * The grammar model in the compact form scripts/generate-models.mjs writes (src/generated/models.ts):
 * the built-in grammars read and linked at build time, so that running them needs no reader.
 * A position is one number, line * 4096 + column, written as the difference from the position
 * read before it (rules in order, each rule's position before its expression, an expression's
 * before its parts). An expression is an array, its kind first:
 *   [0, text, at?]   a literal          [1, text, at?]   a case-insensitive one
 *   [2, [first, last, ...], label, at?]   chars          [3, name, at]    a reference
 *   [4, items, at?]   a sequence   [5, options, at?]   alternatives   [6, min, max (-1: none), item, at?]
 * A rule is [name, at, expr] ([name, at, expr, 1]: the reader gave its `expr` before its `at`),
 * or its name alone: the rule of that name in the first of `bases` that has it, the same object.
 */

/** A packed expression (see above). */
export type PackedExpr = readonly unknown[];

/** A packed grammar: its rules in order, the reader's warnings ([message, at], not relative), and the number of lines of its file (a whole file's). */
export interface PackedGrammar {
  readonly rules: ReadonlyArray<string | readonly unknown[]>;
  readonly warnings?: ReadonlyArray<readonly [string, number]>;
  readonly lines?: number;
}

const position = (at: number): Position => ({ line: Math.floor(at / 4096), column: at % 4096 });

/** Reads packed grammars: `last` is the position read last (positions are relative). */
class Unpacker {
  private last = 0;

  at(delta: number): Position {
    return position((this.last += delta));
  }

  /** `{ at }` from p[k], or nothing when p has no k-th item. */
  private atOf(p: PackedExpr, k: number): { at?: Position } {
    return p.length > k ? { at: this.at(p[k] as number) } : {};
  }

  expr(p: PackedExpr): Expr {
    switch (p[0]) {
      case 0:
      case 1: {
        const at = this.atOf(p, 2);
        return p[0] === 1 ? { kind: 'literal', text: p[1] as string, caseInsensitive: true, ...at } : { kind: 'literal', text: p[1] as string, ...at };
      }
      case 2: {
        const at = this.atOf(p, 3);
        const flat = p[1] as number[];
        const ranges: Array<[number, number]> = [];
        for (let k = 0; k < flat.length; k += 2) ranges.push([flat[k]!, flat[k + 1]!]);
        return { kind: 'chars', ranges, label: p[2] as string, ...at };
      }
      case 3:
        return { kind: 'ref', name: p[1] as string, at: this.at(p[2] as number) };
      case 4: {
        const at = this.atOf(p, 2);
        return { kind: 'seq', items: (p[1] as PackedExpr[]).map((e) => this.expr(e)), ...at };
      }
      case 5: {
        const at = this.atOf(p, 2);
        return { kind: 'alt', options: (p[1] as PackedExpr[]).map((e) => this.expr(e)), ...at };
      }
      default: {
        const at = this.atOf(p, 4);
        return { kind: 'repeat', min: p[1] as number, max: p[2] === -1 ? null : (p[2] as number), item: this.expr(p[3] as PackedExpr), ...at };
      }
    }
  }

  rule(p: readonly unknown[]): Rule {
    const name = p[0] as string;
    const at = this.at(p[1] as number);
    const expr = this.expr(p[2] as PackedExpr);
    return p.length > 3 ? { name, expr, at } : { name, at, expr };
  }
}

/**
 * A catalogue scheme as the build wrote it: its grammar linked with its `uses` (the rules
 * taken from the generic grammars written as names), the rules its text defines, and the
 * longest string of each rule where finite (its scheme name matched in either case).
 */
export interface PackedScheme {
  readonly grammar: PackedGrammar;
  readonly userRules: readonly string[];
  readonly maxLength: Readonly<Record<string, number>>;
  /** What the build proved of its language within RFC 3986's `URI` (src/schemes/generic3986.ts provenWithinUri3986). */
  readonly within3986: readonly number[] | null;
}

/** The grammar model of a packed grammar, given as its JSON text or parsed (new objects each call, but the rules taken from `bases`). */
export function unpackGrammar(text: string | PackedGrammar, bases: readonly Grammar[] = []): Grammar {
  const packed: PackedGrammar = typeof text === 'string' ? JSON.parse(text) : text;
  const reader = new Unpacker();
  const rules = new Map<string, Rule>();
  for (const p of packed.rules) {
    const r = typeof p === 'string' ? bases.find((b) => b.rules.has(p))!.rules.get(p)! : reader.rule(p);
    rules.set(r.name, r);
  }
  return { rules, warnings: (packed.warnings ?? []).map(([message, at]) => ({ message, ...position(at) })) };
}
