import { h, shown } from './dom';
import type { Components, Span } from './lib';

const NAMES = ['scheme', 'authority', 'path', 'query', 'fragment'] as const;

/**
 * Where each component lies in the text: they follow one another in the order of RFC 2396
 * Appendix B, each behind its separator ("scheme:", "//authority", path, "?query", "#fragment").
 */
export function componentSpans(parts: Components): Partial<Record<(typeof NAMES)[number], Span>> {
  const spans: Partial<Record<(typeof NAMES)[number], Span>> = {};
  let p = 0;
  const take = (name: (typeof NAMES)[number], text: string | undefined, before: number, after: number) => {
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

/**
 * The components table: each of the five, its raw text, and whether it is undefined (its
 * separator absent) or empty (separator present, nothing after it), as §5.2 tells them apart.
 * Hovering or focusing a row calls `onSpan` with the component's span.
 */
export function renderComponents(parts: Components | undefined, onSpan: (span: Span | undefined) => void): HTMLElement[] {
  if (!parts) return [h('tr', {}, h('td', { colspan: 3, class: 'muted' }, 'No components: the input is not a URI reference.'))];
  const spans = componentSpans(parts);
  return NAMES.map((name) => {
    const text = parts[name];
    const span = spans[name];
    const value =
      text === undefined
        ? h('span', { class: 'undefined', title: 'its separator is absent' }, 'undefined')
        : text === ''
          ? h('span', { class: 'empty', title: 'its separator is present, nothing follows' }, 'empty')
          : h('code', {}, shown(text, 120));
    const tr = h(
      'tr',
      { 'data-component': name, tabindex: span ? 0 : undefined },
      h('th', { scope: 'row' }, name),
      h('td', { 'data-value': text ?? '' }, value),
      h('td', { class: 'node-span' }, span ? `${span.start}–${span.end}` : ''),
    );
    if (span) {
      tr.addEventListener('mouseenter', () => onSpan(span));
      tr.addEventListener('focus', () => onSpan(span));
      tr.addEventListener('mouseleave', () => onSpan(undefined));
      tr.addEventListener('blur', () => onSpan(undefined));
    }
    return tr;
  });
}
