import type { Position } from './model';

/** A BNF text that cannot be read or compiled; `line`/`column` point at the culprit. */
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
