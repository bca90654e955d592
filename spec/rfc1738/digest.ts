import { createHash } from 'node:crypto';
import type { ParseResult } from '../../src/combinators';

/**
 * A parse result as recorded: "ok " or "error " and a digest of its JSON — a value with every
 * field in key order (long lists read), an error's offset, code, expected, rule path and message.
 */
export function result(r: ParseResult<unknown>): string {
  const json = r.ok ? JSON.stringify(r.value) : JSON.stringify([r.error.offset, r.error.code, r.error.expected, r.error.rulePath, r.error.message]);
  return `${r.ok ? 'ok' : 'error'} ${createHash('sha256').update(json).digest('hex').slice(0, 12)}`;
}
