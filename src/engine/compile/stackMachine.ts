import type { Alphabet } from '../bnf/alphabet';
import { accepts } from './edges';
import { ACCEPT, CALL, CHARACTER, EPSILON, type Nfa, RETURN } from './nfa';
import { PairTable } from './pairTable';
import { type ConfigurationSet, DEAD_SET, StackSets, UNKNOWN, emptySet, toEmpty } from './stackSets';

/** The empty stack: a configuration at the top level, outside every call. */
export const EMPTY_STACK = 0;

/** Stacks kept across runs (with the cache of sets that refers to them): past this many, a run starts afresh. */
export const STACKS_KEPT = 1 << 16;
/**
 * A run whose cache is cleared twice with fewer characters read in between than this many per
 * cached set is thrashing: it goes on without the cache (forward.ts's policy).
 */
const CHARACTERS_PER_SET = 10;
const NONE: readonly number[] = [];

/** Where a run of the stack machine stopped. */
export interface StackRunEnd {
  /** `to`, or the offset of the first character no configuration reads. */
  at: number;
  /** Whether what was read up to `at` is a member. */
  accepting: boolean;
  /** With `longest`: the largest end of a member read, or -1. */
  longest: number;
  /** `at` when the run stopped there because of the nesting limit (a call dropped there would have gone on), or -1. */
  tooDeep: number;
}

/**
 * A list of configurations (automaton state, stack id): the character states (and the
 * accepting state) a closure reached, in priority order.
 */
export interface Configurations {
  states: Int32Array;
  stacks: Int32Array;
  count: number;
}

/**
 * The recursive transition network of a grammar with recursive rules, run as a Pike VM over
 * configurations (automaton state, stack): a CALL pushes the call state and enters the called
 * rule's fragment, a RETURN pops it and goes on at the call's return point. Stacks are
 * interned (call state, parent id), so that equal stacks are one id and a configuration is two
 * numbers. A call that would open more than `maxNesting` calls at once is dropped, and
 * remembered with its offset: where the run then stops, the error is `nesting-too-deep` when a
 * call dropped there would have read on. Everything is iterative: no JavaScript recursion over the input or the grammar.
 *
 * Cost: the configuration sets met are cached (stackSets.ts) with a transition per character
 * class, so a character whose transition is cached costs one table load. A miss costs the
 * configurations it steps and their successors' ε-closure, one visit each (`work` counts
 * them), as every character does without the cache. Where the stacks are determined by the
 * input read (each bracket opens one known call, as in RFC 4515's filter and RFC 5322's
 * comment), the configurations at an offset are at most the automaton's states per live
 * stack, and time is linear in the input. See docs/grammar-compiler.md, "Recursive rules",
 * for ambiguous grammars and the cache's budget.
 */
export class StackMachine {
  /** Configurations visited (entered, stepped): for the linearity specs. */
  work = 0;
  /** Per stack id: its top call state (-1 for the empty stack), its parent, its depth. */
  readonly call: number[] = [-1];
  readonly parent: number[] = [-1];
  readonly depth: number[] = [0];
  /** Stack ids by (call state, parent id). */
  private readonly ids = new PairTable();
  /** The configurations a closure entered (state, stack). */
  private readonly seen = new PairTable();
  private walk: number[] = [];
  /** The configurations where the last run stopped: a cached set (read only), or the uncached run's buffer. */
  current: Configurations;
  /** The uncached run's configurations (of two offsets), and the closure of a miss. */
  private readonly bufferA: Configurations = { states: new Int32Array(64), stacks: new Int32Array(64), count: 0 };
  private readonly bufferB: Configurations = { states: new Int32Array(64), stacks: new Int32Array(64), count: 0 };
  private readonly seeds: number[] = [];
  /** The cache of configuration sets and their transitions. */
  readonly sets: StackSets;
  /** Transitions computed (not found in the cache): for the specs that count them. */
  misses = 0;
  /** The offset of the last closure that dropped a call past the nesting limit, and those calls (pairs call state, stack). */
  private droppedAt = -1;
  private readonly dropped: number[] = [];
  private limit: number;

  /** `startNests`: whether the start rule is recursive, so that its own occurrence counts as one level. */
  constructor(
    readonly nfa: Nfa,
    readonly alphabet: Alphabet,
    readonly maxNesting: number,
    startNests: boolean,
    budget: { sets?: number; bytes?: number } = {},
  ) {
    this.depth[0] = startNests ? 1 : 0;
    this.limit = maxNesting;
    this.current = this.bufferA;
    this.sets = new StackSets(alphabet.size, budget.sets, budget.bytes);
  }

  /**
   * Starts a run: forgets the drops of the last one and, when more than STACKS_KEPT stacks are
   * interned, the stacks and the cache of sets that refers to them (stack ids are kept across
   * runs, so that the sets the cache holds are the same numbers from one input to the next).
   */
  reset(): void {
    this.droppedAt = -1;
    if (this.call.length > STACKS_KEPT) this.forget();
  }

  /** Forgets every stack but the empty one, and the cache of sets. */
  private forget(): void {
    this.call.length = 1;
    this.parent.length = 1;
    this.depth.length = 1;
    this.ids.clear();
    this.sets.clear();
  }

  /** The stack `call` pushed on `parent`, interned; -1 past the nesting limit. */
  push(call: number, parent: number): number {
    if (this.depth[parent]! >= this.limit) return -1;
    let id = this.ids.get(call, parent);
    if (id < 0) {
      id = this.call.length;
      this.call.push(call);
      this.parent.push(parent);
      this.depth.push(this.depth[parent]! + 1);
      this.ids.add(call, parent, id);
    }
    return id;
  }

  /**
   * The ε-closure of the configurations `seeds` (pairs state, stack), in priority order (a
   * depth-first walk, each configuration once): the character states and the accepting state
   * (at the top level only) it reaches, into `out`. `at`: the offset, for a dropped call.
   */
  close(seeds: number[], out: Configurations, at: number): void {
    const { nfa, seen } = this;
    const { kind, epsFirst, epsMoves, callee, target } = nfa;
    seen.clear();
    out.count = 0;
    const walk = this.walk;
    let top = 0;
    for (let k = seeds.length - 2; k >= 0; k -= 2) {
      walk[top++] = seeds[k]!;
      walk[top++] = seeds[k + 1]!;
    }
    while (top > 0) {
      const stack = walk[--top]!;
      const state = walk[--top]!;
      if (!seen.add(state, stack)) continue;
      this.work++;
      switch (kind[state]) {
        case CHARACTER:
          add(out, state, stack);
          break;
        case ACCEPT:
          if (stack === EMPTY_STACK) add(out, state, stack);
          break;
        case EPSILON: {
          for (let j = epsFirst[state + 1]! - 1; j >= epsFirst[state]!; j--) {
            walk[top++] = epsMoves[j]!;
            walk[top++] = stack;
          }
          break;
        }
        case CALL: {
          const pushed = this.push(state, stack);
          if (pushed < 0) {
            if (this.droppedAt !== at) this.dropped.length = 0;
            this.droppedAt = at;
            this.dropped.push(state, stack);
            break;
          }
          walk[top++] = callee![state]!;
          walk[top++] = pushed;
          break;
        }
        case RETURN:
          walk[top++] = target[this.call[stack]!]!;
          walk[top++] = this.parent[stack]!;
          break;
      }
    }
  }

  /** The seeds after reading code unit `code` from `from`: pairs (target, stack) of the character states that read it. */
  seedsAfter(from: Configurations, code: number, seeds: number[]): void {
    const { edges, edgeOf, target } = this.nfa;
    const cls = this.alphabet.classOf[code]!;
    seeds.length = 0;
    for (let k = 0; k < from.count; k++) {
      const s = from.states[k]!;
      if (accepts(edges, edgeOf[s]!, cls)) seeds.push(target[s]!, from.stacks[k]!);
    }
    this.work += from.count;
  }

  /** Whether `configs` holds the accepting state. */
  accepts(configs: Configurations): boolean {
    const { kind } = this.nfa;
    for (let k = 0; k < configs.count; k++) if (kind[configs.states[k]!] === ACCEPT) return true;
    return false;
  }

  /**
   * Reads input[from, to) from the start, up to its end or the first character no
   * configuration reads; `current` holds the configurations there (the last live ones). By the
   * cache of sets: one table load per character where the transition is cached. A run that
   * sees the cache cleared twice with fewer than CHARACTERS_PER_SET characters per cached set
   * read in between goes on without it (each closure computed, as `withoutCache`).
   */
  run(input: string, from: number, to: number, longest: boolean): StackRunEnd {
    this.reset();
    if (this.withoutCache) {
      this.close([this.nfa.start, EMPTY_STACK], this.bufferA, from);
      this.current = this.bufferA;
      return this.runUncached(input, from, to, longest, this.accepts(this.current));
    }
    const sets = this.sets;
    const classOf = this.alphabet.classOf;
    const classes = this.alphabet.size;
    let set = this.startSet(from);
    let { table, accepts } = sets;
    let last = longest && accepts[set] ? from : -1;
    let tooDeep = -1;
    let clears = sets.clears;
    let cleared = -1;
    let stopped: ConfigurationSet | null = null;
    let i = from;
    for (; i < to; i++) {
      let next = table[set * classes + classOf[input.charCodeAt(i)]!]!;
      if (next < 0) {
        const code = input.charCodeAt(i);
        stopped = sets.sets[set]!; // the set in hand, which a miss may clear from the cache
        if (next === UNKNOWN) {
          next = this.transition(set, classOf[code]!, i + 1);
          ({ table, accepts } = sets); // the miss may have grown or cleared them
          if (sets.clears !== clears && next >= 0) {
            if (cleared >= 0 && i - cleared < CHARACTERS_PER_SET * sets.maxSets) {
              // thrashing: on without the cache, from the set in hand
              const after = sets.sets[next]!;
              this.enter(after, i + 1);
              const end = this.runUncached(input, i + 1, to, longest, after.accepting);
              return { ...end, longest: Math.max(end.longest, longest && after.accepting ? i + 1 : -1, last) };
            }
            clears = sets.clears;
            cleared = i;
          }
        }
        if (next === DEAD_SET) {
          if (stopped.dropped && this.droppedWouldRead(stopped.dropped, code, i)) tooDeep = i;
          break;
        }
        if (next < 0) {
          // every way on past input[i] was a call past the limit (a productive rule: without the limit one would go on), or none
          if (sets.sets[emptySet(next)]!.dropped) tooDeep = i;
          break;
        }
        stopped = null;
      }
      set = next;
      if (longest && accepts[set]) last = i + 1;
    }
    const configs = stopped ?? sets.sets[set]!;
    if (i === to && !configs.accepting && configs.dropped && this.droppedWouldRead(configs.dropped, -1, to)) tooDeep = to;
    this.current = configs;
    return { at: i, accepting: configs.accepting, longest: last, tooDeep };
  }

  /** Whether runs compute every closure (no cache of sets): for the specs that compare the two ways. */
  withoutCache = false;

  /** The cached set of the start's closure (interned again after a clear). */
  startSet(at: number): number {
    if (this.sets.clears !== this.startClears || this.start < 0) {
      this.start = this.interned([this.nfa.start, EMPTY_STACK], at);
      this.startClears = this.sets.clears;
    }
    return this.start;
  }

  private start = -1;
  private startClears = -1;

  /**
   * The transition of cached set `set` on class `cls`, computed (a miss) and cached: the next
   * set, DEAD_SET, or a set with no configuration as `toEmpty(set)` (the table's one test per
   * character, `next < 0`, finds both ends). When the cache is full it is cleared first: the
   * next set is then the only one cached (`set` is gone; the caller needs only the next).
   */
  transition(set: number, cls: number, at: number): number {
    this.misses++;
    const sets = this.sets;
    const seeds = this.seeds;
    const from = sets.sets[set]!;
    const { edges, edgeOf, target } = this.nfa;
    seeds.length = 0;
    for (let k = 0; k < from.count; k++) {
      const s = from.states[k]!;
      if (accepts(edges, edgeOf[s]!, cls)) seeds.push(target[s]!, from.stacks[k]!);
    }
    this.work += from.count;
    const clears = sets.clears;
    let next = seeds.length === 0 ? DEAD_SET : this.interned(seeds, at);
    if (next >= 0 && sets.sets[next]!.count === 0) next = toEmpty(next);
    if (sets.clears === clears) sets.table[set * sets.classes + cls] = next;
    return next;
  }

  /** The cached set of the closure of `seeds` (pairs state, stack), interned when new (after a clear if the cache is full). */
  private interned(seeds: number[], at: number): number {
    const sets = this.sets;
    const out = this.bufferA;
    this.droppedAt = -1;
    this.close(seeds, out, at);
    const dropped = this.droppedAt === at ? this.dropped : NONE;
    this.work += out.count; // the hash and the comparison
    const found = sets.find(out.states, out.stacks, out.count, dropped);
    if (found >= 0) return found;
    if (sets.full(sets.costOf(out.count, dropped.length), true)) sets.clear();
    return sets.add(out.states, out.stacks, out.count, dropped, this.accepts(out));
  }

  /** Makes the uncached run's buffers hold the configurations and drops of `set`, met at `at`. */
  private enter(set: ConfigurationSet, at: number): void {
    const buffer = this.bufferA;
    if (buffer.states.length < set.count) {
      buffer.states = new Int32Array(set.count);
      buffer.stacks = new Int32Array(set.count);
    }
    buffer.states.set(set.states);
    buffer.stacks.set(set.stacks);
    buffer.count = set.count;
    this.current = buffer;
    this.droppedAt = set.dropped ? at : -1;
    this.dropped.length = 0;
    if (set.dropped) for (const x of set.dropped) this.dropped.push(x);
  }

  /**
   * The run from `i` without the cache: `current` holds the configurations there, `droppedAt`
   * and `dropped` what their closure dropped.
   */
  private runUncached(input: string, i: number, to: number, longest: boolean, accepting: boolean): StackRunEnd {
    const seeds = this.seeds;
    let last = longest && accepting ? i : -1;
    let tooDeep = -1;
    let next = this.current === this.bufferA ? this.bufferB : this.bufferA;
    for (; i < to; i++) {
      const code = input.charCodeAt(i);
      this.seedsAfter(this.current, code, seeds);
      if (seeds.length === 0) {
        if (this.droppedAt === i && this.droppedWouldRead(this.dropped, code, i)) tooDeep = i;
        break;
      }
      this.close(seeds, next, i + 1);
      if (next.count === 0) {
        // every way on past input[i] was a call past the limit (a productive rule: without the limit one would go on)
        if (this.droppedAt === i + 1) tooDeep = i;
        break;
      }
      const read = this.current;
      this.current = next;
      next = read as Configurations;
      accepting = this.accepts(this.current);
      if (longest && accepting) last = i + 1;
    }
    if (i === to && !accepting && this.droppedAt === to && this.droppedWouldRead(this.dropped, -1, to)) tooDeep = to;
    return { at: i, accepting, longest: last, tooDeep };
  }

  /**
   * Whether a call dropped at `at` would, without the limit, read code unit `code` there (or
   * reach acceptance, for -1): then the limit, not the input, ends the run.
   */
  private droppedWouldRead(dropped: ArrayLike<number>, code: number, at: number): boolean {
    const seeds: number[] = [];
    this.limit = Infinity; // no left recursion: the closure ends
    try {
      for (let k = 0; k < dropped.length; k += 2) seeds.push(this.nfa.callee![dropped[k]!]!, this.push(dropped[k]!, dropped[k + 1]!));
      const found: Configurations = { states: new Int32Array(16), stacks: new Int32Array(16), count: 0 };
      this.close(seeds, found, at);
      if (code < 0) return this.accepts(found);
      this.seedsAfter(found, code, seeds);
      return seeds.length > 0;
    } finally {
      this.limit = this.maxNesting;
    }
  }

  /** The rule path of configuration (state, stack): the rule paths of the calls on the stack, outermost first, then the state's. */
  rulePath(state: number, stack: number): string[] {
    const calls: number[] = [];
    for (let k = stack; k !== EMPTY_STACK; k = this.parent[k]!) calls.push(this.call[k]!);
    const path: string[] = [];
    for (let j = calls.length - 1; j >= 0; j--) this.framePath(this.nfa.frame[calls[j]!]!, path);
    this.framePath(this.nfa.frame[state]!, path);
    return path;
  }

  private framePath(frame: number, into: string[]): void {
    const names: string[] = [];
    for (let f = frame; f >= 0; f = this.nfa.frames[f]!.parent) names.push(this.nfa.frames[f]!.name);
    for (let j = names.length - 1; j >= 0; j--) into.push(names[j]!);
  }
}

function add(out: Configurations, state: number, stack: number): void {
  if (out.count === out.states.length) {
    const states = new Int32Array(out.count * 2);
    const stacks = new Int32Array(out.count * 2);
    states.set(out.states);
    stacks.set(out.stacks);
    out.states = states;
    out.stacks = stacks;
  }
  out.states[out.count] = state;
  out.stacks[out.count++] = stack;
}
