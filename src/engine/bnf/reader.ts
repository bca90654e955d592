import { BnfError } from './errors';
import { own } from '../../own';
import { tokenize, type Located } from './lexer';
import type { BnfWarning, Expr, Grammar, Position, Rule } from './model';
import { checkGrammar } from './check';
import { GrammarProblemError, LIMITS } from '../compile/problems';
import { assertString } from '../../combinators/arguments';

/**
 * How `readGrammar` and `compileGrammar` read the text.
 *
 * @example
 * ```ts
 * import { readGrammar, type ReadOptions } from 'uri-grammar/grammar-compiler';
 * const options: ReadOptions = { strict: true }; // a warning is an error
 * readGrammar('x = "a"', options).rules.size; //=> 1
 * ```
 */
export interface ReadOptions {
  /** Treat warnings (the bare `/` of RFC 1738's gopherurl) as errors. */
  strict?: boolean;
}

/**
 * Reads BNF in the notation of RFC 2396 §1.6 / RFC 1738 §5 into a grammar model.
 *
 * A rule is `name = alternatives`; it starts with its name as the first token of a line and
 * continues on lines indented deeper than that line (RFC 822 §2.4 / §3.1.1). Every rule
 * must be defined once, every reference defined, and no rule may refer to itself, directly
 * or not (the grammars are regular; issue 5).
 *
 * @example
 * ```ts
 * import { readGrammar } from 'uri-grammar/grammar-compiler';
 * [...readGrammar('x = "a" y\ny = 1*( "b" )').rules.keys()]; //=> ['x', 'y']
 * ```
 */
export function readGrammar(text: string, options: ReadOptions = {}): Grammar {
  const grammar = readRules(text, options);
  checkGrammar(grammar);
  return grammar;
}

/**
 * The rules of `text` as `readGrammar` reads them, without checking references and recursion
 * (checkGrammar): for a text completed by other rules. Lines are numbered from `firstLine`.
 */
export function readRules(text: string, options: ReadOptions = {}, firstLine = 1): Grammar {
  assertString(text, 'grammar text');
  return new Reader(tokenize(text, firstLine), options).grammar();
}

class Reader {
  private pos = 0;
  private depth = 0;
  private readonly warnings: BnfWarning[] = [];
  /** The token that started the rule being read: continuation lines must be indented deeper. */
  private ruleStart!: Located;

  constructor(
    private readonly tokens: Located[],
    private readonly options: ReadOptions,
  ) {}

  grammar(): Grammar {
    const rules = new Map<string, Rule>();
    while (this.peek().type !== 'end') {
      const rule = this.rule();
      const earlier = rules.get(rule.name);
      if (earlier) {
        throw new BnfError(`rule "${rule.name}" defined twice (first on line ${earlier.at.line})`, rule.at, 'duplicate-rule', rule.name);
      }
      rules.set(rule.name, rule);
    }
    return { rules, warnings: this.warnings };
  }

  private rule(): Rule {
    const start = this.peek();
    if (start.type !== 'name') throw this.unexpected(start, 'a rule name');
    if (!start.firstOnLine) throw new BnfError(`rule "${start.value}" must start a line`, start, 'expected-rule-name', start.value);
    this.ruleStart = start;
    this.pos++;
    const eq = this.peek();
    if (eq.type !== '=') throw this.unexpected(eq, '"=" after the rule name');
    this.next();
    return { name: start.value, expr: this.alternatives(), at: at(start) };
  }

  private alternatives(): Expr {
    const options = [this.sequence()];
    while (this.peek().type === '|') {
      this.next();
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0]! : { kind: 'alt', options };
  }

  private sequence(): Expr {
    const items: Expr[] = [];
    while (this.startsElement()) items.push(this.element());
    if (items.length === 0) throw this.unexpected(this.peek(), 'an element');
    return items.length === 1 ? items[0]! : { kind: 'seq', items };
  }

  /** An element starts here unless the next token ends the expression or starts a new rule. */
  private startsElement(): boolean {
    const token = this.peek();
    if (token.type === 'name') return this.tokens[this.pos + 1]!.type !== '=';
    return ['literal', 'repeat', '(', '[', '/'].includes(token.type);
  }

  private element(): Expr {
    const token = this.peek();
    if (token.type !== 'repeat') return this.primary();
    this.next();
    const { min, max } = token;
    // RFC 1738 §5 writes repetition of a group as *[ ... ] ("brackets [] are used around
    // optional or repeated elements"): 1*[ x ] means one or more x, not one or more [ x ].
    const bracketed = this.peek().type === '[';
    const operand = this.primary();
    const item = bracketed && operand.kind === 'repeat' ? operand.item : operand;
    return { kind: 'repeat', min, max, item, at: at(token) };
  }

  private primary(): Expr {
    const token = this.next();
    switch (token.type) {
      case 'name':
        return { kind: 'ref', name: token.value, at: at(token) };
      case 'literal':
        return { kind: 'literal', text: token.value, at: at(token) };
      case '/':
        return this.bareSlash(token);
      case '(':
      case '[': {
        // the reader recurses once per group: bound it before the stack does (LIMITS.depth)
        if (++this.depth > LIMITS.depth) throw new GrammarProblemError('nesting-too-deep', this.ruleStart.type === 'name' ? this.ruleStart.value : '?', `groups nested more than ${LIMITS.depth} levels deep`, at(token));
        const inner = this.alternatives();
        this.depth--;
        const close = token.type === '(' ? ')' : ']';
        const end = this.next();
        if (end.type !== close) throw this.unexpected(end, `"${close}"`);
        return token.type === '(' ? inner : { kind: 'repeat', min: 0, max: 1, item: inner, at: at(token) };
      }
      default:
        throw this.unexpected(token, 'an element');
    }
  }

  /** RFC 1738's gopherurl has `[ / [ gtype`, a typo for `[ "/" [ gtype` (GUIDE note 10). */
  private bareSlash(token: Located): Expr {
    const message = 'unquoted "/" read as the literal "/"';
    if (own(this.options, 'strict')) throw new BnfError(message, token, 'bare-slash', this.ruleName()); // own: the default {} inherits whatever Object.prototype holds
    this.warnings.push({ message, ...at(token) });
    return { kind: 'literal', text: '/' };
  }

  private peek(): Located {
    return this.tokens[this.pos]!;
  }

  /** Consumes a token; a token on a new line must be indented deeper than the rule's start. */
  private next(): Located {
    const token = this.tokens[this.pos++]!;
    if (token.type !== 'end' && token.firstOnLine && token.column <= this.ruleStart.lineIndent) {
      throw new BnfError('continuation line must be indented deeper than its rule', token, 'expected-rule-name', this.ruleName());
    }
    return token;
  }

  private unexpected(token: Located, wanted: string): BnfError {
    const found = token.type === 'end' ? 'end of text' : describe(token);
    return new BnfError(`expected ${wanted}, found ${found}`, token, 'expected-element', this.ruleName());
  }

  /** The name of the rule being read ('' before the first). */
  private ruleName(): string {
    return this.ruleStart?.type === 'name' ? this.ruleStart.value : '';
  }
}

function describe(token: Located): string {
  switch (token.type) {
    case 'name':
      return `name ${token.value}`;
    case 'literal':
      return `literal "${token.value}"`;
    case 'repeat':
      return 'repetition';
    default:
      return `"${token.type}"`;
  }
}

function at(p: Position): Position {
  return { line: p.line, column: p.column };
}
