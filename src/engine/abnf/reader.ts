import type { Expr, Grammar, Position, Rule } from '../bnf/model';
import { GrammarError, type GrammarProblem } from './errors';
import { tokenize, type Located } from './lexer';

/** The rules of one ABNF text and every problem found while reading it. */
export interface AbnfText {
  /**
   * Rules in the order of the text, keyed by their defining spelling. References keep the
   * spelling they were written with; `link` resolves them case-insensitively (§2.1).
   */
  grammar: Grammar;
  /** In the order of the text; empty when the text reads cleanly. */
  problems: GrammarError[];
  /** The names of the rules that could not be read (a reference to one is no undefined rule). */
  unread: string[];
  /**
   * The lines inside a rule that follow a line ending in a comment, each with that line's
   * number: a wrapped comment whose next line lacks its ";" reads as rule text there.
   */
  afterComment: Map<number, number>;
}

/**
 * Reads ABNF (RFC 5234 §2–§4 with RFC 7405's `%s` and `%i`) into the grammar model, without
 * resolving references. A rule starts with its name as the first token of a line; it
 * continues on the lines indented deeper than that line (§4 and §3.1, so that an RFC's
 * indented grammar reads as written), with CRLF or LF line ends. After an error the reader
 * skips to the next rule, so one pass reports every rule's first problem. An error on a line
 * that follows a comment is reported as what it most likely is: the rest of the comment,
 * without its ";" (`continued-comment`).
 *
 * @example
 * ```ts
 * readAbnfText('x = 2DIGIT "." %x41-5A').grammar.rules.get('x')!.expr.kind; //=> 'seq'
 * ```
 */
export function readAbnfText(text: string, mapped?: (prose: string) => boolean): AbnfText {
  return new Reader(text, mapped).read();
}

/** The deepest nesting of ( ) and [ ] read (far beyond any RFC's; the call stack stays small). */
const MAX_DEPTH = 200;

class Reader {
  private readonly tokens: Located[];
  private pos = 0;
  /** The first token of the rule being read, and its index. */
  private start!: Located;
  private startIndex = 0;
  private readonly problems: GrammarError[] = [];
  private readonly unread: string[] = [];
  /** Lines read as comments: each a comment's next line, written without its ";" (`continued-comment`). */
  private readonly skipped = new Set<number>();
  /** The lines that start a rule. */
  private readonly ruleLines = new Set<number>();
  /** Lower-cased name → the rule (§2.1: rule names are case-insensitive). */
  private readonly byKey = new Map<string, Rule>();
  /** How many brackets are open: the reader and the compiler recurse on it. */
  private depth = 0;

  private readonly lines: string[];

  constructor(
    text: string,
    /** Whether the `prose` option maps a prose value (then it is read as a reference, which abnf/link.ts resolves). */
    private readonly mapped: (prose: string) => boolean = () => false,
  ) {
    this.tokens = tokenize(text);
    this.lines = text.split(/\r?\n/);
  }

  read(): AbnfText {
    while (this.peek().type !== 'end') {
      try {
        this.rule();
      } catch (e) {
        if (!(e instanceof GrammarError)) throw e;
        const problem = this.continuedComment(e);
        this.problems.push(problem);
        if (problem !== e) {
          // read the rule again without that line, as the comment it most likely is: its other problems are found, and the rule defined
          this.skipped.add(problem.line);
          this.pos = this.startIndex;
          continue;
        }
        if (this.start.type === 'name') this.unread.push(this.start.value);
        this.skipRule();
      }
    }
    if (this.byKey.size === 0 && this.problems.length === 0) {
      this.problems.push(this.error('no-rules', 'the text defines no rule', this.peek()));
    }
    const rules = new Map([...this.byKey.values()].map((r) => [r.name, r]));
    const afterComment = new Map<number, number>();
    for (const token of this.tokens) if (token.afterComment !== undefined && !this.ruleLines.has(token.line)) afterComment.set(token.line, token.afterComment);
    return { grammar: { rules, warnings: [] }, problems: this.problems, unread: this.unread, afterComment };
  }

  /**
   * `e`, or, when it lies on a line of the rule that follows a line ending in a comment (and
   * starts with no "/"), a `continued-comment` problem at that line: prose there is most likely
   * the comment's second line, written without its ";" (RFC 5234 §4: a comment ends with its line).
   */
  private continuedComment(e: GrammarError): GrammarError {
    if (e.line <= this.start.line || this.skipped.has(e.line) || e.problem === 'duplicate-rule' || e.problem === 'incremental-undefined') return e;
    let first: Located | undefined;
    for (let k = Math.min(this.pos, this.tokens.length - 1); k > this.startIndex; k--) {
      const token = this.tokens[k]!;
      if (token.line < e.line) break;
      if (token.line === e.line && token.firstOnLine) first = token;
    }
    if (first?.afterComment === undefined || first.type === '/') return e;
    return this.error(
      'continued-comment',
      `line ${e.line} reads as part of rule ${this.start.type === 'name' ? this.start.value : ''}, but it looks like the rest of the comment on line ${first.afterComment}, written without its ";": start it with ";" (a comment ends with its line, RFC 5234 §4); read as rule text it fails: ${e.reason}`,
      first,
    );
  }

  /** `rulename defined-as elements` (§4), then the rule must end. */
  private rule(): void {
    this.depth = 0;
    const start = this.peek();
    this.start = start;
    this.startIndex = this.pos;
    this.ruleLines.add(start.line);
    if (start.type === 'error') throw this.lexical(start);
    if (start.type !== 'name') throw this.unexpected('expected-rule-name', start, 'a rule name at the start of a line');
    this.pos++;
    const defined = this.peekInRule();
    if (defined.type === 'error') throw this.lexical(defined);
    if (defined.type !== '=' && defined.type !== '=/') throw this.unexpected('expected-defined-as', defined, `"=" or "=/" after the rule name ${start.value}`);
    this.pos++;
    const expr = this.citation(start.value) ?? this.alternation();
    const after = this.peekInRule();
    if (after.type !== 'end') {
      if (after.type === ')' || after.type === ']') throw this.error('unbalanced-brackets', `"${after.type}" closes no bracket`, after);
      if (after.type === '=' || after.type === '=/') {
        throw this.error('expected-element', `"${after.type}" inside rule ${start.value}: a new rule must start a line indented no deeper than the line of ${start.value}`, after);
      }
      throw this.unexpected('expected-element', after, 'an element');
    }
    this.define(start as Located & { value: string }, defined.type, expr);
  }

  /**
   * A rule defined as a prose value alone that cites an RFC and names no rule (`host =
   * <as specified in [RFC3986]>`, the SSH URI draft; `FWS = <see RFC 5322 Section 3.2.2>`,
   * RFC 5536): the cited RFC's rule of the name being defined, as a reference that
   * abnf/link.ts resolves in that set (never in the text). Undefined for any other
   * definition, which is read as elements.
   */
  private citation(defined: string): Expr | undefined {
    const token = this.peekInRule();
    if (token.type !== 'prose' || proseName(token.value) !== undefined || this.mapped(token.value) || citedRfc(token.value) === undefined) return undefined;
    this.pos++;
    if (this.peekInRule().type === 'end') return { kind: 'ref', name: defined, at: position(token), prose: token.value };
    this.pos--;
    return undefined;
  }

  /** `=` defines a rule once; `=/` adds alternatives to one defined before (§3.3). */
  private define(name: Located & { value: string }, how: '=' | '=/', expr: Expr): void {
    const key = name.value.toLowerCase();
    const earlier = this.byKey.get(key);
    const at = { line: name.line, column: name.column };
    if (how === '=') {
      if (earlier) throw this.error('duplicate-rule', `rule ${name.value} is defined twice with "=" (first on line ${earlier.at.line}); use "=/" to add alternatives`, name);
      this.byKey.set(key, { name: name.value, expr, at });
      return;
    }
    if (!earlier) throw this.error('incremental-undefined', `"=/" adds alternatives to rule ${name.value}, which is not defined before this line`, name);
    const options = [...(earlier.expr.kind === 'alt' ? earlier.expr.options : [earlier.expr]), ...(expr.kind === 'alt' ? expr.options : [expr])];
    this.byKey.set(key, { ...earlier, expr: { kind: 'alt', options, at: earlier.expr.at ?? earlier.at } });
  }

  /** `concatenation *( "/" concatenation )` (§3.2). */
  private alternation(): Expr {
    const at = this.here();
    const options = [this.concatenation()];
    while (this.peekInRule().type === '/') {
      this.pos++;
      options.push(this.concatenation());
    }
    return options.length === 1 ? options[0]! : { kind: 'alt', options, at };
  }

  /** `repetition *( repetition )` (§3.1): elements separated by white space. */
  private concatenation(): Expr {
    const at = this.here();
    const items = [this.repetition()];
    while (startsElement(this.peekInRule())) items.push(this.repetition());
    return items.length === 1 ? items[0]! : { kind: 'seq', items, at };
  }

  /** `[ repeat ] element` (§3.6, §3.7). */
  private repetition(): Expr {
    const token = this.peekInRule();
    if (token.type !== 'repeat') return this.element();
    this.pos++;
    const next = this.peekInRule();
    if (token.max === 0 && next.type === 'prose') {
      this.pos++; // RFC 3986's `path-empty = 0<pchar>`: no repetition of anything is the empty string
      return { kind: 'literal', text: '', at: position(token) };
    }
    const item = this.element();
    return { kind: 'repeat', min: token.min, max: token.max, item, at: position(token) };
  }

  private element(): Expr {
    const token = this.peekInRule();
    const at = position(token);
    switch (token.type) {
      case 'name':
        this.pos++;
        return { kind: 'ref', name: token.value, at };
      case 'string':
        this.pos++;
        return token.caseSensitive ? { kind: 'literal', text: token.value, at } : { kind: 'literal', text: token.value, caseInsensitive: true, at };
      case 'values':
        this.pos++;
        return { kind: 'literal', text: token.value, at };
      case 'range':
        this.pos++;
        return token.last <= 0xffff ? { kind: 'chars', ranges: [[token.first, token.last]], label: token.label, at } : utf16Range(token.first, token.last, token.label, at);
      case 'prose': {
        const name = proseName(token.value) ?? (this.mapped(token.value) ? '' : undefined);
        if (name === undefined) throw this.error('prose-value', `prose value <${token.value}> cannot be compiled: map it to a rule or ABNF with the prose option ({ prose: { ${JSON.stringify(token.value)}: '…' } }), or replace it with a rule that defines what it describes (RFC 5234 §4 calls prose "a last resort")`, token);
        this.pos++;
        return { kind: 'ref', name, at, prose: token.value }; // a rule of a built-in set, or what the prose option maps it to (abnf/link.ts)
      }
      case '(':
      case '[':
        return this.group(token);
      case 'error':
        throw this.lexical(token);
      default:
        throw this.unexpected('expected-element', token, 'an element');
    }
  }

  /** `( alternation )` and `[ alternation ]` (§3.5, §3.8). */
  private group(open: Located): Expr {
    this.pos++;
    if (++this.depth > MAX_DEPTH) throw this.error('nesting-too-deep', `brackets nested more than ${MAX_DEPTH} deep`, open);
    const inner = this.alternation();
    this.depth--;
    const close = open.type === '(' ? ')' : ']';
    const end = this.peekInRule();
    if (end.type !== close) {
      if (end.type === 'end' || end.type === ')' || end.type === ']') {
        if (end.type === 'end') throw this.error('unbalanced-brackets', `"${open.type}" is never closed by "${close}"`, open);
        throw this.error('unbalanced-brackets', `"${end.type}" does not close the "${open.type}" of line ${open.line}, column ${open.column}`, end);
      }
      throw this.unexpected('expected-element', end, `an element or "${close}"`);
    }
    this.pos++;
    return open.type === '(' ? inner : { kind: 'repeat', min: 0, max: 1, item: inner, at: position(open) };
  }

  private peek(): Located {
    if (this.skipped.size > 0) while (this.tokens[this.pos]!.type !== 'end' && this.skipped.has(this.tokens[this.pos]!.line)) this.pos++;
    return this.tokens[this.pos]!;
  }

  /** The next token, or an `end` token where the rule ends: a line indented no deeper than the rule's first line. */
  private peekInRule(): Located {
    const token = this.peek();
    if (token.type !== 'end' && token.firstOnLine && token.column <= this.start.column) {
      return { type: 'end', line: token.line, column: token.column, firstOnLine: true };
    }
    return token;
  }

  private here(): Position {
    return position(this.peekInRule());
  }

  /** After an error: on to the next line that starts no deeper than the failed rule (whose name starts its line). */
  private skipRule(): void {
    const indent = this.start.column;
    this.pos = Math.max(this.pos, this.startIndex + 1);
    while (this.peek().type !== 'end' && !(this.peek().firstOnLine && this.peek().column <= indent)) this.pos++;
  }

  private lexical(token: Located & { type: 'error' }): GrammarError {
    return this.error(token.problem, token.reason, token);
  }

  private unexpected(problem: GrammarProblem, token: Located, wanted: string): GrammarError {
    if (token.type === 'error') return this.lexical(token);
    const found = token.type !== 'end' ? describe(token) : this.peek().type === 'end' ? 'the end of the text' : 'the end of the rule';
    return this.error(problem, `expected ${wanted}, found ${found}`, token);
  }

  private error(problem: GrammarProblem, reason: string, at: Position): GrammarError {
    return new GrammarError(problem, reason, position(at), this.lines[at.line - 1] ?? '');
  }
}

/**
 * A numeric range that reaches above U+FFFF, as the UTF-16 the engine reads (code units): its
 * part below U+10000 as it is, each code point above as its surrogate pair, one alternative
 * per run of high surrogates (RFC 3987's `ucschar = … / %x10000-1FFFD / …`).
 */
function utf16Range(first: number, last: number, label: string, at: Position): Expr {
  const options: Expr[] = [];
  const chars = (from: number, to: number): Expr => ({ kind: 'chars', ranges: [[from, to]], label, at });
  const pair = (high: [number, number], low: [number, number]): Expr => ({ kind: 'seq', items: [chars(...high), chars(...low)], at });
  if (first <= 0xffff) {
    options.push(chars(first, 0xffff));
    first = 0x10000;
  }
  const high = (cp: number) => 0xd800 + ((cp - 0x10000) >> 10);
  const low = (cp: number) => 0xdc00 + ((cp - 0x10000) & 0x3ff);
  if (high(first) === high(last)) options.push(pair([high(first), high(first)], [low(first), low(last)]));
  else {
    let from = high(first);
    let to = high(last);
    if (low(first) !== 0xdc00) options.push(pair([from, from++], [low(first), 0xdfff]));
    const tail = low(last) !== 0xdfff ? pair([to, to--], [0xdc00, low(last)]) : undefined;
    if (from <= to) options.push(pair([from, to], [0xdc00, 0xdfff]));
    if (tail) options.push(tail);
  }
  return options.length === 1 ? options[0]! : { kind: 'alt', options, at };
}

function startsElement(token: Located): boolean {
  return ['name', 'string', 'values', 'range', 'prose', 'repeat', '(', '[', 'error'].includes(token.type);
}

function describe(token: Located): string {
  switch (token.type) {
    case 'name':
      return `rule name ${token.value}`;
    case 'string':
      return `string "${token.value}"`;
    case 'repeat':
      return 'a repetition count';
    case 'range':
      return `numeric value ${token.label}`;
    default:
      return `"${token.type}"`;
  }
}

function position(p: Position): Position {
  return { line: p.line, column: p.column };
}

/**
 * The rule a prose value names, when it starts with a rule name alone or followed by a comma
 * (`<path-abempty, defined in [RFC3986], Section 3.3>`, `<host>`); else undefined.
 */
export function proseName(prose: string): string | undefined {
  let start = 0;
  while (start < prose.length && prose[start] === ' ') start++;
  let end = start;
  const isAlpha = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
  if (!isAlpha(prose.charCodeAt(end))) return undefined;
  while (end < prose.length && (isAlpha(prose.charCodeAt(end)) || (prose.charCodeAt(end) >= 0x30 && prose.charCodeAt(end) <= 0x39) || prose[end] === '-')) end++;
  let after = end;
  while (after < prose.length && prose[after] === ' ') after++;
  return after === prose.length || prose[after] === ',' ? prose.slice(start, end) : undefined;
}

/**
 * The RFC a prose value cites, as a rule set's name (`rfc3986`): `[RFC3986]` as a reference,
 * or `RFC 5322` in words; undefined when it cites none.
 */
export function citedRfc(prose: string): string | undefined {
  const cited = /\[RFC(\d+)\]|\bRFC ?(\d+)\b/.exec(prose);
  return cited === null ? undefined : `rfc${Number(cited[1] ?? cited[2])}`;
}
