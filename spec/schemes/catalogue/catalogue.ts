import { readAbnf, type BuiltinSet } from '../../../src/engine/abnf';
import { shippedGrammar } from '../../../src/engine/abnf/files';
import { compileModel, type CompiledRule } from '../../../src/engine/bnf';
import type { BnfNode } from '../../../src/schemes/fromBnf';

/** A catalogue grammar (grammar/schemes/<name>.abnf): its text and its compiled start rule (the first rule). */
export function catalogue(name: string, uses?: BuiltinSet): { text: string; start: CompiledRule } {
  const text = shippedGrammar(`schemes/${name}.abnf`);
  const { grammar, userRules } = readAbnf(text, { uses });
  return { text, start: compileModel(grammar).rules[userRules[0]!]! };
}

/** Each input with what the start rule says of it: member, or the length of its longest viable prefix. */
export function verdicts(rule: CompiledRule, inputs: string[]): Array<[string, true | number]> {
  return inputs.map((u) => [u, rule.matches(u) || rule.viablePrefix(u)]);
}

/**
 * A tree as `[type, start, end, children]` (text left out: it is the input's slice), with the
 * nodes that span two characters or more. Whether a one-character or empty match of a rule
 * gets a node is the tree builder's choice (docs/schemes.md), not the grammar's.
 */
export type Outline = [string, number, number, ...Outline[]];
export function outline(node: BnfNode): Outline {
  const wide = node.children.filter((c) => c.span.end - c.span.start >= 2);
  return [node.type, node.span.start, node.span.end, ...wide.map(outline)];
}
