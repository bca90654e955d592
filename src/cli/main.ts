#!/usr/bin/env node
import { fstatSync } from 'node:fs';
import { Readable } from 'node:stream';
import { Command, EXIT, Io, Refusal, UsageError } from './command';
import { commands } from './commands';
import { diagnostics, flush, IoError, OutputClosed, write } from './io';
import { colorFor, escapeUnsafe } from './terminal';

// dist/cli/main.js and src/cli/main.ts both sit two levels below package.json.
const { version } = require('../../package.json') as { version: string };

/** `uri-grammar --help`: every command's synopsis (the first line of its help) and summary. */
export function generalHelp(): string {
  return [
    'Usage: uri-grammar <command> [options] [input ...]',
    '',
    'The URI grammar of RFC 2396 and the URL schemes of RFC 1738, exactly.',
    '',
    'Commands:',
    ...commands.flatMap((c) => [`  ${c.help.split('\n', 1)[0].replace(/^Usage: uri-grammar /, '')}`, `      ${c.summary}`]),
    '',
    'Every command but schemes takes its inputs as arguments, or else one per line from stdin',
    '(a line ends at LF or CRLF), and writes one record per input on stdout, in order, bad',
    'inputs included (--json: one JSON line each); reports with a caret go to stderr.',
    'Exit status: 0 every input ok, 1 some input not ok, 2 usage or I/O error.',
    'Colour per stream when it is a terminal; NO_COLOR (non-empty) turns it off, FORCE_COLOR',
    '(non-empty, not 0) on.',
    '',
    'Run "uri-grammar <command> --help" for a command\'s options; "uri-grammar --version" for the version.',
  ].join('\n');
}

/** Runs the CLI with `argv` (without node and script); resolves to the exit code. */
export async function main(argv: string[], io: Io): Promise<number> {
  diagnostics(io.stderr);
  const [name, ...args] = argv;
  let command: Command | undefined;
  let code: number | undefined;
  try {
    if (name === '--version' || name === '-v') {
      code = EXIT.ok;
      await write(io.stdout, `${version}\n`);
    } else if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
      code = name === undefined ? EXIT.usage : EXIT.ok;
      await write(io.stdout, generalHelp() + '\n');
    } else {
      command = commands.find((c) => c.name === name);
      if (!command) throw new UsageError(`unknown command ${JSON.stringify(name)}`);
      code = await command.run(args, io);
    }
    await flush(io.stdout);
    return code;
  } catch (e) {
    if (e instanceof OutputClosed) return code ?? EXIT.ok; // the reader has gone: the status so far
    if (e instanceof IoError) {
      await write(io.stderr, `uri-grammar: ${e.message}\n`);
      return EXIT.io;
    }
    if (e instanceof Refusal) {
      await write(io.stderr, `uri-grammar: ${escapeUnsafe(e.message)}\n`); // one line: a path or a grammar's words may hold a newline
      return EXIT.usage;
    }
    if (!(e instanceof UsageError)) throw e;
    await write(io.stderr, `uri-grammar: ${e.message}\nRun "uri-grammar ${command ? command.name + ' ' : ''}--help" for usage.\n`);
    return EXIT.usage;
  }
}

/** stdin, or a stream that fails as reading a directory does (Node reads a directory as an empty stream). */
function standardInput(): Readable {
  let directory = false;
  try {
    directory = fstatSync(0).isDirectory();
  } catch {
    // fd 0 closed: Node reads it as empty
  }
  if (!directory) return process.stdin;
  return new Readable({
    read() {
      this.destroy(Object.assign(new Error('EISDIR: illegal operation on a directory, read'), { code: 'EISDIR' }));
    },
  });
}

if (require.main === module) {
  const env = process.env;
  const stdin = standardInput();
  main(process.argv.slice(2), {
    stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    color: { stdout: colorFor(process.stdout, env), stderr: colorFor(process.stderr, env) },
  }).then(
    (code) => {
      process.exitCode = code;
      stdin.destroy(); // a run that stopped early (EPIPE) leaves nothing waiting on stdin
    },
    (e: unknown) => {
      process.stderr.write(`uri-grammar: internal error: ${(e as Error).stack ?? String(e)}\n`);
      process.exitCode = 70;
      stdin.destroy();
    },
  );
}
