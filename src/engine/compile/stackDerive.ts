import { ACCEPT, CALL, CHARACTER, EPSILON, RETURN } from './nfa';
import { PairTable } from './pairTable';
import { type Configurations, EMPTY_STACK, type StackMachine } from './stackMachine';
import { grow, growMarkers } from './markers';
import { type StepGraph, walkStep } from './stepWalk';
import { StackTrees, UNCACHED } from './stackTrees';

/**
 * The derivation of a member by the stack machine, under the tree's policy (left to right, an
 * earlier alternative first, a repetition as long as the rest still matches: the first path
 * in priority order that still leads to acceptance of the whole input), in three passes:
 *
 * 1. forward: the configurations at each offset (kept: memory linear in the input, as the
 *    two passes' right contexts are);
 * 2. backward: which of them can still read the rest and accept (the ε-graph between the
 *    configurations of two offsets walked once, and "alive" carried back along its edges);
 * 3. forward again from the start with one concrete configuration: at each offset the first
 *    configuration in priority order (a depth-first walk) that is alive, its path's rule
 *    starts and ends written out.
 *
 * Each pass costs per character the configurations of one offset and their ε-closure. These
 * passes run where the machine's cache is not used or fills up during a derivation; otherwise
 * StackTrees runs them over the cached sets, memoised, with the same result.
 */
export class StackDeriver {
  /** The markers of the last derivation: `[marker, position, …]` (see CompiledStart.derive). */
  markers: Int32Array = new Int32Array(64);
  private states = new Int32Array(256);
  private stacks = new Int32Array(256);
  private alive = new Uint8Array(256);
  private offsets = new Int32Array(64);
  private readonly wanted = new PairTable();
  private readonly seen = new PairTable();
  /** Pass 2: whether each configuration of the offset after is alive, and the ε-graph's nodes by configuration. */
  private readonly after = new PairTable();
  private readonly ids = new PairTable();

  /** The three passes over the machine's cached sets, memoised (what `derive` tries first). */
  readonly cached: StackTrees;
  /** Derivations that went without the cache (the machine's `withoutCache`, or the cache filled up during one). */
  uncached = 0;

  constructor(private readonly machine: StackMachine) {
    this.cached = new StackTrees(machine);
  }

  /** The count of markers written for input[from, to), or -1 for a non-member. */
  derive(input: string, from: number, to: number): number {
    if (!this.machine.withoutCache) {
      const count = this.cached.derive(input, from, to, this);
      if (count !== UNCACHED) return count;
    }
    this.uncached++;
    return this.deriveUncached(input, from, to);
  }

  /** `derive` with a closure per offset and pass (nothing cached). */
  private deriveUncached(input: string, from: number, to: number): number {
    const m = this.machine;
    const n = to - from;
    if (!this.forward(input, from, to)) return -1;
    this.backward(input, from, n);
    // 3. the first alive path, offset by offset
    const { kind, epsFirst, epsMoves, callee, target, mark } = m.nfa;
    let written = 0;
    let seedState = m.nfa.start;
    let seedStack = EMPTY_STACK;
    const wanted = this.wanted;
    const seen = this.seen;
    const nodeState: number[] = [];
    const nodePred: number[] = [];
    const walk: number[] = [];
    const chain: number[] = [];
    for (let r = 0; r <= n; r++) {
      wanted.clear();
      for (let e = this.offsets[r]!; e < this.offsets[r + 1]!; e++) if (this.alive[e]) wanted.add(this.states[e]!, this.stacks[e]!);
      seen.clear();
      nodeState.length = 0;
      nodePred.length = 0;
      let top = 0;
      walk[top++] = seedState;
      walk[top++] = seedStack;
      walk[top++] = -1;
      let found = -1;
      let foundStack = -1;
      while (top > 0) {
        const pred = walk[--top]!;
        const stack = walk[--top]!;
        const state = walk[--top]!;
        if (!seen.add(state, stack)) continue;
        m.work++;
        const node = nodeState.push(state) - 1;
        nodePred.push(pred);
        const k = kind[state];
        if (k === CHARACTER || k === ACCEPT) {
          if (wanted.get(state, stack) >= 0) {
            found = node;
            foundStack = stack;
            break;
          }
          continue;
        }
        if (k === EPSILON) {
          for (let j = epsFirst[state + 1]! - 1; j >= epsFirst[state]!; j--) {
            walk[top++] = epsMoves[j]!;
            walk[top++] = stack;
            walk[top++] = node;
          }
        } else if (k === CALL) {
          const pushed = m.push(state, stack);
          if (pushed >= 0) {
            walk[top++] = callee![state]!;
            walk[top++] = pushed;
            walk[top++] = node;
          }
        } else if (k === RETURN) {
          walk[top++] = target[m.call[stack]!]!;
          walk[top++] = m.parent[stack]!;
          walk[top++] = node;
        }
      }
      if (found < 0) return -1; // not reached: pass 2 found a path
      chain.length = 0;
      for (let v = found; v >= 0; v = nodePred[v]!) if (mark[nodeState[v]!] !== 0) chain.push(mark[nodeState[v]!]!);
      for (let j = chain.length - 1; j >= 0; j--) {
        if (written + 2 > this.markers.length) this.markers = growMarkers(this.markers, written + 2);
        this.markers[written++] = chain[j]!;
        this.markers[written++] = from + r;
      }
      if (r === n) break;
      seedState = target[nodeState[found]!]!; // an alive character state of offset r reads input[r]
      seedStack = foundStack;
    }
    return written;
  }

  /** Pass 1: the configurations at each offset, kept; false when the input is no member. */
  private forward(input: string, from: number, to: number): boolean {
    const m = this.machine;
    m.reset();
    const n = to - from;
    if (this.offsets.length < n + 2) this.offsets = new Int32Array(Math.max(n + 2, this.offsets.length * 2));
    let total = 0;
    const keep = (c: Configurations, r: number) => {
      this.offsets[r] = total;
      if (total + c.count > this.states.length) this.grow(total + c.count);
      this.states.set(c.states.subarray(0, c.count), total);
      this.stacks.set(c.stacks.subarray(0, c.count), total);
      total += c.count;
      this.offsets[r + 1] = total;
    };
    let current: Configurations = { states: new Int32Array(64), stacks: new Int32Array(64), count: 0 };
    let next: Configurations = { states: new Int32Array(64), stacks: new Int32Array(64), count: 0 };
    const seeds: number[] = [m.nfa.start, EMPTY_STACK];
    m.close(seeds, current, from);
    keep(current, 0);
    for (let i = from; i < to; i++) {
      m.seedsAfter(current, input.charCodeAt(i), seeds);
      if (seeds.length === 0) return false;
      m.close(seeds, next, i + 1);
      if (next.count === 0) return false;
      keep(next, i + 1 - from);
      [current, next] = [next, current];
    }
    return m.accepts(current);
  }

  /** Pass 2: `alive[e]` for each configuration kept, from the end back. */
  private backward(input: string, from: number, n: number): void {
    const m = this.machine;
    const { kind } = m.nfa;
    const classOf = m.alphabet.classOf;
    const alive = this.alive;
    for (let e = this.offsets[n]!; e < this.offsets[n + 1]!; e++) alive[e] = kind[this.states[e]!] === ACCEPT ? 1 : 0;
    const { after, ids } = this;
    // the ε-graph of one offset, in buffers kept across offsets: its nodes (state, stack, alive) and edges (from, to)
    let nodes = 0;
    let edges = 0;
    const graph: StepGraph = {
      node: (state, stack) => {
        let id = ids.get(state, stack);
        if (id < 0) {
          ids.add(state, stack, (id = nodes++));
          if (id >= this.nodeState.length) this.growNodes();
          const k = kind[state];
          this.nodeState[id] = state;
          this.nodeStack[id] = stack;
          this.nodeAlive[id] = k === CHARACTER || k === ACCEPT ? Math.max(0, after.get(state, stack)) : 0;
          this.pending[this.pendingTop++] = id;
        }
        return id;
      },
      edge: (from, to) => {
        if (edges >= this.edgeFrom.length) this.growEdges();
        this.edgeFrom[edges] = from;
        this.edgeTo[edges++] = to;
      },
      next: () => (this.pendingTop > 0 ? this.pending[--this.pendingTop]! : -1),
      state: (id) => this.nodeState[id]!,
      stack: (id) => this.nodeStack[id]!,
    };
    for (let r = n - 1; r >= 0; r--) {
      after.clear();
      for (let e = this.offsets[r + 1]!; e < this.offsets[r + 2]!; e++) after.add(this.states[e]!, this.stacks[e]!, alive[e]!);
      ids.clear();
      nodes = 0;
      edges = 0;
      this.pendingTop = 0;
      const cls = classOf[input.charCodeAt(from + r)]!;
      const first = this.offsets[r]!;
      const last = this.offsets[r + 1]!;
      // the ε-graph reached from the seeds of offset r (each character state of r that reads input[r])
      if (this.seedNode.length < last - first) this.seedNode = new Int32Array(Math.max(last - first, this.seedNode.length * 2));
      walkStep(m, graph, this.states, this.stacks, first, last, cls, this.seedNode);
      // alive carried back along the edges: a worklist over them reversed (counting sort by target)
      if (this.firstIn.length < nodes + 1) this.firstIn = new Int32Array(Math.max(nodes + 1, this.firstIn.length * 2));
      if (this.into.length < edges) this.into = new Int32Array(Math.max(edges, this.into.length * 2));
      const { firstIn, into, nodeAlive, edgeFrom, edgeTo, pending } = this;
      firstIn.fill(0, 0, nodes + 1);
      for (let j = 0; j < edges; j++) firstIn[edgeTo[j]! + 1]!++;
      for (let v = 0; v < nodes; v++) firstIn[v + 1]! += firstIn[v]!;
      for (let j = 0; j < edges; j++) into[firstIn[edgeTo[j]!]!++] = edgeFrom[j]!;
      for (let v = nodes; v > 0; v--) firstIn[v] = firstIn[v - 1]!; // the counting sort moved each start to the next one's
      firstIn[0] = 0;
      let top = 0;
      for (let v = 0; v < nodes; v++) if (nodeAlive[v]) pending[top++] = v;
      while (top > 0) {
        const v = pending[--top]!;
        for (let j = firstIn[v]!; j < firstIn[v + 1]!; j++) {
          const u = into[j]!;
          if (!nodeAlive[u]) {
            nodeAlive[u] = 1;
            pending[top++] = u;
          }
        }
      }
      for (let e = first; e < last; e++) {
        const v = this.seedNode[e - first]!;
        alive[e] = v >= 0 && nodeAlive[v] ? 1 : 0;
      }
    }
  }

  private nodeState = new Int32Array(256);
  private nodeStack = new Int32Array(256);
  private nodeAlive = new Uint8Array(256);
  /** Nodes to walk (pass 2's walk), then alive nodes to carry back from: at most one entry per node. */
  private pending = new Int32Array(256);
  private pendingTop = 0;
  private edgeFrom = new Int32Array(512);
  private edgeTo = new Int32Array(512);
  private firstIn = new Int32Array(256);
  private into = new Int32Array(512);
  private seedNode = new Int32Array(64);

  private growNodes(): void {
    const length = this.nodeState.length * 2;
    this.nodeState = grow(this.nodeState, length);
    this.nodeStack = grow(this.nodeStack, length);
    this.pending = grow(this.pending, length);
    const alive = new Uint8Array(length);
    alive.set(this.nodeAlive);
    this.nodeAlive = alive;
  }

  private growEdges(): void {
    const length = this.edgeFrom.length * 2;
    const from = new Int32Array(length);
    const to = new Int32Array(length);
    from.set(this.edgeFrom);
    to.set(this.edgeTo);
    this.edgeFrom = from;
    this.edgeTo = to;
  }

  private grow(at: number): void {
    const length = Math.max(at, this.states.length * 2);
    const states = new Int32Array(length);
    const stacks = new Int32Array(length);
    const alive = new Uint8Array(length);
    states.set(this.states);
    stacks.set(this.stacks);
    this.states = states;
    this.stacks = stacks;
    this.alive = alive;
  }
}
