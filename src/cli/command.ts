import type { Readable, Writable } from 'node:stream';

/** Where a command reads and writes; the CLI passes the process's streams, specs pass buffers. */
export interface Io {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  /** Whether to colour output (stdout is a TTY and NO_COLOR is unset). */
  color: boolean;
}

/** Exit codes shared by every command. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** A usage error (unknown option or rule, missing argument): exit code 2. */
export class UsageError extends Error {}

export interface Command {
  name: string;
  /** One line for `uri-grammar --help`. */
  summary: string;
  /** The full text of `uri-grammar <name> --help`. */
  help: string;
  /** Runs with the arguments after the command name; resolves to the exit code. Throws UsageError on bad usage. */
  run(args: string[], io: Io): Promise<number>;
}
