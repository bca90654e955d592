import type { BnfNode } from '../tree';
import { upperCaseEscapes } from '../../rfc2396/escapes';
import { type Meaning, asNode, assertRoot, child } from './types';

/**
 * The tree of an RFC 8141 `namestring` with its meaning.
 *
 * @example
 * ```ts
 * const r = parseUrl('urn:ISBN:0451450523');
 * const urn: UrnNode | undefined = r.ok && r.value.schemeName === 'urn' ? r.value.url : undefined;
 * [urn?.nid, urn?.nss, urn?.equivalenceKey]; //=> ['ISBN', '0451450523', 'urn:isbn:0451450523']
 * ```
 */
export interface UrnNode extends BnfNode {
  /** The namespace identifier as written (§2.1: case-insensitive; see `equivalenceKey`). */
  nid: string;
  /** The namespace specific string as written, escapes included (§2.2). */
  nss: string;
  /** After "?+", up to a "?=" that starts a q-component, or to "#" or the end (§2.3.1). Absent without "?+". */
  rComponent?: string;
  /** After "?=", up to "#" or the end (§2.3.2). Absent without "?=". */
  qComponent?: string;
  /** After "#" (§2.3.3). Absent without "#". */
  fComponent?: string;
  /**
   * The assigned-name as §3.1 compares it: "urn" and the NID lower-cased, the hex digits of
   * the NSS's escapes upper-cased, nothing decoded; r-, q- and f-components left out. Two
   * URNs are URN-equivalent exactly when their keys are equal.
   */
  equivalenceKey: string;
}

/**
 * The meaning of an RFC 8141 URN's tree: its NID and NSS, its optional components, and
 * the key of URN-equivalence (§3). Never refuses: RFC 8141 gives no value a constraint
 * beyond its grammar.
 *
 * @example
 * ```ts
 * const r = parseUrl('URN:ISBN:0451450523?=x');
 * if (r.ok && r.value.schemeName === 'urn') r.value.url.equivalenceKey; //=> 'urn:isbn:0451450523'
 * ```
 */
export function readUrn(tree: BnfNode, _input: string): Meaning<UrnNode> {
  assertRoot(tree, 'namestring', 'readUrn');
  const name = child(tree, 'assigned-name')!;
  const nid = child(name, 'NID')!.text;
  const nss = child(name, 'NSS')!.text;
  const rq = child(tree, 'rq-components');
  const hash = tree.text.indexOf('#'); // the f-component's: no "#" in a pchar (an empty one may have no node)
  // the fields written on the tree one by one (see `asNode`): this runs for every URN parsed
  const node = asNode<UrnNode>(tree);
  node.nid = nid;
  node.nss = nss;
  if (rq && rq.text !== '') {
    const { rComponent, qComponent } = splitRq(rq.text);
    if (rComponent !== undefined) node.rComponent = rComponent;
    if (qComponent !== undefined) node.qComponent = qComponent;
  }
  if (hash >= 0) node.fComponent = tree.text.slice(hash + 1);
  node.equivalenceKey = `urn:${nid.toLowerCase()}:${upperCaseEscapes(nss)}`;
  return { ok: true, value: node };
}

/**
 * The r- and q-components of an `rq-components` text. The ABNF is ambiguous (an
 * r-component may hold "?=" itself); §2.3.1 settles it: the r-component ends at "?=". Only
 * at a "?=" the ABNF lets begin a q-component, though: one followed by a pchar (not "/",
 * "?" or the end).
 */
function splitRq(text: string): { rComponent?: string; qComponent?: string } {
  if (text.startsWith('?=')) return { qComponent: text.slice(2) };
  for (let at = text.indexOf('?=', 2); at >= 0; at = text.indexOf('?=', at + 1)) {
    const next = text[at + 2];
    if (next !== undefined && next !== '/' && next !== '?') return { rComponent: text.slice(2, at), qComponent: text.slice(at + 2) };
  }
  return { rComponent: text.slice(2) };
}
