/**
 * The grammar model: what the BNF reader produces and what the compiler and the generators
 * consume. Notation of RFC 2396 §1.6 and RFC 1738 §5 (both RFC 822 BNF with "|").
 */

/**
 * 1-based line and column in the BNF text.
 *
 * @example
 * ```ts
 * import { readGrammar, type Expr, type Grammar, type Position, type Rule } from 'uri-grammar/grammar-compiler';
 * const grammar: Grammar = readGrammar('x = "a" y\ny = 1*( "b" )');
 * const y: Rule = grammar.rules.get('y')!;
 * const expr: Expr = y.expr;
 * const at: Position = y.at;
 * [expr.kind, at.line]; //=> ['repeat', 2]
 * ```
 */
export interface Position {
  line: number;
  column: number;
}

/**
 * An expression of the grammar model: literal, character ranges, rule reference, sequence, alternatives, repetition.
 *
 * @example
 * ```ts
 * import { readGrammar, type Expr, type Grammar, type Position, type Rule } from 'uri-grammar/grammar-compiler';
 * const grammar: Grammar = readGrammar('x = "a" y\ny = 1*( "b" )');
 * const y: Rule = grammar.rules.get('y')!;
 * const expr: Expr = y.expr;
 * const at: Position = y.at;
 * [expr.kind, at.line]; //=> ['repeat', 2]
 * ```
 */
export type Expr =
  /**
   * A quoted literal. `""` is the empty string. Case-sensitive (RFC 1738/2396 BNF, ABNF `%s"…"`)
   * unless `caseInsensitive` (ABNF `"…"` and `%i"…"`, RFC 5234 §2.3, RFC 7405): then a letter
   * matches either case, and nothing else changes.
   */
  | { kind: 'literal'; text: string; caseInsensitive?: boolean; at?: Position }
  /**
   * One UTF-16 code unit in one of `ranges` (inclusive `[first, last]`, ascending, disjoint):
   * an ABNF numeric value such as `%x41-5A` or `%d13`. `label` is how the grammar wrote it
   * (`%x41-5A`), for error messages.
   */
  | { kind: 'chars'; ranges: Array<[number, number]>; label?: string; at?: Position }
  /**
   * A reference to another rule. `prose` is set when an ABNF prose value names the rule
   * (RFC 5234 §4 `prose-val`, e.g. `<host, defined in [RFC3986], Section 3.2.2>`): then it
   * names a rule of a built-in set, never one of the text.
   */
  | { kind: 'ref'; name: string; at: Position; prose?: string }
  | { kind: 'seq'; items: Expr[]; at?: Position }
  | { kind: 'alt'; options: Expr[]; at?: Position }
  /** `<min>*<max>item`; `[ item ]` is `{ min: 0, max: 1 }`; `max: null` is unbounded. */
  | { kind: 'repeat'; min: number; max: number | null; item: Expr; at?: Position };

/**
 * A rule of the model: its name, its expression and where the text defines it.
 *
 * @example
 * ```ts
 * import { readGrammar, type Expr, type Grammar, type Position, type Rule } from 'uri-grammar/grammar-compiler';
 * const grammar: Grammar = readGrammar('x = "a" y\ny = 1*( "b" )');
 * const y: Rule = grammar.rules.get('y')!;
 * const expr: Expr = y.expr;
 * const at: Position = y.at;
 * [expr.kind, at.line]; //=> ['repeat', 2]
 * ```
 */
export interface Rule {
  name: string;
  expr: Expr;
  at: Position;
}

/**
 * Something the reader accepted but flags (the bare `/` of RFC 1738's gopherurl), with its position.
 *
 * @example
 * ```ts
 * import { readGrammar, type BnfWarning } from 'uri-grammar/grammar-compiler';
 * const warnings: BnfWarning[] = readGrammar('x = "a" / ').warnings;
 * warnings.length; //=> 1
 * ```
 */
export interface BnfWarning extends Position {
  message: string;
}

/**
 * A grammar model: its rules by name, and the reader's warnings.
 *
 * @example
 * ```ts
 * import { readGrammar, type Expr, type Grammar, type Position, type Rule } from 'uri-grammar/grammar-compiler';
 * const grammar: Grammar = readGrammar('x = "a" y\ny = 1*( "b" )');
 * const y: Rule = grammar.rules.get('y')!;
 * const expr: Expr = y.expr;
 * const at: Position = y.at;
 * [expr.kind, at.line]; //=> ['repeat', 2]
 * ```
 */
export interface Grammar {
  /** Rules in the order of the text. */
  rules: ReadonlyMap<string, Rule>;
  warnings: BnfWarning[];
}
