import type { Span } from '../combinators';
import { assertString } from '../combinators/arguments';

// RFC 2396 Appendix D: the BASE element's HREF, when BASE is in the document's HEAD, is the
// base URI (§5.1.1). Element and attribute names are case-insensitive. What is HEAD follows
// HTML: the HEAD start and end tags may be left out, so the head is everything before the
// first thing that belongs to the body (a BODY or FRAMESET tag, another element that is not
// a head element, or text that is not white space).

/**
 * The href of the document's BASE element.
 *
 * @example
 * ```ts
 * const scan: HtmlBaseScan = findHtmlBase('<head><base href=" http://a/ "></head>');
 * const base: HtmlBase | undefined = scan.base;
 * base?.href; //=> 'http://a/'
 * ```
 */
export interface HtmlBase {
  /** The attribute value: character references decoded, surrounding white space removed. */
  href: string;
  /** Where the attribute value is in the document (quotes excluded), before decoding. */
  span: Span;
}

/**
 * A BASE element that does not give the base, and why.
 *
 * @example
 * ```ts
 * const ignored: IgnoredBase[] = findHtmlBase('<head><base href="http://a/"><base href="http://b/"></head>').ignored;
 * ignored.map((i) => i.reason); //=> ['not-first']
 * ```
 */
export interface IgnoredBase {
  reason: 'outside-head' | 'not-first' | 'no-href';
  /** The whole tag, `<` to `>`. */
  span: Span;
}

/**
 * What `findHtmlBase` found in an HTML document: the first BASE with an href in the HEAD, and the BASE elements that did not count.
 *
 * @example
 * ```ts
 * const scan: HtmlBaseScan = findHtmlBase('<head><base href=" http://a/ "></head>');
 * const base: HtmlBase | undefined = scan.base;
 * base?.href; //=> 'http://a/'
 * ```
 */
export interface HtmlBaseScan {
  /** The first BASE with an href in the HEAD; undefined when there is none. */
  base?: HtmlBase;
  /** The other BASE elements, in document order. */
  ignored: IgnoredBase[];
}

/** Elements allowed in HEAD (RFC 1866 §5.2, and those HTML added); any other start tag begins the body. */
const HEAD_ELEMENTS = new Set(['html', 'head', 'base', 'basefont', 'bgsound', 'isindex', 'link', 'meta', 'nextid', 'noscript', 'noframes', 'script', 'style', 'template', 'title']);
/** Elements whose content is text up to their own end tag, or inert (template): a BASE written inside does not count. */
const RAW_TEXT = ['script', 'style', 'title', 'textarea', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'template'];
const CLOSING = new Map(RAW_TEXT.map((name) => [name, new RegExp(`</${name}(?=[\\t\\n\\f\\r />])`, 'gi')]));

const GT = 0x3e;
const SLASH = 0x2f;
const EQUALS = 0x3d;
const BANG = 0x21;
const QUESTION = 0x3f;
const DQUOTE = 0x22;
const SQUOTE = 0x27;

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
}
function isLetter(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

interface Attribute {
  name: string;
  value: string;
  span: Span;
}
interface Tag {
  name: string;
  attributes: Attribute[];
  /** Just after the `>`. */
  end: number;
}

/** Reads the tag whose name starts at `i` (after `<` or `</`); undefined when the document ends inside it. */
function readTag(html: string, i: number): Tag | undefined {
  const n = html.length;
  let p = i;
  while (p < n && !isSpace(html.charCodeAt(p)) && html.charCodeAt(p) !== SLASH && html.charCodeAt(p) !== GT) p++;
  const name = html.slice(i, p).toLowerCase();
  const attributes: Attribute[] = [];
  for (;;) {
    while (p < n && (isSpace(html.charCodeAt(p)) || html.charCodeAt(p) === SLASH)) p++;
    if (p >= n) return undefined;
    if (html.charCodeAt(p) === GT) return { name, attributes, end: p + 1 };
    const nameStart = p++; // the first character may be "=" (HTML)
    while (p < n && !isSpace(html.charCodeAt(p)) && html.charCodeAt(p) !== SLASH && html.charCodeAt(p) !== GT && html.charCodeAt(p) !== EQUALS) p++;
    const attributeName = html.slice(nameStart, p).toLowerCase();
    let q = p;
    while (q < n && isSpace(html.charCodeAt(q))) q++;
    if (q >= n || html.charCodeAt(q) !== EQUALS) {
      attributes.push({ name: attributeName, value: '', span: { start: p, end: p } });
      continue;
    }
    q++;
    while (q < n && isSpace(html.charCodeAt(q))) q++;
    const quote = html.charCodeAt(q);
    if (quote === DQUOTE || quote === SQUOTE) {
      const close = html.indexOf(quote === DQUOTE ? '"' : "'", q + 1);
      if (close === -1) return undefined;
      attributes.push({ name: attributeName, value: html.slice(q + 1, close), span: { start: q + 1, end: close } });
      p = close + 1;
    } else {
      p = q;
      while (p < n && !isSpace(html.charCodeAt(p)) && html.charCodeAt(p) !== GT) p++;
      attributes.push({ name: attributeName, value: html.slice(q, p), span: { start: q, end: p } });
    }
  }
}

/** Whether `html[start, end)` holds a character other than white space. */
function hasText(html: string, start: number, end: number): boolean {
  for (let p = start; p < end; p++) if (!isSpace(html.charCodeAt(p))) return true;
  return false;
}

const REFERENCE = /&(?:#([0-9]{1,7})|#[xX]([0-9A-Fa-f]{1,6})|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute value with its character references decoded (numeric ones, and the five of XML). */
function decodeReferences(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(REFERENCE, (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name) return NAMED[name];
    const cp = dec !== undefined ? parseInt(dec, 10) : parseInt(hex!, 16);
    return cp <= 0x10ffff ? String.fromCodePoint(cp) : whole;
  });
}

/**
 * `value` without HTML's white space at either end, which it strips from a URL attribute.
 * By index: /[\t\n\f\r ]+$/ tries every start in a run of spaces (64,000 took seconds).
 */
function stripEdgeSpace(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && isSpace(value.charCodeAt(start))) start++;
  while (end > start && isSpace(value.charCodeAt(end - 1))) end--;
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

/**
 * Finds the base URI an HTML document gives itself (RFC 2396 Appendix D): the href of the
 * first BASE element in its HEAD. Comments, declarations and the content of script, style,
 * title and the other raw-text elements are skipped, so a BASE written inside them is not
 * read. BASE elements after the first, or outside the HEAD, are listed as ignored. One pass
 * over the document: linear in its length.
 *
 * @example
 * ```ts
 * findHtmlBase('<HTML><HEAD><BASE href="http://www.ics.uci.edu/Test/a/b/c"></HEAD>')
 * //=> { base: { href: 'http://www.ics.uci.edu/Test/a/b/c', span: { start: 24, end: 57 } }, ignored: [] }
 * ```
 */
export function findHtmlBase(html: string): HtmlBaseScan {
  assertString(html, 'the HTML document');
  const n = html.length;
  const ignored: IgnoredBase[] = [];
  let base: HtmlBase | undefined;
  let inHead = true;
  let i = html.charCodeAt(0) === 0xfeff ? 1 : 0; // a byte order mark is no text
  while (i < n) {
    const lt = html.indexOf('<', i);
    const textEnd = lt === -1 ? n : lt;
    if (inHead && hasText(html, i, textEnd)) inHead = false;
    if (lt === -1) break;
    const next = html.charCodeAt(lt + 1);
    if (html.startsWith('<!--', lt)) {
      const abrupt = html.startsWith('<!-->', lt) ? 5 : html.startsWith('<!--->', lt) ? 6 : 0; // HTML closes these at once
      const close = abrupt ? lt + abrupt - 3 : html.indexOf('-->', lt + 4);
      i = close === -1 ? n : close + 3;
    } else if (next === BANG || next === QUESTION) {
      const close = html.indexOf('>', lt + 2); // <!DOCTYPE …>, <?…>
      i = close === -1 ? n : close + 1;
    } else if (next === SLASH && isLetter(html.charCodeAt(lt + 2))) {
      const tag = readTag(html, lt + 2);
      if (!tag) break;
      if (tag.name === 'head' || tag.name === 'body' || tag.name === 'html') inHead = false;
      i = tag.end;
    } else if (isLetter(next)) {
      const tag = readTag(html, lt + 1);
      if (!tag) break; // the document ends inside the tag: no element (HTML drops it)
      if (inHead && !HEAD_ELEMENTS.has(tag.name)) inHead = false;
      if (tag.name === 'base') {
        const span = { start: lt, end: tag.end };
        const href = tag.attributes.find((a) => a.name === 'href');
        if (!inHead) ignored.push({ reason: 'outside-head', span });
        else if (!href) ignored.push({ reason: 'no-href', span });
        else if (base) ignored.push({ reason: 'not-first', span });
        else base = { href: stripEdgeSpace(decodeReferences(href.value)), span: href.span };
      }
      i = tag.end;
      if (tag.name === 'plaintext') break; // the rest of the document is text
      const closing = CLOSING.get(tag.name);
      if (closing) {
        closing.lastIndex = i;
        const m = closing.exec(html);
        i = m ? m.index : n; // the end tag is read as one on the next turn
      }
    } else {
      if (inHead) inHead = false; // a "<" that starts no tag is text
      i = lt + 1;
    }
  }
  return base ? { base, ignored } : { ignored };
}
