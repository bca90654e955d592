#!/usr/bin/env node
import { fstatSync, readSync, type Stats } from 'node:fs';
import { Readable } from 'node:stream';
import { Command, EXIT, Io, Refusal, UsageError } from './command';
import { commands } from './commands';
import { closest } from './did-you-mean';
import { helpWidth, renderHelp, wrapSynopsis, wrapText } from './help';
import { diagnostics, flush, IoError, OutputClosed, write } from './io';
import { type ColorWhen, COMMON_HELP, parseOptions } from './options';
import { colorFor, escapeUnsafe } from './terminal';

// dist/cli/main.js and src/cli/main.ts both sit two levels below package.json.
const { version } = require('../../package.json') as { version: string };

const SYNOPSIS = 'Usage: uri-grammar <command> [options] [input ...]';

/** `uri-grammar --help`: every command's synopsis (the first line of its help) and summary, wrapped to `width`. */
export function generalHelp(width?: number): string {
  return [
    SYNOPSIS,
    '',
    'The URI grammar of RFC 2396 and the URL schemes of RFC 1738, exactly.',
    '',
    'Commands:',
    ...commands.flatMap((c) => [wrapSynopsis(`  ${c.help.split('\n', 1)[0].replace(/^Usage: uri-grammar /, '')}`, width), wrapText(`      ${c.summary}`, width)]),
    '',
    wrapText(
      [
        'Every command but schemes takes its inputs as arguments, or else one per line from stdin (a line ends at LF or CRLF), and writes one record per input on stdout, in order, bad inputs included (--json: one JSON line each); reports with a caret go to stderr.',
        'Exit status: 0 every input ok, 1 some input not ok, 2 usage or I/O error.',
        'Every command takes -h, --help and --color WHEN (auto, always, never); where a command has them, -j is --json, -q --quiet, -r --rule and -g --grammar.',
        'Colour (--color auto, the default) per stream when it is a terminal; NO_COLOR (non-empty) turns it off, FORCE_COLOR (non-empty, not 0) on; --color always or never wins over both.',
        '',
        'Run "uri-grammar <command> --help" for a command\'s options; "uri-grammar --version" for the version.',
      ].join('\n'),
      width,
    ),
  ].join('\n');
}

/** What `uri-grammar` alone prints on stderr: the synopsis, the command names, where the rest is. */
export function shortUsage(width?: number): string {
  return [SYNOPSIS, wrapText(`Commands: ${commands.map((c) => c.name).join(', ')}`, width), "try 'uri-grammar --help'"].join('\n');
}

/** A command's help with the options every command takes, before its exit status line. */
function commandHelp(command: Command): string {
  const lines = command.help.split('\n');
  const exit = lines.findIndex((l) => l.startsWith('Exit status:'));
  lines.splice(exit < 0 ? lines.length : exit, 0, COMMON_HELP);
  return lines.join('\n');
}

/** The streams' colour for `--color WHEN`: always and never win over the environment (NO_COLOR, FORCE_COLOR); auto keeps its decision. */
function colorOf(when: ColorWhen | undefined, auto: Io['color']): Io['color'] {
  if (when === 'always') return { stdout: true, stderr: true };
  if (when === 'never') return { stdout: false, stderr: false };
  return auto;
}

/** A usage error for an argument before the command: an unknown command or option, with the nearest name. */
function unknownCommand(name: string): UsageError {
  const shown = escapeUnsafe(name);
  if (name.startsWith('-')) {
    const owners = commands.filter((c) => Object.keys(c.flags).includes(name.replace(/^--?/, '').replace(/=.*$/s, '')));
    if (owners.length > 0) return new UsageError(`the option '${shown}' goes after a command (${owners.map((c) => c.name).join(', ')}): uri-grammar ${owners[0].name} ${shown} …`);
    const near = name.startsWith('--') ? closest(name.slice(2), ['help', 'version']) : undefined;
    return new UsageError(`unknown option '${shown}'${near ? `; did you mean '--${near}'?` : ''}`);
  }
  const near = closest(name, commands.map((c) => c.name));
  return new UsageError(`unknown command '${shown}'${near ? `; did you mean '${near}'?` : ''}`);
}

/** Runs the CLI with `argv` (without node and script); resolves to the exit code. */
export async function main(argv: string[], io: Io): Promise<number> {
  diagnostics(io.stderr);
  const width = helpWidth(io.columns);
  const [name, ...args] = argv;
  let command: Command | undefined;
  let code: number | undefined;
  try {
    if (name === undefined) {
      // A bare `uri-grammar` is a usage error: a short reminder where errors go, not the manual on stdout.
      await write(io.stderr, shortUsage(width) + '\n');
      return EXIT.usage;
    }
    if (name === '--version' || name === '-v') {
      code = EXIT.ok;
      await write(io.stdout, `${version}\n`);
    } else if (name === '--help' || name === '-h' || (name === 'help' && args.length === 0)) {
      code = EXIT.ok;
      await write(io.stdout, generalHelp(width) + '\n');
    } else if (name === 'help') {
      // `uri-grammar help check`, as `uri-grammar check --help`.
      command = commands.find((c) => c.name === args[0]);
      if (!command) throw unknownCommand(args[0]);
      code = EXIT.ok;
      await write(io.stdout, renderHelp(commandHelp(command), width) + '\n');
    } else {
      command = commands.find((c) => c.name === name);
      if (!command) throw unknownCommand(name);
      // Read here once for what every command shares (--help, --color) and for the usage errors; the command reads its own.
      const { values } = parseOptions(args, command.flags);
      if (values.help) {
        code = EXIT.ok;
        await write(io.stdout, renderHelp(commandHelp(command), width) + '\n');
      } else {
        code = await command.run(args, { ...io, color: colorOf(values.color as ColorWhen | undefined, io.color) });
      }
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
    await write(io.stderr, `uri-grammar: ${e.message}\ntry 'uri-grammar ${command ? command.name + ' ' : ''}--help'\n`);
    return EXIT.usage;
  }
}

/** Bytes per read of a regular file on stdin: larger chunks read no faster, and their lines' text and records outgrow the caches (a run's output measured ~70 % slower per line at 256 KiB). */
const FILE_CHUNK = 64 * 1024;

/**
 * stdin: a regular file read synchronously, a chunk at a time (a read of a file does not
 * wait on anyone, and each asynchronous read would cost a trip through the thread pool); a
 * stream that fails as reading a directory does (Node reads a directory as an empty stream);
 * else Node's own (pipes, terminals, devices).
 */
function standardInput(): Readable {
  let stat: Stats | undefined;
  try {
    stat = fstatSync(0);
  } catch {
    // fd 0 closed: Node reads it as empty
  }
  if (stat?.isDirectory()) {
    return new Readable({
      read() {
        this.destroy(Object.assign(new Error('EISDIR: illegal operation on a directory, read'), { code: 'EISDIR' }));
      },
    });
  }
  if (!stat?.isFile()) return process.stdin;
  return new Readable({
    highWaterMark: FILE_CHUNK,
    read() {
      const chunk = Buffer.allocUnsafeSlow(FILE_CHUNK);
      let n: number;
      try {
        n = readSync(0, chunk, 0, FILE_CHUNK, null);
      } catch (e) {
        this.destroy(e as Error);
        return;
      }
      this.push(n > 0 ? chunk.subarray(0, n) : null);
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
    columns: process.stdout.isTTY ? process.stdout.columns : undefined,
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
