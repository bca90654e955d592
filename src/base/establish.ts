import type { Span, UriSyntaxError } from '../combinators';
import { own } from '../own';
import { parseUriReference } from '../rfc2396/parse';
import { IgnoredBase, findHtmlBase } from './html';

/**
 * The layers of RFC 2396 §5.1, innermost (highest precedence) first.
 *
 * @example
 * ```ts
 * const r = establishBase({ retrieval: 'http://x/y' });
 * const source: BaseSource | undefined = r.ok ? r.value.source : undefined;
 * source; //=> 'retrieval'
 * ```
 */
export type BaseSource = 'content' | 'encapsulating' | 'retrieval' | 'fallback';
const ORDER: readonly BaseSource[] = ['content', 'encapsulating', 'retrieval', 'fallback'];

/**
 * What is known about a document, one field per layer of §5.1; every field is optional.
 *
 * @example
 * ```ts
 * const context: BaseContext = { content: '<head><base href="http://a/b/"></head>', retrieval: 'http://x/y' };
 * establishBase(context); //=> { ok: true, value: { base: 'http://a/b/', source: 'content' } }
 * ```
 */
export interface BaseContext {
  /**
   * §5.1.1: the document's content. A string is an HTML document, whose BASE in HEAD is
   * found per Appendix D; `{ base }` is a base the caller read from another media type
   * (MHTML's Content-Base, RFC 2110, say).
   */
  content?: string | { base: string };
  /** §5.1.2: the base URI of the entity the document is enclosed in (a message, another document). */
  encapsulating?: string;
  /** §5.1.3: the URI used to retrieve the document; after redirects, the last one. */
  retrieval?: string;
  /** §5.1.4: the application's default base. */
  fallback?: string;
}

/**
 * A candidate base that was given but is not an absolute URI, so the next layer was asked.
 *
 * @example
 * ```ts
 * const r = establishBase({ encapsulating: 'b/c', retrieval: 'http://x/y' });
 * const rejected: RejectedBase[] = r.ok ? r.value.rejected : [];
 * rejected; //=> [{ source: 'encapsulating', candidate: 'b/c', reason: 'relative' }]
 * ```
 */
export interface RejectedBase {
  source: BaseSource;
  candidate: string;
  /** `relative`: a URI reference without a scheme; `syntax`: not a URI reference at all. */
  reason: 'relative' | 'syntax';
  /** For `syntax`: the parser's error (offsets into `candidate`). */
  error?: UriSyntaxError;
  /** For a BASE href: where it is in the HTML document. */
  span?: Span;
  message: string;
}

/**
 * The base URI `establishBase` found: its text, which source gave it (RFC 2396 §5.1), and the candidates it passed over.
 *
 * @example
 * ```ts
 * const r: EstablishBaseResult = establishBase({ encapsulating: 'http://e/', retrieval: 'http://x/y' });
 * const established: EstablishedBase | undefined = r.ok ? r.value : undefined;
 * established; //=> { base: 'http://e/', source: 'encapsulating' }
 * ```
 */
export interface EstablishedBase {
  /** The base URI, as given by its source. */
  base: string;
  source: BaseSource;
  /** Candidates of higher precedence that were not absolute URIs, innermost first. */
  rejected: RejectedBase[];
  /** For HTML content: the BASE elements that did not count (after the first, outside HEAD, without href). */
  ignored: IgnoredBase[];
}

/**
 * Why `establishBase` found no base: none of the sources of RFC 2396 §5.1 (content, encapsulating
 * entity, retrieval URI, default) gave an absolute URI.
 *
 * @example
 * ```ts
 * const r = establishBase({ retrieval: 'b/c' });
 * const error: BaseError | undefined = r.ok ? undefined : r.error;
 * error?.code; //=> 'no-absolute-base'
 * ```
 */
export interface BaseError {
  code: 'no-absolute-base';
  message: string;
  rejected: RejectedBase[];
  ignored: IgnoredBase[];
}

/**
 * The result of `establishBase`: the base, or why there is none.
 *
 * @example
 * ```ts
 * const r: EstablishBaseResult = establishBase({ encapsulating: 'http://e/', retrieval: 'http://x/y' });
 * const established: EstablishedBase | undefined = r.ok ? r.value : undefined;
 * established; //=> { base: 'http://e/', source: 'encapsulating' }
 * ```
 */
export type EstablishBaseResult = { ok: true; value: EstablishedBase } | { ok: false; error: BaseError };

const FIELDS = new Set<string>(ORDER);

function check(context: unknown): asserts context is BaseContext {
  if (typeof context !== 'object' || context === null || Array.isArray(context)) {
    throw new TypeError('uri-grammar: establishBase expects an object { content?, encapsulating?, retrieval?, fallback? }');
  }
  for (const [key, value] of Object.entries(context)) {
    if (!FIELDS.has(key)) throw new TypeError(`uri-grammar: establishBase has no field ${JSON.stringify(key)}; the fields are ${ORDER.join(', ')}`);
    if (value === undefined || typeof value === 'string') continue;
    const embedded = key === 'content' && typeof value === 'object' && value !== null && typeof own(value as { base?: unknown }, 'base') === 'string';
    if (!embedded) throw new TypeError(`uri-grammar: establishBase: ${key} must be a string${key === 'content' ? ' (an HTML document) or { base: string }' : ''}`);
  }
}

const LAYER: Record<BaseSource, string> = {
  content: 'the base embedded in the content (§5.1.1)',
  encapsulating: 'the base of the encapsulating entity (§5.1.2)',
  retrieval: 'the retrieval URI (§5.1.3)',
  fallback: 'the default base (§5.1.4)',
};

/** Up to this many code units of a candidate are quoted in a message (the whole is `candidate`). */
const QUOTED = 80;

/** `candidate` quoted for a message: a long one cut, so that a message stays short whatever the document holds. */
function quotedCandidate(candidate: string): string {
  return candidate.length <= QUOTED ? JSON.stringify(candidate) : `${JSON.stringify(candidate.slice(0, QUOTED))}… (${candidate.length} code units)`;
}

/** The candidate's rejection, or undefined when it is an absolute URI. */
function rejection(source: BaseSource, candidate: string, span?: Span): RejectedBase | undefined {
  const r = parseUriReference(candidate);
  const at = span ? { span } : {};
  if (!r.ok) {
    return { source, candidate, reason: 'syntax', error: r.error, ...at, message: `${LAYER[source]} ${quotedCandidate(candidate)} is not a URI reference: ${r.error.message}` };
  }
  if (!r.value.absoluteURI) {
    return { source, candidate, reason: 'relative', ...at, message: `${LAYER[source]} ${quotedCandidate(candidate)} is relative; a base URI must be absolute (§5.1.1, Appendix D)` };
  }
  return undefined;
}

/**
 * Establishes the base URI of a document by RFC 2396 §5.1, in its order of precedence:
 * the base embedded in the content (for HTML, the first BASE href in HEAD: Appendix D),
 * that of the encapsulating entity, the URI used to retrieve the document, and the
 * application's default. A candidate that is not an absolute URI is passed over and
 * reported in `rejected`; when no layer gives an absolute URI, the result is an error.
 * A BASE href is never resolved against an outer layer: §5.1.1 requires it to be absolute.
 *
 * @example
 * ```ts
 * establishBase({ content: '<head><base href="http://a/b/"></head>', retrieval: 'http://x/y' })
 * //=> { ok: true, value: { base: 'http://a/b/', source: 'content', rejected: [], ignored: [] } }
 * ```
 */
export function establishBase(context: BaseContext): EstablishBaseResult {
  check(context);
  const rejected: RejectedBase[] = [];
  let ignored: IgnoredBase[] = [];
  for (const source of ORDER) {
    const given = own(context, source); // an inherited key is no layer
    if (given === undefined) continue;
    let candidate: string;
    let span: Span | undefined;
    if (typeof given === 'string' && source === 'content') {
      const scan = findHtmlBase(given);
      ignored = scan.ignored;
      if (!scan.base) continue;
      ({ href: candidate, span } = scan.base);
    } else {
      candidate = typeof given === 'string' ? given : own(given, 'base')!;
    }
    const bad = rejection(source, candidate, span);
    if (!bad) return { ok: true, value: { base: candidate, source, rejected, ignored } };
    rejected.push(bad);
  }
  const tried = rejected.length > 0 ? `: ${rejected.map((r) => r.message).join('; ')}` : '';
  const message = `no absolute base URI: none of ${ORDER.map((s) => LAYER[s]).join(', ')} gives one${tried}`;
  return { ok: false, error: { code: 'no-absolute-base', message, rejected, ignored } };
}
