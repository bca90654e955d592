/*
 * The sections of an RFC's text, found by their headings: a line at the left margin that
 * starts with a section number (`3.2.2.  Host`, `25  Augmented BNF…`, `25.1 Basic Rules`),
 * an appendix (`Appendix A.  Collected ABNF for URI`) or an appendix's subsection
 * (`B.1.  Core Rules`). The RFC's body text is indented (RFC 7322 §4), so a line at the
 * margin is a heading, a page header (removed before, pages.ts) or a rule printed there.
 */
import { type TextLine, work } from './pages';

/** A section as a key: `3.2.2` or `A.1` (an appendix's letter in upper case), without a trailing dot. */
export type SectionKey = string;

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isUpper = (c: number) => c >= 0x41 && c <= 0x5a;

/**
 * The dotted number at `at` in `s` (`3.2.2`, `25`; each number of one to three digits) after
 * `prefix` (an appendix's letter): its key and where it ends; undefined when there is none.
 */
function dotted(s: string, at: number, prefix: string): { key: SectionKey; end: number } | undefined {
  const parts = prefix === '' ? [] : [prefix];
  let k = at;
  for (;;) {
    const from = k;
    while (k < s.length && isDigit(s.charCodeAt(k))) k++;
    if (k === from || k - from > 3) return undefined;
    parts.push(String(Number(s.slice(from, k))));
    if (s[k] !== '.' || !isDigit(s.charCodeAt(k + 1))) return { key: parts.join('.'), end: k };
    k++;
  }
}

/** The section a heading line opens, or undefined when the line is no heading. */
export function headingKey(line: TextLine): SectionKey | undefined {
  if (line.indent !== 0 || line.content === '') return undefined;
  const s = line.content;
  work.steps += s.length;
  let found: { key: string; end: number } | undefined;
  if (s.length >= 9 && s.slice(0, 9).toLowerCase() === 'appendix ' && isUpper(s.charCodeAt(9) & ~0x20)) {
    const letter = s[9]!.toUpperCase();
    const after = s[10];
    if (after === undefined) return letter;
    if (after === '.' && isDigit(s.charCodeAt(11))) found = dotted(s, 11, letter);
    else if (after === '.' || after === ':' || after === ' ' || after === '-') return letter;
    else return undefined;
  } else if (isUpper(s.charCodeAt(0)) && s[1] === '.') {
    if (!isDigit(s.charCodeAt(2))) return undefined; // `A.  Title` alone: too like a sentence's initial
    found = dotted(s, 2, s[0]!);
  } else if (isDigit(s.charCodeAt(0))) {
    found = dotted(s, 0, '');
  }
  if (found === undefined) return undefined;
  // a title after spaces: `3.2.  Authority`, `25  Augmented`
  let k = found.end;
  if (s[k] === '.') k++;
  if (s[k] !== ' ') return undefined;
  while (s[k] === ' ') k++;
  return k < s.length && !isDigit(s.charCodeAt(k)) ? found.key : undefined;
}

/**
 * The key a user's section names: `3.2`, `3.2.`, `Section 3.2`, `§3.2`, `Appendix A`, `A`,
 * `a.1`; undefined when it names none.
 */
export function sectionKey(section: string): SectionKey | undefined {
  let s = section.trim();
  const lower = s.toLowerCase();
  if (lower.startsWith('section ')) s = s.slice(8).trim();
  else if (lower.startsWith('appendix ')) s = s.slice(9).trim();
  else if (s.startsWith('§')) s = s.slice(1).trim();
  if (s.endsWith('.')) s = s.slice(0, -1);
  if (s === '') return undefined;
  const parts = s.split('.');
  const first = parts[0]!;
  const letter = first.length === 1 && isUpper(first.toUpperCase().charCodeAt(0));
  if (!letter && !(first.length <= 3 && [...first].every((c) => isDigit(c.charCodeAt(0))))) return undefined;
  if (!parts.slice(1).every((p) => p.length > 0 && p.length <= 3 && [...p].every((c) => isDigit(c.charCodeAt(0))))) return undefined;
  return [letter ? first.toUpperCase() : String(Number(first)), ...parts.slice(1).map((p) => String(Number(p)))].join('.');
}

/** Whether section `key` is `within` or one of its subsections. */
const inside = (key: SectionKey, within: SectionKey) => key === within || key.startsWith(within + '.');

/**
 * The ranges of line indexes (`[from, to)`) of `lines` that section `key` spans: from its
 * heading to the next heading of a section outside it, or to the next line at the left
 * margin that is no heading and no rule (`Authors' Addresses`). Empty when no heading opens it.
 */
export function sectionRange(lines: readonly TextLine[], key: SectionKey, startsRule: (line: TextLine) => boolean): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let from = -1;
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k]!;
    if (line.indent !== 0 || line.content === '') continue;
    const heading = headingKey(line);
    if (from < 0) {
      if (heading === key) from = k;
      continue;
    }
    if (heading !== undefined ? !inside(heading, key) : !startsRule(line) && !line.content.startsWith(';')) {
      ranges.push([from, k]);
      from = -1;
      if (heading === key) from = k;
    }
  }
  if (from >= 0) ranges.push([from, lines.length]);
  return ranges;
}
