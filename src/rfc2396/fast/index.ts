import { buildUriReference } from './build';
import { componentsOfShape, outlineOfShape } from './components';
import { scanUriReference } from './scan';
import { Shape } from './shape';
import type { UriReference } from '../ast';
import type { Components } from '../components';
import type { Outline } from '../outline';

/*
 * The fast paths of URI-reference (issue 6). Membership: a regular expression generated
 * from the Appendix A classes (./membership). Parsing: a hand-written single pass over the input that accepts exactly
 * the members and builds the same AST as the combinators. A non-member's error is the
 * combinators' (./diagnose records their failures). spec/rfc2396/fast.spec.ts and
 * spec/rfc2396/fast/diagnose.spec.ts check these claims against the combinators.
 */

export { isUriReference } from './membership';

const shape = new Shape();

/** The AST of `input` when it is a URI-reference, else undefined. */
export function fastUriReference(input: string): UriReference | undefined {
  const value = scanUriReference(input, shape) ? buildUriReference(input, shape) : undefined;
  shape.release();
  return value;
}

/** Where the last scan found the authority of an absoluteURI's net_path to end, or -1 (./diagnose starts after it). */
export function authorityEndOfLastScan(): number {
  return shape.schemeEnd >= 0 ? shape.authorityEnd : -1;
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
