/*
 * The ABNF of an IETF plain-text RFC, as the IETF's ABNF extractor (aex) takes it out: page
 * furniture removed (pages.ts), each rule with its continuation lines and comments, the prose
 * between them dropped, un-indented so that the result reads as an ABNF file.
 */
import { kindOf } from '../../combinators/arguments';
import { pageLines, type TextLine, work } from './pages';
import { readAbnfText } from './reader';
import { sectionKey, sectionRange } from './sections';

/**
 * What `extractAbnf` takes besides the text.
 *
 * @example
 * ```ts
 * const options: AbnfExtractOptions = { section: 'Appendix A' };
 * options.section; //=> 'Appendix A'
 * ```
 */
export interface AbnfExtractOptions {
  /**
   * Only the rules of this section and its subsections: `'3.2'`, `'25'`, `'Appendix A'` (or
   * `'A'`), `'B.1'`; several sections give the rules of each, in the order of the text.
   */
  section?: string | readonly string[];
}

/**
 * A rule of the RFC that the extracted text leaves out, or keeps as comments only.
 *
 * @example
 * ```ts
 * const r = extractAbnf('   a = "x"\n\n   Then:\n\n   a = "y"\n   b = #a\n');
 * if (r.ok) r.value.notes.map((n) => [n.kind, n.rule, n.line]); //=> [['redefined', 'a', 5], ['unreadable', 'b', 6]]
 * ```
 */
export interface AbnfExtractNote {
  /**
   * `unreadable`: a line shaped like a rule (`name = …`) whose rule does not read as ABNF
   * (an example, prose, or a notation the reader does not know, such as `#rule`): left out.
   * `repeated`: a rule defined again with the same elements (an RFC's collected ABNF
   * restating its sections' rules): left out. `redefined`: a rule defined again otherwise:
   * kept as comments, the first definition stands.
   */
  kind: 'unreadable' | 'repeated' | 'redefined';
  /** The rule's name as the line spells it. */
  rule: string;
  /** 1-based line of the RFC text where the rule starts. */
  line: number;
  /** One sentence: the reader's reason, or the line of the first definition. */
  message: string;
}

/**
 * The ABNF found in an RFC's text.
 *
 * @example
 * ```ts
 * const r = extractAbnf('   The syntax:\n\n      s = 1*c\n      c = "a"\n');
 * if (r.ok) [r.value.text, r.value.rules, r.value.lines]; //=> ['s = 1*c\nc = "a"\n', ['s', 'c'], [3, 4]]
 * ```
 */
export interface ExtractedAbnf {
  /**
   * The rules as ABNF text: each rule un-indented, its continuation lines kept at their
   * depth below it, one blank line where the RFC had text or a blank line between rules.
   * Ends with a newline unless it is empty.
   */
  text: string;
  /** The names of the rules `text` defines, in its order, each once, as first spelled. */
  rules: string[];
  /** For each line of `text` (index 0 is line 1), the 1-based line of the RFC it comes from; 0 for a blank line between rules. */
  lines: number[];
  /** The rules left out or kept as comments, in the order of the text. */
  notes: AbnfExtractNote[];
}

/**
 * A section that cannot be found: not a section number, or no heading of the text opens it.
 *
 * @example
 * ```ts
 * const r = extractAbnf('1.  Intro\n\n   a = "x"\n', { section: 'chapter one' });
 * if (!r.ok) r.error.code; //=> 'bad-section'
 * ```
 */
export interface AbnfExtractError {
  code: 'bad-section' | 'unknown-section';
  /** The section as given. */
  section: string;
  message: string;
}

/**
 * The outcome of `extractAbnf`: the rules found (none is no error), or the section that
 * could not be found.
 *
 * @example
 * ```ts
 * const r: AbnfExtractResult = extractAbnf('   a = "x"\n', { section: '9' });
 * r.ok ? r.value.rules : r.error.code; //=> 'unknown-section'
 * ```
 */
export type AbnfExtractResult = { ok: true; value: ExtractedAbnf } | { ok: false; error: AbnfExtractError };

/** A rule as the text prints it: the lines from its name to its last continuation. */
interface Candidate {
  name: string;
  how: '=' | '=/';
  /** Index in the page lines of its first line, and one past its last. */
  from: number;
  to: number;
  /** Index in the page lines of its rule line (after any comment lines before it). */
  at: number;
  indent: number;
  lines: TextLine[];
  /**
   * Index in `lines` of the first continuation line after a page break where the rule was
   * already complete: prose the break made adjacent, when the rule reads only without it.
   */
  cut: number | undefined;
}

const isAlpha = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isWsp = (c: number) => c === 0x20 || c === 0x09;

/**
 * The rule a line starts (RFC 5234 §4 `rulename defined-as`): its name and `=` or `=/`, when
 * the content is `name = …` with white space before or after the `=` (as RFCs print rules;
 * `v=0` of an SDP example or `name=value` of a query is none). Undefined otherwise.
 */
function ruleStart(content: string): { name: string; how: '=' | '=/' } | undefined {
  if (!isAlpha(content.charCodeAt(0))) return undefined;
  let k = 1;
  while (k < content.length) {
    const c = content.charCodeAt(k);
    if (!(isAlpha(c) || isDigit(c) || c === 0x2d)) break;
    k++;
  }
  const name = content.slice(0, k);
  let spaced = false;
  while (isWsp(content.charCodeAt(k))) {
    k++;
    spaced = true;
  }
  if (content[k] !== '=') return undefined;
  const how = content[k + 1] === '/' ? '=/' : '=';
  k += how.length;
  if (content[k] === '=') return undefined;
  if (!spaced && k < content.length && !isWsp(content.charCodeAt(k))) return undefined;
  return { name, how };
}

/**
 * How a line leaves its rule: how many ( and [ it leaves open (strings, prose values and
 * comments skipped), and whether it ends wanting more: after a `/`, or with no element yet
 * (`name =` whose elements start on the next line).
 */
function openness(content: string, start: number): { depth: number; wanting: boolean } {
  let depth = 0;
  let last = '';
  for (let k = start; k < content.length; k++) {
    work.steps++;
    const c = content[k]!;
    if (c === ';') break;
    if (c === '"' || c === '<') {
      const close = content.indexOf(c === '"' ? '"' : '>', k + 1);
      if (close < 0) break;
      work.steps += close - k;
      k = close;
      last = c;
      continue;
    }
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    if (c !== ' ' && c !== '\t') last = c;
  }
  return { depth, wanting: last === '/' || last === '' };
}

/** The rules of the page lines, each with its continuation lines and the comment lines right before it. */
function candidates(lines: readonly TextLine[]): Candidate[] {
  const found: Candidate[] = [];
  /** Comment lines since the last other line: they go with a rule that follows at once. */
  let comments = -1;
  for (let k = 0; k < lines.length; ) {
    const line = lines[k]!;
    const start = line.content === '' ? undefined : ruleStart(line.content);
    if (start === undefined) {
      if (line.content.startsWith(';')) comments = comments < 0 ? k : comments;
      else comments = -1;
      k++;
      continue;
    }
    const indent = line.indent;
    const from = comments >= 0 && lines[comments]!.indent >= indent ? comments : k;
    comments = -1;
    const open = openness(line.content, line.content.indexOf('=') + start.how.length);
    let depth = open.depth;
    let wanting = open.wanting;
    let to = k + 1;
    let cut: number | undefined;
    for (let j = k + 1; j < lines.length; j++) {
      const next = lines[j]!;
      if (next.afterBreak === true && cut === undefined && depth <= 0 && !wanting) cut = j - from;
      if (next.content === '') {
        if (depth > 0 || wanting) continue; // a rule still open goes on after a blank line
        break;
      }
      if (next.indent < indent || (next.indent === indent && !next.content.startsWith(';'))) break;
      const more = openness(next.content, 0);
      depth += more.depth;
      if (!next.content.startsWith(';')) wanting = more.wanting;
      to = j + 1;
    }
    found.push({ name: start.name, how: start.how, from, at: k, to, indent, lines: lines.slice(from, to), cut });
    k = to;
  }
  return found;
}

/** A candidate's lines un-indented: its rule line at the margin, the others at their depth below it. */
function unindented(c: Candidate): string[] {
  return c.lines.map((l) => (l.content === '' ? '' : ' '.repeat(Math.max(0, l.indent - c.indent)) + l.content));
}

/** Why a candidate does not read as one ABNF rule (its `=/` read as `=`: alone, it adds to nothing), or undefined. */
function unreadable(c: Candidate, text: string[]): string | undefined {
  const rule = c.at - c.from;
  const own = text.slice();
  if (c.how === '=/') own[rule] = own[rule]!.replace('=/', '= ');
  const joined = own.join('\n');
  work.steps += joined.length;
  try {
    const problem = readAbnfText(joined, () => true).problems[0]; // prose is ABNF (RFC 5234 §4 prose-val), whatever it will be mapped to
    return problem === undefined ? undefined : `line ${c.lines[problem.line - 1]?.no ?? c.lines[0]!.no}: ${problem.reason}`;
  } catch (e) {
    return String((e as Error).message ?? e);
  }
}

/** A rule's elements without comments and with white space made one space: two definitions compared. */
function elements(text: string[], c: Candidate): string {
  let out = '';
  let last = '';
  let space = false;
  for (const [k, line] of text.entries()) {
    if (k < c.at - c.from) continue;
    const s = k === c.at - c.from ? line.slice(line.indexOf('=') + c.how.length) : line;
    work.steps += s.length;
    let quote = '';
    for (let i = 0; i < s.length; i++) {
      const ch = s[i]!;
      if (quote === '') {
        if (ch === ';') break;
        if (ch === ' ' || ch === '\t') {
          space = true;
          continue;
        }
        if (ch === ')' || ch === ']') space = false;
        if (ch === '"') quote = '"';
        else if (ch === '<') quote = '>';
      } else if (ch === quote) {
        quote = '';
      }
      // (never out.endsWith: on a string built by += it flattens the string, quadratic on a long rule)
      if (space && last !== '' && last !== '(' && last !== '[') out += ' ';
      space = false;
      out += ch;
      last = ch;
    }
    space = true;
  }
  return out;
}

function checkOptions(options: unknown): string[] {
  if (options === undefined) return [];
  if (typeof options !== 'object' || options === null) throw new TypeError(`uri-grammar: extractAbnf's options must be an object { section? }, got ${kindOf(options)}`);
  const section = Object.prototype.hasOwnProperty.call(options, 'section') ? (options as { section?: unknown }).section : undefined;
  if (section === undefined) return [];
  const sections = typeof section === 'string' ? [section] : section;
  if (!Array.isArray(sections) || !sections.every((s) => typeof s === 'string')) {
    throw new TypeError(`uri-grammar: extractAbnf's section must be a string or an array of strings, got ${kindOf(section)}`);
  }
  return sections as string[];
}

/**
 * The ABNF of an IETF RFC in plain text (or an Internet-Draft), as the IETF's ABNF
 * extractor (aex) takes it out: page breaks, headers and footers removed, each rule
 * (`name = …` or `name =/ …`) with its continuation lines (indented deeper, also across a
 * page break or, while a bracket is open or an operator waits, a blank line) and comments,
 * un-indented; the prose between rule blocks dropped. A rule-shaped line whose rule does not
 * read as ABNF is left out, a rule restated as it was is left out once, and one defined
 * again otherwise is kept as comments (`notes` says which). The result compiles with
 * `compileGrammar(text, { notation: 'abnf' })` when the RFC's rules are complete (names from
 * other RFCs need `uses`, or their rules). Linear in the text; a non-string is a TypeError,
 * a section that cannot be found an `ok: false` result.
 *
 * @example
 * ```ts
 * const rfc = 'Appendix A.  Collected ABNF\n\n   The rules:\n\n      id   = 1*DIGIT\n             / "x"\n';
 * const r = extractAbnf(rfc, { section: 'Appendix A' });
 * if (r.ok) [r.value.text, r.value.rules]; //=> ['id   = 1*DIGIT\n       / "x"\n', ['id']]
 * ```
 */
export function extractAbnf(text: string, options?: AbnfExtractOptions): AbnfExtractResult {
  if (typeof text !== 'string') throw new TypeError(`uri-grammar: extractAbnf expects the RFC's text, got ${kindOf(text)}`);
  const sections = checkOptions(options);
  const lines = pageLines(text);
  let found = candidates(lines);
  if (sections.length > 0) {
    const ranges: Array<[number, number]> = [];
    for (const section of sections) {
      const key = sectionKey(section);
      if (key === undefined) return { ok: false, error: { code: 'bad-section', section, message: `${JSON.stringify(section)} is no section: write a number (3.2), an appendix (Appendix A, A.1)` } };
      const spans = sectionRange(lines, key, (line) => ruleStart(line.content) !== undefined);
      if (spans.length === 0) return { ok: false, error: { code: 'unknown-section', section, message: `no heading of the text opens section ${key}` } };
      for (const span of spans) ranges.push(span);
    }
    found = within(found, ranges);
  }
  return { ok: true, value: assemble(found) };
}

/** The candidates whose rule line lies in one of `ranges` (a walk of both in order: linear). */
function within(found: Candidate[], ranges: Array<[number, number]>): Candidate[] {
  const sorted = ranges.slice().sort((a, b) => a[0] - b[0]);
  const kept: Candidate[] = [];
  let r = 0;
  let reach = -1; // the end of the ranges that start at or before the candidate
  work.steps += found.length + sorted.length;
  for (const c of found) {
    while (r < sorted.length && sorted[r]![0] <= c.at) reach = Math.max(reach, sorted[r++]![1]);
    if (c.at < reach) kept.push(c);
  }
  return kept;
}

/**
 * The candidate as it reads, its text un-indented, and why it does not read (undefined when
 * it does): cut before the page break at `cut` when only the lines before it read (RFC 5724
 * §2.2's last rule, then a page break, then a paragraph indented deeper than the rule).
 */
function readable(c: Candidate): { candidate: Candidate; text: string[]; why: string | undefined } {
  const text = unindented(c);
  const why = unreadable(c, text);
  if (why === undefined || c.cut === undefined) return { candidate: c, text, why };
  const shorter: Candidate = { ...c, to: c.from + c.cut, lines: c.lines.slice(0, c.cut), cut: undefined };
  const cutText = unindented(shorter);
  return unreadable(shorter, cutText) === undefined ? { candidate: shorter, text: cutText, why: undefined } : { candidate: c, text, why };
}

/** The text of the candidates that read as ABNF, and the notes on the others. */
function assemble(found: Candidate[]): ExtractedAbnf {
  const out: string[] = [];
  const lines: number[] = [];
  const rules: string[] = [];
  const notes: AbnfExtractNote[] = [];
  /** Lower-cased name → the line of its `=` definition and its elements (§2.1: names are case-insensitive). */
  const defined = new Map<string, { line: number; elements: string }>();
  const named = new Set<string>();
  let previous = -1;
  for (const whole of found) {
    const { candidate: c, text, why } = readable(whole);
    const ruleLine = c.lines[c.at - c.from]!.no;
    if (why !== undefined) {
      notes.push({ kind: 'unreadable', rule: c.name, line: ruleLine, message: `does not read as ABNF (${why})` });
      continue;
    }
    const key = c.name.toLowerCase();
    let shown = text;
    if (c.how === '=') {
      const own = elements(text, c);
      const first = defined.get(key);
      if (first !== undefined) {
        if (first.elements === own) {
          notes.push({ kind: 'repeated', rule: c.name, line: ruleLine, message: `restates the rule of line ${first.line}` });
          continue;
        }
        notes.push({ kind: 'redefined', rule: c.name, line: ruleLine, message: `defines the rule of line ${first.line} again otherwise` });
        shown = text.map((l) => (l === '' ? ';' : `; ${l}`));
      } else {
        defined.set(key, { line: ruleLine, elements: own });
      }
    }
    if (shown === text && !named.has(key)) {
      named.add(key);
      rules.push(c.name);
    }
    if (previous >= 0 && c.from > previous) {
      out.push('');
      lines.push(0);
    }
    for (const [k, l] of shown.entries()) {
      out.push(l);
      lines.push(c.lines[k]!.no);
    }
    previous = c.to;
  }
  return { text: out.length === 0 ? '' : out.join('\n') + '\n', rules, lines, notes };
}
