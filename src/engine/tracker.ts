import type { ErrorCode } from './errors';

/**
 * Furthest-failure bookkeeping (the technique of peggy's `peg$maxFailPos`): every
 * primitive that stops records where and what it expected; the rule stack is kept by
 * `rule()`. Parsing is synchronous, so one module-level tracker serves every parse;
 * `runRule` resets it. Only the failures at the furthest offset are kept.
 */
export class FailureTracker {
  offset = -1;
  expected: string[] = [];
  rulePath: string[] = [];
  code: ErrorCode | undefined;
  readonly stack: string[] = [];

  reset(): void {
    this.offset = -1;
    this.expected = [];
    this.rulePath = [];
    this.code = undefined;
    this.stack.length = 0;
  }

  fail(offset: number, expected: readonly string[], code?: ErrorCode): void {
    if (offset < this.offset) return;
    if (offset > this.offset) {
      this.offset = offset;
      this.expected = expected.slice();
      this.rulePath = this.stack.slice();
      this.code = code;
      return;
    }
    for (const e of expected) if (!this.expected.includes(e)) this.expected.push(e);
    if (this.code === undefined) this.code = code;
  }
}

export const tracker = new FailureTracker();
