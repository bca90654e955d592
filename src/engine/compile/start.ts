import { Alphabet } from '../bnf/alphabet';
import type { Grammar } from '../bnf/model';
import { END_OF_INPUT, type ErrorCode } from '../../combinators/errors';
import { AT_END, BackwardDfa } from './backward';
import { Closure } from './closure';
import { Deriver } from './derive';
import { DEAD, ForwardDfa } from './forward';
import { NfaRun, type RunEnd } from './nfaRun';
import { OnePass, type Resume, UNDECIDED } from './onePass';
import type { Reporter, Teller } from './reporting';
import { accepts } from './edges';
import { ACCEPT, CHARACTER, type Nfa, type NfaOptions, buildNfa, labelOf } from './nfa';
import { DerivationTooLarge } from './markers';
import { LIMITS } from './problems';
import type { StackDeriver } from './stackDerive';
import type { Configurations, StackMachine } from './stackMachine';
import { type JointMemo, NUMBER_SIGN, PAST_PART, jointViablePrefix } from './joint';
import { type Inclusion, languageWithin } from './within';

const EMPTY_MARKERS = new Int32Array(0);

/** A right-context buffer longer than this (256 KiB) is dropped after SHORT_RUNS shorter inputs in a row. */
const RIGHTS_KEPT = 1 << 16;
const SHORT_RUNS = 16;

/** Where a non-member stops being a prefix of a member, and what could have gone on there. */
export interface Failure {
  /** The length of the longest viable prefix (from the start of the part read). */
  offset: number;
  /** What the grammar calls the characters that could continue (literals quoted, rule names bare), and `end of input`; frozen. */
  expected: readonly string[];
  /** The rules open at the offset, outermost (the start rule) first; frozen. */
  rulePath: readonly string[];
  /** The code-unit ranges that could continue, ascending. */
  ranges: Array<[number, number]>;
  /** Whether the prefix is itself a member. */
  endOfInput: boolean;
  /**
   * Set when the input nests recursive rules deeper than `maxNesting` (and is no member
   * within it): the offset is then the longest prefix viable within the limit.
   */
  nestingTooDeep?: true;
  /** The code the grammar's reporting gives the failure (CompileOptions.reporting), if any. */
  code?: ErrorCode;
}

/** How a start rule is built: the automaton's options, and how its failures are told. */
export interface CompileOptions extends NfaOptions {
  /**
   * How failures are told: `reporterOf(reporting)` (./reporting), in the order a backtracking
   * parser would try their items, in the words the grammar's reporting names (passed in, so
   * that a bundle without it keeps none of it).
   */
  reporter?: Reporter;
}

/**
 * How a start rule is run (not how it is built): for a grammar with recursive rules, how deep
 * an input may nest them.
 *
 * @example
 * ```ts
 * import { compileModel, readGrammar, type RunOptions } from 'uri-grammar/grammar-compiler';
 * const run: RunOptions = { maxNesting: 2 };
 * const { rules } = compileModel(readGrammar('p = "(" [ p ] ")"'), run);
 * [rules['p']!.matches('(())'), rules['p']!.matches('((()))')]; //=> [true, false]
 * ```
 */
export interface RunOptions {
  /** The most calls of recursive rules open at once (the start rule's own occurrence counts when it is recursive); default LIMITS.nesting. */
  maxNesting?: number;
}

/** `maxNesting` checked: a positive integer (Infinity allowed), or the default. */
export function nestingOf(maxNesting: unknown): number {
  if (maxNesting === undefined) return LIMITS.nesting;
  if (typeof maxNesting !== 'number' || !(maxNesting >= 1) || (maxNesting !== Infinity && !Number.isInteger(maxNesting))) {
    throw new TypeError(`uri-grammar: maxNesting must be a positive integer, got ${typeof maxNesting === 'number' ? maxNesting : typeof maxNesting}`);
  }
  return maxNesting;
}

/**
 * How a grammar with recursive rules is run: its stack machine and the derivations on it
 * (src/engine/compile/stacks.ts makes them). Handed to the start rule by the compiler, so that
 * a program that runs only the built-in grammars (none recursive) does not load them.
 */
export interface Stacks {
  machine(nfa: Nfa, alphabet: Alphabet, maxNesting: number, startRecursive: boolean): StackMachine;
  deriver(machine: StackMachine): StackDeriver;
}

/**
 * One start rule of a grammar, built to run: membership, the failure of a non-member, and
 * the derivation of a member, each in one pass over the input (two for a derivation), in time
 * linear in the input and memory bounded by the automaton caches' budgets. Built with no
 * check: the grammar is one the compiler has checked (CompiledStart, ./rule), or a built-in
 * grammar checked when the package was built (scripts/generate-models.mjs).
 */
export class StartRule {
  readonly nfa: Nfa;
  private readonly alphabet: Alphabet;
  private forwardDfa: ForwardDfa | undefined;
  private backwardDfa: BackwardDfa | undefined;
  private deriver: Deriver | undefined;
  private onePass: OnePass | undefined;
  /** What `isWithin` proved, per outer rule. */
  private readonly inclusions = new WeakMap<StartRule, Map<string, boolean>>();
  /** What `jointFailure` learnt of pairs with each outer rule (see JointMemo). */
  private readonly jointMemos = new WeakMap<StartRule, JointMemo>();
  private readonly failures = new Map<number, { expected: readonly string[]; rulePath: readonly string[]; ranges: Array<[number, number]> }>();

  /** `stacks`: how to run it if it has recursive rules (`startRecursive`: whether the start rule is one of them). */
  constructor(grammar: Grammar, readonly start: string, options: CompileOptions = {}, alphabet?: Alphabet, run: RunOptions = {}, stacks?: Stacks, startRecursive?: () => boolean) {
    const maxNesting = nestingOf(run.maxNesting);
    this.alphabet = alphabet ?? new Alphabet(grammar);
    this.nfa = buildNfa(grammar, this.alphabet, start, options.reporter ? options.reporter.options(options) : options);
    // a grammar with recursive rules runs on the stack machine; every other on the automata
    if (this.nfa.callee && !stacks) throw new Error(`uri-grammar: rule ${start} is recursive: it needs the compiler (CompiledStart)`);
    this.stacks = this.nfa.callee ? stacks!.machine(this.nfa, this.alphabet, maxNesting, startRecursive!()) : undefined;
    this.makeStacks = stacks;
    this.teller = this.stacks || !options.reporter ? undefined : options.reporter.teller(this.nfa, this.alphabet, (states) => this.describe(states));
    this.makeSibling = (rule) => new StartRule(grammar, rule, options, this.alphabet, run);
  }

  /** Makes the start rule of another rule of this grammar, built as this one was (a compiled one by the compiler: CompiledStart). */
  protected makeSibling: (rule: string) => StartRule;

  private siblings: Map<string, StartRule> | undefined;

  /**
   * The start rule of `rule`, a rule of this one's grammar, built as this one was (options,
   * alphabet, nesting limit) and kept: this one for its own name. What derives a node's span
   * again (src/schemes/tree.ts, `Rederive`).
   */
  ruleNamed(rule: string): StartRule {
    if (rule === this.start) return this;
    const siblings = (this.siblings ??= new Map());
    let sibling = siblings.get(rule);
    if (sibling === undefined) siblings.set(rule, (sibling = this.makeSibling(rule)));
    return sibling;
  }

  /** What tells failures (CompileOptions.reporter); undefined: the automaton's order and words, as for every grammar that does not ask (and one with recursive rules). */
  private readonly teller: Teller | undefined;

  private readonly makeStacks: Stacks | undefined;

  /** The stack machine of a grammar with recursive rules (undefined: a regular grammar, run by the lazy automata). */
  private readonly stacks: StackMachine | undefined;

  private stackDeriver: StackDeriver | undefined;

  /** Work that is not a cache hit, and the caches' sizes: for the linearity and memory specs. */
  get stats(): { forwardMisses: number; forwardStates: number; forwardClears: number; forwardWork: number; forwardUncached: number; backwardMisses: number; searches: number; onePassMisses: number; onePassClears: number; onePassUndecided: number; onePassWork: number; onePassUncached: number; stackWork: number; reportWork: number } {
    return {
      forwardMisses: this.forwardDfa?.misses ?? 0,
      forwardStates: this.forwardDfa?.size ?? 0,
      forwardClears: this.forwardDfa?.clears ?? 0,
      forwardWork: this.forwardDfa?.work ?? 0,
      forwardUncached: this.nfaRun?.runs ?? 0,
      backwardMisses: this.backwardDfa?.misses ?? 0,
      searches: this.deriver?.searches ?? 0,
      onePassMisses: this.onePass?.misses ?? 0,
      onePassClears: this.onePass?.clears ?? 0,
      onePassUndecided: this.onePass?.undecided ?? 0,
      onePassWork: this.onePass?.work ?? 0,
      onePassUncached: this.onePass?.uncached ?? 0,
      stackWork: this.stacks?.work ?? 0,
      reportWork: this.teller?.work ?? 0,
    };
  }

  private get forward(): ForwardDfa {
    return (this.forwardDfa ??= new ForwardDfa(this.nfa, this.alphabet));
  }

  /** Whether every member of this rule's language is a member of `outer`'s: 'within', a counter-example, or 'unknown' (see languageWithin). */
  within(outer: StartRule, without: readonly number[] = []): Inclusion {
    if (this.stacks || outer.stacks) return 'unknown'; // inclusion of context-free languages is undecidable
    return languageWithin(this.forward, this.alphabet, outer.forward, outer.alphabet, undefined, without);
  }

  /**
   * Whether `within(outer, without)` proves it ('unknown' counts as no): every member that
   * holds none of the code units `without` is a member of `outer`. Walked once per outer rule
   * and `without`, and remembered.
   */
  isWithin(outer: StartRule, without: readonly number[] = []): boolean {
    let known = this.inclusions.get(outer);
    if (!known) this.inclusions.set(outer, (known = new Map()));
    const key = without.join();
    let proven = known.get(key);
    if (proven === undefined) known.set(key, (proven = this.within(outer, without) === 'within'));
    return proven;
  }

  /**
   * The failure of an input this rule reads before its first "#" (all of it, with
   * `readsFragment`) and `outer` reads whole, as the language of texts both accept gives it
   * (jointViablePrefix): the offset, and what could go on there, in this rule's words (past
   * the "#", `outer`'s), "#" and "end of input" included where they can. Undefined past the
   * search's budget, and when the offset is not before `before` (then nothing is named).
   */
  jointFailure(outer: StartRule, input: string, readsFragment: boolean, before = Infinity): Failure | undefined {
    if (this.stacks || outer.stacks) return undefined; // the joint search walks pairs of deterministic states
    let memo = this.jointMemos.get(outer);
    if (!memo) this.jointMemos.set(outer, (memo = { clears: -1, known: new Map() }));
    const joint = jointViablePrefix(this.forward, this.alphabet, outer.forward, outer.alphabet, input, readsFragment, memo, before);
    if (!joint || joint.offset >= before) return undefined;
    const past = joint.inner === PAST_PART;
    const fragmentStarts = !past && !readsFragment && joint.next.includes(NUMBER_SIGN);
    const codes = fragmentStarts ? joint.next.filter((c) => c !== NUMBER_SIGN) : joint.next;
    const { expected, rulePath, ranges } = past ? outer.describe(outer.forward.setOf(joint.outer), codes) : this.describe(this.forward.setOf(joint.inner), codes);
    const ends = [...(fragmentStarts ? ['"#"'] : []), ...(joint.accepting ? [END_OF_INPUT] : [])];
    const withSign: Array<[number, number]> = fragmentStarts ? [...ranges, [NUMBER_SIGN, NUMBER_SIGN]] : ranges;
    return { offset: joint.offset, expected: Object.freeze([...expected, ...ends]), rulePath, ranges: withSign.sort((a, b) => a[0] - b[0]), endOfInput: joint.accepting };
  }

  /** Whether input[from, to) is in the language. */
  matches(input: string, from = 0, to = input.length): boolean {
    if (this.stacks) {
      const end = this.stacks.run(input, from, to, false);
      return end.at === to && end.accepting;
    }
    const dfa = this.forward;
    let state = dfa.start;
    if (this.withoutCache) return this.runMatches(state, input, from, to);
    let ascii = dfa.ascii;
    let clears = dfa.clears;
    let cleared = -1;
    for (let i = from; i < to; i++) {
      const c = input.charCodeAt(i);
      const k = (state << 7) | c;
      let next = c < 128 && k < ascii.length ? ascii[k]! : -1;
      if (next < 0) {
        next = dfa.step(state, c);
        ascii = dfa.ascii; // the step may have grown or cleared the cache
        if (dfa.clears !== clears && next !== DEAD) {
          if (cleared >= 0 && dfa.thrashing(i - cleared)) return this.runMatches(next, input, i + 1, to);
          clears = dfa.clears;
          cleared = i;
        }
      }
      if (next === DEAD) return false;
      state = next;
    }
    return dfa.isAccepting(state);
  }

  /**
   * The failure of input[from, to), or null for a member (with `always`, a member too gets
   * what could extend it). Offsets count from `from`.
   */
  diagnose(input: string, from = 0, to = input.length, always = false): Failure | null {
    if (this.stacks) return this.stackFailure(this.stacks.run(input, from, to, false), from, to, always);
    const { at, state, end } = this.read(input, from, to, false);
    const accepting = state >= 0 ? this.forward.isAccepting(state) : end.accepting;
    if (at === to && accepting && !always) return null;
    if (this.teller) {
      const { described, code } = this.teller.tell(input, from, at, at < to ? input[at]! : null);
      return { offset: at - from, expected: described.expected, rulePath: described.rulePath, ranges: described.ranges, endOfInput: accepting, ...(code ? { code } : {}) };
    }
    const { expected, rulePath, ranges } = this.failureAt(state);
    return { offset: at - from, expected, rulePath, ranges, endOfInput: accepting };
  }

  /**
   * The longest member that starts at `from` (RFC 2396 §4.3: greedy): its end, or -1 when no
   * prefix of input[from..] is a member; then `failure` is the failure there.
   */
  longest(input: string, from: number): { end: number; failure: Failure | null } {
    if (this.stacks) {
      const run = this.stacks.run(input, from, input.length, true);
      return run.longest >= 0 ? { end: run.longest, failure: null } : { end: -1, failure: this.stackFailure({ ...run, accepting: false }, from, input.length, true) };
    }
    const { at, state, end } = this.read(input, from, input.length, true);
    if (end.longest >= 0) return { end: end.longest, failure: null };
    const { expected, rulePath, ranges } = this.failureAt(state);
    return { end: -1, failure: { offset: at - from, expected, rulePath, ranges, endOfInput: false } };
  }

  /**
   * Reads input[from, to) up to its end or where the automaton dies: that position, and the
   * deterministic state there, or -1 where the run went on without the cache (then NfaRun's
   * `states()` are the states there); `end` tells whether it accepts there and, with
   * `longest`, the end of the longest member read.
   */
  private read(input: string, from: number, to: number, longest: boolean): { at: number; state: number; end: RunEnd } {
    const dfa = this.forward;
    let state = dfa.start;
    if (this.withoutCache) {
      const end = this.run.run(state, input, from, to);
      return { at: end.at, state: -1, end };
    }
    let last = longest && dfa.isAccepting(state) ? from : -1;
    let clears = dfa.clears;
    let cleared = -1;
    let i = from;
    for (; i < to; i++) {
      const next = dfa.step(state, input.charCodeAt(i));
      if (next === DEAD) break;
      state = next;
      if (longest && dfa.isAccepting(state)) last = i + 1;
      if (dfa.clears !== clears) {
        if (cleared >= 0 && dfa.thrashing(i - cleared)) {
          const end = this.run.run(state, input, i + 1, to);
          return { at: end.at, state: -1, end: { ...end, longest: Math.max(end.longest, last) } };
        }
        clears = dfa.clears;
        cleared = i;
      }
    }
    return { at: i, state, end: { at: i, accepting: dfa.isAccepting(state), longest: last } };
  }

  /**
   * Whether runs go on without the caches (NfaRun, and the one pass's transitions computed
   * each time) from their start: for specs that compare the two ways. Otherwise a run does so
   * only from where it thrashes a cache.
   */
  withoutCache = false;

  /** `matches` from deterministic state `state` at `at`, without the cache. */
  private runMatches(state: number, input: string, at: number, to: number): boolean {
    const end = this.run.run(state, input, at, to);
    return end.at === to && end.accepting;
  }

  private get run(): NfaRun {
    return (this.nfaRun ??= new NfaRun(this.forward, this.alphabet));
  }

  private nfaRun: NfaRun | undefined;

  /** The markers and positions of the derivation of input[from, to) (see Deriver), or null for a non-member. */
  derive(input: string, from = 0, to = input.length): number[] | null {
    const count = this.deriveCount(input, from, to);
    return count < 0 ? null : Array.from(this.markers.subarray(0, count));
  }

  /** The buffer the last `deriveCount` wrote its markers to (`markers[0 .. count)`); the next derivation overwrites it. */
  get markers(): Int32Array {
    if (this.stacks) return this.stackDeriver?.markers ?? EMPTY_MARKERS;
    return this.deriver?.markers ?? EMPTY_MARKERS;
  }

  /**
   * The buffer of the last derivation's markers, handed over: the next derivation writes to a
   * new one. For a caller that keeps the markers (a large tree built on read) without copying them.
   */
  takeMarkers(): Int32Array {
    const taken = this.markers;
    if (this.stackDeriver) this.stackDeriver.markers = new Int32Array(64);
    if (this.deriver) this.deriver.markers = new Int32Array(64);
    return taken;
  }

  /**
   * `deriveCount` of a span known to be a member (a node's span in an earlier derivation,
   * derived again for its children): the count; an internal error if it is none.
   */
  deriveMember(input: string, from: number, to: number): number {
    const count = this.deriveCount(input, from, to);
    if (count < 0) throw new Error(`uri-grammar: internal error: the span of a ${this.start} node is no ${this.start}`);
    return count;
  }

  /**
   * `derive` without a list: the count of the markers written to `markers`, or -1 for a
   * non-member. What a tree is built from (no array of numbers per call, nothing per marker).
   */
  deriveCount(input: string, from = 0, to = input.length): number {
    try {
      return this.countDerived(input, from, to);
    } catch (e) {
      // under the CLI's limit (withMarkerLimit), a non-member too long to derive is still a non-member: its error is told as any other's
      if (e instanceof DerivationTooLarge && !this.matches(input, from, to)) return -1;
      throw e;
    }
  }

  private countDerived(input: string, from: number, to: number): number {
    if (this.stacks) return (this.stackDeriver ??= this.makeStacks!.deriver(this.stacks)).derive(input, from, to);
    const onePass = (this.onePass ??= new OnePass(this.nfa, this.alphabet, this.closure));
    onePass.withoutCache = this.withoutCache;
    const count = onePass.derive(input, from, to, this.markerSink);
    return count === UNDECIDED ? this.deriveInTwoPasses(input, from, to, onePass.stop) : count;
  }

  /**
   * `deriveCount` by the right contexts (a backward pass) and the Deriver's choices (a forward
   * one): from the start, the reference the one pass is checked against; with `resume`, where
   * the one pass stopped at a conflict (the rest of the input only).
   */
  deriveInTwoPasses(input: string, from = 0, to = input.length, resume?: Resume): number {
    if (this.stacks) return this.deriveCount(input, from, to); // a recursive grammar has one way of deriving
    const backward = (this.backwardDfa ??= new BackwardDfa(this.nfa, this.alphabet));
    const deriver = this.markerSink;
    const at = resume ? resume.at : from;
    const rights = this.rightsFor(to - at + 1);
    let right = AT_END;
    rights[to - at] = right;
    let ascii = backward.ascii;
    for (let j = to - 1; j >= at; j--) {
      const c = input.charCodeAt(j);
      const k = (right << 7) | c;
      const cached = c < 128 && k < ascii.length ? ascii[k]! : -1;
      if (cached >= 0) right = cached;
      else {
        right = backward.stepCode(right, c);
        ascii = backward.ascii; // the step may have grown it
      }
      rights[j - at] = right;
    }
    // the state the derivation is in: the start, or the first of the one pass's that can read the rest
    let state = -1;
    if (!resume) state = backward.matchesFrom(right, this.nfa.start) ? this.nfa.start : -1;
    else for (let k = 0; k < resume.states.length && state < 0; k++) if (backward.matchesFrom(right, resume.states[k]!)) state = resume.states[k]!;
    const count = state < 0 ? -1 : resume ? deriver.derive(from, to, rights, at, resume.written, state) : deriver.derive(from, to, rights);
    const before = backward.size;
    backward.trim();
    if (backward.size !== before) deriver.clear();
    return count;
  }

  /** The Deriver: the two passes' choices, and the marker buffer both ways of deriving write to. */
  private get markerSink(): Deriver {
    return (this.deriver ??= new Deriver(this.nfa, (this.backwardDfa ??= new BackwardDfa(this.nfa, this.alphabet)), this.closure));
  }

  /** The ε-walks of the Deriver's searches and the one pass's transitions (never at once: each runs on a cache miss, to its end). */
  private get closure(): Closure {
    return (this.walks ??= new Closure(this.nfa));
  }

  private walks: Closure | undefined;

  /**
   * A buffer of at least `length` right-context states, kept between derivations: a typed
   * array's allocation cost more than both passes over a 60-character URL, and a fresh large
   * one pays its page faults. One over RIGHTS_KEPT entries is dropped after SHORT_RUNS shorter
   * inputs in a row (the policy of the RFC 2396 fast path's byte array).
   */
  private rightsFor(length: number): Int32Array {
    if (length > RIGHTS_KEPT) this.shortRuns = 0;
    else if (this.rights.length > RIGHTS_KEPT && ++this.shortRuns >= SHORT_RUNS) this.rights = new Int32Array(64);
    if (this.rights.length < length) this.rights = new Int32Array(Math.max(length, this.rights.length * 2));
    return this.rights;
  }

  private rights = new Int32Array(64);

  private shortRuns = 0;

  /**
   * The failure of a run of the stack machine (null for a member, unless `always`): where it
   * stopped (the longest prefix viable within the nesting limit), `nestingTooDeep` when a call
   * past the limit would have gone on there.
   */
  private stackFailure(run: { at: number; accepting: boolean; tooDeep: number }, from: number, to: number, always: boolean): Failure | null {
    const member = run.at === to && run.accepting;
    if (member && !always) return null;
    const { expected, rulePath, ranges } = this.describeConfigurations(this.stacks!.current);
    return { offset: run.at - from, expected, rulePath, ranges, endOfInput: run.accepting, ...(run.tooDeep >= 0 && !member ? { nestingTooDeep: true as const } : {}) };
  }

  /** `describe` for configurations of the stack machine: the rule path of the first, the calls on its stack included. */
  private describeConfigurations(configs: Configurations): { expected: readonly string[]; rulePath: readonly string[]; ranges: Array<[number, number]> } {
    const described = this.describe(configs.states.subarray(0, configs.count));
    let first = -1;
    for (let k = 0; k < configs.count && first < 0; k++) if (this.nfa.kind[configs.states[k]!] === CHARACTER) first = k;
    const rulePath = first < 0 ? described.rulePath : Object.freeze(this.stacks!.rulePath(configs.states[first]!, configs.stacks[first]!));
    return { ...described, rulePath };
  }

  /** Expected items and rule path where `read` stopped: of deterministic state `state`, or (-1) of the states NfaRun is in, not remembered (a set of its is made once). */
  private failureAt(state: number): { expected: readonly string[]; rulePath: readonly string[]; ranges: Array<[number, number]> } {
    return state >= 0 ? this.failureOf(this.forward.setOf(state)) : this.describe(this.run.states());
  }

  /** Expected items and rule path of a deterministic state, remembered by its set's identity. */
  private failureOf(set: Int32Array): { expected: readonly string[]; rulePath: readonly string[]; ranges: Array<[number, number]> } {
    const key = set.length === 0 ? -1 : set[0]! * 65537 + set.length; // cheap key; checked below
    const known = this.failures.get(key);
    if (known && (known as { set?: Int32Array }).set === set) return known;
    const made = { ...this.describe(set), set };
    if (this.failures.size < 256) this.failures.set(key, made);
    return made;
  }

  /**
   * What the character states of a deterministic state are called (or of a list of states in
   * the order told), their rule path (of the first) and the code-unit ranges they read, and
   * "end of input" where it accepts; with `keep`, only the character states that read one of
   * those code units (and no "end of input").
   */
  private describe(set: Int32Array, keep?: readonly number[]): { expected: readonly string[]; rulePath: readonly string[]; ranges: Array<[number, number]> } {
    const { nfa, alphabet } = this;
    const { edges } = nfa;
    const kept = keep && [...new Set(keep.map((c) => alphabet.classOf[c]!))];
    const labels: string[] = [];
    const seen = new Set<string>();
    let frame = -1;
    const classes = new Set<number>();
    /** Edges whose classes are in `classes` already (states often share one). */
    const edgesDone = new Set<number>();
    let accepting = false;
    for (const s of set) {
      if (nfa.kind[s] === ACCEPT) {
        accepting = true;
        continue;
      }
      if (nfa.kind[s] !== CHARACTER) continue;
      const e = nfa.edgeOf[s]!;
      const on = kept?.filter((cls) => accepts(edges, e, cls));
      if (on && on.length === 0) continue;
      const label = labelOf(nfa, s);
      if (!seen.has(label)) {
        seen.add(label);
        labels.push(label);
      }
      if (frame < 0) frame = nfa.frame[s]!;
      if (on) for (const cls of on) classes.add(cls);
      else if (!edgesDone.has(e)) {
        edgesDone.add(e);
        for (let k = edges.start[e]!; k < edges.start[e + 1]!; k += 2) for (let cls = edges.intervals[k]!; cls <= edges.intervals[k + 1]!; cls++) classes.add(cls);
      }
    }
    if (accepting && !kept) labels.push(END_OF_INPUT);
    const rulePath: string[] = [];
    for (let f = frame < 0 ? 0 : frame; f >= 0; f = nfa.frames[f]!.parent) rulePath.unshift(nfa.frames[f]!.name);
    const ranges: Array<[number, number]> = [];
    for (const cls of classes) ranges.push([...alphabet.rangeOf[cls]!]);
    ranges.sort((a, b) => a[0] - b[0]);
    const joined: Array<[number, number]> = [];
    for (const r of ranges) {
      const last = joined[joined.length - 1];
      if (last && r[0] <= last[1] + 1) last[1] = Math.max(last[1], r[1]);
      else joined.push(r);
    }
    return { expected: Object.freeze(labels), rulePath: Object.freeze(rulePath), ranges: joined };
  }
}
