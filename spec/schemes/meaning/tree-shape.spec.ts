// The readers rely on the tree's shape only where it is promised (docs/grammar-compiler.md,
// "The tree"): a rule that matched the empty string may or may not have a node.
import { parseUrl, readData, readGeo, readTag, readUrn, type BnfNode } from '../../../src';

/** A copy of `node` without the nodes of empty matches. */
function withoutEmpty(node: BnfNode): BnfNode {
  return { type: node.type, span: { ...node.span }, text: node.text, children: node.children.filter((c) => c.text !== '').map(withoutEmpty) };
}

/** The fields a reader adds, read from the parsed tree and from the same tree without empty nodes. */
function bothWays(input: string, reader: (tree: BnfNode, input: string) => { ok: boolean; value?: unknown }): [unknown, unknown] {
  const r = parseUrl(input);
  if (!r.ok) throw new Error(`${input}: ${r.error.message}`);
  const plain = (value: unknown) => {
    const { children: _children, ...fields } = value as BnfNode;
    return [fields, (value as { bytes?: Uint8Array }).bytes];
  };
  const stripped = reader(withoutEmpty(r.value.url as BnfNode), input);
  return [plain(r.value.url), stripped.ok && plain(stripped.value)];
}

describe('readers and empty matches', () => {
  it.each([
    ['urn:ex:y#', readUrn],
    ['urn:ex:y?=q#', readUrn],
    ['data:,', readData],
    ['data:;base64,', readData],
    ['data:text/plain;base64,QQ==', readData],
    ['tag:a.com,2000:', readTag],
    ['tag:a.com,2000:#', readTag],
    ['geo:1,2', readGeo],
    ['geo:1,2,3', readGeo],
  ] as const)('%s reads the same without empty nodes', (input, reader) => {
    const [parsed, stripped] = bothWays(input, reader as never);
    expect(stripped).toEqual(parsed);
  });
});
