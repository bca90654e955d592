import { readAbnf } from '../../../src/engine/abnf';
import { Alphabet } from '../../../src/engine/bnf/alphabet';
import { buildNfa } from '../../../src/engine/compile/nfa';
import { recursionOf } from '../../../src/engine/compile/recursion';
import { CompiledStart } from '../../../src/engine/compile/rule';
import { StackDeriver } from '../../../src/engine/compile/stackDerive';
import { StackMachine } from '../../../src/engine/compile/stackMachine';

/** A stack machine and its deriver for `start` of ABNF `text`, every rule a node. */
export function machineOf(text: string, start: string, budget: { sets?: number; bytes?: number } = {}, maxNesting = 1000): { machine: StackMachine; deriver: StackDeriver } {
  const { grammar } = readAbnf(text);
  void new CompiledStart(grammar, start); // analyzed and checked as a registration does
  const alphabet = new Alphabet(grammar);
  const nfa = buildNfa(grammar, alphabet, start, { node: () => true, keep: () => true });
  const machine = new StackMachine(nfa, alphabet, maxNesting, recursionOf(grammar, start).rules.has(start), budget);
  return { machine, deriver: new StackDeriver(machine) };
}

