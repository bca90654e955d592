import { ACCEPT, CALL, CHARACTER, EPSILON, RETURN } from './nfa';
import { PairTable, TripleTable } from './pairTable';
import { SetIndex, hashList } from './setIndex';
import { EMPTY_STACK, type StackMachine } from './stackMachine';
import { UNKNOWN } from './stackSets';
import { grow, growMarkers } from './markers';
import { walkStep } from './stepWalk';

/** What `derive` returns when the cache filled up during the derivation: the caller derives without it. */
export const UNCACHED = -2;
/** What a memo entry costs besides its arrays (the object, its table slot), in bytes. */
const ENTRY_OVERHEAD = 48;
/** The last hits kept (`StackTrees.hits`), less one. */
const HIT_MASK = (1 << 12) - 1;

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
  private choiceCount = 0;
  /** Per choice, 4 numbers: the configuration's index in its set, where its markers lie in `markPool` (start, end), and 0. */
  private choiceRec = new Int32Array(4 * 64);
  private markPool = new Int32Array(256);
  private markTop = 0;
  /**
   * The last hits of both memos, direct-mapped by the slot of the transition (8 numbers an
   * entry: pass 2's slot, alive id after, alive id before; pass 3's slot, configuration before,
   * alive id, choice): most inputs take the same transitions the same way again, and a few
   * array loads cost less than a hash of the key. Fixed size.
   */
  private hits = new Int32Array(8 * (HIT_MASK + 1)).fill(-3);
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
    if (this.slotAt.length < n + 1) {
      const length = Math.max(n + 1, this.slotAt.length * 2);
      this.slotAt = new Int32Array(length);
      this.aliveAt = new Int32Array(length);
    }
    const { slotAt, aliveAt } = this;
    // 1. the set at each offset (as the slot of the transition taken there: set * classes + class)
    const classOf = m.alphabet.classOf;
    const classes = sets.classes;
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
      set = next;
    }
    if (!sets.sets[set]!.accepting) return -1;
    // 2. the alive vector at each offset, from the end back
    let alive = this.aliveEnd[set] ?? this.aliveAtEnd(set);
    if (alive < 0) return UNCACHED;
    aliveAt[n] = alive;
    const hits = this.hits;
    for (let r = n - 1; r >= 0; r--) {
      const slot = slotAt[r]!;
      const e = (slot & HIT_MASK) << 3;
      let before: number;
      if (hits[e] === slot && hits[e + 1] === alive) before = hits[e + 2]!;
      else {
        before = this.aliveBefore.get(slot, alive);
        if (before < 0) {
          before = this.aliveMiss(slot, alive);
          if (before < 0) return UNCACHED;
        }
        hits[e] = slot;
        hits[e + 1] = alive;
        hits[e + 2] = before;
      }
      aliveAt[r] = alive = before;
    }
    // 3. the configuration at each offset, and the markers of the path to it
    let written = 0;
    let slot = -1;
    let index = 0;
    let choice: number;
    for (let r = 0; r <= n; r++) {
      const alive = aliveAt[r]!;
      const e = (slot & HIT_MASK) << 3;
      if (hits[e + 3] === slot && hits[e + 4] === index && hits[e + 5] === alive) choice = hits[e + 6]!;
      else {
        choice = this.choices.get(slot, index, alive);
        if (choice < 0) {
          choice = this.choiceMiss(slot, index, alive);
          if (choice < 0) return UNCACHED;
        }
        hits[e + 3] = slot;
        hits[e + 4] = index;
        hits[e + 5] = alive;
        hits[e + 6] = choice;
      }
      const rec = this.choiceRec; // a miss may have grown it
      const at = choice << 2;
      const first = rec[at + 1]!;
      const end = rec[at + 2]!;
      if (end > first) {
        if (written + 2 * (end - first) > out.markers.length) out.markers = growMarkers(out.markers, written + 2 * (end - first));
        const markers = out.markers;
        const pool = this.markPool;
        for (let j = first; j < end; j++) {
          markers[written++] = pool[j]!;
          markers[written++] = from + r;
        }
      }
      if (r === n) break;
      slot = slotAt[r]!;
      index = rec[at]!;
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
    this.choiceCount = 0;
    this.markTop = 0;
    this.hits.fill(-3); // no slot, configuration or alive id is -3
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

  /** The alive vector before the transition `slot` (of set ⌊slot / classes⌋), the vector after which is `after`; -1 past the budget. */
  private aliveMiss(slot: number, after: number): number {
    this.aliveMisses++;
    const set = Math.floor(slot / this.machine.sets.classes);
    const next = this.machine.sets.table[slot]!;
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
    this.aliveIndex.add(hash, id);
    return id;
  }

  /** The ε-graph from the configurations of `set` that read class `cls` to those of `next` (StackDeriver's pass 2, once per transition). */
  private linkOf(set: number, cls: number, next: number): Link {
    const m = this.machine;
    const { kind } = m.nfa;
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
    const seedNode = new Int32Array(S.count);
    walkStep(m, {
      node(state, stack) {
        let id = nodes.get(state, stack);
        if (id < 0) {
          nodes.add(state, stack, (id = nodeState.length));
          nodeState.push(state);
          nodeStack.push(stack);
          pending.push(id);
        }
        return id;
      },
      edge(from, to) {
        edgeTo.push(to);
        edgeFrom.push(from);
      },
      next: () => (pending.length > 0 ? pending.pop()! : -1),
      state: (id) => nodeState[id]!,
      stack: (id) => nodeStack[id]!,
    }, S.states, S.stacks, 0, S.count, cls, seedNode);
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
    const { kind, epsFirst, epsMoves, callee, target, mark } = m.nfa;
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
        for (let j = epsFirst[state + 1]! - 1; j >= epsFirst[state]!; j--) walk.push(epsMoves[j]!, stack, node);
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
    const id = this.choiceCount++;
    if (4 * (id + 1) > this.choiceRec.length) this.choiceRec = grow(this.choiceRec, 4 * (id + 1));
    if (this.markTop + chain.length > this.markPool.length) this.markPool = grow(this.markPool, this.markTop + chain.length);
    this.markPool.set(chain, this.markTop);
    const rec = this.choiceRec;
    rec[4 * id] = foundIndex;
    rec[4 * id + 1] = this.markTop;
    rec[4 * id + 2] = this.markTop += chain.length;
    this.choices.add(slot, index, alive, id);
    return id;
  }
}

function sameBits(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}
