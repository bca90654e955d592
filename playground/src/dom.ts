/** The attributes `h` sets: strings (and booleans for presence), plus `on<event>` listeners. */
type Attributes = Record<string, string | number | boolean | undefined | ((event: Event) => void)>;
type Child = Node | string | false | null | undefined;

/**
 * An element with attributes and children; `onclick: f` adds a listener, `true` sets an
 * empty attribute, `false`/`undefined` skips it.
 *
 * @example h('button', { type: 'button', onclick: () => go() }, 'Go')
 */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== undefined && value !== false) element.setAttribute(name, String(value));
  }
  element.append(...children.filter((c): c is Node | string => c !== false && c !== null && c !== undefined));
  return element;
}

/**
 * The element with this `data-testid` (the page's stable hooks), which must exist.
 *
 * @example byTestId('verdict').textContent = 'valid'
 */
export function byTestId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.querySelector<T>(`[data-testid="${id}"]`);
  if (!element) throw new Error(`playground: no element [data-testid="${id}"]`);
  return element;
}
