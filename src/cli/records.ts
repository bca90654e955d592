import { formatError, UriSyntaxError } from '../combinators';
import { formatResolveError, ResolveError } from '../resolver';
import { describeArgument } from '../resolver/errors';
import { EXIT, Io, UsageError } from './command';
import { diagnostics, flush, IoError, OutputClosed, write } from './io';
import { argumentBatch, DEFAULT_MAX_LINE, type LineBatch, NotUtf8, readBatches } from './lines';
import type { ParsedOptions } from './options';
import { jsonPieces } from './json-pieces';
import { OutBytes, type Part, PlainLines } from './out-bytes';
import { withMarkerLimit } from '../engine/compile/markers';
import { markerEntries } from './limits';

export type { Part };
import { escapedOffset, escapeUnsafe, jsonText, red } from './terminal';

/*
 * The CLI contract (docs/cli.md): every command that takes inputs writes one record per
 * input, in input order, on stdout, bad inputs included; with --json the record is one JSON
 * line { input, ok, value } or { input, ok: false, error }; without it, a human line, and
 * for a bad input a report with a caret on stderr. Exit 0 all ok, 1 some not ok, 2 usage or
 * I/O error. A command supplies `handle` (one input → Outcome) and `show`; runRecords does
 * the rest.
 */

/** The error fields of a JSON record. `argument` names the argument for two-argument commands. */
export interface RecordError {
  code: string;
  offset: number;
  line: number;
  column: number;
  /** The character at `offset` (a whole code point), null at the end of the input. */
  found: string | null;
  message: string;
  expected: readonly string[];
  rulePath: readonly string[];
  argument?: string;
}

/** A bad input: its record's error fields, and the human report (with a caret) for stderr. */
export interface Problem {
  error: RecordError;
  /** The report, every unsafe character of the input escaped (`\u202E`), red parts when `color`. */
  report(color: boolean): string;
}

/** What a command makes of one input. */
export type Outcome<V> = { ok: true; value: V } | { ok: false; problem: Problem };

/** The flags of every record command. */
export const recordFlags = { json: { type: 'boolean' }, quiet: { type: 'boolean', short: 'q' }, 'max-line': { type: 'string' } } as const;

/** Their help lines, for a command's --help. */
export const RECORD_HELP = `  -j, --json        one JSON line per input: {"input","ok":true,"value"} or {"input","ok":false,"error"} (error: code, offset, line, column, found, message, expected, rulePath); no stderr report
  -q, --quiet       write nothing; stop at the first input not ok (the exit status says it)
  --max-line SIZE   refuse (exit 2) an input longer than SIZE bytes: a number with an optional k, M or G suffix (binary multiples); default 100M`;

/** The exit status lines of a record command's --help. */
export const EXIT_HELP = `Exit status: 0 every input ok, 1 some input not ok, 2 usage or I/O error.`;

export interface RecordOptions {
  json: boolean;
  /** Nothing written for an input (grep -q): the exit status alone, the run ending at the first input not ok. */
  quiet: boolean;
  /** In bytes. */
  maxLine: number;
}

const UNITS: Record<string, number> = { '': 1, k: 1024, K: 1024, m: 1024 ** 2, M: 1024 ** 2, g: 1024 ** 3, G: 1024 ** 3 };

/** --json, --quiet and --max-line from parsed options (usage error for a bad size). `recordOptions({ 'max-line': '1M' })` → `{ json: false, quiet: false, maxLine: 1048576 }`. */
export function recordOptions(values: ParsedOptions['values']): RecordOptions {
  const raw = values['max-line'];
  let maxLine = DEFAULT_MAX_LINE;
  if (raw !== undefined) {
    const m = /^(\d+)([kKmMgG]?)$/.exec(String(raw));
    if (!m || Number(m[1]) === 0) throw new UsageError(`--max-line must be a positive number of bytes (e.g. 4096, 64k, 100M), got ${JSON.stringify(raw)}`);
    maxLine = Number(m[1]) * UNITS[m[2]];
  }
  const json = values.json === true;
  const quiet = values.quiet === true;
  if (json && quiet) throw new UsageError('--quiet writes nothing, --json a record per input: give one of them');
  return { json, quiet, maxLine };
}

/** What a record command supplies to runRecords. */
export interface Records<V> {
  /** The inputs given as arguments; none: stdin's lines. */
  inputs: readonly string[];
  /** What an argument input is called in a stderr label ("URI", "reference"): `reference 2: …`. */
  noun: string;
  /** One input → its value or its problem. Must not throw for any string. */
  handle(input: string): Outcome<V>;
  /** The human stdout line of a success. */
  show(value: V, input: string): string;
  /**
   * When every success's stdout line (with --json when `json`) is an ASCII `before`, the input
   * and an ASCII `after`, for an input with no character an escape rewrites (printable ASCII
   * but the backslash, and the quote in JSON): check's "valid: " line and `{"input":"…","ok":true}`.
   * Such lines are then written without being made (PlainLines).
   */
  plainLine?(json: boolean): readonly [before: string, after: string] | undefined;
  /** The human stdout line of a bad input; default `error[code]`. */
  showProblem?(problem: Problem, input: string): string;
  /**
   * For an input of LONG_INPUT characters or more: the human stdout line of a success in
   * pieces, written as they are made (parse: the AST's JSON, many times the input).
   * A --json record is then written in pieces too (src/cli/json-pieces.ts).
   */
  showPieces?(value: V, input: string): Iterable<string>;
  /** The JSON record's value; default the value itself. */
  json?(value: V): unknown;
  /** A success that still fails the exit status (equal: not equivalent). */
  failsExit?(value: V): boolean;
}

/** How a batch of records is written: which command, for which output. */
export interface RecordRun<V> {
  records: Records<V>;
  options: RecordOptions;
  color: Io['color'];
  /** Inputs from stdin (labels "line N") rather than arguments. */
  fromStdin: boolean;
  /** Whether a report on stderr carries its input's label (stdin, or several arguments). */
  labelled: boolean;
  /** Every record rendered as one text, never in pieces (a --jobs worker sends its records as bytes). */
  whole?: boolean;
}


/** From this many characters, an input's record is written in pieces when its command can (Records.showPieces). */
export const LONG_INPUT = 65536;

/** The parts of a batch, in order; `error` (the result of a line too large to write) ends it. */
export interface Rendered {
  parts: Part[];
  error?: string;
}

/**
 * The records of a batch of inputs, into `out`: the stdout records as UTF-8 bytes gathered in
 * large chunks (no string or write per line), broken by each report a bad input writes on
 * stderr, so that the two streams keep their order when they go to the same place. Returns
 * the parts sealed so far (what is still gathered stays in `out` for the next batch: `end()`
 * it after the last). Synchronous: a worker thread (--jobs) renders batches the same way.
 */
export function renderBatch<V>(batch: LineBatch, run: RecordRun<V>, out: OutBytes): Rendered {
  const { records, options, labelled } = run;
  const name = (k: number) => `${run.fromStdin ? 'line' : records.noun} ${batch.first + k}`;
  const shape = records.plainLine?.(options.json);
  const plain = shape && new PlainLines(out, batch, shape[0], shape[1], options.json);
  for (let k = 0; k < batch.texts.length; k++) {
    const input = batch.texts[k];
    const at = batch.notUtf8?.[k];
    let outcome: Outcome<V>;
    let text: string;
    try {
      // every derivation of the line's grammars held to the line's memory bound (a tree of a node per character or so is refused)
      outcome = at ? { ok: false, problem: utf8Problem(input, at) } : withMarkerLimit(markerEntries(input.length), () => records.handle(input));
      if (plain) {
        if (outcome.ok && !records.failsExit?.(outcome.value) && plain.add(input)) continue;
        plain.skip(input);
      }
      if (outcome.ok && records.showPieces && !run.whole && input.length >= LONG_INPUT) {
        out.part({ pieces: recordPieces(run, input, outcome.value), failed: records.failsExit?.(outcome.value) ? 1 : 0 });
        out.byte(LF);
        continue;
      }
      text = recordText(run, input, outcome);
    } catch (e) {
      // V8's longest string is about 512 MiB: the AST of a huge input can outgrow it (or a command refuses it first).
      if (!(e instanceof RangeError)) throw e;
      plain?.flush();
      out.seal();
      return { parts: out.take(), error: `${name(k)}: the result is too large to write (${e.message})` };
    }
    out.line(text, !outcome.ok || records.failsExit?.(outcome.value) === true);
    if (!outcome.ok && !options.json) out.part({ report: (labelled ? `${name(k)}: ` : '') + outcome.problem.report(run.color.stderr) + '\n' });
  }
  plain?.flush();
  return { parts: out.take() };
}

const LF = 10;

/** How much stdout text is gathered before it is written: few writes, little memory. */
const OUT_BUFFER = 65536;

/**
 * Writes rendered parts to stdout and stderr, stdout buffered; counts the records that make
 * the status 1 as they are handed to stdout, so that a closed stdout keeps the status of
 * what was written (not of what was read and still gathered).
 */
export class RecordWriter {
  /** Records written that make the status 1. */
  failed = 0;
  /** The stdout records of the batches rendered here (renderBatch, lint), gathered as bytes. */
  readonly bytes = new OutBytes();
  private pending = '';
  private pendingFailed = 0;

  constructor(private readonly io: Io) {}

  async write(parts: readonly Part[]): Promise<void> {
    for (const part of parts) {
      if ('pieces' in part) {
        await this.flushPending();
        this.failed += part.failed; // handed to stdout from its first piece, as a whole record is
        await this.writePieces(part.pieces);
      } else if ('report' in part) {
        await this.flushPending();
        await write(this.io.stderr, part.report);
      } else if (typeof part.out !== 'string' || part.out.length >= OUT_BUFFER) {
        await this.flushPending();
        this.failed += part.failed;
        await write(this.io.stdout, part.out);
      } else {
        this.pending += part.out;
        this.pendingFailed += part.failed;
        if (this.pending.length >= OUT_BUFFER) await this.flushPending();
      }
    }
  }

  /** Writes a record made in pieces, OUT_BUFFER characters at a time, each write awaited (constant memory). */
  private async writePieces(pieces: Iterable<string>): Promise<void> {
    let text = '';
    for (const piece of pieces) {
      text += piece;
      if (text.length < OUT_BUFFER) continue;
      await write(this.io.stdout, text);
      text = '';
    }
    if (text.length > 0) await write(this.io.stdout, text);
  }

  /** Hands what is gathered to stdout: the parts written before, then the bytes rendered since. */
  async flush(): Promise<void> {
    const parts = this.bytes.end();
    if (parts.length > 0) await this.write(parts);
    await this.flushPending();
  }

  /** Hands the text parts gathered to stdout. */
  private async flushPending(): Promise<void> {
    const text = this.pending;
    const failed = this.pendingFailed;
    this.pending = '';
    this.pendingFailed = 0;
    this.failed += failed;
    if (text.length > 0) await write(this.io.stdout, text);
  }

  /** Writes what is gathered, then rethrows `e` (a read error or a line over --max-line ends the run after the records before it). */
  async failWith(e: unknown): Promise<never> {
    if (e instanceof IoError) {
      try {
        await this.flush();
      } catch (closed) {
        if (!(closed instanceof OutputClosed)) throw closed;
      }
    }
    throw e;
  }
}

/** Renders stdin's batches elsewhere (worker threads: jobs.ts) and hands them to `writer` in input order. */
export interface Parallel {
  run(io: Io, options: RecordOptions, writer: RecordWriter): Promise<void>;
}

/**
 * Runs a record command over its inputs: writes the records and reports, resolves to the
 * exit status. A closed stdout (EPIPE) ends the run with the status so far; a write or read
 * error is thrown as IoError (main: one line, exit 2). With `parallel` (check and parse's
 * --jobs, jobs.ts), worker threads render the batches of stdin, written in input order.
 */
export async function runRecords<V>(io: Io, options: RecordOptions, records: Records<V>, parallel?: Parallel): Promise<number> {
  diagnostics(io.stderr); // main does it too; a command run on its own (a spec) as well
  const fromStdin = records.inputs.length === 0;
  const run: RecordRun<V> = { records, options, color: io.color, fromStdin, labelled: fromStdin || records.inputs.length > 1 };
  if (options.quiet) return quietStatus(io, options, records);
  const writer = new RecordWriter(io);
  try {
    if (fromStdin && parallel) {
      await parallel.run(io, options, writer);
    } else {
      const batches = fromStdin ? readBatches(io.stdin, options.maxLine) : [argumentBatch(records.inputs, options.maxLine)];
      for await (const batch of batches) {
        const rendered = renderBatch(batch, run, writer.bytes);
        await writer.write(rendered.parts);
        if (rendered.error) throw new IoError(rendered.error);
      }
    }
    await writer.flush();
    await flush(io.stdout);
  } catch (e) {
    if (!(e instanceof OutputClosed)) await writer.failWith(e);
  }
  return writer.failed > 0 ? EXIT.failed : EXIT.ok;
}

/**
 * --quiet: the exit status alone. Nothing is written for an input, and the run stops at the
 * first input not ok, without reading further (as `grep -q` stops at its first match); a
 * read error or a line over --max-line is still an I/O error (exit 2).
 */
async function quietStatus<V>(io: Io, options: RecordOptions, records: Records<V>): Promise<number> {
  const batches = records.inputs.length === 0 ? readBatches(io.stdin, options.maxLine) : [argumentBatch(records.inputs, options.maxLine)];
  for await (const batch of batches) {
    for (let k = 0; k < batch.texts.length; k++) {
      if (batch.notUtf8?.[k]) return EXIT.failed;
      const outcome = records.handle(batch.texts[k]);
      if (!outcome.ok || records.failsExit?.(outcome.value)) return EXIT.failed;
    }
  }
  return EXIT.ok;
}

/** The stdout line of a success, in pieces (without its newline): recordText's, for a command with showPieces. */
function recordPieces<V>(run: RecordRun<V>, input: string, value: V): Iterable<string> {
  const { records, options } = run;
  if (options.json) return jsonPieces({ input, ok: true, value: records.json ? records.json(value) : value });
  return records.showPieces!(value, input);
}

/** The stdout line of a record (without its newline). */
function recordText<V>(run: RecordRun<V>, input: string, outcome: Outcome<V>): string {
  const { records, options } = run;
  if (options.json) {
    // A success without a value (check): the text of jsonText({ input, ok: true }), without an object per line.
    if (outcome.ok && outcome.value === undefined && !records.json) return `{"input":${jsonText(input)},"ok":true}`;
    return jsonText(outcome.ok ? { input, ok: true, value: records.json ? records.json(outcome.value) : outcome.value } : { input, ok: false, error: outcome.problem.error });
  }
  if (outcome.ok) return records.show(outcome.value, input);
  return red(records.showProblem ? records.showProblem(outcome.problem, input) : `error[${outcome.problem.error.code}]`, run.color.stdout);
}

/** The problem of an input outside a grammar: the parser's error. */
export function syntaxProblem(e: UriSyntaxError, input: string): Problem {
  const { code, offset, line, column, found, message, expected, rulePath } = e;
  return {
    error: { code, offset, line, column, found, message, expected, rulePath },
    report: (color) => colored(safely(input, offset, message, (i, o, m) => formatError({ ...e, offset: o, message: m }, i)), color),
  };
}

/** The problem of a resolver error (resolve, normalize, relativize, equal): the syntax error's fields when there is one. */
export function resolveProblem(e: ResolveError): Problem {
  const s = e.syntax;
  const position = s ? { line: s.line, column: s.column, found: s.found } : positionOf(e.input, e.offset);
  return {
    error: { code: s ? s.code : e.code, offset: e.offset, ...position, message: e.message, expected: s ? s.expected : [], rulePath: s ? s.rulePath : [], argument: e.argument },
    report: (color) =>
      colored(
        s
          ? `in ${describeArgument(e.argument)}: ` + safely(e.input, s.offset, s.message, (i, o, m) => formatError({ ...s, offset: o, message: m }, i))
          : safely(e.input, e.offset, e.message, (i, o, m) => formatResolveError({ ...e, input: i, offset: o, message: m })),
        color,
      ),
  };
}

/** The problem of a line whose bytes are not UTF-8. */
export function utf8Problem(text: string, at: NotUtf8): Problem {
  const hex = at.byte.toString(16).toUpperCase().padStart(2, '0');
  const message = `The input is not valid UTF-8 at byte offset ${at.byteOffset} (byte 0x${hex}); a URI is written in ASCII (RFC 2396 §2.1) and any other octet is escaped: write this one as %${hex}.`;
  const error = { code: 'invalid-utf8', offset: at.offset, line: 1, column: at.offset + 1, found: text.codePointAt(at.offset) === undefined ? null : String.fromCodePoint(text.codePointAt(at.offset)!), message, expected: [], rulePath: [] };
  return { error, report: (color) => colored(safely(text, at.offset, message, (i, o, m) => formatError({ ...error, offset: o, message: m } as unknown as UriSyntaxError, i)), color) };
}

/** 1-based line and column (UTF-16 units) of `offset`, and the code point there. */
function positionOf(input: string, offset: number): { line: number; column: number; found: string | null } {
  const before = input.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  const c = input.codePointAt(offset);
  return { line: before.split('\n').length, column: offset - lineStart + 1, found: c === undefined ? null : String.fromCodePoint(c) };
}

/**
 * A library report (rendered by `render` from input, offset and message) with no unsafe
 * character raw: when the input has some, the code frame and caret come from the escaped
 * input (`\u202E`, the caret moved to match) and the first line from the original.
 */
function safely(input: string, offset: number, message: string, render: (input: string, offset: number, message: string) => string): string {
  const plain = render(input, offset, message);
  const safeInput = escapeUnsafe(input);
  if (safeInput === input) return plain.split('\n').map(escapeUnsafe).join('\n');
  const shown = render(safeInput, escapedOffset(input, offset), escapeUnsafe(message));
  return escapeUnsafe(plain.slice(0, plain.indexOf('\n'))) + shown.slice(shown.indexOf('\n'));
}

/** The report with its code and caret in red, when `color`. */
function colored(report: string, color: boolean): string {
  if (!color) return report;
  // the code by indexOf, not /error\[[^\]]*\]/, which retries at every "error[" of a line without "]"
  const at = report.indexOf('error[');
  const close = at < 0 ? -1 : report.indexOf(']', at + 6);
  const coded = close < 0 ? report : report.slice(0, at) + red(report.slice(at, close + 1), true) + report.slice(close + 1);
  return coded.replace(/^( *)\^$/m, (_m, indent: string) => indent + red('^', true));
}
