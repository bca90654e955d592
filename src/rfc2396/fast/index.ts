import { buildUriReference } from './build';
import { maskedBytes, readingBytes } from './bytes';
import { componentsOfShape, outlineOfShape } from './components';
import { recordUriReferenceFailures } from './diagnose';
import { readsBackAs } from './readback';
import { scanUriReference } from './scan';
import { Shape } from './shape';
import type { UriReference } from '../ast';
import type { Components } from '../components';
import type { Outline } from '../outline';

/*
 * The fast paths of URI-reference. Membership: a regular expression generated from
 * grammar/rfc2396.bnf (./membership). Parsing: a hand-written single pass over the input that
 * accepts exactly the members and builds the same AST as `rules['URI-reference']` (the
 * compiled grammar). A non-member's error is that rule's (./diagnose records its failures).
 * spec/rfc2396/fast.spec.ts and spec/rfc2396/fast/diagnose.spec.ts check these claims against it.
 */

export { isUriReference } from './membership';

const shape = new Shape();

/** The AST of `input` when it is a URI-reference, else undefined. */
export function fastUriReference(input: string): UriReference | undefined {
  if (!scanUriReference(input, shape)) return undefined; // the shape keeps the bytes, for recordFailures
  const value = buildUriReference(input, shape);
  shape.release();
  return value;
}

/**
 * The failures the combinators record for `input`, a non-member (./diagnose); where their
 * run stops. Right after `fastUriReference(input)` gave undefined, the reading uses what the
 * scan made: its bytes, and the ends of the scheme and the authority it read (the reading
 * starts after them).
 */
export function recordFailures(input: string): number {
  let end: number;
  if (shape.input !== input) end = recordUriReferenceFailures(input, readingBytes(input));
  else if (shape.bytes.length === 0) end = recordUriReferenceFailures(input, maskedBytes(input)); // the scan found a character outside ASCII
  else end = recordUriReferenceFailures(input, shape.bytes, shape.schemeEnd, shape.schemeEnd >= 0 ? shape.authorityEnd : -1);
  shape.release();
  return end;
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
