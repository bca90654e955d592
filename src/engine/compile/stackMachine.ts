import type { Alphabet } from '../bnf/alphabet';
import { accepts } from './edges';
import { ACCEPT, CALL, CHARACTER, EPSILON, type Nfa, RETURN } from './nfa';
import { PairTable } from './pairTable';

/** The empty stack: a configuration at the top level, outside every call. */
export const EMPTY_STACK = 0;

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
 * Cost: a character costs the configurations it steps and their successors' ε-closure, one
 * visit each (`work` counts them). Where the stacks are determined by the input read (each
 * bracket opens one known call, as in RFC 4515's filter and RFC 5322's comment), the
 * configurations at an offset are at most the automaton's states per live stack, and time is
 * linear in the input. See docs/grammar-compiler.md, "Recursive rules", for ambiguous grammars.
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
  /** The configurations of the position in hand and of the next one. */
  current: Configurations = { states: new Int32Array(64), stacks: new Int32Array(64), count: 0 };
  private next: Configurations = { states: new Int32Array(64), stacks: new Int32Array(64), count: 0 };
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
  ) {
    this.depth[0] = startNests ? 1 : 0;
    this.limit = maxNesting;
  }

  /** Forgets the stacks of earlier runs (ids are per run: memory never grows across inputs). */
  reset(): void {
    this.call.length = 1;
    this.parent.length = 1;
    this.depth.length = 1;
    this.ids.clear();
    this.droppedAt = -1;
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
    const { kind, eps, callee, target } = nfa;
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
          const next = eps[state]!;
          for (let j = next.length - 1; j >= 0; j--) {
            walk[top++] = next[j]!;
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
   * configuration reads; `current` holds the configurations there (the last live ones).
   */
  run(input: string, from: number, to: number, longest: boolean): StackRunEnd {
    this.reset();
    const seeds: number[] = [this.nfa.start, EMPTY_STACK];
    this.close(seeds, this.current, from);
    let accepting = this.accepts(this.current);
    let last = longest && accepting ? from : -1;
    let tooDeep = -1;
    let i = from;
    for (; i < to; i++) {
      const code = input.charCodeAt(i);
      this.seedsAfter(this.current, code, seeds);
      if (seeds.length === 0) {
        if (this.droppedAt === i && this.droppedWouldRead(code, i)) tooDeep = i;
        break;
      }
      this.close(seeds, this.next, i + 1);
      if (this.next.count === 0) {
        // every way on past input[i] was a call past the limit (a productive rule: without the limit one would go on)
        if (this.droppedAt === i + 1) tooDeep = i;
        break;
      }
      const read = this.current;
      this.current = this.next;
      this.next = read;
      accepting = this.accepts(this.current);
      if (longest && accepting) last = i + 1;
    }
    if (i === to && !accepting && this.droppedAt === to && this.droppedWouldRead(-1, to)) tooDeep = to;
    return { at: i, accepting, longest: last, tooDeep };
  }

  /**
   * Whether a call dropped at `at` would, without the limit, read code unit `code` there (or
   * reach acceptance, for -1): then the limit, not the input, ends the run.
   */
  private droppedWouldRead(code: number, at: number): boolean {
    const seeds: number[] = [];
    this.limit = Infinity; // no left recursion: the closure ends
    try {
      for (let k = 0; k < this.dropped.length; k += 2) seeds.push(this.nfa.callee![this.dropped[k]!]!, this.push(this.dropped[k]!, this.dropped[k + 1]!));
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
