import { parseUrl } from '../../../src';
import type { UriSyntaxError } from '../../../src';

/** The node parseUrl gives for `input` without its children (the catalogue specs check those): the typed fields, span and text; or the error. */
export function meaningOf(input: string): Record<string, unknown> | { error: UriSyntaxError } {
  const r = parseUrl(input);
  if (!r.ok) return { error: r.error };
  const { children, ...rest } = r.value.url as unknown as { children: unknown } & Record<string, unknown>;
  expect(Array.isArray(children)).toBe(true);
  return rest;
}

/** The `invalid-value` error parseUrl gives for `input`: every field. */
export function invalidValue(input: string, span: { start: number; end: number }, rulePath: string[], message: string): { error: UriSyntaxError } {
  return {
    error: { offset: span.start, line: 1, column: span.start + 1, found: input[span.start] ?? null, expected: [], rulePath, code: 'invalid-value', message, span },
  };
}
