import type { ErrorCode } from './errors';

/** One entry of the rule stack: a rule being parsed, and the entry below it. */
export interface RuleFrame {
  readonly name: string;
  readonly parent: RuleFrame | null;
}

/**
 * The rule stack kept by `rule()`, as a persistent linked list: a push makes a new top
 * frame and never changes an old one, so a snapshot of the whole stack is a reference to
 * its top (O(1)), turned into an array only when an error is built.
 */
export class RuleStack {
  top: RuleFrame | null = null;

  push(name: string): void {
    this.top = { name, parent: this.top };
  }

  pop(): void {
    if (this.top) this.top = this.top.parent;
  }

  clear(): void {
    this.top = null;
  }
}

/** The rule names of the stack ending at `frame`, outermost first. */
export function namesOf(frame: RuleFrame | null): string[] {
  let depth = 0;
  for (let f = frame; f; f = f.parent) depth++;
  const names: string[] = new Array(depth);
  for (let f = frame; f; f = f.parent) names[--depth] = f.name;
  return names;
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
 * error's expected items are a few map lookups instead of comparing every item with every
 * other (a string comparison is a builtin call). Bounded, for lists made per call.
 */
interface MergeNode {
  items?: readonly string[];
  next?: Map<readonly string[], MergeNode>;
}

const MERGED: MergeNode = {};
const MAX_MERGED = 4096;
let mergedNodes = 0;

function remember(lists: readonly (readonly string[])[], count: number, items: readonly string[]): void {
  let node = MERGED;
  for (let l = 0; l < count; l++) {
    node.next ??= new Map();
    let child = node.next.get(lists[l]);
    if (!child) {
      if (mergedNodes >= MAX_MERGED) return;
      mergedNodes++;
      node.next.set(lists[l], (child = {}));
    }
    node = child;
  }
  node.items = items;
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
    let node: MergeNode | undefined = MERGED;
    for (let l = 0; l < this.count && node; l++) node = node.next?.get(this.lists[l]);
    if (node?.items) return node.items.slice();
    const items = merge(this.lists, this.count);
    remember(this.lists, this.count, items);
    return items.slice();
  }

  /** The rule stack at the first failure at the furthest offset, outermost first (a new array). */
  get rulePath(): string[] {
    return namesOf(this.frame);
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
