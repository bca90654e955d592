import { LIMITS } from './problems';
import { SetIndex, hashList, mix } from './setIndex';

/** A transition no configuration takes: no character state of the set reads the class. */
export const DEAD_SET = -1;
/** A transition not computed yet. */
export const UNKNOWN = -2;
/** A transition to set `id` with no configuration (every call on was past the nesting limit), as the table holds it: below UNKNOWN. */
export function toEmpty(id: number): number {
  return -3 - id;
}
/** The set of a transition `toEmpty(id)`. */
export function emptySet(next: number): number {
  return -3 - next;
}
/** What a cached set costs besides its configurations and its row of transitions (objects, index), in bytes. */
const SET_OVERHEAD = 96;

/** One cached set: its configurations (automaton state, stack id) in priority order, and what its closure dropped. */
export interface ConfigurationSet {
  readonly states: Int32Array;
  readonly stacks: Int32Array;
  readonly count: number;
  /** The calls its closure dropped past the nesting limit (pairs call state, stack), or null. */
  readonly dropped: Int32Array | null;
  /** Whether it holds the accepting state (at the top level). */
  readonly accepting: boolean;
}

/**
 * The cache of a StackMachine: the configuration sets its closures reached, interned by their
 * content (the stacks are interned, so a set is a list of pairs of numbers), and a transition
 * per (set, character class) — the lazy DFA of forward.ts with configurations for automaton
 * states. Everything else cached for a run or a derivation (StackTrees) is charged to its byte
 * budget. The budget: at most `maxSets` sets and `maxBytes` bytes; past either, the owner
 * clears it all (`clear`, counted by `clears`), RE2's policy. The stack ids it refers to are
 * the machine's, which forgets them only together with this cache.
 */
export class StackSets {
  readonly sets: ConfigurationSet[] = [];
  /** `table[set * classes + class]`: the next set, DEAD_SET, UNKNOWN or `toEmpty(set)`. */
  table = new Int32Array(0);
  /** By set: whether it accepts (its `accepting`, one load). */
  accepts = new Uint8Array(0);
  private readonly index = new SetIndex();
  /** The bytes charged since the last clear. */
  bytes = 0;
  /** How many times it was cleared. */
  clears = 0;
  /** How many sets were interned (over every clear): for the specs that count them. */
  built = 0;

  constructor(
    readonly classes: number,
    readonly maxSets: number = LIMITS.cachedStates,
    readonly maxBytes: number = LIMITS.cacheBytes,
  ) {}

  get size(): number {
    return this.sets.length;
  }

  /** Whether `bytes` more would pass the budget (a set more, with `set`). */
  full(bytes: number, set = false): boolean {
    return this.bytes + bytes > this.maxBytes || (set && this.sets.length >= this.maxSets);
  }

  /** Adds `bytes` to what the cache holds (the caller checked `full`). */
  charge(bytes: number): void {
    this.bytes += bytes;
  }

  /** The bytes a set of `count` configurations costs. */
  costOf(count: number, dropped: number): number {
    return 8 * count + 4 * dropped + 4 * this.classes + 1 + SET_OVERHEAD;
  }

  /** The set with these configurations and drops, or -1. */
  find(states: Int32Array, stacks: Int32Array, count: number, dropped: readonly number[]): number {
    const hash = hashOf(states, stacks, count, dropped);
    return this.index.find(hash, (id) => same(this.sets[id]!, states, stacks, count, dropped));
  }

  /** Interns a set (copied) not found by `find`; the caller checked `full(costOf(…), true)`. */
  add(states: Int32Array, stacks: Int32Array, count: number, dropped: readonly number[], accepting: boolean): number {
    const id = this.sets.length;
    this.sets.push({ states: states.slice(0, count), stacks: stacks.slice(0, count), count, dropped: dropped.length > 0 ? Int32Array.from(dropped) : null, accepting });
    this.index.add(hashOf(states, stacks, count, dropped), id);
    this.bytes += this.costOf(count, dropped.length);
    this.built++;
    if ((id + 1) * this.classes > this.table.length) {
      const rows = Math.min(this.maxSets, Math.max(16, (id + 1) * 2));
      const table = new Int32Array(rows * this.classes).fill(UNKNOWN);
      table.set(this.table);
      this.table = table;
      const accepts = new Uint8Array(rows);
      accepts.set(this.accepts);
      this.accepts = accepts;
    }
    this.accepts[id] = accepting ? 1 : 0;
    return id;
  }

  /** Forgets every set and transition. */
  clear(): void {
    this.sets.length = 0;
    this.index.clear();
    this.table = new Int32Array(0);
    this.accepts = new Uint8Array(0);
    this.bytes = 0;
    this.clears++;
  }
}

function hashOf(states: Int32Array, stacks: Int32Array, count: number, dropped: readonly number[]): number {
  let h = hashList(states, count);
  h = Math.imul(h ^ hashList(stacks, count), 0x01000193);
  return dropped.length === 0 ? h : Math.imul(h ^ hashList(dropped, dropped.length), 0x01000193) ^ mix(dropped.length);
}

function same(set: ConfigurationSet, states: Int32Array, stacks: Int32Array, count: number, dropped: readonly number[]): boolean {
  if (set.count !== count || (set.dropped?.length ?? 0) !== dropped.length) return false;
  for (let k = 0; k < count; k++) if (set.states[k] !== states[k] || set.stacks[k] !== stacks[k]) return false;
  for (let k = 0; k < dropped.length; k++) if (set.dropped![k] !== dropped[k]) return false;
  return true;
}
