// A scheme from a compiled start rule (checked already): its parser, its grammar as a Rule,
// its entry. Apart from fromBnf.ts so that the catalogue, which runs models checked at build
// time, does not bring the readers and the checks of a new grammar.
import { Rule, failure, fromFn, success } from '../combinators/core';
import { assertString } from '../combinators/arguments';
import type { Expr, Grammar } from '../engine/bnf/model';
import type { StartRule } from '../engine/compile/start';
import { semanticError, syntaxError } from '../combinators/diagnose';
import { type SchemeParser, schemeParsers } from './compiled';
import { type SchemeDefinition, grammarOrigins } from './definition';
import { withinUri3986 } from './generic3986';
import type { MeaningReader } from './meaning/types';
import type { GenericSyntax, GrammarSource } from '../registry/registry';
import { type BnfNode, LAZY_NODES, type TreeRoot, buildTree, rederiveBy, releaseMarkers } from './tree';

/** What a scheme made from a grammar model needs besides the model. */
export interface GrammarSchemeOptions<G extends GenericSyntax> {
  name: string;
  /** The rule a whole URL of the scheme must match. */
  start: string;
  defaultPort?: number;
  hierarchical: boolean;
  generic: G;
  /** The notation of the text the model was read from. */
  notation: 'bnf' | 'abnf';
  /** Where the grammar comes from (default 'user'). */
  source?: GrammarSource;
  /**
   * What the tree of a member means (src/schemes/meaning): run on each tree after it is
   * built; a refusal is the parse's error, code `invalid-value`, with the reader's span,
   * rule path and message.
   */
  meaning?: MeaningReader<BnfNode>;
  /** What makes each tree's root (default: a plain object). */
  root?: TreeRoot;
  /** The most calls of recursive rules open at once while a URL is read (default LIMITS.nesting). */
  maxNesting?: number;
  /** What the build proved of the language within RFC 3986's (provenWithinUri3986), for the catalogue's grammars. */
  within3986?: readonly number[] | null;
}

/** The scheme definition whose grammar runs `compiled`, the start rule of `model` (checked). */
export function schemeOf<G extends GenericSyntax>(compiled: StartRule, model: Grammar, options: GrammarSchemeOptions<G>): SchemeDefinition<BnfNode, G> {
  const parser = schemeParser(compiled, writesNumberSign(model, options.start), options.meaning, options.root, options.within3986);
  const grammarRule: Rule<BnfNode> = fromFn((whole, i) => {
    const r = parser.parse(whole.slice(i), whole.length - i);
    if (r.ok) return success(whole.length, shift(r.value as BnfNode, i));
    return failure(i + r.error.offset, r.error.expected);
  });
  schemeParsers.set(grammarRule as Rule<unknown>, parser);
  grammarOrigins.set(grammarRule as Rule<unknown>, { notation: options.notation, source: options.source ?? 'user' });
  const port = options.defaultPort === undefined ? {} : { defaultPort: options.defaultPort };
  return { name: options.name, hierarchical: options.hierarchical, ...port, grammar: grammarRule, generic: options.generic };
}

/**
 * The parser of a compiled start rule: the tree of a member (with its meaning when there
 * is a `meaning` reader, or the reader's refusal; its root made by `root` when given), or
 * the error of a non-member.
 */
export function schemeParser(compiled: StartRule, wholeInput = false, meaning?: MeaningReader<BnfNode>, root?: TreeRoot, within3986?: readonly number[] | null): SchemeParser {
  const rederive = rederiveBy((rule) => compiled.ruleNamed(rule));
  return {
    wholeInput,
    isWithinRfc3986: withinUri3986(compiled, within3986),
    matches: (input, end) => compiled.matches(input, 0, end),
    start: compiled,
    parse(input, end) {
      assertString(input);
      const count = compiled.deriveCount(input, 0, end);
      if (count >= 0) {
        const large = count > 4 * LAZY_NODES; // a tree built on read holds its markers until released: hand the buffer over rather than copy it
        const tree = buildTree(input, 0, end, compiled.start, large ? compiled.takeMarkers() : compiled.markers, compiled.nfa.nodeNames, count, large, root, rederive);
        const meant = meaning ? meaning(tree, input) : { ok: true as const, value: tree };
        // the meaning read what it needed from the markers: a node unread derives its span again if it is ever read
        if (large) releaseMarkers(tree);
        return meant.ok ? meant : { ok: false, error: semanticError(input, meant.span, meant.rulePath, meant.message) };
      }
      const failure = compiled.diagnose(input, 0, end)!;
      const offset = failure.offset;
      // past `end` (the fragment the scheme grammar does not see) only "end of input" was possible
      return { ok: false, error: syntaxError(input, offset, failure.expected, failure.rulePath, failure.nestingTooDeep ? 'nesting-too-deep' : undefined) };
    },
  };
}

/** Whether a rule reachable from `start` writes "#" as a terminal: a literal holding it, or the one-character value `%x23` (not a range that merely covers it). */
export function writesNumberSign(grammar: Grammar, start: string): boolean {
  const seen = new Set<string>([start]);
  const stack: Expr[] = [grammar.rules.get(start)!.expr];
  while (stack.length > 0) {
    const e = stack.pop()!;
    if (e.kind === 'literal' && e.text.includes('#')) return true;
    if (e.kind === 'chars' && e.ranges.length === 1 && e.ranges[0]![0] === 0x23 && e.ranges[0]![1] === 0x23) return true;
    if (e.kind === 'seq') for (const item of e.items) stack.push(item); // no spread into a call: 100,000s of items
    else if (e.kind === 'alt') for (const option of e.options) stack.push(option);
    else if (e.kind === 'repeat') stack.push(e.item);
    else if (e.kind === 'ref' && !seen.has(e.name)) {
      seen.add(e.name);
      stack.push(grammar.rules.get(e.name)!.expr);
    }
  }
  return false;
}

function shift(node: BnfNode, by: number): BnfNode {
  if (by === 0) return node;
  const stack = [node];
  while (stack.length > 0) {
    const n = stack.pop()!;
    n.span = { start: n.span.start + by, end: n.span.end + by };
    for (const child of n.children) stack.push(child); // no spread: a node may have 100,000s of children
  }
  return node;
}
