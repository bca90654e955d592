import fc from 'fast-check';
import { parseUriReference } from '../../src';
import { allNodes, childrenOf } from './ast-walk';
import { VALID } from './fixtures';
import { runs } from '../runs';

const hexDigit = fc.constantFrom(...'0123456789ABCDEFabcdef');
const escapedArb = fc.tuple(hexDigit, hexDigit).map(([a, b]) => `%${a}${b}`);
const chars = (alphabet: string) => fc.constantFrom(...alphabet);
const run = (alphabet: string, min = 0) =>
  fc.array(fc.oneof({ weight: 5, arbitrary: chars(alphabet) }, { weight: 1, arbitrary: escapedArb }), { minLength: min, maxLength: 8 }).map((a) => a.join(''));

const UNRESERVED = "abcxyzABZ019-_.!~*'()";
const PCHAR = UNRESERVED + ':@&=+$,';
const URIC = PCHAR + ';/?';

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,3}[a-z0-9])?$/);
const toplabel = fc.stringMatching(/^[a-z](?:[a-z0-9-]{0,3}[a-z0-9])?$/);
const hostname = fc.tuple(fc.array(label, { maxLength: 3 }), toplabel, fc.boolean()).map(([d, t, dot]) => [...d, t].join('.') + (dot ? '.' : ''));
const ipv4 = fc.array(fc.nat(999), { minLength: 4, maxLength: 4 }).map((a) => a.join('.'));
const server = fc.tuple(fc.option(run(UNRESERVED + ';:&=+$,'), { nil: undefined }), fc.oneof(hostname, ipv4), fc.option(fc.nat(99999).map(String), { nil: undefined }))
  .map(([u, h, p]) => (u !== undefined ? u + '@' : '') + h + (p !== undefined ? ':' + p : ''));
const authority = fc.oneof(server, run(UNRESERVED + '$,;:@&=+', 1), fc.constant(''));
const segment = run(PCHAR + ';');
const absPath = fc.array(segment, { minLength: 1, maxLength: 5 }).map((s) => '/' + s.join('/'));
const relSegment = run(UNRESERVED + ';@&=+$,', 1);
const scheme = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,5}$/);
const opt = (a: fc.Arbitrary<string>, sep: string) => fc.option(a, { nil: undefined }).map((v) => (v === undefined ? '' : sep + v));

const netPath = fc.tuple(authority, opt(absPath, '')).map(([a, p]) => '//' + a + p);
const relPath = fc.tuple(relSegment, opt(absPath, '')).map(([s, p]) => s + p);
const opaque = fc.tuple(chars(UNRESERVED + ';?:@&=+$,'), run(URIC)).map(([a, b]) => a + b);
const absoluteURI = fc.tuple(scheme, fc.oneof(fc.tuple(fc.oneof(netPath, absPath), opt(run(URIC), '?')).map(([p, q]) => p + q), opaque)).map(([s, r]) => s + ':' + r);
const relativeURI = fc.tuple(fc.oneof(netPath, absPath, relPath), opt(run(URIC), '?')).map(([p, q]) => p + q);
/** Strings of RFC 2396's URI-reference language, built from Appendix A's structure. */
export const uriReference = fc.tuple(fc.option(fc.oneof(absoluteURI, relativeURI), { nil: undefined }), opt(run(URIC), '#')).map(([u, f]) => (u ?? '') + f);

/** Checks the AST conventions of GUIDE "AST conventions" on one input. */
function checkTree(input: string): void {
  const r = parseUriReference(input);
  if (!r.ok) throw new Error(`${JSON.stringify(input)} rejected: ${r.error.message}`);
  expect(r.value.span).toEqual({ start: 0, end: input.length });
  for (const node of allNodes(r.value)) {
    expect(input.slice(node.span.start, node.span.end)).toBe(node.text);
    // segment = *pchar *( ";" param ): the leading *pchar is the segment's own text, not a rule
    let at = node.type === 'segment' ? node.span.start + node.text.split(';')[0].length : node.span.start;
    for (const child of childrenOf(node)) {
      // children in order, inside the parent; what lies between them is literal separators
      expect(child.span.start).toBeGreaterThanOrEqual(at);
      expect(child.span.end).toBeLessThanOrEqual(node.span.end);
      expect(input.slice(at, child.span.start)).toMatch(/^[:/?#@;.]*$/);
      at = child.span.end;
    }
    if (childrenOf(node).length > 0) expect(input.slice(at, node.span.end)).toMatch(/^[:/?#@;.]*$/);
  }
}

describe('lossless round-trip of spans', () => {
  it.each(VALID)('%j', (input) => checkTree(input));

  it('for generated URI references (fast-check, seed 2396)', () => {
    fc.assert(fc.property(uriReference, (input) => checkTree(input)), { seed: 2396, numRuns: runs(3000) });
  });
});
