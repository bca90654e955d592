import { buildUriReference } from './build';
import { componentsOfShape, outlineOfShape } from './components';
import { readsBackAs } from './readback';
import { scanUriReference } from './scan';
import { Shape } from './shape';
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

const shape = new Shape();

/** The AST of `input` when it is a URI-reference, else undefined. */
export function fastUriReference(input: string): UriReference | undefined {
  const value = scanUriReference(input, shape) ? buildUriReference(input, shape) : undefined;
  shape.release();
  return value;
}

/** `components(ast)` of `input` when it is a URI-reference, else undefined: one scan, no AST (for the resolver). */
export function fastComponents(input: string): Components | undefined {
  const value = scanUriReference(input, shape) ? componentsOfShape(input, shape) : undefined;
  shape.release();
  return value;
}

/** The outline (../outline) of `input` when it is a URI-reference, else undefined: one scan, no AST (for the resolver). */
export function fastOutline(input: string): Outline | undefined {
  const value = scanUriReference(input, shape) ? outlineOfShape(input, shape) : undefined;
  shape.release();
  return value;
}

/** Whether `text`, `recompose(parts)` (§5.2 step 7), reads back as `parts` (./readback); a long text is not made flat. */
export function recomposesTo(parts: Components, text: string): boolean {
  const value = readsBackAs(parts, text, shape);
  shape.release();
  return value;
}
