/**
 * The input line around an error's offset, as `formatError` shows it: at most `context`
 * characters on each side, cut at line breaks, "…" where the line goes on, control
 * characters as their U+2400 pictures (one column each), and the caret's column (a
 * surrogate pair is one column).
 */
export interface CodeFrame {
  /** The characters shown, "…" where the line goes on. */
  line: string;
  /** Where the offset is in `line`, in code points. */
  caretColumn: number;
}

const ELLIPSIS = '…';

export function codeFrame(input: string, offset: number, context: number): CodeFrame {
  if (!(offset >= 0 && offset <= input.length && Number.isInteger(context) && context >= 0)) return bySlices(input, offset, context);
  return plain(input, offset, context) ?? inOnePass(input, offset, context);
}

const isControl = (c: number) => c < 0x20 || c === 0x7f;

/** The control pictures U+2400–U+241F and U+2421 (for DEL), by code. */
const PICTURES = Array.from({ length: 0x80 }, (_, c) => (c < 0x20 ? String.fromCharCode(0x2400 + c) : c === 0x7f ? '\u2421' : ''));

/** A line break, a control character or half a surrogate pair: what makes a frame less than plain. */
const SPECIAL = /[\x00-\x1f\x7f\ud800-\udfff]/;

/**
 * The frame when the characters shown (and the one past each end) are plain, as they nearly
 * always are in a URI, but for a control character at the offset itself: one native search
 * instead of reading them one by one (a character read from JavaScript costs several
 * nanoseconds). Undefined otherwise.
 */
function plain(input: string, offset: number, context: number): CodeFrame | undefined {
  const low = Math.max(0, offset - context);
  const limit = Math.min(offset + context + 1, input.length);
  const to = Math.min(limit, offset + context);
  const c = input.charCodeAt(offset);
  let shown: string;
  if (isControl(c) && c !== 10) {
    // The control character that stopped the parse, in a plain line (a NUL in a URL, say): its picture.
    if (SPECIAL.test(input.slice(low, offset)) || SPECIAL.test(input.slice(offset + 1, limit))) return undefined;
    shown = offset < to ? input.slice(low, offset) + PICTURES[c] + input.slice(offset + 1, to) : input.slice(low, to);
  } else {
    if (SPECIAL.test(low === 0 && limit === input.length ? input : input.slice(low, limit))) return undefined;
    shown = input.slice(low, to); // one piece: a report pays for each
  }
  const cutBefore = low > 0 && input.charCodeAt(low - 1) !== 10; // the line starts at `low` after a break
  return {
    line: cutBefore ? (to < limit ? ELLIPSIS + shown + ELLIPSIS : ELLIPSIS + shown) : to < limit ? shown + ELLIPSIS : shown,
    caretColumn: (cutBefore ? 1 : 0) + offset - low,
  };
}

/**
 * One read of the characters shown (and the one past each end), from the offset outwards:
 * an error is formatted once per diagnosis, and reading a character costs more than
 * everything else here.
 */
function inOnePass(input: string, offset: number, context: number): CodeFrame {
  const low = Math.max(0, offset - context);
  let from = low;
  let controlsBefore = false;
  let columns = 0;
  let next = 0; // the code unit after p, for surrogate pairs
  for (let p = offset - 1; p >= low; p--) {
    const c = input.charCodeAt(p);
    if (c === 10) {
      from = p + 1;
      break;
    }
    if (isControl(c)) controlsBefore = true;
    columns++;
    if ((c & 0xfc00) === 0xd800 && (next & 0xfc00) === 0xdc00) columns--; // a pair: one column
    next = c;
  }
  // Cut before `from` unless the line starts there.
  const cutBefore = from === low && low > 0 && input.charCodeAt(low - 1) !== 10;

  const limit = Math.min(offset + context + 1, input.length);
  let lineEnd = limit;
  let controlsAfter = false;
  for (let q = offset; q < limit; q++) {
    const c = input.charCodeAt(q);
    if (c === 10) {
      lineEnd = q;
      break;
    }
    if (isControl(c) && q < offset + context) controlsAfter = true;
  }
  const to = Math.min(lineEnd, offset + context);

  const shownBefore = input.slice(from, offset);
  const shownAfter = input.slice(offset, to);
  return {
    line: (cutBefore ? ELLIPSIS : '') + (controlsBefore ? pictured(shownBefore) : shownBefore) + (controlsAfter ? pictured(shownAfter) : shownAfter) + (to < lineEnd ? ELLIPSIS : ''),
    caretColumn: (cutBefore ? 1 : 0) + columns,
  };
}

/** The same for any other offset or context (a hand-made error, an odd option), by slice's own rules. */
function bySlices(input: string, offset: number, context: number): CodeFrame {
  const lineStart = input.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = endOfLine(input, offset, offset + context + 1);
  const from = Math.max(lineStart, offset - context);
  const to = Math.min(lineEnd, offset + context);
  const before = (from > lineStart ? ELLIPSIS : '') + pictured(input.slice(from, offset));
  const after = pictured(input.slice(offset, to)) + (to < lineEnd ? ELLIPSIS : '');
  return { line: before + after, caretColumn: codePoints(before) };
}

/** The first "\n" at or after `from`, or the end of the input, looking no further than `limit`. */
function endOfLine(input: string, from: number, limit: number): number {
  const end = Math.min(limit, input.length);
  for (let p = from; p < end; p++) if (input.charCodeAt(p) === 10) return p;
  return end;
}

/** `text` with each control character as its picture (a loop: a replace with a callback costs a call per character). */
function pictured(text: string): string {
  let shown = '';
  let from = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (isControl(c)) {
      shown += text.slice(from, k) + PICTURES[c];
      from = k + 1;
    }
  }
  return from === 0 ? text : shown + text.slice(from);
}

/** The number of code points in `text` (a surrogate pair is one column). */
function codePoints(text: string): number {
  let n = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c < 0xdc00 || c > 0xdfff || k === 0 || (text.charCodeAt(k - 1) & 0xfc00) !== 0xd800) n++;
  }
  return n;
}
