import { assertString } from '../../combinators/arguments';
import { type BnfNode, LAZY_NODES, forEachChild } from '../tree';
import { type Meaning, asNode, assertRoot, builtOnRead, child, percentDecodeText, refused } from './types';

/**
 * The coordinates of a geo URI. Their meaning depends on the CRS (RFC 5870 §3.4.1): in
 * WGS-84 (the default) latitude and longitude in decimal degrees and altitude in meters
 * (§3.4.2); in any other CRS only their order is known.
 *
 * @example
 * ```ts
 * const r = parseUrl('geo:48.2,16.4,183');
 * const c: GeoCoordinates | undefined = r.ok && r.value.schemeName === 'geo' ? r.value.url.coordinates : undefined;
 * c; //=> { kind: 'wgs84', latitude: 48.2, longitude: 16.4, altitude: 183 }
 * ```
 */
export type GeoCoordinates =
  | { kind: 'wgs84'; latitude: number; longitude: number; altitude?: number }
  | { kind: 'other'; coordA: number; coordB: number; coordC?: number };

/**
 * A parameter of a geo URI other than `crs` and `u` (RFC 5870 §3.3 `parameter`).
 *
 * @example
 * ```ts
 * const r = parseUrl('geo:1,2;x-a=b');
 * const p: GeoParameter | undefined = r.ok && r.value.schemeName === 'geo' ? r.value.url.parameters[0] : undefined;
 * p; //=> { name: 'x-a', value: 'b' }
 * ```
 */
export interface GeoParameter {
  /** The name, lower-cased (§3.3: "Parameter names are case insensitive"). */
  name: string;
  /** The value, %-decoded (octets read as UTF-8); absent for a parameter without "=" (§4: "No value"). */
  value?: string;
}

/**
 * The tree of an RFC 5870 `geo-URI` with its meaning.
 *
 * @example
 * ```ts
 * const r = parseUrl('geo:48.2,16.4;u=40');
 * const geo: GeoNode | undefined = r.ok && r.value.schemeName === 'geo' ? r.value.url : undefined;
 * [geo?.crs, geo?.uncertainty]; //=> ['wgs84', 40]
 * ```
 */
export interface GeoNode extends BnfNode {
  /** The `crs` label lower-cased (§3.3: case-insensitive); 'wgs84' when there is none (§3.4.1). */
  crs: string;
  /** Numbers (`-0` is 0, §3.3); named by `kind`: 'wgs84' when `crs` is 'wgs84', 'other' otherwise. */
  coordinates: GeoCoordinates;
  /** The `u` parameter: uncertainty in meters (§3.4.3). Absent when not given: unknown, which is not 0. */
  uncertainty?: number;
  /** The other parameters, in their order. */
  parameters: readonly GeoParameter[];
}

/** The `p` of a geo URI without parameters, where the tree has no node for it. */
const NO_PARAMETERS: BnfNode = Object.freeze({ type: 'p', span: Object.freeze({ start: 0, end: 0 }), text: '', children: Object.freeze([]) as unknown as BnfNode[] });

/**
 * The meaning of an RFC 5870 geo URI's tree: CRS, coordinates, uncertainty, parameters.
 * Refuses, in WGS-84 only, a coordinate outside the §3.3 WGS-84 syntax (a latitude with
 * more than 2 digits before the point, a longitude with more than 3) or outside the §3.4.2
 * ranges (latitude beyond ±90, longitude beyond ±180), on that coordinate's span; and, in
 * any CRS, a `crs` or `u` parameter that comes again or out of place (§3.3: each at most
 * once, before any other parameter, `crs` first), on that parameter's span, or whose value
 * the grammar read as an other parameter's because it is no `crslabel` or `uval` (a
 * negative uncertainty, `u=-3`: §3.4.3), on that value's span.
 *
 * @example
 * ```ts
 * const r = parseUrl('geo:48.198634,16.371648;crs=wgs84;u=40');
 * if (r.ok && r.value.schemeName === 'geo') r.value.url.coordinates; //=> { kind: 'wgs84', latitude: 48.198634, longitude: 16.371648 }
 * parseUrl('geo:90.000001,0'); //=> { ok: false, error: { code: 'invalid-value', span: { start: 4, end: 13 } } }
 * ```
 */
export function readGeo(tree: BnfNode, _input: string): Meaning<GeoNode> {
  assertRoot(tree, 'geo-URI', 'readGeo');
  const path = child(tree, 'geo-path')!;
  const coordinates = child(path, 'coordinates')!;
  const p = child(path, 'p') ?? NO_PARAMETERS; // an empty p may have no node
  const reading = readP(p);
  const crs = reading.crs;
  const a = child(coordinates, 'coord-a');
  const b = child(coordinates, 'coord-b');
  const c = child(coordinates, 'coord-c');
  if (crs === 'wgs84') {
    const latitude = wgs84Problem(a!.text, 'latitude', 2, 90);
    if (latitude) return refused([tree, path, coordinates, a!], latitude);
    const longitude = wgs84Problem(b!.text, 'longitude', 3, 180);
    if (longitude) return refused([tree, path, coordinates, b!], longitude);
  }
  if (reading.refused) {
    const { start, end, eq, problem } = reading.refused;
    const parameter = spanNode(p, 'parameter', start, end);
    return refused(problem.onValue ? [tree, path, p, parameter, spanNode(p, 'pvalue', eq + 1, end)] : [tree, path, p, parameter], problem.message);
  }
  const x = numberOf(a!.text);
  const y = numberOf(b!.text);
  const z = c && numberOf(c.text);
  // whole literals per case, fields written one by one: this runs for every geo URI parsed
  const coords: GeoCoordinates = crs === 'wgs84'
    ? (z === undefined ? { kind: 'wgs84', latitude: x, longitude: y } : { kind: 'wgs84', latitude: x, longitude: y, altitude: z })
    : (z === undefined ? { kind: 'other', coordA: x, coordB: y } : { kind: 'other', coordA: x, coordB: y, coordC: z });
  const node = asNode<GeoNode>(tree);
  node.crs = crs;
  node.coordinates = coords;
  if (reading.uval !== undefined) node.uncertainty = numberOf(reading.uval);
  const others = reading.others === p.text.length ? '' : p.text.slice(reading.others);
  if (reading.count > LAZY_NODES) builtOnRead(node, 'parameters', () => parametersOf(others));
  else node.parameters = parametersOf(others);
  return { ok: true, value: node };
}

/** What the children of `p` say: the CRS, the uval, where the other parameters start in p's text and how many there are, or the first one refused. */
interface PReading {
  crs: string;
  uval: string | undefined;
  others: number;
  count: number;
  refused: { start: number; end: number; eq: number; problem: { message: string; onValue: boolean } } | undefined;
}

/**
 * `p = [ crsp ] [ uncp ] *parameter` read from the rules and spans of its children alone
 * (src/schemes/tree.ts `forEachChild`), the parameters' nodes never built: a geo URI of
 * 100,000 parameters cost about 250 bytes per input character when they were. The derivation
 * says which of crsp, uncp and parameter each is; their text says the rest, since no
 * `labeltext` nor `paramchar` is ";" or "=" (RFC 5870 §3.3).
 */
function readP(p: BnfNode): PReading {
  const text = p.text;
  const base = p.span.start;
  const reading: PReading = { crs: 'wgs84', uval: undefined, others: text.length, count: 0, refused: undefined };
  let hasCrs = false;
  let hasU = false;
  forEachChild(p, (type, start, end) => {
    if (type === 'crsp') {
      hasCrs = true;
      reading.crs = text.slice(start - base + ';crs='.length, end - base).toLowerCase(); // §3.3: case-insensitive
    } else if (type === 'uncp') {
      hasU = true;
      reading.uval = text.slice(start - base + ';u='.length, end - base);
    } else if (type === 'parameter') {
      if (reading.count++ === 0) reading.others = start - base;
      if (reading.refused) return;
      const nameEnd = nameEndOf(text, start - base + 1, end - base);
      const name = reservedName(text, start - base + 1, nameEnd);
      if (name) {
        const value = nameEnd === end - base ? undefined : text.slice(nameEnd + 1, end - base);
        reading.refused = { start, end, eq: base + nameEnd, problem: reservedProblem(name, value, reading.count > 1, hasCrs, hasU) };
      }
    }
  });
  return reading;
}

/** The end of the `pname` at `from`: its "=", or `to` (the parameter's end) without one. Not `indexOf`, which would look on past `to`. */
function nameEndOf(text: string, from: number, to: number): number {
  let k = from;
  while (k < to && text.charCodeAt(k) !== 0x3d) k++;
  return k;
}

/** 'crs' or 'u' when text[from, to) is that name in any case (§3.3), without a copy of every other name. */
function reservedName(text: string, from: number, to: number): 'crs' | 'u' | undefined {
  if (to - from === 1) return (text.charCodeAt(from) | 0x20) === 0x75 ? 'u' : undefined;
  return to - from === 3 && text.slice(from, to).toLowerCase() === 'crs' ? 'crs' : undefined;
}

/** The parameters written in `text`, `;pname[=pvalue]` after `;pname[=pvalue]` (none holds ";" or "=": §3.3). */
function parametersOf(text: string): GeoParameter[] {
  const parameters: GeoParameter[] = [];
  for (let from = 1; from <= text.length; ) {
    let to = text.indexOf(';', from);
    if (to < 0) to = text.length;
    const eq = nameEndOf(text, from, to);
    if (eq < to) parameters.push({ name: text.slice(from, eq).toLowerCase(), value: percentDecodeText(text.slice(eq + 1, to)) });
    else parameters.push({ name: text.slice(from, to).toLowerCase() });
    from = to + 1;
  }
  return parameters;
}

/** A node of `p`'s (not built) for a refusal's path: its rule and span. */
function spanNode(p: BnfNode, type: string, start: number, end: number): BnfNode {
  return { type, span: { start, end }, text: p.text.slice(start - p.span.start, end - p.span.start), children: [] };
}

/**
 * Why a `crs` or `u` parameter was read as an other `parameter`: it comes again or out of
 * place, or its value is not a `crslabel` or `uval` (RFC 5870 §3.3).
 */
function reservedProblem(name: 'crs' | 'u', value: string | undefined, afterOther: boolean, hasCrs: boolean, hasU: boolean): { message: string; onValue: boolean } {
  const rule = 'RFC 5870 §3.3: "crs" and "u" appear at most once each, before any other parameter, "crs" first';
  if ((name === 'crs' && hasCrs) || (name === 'u' && hasU)) return { message: `A second "${name}" parameter (${rule}).`, onValue: false };
  if (name === 'crs' && hasU) return { message: `A "crs" parameter after "u" (${rule}).`, onValue: false };
  if (afterOther) return { message: `A "${name}" parameter after another parameter (${rule}).`, onValue: false };
  if (value === undefined) return { message: `A "${name}" parameter without a value (RFC 5870 §3.3: ${name === 'crs' ? 'crsp = ";crs=" crslabel' : 'uncp = ";u=" uval'}).`, onValue: false };
  if (name === 'u' && isNegativePnum(value)) {
    return { message: `A negative uncertainty, ${value} (RFC 5870 §3.4.3: an amount of meters; §3.3: uval = pnum, without sign).`, onValue: true };
  }
  const wanted = name === 'crs' ? 'a crslabel: letters, digits and "-"' : 'a uval: digits with an optional fraction';
  return { message: `The "${name}" value ${JSON.stringify(value)} is not ${wanted} (RFC 5870 §3.3).`, onValue: true };
}

/** Whether `text` is "-" and a `pnum` (§3.3: pnum = 1*DIGIT [ "." 1*DIGIT ]), read once left to right. */
function isNegativePnum(text: string): boolean {
  if (text.charCodeAt(0) !== 0x2d) return false;
  const dot = text.indexOf('.');
  const point = dot < 0 ? text.length : dot;
  return point > 1 && allDigits(text, 1, point) && (dot < 0 || (dot + 1 < text.length && allDigits(text, dot + 1, text.length)));
}

function allDigits(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

/** Why a WGS-84 `num` is not a latitude (or longitude): too many digits before the point (§3.3), or beyond the range (§3.4.2), read digit by digit. */
function wgs84Problem(text: string, what: string, digits: number, limit: number): string | undefined {
  const from = text.charCodeAt(0) === 0x2d ? 1 : 0; // "-"
  const dot = text.indexOf('.', from);
  const point = dot < 0 ? text.length : dot;
  if (point - from > digits) return `A WGS-84 ${what} has at most ${digits} digits before the point (RFC 5870 §3.3), not ${point - from}.`;
  let whole = 0;
  for (let k = from; k < point; k++) whole = whole * 10 + text.charCodeAt(k) - 0x30;
  let beyond = whole > limit;
  for (let k = point + 1; whole === limit && !beyond && k < text.length; k++) beyond = text.charCodeAt(k) !== 0x30;
  return beyond ? `A WGS-84 ${what} lies between -${limit} and ${limit} (RFC 5870 §3.4.2), not ${text}.` : undefined;
}

/** 10 ** k for k ≤ 22: each exact as a double. */
const POWERS_OF_TEN = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * The number a `num` or `pnum` writes (`[ "-" ] 1*DIGIT [ "." 1*DIGIT ]`, RFC 5870 §3.3), with
 * `-0` as 0: `Number(text)`'s value. Up to 15 digits, it is their integer divided by a power
 * of ten, both exact doubles, so the one rounding is the division's, as Number's (Clinger's
 * fast path); a longer number is read by Number.
 */
export function numberOf(text: string): number {
  const negative = text.charCodeAt(0) === 0x2d; // "-"
  let digits = 0;
  let integer = 0;
  let point = -1;
  for (let i = negative ? 1 : 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2e) point = i; // "."
    else {
      integer = integer * 10 + (c - 0x30);
      digits++;
    }
  }
  if (digits > 15) {
    const n = Number(text);
    return n === 0 ? 0 : n;
  }
  const value = point < 0 ? integer : integer / POWERS_OF_TEN[text.length - 1 - point]!;
  return negative && value !== 0 ? -value : value;
}

/** The characters a regular expression's "." does not match (ECMA-262 LineTerminator). */
const LINE_TERMINATORS = new Set([0x0a, 0x0d, 0x2028, 0x2029]);

/**
 * The digits of a `num` without leading zeros before the point nor trailing zeros after it,
 * trimmed by index (a regular expression such as /0+$/ tries every start in a run of zeros: quadratic).
 */
function decimalParts(text: string): { negative: boolean; integer: string; fraction: string } {
  const negative = text.charCodeAt(0) === 0x2d; // "-"
  const from = negative ? 1 : 0;
  const dot = text.indexOf('.', from);
  const point = dot < 0 ? text.length : dot;
  // as /^0+(?=.)/ did: a zero goes when a character that is no line terminator follows it
  let first = from;
  while (first < point - 1 && text.charCodeAt(first) === 0x30 && !LINE_TERMINATORS.has(text.charCodeAt(first + 1))) first++;
  if (dot < 0) return { negative, integer: text.slice(first, point), fraction: '' };
  const second = text.indexOf('.', dot + 1); // as split('.') did, for a text that is no num
  let last = second < 0 ? text.length : second;
  while (last > dot + 1 && text.charCodeAt(last - 1) === 0x30) last--;
  return { negative, integer: text.slice(first, point), fraction: text.slice(dot + 1, last) };
}

/**
 * The exact number a `num` or `pnum` writes, as a canonical string: `43.10` and `43.1` give
 * `43.1`, `-0` and `0.0` give `0` (RFC 5870 §3.4.4: "mathematically identical"; no
 * rounding to a double).
 *
 * @example
 * ```ts
 * exactNumber('-022.300'); //=> '-22.3'
 * ```
 */
export function exactNumber(text: string): string {
  assertString(text, 'exactNumber\'s text');
  const { negative, integer, fraction } = decimalParts(text);
  const digits = fraction === '' ? integer : `${integer}.${fraction}`;
  return negative && digits !== '0' ? `-${digits}` : digits;
}
