/**
 * A kit grammar's built-in rules made by `decodedRule` (hsegment, search, user, password,
 * fsegment, uchar, escape …) get their node from the derivation's span, without running the
 * combinator again: the node the combinator gives over that span, under every reading.
 */
import fc from 'fast-check';
import { Node, runRule } from '../../src/combinators';
import { g, rules1738 } from '../../src/rfc1738-namespace';
import { compileKit } from '../../src/schemes/kit';
import { UPDATES, withProfile } from '../../src/rfc1738/profile';
import { runs } from '../runs';

interface Kd extends Node<'kdurl'> {
  parts: unknown;
}
// kdurl = "kd:" user [ ":" password ] "@" hsegment *[ "/" fsegment ] [ "?" search ] *uchar
const kdurl = g.rule<Kd, unknown[]>(
  'kdurl',
  g.seq(
    g.literal('kd:'),
    rules1738.user,
    g.opt(g.seq(g.literal(':'), rules1738.password)),
    g.literal('@'),
    g.ref('hsegment'),
    g.many(g.seq(g.literal('/'), rules1738.fsegment)),
    g.opt(g.seq(g.literal('?'), rules1738.search)),
    g.many(rules1738.uchar),
  ),
  (parts) => ({ parts }),
);
const kit = compileKit(kdurl as never, 'kd');

/** Every node with a `decoded` field in a value, depth first. */
function decodedNodes(value: unknown, out: Array<Node<string> & { decoded: string }> = []): Array<Node<string> & { decoded: string }> {
  if (Array.isArray(value)) for (const v of value) decodedNodes(v, out);
  else if (value !== null && typeof value === 'object') {
    if ('decoded' in value) out.push(value as Node<string> & { decoded: string });
    else for (const v of Object.values(value)) decodedNodes(v, out);
  }
  return out;
}

const COMBINATORS: Record<string, Parameters<typeof runRule>[0]> = {
  user: rules1738.user,
  password: rules1738.password,
  hsegment: rules1738.hsegment,
  fsegment: rules1738.fsegment,
  search: rules1738.search,
  uchar: rules1738.uchar,
};

describe('decoded built-in rules in a kit grammar', () => {
  it('gives each node the combinator gives over its span (fast-check, every reading)', () => {
    const piece = fc.constantFrom('a', 'Z', '0', '%41', '%e9', '%7e', ';', '&', '=', '$', '-', '_', '.', '+', '!', '*', "'", '(', ',', '~', '?', ':', '@', '/');
    const text = fc.array(piece, { maxLength: 6 }).map((p) => p.join(''));
    let checked = 0;
    fc.assert(
      fc.property(fc.tuple(text, text, text), fc.constantFrom(...UPDATES), ([a, b, c], updates) => {
        const input = `kd:${a}@${b}${c}`;
        const value = withProfile({ updates }, () => kit.derived(input, 0, input.length));
        if (!value) return;
        for (const node of decodedNodes(value.value)) {
          checked++;
          const alone = withProfile({ updates }, () => runRule(COMBINATORS[node.type]!, node.text));
          expect(alone.ok).toBe(true);
          expect(node).toEqual(alone.ok && { ...(alone.value as object), span: node.span });
          expect(node.text).toBe(input.slice(node.span.start, node.span.end));
        }
      }),
      { numRuns: runs(1500), seed: 2024 },
    );
    expect(checked).toBeGreaterThan(runs(1500));
  });

  it('names the node as the rule does', () => {
    const input = 'kd:u%41:p@a%2Fb/c%3f/?d?s=1'; // an fsegment may hold "?": the repetition takes it (BNF, earliest-longest)
    const r = kit.derived(input, 0, input.length);
    const nodes = decodedNodes(r?.value).map((n) => [n.type, n.text, n.decoded]);
    expect(nodes).toEqual([
      ['user', 'u%41', 'uA'],
      ['password', 'p', 'p'],
      ['hsegment', 'a%2Fb', 'a/b'],
      ['fsegment', 'c%3f', 'c?'],
      ['fsegment', '?d?s=1', '?d?s=1'],
    ]);
  });
});
