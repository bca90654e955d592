import type { ErrorCode } from './errors';

/** One entry of the rule stack: a rule being parsed, and the entry below it. */
export interface RuleFrame {
  readonly name: string;
  readonly parent: RuleFrame | null;
  /** The names of the stack ending here, once an error has needed them (see `namesOf`). */
  names: readonly string[] | undefined;
  /** What ./diagnose remembers of the errors whose furthest failure was first recorded with this frame on top (its own shape). */
  diagnoses: unknown[] | undefined;
}

/** A frame (every frame is made here, so that all have one shape). */
export function ruleFrame(name: string, parent: RuleFrame | null): RuleFrame {
  return { name, parent, names: undefined, diagnoses: undefined };
}

/**
 * The rule stack kept by `rule()`, as a persistent linked list: a push makes a new top
 * frame and never changes an old one, so a snapshot of the whole stack is a reference to
 * its top (O(1)), turned into an array only when an error is built.
 */
export class RuleStack {
  top: RuleFrame | null = null;

  push(name: string): void {
    this.top = ruleFrame(name, this.top);
  }

  pop(): void {
    if (this.top) this.top = this.top.parent;
  }

  clear(): void {
    this.top = null;
  }
}

/** The frames of a compiled rule's failure on an empty stack, by its rule path: the same frames each time (the tracker remembers errors on them). */
const topFrames = new WeakMap<readonly string[], RuleFrame>();

/**
 * The frames of `rulePath` (a compiled rule's failure, outermost first) on top of `below`, the
 * rules open where the compiled rule was run: what the tracker records it under.
 */
export function framesOf(rulePath: readonly string[], below: RuleFrame | null): RuleFrame | null {
  const known = below === null ? topFrames.get(rulePath) : undefined;
  if (known) return known;
  let top = below;
  for (const name of rulePath) top = ruleFrame(name, top);
  if (below === null && top) topFrames.set(rulePath, top);
  return top;
}

/**
 * The rule names of the stack ending at `frame`, outermost first (a new array). Frames are
 * reused from one parse to the next, so the names are worked out once per frame.
 */
export function namesOf(frame: RuleFrame | null): string[] {
  return rememberedNames(frame).slice();
}

/** The names of `namesOf`, remembered on the frame, frozen (errors share them). */
export function rememberedNames(frame: RuleFrame | null): readonly string[] {
  if (!frame) return NO_NAMES;
  return (frame.names ??= namesFrom(frame));
}

const NO_NAMES: readonly string[] = Object.freeze([]);

function namesFrom(frame: RuleFrame): readonly string[] {
  let depth = 0;
  for (let f: RuleFrame | null = frame; f; f = f.parent) depth++;
  const names: string[] = new Array(depth);
  for (let f: RuleFrame | null = frame; f; f = f.parent) names[--depth] = f.name;
  return Object.freeze(names);
}

/** `list.includes(item)` for short lists of strings (a plain loop: no builtin call). */
function contains(list: readonly string[], item: string): boolean {
  for (let k = 0; k < list.length; k++) if (list[k] === item) return true;
  return false;
}

/** Every list of `lists[0 .. count - 1]`, in order, without repeats. */
function merge(lists: readonly (readonly string[])[], count: number): string[] {
  const items: string[] = [];
  for (let l = 0; l < count; l++) {
    const list = lists[l];
    for (let k = 0; k < list.length; k++) if (!contains(items, list[k])) items.push(list[k]);
  }
  return items;
}

/**
 * Merged expected lists, by the identity of the lists recorded: a trie whose edges are lists.
 * Primitives record constant lists, so a grammar has few sequences at a failure, and an
 * error's expected items are a few array lookups instead of comparing every item with every
 * other (a string comparison is a builtin call). Each list is named by a small number, kept
 * on it under a symbol (not enumerable). Bounded, for lists made per call.
 */
interface MergeNode {
  merged?: MergedExpected;
  next?: (MergeNode | undefined)[];
}

/** The expected items of a sequence of recorded lists; the same object each time that sequence is recorded (within the bound). */
export interface MergedExpected {
  /** Frozen: errors share them (the tracker's `expected` getter gives copies). */
  readonly items: readonly string[];
  /** A small number naming this sequence (0 to MAX_MERGED - 1), or -1 for one made past the bound (not remembered). */
  readonly id: number;
}

const MERGED: MergeNode = {};
const MAX_MERGED = 4096;
let mergedNodes = 0;
let mergedIds = 0;

const LIST_ID = Symbol('uri-grammar expected list');
const MAX_LISTS = 4096;
let listIds = 0;

/** The number naming `list`, given on first sight; -1 for a list that cannot take one (frozen) or past the bound. */
function idOf(list: readonly string[]): number {
  const id = (list as { [LIST_ID]?: number })[LIST_ID];
  if (id !== undefined) return id;
  if (listIds >= MAX_LISTS || !Object.isExtensible(list)) return -1;
  Object.defineProperty(list, LIST_ID, { value: listIds });
  return listIds++;
}

function remembered(lists: readonly (readonly string[])[], count: number): MergedExpected | undefined {
  let node: MergeNode | undefined = MERGED;
  for (let l = 0; l < count && node; l++) {
    const id = idOf(lists[l]);
    node = id < 0 ? undefined : node.next?.[id];
  }
  return node?.merged;
}

/** Whether the sequence can be remembered: every list named, and room for its new trie nodes. */
function rememberable(lists: readonly (readonly string[])[], count: number): boolean {
  let node: MergeNode | undefined = MERGED;
  let fresh = 0;
  for (let l = 0; l < count; l++) {
    const id = idOf(lists[l]);
    if (id < 0) return false;
    node = node?.next?.[id];
    if (!node) fresh++;
  }
  return mergedNodes + fresh <= MAX_MERGED;
}

/** Remembers `merged` for the sequence (which `rememberable` has allowed). */
function remember(lists: readonly (readonly string[])[], count: number, merged: MergedExpected): void {
  let node = MERGED;
  for (let l = 0; l < count; l++) {
    const id = idOf(lists[l]);
    node.next ??= [];
    let child = node.next[id];
    if (!child) {
      mergedNodes++;
      node.next[id] = child = {};
    }
    node = child;
  }
  node.merged = merged;
}

/** The merged items of a sequence not yet remembered, remembered when the bounds allow. */
function merging(lists: readonly (readonly string[])[], count: number): MergedExpected {
  const items = Object.freeze(merge(lists, count));
  const merged = { items, id: mergedIds < MAX_MERGED && rememberable(lists, count) ? mergedIds++ : -1 };
  if (merged.id >= 0) remember(lists, count, merged);
  return merged;
}

/**
 * In front of the trie, sequences found lately, by the numbers of their first and last lists
 * and their length (a direct-mapped cache, checked list by list): two numbers read instead of
 * one per list, and one entry instead of a walk from node to node (about 3% of a diagnosis).
 */
const RECENT: ({ lists: (readonly string[])[]; merged: MergedExpected } | undefined)[] = new Array(1024).fill(undefined);

/** The sequence's slot in RECENT, or -1 (an empty sequence, or a list without a number). */
function recentSlot(lists: readonly (readonly string[])[], count: number): number {
  if (count === 0) return -1;
  const first = (lists[0] as { [LIST_ID]?: number })[LIST_ID];
  const last = (lists[count - 1] as { [LIST_ID]?: number })[LIST_ID];
  return first === undefined || last === undefined ? -1 : (first * 61 + last * 7 + count) & 1023;
}

function sameLists(known: readonly (readonly string[])[], lists: readonly (readonly string[])[], count: number): boolean {
  if (known.length !== count) return false;
  for (let l = 0; l < count; l++) if (known[l] !== lists[l]) return false;
  return true;
}

/**
 * Furthest-failure bookkeeping (the technique of peggy's `peg$maxFailPos`): every
 * primitive that stops records where and what it expected; the rule stack is kept by
 * `rule()`. Parsing is synchronous, so one module-level tracker serves every parse;
 * `runRule` resets it. Only the failures at the furthest offset are kept.
 *
 * Recording a failure copies nothing: it keeps a reference to the primitive's (constant)
 * expected list and, at a new furthest offset, to the top frame of the persistent rule
 * stack. The lists are merged, and the stack turned into names, only when an error is built.
 */
export class FailureTracker {
  offset = -1;
  code: ErrorCode | undefined;
  readonly stack = new RuleStack();
  /** The expected lists recorded at `offset`, in order: `lists[0 .. count - 1]` (never changed: they are the primitives'). */
  private readonly lists: (readonly string[])[] = [];
  private count = 0;
  /** The rule stack at the first failure recorded at `offset`. */
  private frame: RuleFrame | null = null;

  /** The expected items at the furthest offset: every list recorded there, in order, without repeats (a new array). */
  get expected(): string[] {
    return this.mergedExpected().items.slice();
  }

  /** The same items, remembered: one object per sequence of recorded lists (./diagnose remembers errors by it). */
  mergedExpected(): MergedExpected {
    const { lists, count } = this;
    const slot = recentSlot(lists, count);
    const recent = slot >= 0 ? RECENT[slot] : undefined;
    if (recent !== undefined && sameLists(recent.lists, lists, count)) return recent.merged;
    const merged = remembered(lists, count) ?? merging(lists, count);
    if (slot >= 0 && merged.id >= 0) RECENT[slot] = { lists: lists.slice(0, count), merged };
    return merged;
  }

  /** The rule stack at the first failure at the furthest offset, outermost first (a new array). */
  get rulePath(): string[] {
    return namesOf(this.frame);
  }

  /** That rule stack's top frame (null for none). */
  get furthestFrame(): RuleFrame | null {
    return this.frame;
  }

  reset(): void {
    this.offset = -1;
    this.count = 0; // the slots past `count` are overwritten before they are read
    this.frame = null;
    this.code = undefined;
    this.stack.clear();
  }

  /** Records that `expected` could continue the input at `offset`. The list is kept, not copied: it must not change afterwards (primitives pass constants). */
  fail(offset: number, expected: readonly string[], code?: ErrorCode): void {
    if (offset < this.offset) return;
    if (offset > this.offset) {
      this.offset = offset;
      this.lists[0] = expected;
      this.count = 1;
      this.frame = this.stack.top;
      this.code = code;
      return;
    }
    if (this.lists[this.count - 1] !== expected) this.lists[this.count++] = expected; // the same list twice in a row adds nothing
    if (this.code === undefined) this.code = code;
  }
}

export const tracker = new FailureTracker();
