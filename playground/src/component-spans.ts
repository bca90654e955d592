import type { Components, Span } from './lib';

/** The five components of RFC 2396 Appendix B, in the order they appear in a URI. */
export const COMPONENT_NAMES = ['scheme', 'authority', 'path', 'query', 'fragment'] as const;
export type ComponentName = (typeof COMPONENT_NAMES)[number];

/**
 * Where each component lies in the text: they follow one another in the order of RFC 2396
 * Appendix B, each behind its separator ("scheme:", "//authority", path, "?query", "#fragment").
 *
 * @example componentSpans({ scheme: 'http', authority: 'a', path: '/b' }) // { scheme: { start: 0, end: 4 }, authority: { start: 7, end: 8 }, path: { start: 8, end: 10 } }
 */
export function componentSpans(parts: Components): Partial<Record<ComponentName, Span>> {
  const spans: Partial<Record<ComponentName, Span>> = {};
  let p = 0;
  const take = (name: ComponentName, text: string | undefined, before: number, after: number) => {
    if (text === undefined) return;
    p += before;
    spans[name] = { start: p, end: p + text.length };
    p += text.length + after;
  };
  take('scheme', parts.scheme, 0, 1);
  take('authority', parts.authority, 2, 0);
  take('path', parts.path, 0, 0);
  take('query', parts.query, 1, 0);
  take('fragment', parts.fragment, 1, 0);
  return spans;
}
