import type { Position } from './model';

/**
 * A BNF text that cannot be read or compiled; `line`/`column` point at the culprit.
 *
 * @example
 * ```ts
 * import { BnfError, readGrammar } from 'uri-grammar/grammar-compiler';
 * try {
 *   readGrammar('x = "a');
 * } catch (e) {
 *   if (e instanceof BnfError) [e.reason, e.line, e.column]; // ['unterminated literal', 1, 5]
 * }
 * ```
 */
export class BnfError extends Error {
  readonly line: number;
  readonly column: number;

  constructor(
    readonly reason: string,
    at: Position,
  ) {
    super(`${reason} (line ${at.line}, column ${at.column})`);
    this.name = 'BnfError';
    this.line = at.line;
    this.column = at.column;
  }
}
