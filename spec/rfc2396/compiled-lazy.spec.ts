/**
 * src/rfc2396/compiled.ts: a tree of the compiled rules (`parse(ruleName, …)`, `rules`) whose
 * list of nodes passes LAZY_LIST builds it on first read, from the derivation's markers, as the
 * fast path of URI-reference does (./fast/lazy.spec.ts). Regression: `parse('path_segments')`
 * of 1 MB of "a/" built every segment at once (239 ms, and 50 bytes kept per character for
 * `parse('hostname')` of "a.a.…"), stepping 3.3× per doubling as the tree outgrew V8's young
 * generation. Held here: the same nodes as the fast path's (an independent builder) and the
 * accessor past LAZY_LIST.
 */
import { parse, parseUriReference } from '../../src';
import type { Node } from '../../src/combinators';
import type { UriReference } from '../../src/rfc2396';
import { LAZY_LIST } from '../../src/rfc2396/fast/lazy';
import { StartRule } from '../../src/engine/compile/start';

/** `node` with every span moved by `by` (a subtree of a larger input, seen from its own start), as plain data. */
function shifted(node: unknown, by: number): unknown {
  if (Array.isArray(node)) return node.map((n) => shifted(n, by));
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === 'span' ? { start: (value as Node<string>['span']).start + by, end: (value as Node<string>['span']).end + by } : shifted(value, by);
  }
  return out;
}

function compiled(rule: 'hostname' | 'path_segments' | 'segment', input: string): Record<string, unknown> {
  const r = parse(rule, input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value as unknown as Record<string, unknown>;
}

function fast(input: string): UriReference {
  const r = parseUriReference(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const isAccessor = (node: object, key: string) => typeof Object.getOwnPropertyDescriptor(node, key)?.get === 'function';

// each rule's input of n list elements, the URI-reference the fast path reads it in, where it starts there, and the node there
const LISTS = [
  { rule: 'hostname', key: 'domainlabels', input: (n: number) => `${'a.'.repeat(n)}b`, within: (s: string) => `http://${s}/x`, at: 7, node: (u: UriReference) => u.absoluteURI!.hierPart!.netPath!.authority.server!.hostport!.host.hostname },
  { rule: 'path_segments', key: 'segments', input: (n: number) => Array(n).fill('s').join('/'), within: (s: string) => `http://a/${s}`, at: 9, node: (u: UriReference) => u.absoluteURI!.hierPart!.netPath!.absPath!.pathSegments },
  { rule: 'segment', key: 'params', input: (n: number) => `b${';p'.repeat(n)}`, within: (s: string) => `http://a/${s}`, at: 9, node: (u: UriReference) => u.absoluteURI!.hierPart!.netPath!.absPath!.pathSegments.segments[0] },
] as const;

describe.each(LISTS)('parse($rule): its $key', ({ rule, key, input, within, at, node }) => {
  it(`is a plain data property up to ${LAZY_LIST} nodes, an accessor past it`, () => {
    expect(isAccessor(compiled(rule, input(LAZY_LIST)), key)).toBe(false);
    expect(isAccessor(compiled(rule, input(LAZY_LIST + 1)), key)).toBe(true);
  });

  it.each([LAZY_LIST - 1, LAZY_LIST + 1, 4 * LAZY_LIST])('with %d elements is the fast path\'s node', (n) => {
    const s = input(n);
    const tree = compiled(rule, s);
    expect(shifted(tree, 0)).toEqual(shifted(node(fast(within(s))), -at));
    expect(Object.keys(tree)).toEqual(Object.keys(node(fast(within(s)))!));
  });
});

describe('a list of lists: the nodes below each element count towards LAZY_LIST', () => {
  it(`path_segments of ${LAZY_LIST / 2 + 1} segments of one param each (${LAZY_LIST + 2} nodes) is deferred`, () => {
    const s = Array(LAZY_LIST / 2 + 1).fill('s;p').join('/');
    const tree = compiled('path_segments', s);
    expect(isAccessor(tree, 'segments')).toBe(true);
    expect(shifted(tree, 0)).toEqual(shifted(fast(`http://a/${s}`).absoluteURI!.hierPart!.netPath!.absPath!.pathSegments, -9));
  });
});

// A large tree kept its derivation's markers (16 bytes a node: `parse('hostname')` of 1 MB of
// "a." held 24.8 bytes a character); it drops them once built, and a list read later derives
// its owner's span again, its rule as start rule.
describe('a large tree keeps no markers: a list read later derives its owner\'s span again', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['hostname', `${'a.'.repeat(4 * LAZY_LIST)}b`, 'domainlabels', (t: Record<string, unknown>) => t],
    ['abs_path', `/x/${'s;p/'.repeat(LAZY_LIST)}`, 'segments', (t: Record<string, unknown>) => t['pathSegments'] as Record<string, unknown>],
  ] as const)('%s', (rule, input, key, owner) => {
    const derivations = jest.spyOn(StartRule.prototype, 'deriveCount');
    const r = parse(rule as never, input);
    if (!r.ok) throw new Error(r.error.message);
    const tree = r.value as unknown as Record<string, unknown>;
    expect(derivations).toHaveBeenCalledTimes(1);
    const list = owner(tree)[key] as Array<Node<string>>;
    expect(derivations).toHaveBeenCalledTimes(2); // the owner's span, derived again
    const span = (owner(tree)['span'] as Node<string>['span']);
    expect(derivations.mock.calls[1]!.slice(1)).toEqual([span.start, span.end]);
    jest.restoreAllMocks();
    const fresh = parse(rule as never, input);
    expect(JSON.stringify(tree)).toBe(JSON.stringify(fresh.ok && fresh.value));
    expect(list.length).toBeGreaterThan(LAZY_LIST);
  });
});
