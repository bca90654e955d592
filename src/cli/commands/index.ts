import type { Command } from '../command';
import { check } from './check';
import { parse } from './parse';

/** Every CLI command, in the order `--help` lists them. */
export const commands: readonly Command[] = [parse, check];
