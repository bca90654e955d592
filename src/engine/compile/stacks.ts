import type { Stacks } from './start';
import { StackDeriver } from './stackDerive';
import { StackMachine } from './stackMachine';

/** How the compiler runs a grammar with recursive rules: the stack machine, and its derivations. */
export const STACKS: Stacks = {
  machine: (nfa, alphabet, maxNesting, startRecursive) => new StackMachine(nfa, alphabet, maxNesting, startRecursive),
  deriver: (machine) => new StackDeriver(machine),
};
