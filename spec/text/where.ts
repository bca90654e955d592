import type { Delimiter, ExtractedUri, TextSpan } from '../../src/text/types';

/** Line and column of `offset` in `text`, counted the plain way (an oracle for the extractor's line counter). */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const lines = text.slice(0, offset).split('\n');
  return { line: lines.length, column: (lines[lines.length - 1] as string).length + 1 };
}

/** The TextSpan of text[start, end), by `lineColumn`. */
export function textSpan(text: string, start: number, end: number): TextSpan {
  const from = lineColumn(text, start);
  const to = lineColumn(text, end);
  return { start, end, line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
}

/**
 * The find expected for `written` (the URI as written, whitespace and all), the `nth` time it
 * occurs in `text`, delimited as `delimiter`; the URI is `written` without whitespace.
 */
export function find(text: string, written: string, delimiter: Delimiter, nth = 1): ExtractedUri {
  let start = -1;
  for (let k = 0; k < nth; k++) start = text.indexOf(written, start + 1);
  if (start < 0) throw new Error(`${JSON.stringify(written)} is not in the text`);
  const end = start + written.length;
  const open = delimiter === 'angle' ? 1 : delimiter === 'quote' ? 1 : 0;
  const outerStart = delimiter === 'angle-url' ? text.lastIndexOf('<', start) : start - open;
  const outerEnd = delimiter === 'bare' ? end : text.indexOf(delimiter === 'quote' ? '"' : '>', end) + 1;
  return {
    ok: true,
    uri: written.replace(/\s/g, ''),
    delimiter,
    span: textSpan(text, start, end),
    text: written,
    outer: { start: outerStart, end: outerEnd },
  };
}
