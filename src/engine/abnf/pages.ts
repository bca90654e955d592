/*
 * An RFC's plain text as lines without its page furniture (RFC 7322 §4.1 layout, and the
 * Internet-Draft one): the form feed of a page break, the footer before it
 * (`Berners-Lee, et al.  Standards Track  [Page 49]`), the header after it
 * (`RFC 3986   URI Generic Syntax   January 2005`) and the blank lines that pad both. What
 * a page break cut stays joined: a rule printed across it continues on the next page.
 */

/** A line of the RFC kept after the page furniture is removed. */
export interface TextLine {
  /** 1-based, in the RFC's text. */
  no: number;
  /** Leading white space in columns (a tab to the next multiple of 8). */
  indent: number;
  /** The line after its indentation, without trailing white space; '' for a blank line. */
  content: string;
  /** Whether a page break comes right before it (its furniture and padding dropped). */
  afterBreak?: boolean;
}

/** Characters looked at, for the specs' linear-time check (one count per character scanned). */
export const work = { steps: 0 };

const isBlank = (line: TextLine) => line.content === '';

/** `line` measured: its indentation in columns and its content (form feeds and trailing white space dropped). */
function measure(raw: string, no: number): TextLine {
  let indent = 0;
  let at = 0;
  for (; at < raw.length; at++) {
    const c = raw.charCodeAt(at);
    if (c === 0x20) indent++;
    else if (c === 0x09) indent = (Math.floor(indent / 8) + 1) * 8;
    else if (c !== 0x0c) break;
  }
  let end = raw.length;
  while (end > at && isSpace(raw.charCodeAt(end - 1))) end--;
  work.steps += raw.length + 1;
  return { no, indent, content: raw.slice(at, end).split('\f').join('') };
}

/** Space, tab, CR, form feed. */
const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0c;

/** `[Page 12]` at the end of a line: a page footer. */
function isFooter(line: TextLine): boolean {
  const s = line.content;
  if (!s.endsWith(']')) return false;
  const open = s.lastIndexOf('[Page ');
  if (open < 0) return false;
  const digits = s.slice(open + 6, -1);
  return digits.length > 0 && digits.length <= 5 && [...digits].every((d) => d >= '0' && d <= '9');
}

/** `RFC 3986 …` or `Internet-Draft …` at the left margin: a page header (after a page break). */
function isHeader(line: TextLine): boolean {
  if (line.indent !== 0) return false;
  const s = line.content;
  if (s.startsWith('RFC ')) {
    const c = s.charCodeAt(4);
    return c >= 0x30 && c <= 0x39;
  }
  const head = s.slice(0, 14).toLowerCase();
  return head === 'internet-draft' || head === 'internet draft' || s.startsWith('draft-');
}

/**
 * The lines of `text` (LF or CRLF; a byte order mark first is dropped) without page
 * furniture. The blank lines around a page break are dropped too, so that the lines before
 * and after it are adjacent.
 */
export function pageLines(text: string): TextLine[] {
  const out: TextLine[] = [];
  const raw = text.split('\n');
  if (raw.length > 0 && raw[0]!.charCodeAt(0) === 0xfeff) raw[0] = raw[0]!.slice(1);
  /** After a page break: blank lines and one header line are still furniture. */
  let breaking = false;
  let headerSeen = false;
  const startBreak = () => {
    while (out.length > 0 && isBlank(out[out.length - 1]!)) out.pop();
    breaking = true;
    headerSeen = false;
  };
  for (let k = 0; k < raw.length; k++) {
    const source = raw[k]!;
    const line = measure(source, k + 1);
    const formFeed = source.includes('\f');
    if (formFeed || isFooter(line)) {
      if (isFooter(line)) {
        startBreak();
        continue;
      }
      // a form feed: the footer is the last line before it, if any
      startBreak();
      if (out.length > 0 && isFooter(out[out.length - 1]!)) out.pop();
      startBreak();
      if (isBlank(line)) continue;
    }
    if (breaking) {
      if (isBlank(line)) continue;
      if (!headerSeen && isHeader(line)) {
        headerSeen = true;
        continue;
      }
      breaking = false;
      line.afterBreak = true;
    }
    out.push(line);
  }
  return out;
}
