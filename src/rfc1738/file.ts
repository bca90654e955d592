import type { Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { Fileurl } from './ast';

export type { Fileurl } from './ast';

// RFC 1738 §3.10 / §5 FILE.

/**
 * fileurl = "file://" [ host | "localhost" ] "/" fpath
 * "localhost" is itself a hostname, so `[ host ]` covers both alternatives. `path` is read
 * from fpath on first use (a long path has no list until it is read: ./segments).
 */
export const fileurl: Rule<Fileurl> = compiledRule('fileurl');
