/**
 * What is wrong with a grammar text. Stable: specs and callers may switch on it.
 * - reading (RFC 5234 §4): `unexpected-character`, `unterminated-string`, `bad-numeric-value`,
 *   `value-too-large` (above U+10FFFF, the last code point; one above U+FFFF is read as UTF-16), `bad-repetition`
 *   (`3*2`: a range with no count), `prose-value` (`<…>`: prose cannot be compiled),
 *   `expected-rule-name`, `expected-defined-as`, `expected-element`, `unbalanced-brackets`,
 *   `nesting-too-deep` (brackets nested more than 200 deep), `continued-comment` (a line of a rule
 *   that fails to read after a line ending in a comment: most likely the comment's next line,
 *   written without its ";");
 * - the rule list (§3.3): `duplicate-rule` (defined twice with `=`), `incremental-undefined`
 *   (`=/` before any `=`), `no-rules`;
 * - linking: `undefined-rule` (neither in the text, the core rules nor the `uses` sets),
 *   `ambiguous-rule` (not in the text, and defined by two of its `uses` imports: `pick` says
 *   which).
 *
 * @example
 * ```ts
 * let problem: GrammarTextProblem | undefined;
 * try { compileGrammar('a = "x', { notation: 'abnf' }); } catch (e) { if (e instanceof GrammarError) problem = e.problem; }
 * problem; //=> 'unterminated-string'
 * ```
 */
export type GrammarProblem =
  | 'unexpected-character'
  | 'unterminated-string'
  | 'bad-numeric-value'
  | 'value-too-large'
  | 'bad-repetition'
  | 'prose-value'
  | 'expected-rule-name'
  | 'expected-defined-as'
  | 'expected-element'
  | 'unbalanced-brackets'
  | 'nesting-too-deep'
  | 'continued-comment'
  | 'duplicate-rule'
  | 'incremental-undefined'
  | 'no-rules'
  | 'undefined-rule'
  | 'ambiguous-rule';
