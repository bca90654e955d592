import type { Components } from '../rfc2396';
import { recomposesTo } from '../rfc2396/fast';
import { components as componentsOf } from '../rfc2396/components';
import type { Rfc2396Reading } from '../rfc2396/readings';
import { ResolverArgument, ResolverResult, resolveError } from './errors';
import { ownParts, recomposeOwn } from './recompose';

/**
 * Recomposes `parts` (§5.2 step 7) and reads the text back (one scan of its pieces, no AST
 * and no flat copy of the text: a caller that wants the AST parses the text, which is then
 * known to be a URI-reference). When the text does not read back to the same components —
 * RFC 2396 can produce such paths, e.g. "//g" with no authority, which would read as one —
 * the result is an `unrepresentable` error about `argument`, never a wrong URI.
 */
export function build(components: Components, argument: ResolverArgument, input: string, offset: number, reading?: Rfc2396Reading): ResolverResult<string> {
  const parts = ownParts(components); // an inherited key is no component (the read-back destructures them)
  const text = recomposeOwn(parts);
  if (reading === undefined ? recomposesTo(parts, text) : readsBackUnder(reading, parts, text)) return { ok: true, value: text };
  return {
    ok: false,
    error: resolveError('unrepresentable', argument, input, offset, `The result ${JSON.stringify(text)} would not parse back to the components computed (${JSON.stringify(parts)}); it cannot be written as a URI (RFC 2396 §5.2 step 7).`),
  };
}

const KEYS = ['scheme', 'authority', 'path', 'query', 'fragment'] as const;

/** Whether `text` parses under `reading` to the components `parts`. */
function readsBackUnder(reading: Rfc2396Reading, parts: Components, text: string): boolean {
  const r = reading.parse(text);
  if (!r.ok) return false;
  const got = ownParts(componentsOf(r.value));
  return KEYS.every((k) => got[k] === parts[k]);
}
