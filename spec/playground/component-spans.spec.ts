import fc from 'fast-check';
import { components, parseUriReference } from '../../src';
import { COMPONENT_NAMES, componentSpans } from '../../playground/src/component-spans';
import { absPath, absoluteUri, authority, segment } from '../resolver/arbitraries';

function spansOf(text: string) {
  const r = parseUriReference(text);
  if (!r.ok) throw new Error(`not a URI reference: ${text}`);
  return componentSpans(components(r.value));
}

describe('componentSpans', () => {
  it.each([
    // RFC 2396 Appendix B's example, then undefined and empty components (§5.2 tells them apart).
    ['http://www.ics.uci.edu/pub/ietf/uri/#Related', { scheme: { start: 0, end: 4 }, authority: { start: 7, end: 22 }, path: { start: 22, end: 36 }, fragment: { start: 37, end: 44 } }],
    ['http://a/b?', { scheme: { start: 0, end: 4 }, authority: { start: 7, end: 8 }, path: { start: 8, end: 10 }, query: { start: 11, end: 11 } }],
    ['//?#', { authority: { start: 2, end: 2 }, path: { start: 2, end: 2 }, query: { start: 3, end: 3 }, fragment: { start: 4, end: 4 } }],
    ['', { path: { start: 0, end: 0 } }],
    ['mailto:x@y', { scheme: { start: 0, end: 6 }, path: { start: 7, end: 10 } }],
  ])('%s', (text, spans) => {
    expect(spansOf(text)).toEqual(spans);
  });

  it('gives spans whose text is the component, in order (property)', () => {
    const reference = fc
      .tuple(
        fc.oneof(absoluteUri, absPath, fc.tuple(authority, absPath).map(([a, p]) => `//${a}${p}`), fc.array(segment, { maxLength: 4 }).map((s) => s.join('/'))),
        fc.option(fc.constantFrom('', 'q', 'a=b/c?d'), { nil: undefined }),
        fc.option(fc.constantFrom('', 'f', 'x?y'), { nil: undefined }),
      )
      .map(([r, q, f]) => r + (q === undefined || r.includes('?') ? '' : `?${q}`) + (f === undefined || r.includes('#') ? '' : `#${f}`));
    fc.assert(
      fc.property(reference, (text) => {
        const r = parseUriReference(text);
        if (!r.ok) return;
        const parts = components(r.value);
        const spans = componentSpans(parts);
        let last = 0;
        for (const name of COMPONENT_NAMES) {
          const span = spans[name];
          expect(span === undefined).toBe(parts[name] === undefined);
          if (!span) continue;
          expect(text.slice(span.start, span.end)).toBe(parts[name]);
          expect(span.start).toBeGreaterThanOrEqual(last);
          last = span.end;
        }
      }),
      { numRuns: 300 },
    );
  });
});
