import { parseArgs, ParseArgsConfig } from 'node:util';
import { UsageError } from './command';

type Options = NonNullable<ParseArgsConfig['options']>;
/** A command's options, as node:util parseArgs takes them. */
export type Flags = Options;

export interface ParsedOptions {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
}

/** node:util parseArgs (strict, with --help/-h), its errors turned into usage errors (exit 2). */
export function parseOptions(args: string[], options: Options): ParsedOptions {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
    return { values: values as ParsedOptions['values'], positionals };
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}
