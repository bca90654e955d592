import type { Span } from '../../combinators';
import { type BnfNode, LAZY_NODES, forEachChild } from '../tree';
import { type Meaning, asNode, assertRoot, builtOnRead, child, percentDecode, percentDecodeText, refused } from './types';
import { accessor } from '../../own';

/**
 * A media type parameter of a data URL (RFC 2397 §3 `parameter`).
 *
 * @example
 * ```ts
 * const r = parseUrl('data:text/plain;charset=US-ASCII,hi');
 * const p: DataParameter | undefined = r.ok && r.value.schemeName === 'data' ? r.value.url.parameters[0] : undefined;
 * p; //=> { attribute: 'charset', value: 'US-ASCII' }
 * ```
 */
export interface DataParameter {
  /** The attribute, %-decoded and lower-cased (RFC 2045 §5.1: parameter names are not case-sensitive). */
  attribute: string;
  /** The value, %-decoded (RFC 2397 §3: values use URL escapes, not quoted strings), case kept. */
  value: string;
}

/**
 * The tree of an RFC 2397 `dataurl` with its meaning.
 *
 * @example
 * ```ts
 * const r = parseUrl('data:text/plain;charset=US-ASCII;base64,aGk=');
 * const data: DataNode | undefined = r.ok && r.value.schemeName === 'data' ? r.value.url : undefined;
 * [data?.mediaType, data?.base64, data?.bytes.length]; //=> ['text/plain', true, 2]
 * ```
 */
export interface DataNode extends BnfNode {
  /**
   * `type/subtype`, %-decoded and lower-cased (RFC 2045 §5.1). `text/plain` when the URL
   * gives none (RFC 2397 §2: the default, and the shorthand `data:;charset=…,`).
   */
  mediaType: string;
  /**
   * The parameters in their order. When the media type is omitted altogether (`data:,…`,
   * `data:;base64,…`), RFC 2397 §2's default `charset=US-ASCII`.
   */
  parameters: readonly DataParameter[];
  /** Whether ";base64" is there (§2): then the data is the base64 of the octets. */
  base64: boolean;
  /**
   * The octets the URL carries (§2): the data %-decoded, then base64-decoded when `base64`.
   * Not enumerable, so that JSON of the tree stays the size of the text.
   */
  readonly bytes: Uint8Array;
}

/** RFC 2397 §2: "If <mediatype> is omitted, it defaults to text/plain;charset=US-ASCII". */
const DEFAULT_PARAMETERS: readonly DataParameter[] = Object.freeze([Object.freeze({ attribute: 'charset', value: 'US-ASCII' })]);

/**
 * The meaning of an RFC 2397 data URL's tree: media type, parameters, whether base64, and
 * the decoded octets. Refuses (on the `data` span) base64 that does not decode: a
 * character outside the base64 alphabet, "=" before the end, or a length that is not a
 * whole number of 4-character groups (RFC 2045 §6.8, RFC 4648 §4).
 *
 * @example
 * ```ts
 * const r = parseUrl('data:,A%20brief%20note');
 * if (r.ok && r.value.schemeName === 'data') new TextDecoder().decode(r.value.url.bytes); //=> 'A brief note'
 * ```
 */
export function readData(tree: BnfNode, _input: string): Meaning<DataNode> {
  assertRoot(tree, 'dataurl', 'readData');
  const media = child(tree, 'mediatype');
  // the first "," ends the media type (no token holds one) and ";base64" is a literal, not a node
  const comma = tree.text.indexOf(',');
  const data = { start: tree.span.start + comma + 1, end: tree.span.end, text: tree.text.slice(comma + 1) };
  const base64 = comma >= 7 && tree.text.slice(comma - 7, comma).toLowerCase() === ';base64'; // ABNF literals ignore case; 7 characters sliced, not the whole media type
  const { type, subtype, parameters, count } = media ? readMediatype(media) : NO_MEDIATYPE;
  let bytes: Uint8Array | undefined; // without base64, decoded on first read
  if (base64) {
    const decoded = decodeBase64(percentDecode(data.text));
    if (typeof decoded === 'string') {
      const node = child(tree, 'data') ?? { type: 'data', span: { start: data.start, end: data.end }, text: data.text, children: [] };
      return refused([tree, node], `${decoded} (RFC 2397 §2: with ";base64" the data is base64, RFC 2045 §6.8).`);
    }
    bytes = decoded;
  }
  const node = asNode<DataNode>(tree);
  node.mediaType = type !== undefined && subtype !== undefined ? `${percentDecodeText(type)}/${percentDecodeText(subtype)}`.toLowerCase() : 'text/plain';
  if (!media || media.text === '') node.parameters = DEFAULT_PARAMETERS;
  else if (count > LAZY_NODES) builtOnRead(node, 'parameters', () => parametersOf(parameters));
  else node.parameters = parametersOf(parameters);
  node.base64 = base64;
  if (!(tree instanceof DataRoot)) Object.defineProperty(node, 'bytes', bytes ? { value: bytes, enumerable: false, writable: false, configurable: true } : DECODED_ON_READ);
  else if (bytes) decodedBytes.set(tree, bytes); // decoded already, to check it
  return { ok: true, value: node };
}

/** The octets of a data URL's text (a member): its data %-decoded, then base64-decoded when `base64` (it decodes: readData checked). */
function bytesOf(text: string, base64: boolean): Uint8Array {
  const octets = percentDecode(text.slice(text.indexOf(',') + 1));
  return base64 ? (decodeBase64(octets) as Uint8Array) : octets;
}

/**
 * The root of a data URL's tree as the catalogue's data scheme makes it (src/schemes/tree.ts
 * `TreeRoot`): the fields of any root, and `bytes` as a getter of the class, so not enumerable
 * and not defined on each tree (an `Object.defineProperty` per tree was more than half of
 * `readData` in a CPU profile). A tree of another grammar that `readData` reads gets `bytes`
 * defined on it.
 */
export class DataRoot implements BnfNode {
  // declared, not defined: the constructor's assignments make them, in this order, as a literal would
  declare type: string;
  declare span: Span;
  declare text: string;
  declare children: BnfNode[];

  constructor(type: string, span: Span, text: string, children: BnfNode[]) {
    this.type = type;
    this.span = span;
    this.text = text;
    this.children = children;
  }

  /** The octets the URL carries, decoded on first read (DataNode's `bytes`). */
  get bytes(): Uint8Array {
    let bytes = decodedBytes.get(this);
    if (bytes === undefined) decodedBytes.set(this, (bytes = bytesOf(this.text, (this as unknown as DataNode).base64)));
    return bytes;
  }
}

/** The octets of the DataRoots whose bytes are decoded (beside the class, so that readData keeps the octets it decoded to check them). */
const decodedBytes = new WeakMap<DataRoot, Uint8Array>();

/** `bytes` of a data URL without base64: its data %-decoded when first read, then kept (a data URL may be megabytes that nobody reads). */
const DECODED_ON_READ = accessor({
  get(this: DataNode): Uint8Array {
    const bytes = bytesOf(this.text, false);
    Object.defineProperty(this, 'bytes', { value: bytes, enumerable: false, writable: false, configurable: true });
    return bytes;
  },
  enumerable: false,
  configurable: true,
});

/** A mediatype's type and subtype (absent without them), the text of its parameters, and how many there are. */
interface Mediatype {
  type: string | undefined;
  subtype: string | undefined;
  parameters: string;
  count: number;
}

const NO_MEDIATYPE: Mediatype = { type: undefined, subtype: undefined, parameters: '', count: 0 };

/**
 * `mediatype = [ type "/" subtype ] *( ";" parameter )` read from the rules and spans of its
 * children alone (src/schemes/tree.ts `forEachChild`), the parameters' nodes never built: a
 * data URL of 100,000 parameters cost about 250 bytes per input character when they were.
 */
function readMediatype(media: BnfNode): Mediatype {
  const text = media.text;
  const base = media.span.start;
  const reading: Mediatype = { type: undefined, subtype: undefined, parameters: '', count: 0 };
  let first = text.length;
  forEachChild(media, (rule, start, end) => {
    if (rule === 'type') reading.type = text.slice(start - base, end - base);
    else if (rule === 'subtype') reading.subtype = text.slice(start - base, end - base);
    else if (rule === 'parameter' && reading.count++ === 0) first = start - base;
  });
  if (first < text.length) reading.parameters = text.slice(first);
  return reading;
}

/** The parameters written in `text`, `attribute=value` after `;` (no token holds ";" or "=": RFC 2045 §5.1 tspecials). */
function parametersOf(text: string): DataParameter[] {
  const parameters: DataParameter[] = [];
  if (text === '') return parameters;
  for (let from = 0; from <= text.length; ) {
    let to = text.indexOf(';', from);
    if (to < 0) to = text.length;
    let eq = from;
    while (eq < to && text.charCodeAt(eq) !== 0x3d) eq++; // every parameter has its "=" (not indexOf, which would look past `to`)
    parameters.push({ attribute: percentDecodeText(text.slice(from, eq)).toLowerCase(), value: percentDecodeText(text.slice(eq + 1, to)) });
    from = to + 1;
  }
  return parameters;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const SEXTET = new Int8Array(256).fill(-1);
for (let k = 0; k < ALPHABET.length; k++) SEXTET[ALPHABET.charCodeAt(k)] = k;

/** The octets of base64 text (RFC 4648 §4, padded as RFC 2045 §6.8 writes it), or why it is not base64. */
function decodeBase64(text: Uint8Array): Uint8Array | string {
  let end = text.length;
  while (end > 0 && end > text.length - 2 && text[end - 1] === 0x3d) end--;
  for (let k = 0; k < end; k++) {
    if (SEXTET[text[k]!]! < 0) {
      const what = text[k] === 0x3d ? '"=", which may only pad the end' : `${JSON.stringify(String.fromCharCode(text[k]!))}, outside the base64 alphabet`;
      return `Character ${k + 1} of the %-decoded data is ${what}`;
    }
  }
  // with whole groups of 4, at most 2 "=" at the end leave 4n, 4n+3 or 4n+2 characters: never a lone sextet
  if (text.length % 4 !== 0) return `The %-decoded data is ${text.length} characters long, not whole groups of 4`;
  const out = new Uint8Array(Math.floor((end * 3) / 4));
  let n = 0;
  for (let k = 0; k < end; k += 4) {
    const a = SEXTET[text[k]!]!;
    const b = SEXTET[text[k + 1]!]!;
    const c = k + 2 < end ? SEXTET[text[k + 2]!]! : 0;
    const d = k + 3 < end ? SEXTET[text[k + 3]!]! : 0;
    const bits = (a << 18) | (b << 12) | (c << 6) | d;
    out[n++] = bits >> 16;
    if (k + 2 < end) out[n++] = (bits >> 8) & 0xff;
    if (k + 3 < end) out[n++] = bits & 0xff;
  }
  return out.subarray(0, n);
}
