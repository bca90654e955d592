import type { Rule } from './core';
import type { Node } from './node';

/**
 * The node a built-in rule gives for input[start, end), made from the span alone; or
 * undefined where the rule (under the running reading) refuses the span. With `member`, the
 * caller knows the rule accepts the span (a derivation marked it as the rule's): the builder
 * need not test it.
 */
export type SpanBuilder<N> = (input: string, start: number, end: number, member?: boolean) => N | undefined;

/**
 * The built-in rules (RFC 2396's `rules`, RFC 1738's `rules1738`) with how to make their node
 * from a span: the kit makes their nodes from the spans of a derivation without running the
 * rules again (spec/schemes/kit-span-builders.spec.ts and kit-decoded.spec.ts check the
 * builders against their rules).
 */
export const spanBuilders = new WeakMap<Rule<unknown>, SpanBuilder<Node<string>>>();
