/**
 * The grammar model: what the BNF reader produces and what the compiler and the generators
 * consume. Notation of RFC 2396 §1.6 and RFC 1738 §5 (both RFC 822 BNF with "|").
 */

/** 1-based line and column in the BNF text. */
export interface Position {
  line: number;
  column: number;
}

export type Expr =
  /** A quoted literal, matched case-sensitively. `""` is the empty string. */
  | { kind: 'literal'; text: string }
  /** A reference to another rule. */
  | { kind: 'ref'; name: string; at: Position }
  | { kind: 'seq'; items: Expr[] }
  | { kind: 'alt'; options: Expr[] }
  /** `<min>*<max>item`; `[ item ]` is `{ min: 0, max: 1 }`; `max: null` is unbounded. */
  | { kind: 'repeat'; min: number; max: number | null; item: Expr };

export interface Rule {
  name: string;
  expr: Expr;
  at: Position;
}

export interface BnfWarning extends Position {
  message: string;
}

export interface Grammar {
  /** Rules in the order of the text. */
  rules: ReadonlyMap<string, Rule>;
  warnings: BnfWarning[];
}
