import type { Node } from '../combinators/node';
import { type Rule, fromFn, silentFailure, success } from '../combinators/core';
import { tracker } from '../combinators/tracker';
import { END_OF_INPUT, type ErrorCode } from '../combinators/errors';
import { framesOf } from '../combinators/tracker';
import { spanBuilders } from '../combinators/spans';
import { Alphabet } from '../engine/bnf/alphabet';
import { type Failure, StartRule } from '../engine/compile/start';
import { isOneCharacter } from '../engine/bnf/oneCharacter';
import { NAMING, frameName, inLoopOrder, itemName, namingModel, rewrittenRules } from './naming';
import { NODES, nodeOfRule } from './nodes';
import { type ReadingKey, currentReading, languageOf } from './readings';

/*
 * An RFC 1738 rule run by the compiled grammar (grammar/rfc1738.bnf under the running
 * reading): the longest match at the position (RFC 1738's rules, as RFC 2396 §4.3, are
 * greedy), its node built from the derivation's markers by the table of ./nodes, and where it
 * stops, the failure in the library's words (./naming) recorded for the error, as any rule
 * of the combinator runtime records it.
 */

const TILDE = 126;
/** The children of a node made from its span alone. */
const NO_KIDS: readonly Node<string>[] = Object.freeze([]);

interface Compiled {
  start: StartRule;
  /** Per marker k (1-based): the name of its rule. */
  names: readonly string[];
  /** The scheme name of httpurl's literal ('' elsewhere): its default port. */
  scheme: string;
  /** A rule of one character: its failure is named by the rule ("expected alpha"), and has no code. */
  oneCharacter: boolean;
  /** The failure of a rule of one character: the rule. */
  names1: readonly string[];
}

const compiled = new Map<string, Compiled>();
const models = new Map<string, { model: ReturnType<typeof namingModel>; alphabet: Alphabet }>();

/** Whether the engine marks rule `rule` where rule `from` refers to it: a child whose node `from`'s node is made of. */
const isKid = (rule: string, from: string) => NODES.get(itemName(from))?.kids?.includes(rule) === true;

/**
 * Which rules the derivation of start rule `name` marks: a kid of `name`, or of a rule it
 * marks, down the node table (a kid of a rule that is no node here, as `fieldname` of a
 * `fieldspec` that `prosperourl` makes from its text, would be a node no maker reads).
 */
function kidsOf(name: string): (rule: string, from: string) => boolean {
  const marked = new Set<string>([name]);
  for (const rule of marked) for (const k of NODES.get(itemName(rule))?.kids ?? []) marked.add(k);
  return (rule, from) => marked.has(itemName(from)) && isKid(rule, from);
}

/** Every rule whose node some node is made of. */
const KIDS = [...new Set([...NODES.values()].flatMap((m) => m.kids ?? []))];
const isKept = (rule: string) => KIDS.includes(rule);

/** The compiled start rule `name` under `reading` (httpurl: with `scheme`'s name), compiled on first use. */
function compiledOf(name: string, reading: ReadingKey, scheme = ''): Compiled {
  const key = `${reading}${scheme} ${name}`;
  let c = compiled.get(key);
  if (c) return c;
  const modelKey = `${reading}${scheme}`;
  let shared = models.get(modelKey);
  if (!shared) {
    const model = namingModel(languageOf(reading, rewrittenRules(), scheme || 'http'), KIDS);
    models.set(modelKey, (shared = { model, alphabet: new Alphabet(model) }));
  }
  const start = new StartRule(shared.model, name, { ...NAMING, node: kidsOf(name), keep: isKept, frameName }, shared.alphabet);
  c = { start, names: start.nfa.nodeNames, scheme, oneCharacter: isOneCharacter(shared.model, name), names1: [name] };
  compiled.set(key, c);
  return c;
}

nodeOfRule.run = (rule, input, start, end) => derived(compiledOf(rule, currentReading()), rule, input, start, end);

/** The node of rule `type` over input[start, end), from its children's nodes. */
function nodeOf(type: string, input: string, start: number, end: number, kids: readonly Node<string>[], scheme: string): Node<string> {
  const maker = NODES.get(type);
  return maker ? maker.make(input, start, end, kids, scheme) : { type, span: { start, end }, text: input.slice(start, end) };
}

/** The node of the start rule over input[from, to) from the markers of its derivation; undefined when it is no member. */
function derived(c: Compiled, type: string, input: string, from: number, to: number): Node<string> | undefined {
  const count = c.start.deriveCount(input, from, to);
  if (count < 0) return undefined;
  const markers = c.start.markers;
  // per open node: its name, start and children; the root's children at the bottom
  const names: string[] = [];
  const starts: number[] = [];
  const kids: Node<string>[][] = [[]];
  for (let k = 0; k < count; k += 2) {
    const marker = markers[k]!;
    if (marker > 0) {
      names.push(c.names[marker - 1]!);
      starts.push(markers[k + 1]!);
      kids.push([]);
    } else {
      const node = nodeOf(names.pop()!, input, starts.pop()!, markers[k + 1]!, kids.pop()!, c.scheme);
      kids[kids.length - 1]!.push(node);
    }
  }
  return nodeOf(type, input, from, to, kids[0]!, c.scheme);
}

/** What an engine failure's expected items are in the library's words (same list, same words, same object). */
const words = new WeakMap<readonly string[], string[]>();

function itemsOf(expected: readonly string[]): string[] {
  let items = words.get(expected);
  if (!items) {
    items = [];
    for (const label of expected) {
      const item = itemName(label);
      if (item !== END_OF_INPUT && !items.includes(item)) items.push(item);
    }
    words.set(expected, items);
  }
  return items;
}

/** The code of a failure: a bad escape after "%" (RFC 2396 §2.4.1), RFC 1738's unsafe `~` where a run of unreserved characters stops (§2.2). */
function codeOf(rule: string, items: readonly string[], input: string, at: number, reading: ReadingKey): ErrorCode | undefined {
  if (items.includes('hex')) return 'bad-escape';
  if (rule === 'uchar' || rule === 'xchar') return undefined;
  if ((reading & 1) === 0 && input.charCodeAt(at) === TILDE && (items.includes('uchar') || items.includes('xchar'))) return 'unsafe-character';
  return undefined;
}

/** The items the last `record` recorded. */
let recorded: readonly string[] = [];


/** Records `f` (offsets from `from`) with the tracker, in its rule path on top of the rules open now; its offset in the input. */
function record(rule: string, c: Compiled, f: Failure, input: string, from: number, reading: ReadingKey): number {
  const offset = from + f.offset;
  let items: readonly string[] = itemsOf(f.expected);
  recorded = items;
  if (items.length === 0) return offset; // nothing could go on: nothing to record
  let rulePath = f.rulePath;
  if (c.oneCharacter) items = c.names1;
  else ({ items, rulePath } = inLoopOrder(items, rulePath));
  recorded = items;
  const stack = tracker.stack;
  const below = stack.top;
  stack.top = framesOf(rulePath, below);
  tracker.fail(offset, items, c.oneCharacter ? undefined : codeOf(rule, items, input, offset, reading));
  stack.top = below;
  return offset;
}


/** The membership test of each rule compiledRule made: whether input[0, to) is in its language under the running reading. */
const memberships = new WeakMap<Rule<unknown>, (input: string, to: number) => boolean>();

/** The membership test of a rule compiledRule made (no tree, no error); undefined for any other rule. */
export function membershipOf(rule: Rule<unknown>): ((input: string, to: number) => boolean) | undefined {
  return memberships.get(rule);
}

/**
 * The RFC 1738 rule `name` as a combinator: its node (built by ./nodes) over the longest
 * match at the position, by the compiled grammar of the running reading.
 */
export function compiledRule<N extends Node<string>>(name: string, scheme = ''): Rule<N> {
  const byReading: Array<Compiled | undefined> = [];
  const made = fromFn<N>((input, i) => {
    const reading = currentReading();
    const c = (byReading[reading] ??= compiledOf(name, reading, scheme));
    // where the longest viable prefix stops, what could have gone on, recorded as the combinators
    // record it (a rule after this one may fail there too); one pass when the rest is a member
    const f = c.start.diagnose(input, i, input.length, true)!;
    const offset = record(name, c, f, input, i, reading);
    let end = input.length;
    if (!(f.endOfInput && offset === end)) {
      end = c.start.longest(input, i).end;
      if (end < 0) return silentFailure(offset, recorded as string[]);
    }
    return success(end, derived(c, name, input, i, end)! as N);
  });
  // the derivation tells a non-member (no separate membership pass), the compiled rule kept per
  // reading; a rule whose node is made from its span alone (no `kids`: hostport, a decoded part,
  // a path's segments) needs only the membership test, not a derivation that marks nothing
  const fromSpanAlone = NODES.get(name)?.kids === undefined;
  spanBuilders.set(made as Rule<unknown>, (input, start, end, member = false) => {
    const reading = currentReading();
    const c = (byReading[reading] ??= compiledOf(name, reading, scheme));
    if (!fromSpanAlone) return derived(c, name, input, start, end);
    return member || c.start.matches(input, start, end) ? nodeOf(name, input, start, end, NO_KIDS, c.scheme) : undefined;
  });
  memberships.set(made as Rule<unknown>, (input, to) => {
    const reading = currentReading();
    return (byReading[reading] ??= compiledOf(name, reading, scheme)).start.matches(input, 0, to);
  });
  return made;
}
