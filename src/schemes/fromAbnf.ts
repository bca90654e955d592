import { kindOf } from '../combinators';
import { ownProperties } from '../own';
import { type GrammarError, readAbnfWhole } from '../engine/abnf';
import { GrammarRefusalError } from '../engine/grammar-errors';
import type { RuleSource } from '../engine/abnf/imports';
import { withRuleSets } from '../engine/abnf/sets';
import { RULE_PROBLEMS, ruleRefusals, withStop } from './check';
import { SchemeGrammarError } from './grammar-error';
import type { SchemeDefinition } from './definition';
import { type BnfNode, schemeFromGrammar } from './fromBnf';
import type { MeaningReader } from './meaning/types';
import { type GenericSyntax, type GrammarSource, assertGeneric } from '../registry/registry';

/**
 * What `schemeFromAbnf` takes besides the text: the scheme, its start rule (default the first), and the built-in rules undefined names may come from.
 *
 * @example
 * ```ts
 * const options: AbnfSchemeOptions = { name: 'ex', hierarchical: false, uses: 'rfc3986' };
 * defineScheme(schemeFromAbnf('ex-URI = "ex:" 1*pchar', options)).parse('ex:a:b').ok; //=> true
 * ```
 */
export interface AbnfSchemeOptions {
  name: string;
  /** The rule a whole URL of the scheme must match, in any case (RFC 5234 §2.1). Default: the text's first rule. */
  start?: string;
  defaultPort?: number;
  hierarchical: boolean;
  /**
   * Where the names the text leaves undefined come from, after the core rules: a built-in set
   * (`'rfc3986'`), or several, and ABNF texts of one's own (`{ name, abnf }`). Each import
   * resolves its names within itself first. Default: the core rules only.
   */
  uses?: RuleSource | readonly RuleSource[];
  /** By rule name: the import (`'rfc3986'`, or a text's `name`) that defines a name several imports define. */
  pick?: Readonly<Record<string, string>>;
  /** By prose value (the text between `<` and `>`): the rule name or ABNF elements it stands for. */
  prose?: Readonly<Record<string, string>>;
  /**
   * The generic syntax that must hold too: 'rfc3986' (default: what the schemes specified in
   * ABNF are written against), 'rfc2396', or 'none'.
   */
  generic?: GenericSyntax;
  /**
   * What a tree of the grammar means: a reader that adds typed fields to the root node, or
   * refuses the value a grammatical text denotes (the parse's error, code `invalid-value`).
   * The catalogue's readers are `readUrn`, `readData`, `readTag`, `readGeo`.
   */
  meaning?: MeaningReader<BnfNode>;
  /**
   * The most calls of recursive rules open at once while a URL is read (docs/grammar-compiler.md,
   * "Recursive rules"); a URL nested deeper is an error, code `nesting-too-deep`. Default 1,000.
   */
  maxNesting?: number;
}

/** The generic syntax of an options object: its `generic`, else 'rfc3986'. */
type AbnfGeneric<O> = O extends { generic: infer G extends GenericSyntax } ? G : 'rfc3986';


/**
 * A scheme from its RFC's ABNF (RFC 5234, RFC 7405), ready for `defineScheme` or
 * `overrideScheme`. Names the text does not define are the core rules of RFC 5234
 * Appendix B.1, then the rules of `uses`. It runs like a scheme from BNF: validity and the
 * error offset from the compiled automaton, the AST one derivation with a node per rule of
 * the text. Throws a GrammarError for text that cannot be read, and a SchemeGrammarError for
 * an undefined rule, a prose value (`problem: 'prose-value'`) or a refused rule. With a
 * `meaning` reader, each tree gets the reader's fields (and the scheme's type its node type),
 * and a value the reader refuses is an `invalid-value` error.
 *
 * @example
 * ```ts
 * // RFC 6920's ni URIs, their hash values in base64url
 * const ni = defineScheme(schemeFromAbnf(`
 *   ni-URI  = "ni:" [ "//" authority ] "/" alg-val [ "?" query ]
 *   alg-val = alg ";" val
 *   alg     = 1*unreserved
 *   val     = 1*( ALPHA / DIGIT / "-" / "_" )
 * `, { name: 'ni', hierarchical: true, uses: 'rfc3986' }));
 * ni.parse('ni:///sha-256;UyaQV-Ev4rdLoHyJJWCi11OHfrYv9E1aGQAlMO2X_-Q').ok; //=> true
 * ni.parse('ni:///sha-256').ok; //=> false
 * ```
 */
export function schemeFromAbnf<const O extends AbnfSchemeOptions, N extends BnfNode = O extends { meaning: MeaningReader<infer M> } ? M : BnfNode>(
  abnfText: string,
  options: O,
): SchemeDefinition<N, AbnfGeneric<O>> {
  withRuleSets(); // the sets `uses` may name (the catalogue's grammars, registered through schemeFromAbnfText, need none of them)
  return schemeFromAbnfText(abnfText, options, 'user') as SchemeDefinition<N, AbnfGeneric<O>>;
}

/** schemeFromAbnf, for a grammar from `source` (the catalogue gives its RFC). */
export function schemeFromAbnfText(abnfText: string, options: AbnfSchemeOptions, source: GrammarSource): SchemeDefinition<BnfNode, GenericSyntax> {
  if (typeof abnfText !== 'string') throw new TypeError(`uri-grammar: schemeFromAbnf expects ABNF text, got ${kindOf(abnfText)}`);
  if (!options || typeof options !== 'object') throw new TypeError('uri-grammar: schemeFromAbnf needs options { name, hierarchical, start?, defaultPort?, uses?, pick?, prose? }');
  options = ownProperties(options) as AbnfSchemeOptions; // an inherited key is no option
  if (typeof options.hierarchical !== 'boolean') {
    throw new TypeError(`uri-grammar: schemeFromAbnf needs hierarchical: true or false (whether references resolve against ${JSON.stringify(options.name)} URLs, RFC 2396 §3, §5.2), got ${kindOf(options.hierarchical)}`);
  }
  const generic = options.generic ?? 'rfc3986';
  assertGeneric(generic, options.name);
  const read = readAbnfWhole(abnfText, { uses: options.uses, pick: options.pick, prose: options.prose });
  if (read.problems.length > 0) {
    // every problem at once: the text's, then each readable rule's first from the compiler's checks (not the undefined rules it has said)
    const checked = ruleRefusals(read.grammar, read.userRules);
    const more = checked.problems.filter((e) => e.problem !== 'undefined-rule');
    throw withStop(GrammarRefusalError.all([refusalOf(read.problems[0]!, abnfText), ...read.problems.slice(1), ...more]), checked);
  }
  const { grammar, userRules } = read;
  if (options.start !== undefined && typeof options.start !== 'string') throw new TypeError(`uri-grammar: schemeFromAbnf's start must be a rule name (a string), got ${kindOf(options.start)}`);
  const wanted = options.start ?? userRules[0]!;
  const start = userRules.find((n) => n.toLowerCase() === String(wanted).toLowerCase()) ?? String(wanted);
  const port = options.defaultPort === undefined ? {} : { defaultPort: options.defaultPort };
  if (options.meaning !== undefined && typeof options.meaning !== 'function') throw new TypeError(`uri-grammar: meaning must be a function (tree, input) => Meaning, got ${typeof options.meaning}`);
  const meaning = options.meaning ? { meaning: options.meaning } : {};
  return schemeFromGrammar(grammar, userRules, { name: options.name, hierarchical: options.hierarchical, start, ...port, generic, notation: 'abnf', source, ...meaning, maxNesting: options.maxNesting });
}

/** The error for `e`: a problem of the grammar rather than of the text's characters is a SchemeGrammarError, as from schemeFromBnf. */
function refusalOf(e: GrammarError, abnfText: string): GrammarRefusalError {
  if (!RULE_PROBLEMS.has(e.problem)) return e;
  const rule = e.problem === 'ambiguous-rule' ? e.rule : e.problem === 'undefined-rule' ? /^rule (\S+)/.exec(e.reason)![1]! : ruleAt(abnfText, e.line);
  const refused = new SchemeGrammarError(rule, e.problem, e.reason, { line: e.line, column: e.column });
  refused.message += `\n${e.excerpt}`; // the line, with a caret under the culprit
  return refused;
}

/** The name of the rule that line `line` of the text belongs to (the last rule starting at or above it). */
function ruleAt(text: string, line: number): string {
  const lines = text.split(/\r?\n/).slice(0, line);
  for (let k = lines.length - 1; k >= 0; k--) {
    const m = /^\s*([A-Za-z][A-Za-z0-9-]*)\s*=/.exec(lines[k]!);
    if (m) return m[1]!;
  }
  return ''; // in no rule (GrammarRefusalError.rule)
}
