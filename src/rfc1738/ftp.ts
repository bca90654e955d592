import type { Node, Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { Decoded } from './common';
import type { Login } from './hostport';

// RFC 1738 §3.2 / §5 FTP.

/** RFC 1738 §5 `fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]`. Its `decoded` value has the escapes decoded (§2.2). */
export type Fsegment = Decoded<'fsegment'>;
export interface Fpath extends Node<'fpath'> {
  fsegments: Fsegment[];
}
/** RFC 1738 §5 `ftptype = "A" | "I" | "D" | "a" | "i" | "d"`. */
export type Ftptype = Node<'ftptype'>;
export interface Ftpurl extends Node<'ftpurl'> {
  login: Login;
  /** Undefined when the url-path is omitted with its "/" (§3.2.2). */
  fpath?: Fpath;
  ftptype?: Ftptype;
  /** §3.2.2: the decoded arguments of the CWD commands, in order (all fsegments but the last). */
  cwd: string[];
  /** §3.2.2: the decoded argument of RETR (or NLST for typecode "d"); undefined without a url-path. */
  name: string | undefined;
  /** §3.2.2–3.2.3: "a", "i" or "d" (lower-cased), or undefined when ";type=" is omitted. */
  typecode: 'a' | 'i' | 'd' | undefined;
  /** The explicit port, else the registry's default (21). */
  effectivePort: number | undefined;
}

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
