import type { Span } from './errors';

/**
 * The shape of every AST node of every grammar: the rule's name as `type`, its span,
 * and its raw text (`input.slice(span.start, span.end)`).
 *
 * @example
 * ```ts
 * const r = parse('host', 'a.example');
 * const node: Node<'host'> | undefined = r.ok ? r.value : undefined;
 * node; //=> { type: 'host', span: { start: 0, end: 9 }, text: 'a.example' }
 * ```
 */
export interface Node<T extends string> {
  type: T;
  span: Span;
  text: string;
}

/**
 * The fields a rule adds to the node shape (distributes over unions of node types).
 *
 * @example
 * ```ts
 * interface Exurl extends Node<'exurl'> { name: string }
 * const fields: NodeFields<Exurl> = { name: 'abc' }; // what a g.rule's fields function returns
 * fields.name; //=> 'abc'
 * ```
 */
export type NodeFields<N> = N extends unknown ? Omit<N, 'type' | 'span' | 'text'> : never;

/** The node of rule `type` over input[start, end), with no fields of its own. */
export function leaf<T extends string>(type: T, input: string, start: number, end: number): Node<T> {
  return { type, span: { start, end }, text: input.slice(start, end) };
}
