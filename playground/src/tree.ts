import { h } from './dom';
import { shown } from './shown';
import type { Span } from './lib';

/** Any AST node of the library: `{ type, span, text, ...fields }` (RFC 2396, RFC 1738 and BNF-made schemes alike). */
interface AstNode {
  type: string;
  span: Span;
  text?: string;
  [field: string]: unknown;
}

function isNode(value: unknown): value is AstNode {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { type?: unknown; span?: { start?: unknown; end?: unknown } };
  return typeof v.type === 'string' && typeof v.span?.start === 'number' && typeof v.span?.end === 'number';
}

/** A node's child nodes, labelled by field ("authority", "segments[1]"; BNF nodes' children unlabelled), and its other fields. */
function partsOf(node: AstNode): { children: { label: string; node: AstNode }[]; fields: [string, unknown][] } {
  const children: { label: string; node: AstNode }[] = [];
  const fields: [string, unknown][] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'span' || key === 'text') continue;
    if (isNode(value)) children.push({ label: key, node: value });
    else if (Array.isArray(value) && value.length > 0 && value.every(isNode)) value.forEach((v, i) => children.push({ label: key === 'children' ? '' : `${key}[${i}]`, node: v }));
    else if (value !== undefined && !(Array.isArray(value) && value.length === 0)) fields.push([key, value]); // an empty list says nothing a reader misses
  }
  return { children, fields };
}

function countNodes(root: AstNode, limit: number): number {
  let count = 0;
  const stack = [root];
  while (stack.length > 0 && count < limit) {
    count++;
    for (const c of partsOf(stack.pop()!).children) stack.push(c.node);
  }
  return count;
}

/** Up to this many nodes, a tree opens whole; past it, its first levels only (the rest renders when opened). */
const OPEN_WHOLE = 400;
const OPEN_DEPTH = 3;

/**
 * The AST as nested <details>: each row shows the rule name, the field it sits in, its text and
 * its span; hovering or focusing a row calls `onSpan` with its span (undefined on leaving).
 * Children render when their row is first opened, so a huge tree costs only what is shown.
 *
 * The tree is one Tab stop (the WAI-ARIA tree pattern, with a roving tabindex): the row last
 * focused has tabindex 0, every other row -1. Inside, ↑/↓ move between rows, Home/End go to
 * the first and last, → opens a row or moves to its first child, ← closes it or moves to its
 * parent, and Enter or Space (the <summary>'s own keys) open and close.
 *
 * @example container.replaceChildren(renderTree(parseUriReference('http://a/b').value, (span) => field.setHighlight(span)))
 */
export function renderTree(root: unknown, onSpan: (span: Span | undefined) => void): HTMLElement {
  const tree = h('div', { class: 'tree', role: 'tree' });
  if (!isNode(root)) return tree;
  const openDepth = countNodes(root, OPEN_WHOLE + 1) <= OPEN_WHOLE ? Infinity : OPEN_DEPTH;
  tree.append(renderNode(root, '', 0, openDepth, 1, 1));
  setActive(tree, tree.querySelector<HTMLElement>('.row')!);
  const spanOf = (target: EventTarget | null): Span | undefined => {
    const row = target instanceof Element ? target.closest<HTMLElement>('.row') : null;
    return row ? { start: Number(row.dataset['start']), end: Number(row.dataset['end']) } : undefined;
  };
  tree.addEventListener('mouseover', (e) => onSpan(spanOf(e.target)));
  tree.addEventListener('mouseleave', () => onSpan(spanOf(document.activeElement && tree.contains(document.activeElement) ? document.activeElement : null)));
  tree.addEventListener('focusin', (e) => {
    if (e.target instanceof HTMLElement && e.target.matches(ITEMS)) setActive(tree, e.target);
    onSpan(spanOf(e.target));
  });
  tree.addEventListener('focusout', (e) => {
    if (!(e.relatedTarget instanceof Node && tree.contains(e.relatedTarget))) onSpan(undefined);
  });
  // 'toggle' does not bubble: caught on its way down. A row closed over the active one takes its place, so the tree keeps its Tab stop.
  tree.addEventListener('toggle', (e) => {
    const details = e.target as HTMLDetailsElement;
    const summary = details.querySelector<HTMLElement>(':scope > summary')!;
    summary.setAttribute('aria-expanded', String(details.open));
    const active = tree.querySelector<HTMLElement>('[tabindex="0"]');
    if (!details.open && active && active !== summary && details.contains(active)) setActive(tree, summary);
  }, true);
  tree.addEventListener('keydown', (e) => moveFocus(tree, e));
  return tree;
}

/** What the arrow keys move between: the rows, and the "show more" buttons of long lists. */
const ITEMS = '.row, .more';

/** Makes `item` the tree's one Tab stop. */
function setActive(tree: HTMLElement, item: HTMLElement): void {
  for (const other of tree.querySelectorAll<HTMLElement>('[tabindex="0"]')) if (other !== item) other.tabIndex = -1;
  item.tabIndex = 0;
}

/** Letters only, lower case: "abs_path" and "absPath" read the same. */
const plain = (name: string) => name.replace(/[^A-Za-z0-9]/g, '').toLowerCase();

/** The field label worth showing beside a rule name: "segments[1]" as "[1]", "absPath" (for abs_path) not at all. */
function fieldLabel(label: string, type: string): string {
  const m = /^(.*?)(\[\d+\])?$/.exec(label)!;
  const name = plain(m[1]!);
  const t = plain(type);
  return name === t || name === `${t}s` ? (m[2] ?? '') : label;
}

/** A row: a treeitem with its place in the tree (aria-level, -posinset, -setsize, as the <details> nesting does not say it). */
function row(node: AstNode, field: string, tag: 'summary' | 'div', depth: number, position: number, siblings: number): HTMLElement {
  const text = node.text ?? '';
  const label = fieldLabel(field, node.type);
  return h(
    tag,
    {
      class: tag === 'div' ? 'row leaf' : 'row',
      tabindex: -1,
      role: 'treeitem',
      'aria-level': depth + 1,
      'aria-posinset': position,
      'aria-setsize': siblings,
      'data-type': node.type,
      'data-start': node.span.start,
      'data-end': node.span.end,
    },
    h('span', { class: 'node-type' }, node.type),
    label ? h('span', { class: 'node-field' }, label) : null,
    h('span', { class: text === '' ? 'node-text empty' : 'node-text' }, text === '' ? 'empty' : shown(text, 60)),
    h('span', { class: 'node-span' }, `${node.span.start}–${node.span.end}`),
  );
}

function renderNode(node: AstNode, label: string, depth: number, openDepth: number, position: number, siblings: number): HTMLElement {
  const { children, fields } = partsOf(node);
  const fieldList = fields.length > 0 ? h('ul', { class: 'node-fields' }, ...fields.map(([k, v]) => h('li', {}, h('span', { class: 'node-field' }, k), ' = ', h('code', {}, JSON.stringify(v))))) : null;
  if (children.length === 0) {
    const leaf = h('div', { class: 'node', role: 'none' }, row(node, label, 'div', depth, position, siblings));
    if (fieldList) leaf.append(fieldList);
    return leaf;
  }
  const summary = row(node, label, 'summary', depth, position, siblings);
  const details = h('details', { class: 'node', role: 'none' }, summary);
  let filled = false;
  const fill = () => {
    if (filled) return;
    filled = true;
    if (fieldList) details.append(fieldList);
    const group = h('div', { class: 'children', role: 'group' });
    details.append(group);
    renderChildren(group, children, 0, depth + 1, openDepth);
  };
  if (depth < openDepth) {
    details.open = true;
    fill();
  } else {
    details.addEventListener('toggle', fill, { once: true });
  }
  summary.setAttribute('aria-expanded', String(details.open));
  return details;
}

/** Children rendered at a time: a path of 50,000 segments shows the first ones and a button for more. */
const CHILDREN_AT_ONCE = 200;

function renderChildren(group: HTMLElement, children: { label: string; node: AstNode }[], from: number, depth: number, openDepth: number): void {
  const to = Math.min(children.length, from + CHILDREN_AT_ONCE);
  group.append(...children.slice(from, to).map((c, i) => renderNode(c.node, c.label, depth, openDepth, from + i + 1, children.length)));
  if (to === children.length) return;
  const more = h('button', { type: 'button', class: 'more', tabindex: -1 }, `show ${Math.min(CHILDREN_AT_ONCE, children.length - to)} more (${(children.length - to).toLocaleString('en')} not shown)`);
  more.addEventListener('click', () => {
    const focused = document.activeElement === more;
    more.remove();
    const first = group.childElementCount;
    renderChildren(group, children, to, depth, openDepth);
    // The button is gone: from the keyboard, go on at the first row it brought.
    if (focused) group.children[first]?.querySelector<HTMLElement>('.row')?.focus();
  });
  group.append(more);
}

/** Every row (and "show more" button) that is shown: not inside a closed <details>. */
function visibleItems(tree: HTMLElement): HTMLElement[] {
  return [...tree.querySelectorAll<HTMLElement>(ITEMS)].filter((r) => {
    for (let d = r.parentElement?.closest('details'); d && tree.contains(d); d = d.parentElement?.closest('details')) {
      if (!d.open && !(r.tagName === 'SUMMARY' && r.parentElement === d)) return false;
    }
    return true;
  });
}

function moveFocus(tree: HTMLElement, e: KeyboardEvent): void {
  const current = e.target instanceof HTMLElement ? e.target.closest<HTMLElement>(ITEMS) : null;
  if (!current || e.altKey || e.ctrlKey || e.metaKey) return;
  const details = current.tagName === 'SUMMARY' ? (current.parentElement as HTMLDetailsElement) : null;
  const items = visibleItems(tree);
  const k = items.indexOf(current);
  let next: HTMLElement | undefined;
  if (e.key === 'ArrowDown') next = items[k + 1];
  else if (e.key === 'ArrowUp') next = items[k - 1];
  else if (e.key === 'Home') next = items[0];
  else if (e.key === 'End') next = items[items.length - 1];
  else if (e.key === 'ArrowRight' && details && !details.open) setOpen(details, current, true);
  else if (e.key === 'ArrowRight' && details) next = items[k + 1];
  else if (e.key === 'ArrowLeft' && details?.open) setOpen(details, current, false);
  else if (e.key === 'ArrowLeft') next = current.closest('.node, .children')?.parentElement?.closest('details')?.querySelector<HTMLElement>(':scope > summary') ?? undefined;
  else return;
  e.preventDefault();
  next?.focus();
}

/** Opens or closes a row from the keyboard; aria-expanded follows at once ('toggle' is fired a task later, and a screen reader reads the state now). */
function setOpen(details: HTMLDetailsElement, summary: HTMLElement, open: boolean): void {
  details.open = open;
  summary.setAttribute('aria-expanded', String(open));
}

/** At most this many rows are opened by "expand all" (a 1 MB input has hundreds of thousands). */
const OPEN_ALL_LIMIT = 5000;

/**
 * Opens (or closes) every row of a tree, rendering what was not yet rendered.
 *
 * @example setAllOpen(document.querySelector('.tree')!, true)
 */
export function setAllOpen(tree: HTMLElement, open: boolean): void {
  if (!open) {
    for (const d of tree.querySelectorAll('details')) d.open = false;
    return;
  }
  // Opening fills a row's children (the toggle listener runs later, so fill by dispatching it now).
  let opened = 0;
  for (let pending = [...tree.querySelectorAll('details:not([open])')]; pending.length > 0 && opened < OPEN_ALL_LIMIT; pending = [...tree.querySelectorAll('details:not([open])')]) {
    for (const d of pending as HTMLDetailsElement[]) {
      opened++;
      d.open = true;
      d.dispatchEvent(new Event('toggle'));
    }
  }
}
