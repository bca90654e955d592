import type { Command } from '../command';
import { check } from './check';
import { equal } from './equal';
import { lint } from './lint';
import { normalize } from './normalize';
import { parse } from './parse';
import { relativize } from './relativize';
import { resolve } from './resolve';
import { schemes } from './schemes';

/** Every CLI command, in the order `--help` lists them. */
export const commands: readonly Command[] = [parse, check, resolve, normalize, equal, relativize, schemes, lint];
