import { ACCEPT, CALL, CHARACTER, EPSILON, RETURN } from './nfa';
import { type Configurations, EMPTY_STACK, type StackMachine } from './stackMachine';

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
 * Each pass costs per character the configurations of one offset and their ε-closure.
 */
export class StackDeriver {
  /** The markers of the last derivation: `[marker, position, …]` (see CompiledStart.derive). */
  markers: Int32Array = new Int32Array(64);
  private states = new Int32Array(256);
  private stacks = new Int32Array(256);
  private alive = new Uint8Array(256);
  private offsets = new Int32Array(64);

  constructor(private readonly machine: StackMachine) {}

  /** The count of markers written for input[from, to), or -1 for a non-member. */
  derive(input: string, from: number, to: number): number {
    const m = this.machine;
    const n = to - from;
    if (!this.forward(input, from, to)) return -1;
    this.backward(input, from, n);
    // 3. the first alive path, offset by offset
    const { kind, eps, callee, target, mark } = m.nfa;
    const size = m.nfa.size;
    let written = 0;
    let seedState = m.nfa.start;
    let seedStack = EMPTY_STACK;
    const wanted = new Set<number>();
    const seen = new Set<number>();
    const nodeState: number[] = [];
    const nodePred: number[] = [];
    const walk: number[] = [];
    const chain: number[] = [];
    for (let r = 0; r <= n; r++) {
      wanted.clear();
      for (let e = this.offsets[r]!; e < this.offsets[r + 1]!; e++) if (this.alive[e]) wanted.add(this.stacks[e]! * size + this.states[e]!);
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
        const key = stack * size + state;
        if (seen.has(key)) continue;
        seen.add(key);
        m.work++;
        const node = nodeState.push(state) - 1;
        nodePred.push(pred);
        const k = kind[state];
        if (k === CHARACTER || k === ACCEPT) {
          if (wanted.has(key)) {
            found = node;
            foundStack = stack;
            break;
          }
          continue;
        }
        if (k === EPSILON) {
          const next = eps[state]!;
          for (let j = next.length - 1; j >= 0; j--) {
            walk[top++] = next[j]!;
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
        if (written + 2 > this.markers.length) this.markers = grown(this.markers, written + 2);
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
    const { kind, eps, callee, target, edge } = m.nfa;
    const size = m.nfa.size;
    const classOf = m.alphabet.classOf;
    const alive = this.alive;
    for (let e = this.offsets[n]!; e < this.offsets[n + 1]!; e++) alive[e] = kind[this.states[e]!] === ACCEPT ? 1 : 0;
    const after = new Map<number, number>(); // key -> alive, at offset r + 1
    const ids = new Map<number, number>();
    const nodeAlive: number[] = [];
    const succFrom: number[] = [];
    const succTo: number[] = [];
    const walk: number[] = [];
    for (let r = n - 1; r >= 0; r--) {
      after.clear();
      for (let e = this.offsets[r + 1]!; e < this.offsets[r + 2]!; e++) after.set(this.stacks[e]! * size + this.states[e]!, alive[e]!);
      ids.clear();
      nodeAlive.length = 0;
      succFrom.length = 0;
      succTo.length = 0;
      const cls = classOf[input.charCodeAt(from + r)]!;
      const node = (state: number, stack: number): number => {
        const key = stack * size + state;
        let id = ids.get(key);
        if (id === undefined) {
          ids.set(key, (id = nodeAlive.length));
          const k = kind[state];
          nodeAlive.push(k === CHARACTER || k === ACCEPT ? (after.get(key) ?? 0) : 0);
          walk.push(state, stack, id);
        }
        return id;
      };
      // the ε-graph reached from the seeds of offset r (each character state of r that reads input[r])
      const seedNode = new Int32Array(this.offsets[r + 1]! - this.offsets[r]!).fill(-1);
      for (let e = this.offsets[r]!; e < this.offsets[r + 1]!; e++) {
        const s = this.states[e]!;
        const ed = edge[s];
        if (ed && ed[cls]) seedNode[e - this.offsets[r]!] = node(target[s]!, this.stacks[e]!);
      }
      while (walk.length > 0) {
        const id = walk.pop()!;
        const stack = walk.pop()!;
        const state = walk.pop()!;
        m.work++;
        const k = kind[state];
        const link = (toState: number, toStack: number) => {
          succFrom.push(id);
          succTo.push(node(toState, toStack));
        };
        if (k === EPSILON) for (const t of eps[state]!) link(t, stack);
        else if (k === CALL) {
          const pushed = m.push(state, stack);
          if (pushed >= 0) link(callee![state]!, pushed);
        } else if (k === RETURN) link(target[m.call[stack]!]!, m.parent[stack]!);
      }
      // alive carried back along the edges (a fixpoint by a worklist over the reversed edges)
      const count = nodeAlive.length;
      const firstIn = new Int32Array(count + 1);
      for (const t of succTo) firstIn[t + 1]!++;
      for (let v = 0; v < count; v++) firstIn[v + 1]! += firstIn[v]!;
      const into = new Int32Array(succTo.length);
      const fill = firstIn.slice(0, count);
      for (let j = 0; j < succTo.length; j++) into[fill[succTo[j]!]!++] = succFrom[j]!;
      const queue: number[] = [];
      for (let v = 0; v < count; v++) if (nodeAlive[v]) queue.push(v);
      while (queue.length > 0) {
        const v = queue.pop()!;
        for (let j = firstIn[v]!; j < firstIn[v + 1]!; j++) {
          const u = into[j]!;
          if (!nodeAlive[u]) {
            nodeAlive[u] = 1;
            queue.push(u);
          }
        }
      }
      for (let e = this.offsets[r]!; e < this.offsets[r + 1]!; e++) {
        const v = seedNode[e - this.offsets[r]!]!;
        alive[e] = v >= 0 && nodeAlive[v] ? 1 : 0;
      }
    }
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

function grown(buffer: Int32Array, at: number): Int32Array {
  const bigger = new Int32Array(Math.max(at, buffer.length * 2));
  bigger.set(buffer);
  return bigger;
}
