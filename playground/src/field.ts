import { h } from './dom';
import type { Span } from './lib';

/** Where a field's error is: its offset and the length of the character found there (0 at the end). */
export interface FieldError {
  offset: number;
  length: number;
}

/**
 * A one-line monospace input over a backdrop that repeats its text, so that parts of it can be
 * marked (a hovered span, the character of an error) while it stays editable; below it, a caret
 * row with "^" under the error's offset. The backdrop and the caret row follow the input's
 * horizontal scroll.
 *
 * @example
 * const field = new MarkedField({ id: 'uri', testId: 'uri-input', caretTestId: 'error-caret', label: 'URI' });
 * field.value = 'http://a/%zz';
 * field.setError({ offset: 10, length: 1 });
 */
export class MarkedField {
  readonly element: HTMLElement;
  readonly input: HTMLInputElement;
  private readonly layer: HTMLElement;
  private readonly caretRow: HTMLElement;
  private error: FieldError | undefined;
  private highlight: Span | undefined;

  constructor(options: { id: string; testId: string; caretTestId: string; highlightTestId?: string; label: string; placeholder?: string }) {
    this.input = h('input', {
      id: options.id,
      'data-testid': options.testId,
      type: 'text',
      spellcheck: 'false',
      autocomplete: 'off',
      autocapitalize: 'off',
      'aria-label': options.label,
      placeholder: options.placeholder,
    });
    this.layer = h('div', { class: 'field-layer' });
    this.caretRow = h('div', { class: 'caret-row', 'aria-hidden': 'true', 'data-caret-testid': options.caretTestId, 'data-highlight-testid': options.highlightTestId });
    this.element = h('div', { class: 'field' }, h('div', { class: 'field-box' }, h('div', { class: 'field-backdrop', 'aria-hidden': 'true' }, this.layer), this.input), this.caretRow);
    const follow = () => this.followScroll();
    for (const event of ['scroll', 'input', 'keyup', 'keydown', 'click', 'select', 'focus']) this.input.addEventListener(event, () => requestAnimationFrame(follow));
  }

  get value(): string {
    return this.input.value;
  }

  set value(text: string) {
    this.input.value = text;
  }

  /** Marks the error's character and puts the caret under it (undefined: no error). */
  setError(error: FieldError | undefined): void {
    this.error = error;
    this.render();
  }

  /** Marks a span of the text (undefined: none), scrolling the input to it when it is out of sight. */
  setHighlight(span: Span | undefined): void {
    if (span?.start === this.highlight?.start && span?.end === this.highlight?.end) return;
    this.highlight = span;
    this.render();
    const mark = this.layer.querySelector<HTMLElement>('mark');
    if (!mark) return;
    const left = mark.offsetLeft - this.layer.offsetLeft;
    const { scrollLeft, clientWidth } = this.input;
    if (left < scrollLeft || left > scrollLeft + clientWidth - 40) {
      this.input.scrollLeft = Math.max(0, left - 40);
      this.followScroll();
    }
  }

  /** Redraws the backdrop and the caret row from the input's current text. */
  render(): void {
    const text = this.input.value;
    const pieces: (Node | string)[] = [];
    const mark = this.highlight && this.highlight.end <= text.length ? this.highlight : undefined;
    if (mark) {
      pieces.push(...this.marked(text, 0, mark.start));
      const inner = this.marked(text, mark.start, mark.end);
      pieces.push(
        h('mark', { class: mark.start === mark.end ? 'hl hl-empty' : 'hl', 'data-testid': this.caretRow.dataset['highlightTestid'], 'data-start': mark.start, 'data-end': mark.end }, ...inner),
      );
      pieces.push(...this.marked(text, mark.end, text.length));
    } else {
      pieces.push(...this.marked(text, 0, text.length));
    }
    if (this.error && this.error.offset >= text.length) pieces.push(h('span', { class: 'err-end' }, ' '));
    this.layer.replaceChildren(...pieces);

    if (this.error && this.error.offset <= text.length) {
      const caret = h('span', { class: 'caret', 'data-testid': this.caretRow.dataset['caretTestid'], 'data-offset': this.error.offset }, '^');
      this.caretRow.replaceChildren(h('span', { class: 'caret-pad' }, text.slice(0, this.error.offset)), caret);
    } else {
      this.caretRow.replaceChildren();
    }
    this.followScroll();
  }

  /** The text [from, to) with the error's character wrapped in a span. */
  private marked(text: string, from: number, to: number): (Node | string)[] {
    const e = this.error;
    if (!e || e.length === 0 || e.offset < from || e.offset >= to) return from < to ? [text.slice(from, to)] : [];
    const end = Math.min(e.offset + e.length, to);
    return [text.slice(from, e.offset), h('span', { class: 'err-char' }, text.slice(e.offset, end)), text.slice(end, to)].filter((p) => p !== '');
  }

  private followScroll(): void {
    const shift = `translateX(${-this.input.scrollLeft}px)`;
    this.layer.style.transform = shift;
    this.caretRow.style.transform = shift;
  }
}
