import type { Components, UriReference } from '../rfc2396';
import { components } from '../rfc2396/components';
import { parseUriReference } from '../rfc2396/parse';

/**
 * A resolved reference: the target URI's text, whether it is the current document (§4.2),
 * and the target's AST over its own text. The AST is parsed on first use (`resolveString`
 * never needs it); the text is known to be a URI-reference, so the parse cannot fail.
 *
 * @example
 * ```ts
 * const r = resolve('http://a/b/c/d;p?q', '#s');
 * if (r.ok) [String(r.value), r.value.sameDocument, r.value.target.fragment?.text];
 * //=> ['http://a/b/c/d;p?q#s', true, 's']
 * ```
 */
export class Resolution {
  #target: UriReference | undefined;

  constructor(
    /** The target's text (§5.2 step 7). */
    readonly text: string,
    /** True for an empty or fragment-only reference (§4.2, §5.2 step 2): no new retrieval is needed. */
    readonly sameDocument: boolean,
  ) {}

  /** The target, parsed from `text`: its spans index `text`. */
  get target(): UriReference {
    if (this.#target) return this.#target;
    const r = parseUriReference(this.text);
    if (!r.ok) throw new Error(`uri-grammar: internal error: the resolved text ${JSON.stringify(this.text)} does not parse (${r.error.message})`);
    return (this.#target = r.value);
  }

  get components(): Components {
    return components(this.target);
  }

  /** `{ target, text, sameDocument }`, the target included. */
  toJSON(): { target: UriReference; text: string; sameDocument: boolean } {
    return { target: this.target, text: this.text, sameDocument: this.sameDocument };
  }

  /**
   * The target URI's text.
   */
  toString(): string {
    return this.text;
  }
}
