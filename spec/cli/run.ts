import { PassThrough, Readable } from 'node:stream';
import { main } from '../../src/cli/main';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process with `args`, feeding `stdin`; collects output and the exit code. */
export async function runCli(args: string[], stdin = ''): Promise<CliRun> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d) => (out += d));
  stderr.on('data', (d) => (err += d));
  const code = await main(args, { stdin: Readable.from([stdin]), stdout, stderr, color: false });
  return { code, stdout: out, stderr: err };
}
