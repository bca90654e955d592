#!/usr/bin/env node
import { Command, EXIT, Io, UsageError } from './command';
import { commands } from './commands';
import { write } from './io';

// dist/cli/main.js and src/cli/main.ts both sit two levels below package.json.
const { version } = require('../../package.json') as { version: string };

function generalHelp(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'Usage: uri-grammar <command> [options]',
    '',
    'The URI grammar of RFC 2396 and the URL schemes of RFC 1738, exactly.',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Run "uri-grammar <command> --help" for a command\'s options; "uri-grammar --version" for the version.',
  ].join('\n');
}

/** Runs the CLI with `argv` (without node and script); resolves to the exit code. */
export async function main(argv: string[], io: Io): Promise<number> {
  const [name, ...args] = argv;
  if (name === '--version' || name === '-v') return write(io.stdout, `${version}\n`).then(() => EXIT.ok);
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    await write(io.stdout, generalHelp() + '\n');
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  const command: Command | undefined = commands.find((c) => c.name === name);
  try {
    if (!command) throw new UsageError(`unknown command ${JSON.stringify(name)}`);
    return await command.run(args, io);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    await write(io.stderr, `uri-grammar: ${e.message}\nRun "uri-grammar ${command ? command.name + ' ' : ''}--help" for usage.\n`);
    return EXIT.usage;
  }
}

if (require.main === module) {
  // A closed pipe (`uri-grammar check < big | head`) ends the run quietly, as other Unix tools do.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw e;
    });
  }
  const color = process.stdout.isTTY === true && process.env.NO_COLOR === undefined;
  main(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, color }).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`uri-grammar: internal error: ${(e as Error).stack ?? String(e)}\n`);
      process.exitCode = 70;
    },
  );
}
