import { readFile } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { fileError } from './file-errors';

/** The reader of stdout went away (EPIPE, `uri-grammar check < big | head -1`): stop quietly, exit with the code so far. */
export class OutputClosed extends Error {}

/** A stream or file could not be read or written (ENOSPC, EISDIR, EIO, a line over --max-line): one line on stderr, exit 2. */
export class IoError extends Error {}

const REASONS: Record<string, string> = {
  ENOSPC: 'no space left on device',
  EISDIR: 'is a directory',
  EIO: 'input/output error',
  EACCES: 'permission denied',
  EBADF: 'bad file descriptor',
  EFBIG: 'file too large',
  EDQUOT: 'disk quota exceeded',
};

/** "no space left on device (ENOSPC)": an errno error in one short phrase. */
export function reason(e: NodeJS.ErrnoException): string {
  return e.code ? `${REASONS[e.code] ?? e.message.replace(/^\w+: /, '')} (${e.code})` : e.message;
}

/**
 * A writable stream as the CLI writes it: waits for 'drain' (constant memory), remembers
 * the first write error (reported by the write callback, one write late at worst) and turns
 * it into OutputClosed (EPIPE) or IoError. Errors on stderr are swallowed: there is nowhere
 * left to report them, and stdout's records go on.
 */
class Sink {
  private failure: NodeJS.ErrnoException | undefined;
  /** Writes whose callback has not come yet, and who waits for them (flush, or a write waiting for drain). */
  private outstanding = 0;
  private wake: (() => void) | undefined;

  constructor(
    private readonly stream: Writable,
    private readonly name: string,
    private readonly quiet: boolean,
  ) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      this.failure ??= e;
    });
  }

  private readonly written = (e?: Error | null): void => {
    if (e) this.failure ??= e as NodeJS.ErrnoException;
    this.outstanding--;
    if (e || this.outstanding === 0) this.wake?.();
  };

  async write(text: string | Uint8Array): Promise<void> {
    this.check();
    if (this.failure) return; // quiet and failed: drop
    this.outstanding++;
    if (!this.stream.write(text, this.written)) {
      // Full buffer: wait for drain, or for a failed write (after which drain never comes).
      await new Promise<void>((resolve) => {
        const done = () => {
          this.stream.off('drain', done);
          this.wake = undefined;
          resolve();
        };
        this.stream.on('drain', done);
        this.wake = () => this.failure && done();
      });
    }
    this.check();
  }

  /** Waits until every write has been handed to the system; throws if any failed. */
  async flush(): Promise<void> {
    if (this.outstanding > 0 && !this.failure) {
      await new Promise<void>((resolve) => {
        this.wake = () => {
          if (this.outstanding === 0 || this.failure) {
            this.wake = undefined;
            resolve();
          }
        };
      });
    }
    this.check();
  }

  private check(): void {
    const e = this.failure;
    if (!e || this.quiet) return;
    if (e.code === 'EPIPE' || e.code === 'ERR_STREAM_DESTROYED') throw new OutputClosed(`${this.name} closed`);
    throw new IoError(`cannot write to ${this.name}: ${reason(e)}`);
  }
}

const sinks = new WeakMap<Writable, Sink>();

function sinkOf(stream: Writable): Sink {
  let sink = sinks.get(stream);
  if (!sink) sinks.set(stream, (sink = new Sink(stream, 'stdout', false)));
  return sink;
}

/** Marks `stream` as a diagnostics stream (stderr): its write errors are ignored. Call before writing. */
export function diagnostics(stream: Writable): void {
  if (!sinks.has(stream)) sinks.set(stream, new Sink(stream, 'stderr', true));
}

/**
 * Writes `text` to `stream`, waiting when its buffer is full. Throws OutputClosed when the
 * reader has gone (EPIPE) and IoError for another write error (ENOSPC…) on a stream not
 * marked with `diagnostics`. `await write(io.stdout, 'valid\n')`; UTF-8 bytes are written as they are.
 */
export function write(stream: Writable, text: string | Uint8Array): Promise<void> {
  return sinkOf(stream).write(text);
}

/** Waits until everything written to `stream` has been handed on; throws as `write` does. `await flush(io.stdout)`. */
export function flush(stream: Writable): Promise<void> {
  return sinkOf(stream).flush();
}

/**
 * Runs `f`, which writes a command's records to `stdout`, then flushes: a closed stdout
 * (OutputClosed) ends it early and quietly, and the command returns the status of what it
 * had written by then (`lint < big | head -1` after a bad input: exit 1).
 */
export async function untilClosed(stdout: Writable, f: () => Promise<void>): Promise<void> {
  try {
    await f();
    await flush(stdout);
  } catch (e) {
    if (!(e instanceof OutputClosed)) throw e;
  }
}

/**
 * Writes `text` and a newline. A long text goes in two writes, so that it is not copied
 * once more into `text + "\n"` (a 100 MB record would briefly cost 100 MB more).
 */
export async function writeLine(stream: Writable, text: string): Promise<void> {
  if (text.length < 65536) return write(stream, text + '\n');
  await write(stream, text);
  await write(stream, '\n');
}

/** A text file's content without the byte order mark some editors put first (U+FEFF is no grammar character). */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * The text of the file at `path`, or of `stdin` when `path` is undefined, without a byte order
 * mark; or why it could not be read (`PATH: No such file or directory`, `cannot read stdin: …`).
 */
export async function readText(path: string | undefined, stdin: NodeJS.ReadableStream): Promise<{ text: string } | { why: string }> {
  try {
    return { text: withoutBom(path === undefined ? await readAll(stdin) : await readFile(path, 'utf8')) };
  } catch (e) {
    return { why: path === undefined ? `cannot read stdin: ${reason(e as NodeJS.ErrnoException)}` : fileError(path, e) };
  }
}

/** Everything a readable stream gives (a grammar or an RFC text on stdin), decoded as UTF-8. */
async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const decoder = new StringDecoder('utf8');
  let text = '';
  for await (const chunk of stream as AsyncIterable<Buffer | string>) text += typeof chunk === 'string' ? chunk : decoder.write(chunk);
  return text + decoder.end();
}
