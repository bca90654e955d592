import { own } from '../own';
import type { UriReference } from '../rfc2396';
import '../schemes/builtins';
import { catalogue } from '../schemes/catalogue';
import { schemeParsers } from '../schemes/compiled';
import { type GeoNode, exactNumber } from '../schemes/meaning/geo';
import { child, percentDecode } from '../schemes/meaning/types';
import type { UrnNode } from '../schemes/meaning/urn';
import { type BnfNode, forEachChild } from '../schemes/tree';
import { upperCaseEscapes } from '../rfc2396/escapes';

/**
 * A reference read by the scheme whose RFC defines its own equivalence: a URN (RFC 8141
 * §3), a geo URI (RFC 5870 §3.4.4) or a tag (RFC 4151 §2.4), with its meaning; undefined
 * for any other scheme, and for a `urn:`, `geo:` or `tag:` reference outside its scheme's
 * grammar or values (then only RFC 2396 §6 applies).
 */
export type SchemeReading =
  | { scheme: 'urn'; node: UrnNode }
  | { scheme: 'geo'; node: GeoNode; fragment: string | undefined }
  | { scheme: 'tag'; text: string };

/** The reading of `ref` by RFC 8141, RFC 5870 or RFC 4151, when its scheme is urn, geo or tag and it is one. */
export function readScheme(ref: UriReference): SchemeReading | undefined {
  const scheme = ref.absoluteURI?.scheme.text.toLowerCase();
  if (scheme !== 'urn' && scheme !== 'geo' && scheme !== 'tag') return undefined;
  const parser = schemeParsers.get(catalogue[scheme].grammar)!;
  // the urn grammar reads its "#" f-component; geo's fragment is the generic grammar's
  const fragment = own(ref, 'fragment'); // an own property: a key on Object.prototype is no fragment
  const end = parser.wholeInput || !fragment ? ref.text.length : fragment.span.start - ref.span.start - 1;
  const r = parser.parse(ref.text, end);
  if (!r.ok) return undefined;
  if (scheme === 'urn') return { scheme, node: r.value as UrnNode };
  if (scheme === 'tag') return { scheme, text: ref.text };
  return { scheme, node: r.value as GeoNode, fragment: fragment?.text };
}

/**
 * The normal form of a URN, geo URI or tag. tag: the text as it is (RFC 4151 §2.4: tags are
 * equal only when they are the same characters, so no change keeps a tag the same tag). URN: "urn" and the NID lower-cased, escapes' hex
 * upper-cased (RFC 8141 §3.1 steps 1–3; in the r-, q- and f-components too, as RFC 2396
 * §6 does for any query and fragment). geo: parameter names and the `crs` label
 * lower-cased (RFC 5870 §3.3: case-insensitive), escapes' hex upper-cased; numbers and
 * parameter order as written.
 */
export function schemeNormalForm(reading: SchemeReading): string {
  if (reading.scheme === 'tag') return reading.text;
  if (reading.scheme === 'urn') {
    const { node } = reading;
    const name = child(node, 'assigned-name')!;
    // equivalenceKey is "urn:", the NID lower-cased, ":" and the NSS's escapes upper-cased (meaning/urn.ts): not made twice
    return node.equivalenceKey + upperCaseEscapes(node.text.slice(name.span.end - node.span.start));
  }
  const { node, fragment } = reading;
  const path = child(node, 'geo-path')!;
  const parameters = new ChunkedText();
  const p = partsOfP(child(path, 'p'), (name, value) => parameters.add(`;${name.toLowerCase()}${value === undefined ? '' : `=${upperCaseEscapes(value)}`}`));
  const crs = p.crs ? `;crs=${node.crs}` : '';
  const u = p.uval === undefined ? '' : `;u=${p.uval}`;
  const hash = fragment === undefined ? '' : `#${upperCaseEscapes(fragment)}`;
  return `geo:${child(path, 'coordinates')!.text}${crs}${u}${parameters.text()}${hash}`;
}

/**
 * A text made of many pieces, joined a few thousand at a time: a list of millions (a geo
 * URI's parameters) holds no string per piece at once, as one list joined at the end would.
 */
class ChunkedText {
  private readonly chunks: string[] = [];
  private pending: string[] = [];

  add(piece: string): void {
    this.pending.push(piece);
    if (this.pending.length === 4096) {
      this.chunks.push(this.pending.join(''));
      this.pending = [];
    }
  }

  text(): string {
    return this.chunks.join('') + this.pending.join('');
  }
}

/**
 * Whether two readings of one scheme are equivalent by their RFC: URN-equivalence (RFC 8141
 * §3: equal `equivalenceKey`s), geo URI comparison (RFC 5870 §3.4.4), or tag equality (RFC
 * 4151 §2.4: character for character, scheme name included).
 */
export function schemeEquivalent(a: SchemeReading, b: SchemeReading): boolean {
  if (a.scheme === 'tag' && b.scheme === 'tag') return a.text === b.text;
  if (a.scheme === 'urn' && b.scheme === 'urn') return a.node.equivalenceKey === b.node.equivalenceKey;
  if (a.scheme === 'geo' && b.scheme === 'geo') return geoKey(a.node, a.fragment) === geoKey(b.node, b.fragment);
  return false;
}

/**
 * What RFC 5870 §3.4.4 compares, as one string: the CRS; coord-a, -b, -c and `u` as exact
 * numbers, each present or absent; in WGS-84 no longitude at a pole (latitude ±90) and
 * -180 as 180; the set of other parameters (names lower-cased, values as octets after
 * %-decoding, order not significant). The fragment, which §3.4.4 leaves to RFC 3986,
 * counts as in RFC 2396 §6 (escapes' hex upper-cased).
 */
function geoKey(node: GeoNode, fragment: string | undefined): string {
  const path = child(node, 'geo-path')!;
  const coordinates = child(path, 'coordinates')!;
  const parameters = new Set<string>();
  const p = partsOfP(child(path, 'p'), (name, value) => parameters.add(`${name.toLowerCase()}${value === undefined ? '' : `=${hex(percentDecode(value))}`}`));
  const exact = (n: BnfNode | undefined): string => (n ? exactNumber(n.text) : '-');
  let [a, b, c] = ['coord-a', 'coord-b', 'coord-c'].map((name) => exact(child(coordinates, name)));
  if (node.crs === 'wgs84') {
    if (a === '90' || a === '-90') b = '*'; // "poles case"
    else if (b === '-180') b = '180'; // "date line case"
  }
  const u = p.uval === undefined ? '-' : exactNumber(p.uval);
  const hash = fragment === undefined ? '' : `#${upperCaseEscapes(fragment)}`;
  return JSON.stringify([node.crs, a, b, c, u, [...parameters].sort(), hash]);
}

/**
 * What a geo URI's `p` holds (RFC 5870 §3.3: `p = [ crsp ] [ uncp ] *parameter`): whether a
 * `crsp` and the `uval` of an `uncp`; `write(pname, pvalue)` is called for each `parameter`
 * in order (the value undefined without "="). Read from the spans of p's children
 * (`forEachChild`): a geo URI of a million parameters builds no node for them (five each,
 * about 160 bytes per character). No `labeltext` nor `paramchar` is ";" or "=" (§3.3), so a
 * parameter's text splits at its "=".
 */
function partsOfP(p: BnfNode | undefined, write: (name: string, value: string | undefined) => void): { crs: boolean; uval: string | undefined } {
  const parts = { crs: false, uval: undefined as string | undefined };
  if (!p) return parts;
  const { text, span } = p;
  forEachChild(p, (type, start, end) => {
    const body = text.slice(start - span.start + 1, end - span.start); // after its ";"
    if (type === 'crsp') parts.crs = true;
    else if (type === 'uncp') parts.uval = body.slice('u='.length);
    else if (type === 'parameter') {
      const eq = body.indexOf('=');
      if (eq < 0) write(body, undefined);
      else write(body.slice(0, eq), body.slice(eq + 1));
    }
  });
  return parts;
}

function hex(octets: Uint8Array): string {
  return Array.from(octets, (o) => o.toString(16).padStart(2, '0')).join('');
}
