import { END_OF_INPUT, Node, Rule, failure, fromFn, quoted, success, tracker } from '../engine';
import { BnfError, compileModel, readGrammar } from '../engine/bnf';
import { grammarText as builtinText } from '../engine/bnf/files';
import type { Expr, Grammar } from '../engine/bnf/model';
import { inRanges, literalAt } from '../engine/bnf/charset';
import { SchemeGrammarError, checkRules } from './check';
import { type SchemeDefinition, bnfGrammars } from './define';

/**
 * A node of a BNF-defined scheme: one per rule of the user's BNF (and per multi-character built-in rule it uses).
 */
export interface BnfNode extends Node<string> {
  children: BnfNode[];
}

/**
 * What `schemeFromBnf` needs besides the BNF text: the scheme's name and registry entry, the start rule, the notation.
 */
export interface BnfSchemeOptions {
  name: string;
  /** The rule a whole URL of the scheme must match. */
  start: string;
  defaultPort?: number;
  hierarchical: boolean;
  /** Whose built-in rules a name not defined in the text refers to. Default 'rfc1738'. */
  notation?: 'rfc1738' | 'rfc2396';
}

/** grammar/<name>.bnf (the package ships grammar/). */
export { builtinText };

const UNDEFINED = /^undefined rule "([^"]+)"/;

/**
 * The user's text followed by the text of every built-in rule it needs (transitively), so
 * that the reader's own checks and positions apply, and user lines keep their numbers.
 */
function withBuiltins(text: string, notation: 'rfc1738' | 'rfc2396'): { merged: string; userRules: string[] } {
  const builtin = builtinText(notation);
  const lines = builtin.split('\n');
  const model = [...readGrammar(builtin).rules.values()];
  const block = (name: string): string | undefined => {
    const k = model.findIndex((r) => r.name === name);
    if (k < 0) return undefined;
    return lines.slice(model[k]!.at.line - 1, k + 1 < model.length ? model[k + 1]!.at.line - 1 : lines.length).join('\n');
  };
  let merged = text;
  const userRules = [...readUserNames(text)];
  for (;;) {
    try {
      readGrammar(merged);
      return { merged, userRules };
    } catch (e) {
      const missing = e instanceof BnfError ? UNDEFINED.exec(e.reason)?.[1] : undefined;
      const added = missing === undefined ? undefined : block(missing);
      if (added === undefined) {
        if (missing !== undefined) throw new SchemeGrammarError(missing, 'undefined-rule', `${e instanceof Error ? e.message : String(e)}; it is neither in the text nor a built-in ${notation} rule`);
        throw e;
      }
      merged += `\n${added}`;
    }
  }
}

/** The names the text defines: a name at the start of a line followed by "=". */
function readUserNames(text: string): Set<string> {
  return new Set([...text.matchAll(/^([A-Za-z][A-Za-z0-9_+-]*)\s*=/gm)].map((m) => m[1]!));
}

/** Every way to derive substrings of one input: for an expression and a start, the possible ends. */
class Derivations {
  private readonly ids = new WeakMap<object, number>();
  private nextId = 0;
  private readonly memo = new Map<string, Set<number>>();

  constructor(
    private readonly grammar: Grammar,
    private readonly input: string,
    private readonly visible: (name: string) => boolean,
  ) {
  }

  private id(o: object): number {
    let n = this.ids.get(o);
    if (n === undefined) this.ids.set(o, (n = this.nextId++));
    return n;
  }

  private cached(key: string, f: () => Set<number>): Set<number> {
    let s = this.memo.get(key);
    if (!s) this.memo.set(key, (s = f()));
    return s;
  }

  ends(e: Expr, p: number): Set<number> {
    switch (e.kind) {
      case 'literal':
        return new Set(literalAt(e, this.input, p) ? [p + e.text.length] : []);
      case 'chars':
        return new Set(p < this.input.length && inRanges(e.ranges, this.input.charCodeAt(p)) ? [p + 1] : []);
      case 'ref':
        return this.ends(this.grammar.rules.get(e.name)!.expr, p);
      case 'seq':
        return this.seqEnds(e.items, 0, p);
      case 'alt':
        return this.cached(`a${this.id(e)}:${p}`, () => new Set(e.options.flatMap((o) => [...this.ends(o, p)])));
      case 'repeat':
        return this.repeatEnds(e.item, e.min, e.max, p);
    }
  }

  private seqEnds(items: Expr[], k: number, p: number): Set<number> {
    if (k === items.length) return new Set([p]);
    return this.cached(`s${this.id(items)}:${k}:${p}`, () => new Set([...this.ends(items[k]!, p)].flatMap((q) => [...this.seqEnds(items, k + 1, q)])));
  }

  private repeatEnds(item: Expr, min: number, max: number | null, p: number): Set<number> {
    return this.cached(`r${this.id(item)}:${min}:${max}:${p}`, () => {
      const out = new Set<number>(min === 0 ? [p] : []);
      if (max === 0) return out;
      for (const q of this.ends(item, p)) {
        if (q !== p) for (const r of this.repeatEnds(item, Math.max(min - 1, 0), max === null ? null : max - 1, q)) out.add(r);
      }
      return out;
    });
  }

  /** The length of the longest string `e` matches (Infinity when unbounded). */
  private maxLength(e: Expr): number {
    switch (e.kind) {
      case 'literal':
        return e.text.length;
      case 'chars':
        return 1;
      case 'ref':
        return this.maxLength(this.grammar.rules.get(e.name)!.expr);
      case 'seq':
        return e.items.reduce((n, i) => n + this.maxLength(i), 0);
      case 'alt':
        return Math.max(...e.options.map((o) => this.maxLength(o)));
      case 'repeat':
        return e.max === null ? Infinity : e.max * this.maxLength(e.item);
    }
  }

  /** The nodes of one derivation of `e` over [p, j) (j must be one of its ends), longest parts first. */
  build(e: Expr, p: number, j: number): BnfNode[] {
    switch (e.kind) {
      case 'literal':
      case 'chars':
        return [];
      case 'ref': {
        const expr = this.grammar.rules.get(e.name)!.expr;
        if (!this.visible(e.name) && this.maxLength(expr) <= 3) return []; // a character (or escape) of a built-in class
        const children = this.visible(e.name) ? this.build(expr, p, j) : [];
        return [{ type: e.name, span: { start: p, end: j }, text: this.input.slice(p, j), children }];
      }
      case 'seq':
        return this.buildSeq(e.items, 0, p, j);
      case 'alt':
        return this.build(e.options.find((o) => this.ends(o, p).has(j))!, p, j);
      case 'repeat':
        return this.buildRepeat(e.item, e.min, e.max, p, j);
    }
  }

  private buildSeq(items: Expr[], k: number, p: number, j: number): BnfNode[] {
    if (k === items.length) return [];
    const q = [...this.ends(items[k]!, p)].sort((a, b) => b - a).find((q) => this.seqEnds(items, k + 1, q).has(j))!;
    return [...this.build(items[k]!, p, q), ...this.buildSeq(items, k + 1, q, j)];
  }

  private buildRepeat(item: Expr, min: number, max: number | null, p: number, j: number): BnfNode[] {
    if (p === j && min === 0) return [];
    const rest = (q: number) => this.repeatEnds(item, Math.max(min - 1, 0), max === null ? null : max - 1, q);
    const q = [...this.ends(item, p)].sort((a, b) => b - a).find((q) => q !== p && rest(q).has(j))!;
    return [...this.build(item, p, q), ...this.buildRepeat(item, Math.max(min - 1, 0), max === null ? null : max - 1, q, j)];
  }
}

/** `"a"` for one character, `"a".."z"` for a range. */
function label([first, last]: [number, number]): string {
  const one = quoted(String.fromCharCode(first));
  return first === last ? one : `${one}..${quoted(String.fromCharCode(last))}`;
}

/**
 * A scheme from BNF text in the notation of RFC 1738 §5 or RFC 2396 §1.6. Names the text
 * does not define refer to the built-in rules of `notation`. Validity and the error offset
 * come from the compiled automaton (exact: the longest viable prefix); the tree from one
 * derivation of the BNF. Checked now: undefined rules, recursion, repetitions of something
 * that can match empty, alternatives that add nothing to earlier ones.
 *
 * @example
 * ```ts
 * const ldap = defineScheme(schemeFromBnf(
 *   'ldapurl = "ldap://" [ hostport ] "/" *uchar',
 *   { name: 'ldap', start: 'ldapurl', hierarchical: true, defaultPort: 389 },
 * ));
 * ```
 */
export function schemeFromBnf(bnfText: string, options: BnfSchemeOptions): SchemeDefinition<BnfNode> {
  const notation = options.notation ?? 'rfc1738';
  if (notation !== 'rfc1738' && notation !== 'rfc2396') {
    throw new RangeError(`uri-grammar: notation must be 'rfc1738' or 'rfc2396', got ${JSON.stringify(notation)}`);
  }
  const { merged, userRules } = withBuiltins(bnfText, notation);
  return schemeFromGrammar(readGrammar(merged), userRules, options);
}

/** What a scheme made from a grammar model needs besides the model. */
export interface GrammarSchemeOptions {
  name: string;
  /** The rule a whole URL of the scheme must match. */
  start: string;
  defaultPort?: number;
  hierarchical: boolean;
}

/**
 * A scheme from a grammar model of any notation: `grammar` holds the user's rules (`userRules`,
 * which become tree nodes) and the built-in rules they use, every reference defined.
 */
export function schemeFromGrammar(grammar: Grammar, userRules: string[], options: GrammarSchemeOptions): SchemeDefinition<BnfNode> {
  const compiled = compileModel(grammar);
  if (!grammar.rules.has(options.start) || !userRules.includes(options.start)) {
    throw new SchemeGrammarError(options.start, 'unknown-start', `the start rule is not defined in the text (rules: ${userRules.join(', ')})`);
  }
  checkRules(grammar, userRules, 'bnf');
  const startRule = compiled.rules[options.start]!;
  const visible = (name: string) => userRules.includes(name);
  const grammarRule: Rule<BnfNode> = fromFn((whole, i) => {
    const input = whole.slice(i);
    if (!startRule.matches(input)) {
      const at = startRule.expectedAt(input);
      tracker.stack.push(options.start);
      const r = failure(i + at.offset, [...at.ranges.map(label), ...(at.endOfInput ? [END_OF_INPUT] : [])]);
      tracker.stack.pop();
      return r;
    }
    const d = new Derivations(grammar, input, visible);
    const [root] = d.build({ kind: 'ref', name: options.start, at: { line: 0, column: 0 } }, 0, input.length);
    return success(whole.length, shift(root!, i));
  });
  bnfGrammars.add(grammarRule as Rule<unknown>);
  return { name: options.name, hierarchical: options.hierarchical, ...(options.defaultPort === undefined ? {} : { defaultPort: options.defaultPort }), grammar: grammarRule };
}

function shift(node: BnfNode, by: number): BnfNode {
  if (by === 0) return node;
  return { ...node, span: { start: node.span.start + by, end: node.span.end + by }, children: node.children.map((c) => shift(c, by)) };
}
