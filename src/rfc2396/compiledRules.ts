import { type Rule, fromFn, silentFailure, success } from '../combinators/core';
import type { Node } from '../combinators/node';
import { END_OF_INPUT } from '../combinators/errors';
import { isOneCharacter } from '../engine/bnf/oneCharacter';
import { framesOf, tracker } from '../combinators/tracker';
import { spanBuilders } from '../combinators/spans';
import { rfc2396Model } from '../engine/bnf/shipped';
import { Alphabet } from '../engine/bnf/alphabet';
import { type Reporting, reporterOf } from '../engine/compile/reporting';
import { type CompiledAst, astOf, startAst } from './compiled';
import { RFC2396_REPORTING } from './reporting';

/*
 * A rule of a built-in grammar as a combinator (`astRule`): the longest match at the position,
 * its node made from the derivation's markers (./compiled's naming rule), and where it stops,
 * the failure recorded with the combinators' tracker, on top of the rules open there, as any
 * rule of the runtime records it. Appendix A's rules (`rules`: grammar/rfc2396.bnf, told in the
 * words of ./reporting) are made so, and RFC 2616's http_URL (src/rfc1738/http2616.ts).
 */

/**
 * How a failure of rule `name` is told: ./reporting's words; but `escaped`, which the
 * reporting names as one item where it could start, names its own parts when it is the rule
 * run ("%", then hex: §2.4.1), as its combinator always did.
 */
function reportingOf(name: string): Reporting {
  const oneItem = RFC2396_REPORTING.oneItem ?? [];
  return name === 'escaped' ? { ...RFC2396_REPORTING, oneItem: oneItem.filter((r) => r !== name) } : RFC2396_REPORTING;
}

let alphabet: Alphabet | undefined;

/** The start rule `name` of grammar/rfc2396.bnf (the grammar and its alphabet shared by all). */
function compiledOf(name: string): CompiledAst {
  alphabet ??= new Alphabet(rfc2396Model());
  return startAst(rfc2396Model(), name, { reporter: reporterOf(reportingOf(name)) }, alphabet);
}

/** A failure's expected items but the end of the input (what a rule of the runtime records: the end is no item within it); the same list each time. */
const withoutEnd = new WeakMap<readonly string[], readonly string[]>();

function itemsOf(expected: readonly string[]): readonly string[] {
  let items = withoutEnd.get(expected);
  if (!items) withoutEnd.set(expected, (items = expected.includes(END_OF_INPUT) ? expected.filter((e) => e !== END_OF_INPUT) : expected));
  return items;
}

/** What an AST rule runs: the compiled start rule and its node rules, and how its failure is named. */
export interface AstSource {
  ast: CompiledAst;
  /** A rule of one character fails as itself ("expected digit"), with no code of its own: its name in a list. */
  oneCharacter?: readonly string[];
  /** Completes the node the derivation made (a field the grammar cannot say). */
  finish?: (node: Node<string>) => void;
}

/** The node of `source`'s start rule over input[from, to); undefined for a non-member. */
function derived(source: AstSource, input: string, from: number, to: number): Node<string> | undefined {
  const node = astOf(source.ast, input, from, to);
  if (node && source.finish) source.finish(node);
  return node;
}

/**
 * A compiled start rule as a combinator: its node over the longest match at the position;
 * where it stops, the failure recorded with the tracker as any rule of the runtime records it.
 * `source` is asked on each call (a rule may depend on the running reading).
 */
export function astRule<N extends Node<string>>(source: () => AstSource): Rule<N> {
  const made = fromFn<N>((input, i) => {
    const c = source();
    const one = c.oneCharacter;
    // where the longest viable prefix stops, what could have gone on, recorded as the combinators
    // record it (a rule after this one may fail there too); one pass when the rest is a member
    const f = c.ast.start.diagnose(input, i, input.length, true)!;
    const offset = i + f.offset;
    const items = itemsOf(f.expected);
    if (items.length > 0) {
      const stack = tracker.stack;
      const below = stack.top;
      stack.top = framesOf(f.rulePath, below);
      tracker.fail(offset, one ?? items, one ? undefined : f.code);
      stack.top = below;
    }
    let end = input.length;
    if (!(f.endOfInput && offset === end)) {
      end = c.ast.start.longest(input, i).end;
      if (end < 0) return silentFailure(offset, (items.length > 0 && one ? one : items) as string[]);
    }
    return success(end, derived(c, input, i, end)! as N);
  });
  spanBuilders.set(made as Rule<unknown>, (input, start, end) => derived(source(), input, start, end));
  return made;
}

// escaped = "%" hex hex: the octet it stands for (§2.4.1)
const withOctet = (node: Node<string>): void => {
  (node as Node<string> & { octet: number }).octet = parseInt(node.text.slice(1), 16);
};

/** Rule `name` of Appendix A as a combinator (compiled on first use): its node over the longest match at the position. */
export function compiledRule<N extends Node<string>>(name: string): Rule<N> {
  let source: AstSource | undefined;
  return astRule<N>(() => {
    if (source) return source;
    const ast = compiledOf(name);
    return (source = { ast, ...(isOneCharacter(rfc2396Model(), name) ? { oneCharacter: [name] } : {}), ...(name === 'escaped' ? { finish: withOctet } : {}) });
  });
}
