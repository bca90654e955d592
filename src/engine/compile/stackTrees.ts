import { ACCEPT, CALL, CHARACTER, EPSILON, RETURN } from './nfa';
import { PairTable, TripleTable } from './pairTable';
import { SetIndex, hashList } from './setIndex';
import { EMPTY_STACK, type StackMachine } from './stackMachine';
import { UNKNOWN } from './stackSets';
import { grow } from './markers';

/** What `derive` returns when the cache filled up during the derivation: the caller derives without it. */
export const UNCACHED = -2;
/** What a memo entry costs besides its arrays (the object, its table slot), in bytes. */
const ENTRY_OVERHEAD = 48;

/**
 * The ε-graph between the configurations of a cached set S and those of its successor S' on
 * one class (the graph pass 2 of StackDeriver walks at each offset): per configuration of S,
 * the node its edge enters (-1 where it does not read the class); per node, the configuration
 * of S' it is (-1 for an ε-, call or return state) and the nodes with an edge to it.
 */
interface Link {
  seedNode: Int32Array;
  nodeIndex: Int32Array;
  firstIn: Int32Array;
  into: Int32Array;
}

/**
 * StackDeriver's three passes over the cached sets of the stack machine (stackSets.ts), each
 * one table lookup per character where what it needs is cached:
 *
 * 1. forward: the cached set at each offset (the machine's transitions);
 * 2. backward: which configurations of each offset are alive (can still read the rest and
 *    accept), as an interned bit vector per set: the vector of offset r is a function of the
 *    transition taken there and the vector of offset r + 1, memoised (on a miss, the link's
 *    ε-graph, built once per transition, carries "alive" back);
 * 3. forward again: at each offset, which configuration the derivation is in (an index into
 *    the set) and the rule starts and ends of the path to it: a function of the transition
 *    read, the configuration before it and the alive vector of the offset, memoised (on a
 *    miss, the depth-first walk of StackDeriver's pass 3 from that configuration).
 *
 * The results are StackDeriver's, marker for marker: the same walks, run once per distinct
 * case instead of once per offset. Everything is charged to the machine's cache budget and
 * forgotten with it; a derivation during which the cache fills up returns UNCACHED.
 */
export class StackTrees {
  /** Alive vectors and choices computed (not found in the memo): for the specs that count them. */
  aliveMisses = 0;
  choiceMisses = 0;
  /** The clears of the machine's cache when the memo was last emptied. */
  private generation = -1;
  private aliveSet: number[] = [];
  private aliveBits: Uint8Array[] = [];
  private readonly aliveIndex = new SetIndex();
  /** By cached set: the id of its alive vector at the end of the input, or undefined. */
  private aliveEnd: number[] = [];
  /** (slot of the transition, alive id after it) → alive id before it. */
  private readonly aliveBefore = new PairTable();
  private readonly links = new Map<number, Link>();
  /** (slot of the transition before, configuration before it, alive id) → choice. */
  private readonly choices = new TripleTable();
  private choiceIndex: number[] = [];
  private choiceMarks: Int32Array[] = [];
  /**
   * The last hit of each lookup, by the id it starts from (most inputs take the same way
   * again): per alive id, the slot of the transition before it and the alive id there; per
   * choice, the slot and alive id of the next offset and the choice there. Array loads
   * instead of a hash of the key.
   */
  private lastSlot: number[] = [];
  private lastBefore: number[] = [];
  private nextSlot: number[] = [];
  private nextAlive: number[] = [];
  private nextChoice: number[] = [];
  private setAt = new Int32Array(64);
  private slotAt = new Int32Array(64);
  private aliveAt = new Int32Array(64);
  /** Scratch of the misses. */
  private readonly where = new PairTable();
  private readonly nodes = new PairTable();

  constructor(private readonly machine: StackMachine) {}

  /** The count of markers written to `out.markers` for input[from, to), -1 for a non-member, or UNCACHED. */
  derive(input: string, from: number, to: number, out: { markers: Int32Array }): number {
    const m = this.machine;
    const sets = m.sets;
    const n = to - from;
    m.reset();
    let set = m.startSet(from);
    if (sets.clears !== this.generation) this.forget();
    const generation = this.generation;
    if (this.setAt.length < n + 1) {
      const length = Math.max(n + 1, this.setAt.length * 2);
      this.setAt = new Int32Array(length);
      this.slotAt = new Int32Array(length);
      this.aliveAt = new Int32Array(length);
    }
    const { setAt, slotAt, aliveAt } = this;
    // 1. the set at each offset
    const classOf = m.alphabet.classOf;
    const classes = sets.classes;
    setAt[0] = set;
    let table = sets.table;
    for (let r = 0; r < n; r++) {
      const slot = set * classes + classOf[input.charCodeAt(from + r)]!;
      let next = table[slot]!;
      if (next < 0) {
        if (next === UNKNOWN) {
          next = m.transition(set, slot - set * classes, from + r + 1);
          if (sets.clears !== generation) return UNCACHED;
          table = sets.table; // the miss may have grown it
        }
        if (next < 0) return -1; // no configuration reads on
      }
      slotAt[r] = slot;
      setAt[r + 1] = set = next;
    }
    if (!sets.sets[set]!.accepting) return -1;
    // 2. the alive vector at each offset, from the end back
    let alive = this.aliveEnd[set] ?? this.aliveAtEnd(set);
    if (alive < 0) return UNCACHED;
    aliveAt[n] = alive;
    const { lastSlot, lastBefore } = this;
    for (let r = n - 1; r >= 0; r--) {
      const slot = slotAt[r]!;
      let before = lastSlot[alive] === slot ? lastBefore[alive]! : -1;
      if (before < 0) {
        before = this.aliveBefore.get(slot, alive);
        if (before < 0) {
          before = this.aliveMiss(slot, setAt[r]!, setAt[r + 1]!, alive);
          if (before < 0) return UNCACHED;
        }
        lastSlot[alive] = slot;
        lastBefore[alive] = before;
      }
      aliveAt[r] = alive = before;
    }
    // 3. the configuration at each offset, and the markers of the path to it
    let written = 0;
    let slot = -1;
    let index = 0;
    let choice = -1;
    const { nextSlot, nextAlive, nextChoice } = this;
    for (let r = 0; r <= n; r++) {
      const last = choice;
      const alive = aliveAt[r]!;
      choice = last >= 0 && nextSlot[last] === slot && nextAlive[last] === alive ? nextChoice[last]! : -1;
      if (choice < 0) {
        choice = this.choices.get(slot, index, alive);
        if (choice < 0) {
          choice = this.choiceMiss(slot, index, alive);
          if (choice < 0) return UNCACHED;
        }
        if (last >= 0) {
          nextSlot[last] = slot;
          nextAlive[last] = alive;
          nextChoice[last] = choice;
        }
      }
      const marks = this.choiceMarks[choice]!;
      if (marks.length > 0) {
        if (written + 2 * marks.length > out.markers.length) out.markers = grow(out.markers, written + 2 * marks.length);
        const markers = out.markers;
        for (let j = 0; j < marks.length; j++) {
          markers[written++] = marks[j]!;
          markers[written++] = from + r;
        }
      }
      if (r === n) break;
      slot = slotAt[r]!;
      index = this.choiceIndex[choice]!;
    }
    return written;
  }

  /** Empties the memo (the machine's cache was cleared: its set ids are gone). */
  private forget(): void {
    this.generation = this.machine.sets.clears;
    this.aliveSet = [];
    this.aliveBits = [];
    this.aliveIndex.clear();
    this.aliveEnd = [];
    this.aliveBefore.clear();
    this.links.clear();
    this.choices.clear();
    this.choiceIndex = [];
    this.choiceMarks = [];
    this.lastSlot = [];
    this.lastBefore = [];
    this.nextSlot = [];
    this.nextAlive = [];
    this.nextChoice = [];
  }

  /** Charges `bytes` to the machine's cache; false (and the cache cleared) when they do not fit. */
  private fits(bytes: number): boolean {
    const sets = this.machine.sets;
    if (sets.full(bytes)) {
      sets.clear();
      return false;
    }
    sets.charge(bytes);
    return true;
  }

  /** The alive vector of cached set `set` at the end of the input (its accepting state), or -1 past the budget. */
  private aliveAtEnd(set: number): number {
    const { states, count } = this.machine.sets.sets[set]!;
    const { kind } = this.machine.nfa;
    const bits = new Uint8Array(count);
    for (let k = 0; k < count; k++) bits[k] = kind[states[k]!] === ACCEPT ? 1 : 0;
    const id = this.interned(set, bits);
    if (id >= 0) this.aliveEnd[set] = id;
    return id;
  }

  /** The alive vector of `set` before the transition `slot` to `next`, whose vector is `after`; -1 past the budget. */
  private aliveMiss(slot: number, set: number, next: number, after: number): number {
    this.aliveMisses++;
    let link = this.links.get(slot);
    if (!link) {
      link = this.linkOf(set, slot - set * this.machine.sets.classes, next);
      if (!this.fits(4 * (link.seedNode.length + link.nodeIndex.length + link.firstIn.length + link.into.length) + ENTRY_OVERHEAD)) return -1;
      this.links.set(slot, link);
    }
    const { seedNode, nodeIndex, firstIn, into } = link;
    const afterBits = this.aliveBits[after]!;
    const nodes = nodeIndex.length;
    const nodeAlive = new Uint8Array(nodes);
    const pending: number[] = [];
    for (let v = 0; v < nodes; v++) {
      const k = nodeIndex[v]!;
      if (k >= 0 && afterBits[k]) {
        nodeAlive[v] = 1;
        pending.push(v);
      }
    }
    // "alive" carried back along the edges
    while (pending.length > 0) {
      const v = pending.pop()!;
      for (let j = firstIn[v]!; j < firstIn[v + 1]!; j++) {
        const u = into[j]!;
        if (!nodeAlive[u]) {
          nodeAlive[u] = 1;
          pending.push(u);
        }
      }
    }
    this.machine.work += nodes;
    const bits = new Uint8Array(seedNode.length);
    for (let e = 0; e < seedNode.length; e++) bits[e] = seedNode[e]! >= 0 && nodeAlive[seedNode[e]!] ? 1 : 0;
    const id = this.interned(set, bits);
    if (id < 0 || !this.fits(ENTRY_OVERHEAD)) return -1;
    this.aliveBefore.add(slot, after, id);
    return id;
  }

  /** The alive vector (`set`, `bits`), interned; -1 past the budget. */
  private interned(set: number, bits: Uint8Array): number {
    const hash = hashList(bits, bits.length) ^ Math.imul(set + 1, 0x9e3779b1);
    const found = this.aliveIndex.find(hash, (id) => this.aliveSet[id] === set && sameBits(this.aliveBits[id]!, bits));
    if (found >= 0) return found;
    if (!this.fits(bits.length + ENTRY_OVERHEAD)) return -1;
    const id = this.aliveSet.length;
    this.aliveSet.push(set);
    this.aliveBits.push(bits);
    this.lastSlot.push(-2);
    this.lastBefore.push(-1);
    this.aliveIndex.add(hash, id);
    return id;
  }

  /** The ε-graph from the configurations of `set` that read class `cls` to those of `next` (StackDeriver's pass 2, once per transition). */
  private linkOf(set: number, cls: number, next: number): Link {
    const m = this.machine;
    const { kind, eps, callee, target, edge } = m.nfa;
    const S = m.sets.sets[set]!;
    const after = m.sets.sets[next]!;
    const { where, nodes } = this;
    where.clear();
    for (let k = 0; k < after.count; k++) where.add(after.states[k]!, after.stacks[k]!, k);
    nodes.clear();
    const nodeState: number[] = [];
    const nodeStack: number[] = [];
    const edgeFrom: number[] = [];
    const edgeTo: number[] = [];
    const pending: number[] = [];
    const node = (state: number, stack: number): number => {
      let id = nodes.get(state, stack);
      if (id < 0) {
        nodes.add(state, stack, (id = nodeState.length));
        nodeState.push(state);
        nodeStack.push(stack);
        pending.push(id);
      }
      return id;
    };
    const link = (fromNode: number, toState: number, toStack: number) => {
      edgeTo.push(node(toState, toStack));
      edgeFrom.push(fromNode);
    };
    const seedNode = new Int32Array(S.count);
    for (let e = 0; e < S.count; e++) {
      const s = S.states[e]!;
      const ed = edge[s];
      seedNode[e] = ed && ed[cls] ? node(target[s]!, S.stacks[e]!) : -1;
    }
    while (pending.length > 0) {
      const id = pending.pop()!;
      const state = nodeState[id]!;
      const stack = nodeStack[id]!;
      m.work++;
      const k = kind[state];
      if (k === EPSILON) {
        const successors = eps[state]!;
        for (let j = 0; j < successors.length; j++) link(id, successors[j]!, stack);
      } else if (k === CALL) {
        const pushed = m.push(state, stack);
        if (pushed >= 0) link(id, callee![state]!, pushed);
      } else if (k === RETURN) link(id, target[m.call[stack]!]!, m.parent[stack]!);
    }
    const count = nodeState.length;
    const nodeIndex = new Int32Array(count);
    for (let v = 0; v < count; v++) {
      const k = kind[nodeState[v]!];
      nodeIndex[v] = k === CHARACTER || k === ACCEPT ? where.get(nodeState[v]!, nodeStack[v]!) : -1;
    }
    // the edges reversed (counting sort by target)
    const firstIn = new Int32Array(count + 1);
    const into = new Int32Array(edgeTo.length);
    for (const t of edgeTo) firstIn[t + 1]!++;
    for (let v = 0; v < count; v++) firstIn[v + 1]! += firstIn[v]!;
    const fill = firstIn.slice(0, count);
    for (let j = 0; j < edgeTo.length; j++) into[fill[edgeTo[j]!]!++] = edgeFrom[j]!;
    return { seedNode, nodeIndex, firstIn, into };
  }

  /**
   * The configuration of the derivation at the offset whose alive vector is `alive`, entered
   * from configuration `index` of the set before it by the transition `slot` (-1: from the
   * start), and the markers of the path there; -1 past the budget.
   */
  private choiceMiss(slot: number, index: number, alive: number): number {
    this.choiceMisses++;
    const m = this.machine;
    const { kind, eps, callee, target, mark } = m.nfa;
    const S = m.sets.sets[this.aliveSet[alive]!]!;
    const bits = this.aliveBits[alive]!;
    const wanted = this.where;
    wanted.clear();
    for (let k = 0; k < S.count; k++) if (bits[k]) wanted.add(S.states[k]!, S.stacks[k]!, k);
    let seedState = m.nfa.start;
    let seedStack = EMPTY_STACK;
    if (slot >= 0) {
      const before = m.sets.sets[Math.floor(slot / m.sets.classes)]!;
      seedState = target[before.states[index]!]!;
      seedStack = before.stacks[index]!;
    }
    // the first alive configuration in priority order (StackDeriver's pass 3)
    const seen = this.nodes;
    seen.clear();
    const nodeState: number[] = [];
    const nodePred: number[] = [];
    const walk: number[] = [seedState, seedStack, -1];
    let found = -1;
    let foundIndex = -1;
    while (walk.length > 0) {
      const pred = walk.pop()!;
      const stack = walk.pop()!;
      const state = walk.pop()!;
      if (!seen.add(state, stack)) continue;
      m.work++;
      const node = nodeState.push(state) - 1;
      nodePred.push(pred);
      const k = kind[state];
      if (k === CHARACTER || k === ACCEPT) {
        const at = wanted.get(state, stack);
        if (at >= 0) {
          found = node;
          foundIndex = at;
          break;
        }
        continue;
      }
      if (k === EPSILON) {
        const next = eps[state]!;
        for (let j = next.length - 1; j >= 0; j--) walk.push(next[j]!, stack, node);
      } else if (k === CALL) {
        const pushed = m.push(state, stack);
        if (pushed >= 0) walk.push(callee![state]!, pushed, node);
      } else if (k === RETURN) walk.push(target[m.call[stack]!]!, m.parent[stack]!, node);
    }
    if (found < 0) return -1; // not reached: pass 2 found a path
    const chain: number[] = [];
    for (let v = found; v >= 0; v = nodePred[v]!) if (mark[nodeState[v]!] !== 0) chain.push(mark[nodeState[v]!]!);
    chain.reverse();
    if (!this.fits(4 * chain.length + 2 * ENTRY_OVERHEAD)) return -1;
    const id = this.choiceIndex.length;
    this.choiceIndex.push(foundIndex);
    this.choiceMarks.push(Int32Array.from(chain));
    this.nextSlot.push(-2);
    this.nextAlive.push(-1);
    this.nextChoice.push(-1);
    this.choices.add(slot, index, alive, id);
    return id;
  }
}

function sameBits(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}
