import { parseArgs } from 'node:util';
import { type Flags, UsageError } from './command';
import { closest } from './did-you-mean';
import { escapeUnsafe } from './terminal';

export interface ParsedOptions {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
}

/** The options every command takes besides its own: `--help`, `--color WHEN`. */
export const COMMON_FLAGS = { help: { type: 'boolean', short: 'h' }, color: { type: 'string' } } as const;

/** Their help lines, printed after every command's own help. */
export const COMMON_HELP = `  -h, --help        this help
  --color WHEN      colour: auto (the default: a stream that is a terminal, unless NO_COLOR is set; FORCE_COLOR forces it), always or never (both win over NO_COLOR and FORCE_COLOR)`;

/** The values of `--color`. */
export const COLOR_WHEN = ['auto', 'always', 'never'] as const;
export type ColorWhen = (typeof COLOR_WHEN)[number];

/** The one-letter spellings of the common options, wherever a command has the option (ripgrep's and jq's letters; -h is help's). */
export const SHORT: Readonly<Record<string, string>> = { json: 'j', rule: 'r', grammar: 'g' };

/** `options` with the common options and their short spellings. */
function withCommon(options: Flags): Flags {
  const all: Flags = { ...options, ...COMMON_FLAGS };
  for (const [name, letter] of Object.entries(SHORT)) if (all[name] && all[name].short === undefined) all[name] = { ...all[name], short: letter };
  return all;
}

/** An option node:util would take as a value: `-x`, `--json` (a lone `-` is stdin, a value). */
const optionLike = (value: string) => value.length > 1 && value.startsWith('-');

/**
 * The command's arguments read by node:util parseArgs, with --help/-h, --color and the short
 * letters of SHORT added; an unknown option (with the nearest known one: `did you mean
 * '--json'?`), a missing value or a value given to a flag is a usage error (exit 2).
 */
export function parseOptions(args: string[], options: Flags): ParsedOptions {
  const all = withCommon(options);
  // Not strict: parseArgs's own messages are long and quote unevenly; the tokens are checked here instead.
  const { values, positionals, tokens } = parseArgs({ args, options: all, allowPositionals: true, strict: false, tokens: true });
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const option = all[token.name];
    const raw = escapeUnsafe(token.rawName); // an argument may hold a control character: never written raw
    if (!option) {
      const long = token.rawName.startsWith('--');
      const near = long ? closest(token.name, Object.keys(all)) : undefined;
      throw new UsageError(`unknown option '${raw}'${near ? `; did you mean '--${near}'?` : ''}`);
    }
    if (option.type === 'boolean' && token.value !== undefined) throw new UsageError(`option '${raw}' takes no value`);
    if (option.type === 'string') {
      if (token.value === undefined) throw new UsageError(`option '${raw}' needs a value`);
      if (!token.inlineValue && optionLike(token.value)) {
        const value = escapeUnsafe(token.value);
        throw new UsageError(`option '${raw}' needs a value, not '${value}' (write ${raw.startsWith('--') ? `${raw}=${value}` : `${raw}${value}`} for a value that begins with '-')`);
      }
    }
  }
  const color = values.color;
  if (color !== undefined && !(COLOR_WHEN as readonly unknown[]).includes(color)) {
    const near = typeof color === 'string' ? closest(color, COLOR_WHEN) : undefined;
    throw new UsageError(`--color must be auto, always or never, got ${JSON.stringify(color)}${near ? `; did you mean '--color=${near}'?` : ''}`);
  }
  return { values: values as ParsedOptions['values'], positionals };
}
