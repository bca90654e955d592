import { PassThrough, Readable } from 'node:stream';
import type { Command, Io } from '../../src/cli/command';
import { main } from '../../src/cli/main';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Colour per stream, off by default. */
export type Colors = Io['color'];
const NO_COLOR: Colors = { stdout: false, stderr: false };

/** What a run reads: text, bytes that need not be UTF-8, or a stream of its own (chunks, a failing read). */
export type Stdin = string | Buffer | Readable;

/** Runs `f` with in-memory streams fed `stdin`; collects what it writes and its exit code. */
export async function capture(stdin: Stdin, color: Colors, f: (io: Io) => Promise<number>): Promise<CliRun> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d) => (out += d));
  stderr.on('data', (d) => (err += d));
  const code = await f({ stdin: stdin instanceof Readable ? stdin : Readable.from([stdin]), stdout, stderr, color });
  return { code, stdout: out, stderr: err };
}

/** Runs the CLI in-process with `args` (usage errors become exit 2, as in the real program). */
export function runCli(args: string[], stdin: string | Buffer = '', color: Colors = NO_COLOR): Promise<CliRun> {
  return capture(stdin, color, (io) => main(args, io));
}

/** Runs one command directly (a usage error is thrown, not turned into exit 2). */
export function runCommand(command: Command, args: string[], stdin: Stdin = ''): Promise<CliRun> {
  return capture(stdin, NO_COLOR, (io) => command.run(args, io));
}
