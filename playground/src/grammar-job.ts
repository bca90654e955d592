// The grammar box's work, as the worker does it: compile the text (kept until the text, notation
// or start rule changes), then run it over the URI. Requests and answers are plain data, so they
// cross to and from the worker by structured clone.
import { compileGrammar, tryGrammar, type Compiled, type Notation } from './grammar';
import type { BnfNode, ParseResult, UriSyntaxError } from './lib';

export interface GrammarRequest {
  id: number;
  text: string;
  notation: Notation;
  start: string;
  input: string;
}

/** Why a text does not compile: the reader's error, with its line and column when it gives them. */
export type CompileFailure = Compiled & { ok: false };

/** The outcome of a request: the grammar's error, or its run over the URI (its tree or its syntax error). */
export type GrammarAnswer = { stage: 'compile'; failure: CompileFailure } | { stage: 'run'; result: ParseResult<BnfNode> };

/** What the worker posts: `compiled` once a new text is compiled (its run starts), then the `answer`. */
export type GrammarReply = { id: number; kind: 'compiled' } | { id: number; kind: 'answer'; answer: GrammarAnswer };

/** The fields of a syntax error, copied into a plain object (what the page draws, and all of it clones). */
function plainError(e: UriSyntaxError): UriSyntaxError {
  return {
    offset: e.offset,
    line: e.line,
    column: e.column,
    found: e.found,
    expected: [...e.expected],
    rulePath: [...e.rulePath],
    code: e.code,
    message: e.message,
    ...(e.span ? { span: { start: e.span.start, end: e.span.end } } : {}),
  };
}

/** The key a compiled grammar is kept under: a request with the same key reuses it. */
export const compileKey = (r: Pick<GrammarRequest, 'text' | 'notation' | 'start'>) => JSON.stringify([r.notation, r.start, r.text]);

/**
 * Answers requests, compiling a text only when it differs from the last one's.
 *
 * @example new GrammarJobs().answer({ id: 1, text: 'x = "x:" 1*digit', notation: 'bnf-rfc1738', start: 'x', input: 'x:1' }, post)
 */
export class GrammarJobs {
  private last: { key: string; compiled: Compiled } | undefined;
  /** Texts compiled so far (for tests: a new URI alone must not recompile). */
  compilations = 0;

  answer(request: GrammarRequest, post: (reply: GrammarReply) => void): void {
    const key = compileKey(request);
    if (this.last?.key !== key) {
      this.last = undefined; // a throw below must not leave the old grammar under the new key
      const compiled = compileGrammar(request.text, request.notation, request.start);
      this.compilations++;
      this.last = { key, compiled };
      post({ id: request.id, kind: 'compiled' });
    }
    const c = this.last.compiled;
    if (!c.ok) return post({ id: request.id, kind: 'answer', answer: { stage: 'compile', failure: c } });
    const r = tryGrammar(c.scheme, request.input);
    post({ id: request.id, kind: 'answer', answer: { stage: 'run', result: r.ok ? r : { ok: false, error: plainError(r.error) } } });
  }
}
