import type { Readable, Writable } from 'node:stream';
import type { ParseArgsConfig } from 'node:util';

/** A command's options, as node:util parseArgs takes them. */
export type Flags = NonNullable<ParseArgsConfig['options']>;

/** Where a command reads and writes; the CLI passes the process's streams, specs pass buffers. */
export interface Io {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  /** Whether to colour each stream (decided per stream: terminal.ts `colorFor`). */
  color: { stdout: boolean; stderr: boolean };
  /** stdout's width in columns when it is a terminal (help is wrapped to it; else to 80). */
  columns?: number;
}

/** Exit codes shared by every command (docs/cli.md). */
export const EXIT = { ok: 0, failed: 1, usage: 2, io: 2 } as const;

/** A usage error (unknown option or rule, missing argument, an invalid BASE): exit code 2. */
export class UsageError extends Error {}

/**
 * Input the run refuses before reading any URI (a grammar file, a scheme name): exit 2 with
 * its one-line message, no pointer to --help (the arguments were well formed).
 */
export class Refusal extends UsageError {}

export interface Command {
  name: string;
  /** One line for `uri-grammar --help`. */
  summary: string;
  /** The full text of `uri-grammar <name> --help`; its first line is the synopsis `Usage: uri-grammar <name> …`. */
  help: string;
  /** The command's options (node:util parseArgs), every one named in `help`. */
  flags: Flags;
  /** Runs with the arguments after the command name; resolves to the exit code. Throws UsageError on bad usage. */
  run(args: string[], io: Io): Promise<number>;
}
