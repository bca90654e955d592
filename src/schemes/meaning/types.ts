import { HEX } from '../../combinators/hex';
import type { Span } from '../../combinators/errors';
import type { BnfNode } from '../tree';
import { hexValue } from '../../combinators/hex';
import { accessor } from '../../own';

/**
 * What a meaning reader makes of a scheme's tree: the same root node with typed fields
 * added, or why the value the text denotes is refused (`span`, the rules open there from
 * the root, one sentence).
 *
 * @example
 * ```ts
 * // a scheme whose numbers must be even: the grammar reads the digits, the reader the value
 * const even: MeaningReader<BnfNode & { n: number }> = (tree) => {
 *   const n = Number(tree.text.slice(3));
 *   const meaning: Meaning<BnfNode & { n: number }> = n % 2 === 0 ? { ok: true, value: { ...tree, n } } : { ok: false, span: tree.span, rulePath: ['ev'], message: 'An odd number.' };
 *   return meaning;
 * };
 * const ev = defineScheme(schemeFromAbnf('ev = "ev:" 1*DIGIT', { name: 'ev', hierarchical: false, meaning: even }));
 * const r = ev.parse('ev:42');
 * if (r.ok) r.value.url.n; //=> 42
 * ev.parse('ev:7'); //=> { ok: false, error: { code: 'invalid-value', offset: 0, message: 'An odd number.' } }
 * ```
 */
export type Meaning<N> = { ok: true; value: N } | { ok: false; span: Span; rulePath: readonly string[]; message: string };

/**
 * A reader of a scheme's meaning: the tree of a member of the grammar, and the input its spans index.
 *
 * @example
 * ```ts
 * // a scheme whose numbers must be even: the grammar reads the digits, the reader the value
 * const even: MeaningReader<BnfNode & { n: number }> = (tree) => {
 *   const n = Number(tree.text.slice(3));
 *   const meaning: Meaning<BnfNode & { n: number }> = n % 2 === 0 ? { ok: true, value: { ...tree, n } } : { ok: false, span: tree.span, rulePath: ['ev'], message: 'An odd number.' };
 *   return meaning;
 * };
 * const ev = defineScheme(schemeFromAbnf('ev = "ev:" 1*DIGIT', { name: 'ev', hierarchical: false, meaning: even }));
 * const r = ev.parse('ev:42');
 * if (r.ok) r.value.url.n; //=> 42
 * ev.parse('ev:7'); //=> { ok: false, error: { code: 'invalid-value', offset: 0, message: 'An odd number.' } }
 * ```
 */
export type MeaningReader<N extends BnfNode> = (tree: BnfNode, input: string) => Meaning<N>;

/**
 * `tree` itself as the node with its meaning, for the reader to write the fields on, one by
 * one (the value is the same object; `Object.assign` from a literal cost about 90 ns more per
 * parse). Its fields are not there until the reader writes them.
 */
export function asNode<N extends BnfNode>(tree: BnfNode): { -readonly [K in keyof N]: N[K] } {
  return tree as N;
}

/** Where a field built on first read keeps its state: a symbol, so no copy, comparison or serialization sees it. */
const ON_READ = Symbol('uri-grammar field built on first read');

/*
 * One getter and setter for every such field (a node has at most one), the state on the node,
 * as for the long lists of src/schemes/tree.ts.
 */
function readField(this: { [ON_READ]: { build: (() => unknown) | undefined; value: unknown } }): unknown {
  const state = this[ON_READ];
  if (state.build) {
    state.value = state.build();
    state.build = undefined;
  }
  return state.value;
}

function writeField(this: { [ON_READ]: { build: (() => unknown) | undefined; value: unknown } }, value: unknown): void {
  this[ON_READ].build = undefined;
  this[ON_READ].value = value;
}

const FIELD = accessor({ get: readField, set: writeField, enumerable: true, configurable: true });

/**
 * `node[key]` as an own, enumerable accessor, at the place the field would take (toEqual,
 * JSON.stringify, spread and Object.keys see a plain data property), built by `build` on
 * first read, then kept; the setter replaces it. For a list of more than LAZY_NODES entries:
 * 100,000 parameters built with the tree cost about 100 bytes per input character.
 */
export function builtOnRead<N extends object>(node: N, key: keyof N & string, build: () => unknown): void {
  Object.defineProperty(node, ON_READ, { value: { build, value: undefined }, enumerable: false, writable: false });
  Object.defineProperty(node, key, FIELD);
}

/** The refusal of the text of `path`'s last node (`path` runs from the root down to it). */
export function refused(path: readonly BnfNode[], message: string): { ok: false; span: Span; rulePath: readonly string[]; message: string } {
  const node = path[path.length - 1]!;
  return { ok: false, span: { start: node.span.start, end: node.span.end }, rulePath: Object.freeze(path.map((n) => n.type)), message };
}

/** The first child of `node` of rule `type`. */
export function child(node: BnfNode, type: string): BnfNode | undefined {
  return node.children.find((c) => c.type === type);
}

/** A TypeError unless `tree` is a tree whose root is rule `root` (a reader given another scheme's tree). */
export function assertRoot(tree: BnfNode, root: string, reader: string): void {
  if (!tree || typeof tree !== 'object' || tree.type !== root || !Array.isArray(tree.children)) {
    throw new TypeError(`uri-grammar: ${reader} expects the tree of rule ${root}, got ${tree === null ? 'null' : typeof tree === 'object' ? `a ${String(tree.type)} node` : typeof tree}`);
  }
}

/**
 * The octets `text` stands for: each `%XX` the octet XX (RFC 3986 §2.1, RFC 2396 §2.4.1),
 * each other character its code unit (the grammars let only ASCII through).
 */
export function percentDecode(text: string): Uint8Array {
  let escapes = 0;
  for (let at = text.indexOf('%'); at >= 0; at = text.indexOf('%', at + 1)) if (isEscape(text, at)) escapes++;
  const out = new Uint8Array(text.length - 2 * escapes); // each escape's three characters are one octet
  let n = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 0x25 && isEscape(text, k)) {
      out[n++] = (hexValue(text.charCodeAt(k + 1)) << 4) | hexValue(text.charCodeAt(k + 2)); // no slice and parseInt per escape
      k += 2;
    } else out[n++] = c & 0xff;
  }
  return out;
}

/** Whether the "%" at `at` is followed by two hex digits. */
function isEscape(text: string, at: number): boolean {
  return at + 2 < text.length && HEX.has(text.charCodeAt(at + 1)) && HEX.has(text.charCodeAt(at + 2));
}

const UTF8 = new TextDecoder('utf-8');

/** The text `%`-escaped `text` stands for, its octets read as UTF-8 (an octet that is not UTF-8 becomes U+FFFD). */
export function percentDecodeText(text: string): string {
  return text.includes('%') ? UTF8.decode(percentDecode(text)) : text;
}
