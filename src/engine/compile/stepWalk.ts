import { accepts } from './edges';
import { CALL, EPSILON, RETURN } from './nfa';
import type { StackMachine } from './stackMachine';

/** Where the walk of one step keeps the ε-graph it finds: its nodes (configurations) and edges. */
export interface StepGraph {
  /** The node of configuration (state, stack): its id; a new one is queued for the walk. */
  node(state: number, stack: number): number;
  /** An edge from node `from` to node `to` (a move of the walk). */
  edge(from: number, to: number): void;
  /** A queued node, taken off the queue; -1 when none is left. */
  next(): number;
  state(id: number): number;
  stack(id: number): number;
}

/**
 * The ε-graph of one step of the stack machine, as the derivation's pass 2 walks it (the
 * uncached pass in StackDeriver, the cached one per transition in StackTrees): its seeds are
 * the targets of the configurations `states[e]`, `stacks[e]` (e in [first, last)) whose
 * character state reads class `cls` (`seedNode[e - first]`: the seed's node, or -1); from
 * them every configuration reached by ε-moves, calls (a push; one past the nesting limit is
 * dropped) and returns (a pop), each once, with an edge per move. Counts a visit per node
 * (`machine.work`).
 */
export function walkStep(machine: StackMachine, graph: StepGraph, states: Int32Array, stacks: Int32Array, first: number, last: number, cls: number, seedNode: Int32Array): void {
  const { kind, epsFirst, epsMoves, callee, target, edges, edgeOf } = machine.nfa;
  for (let e = first; e < last; e++) {
    const s = states[e]!;
    seedNode[e - first] = accepts(edges, edgeOf[s]!, cls) ? graph.node(target[s]!, stacks[e]!) : -1;
  }
  for (let id = graph.next(); id >= 0; id = graph.next()) {
    const state = graph.state(id);
    const stack = graph.stack(id);
    machine.work++;
    const k = kind[state];
    if (k === EPSILON) {
      for (let j = epsFirst[state]!; j < epsFirst[state + 1]!; j++) graph.edge(id, graph.node(epsMoves[j]!, stack));
    } else if (k === CALL) {
      const pushed = machine.push(state, stack);
      if (pushed >= 0) graph.edge(id, graph.node(callee![state]!, pushed));
    } else if (k === RETURN) graph.edge(id, graph.node(target[machine.call[stack]!]!, machine.parent[stack]!));
  }
}
