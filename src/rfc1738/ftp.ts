import type { Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { Fpath, Fsegment, Ftptype, Ftpurl } from './ast';

export type { Fsegment, Fpath, Ftptype, Ftpurl } from './ast';

// RFC 1738 §3.2 / §5 FTP.

/** fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ] */
export const fsegment: Rule<Fsegment> = compiledRule('fsegment');
/** fpath = fsegment *[ "/" fsegment ] */
export const fpath: Rule<Fpath> = compiledRule('fpath');
/** ftptype = "A" | "I" | "D" | "a" | "i" | "d" */
export const ftptype: Rule<Ftptype> = compiledRule('ftptype');
/**
 * ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
 * With a long fpath (a deferred list: ./segments), cwd and name are computed on first read.
 */
export const ftpurl: Rule<Ftpurl> = compiledRule('ftpurl');
