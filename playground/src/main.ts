// The playground page: one input, everything the library says about it, updated as you type.
import { renderComponents } from './components';
import { byTestId, h } from './dom';
import { codeFrame, renderSyntaxError } from './errors';
import { MarkedField } from './field';
import { NOTATIONS, Notation, available, ruleNames } from './grammar';
import { GRAMMAR_BUDGET_MS, GrammarClient, type Ask, type GrammarStatus } from './grammar-client';
import type { DotSegmentsAboveRoot, SameSchemeLoophole, Span, Updates, UriSyntaxError } from './lib';
import { components, lookupScheme, parseUriReference, parseUrl, resolve, schemeFromAbnf } from './lib';
import { referenceComponents, resolutionSteps, sameComponents } from './resolution';
import { DEFAULTS, EXAMPLES, EXAMPLE_GRAMMAR_READS } from './defaults';
import { State, hashOf, oneOf, readState, type Check, type Reading } from './state';
import { renderTree, setAllOpen } from './tree';

const uriField = new MarkedField({ id: 'uri', testId: 'uri-input', caretTestId: 'error-caret', highlightTestId: 'highlight', label: 'URI reference', placeholder: 'type or paste a URI' });
const baseField = new MarkedField({ id: 'base', testId: 'base-input', caretTestId: 'base-error-caret', label: 'Base URI', placeholder: 'an absolute URI' });
byTestId('verdict'); // the static hooks must be there before anything is wired
document.getElementById('uri-slot')!.replaceWith(uriField.element);
document.getElementById('base-slot')!.replaceWith(baseField.element);

const el = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const above = el<HTMLSelectElement>('above');
const loophole = el<HTMLSelectElement>('loophole');
const updates = el<HTMLSelectElement>('updates');
const notation = el<HTMLSelectElement>('notation');
const start = el<HTMLSelectElement>('start');
const grammar = el<HTMLTextAreaElement>('grammar');

for (const n of NOTATIONS) {
  notation.append(h('option', { value: n.value, disabled: !available(n.value) }, available(n.value) ? n.label : `${n.label} — not in this build`));
}
notation.dataset['abnf'] = schemeFromAbnf ? 'available' : 'missing';

const highlight = (span: Span | undefined) => uriField.setHighlight(span);

function verdict(element: HTMLElement, text: string, ok: boolean | undefined): void {
  element.textContent = text;
  element.className = `verdict ${ok === undefined ? 'neutral' : ok ? 'ok' : 'bad'}`;
}

/** "absoluteURI · hier_part · net_path": the forms the input takes, from the AST. */
function kindOf(value: ReturnType<typeof parseUriReference> & { ok: true }): string {
  const ref = value.value;
  const parts: string[] = [];
  if (ref.absoluteURI) {
    parts.push('absoluteURI');
    const a = ref.absoluteURI;
    if (a.opaquePart) parts.push('opaque_part');
    else parts.push('hier_part', a.hierPart!.netPath ? 'net_path' : 'abs_path');
  } else if (ref.relativeURI) {
    const r = ref.relativeURI;
    parts.push('relativeURI', r.netPath ? 'net_path' : r.absPath ? 'abs_path' : 'rel_path');
  } else {
    parts.push('empty reference (this document)');
  }
  if (ref.fragment) parts.push('fragment');
  return parts.join(' · ');
}

function errorField(error: UriSyntaxError) {
  return { offset: error.offset, length: error.found?.length ?? 0 };
}

// ---- The sections, each redrawn from the current input.

function showParse(input: string, parsed: ReturnType<typeof parseUriReference>): void {
  verdict(byTestId('verdict'), parsed.ok ? 'valid' : 'invalid', parsed.ok);
  el('kind').textContent = parsed.ok ? kindOf(parsed) : 'not an RFC 2396 URI-reference';
  el('length').textContent = `${input.length} character${input.length === 1 ? '' : 's'}`;
  uriField.setError(parsed.ok ? undefined : errorField(parsed.error));
  el('error').replaceChildren(...(parsed.ok ? [] : [renderSyntaxError(parsed.error, 'error', { text: input })]));
  el('ast').replaceChildren(parsed.ok ? renderTree(parsed.value, highlight) : h('p', { class: 'muted' }, 'No tree: the input is not a URI reference (see the error above).'));
  el('components').replaceChildren(...renderComponents(parsed.ok ? components(parsed.value) : undefined, highlight));
}

function showResolution(input: string): void {
  const base = baseField.value;
  const baseParsed = parseUriReference(base);
  baseField.setError(baseParsed.ok ? undefined : errorField(baseParsed.error));
  const options = { dotSegmentsAboveRoot: above.value as DotSegmentsAboveRoot, sameSchemeLoophole: loophole.value as SameSchemeLoophole };
  const result = resolve(base, input, options);
  const resolved = el<HTMLOutputElement>('resolved');
  const steps = el('steps');
  el('same-document').hidden = !(result.ok && result.value.sameDocument);
  if (!result.ok) {
    resolved.textContent = '—';
    resolved.dataset['ok'] = 'false';
    const e = result.error;
    el('resolve-error').replaceChildren(
      h(
        'div',
        { class: 'error' },
        h('p', { class: 'error-head' }, h('span', { class: 'error-code', 'data-testid': 'resolve-error-code' }, e.code), ` in the ${e.argument} at offset ${e.offset}`),
        // A syntax error already has its caret under its own input.
        e.code === 'syntax' ? null : codeFrame(e.input, e.offset),
        h('p', { class: 'error-message' }, e.message),
      ),
    );
    steps.replaceChildren();
    return;
  }
  resolved.textContent = result.value.text;
  resolved.dataset['ok'] = 'true';
  el('resolve-error').replaceChildren();
  const ref = referenceComponents(input);
  if (!baseParsed.ok || !ref) return steps.replaceChildren();
  const target = result.value.components;
  const walk = resolutionSteps(components(baseParsed.value), ref.reference, options, target.path);
  const items = walk.steps.map((s) =>
    h('li', { 'data-step': s.step }, h('span', { class: 'step-no' }, s.step), h('span', { class: 'step-says' }, s.says),
      s.value === undefined ? null : h('code', { class: 'step-value' }, JSON.stringify(s.value)),
      s.remark === undefined ? null : h('code', { class: 'step-value' }, s.remark),
    ),
  );
  items.push(h('li', { 'data-step': '7' }, h('span', { class: 'step-no' }, '7'), h('span', { class: 'step-says' }, 'The components recomposed: the target.'), h('code', { class: 'step-value' }, JSON.stringify(result.value.text))));
  if (ref.emptyPath) {
    items.unshift(h('li', { class: 'remark', 'data-step': 'empty-path' }, `${JSON.stringify(input)} is not an RFC 2396 URI-reference (rel_path needs a segment), but Appendix C resolves ?y and §5.2 step 2 speaks of an empty path with a query: the resolver reads it as an empty-path reference.`));
  }
  if (!sameComponents(walk.target, target)) {
    items.push(h('li', { class: 'warning', 'data-step': 'warning' }, 'These steps, rebuilt from the components, do not give the library’s target: trust the target.'));
  }
  steps.replaceChildren(...items);
}

function showScheme(input: string, parsed: ReturnType<typeof parseUriReference>): void {
  const status = byTestId('scheme-verdict');
  const note = el('scheme-note');
  const tree = el('scheme-tree');
  el('scheme-error').replaceChildren();
  tree.replaceChildren();
  if (!parsed.ok) {
    verdict(status, 'invalid', false);
    note.textContent = 'parseUrl first reads the URI reference (RFC 2396): the error is the one above.';
    return;
  }
  const url = parseUrl(input, { updates: updates.value as Updates });
  if (!url.ok) {
    verdict(status, 'invalid', false);
    note.textContent = `not in its scheme's grammar, or not in the generic syntax that scheme requires`;
    el('scheme-error').replaceChildren(renderSyntaxError(url.error, 'scheme-error', { text: input, frame: true, caretTestId: 'scheme-caret' }));
    return;
  }
  if (url.value.schemeName === null) {
    verdict(status, 'generic', undefined);
    const scheme = url.value.components.scheme;
    note.textContent = scheme === undefined ? 'No scheme: a relative reference has no scheme grammar.' : `No scheme grammar is registered for "${scheme}": the generic RFC 2396 tree is all there is.`;
    return;
  }
  verdict(status, 'valid', true);
  const source = lookupScheme(url.value.schemeName)?.source;
  note.textContent = `${url.value.schemeName}: the ${(url.value.url as { type: string }).type} rule of ${source === 'user' || source === undefined ? 'your grammar' : source.toUpperCase().replace('RFC', 'RFC ')}, with ${url.value.generic.toUpperCase().replace('RFC', 'RFC ')} generic syntax`;
  tree.replaceChildren(renderTree(url.value.url, highlight));
}

/** The grammar worker's script, inlined by build.mjs: a page opened from file:// may start a worker from a blob: URL only. */
declare const GRAMMAR_WORKER_SOURCE: string;
let workerUrl: string | undefined;
const grammarClient = new GrammarClient(
  () => new Worker((workerUrl ??= URL.createObjectURL(new Blob([GRAMMAR_WORKER_SOURCE], { type: 'text/javascript' }))), { name: 'grammar' }),
  GRAMMAR_BUDGET_MS,
  (status, ask) => guarded('grammar box', 'grammar-error', () => drawGrammar(status, ask)),
);

/** The start-rule menu: "first rule" and each rule the text defines. */
function fillStartRules(names: string[], chosen: string): void {
  const options = [h('option', { value: '' }, names.length > 0 ? `first rule (${names[0]})` : 'first rule'), ...names.map((n) => h('option', { value: n }, n))];
  start.replaceChildren(...options);
  start.value = names.includes(chosen) ? chosen : '';
}

/** The grammar box grows with its text, from 6 to 24 lines (then it scrolls). */
function fitGrammarBox(): void {
  grammar.rows = Math.min(24, Math.max(6, grammar.value.split('\n').length + 1));
}

/** Compiling and running happen in the worker; its answer is drawn by drawGrammar. */
function showGrammar(input: string): void {
  const text = grammar.value;
  fitGrammarBox();
  const names = ruleNames(text);
  fillStartRules(names, start.value);
  grammarClient.ask({ text, notation: notation.value as Notation, start: start.value || names[0] || '', input });
}

/** A run over a new URI usually answers within a frame or two: only a slower one says "running…". */
const RUNNING_SHOWN_AFTER_MS = 150;
let runningTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The untouched example grammar over a URI it fails at the first character: the grammar was
 * not written for that URI (the default one, on a first load), so the box stays quiet.
 */
function isExampleElsewhere(ask: Ask, offset: number): boolean {
  return offset === 0 && ask.text === DEFAULTS.grammar && ask.notation === DEFAULTS.notation && ask.start === ruleNames(DEFAULTS.grammar)[0];
}

function drawGrammar(status: GrammarStatus, ask: Ask): void {
  clearTimeout(runningTimer);
  document.body.dataset['grammar'] = status.state === 'compiling' || status.state === 'running' ? 'busy' : 'idle';
  const verdictEl = byTestId('grammar-verdict');
  const note = el('grammar-note');
  const tree = el('grammar-tree');
  const errors = el('grammar-error');
  const seconds = `${GRAMMAR_BUDGET_MS / 1000} s`;
  if (status.state === 'running') {
    // Until the answer, the last one stays (no flicker while typing); a slow run says so.
    runningTimer = setTimeout(() => {
      verdict(verdictEl, 'running…', undefined);
      note.textContent = `over the URI, in a worker (stopped after ${seconds})`;
    }, RUNNING_SHOWN_AFTER_MS);
    return;
  }
  tree.replaceChildren();
  errors.replaceChildren();
  if (status.state === 'compiling') {
    verdict(verdictEl, 'compiling…', undefined);
    note.textContent = `in a worker: the page stays usable (stopped after ${seconds})`;
    return;
  }
  if (status.state !== 'done') {
    verdict(verdictEl, status.state, false);
    note.textContent = status.state === 'stopped' ? `over the time budget of ${seconds}` : 'the worker failed';
    const says =
      status.state === 'failed'
        ? `The grammar worker failed: ${status.message}`
        : status.stage === 'compile'
          ? `Compiling this grammar took more than ${seconds}, so the page stopped it. Edit the grammar to try again: large repetition counts (10000"ab") inside alternatives, in many rules, cost the most.`
          : `Running this grammar over the URI took more than ${seconds}, so the page stopped it. Edit the URI or the grammar to try again.`;
    errors.replaceChildren(h('div', { class: 'error' }, h('p', { class: 'error-message', 'data-testid': 'grammar-message' }, says)));
    return;
  }
  const answer = status.answer;
  if (answer.stage === 'compile') {
    const c = answer.failure;
    verdict(verdictEl, 'grammar error', false);
    note.textContent = c.name;
    const line = c.line !== undefined ? ask.text.split('\n')[c.line - 1] : undefined;
    errors.replaceChildren(
      h('div', { class: 'error' }, line !== undefined ? codeFrame(line, Math.max(0, (c.column ?? 1) - 1), 'grammar-text-caret') : null, h('p', { class: 'error-message', 'data-testid': 'grammar-message' }, c.message)),
    );
    return;
  }
  const r = answer.result;
  if (!r.ok && isExampleElsewhere(ask, r.error.offset)) {
    // Not an error of the user's: the example grammar was written for other URIs.
    verdict(verdictEl, 'not tried', undefined);
    note.textContent = `the example grammar reads ${EXAMPLE_GRAMMAR_READS}, and the URI above is not one: edit the grammar for your scheme, or try the ldap example`;
    return;
  }
  if (!r.ok) {
    verdict(verdictEl, 'invalid', false);
    note.textContent = `not matched by ${ask.start}`;
    errors.replaceChildren(renderSyntaxError(r.error, 'grammar-error', { text: ask.input, frame: true, caretTestId: 'grammar-caret' }));
    return;
  }
  verdict(verdictEl, 'valid', true);
  note.textContent = `matched by ${ask.start}${ask.input.includes('#') ? ' (up to the fragment)' : ''}`;
  tree.replaceChildren(renderTree(r.value, highlight));
}

// ---- State and events.

function current(): State {
  return { uri: uriField.value, base: baseField.value, above: above.value, loophole: loophole.value, updates: updates.value, notation: notation.value, start: start.value, grammar: grammar.value };
}

/**
 * Runs one section; should it throw (a bug: the library answers strings with results), the
 * section says so and the others still run.
 */
function guarded(section: string, panel: string, draw: () => void): void {
  try {
    draw();
  } catch (e) {
    console.error(e);
    el(panel).replaceChildren(h('div', { class: 'error' }, h('p', { class: 'error-message' }, `Internal error in the ${section}: ${e instanceof Error ? e.message : String(e)}`)));
  }
}

function update(): void {
  const input = uriField.value;
  const parsed = parseUriReference(input);
  guarded('parse', 'error', () => showParse(input, parsed));
  guarded('resolution', 'resolve-error', () => showResolution(input));
  guarded('scheme grammar', 'scheme-error', () => showScheme(input, parsed));
  guarded('grammar box', 'grammar-error', () => showGrammar(input));
  writeState();
}

/** Keeps the state in the address, without a history entry per keystroke. */
function writeState(): void {
  const hash = hashOf(current(), DEFAULTS);
  try {
    history.replaceState(null, '', hash ? `#${hash}` : location.pathname + location.search);
  } catch {
    // Some browsers refuse replaceState on file:// pages; the page works without it.
  }
}

let scheduled = false;
/** One redraw per frame however fast the keys come. */
function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(() => {
    scheduled = false;
    update();
  });
}

// ---- The address: a link is anyone's text, so each value is checked before the page uses it.

const menu = (select: HTMLSelectElement) => oneOf([...select.options].filter((o) => !o.disabled).map((o) => o.value));
const oneLine: Check = (value) => (/[\r\n]/.test(value) ? 'a line break, which the one-line field cannot hold' : undefined);
/** In this order: `start` is checked against the grammar and notation accepted before it. */
const CHECKS: Partial<Record<keyof State, Check>> = {
  uri: oneLine,
  base: oneLine,
  above: menu(above),
  loophole: menu(loophole),
  updates: menu(updates),
  notation: menu(notation),
  start: (value, state) => (value === '' || ruleNames(state.grammar).includes(value) ? undefined : 'the grammar defines no rule of that name'),
};

const hashNotice = el('hash-notice');

/** Puts a link's state in the fields, and lists what of the link was ignored. */
function apply({ state, notices }: Reading): void {
  uriField.value = state.uri;
  baseField.value = state.base;
  above.value = state.above;
  loophole.value = state.loophole;
  updates.value = state.updates;
  notation.value = state.notation;
  grammar.value = state.grammar;
  fillStartRules(ruleNames(state.grammar), state.start);
  hashNotice.hidden = notices.length === 0;
  hashNotice.replaceChildren(
    h('p', {}, `The link had ${notices.length === 1 ? 'a part' : `${notices.length} parts`} this page ignored:`),
    h('ul', {}, ...notices.map((n) => h('li', {}, n))),
    h('button', { type: 'button', class: 'dismiss', onclick: () => (hashNotice.hidden = true) }, 'Dismiss'),
  );
}

apply(readState(location.hash, DEFAULTS, CHECKS));
// The page writes its address with replaceState, which fires no hashchange: this is an edited or followed link.
window.addEventListener('hashchange', () => {
  apply(readState(location.hash, DEFAULTS, CHECKS));
  update();
});

for (const input of [uriField.input, baseField.input, grammar]) input.addEventListener('input', schedule);

// A one-line input drops the line breaks of pasted text (HTML's value sanitization): say so,
// since the text checked is then not the text copied.
const pasteNote = el('paste-note');
uriField.input.addEventListener('paste', (e) => {
  const pasted = e.clipboardData?.getData('text') ?? '';
  const breaks = pasted.match(/\r\n|\r|\n/g)?.length ?? 0;
  pasteNote.hidden = breaks === 0;
  pasteNote.textContent = `The pasted text had ${breaks} line break${breaks === 1 ? '' : 's'}, which a one-line field drops: they are not checked. (No URI contains one: RFC 2396 §2.4.3 excludes control characters.)`;
});
uriField.input.addEventListener('keydown', () => (pasteNote.hidden = true));
for (const select of [above, loophole, updates, notation, start]) select.addEventListener('change', schedule);

const examples = el('examples');
for (const [label, uri] of EXAMPLES) {
  examples.append(
    h('button', {
      type: 'button',
      class: 'example',
      title: uri,
      onclick: () => {
        uriField.value = uri;
        uriField.input.focus();
        update();
      },
    }, label),
  );
}

el('expand-all').addEventListener('click', () => {
  const tree = el('ast').querySelector<HTMLElement>('.tree');
  if (tree) setAllOpen(tree, true);
});
el('collapse-all').addEventListener('click', () => {
  const tree = el('ast').querySelector<HTMLElement>('.tree');
  if (tree) setAllOpen(tree, false);
});

document.addEventListener('keydown', (e) => {
  const typing = e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLSelectElement;
  if (e.key === 'Escape') highlight(undefined);
  else if (e.key === '/' && !typing && !e.ctrlKey && !e.metaKey && !e.altKey) {
    e.preventDefault();
    uriField.input.focus();
    uriField.input.select();
  }
});

update();
uriField.input.focus();
document.body.dataset['ready'] = 'true';
