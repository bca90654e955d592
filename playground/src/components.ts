import { COMPONENT_NAMES, componentSpans } from './component-spans';
import { h } from './dom';
import { shown } from './shown';
import type { Components, Span } from './lib';

/**
 * The components table: each of the five, its raw text, and whether it is undefined (its
 * separator absent) or empty (separator present, nothing after it), as §5.2 tells them apart.
 * Hovering or focusing a row calls `onSpan` with the component's span.
 *
 * @example tbody.replaceChildren(...renderComponents({ path: 'g', query: '' }, (span) => field.setHighlight(span)))
 */
export function renderComponents(parts: Components | undefined, onSpan: (span: Span | undefined) => void): HTMLElement[] {
  if (!parts) return [h('tr', {}, h('td', { colspan: 3, class: 'muted' }, 'No components: the input is not a URI reference.'))];
  const spans = componentSpans(parts);
  return COMPONENT_NAMES.map((name) => {
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
