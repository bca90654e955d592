import { kindOf } from '../combinators';
import { ownProperties } from '../own';
import { BnfError } from '../engine/bnf';
import { checkGrammar, references } from '../engine/bnf/check';
import { readRules } from '../engine/bnf/reader';
import { Alphabet } from '../engine/bnf/alphabet';
import { tokenize } from '../engine/bnf/lexer';
import type { BnfWarning, Grammar, Position, Rule as ModelRule } from '../engine/bnf/model';
import { type PackedGrammar, unpackGrammar } from '../engine/bnf/packed';
import { rfc1738 as RFC1738_MODEL, rfc2396 as RFC2396_MODEL } from '../generated/models';
import { CompiledStart, nestingOf } from '../engine/compile/rule';
import { GrammarRefusalError } from '../engine/grammar-errors';
import { RULE_PROBLEMS, checkRules, registering } from './check';
import { SchemeGrammarError } from './grammar-error';
import type { SchemeDefinition } from './definition';
import { type GrammarSchemeOptions, schemeOf } from './schemeOf';
import { withCaseInsensitiveHead } from './head';
import type { GenericSyntax } from '../registry/registry';
import type { BnfNode } from './tree';

export type { BnfNode };

/**
 * What `schemeFromBnf` needs besides the BNF text: the scheme's name and registry entry, the start rule, the notation.
 *
 * @example
 * ```ts
 * const options: BnfSchemeOptions = { name: 'ex', start: 'exurl', hierarchical: false };
 * defineScheme(schemeFromBnf('exurl = "ex:" 1*uchar', options)).parse('ex:a').ok; //=> true
 * ```
 */
export interface BnfSchemeOptions {
  name: string;
  /** The rule a whole URL of the scheme must match. Default: the first rule of the text. */
  start?: string;
  defaultPort?: number;
  hierarchical: boolean;
  /** Whose built-in rules a name not defined in the text refers to. Default 'rfc1738'. */
  notation?: 'rfc1738' | 'rfc2396';
  /** The generic syntax that must hold too (see SchemeDefinition). Default 'rfc2396'. */
  generic?: GenericSyntax;
  /**
   * The most calls of recursive rules open at once while a URL is read (docs/grammar-compiler.md,
   * "Recursive rules"); a URL nested deeper is an error, code `nesting-too-deep`. Default 1,000.
   */
  maxNesting?: number;
}

/** A built-in rule with its block of lines (from its first line to the next rule's), and the reader's warnings in them. */
interface Block {
  rule: ModelRule;
  lines: number;
  warnings: BnfWarning[];
}

/** Per notation: the built-in rules by name, each with its block (from the models the build read: src/generated/models.ts). */
const BUILTIN_BLOCKS = new Map<'rfc1738' | 'rfc2396', Map<string, Block>>();

function builtinBlocks(notation: 'rfc1738' | 'rfc2396'): Map<string, Block> {
  let blocks = BUILTIN_BLOCKS.get(notation);
  if (!blocks) {
    const packed = JSON.parse(notation === 'rfc1738' ? RFC1738_MODEL : RFC2396_MODEL) as PackedGrammar;
    const grammar = unpackGrammar(packed);
    const model = [...grammar.rules.values()];
    blocks = new Map();
    for (const [k, rule] of model.entries()) {
      const end = k + 1 < model.length ? model[k + 1]!.at.line : packed.lines! + 1;
      blocks.set(rule.name, { rule, lines: end - rule.at.line, warnings: grammar.warnings.filter((w) => w.line >= rule.at.line && w.line < end) });
    }
    BUILTIN_BLOCKS.set(notation, blocks);
  }
  return blocks;
}

/** `x` copied, every position (`at`) `by` lines further down: a block's rule as reading it at another line gives it. */
function moved<T>(x: T, by: number): T {
  if (Array.isArray(x)) return x.map((v) => moved(v, by)) as T;
  if (typeof x !== 'object' || x === null) return x;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(x)) out[k] = k === 'at' ? { line: (v as Position).line + by, column: (v as Position).column } : moved(v, by);
  return out as T;
}

/**
 * The model of the user's text followed by every built-in rule it needs (transitively), as
 * reading the text with the blocks that define those rules appended would give it (each added
 * where the reader's check would first find it undefined), so that the reader's own checks and
 * positions apply, and user lines keep their numbers. The text is read once (issue 27: it was
 * read again per rule pulled in); the blocks were read by the build, and are moved to their lines.
 */
export function withBuiltins(text: string, notation: 'rfc1738' | 'rfc2396'): { grammar: Grammar; userRules: string[] } {
  const blocks = builtinBlocks(notation);
  const user = readRules(text);
  const userRules = [...user.rules.keys()];
  const rules = new Map(user.rules);
  const warnings = user.warnings;
  const order = [...rules.values()];
  let lines = text.split('\n').length;
  /** Every name neither in the text nor built in, each once, at its first use. */
  const undefinedRules = new Map<string, SchemeGrammarError>();
  // every reference before the one looked at is defined, or undefined: the first unknown one is the next found
  for (let k = 0; k < order.length; k++) {
    for (const ref of references(order[k]!.expr)) {
      if (rules.has(ref.name) || undefinedRules.has(ref.name)) continue;
      const block = blocks.get(ref.name);
      if (block === undefined) {
        undefinedRules.set(ref.name, new SchemeGrammarError(ref.name, 'undefined-rule', `undefined rule "${ref.name}" in rule "${order[k]!.name}"; it is neither in the text nor a built-in ${notation} rule`, ref.at));
        continue;
      }
      // as reading the block's lines appended to the text would give it
      const by = lines + 1 - block.rule.at.line;
      const rule = moved(block.rule, by);
      rules.set(rule.name, rule);
      order.push(rule);
      for (const warning of block.warnings) warnings.push({ ...warning, line: warning.line + by });
      lines += block.lines;
    }
  }
  if (undefinedRules.size > 0) throw GrammarRefusalError.all([...undefinedRules.values()] as [SchemeGrammarError, ...SchemeGrammarError[]]);
  const grammar: Grammar = { rules, warnings };
  checkGrammar(grammar); // recursion, as reading the whole would find it
  return { grammar, userRules };
}

/**
 * Every `/` outside quotes, as the registration error it is: RFC 1738 and RFC 2396 BNF write
 * alternatives with `|`, and a slash in quotes; a bare one is what a rule copied from ABNF
 * (where `/` means "or") looks like.
 */
export function bareSlashes(text: string): SchemeGrammarError[] {
  const tokens = tokenize(text);
  const errors: SchemeGrammarError[] = [];
  let rule = '?'; // the rule whose definition the token is in
  tokens.forEach((token, k) => {
    rule = ruleStartedAt(tokens, k) ?? rule;
    if (token.type === '/') errors.push(new SchemeGrammarError(rule, 'bare-slash', 'a bare "/" outside quotes: quote it as "/" for a slash, or use "|" for alternatives (or write the grammar in ABNF with schemeFromAbnf)', token));
  });
  return errors;
}

/** The name of the rule token k starts, if it starts one: a name that is the first token of its line and is followed by "=" (RFC 822 §2.4: indented or not, as the RFCs print them). */
function ruleStartedAt(tokens: ReturnType<typeof tokenize>, k: number): string | undefined {
  const token = tokens[k]!;
  return token.type === 'name' && token.firstOnLine && tokens[k + 1]?.type === '=' ? token.value : undefined;
}

/**
 * A scheme from BNF text in the notation of RFC 1738 §5 or RFC 2396 §1.6. Names the text
 * does not define refer to the built-in rules of `notation`. Validity and the error offset
 * come from the compiled automaton (exact: the longest viable prefix); the tree from one
 * derivation of the BNF. Checked now: undefined rules, left recursion and recursion that never ends, repetitions of something
 * that can match empty, alternatives that add nothing to earlier ones.
 *
 * @example
 * ```ts
 * const ldap = defineScheme(schemeFromBnf(
 *   'ldapurl = "ldap://" [ hostport ] "/" *uchar',
 *   { name: 'ldap', start: 'ldapurl', hierarchical: true, defaultPort: 389 },
 * ));
 * const r = ldap.parse('ldap://h.example/a%20b');
 * if (r.ok) r.value.url.children.map((c) => [c.type, c.text]); //=> [['hostport', 'h.example']]
 * ```
 */
export function schemeFromBnf<const O extends BnfSchemeOptions>(bnfText: string, options: O): SchemeDefinition<BnfNode, O extends { generic: infer G extends GenericSyntax } ? G : 'rfc2396'> {
  if (typeof bnfText !== 'string') throw new TypeError(`uri-grammar: schemeFromBnf expects BNF text, got ${kindOf(bnfText)}`);
  if (!options || typeof options !== 'object') throw new TypeError('uri-grammar: schemeFromBnf needs options { name, hierarchical, start?, defaultPort?, notation?, generic? }');
  options = ownProperties(options) as O; // an inherited key is no option
  if (typeof options.hierarchical !== 'boolean') {
    throw new TypeError(`uri-grammar: schemeFromBnf needs hierarchical: true or false (whether references resolve against ${JSON.stringify(options.name)} URLs, RFC 2396 §3, §5.2), got ${kindOf(options.hierarchical)}`);
  }
  const notation = options.notation ?? 'rfc1738';
  if (notation !== 'rfc1738' && notation !== 'rfc2396') {
    throw new RangeError(`uri-grammar: notation must be 'rfc1738' or 'rfc2396', got ${JSON.stringify(notation)}`);
  }
  return registering(() => {
    const slashes = bareSlashes(bnfText);
    if (slashes.length > 0) throw GrammarRefusalError.all(slashes as [SchemeGrammarError, ...SchemeGrammarError[]]);
    const { grammar, userRules } = withBuiltins(bnfText, notation);
    if (userRules.length === 0) throw new BnfError('the text defines no rule', { line: 1, column: 1 }, 'no-rules');
    const generic = options.generic ?? 'rfc2396';
    return schemeFromGrammar(grammar, userRules, { ...options, start: options.start ?? userRules[0]!, generic, notation: 'bnf' });
  }, undefined, (e) => (RULE_PROBLEMS.has(e.problem) ? new SchemeGrammarError(e.rule, e.problem, e.reason, e) : undefined));
}


/**
 * A scheme from a grammar model of any notation: `grammar` holds the user's rules (`userRules`)
 * and the built-in rules they use, every reference defined. Compiled now (every check and
 * limit of docs/grammar-compiler.md: SchemeGrammarError), run by the compiled engine: the
 * error of a non-member in the grammar's own words, the tree of a member with one node per
 * occurrence of a user rule that can span more than one character (and a leaf node per
 * multi-character built-in rule a user rule refers to), in linear time.
 */
export function schemeFromGrammar<G extends GenericSyntax>(grammar: Grammar, userRules: string[], given: GrammarSchemeOptions<G>): SchemeDefinition<BnfNode, G> {
  const options = ownProperties(given) as GrammarSchemeOptions<G>; // made by spreading the caller's options: a key left out reads as undefined
  for (const key of ['name', 'start'] as const) {
    const value: unknown = options[key];
    if (typeof value !== 'string') throw new TypeError(`uri-grammar: a scheme grammar's ${key} must be a string, got ${kindOf(value)}`);
  }
  if (!grammar.rules.has(options.start) || !userRules.includes(options.start)) {
    throw new SchemeGrammarError(options.start, 'unknown-start', `the start rule is not defined in the text (rules: ${userRules.join(', ')})`);
  }
  const run = { maxNesting: nestingOf(options.maxNesting) };
  const model = withCaseInsensitiveHead(grammar, options.start, options.name);
  const alphabet = new Alphabet(model);
  const facts = checkRules(model, userRules); // the start rule is among them
  const users = new Set(userRules);
  const maxLength = (name: string) => facts.get(model.rules.get(name)!.expr)?.maxLength ?? Infinity;
  const node = (name: string, from: string) => (users.has(name) ? maxLength(name) > 1 : users.has(from) && maxLength(name) > 3);
  const compiled = registering(() => new CompiledStart(model, options.start, { node }, alphabet, facts, run));
  return schemeOf(compiled, model, options);
}
