import { buildUriReference } from './build';
import { componentsOfTags, outlineOfTags } from './components';
import { scanUriReference, tags } from './scan';
import type { UriReference } from '../ast';
import type { Components } from '../components';
import type { Outline } from '../outline';

/*
 * The fast paths of URI-reference. Membership: a regular expression generated from
 * grammar/rfc2396.bnf (./membership). Parsing: the derivation the compiled grammar gives
 * (`rules['URI-reference']`), in one pass generated from the grammar (./scan), then the same
 * AST (./build). spec/rfc2396/fast.spec.ts checks these claims against it. (A non-member's
 * error is that rule's, from a generated table: ../diagnosis.)
 */

export { isUriReference } from './membership';

/** The AST of `input` when it is a URI-reference, else undefined. */
export function fastUriReference(input: string): UriReference | undefined {
  const b = scanUriReference(input);
  return b === undefined ? undefined : buildUriReference(input, b, tags);
}

/** `components(ast)` of `input` when it is a URI-reference, else undefined: one scan, no AST (for the resolver). */
export function fastComponents(input: string): Components | undefined {
  return scanUriReference(input) === undefined ? undefined : componentsOfTags(input, tags);
}

/** The outline (../outline) of `input` when it is a URI-reference, else undefined: one scan, no AST (for the resolver). */
export function fastOutline(input: string): Outline | undefined {
  return scanUriReference(input) === undefined ? undefined : outlineOfTags(input, tags);
}

/** Whether `text`, `recompose(parts)` (§5.2 step 7), reads back as `parts` (./readback); a long text is not made flat. */
export { readsBackAs as recomposesTo } from './readback';
