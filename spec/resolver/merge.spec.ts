/**
 * §5.2 step 6 (mergePaths in src/resolver/resolve.ts) works over path text: results and
 * errors are the previous implementation's, which merged the segment nodes of the base's and
 * the reference's ASTs and removed dot-segments from an array of strings (the oracle below);
 * and it never reads the ASTs' lists (segments, params, domainlabels), which the fast path
 * builds on first read when they are long.
 */
import fc from 'fast-check';
import { parseUriReference, resolve } from '../../src';
import { runRule } from '../../src/combinators';
import type { DotSegmentsAboveRoot } from '../../src/resolver';
import { removeDotSegments } from './dot-segments-oracle';
import type { UriReference } from '../../src/rfc2396';
import { rules } from '../../src/rfc2396';
import { runs } from '../runs';

const MODES: DotSegmentsAboveRoot[] = ['keep', 'remove', 'error'];

function combinatorsAst(input: string): UriReference {
  const r = runRule(rules['URI-reference'], input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

type Outcome = { ok: true; text: string } | { ok: false; code: string; argument: string; offset: number; input: string };

/** The previous step 6, for a base "scheme://authority[path]" and a rel_path reference, on the combinators' segment nodes. */
function oracle(base: string, reference: string, aboveRoot: DotSegmentsAboveRoot): Outcome {
  const b = combinatorsAst(base);
  const hier = b.absoluteURI!.hierPart!;
  const basePath = hier.netPath!.absPath;
  const dir = basePath ? basePath.pathSegments.segments.slice(0, -1) : [];
  const rel = combinatorsAst(reference).relativeURI!.relPath!;
  const segments = [rel.relSegment, ...(rel.absPath ? rel.absPath.pathSegments.segments : [])];
  const out = removeDotSegments([...dir, ...segments].map((s) => s.text), aboveRoot);
  if (out.ok) return { ok: true, text: `${b.absoluteURI!.scheme.text}://${hier.netPath!.authority.text}/${out.segments.join('/')}` };
  const fromBase = out.index < dir.length;
  const offset = fromBase ? dir[out.index].span.start : segments[out.index - dir.length].span.start;
  return { ok: false, code: 'above-root', argument: fromBase ? 'base' : 'reference', offset, input: fromBase ? base : reference };
}

function outcome(base: string | UriReference, reference: string | UriReference, aboveRoot: DotSegmentsAboveRoot): Outcome {
  const r = resolve(base, reference, { dotSegmentsAboveRoot: aboveRoot });
  return r.ok ? { ok: true, text: r.value.text } : { ok: false, code: r.error.code, argument: r.error.argument, offset: r.error.offset, input: r.error.input };
}

function agrees(base: string, reference: string): void {
  for (const mode of MODES) expect([base, reference, mode, outcome(base, reference, mode)]).toEqual([base, reference, mode, oracle(base, reference, mode)]);
}

describe('step 6 over path text gives the previous results and errors', () => {
  const segment = fc.constantFrom('', '.', '..', 'b', 'c;p', 'a:b', '%2E', '..g', 'g.');
  const first = fc.constantFrom('g', '.', '..', 'a;x', 'g.', '..g', '%2E%2E');
  it('on generated bases and relative paths', () => {
    fc.assert(
      fc.property(fc.option(fc.array(segment, { maxLength: 12 })), first, fc.array(segment, { maxLength: 12 }), (basePath, head, rest) => {
        const base = 'http://a' + (basePath === null ? '' : '/' + basePath.join('/'));
        agrees(base, [head, ...rest].join('/'));
      }),
      { seed: 6, numRuns: runs(2000) },
    );
  });

  it.each([
    ['a deep base and many "../"', 'http://a/' + 'b/'.repeat(50_000) + 'd', '../'.repeat(30_000) + 'g'],
    ['"../" above the root of a long base', 'http://a/' + 'b/'.repeat(3_000) + 'd', '../'.repeat(3_001) + 'g/./h/../x'],
    ['dot-segments in a long base', 'http://a/' + 'b/../c/./'.repeat(10_000) + 'd', '../'.repeat(5_000) + 'g'],
    ['".." above the root inside the base', 'http://a/' + 'b/'.repeat(2_000) + '../'.repeat(2_001) + 'd', 'g'],
    ['many kept runs', 'http://a/' + 'b/./'.repeat(10_000), 'c/./'.repeat(10_000) + 'x'],
  ])('%s', (_name, base, reference) => agrees(base, reference));

  // Computed with the previous implementation (git 2f1af0e).
  it.each([
    ['http://a/b/c/d;p?q', 'http:../../../g', { sameSchemeLoophole: 'compat', dotSegmentsAboveRoot: 'error' }, { argument: 'reference', offset: 11 }],
    ['http://a/b/c/d;p?q', 'http:g/../../../../h?y#z', { sameSchemeLoophole: 'compat', dotSegmentsAboveRoot: 'error' }, { argument: 'reference', offset: 16 }],
    ['http://a/b/c/d;p?q', 'http:./g/.', { sameSchemeLoophole: 'compat' }, 'http://a/b/c/g/'],
    ['http://a/../b/c', '../../g', { dotSegmentsAboveRoot: 'error' }, { argument: 'base', offset: 9 }],
    ['http://a/x/../../b/c', 'g', { dotSegmentsAboveRoot: 'error' }, { argument: 'base', offset: 14 }],
    ['http://a', '../g', { dotSegmentsAboveRoot: 'error' }, { argument: 'reference', offset: 0 }],
    ['http://a', '?y', {}, 'http://a?y'],
    ['http://a/b', '?y', {}, 'http://a/?y'],
    ['http:/b/c', '..', {}, 'http:/'],
    ['http://a/b/c/d;p?q', 'g;x=1/../../../../y', { dotSegmentsAboveRoot: 'error' }, { argument: 'reference', offset: 15 }],
  ] as const)('%j against %j (%j)', (base, reference, options, want) => {
    const r = resolve(base, reference, options);
    if (typeof want === 'string') expect(r).toMatchObject({ ok: true, value: { text: want } });
    else expect(r).toMatchObject({ ok: false, error: { code: 'above-root', ...want } });
  });
});

/** The AST with every list (segments, params, domainlabels) replaced by a getter that throws. */
function withoutLists<T>(node: T): T {
  if (typeof node !== 'object' || node === null) return node;
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value)) value.forEach(withoutLists);
    else withoutLists(value);
    if (key === 'segments' || key === 'params' || key === 'domainlabels') {
      Object.defineProperty(node, key, { enumerable: true, get: () => { throw new Error(`resolve read ${key}`); } });
    }
  }
  return node;
}

describe('resolving reads no list of the ASTs', () => {
  const parsed = (s: string) => withoutLists((parseUriReference(s) as { value: UriReference }).value);
  it.each([
    ['http://a/b/c/d;p?q', '../g;x/./h'],
    ['http://u@a.b.c:80/b/c/d;p?q', 'g;x=1/../y?q#f'],
    ['http://a/' + 's/'.repeat(5_000) + 'd', '../'.repeat(3_000) + 'g'],
    ['http://a/b;p;q/c', '//x.y.z/p;q/r'],
    ['http://a/b/c', '?y'],
  ])('%j against %j', (base, reference) => {
    for (const mode of MODES) {
      expect(outcome(parsed(base), parsed(reference) ?? reference, mode)).toEqual(outcome(base, reference, mode));
    }
  });
});
