/**
 * Why a grammar is refused when it is compiled (stable codes; documented in docs/grammar-compiler.md).
 *
 * @example
 * ```ts
 * let problem: GrammarProblem | undefined;
 * try { compileGrammar('x = 100000"a"', { notation: 'abnf' }).rules.x!.matches('a'); } catch (e) { if (e instanceof GrammarProblemError) problem = e.problem; }
 * problem; //=> 'repetition-too-large'
 * ```
 */
export type GrammarProblem =
  /** A reference to a rule that is not defined. */
  | 'undefined-rule'
  /** A recursive rule that derives no finite string (`a = "(" a ")"`): give it an alternative that ends the recursion. */
  | 'unproductive-rule'
  /** A cycle of rule calls through which no character is read (`a = a "x" / "y"`): write it as a repetition (`a = "y" *"x"`). */
  | 'left-recursive-rule'
  /** `n*m` with m < n, or a repetition whose item matches only the empty string. */
  | 'empty-repetition'
  /** A repetition count above `LIMITS.repeat`. */
  | 'repetition-too-large'
  /** Expressions nested (through rule references too) deeper than `LIMITS.depth`. */
  | 'nesting-too-deep'
  /** An automaton of more than `LIMITS.states` states. */
  | 'automaton-too-large'
  /** The start rule is not one of the grammar's own rules. */
  | 'unknown-start'
  /** A bare `/` in RFC 1738/2396 BNF text (a slash must be quoted; alternatives are `|`). */
  | 'bare-slash'
  /** An ABNF `<prose-val>`: prose is no grammar; replace it with a rule. */
  | 'prose-value'
  /** Two different `g.rule`s of one kit grammar with the same name (a `g.ref` could not tell which is meant); a rule defined twice in a text. */
  | 'duplicate-rule'
  /** The text defines no rule. */
  | 'no-rules';
