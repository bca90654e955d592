import { h } from './dom';
import { explainAt } from './explain';
import type { UriSyntaxError } from './lib';

/** Characters of context shown on each side of an offset in a frame. */
const CONTEXT = 60;

/**
 * The text around `offset` with a caret under it, for errors shown away from their input (the
 * caret line repeats the text before the offset invisibly, so it lines up whatever the characters).
 *
 * @example codeFrame('http://a/%zz', 10, 'scheme-caret')
 */
export function codeFrame(text: string, offset: number, caretTestId?: string): HTMLElement {
  const from = Math.max(0, offset - CONTEXT);
  const to = Math.min(text.length, offset + CONTEXT);
  const before = (from > 0 ? '…' : '') + text.slice(from, offset);
  const line = before + text.slice(offset, to) + (to < text.length ? '…' : '');
  return h(
    'pre',
    { class: 'frame' },
    h('span', {}, line),
    '\n',
    h('span', { class: 'caret-pad' }, before),
    h('span', { class: 'caret', 'data-testid': caretTestId, 'data-offset': offset }, '^'),
  );
}

/**
 * A syntax error as the page shows it: where (as the parser says, then as the user reads the
 * text), the message, what was expected, the rule path; with `frame`, the text and a caret.
 * Its parts carry the test ids `<testIdPrefix>-code`, `-offset`, `-explained`, `-message`,
 * `-expected`, `-rule-path`.
 *
 * @example panel.replaceChildren(renderSyntaxError(parseUriReference('a#b#c').error, 'error', { text: 'a#b#c' }))
 */
export function renderSyntaxError(error: UriSyntaxError, testIdPrefix: string, source: { text: string; frame?: boolean; caretTestId?: string }): HTMLElement {
  const id = (part: string) => `${testIdPrefix}-${part}`;
  const found = error.found === null ? 'end of input' : JSON.stringify(error.found);
  return h(
    'div',
    { class: 'error', role: 'status' },
    h(
      'p',
      { class: 'error-head' },
      h('span', { class: 'error-code', 'data-testid': id('code') }, error.code),
      ` at line ${error.line}, column ${error.column} (offset `,
      h('strong', { 'data-testid': id('offset') }, String(error.offset)),
      `), found ${found}`,
    ),
    h('p', { class: 'error-explained', 'data-testid': id('explained') }, explainAt(source.text, error.offset, error.rulePath)),
    source.frame ? codeFrame(source.text, error.offset, source.caretTestId) : null,
    h('p', { class: 'error-message', 'data-testid': id('message') }, error.message),
    h('dl', { class: 'error-facts' },
      h('dt', {}, 'expected'),
      h('dd', { 'data-testid': id('expected') }, ...error.expected.map((e) => h('code', { class: 'chip' }, e))),
      h('dt', {}, 'rule path'),
      h('dd', { class: 'rule-path', 'data-testid': id('rule-path') }, ...error.rulePath.flatMap((r, i) => [i > 0 ? h('span', { class: 'sep' }, '›') : null, h('code', {}, r)])),
    ),
  );
}
